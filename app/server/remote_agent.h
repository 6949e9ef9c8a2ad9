#pragma once

#include "session/bot_agent.h"

#include <QJsonObject>
#include <QTimer>
#include <functional>
#include <memory>

namespace paiju::server {

// A seat played over the network. Every view goes to the player as a `view` message. When the
// player lets the turn timer run out, a stand-in bot takes the seat and plays every turn of it at
// once, until the player is back (takeBack(): the player says so, acts, or reconnects).
class RemoteAgent : public session::SeatAgent {
    Q_OBJECT
public:
    using Send = std::function<void(const QJsonObject&)>;
    RemoteAgent(QString table, Send send, std::unique_ptr<session::BotAgent> standIn, int turnMs);

    void show(const session::SeatView& view) override;
    void setConnected(bool connected);
    bool takenOver() const { return takenOver_; }
    // The player is back: the stand-in stops, and a turn waiting for the seat gets its clock.
    void takeBack();
    // What is left of the seat's turn timer; -1 when it does not run.
    qint64 timeLeftMs() const { return turnTimer_.isActive() ? turnTimer_.remainingTime() : -1; }

    // A `view` message: `seq` numbers the views one seat (or the spectators) was sent, and
    // `timeLeftMs` (>= 0) is what remains of the seat's turn timer.
    static QJsonObject viewMessage(const QString& table, const session::SeatView& view, qint64 seq,
                                   qint64 timeLeftMs);

signals:
    // The seat's turn timer started with this long to run: the others at the table are told.
    void turnStarted(qint64 timeLeftMs);
    // The stand-in began (true) or stopped (false) playing the seat.
    void standInChanged(bool playing);

private:
    void turnTimedOut();

    QString table_;
    Send send_;
    session::BotAgent* standIn_;
    QTimer turnTimer_;
    session::SeatView last_;
    qint64 seq_ = 0;
    bool connected_ = true;
    bool takenOver_ = false;
};

} // namespace paiju::server
