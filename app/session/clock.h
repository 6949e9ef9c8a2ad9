#pragma once

#include <QObject>
#include <QTimer>
#include <vector>

namespace paiju::session {

class Timer;

// The time a table keeps: its claim windows' slots, its players' turn timers, the end of a hand.
// By default the system's; a test may give a table a ManualClock instead, whose time moves only
// when told, so that every deadline the table keeps and reports is exact at any load.
class Clock {
public:
    virtual ~Clock() = default;
    // Milliseconds since some fixed moment; never goes back.
    virtual qint64 now() const = 0;
    // The system's monotonic clock, shared by everything that is given no other.
    static Clock* system();

protected:
    friend class Timer;
    virtual void arm(Timer* timer) = 0; // the timer's deadline is set
    virtual void disarm(Timer* timer) = 0;
};

// A clock that stands still until advanced. Advancing fires every timer whose deadline it passes,
// in the order of their deadlines (those of one deadline in the order they were started), each at
// its own moment, and after each lets the events it posted run (a bot that answers at once).
class ManualClock : public Clock {
public:
    ~ManualClock() override;
    qint64 now() const override { return now_; }
    // Moves the time on by `ms`.
    void advance(qint64 ms);
    // Moves the time to the earliest deadline of a running timer and fires the timers due then;
    // false (and no change) when no timer runs.
    bool advanceToNext();
    // The earliest deadline of a running timer; -1 when none runs.
    qint64 nextDeadline() const;

protected:
    void arm(Timer* timer) override;
    void disarm(Timer* timer) override;

private:
    void advanceTo(qint64 at);
    qint64 now_ = 0;
    std::vector<Timer*> armed_; // in the order they were started
};

// A single-shot timer on a Clock, as QTimer's single shot with a precise deadline: what remains
// of it is read from its clock, so every client told the time left counts down the same deadline.
class Timer : public QObject {
    Q_OBJECT
public:
    explicit Timer(QObject* parent = nullptr);
    ~Timer() override;

    // Stops the timer and keeps its time on `clock` from now on (nullptr: the system's).
    void setClock(Clock* clock);
    Clock* clock() const { return clock_; }
    void setInterval(int ms) { interval_ = ms; }
    int interval() const { return interval_; }
    void start() { start(interval_); }
    void start(qint64 ms);
    void stop();
    bool isActive() const { return active_; }
    // What is left until the deadline, 0 once it passed; -1 when the timer does not run.
    qint64 remainingTime() const;
    qint64 deadline() const { return deadline_; }

signals:
    void timeout();

private:
    friend class SystemClock;
    friend class ManualClock;
    void fire();

    Clock* clock_;
    QTimer qt_; // the system clock's way of waking up
    qint64 deadline_ = 0;
    int interval_ = 0;
    bool active_ = false;
};

} // namespace paiju::session
