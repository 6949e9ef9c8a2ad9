#include "clock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <algorithm>
#include <climits>

namespace paiju::session {

class SystemClock : public Clock {
public:
    SystemClock() { since_.start(); }
    qint64 now() const override { return since_.elapsed(); }

protected:
    void arm(Timer* timer) override {
        timer->qt_.start(int(std::clamp<qint64>(timer->deadline_ - now(), 0, INT_MAX)));
    }
    void disarm(Timer* timer) override { timer->qt_.stop(); }

private:
    QElapsedTimer since_;
};

Clock* Clock::system() {
    static SystemClock clock;
    return &clock;
}

ManualClock::~ManualClock() {
    for (Timer* timer : std::exchange(armed_, {})) {
        timer->active_ = false;
        timer->clock_ = Clock::system();
    }
}

void ManualClock::arm(Timer* timer) {
    armed_.push_back(timer);
}

void ManualClock::disarm(Timer* timer) {
    armed_.erase(std::remove(armed_.begin(), armed_.end(), timer), armed_.end());
}

qint64 ManualClock::nextDeadline() const {
    qint64 next = -1;
    for (const Timer* timer : armed_)
        if (next < 0 || timer->deadline() < next)
            next = timer->deadline();
    return next;
}

void ManualClock::advance(qint64 ms) {
    advanceTo(now_ + std::max<qint64>(0, ms));
}

bool ManualClock::advanceToNext() {
    const qint64 next = nextDeadline();
    if (next < 0)
        return false;
    advanceTo(std::max(next, now_));
    return true;
}

void ManualClock::advanceTo(qint64 at) {
    QCoreApplication::processEvents();
    for (;;) {
        // The first timer started of those with the earliest deadline.
        auto due = armed_.end();
        for (auto it = armed_.begin(); it != armed_.end(); ++it)
            if ((*it)->deadline() <= at &&
                (due == armed_.end() || (*it)->deadline() < (*due)->deadline()))
                due = it;
        if (due == armed_.end())
            break;
        Timer* timer = *due;
        armed_.erase(due);
        now_ = std::max(now_, timer->deadline());
        timer->fire();
        QCoreApplication::processEvents();
    }
    now_ = std::max(now_, at);
}

Timer::Timer(QObject* parent) : QObject(parent), clock_(Clock::system()) {
    qt_.setSingleShot(true);
    // A coarse timer may fire up to 5% late, and clients count down the deadlines this keeps.
    qt_.setTimerType(Qt::PreciseTimer);
    connect(&qt_, &QTimer::timeout, this, &Timer::fire);
}

Timer::~Timer() {
    stop();
}

void Timer::setClock(Clock* clock) {
    stop();
    clock_ = clock ? clock : Clock::system();
}

void Timer::start(qint64 ms) {
    stop();
    deadline_ = clock_->now() + std::max<qint64>(0, ms);
    active_ = true;
    clock_->arm(this);
}

void Timer::stop() {
    if (!active_)
        return;
    active_ = false;
    clock_->disarm(this);
}

qint64 Timer::remainingTime() const {
    return active_ ? std::max<qint64>(0, deadline_ - clock_->now()) : -1;
}

void Timer::fire() {
    if (!active_)
        return;
    active_ = false;
    emit timeout();
}

} // namespace paiju::session
