#include "remote_agent.h"

#include <QJsonArray>

namespace paiju::server {

RemoteAgent::RemoteAgent(QString table, Send send, std::unique_ptr<session::BotAgent> standIn,
                         int turnMs)
    : table_(std::move(table)), send_(std::move(send)), standIn_(standIn.release()) {
    standIn_->setParent(this);
    connect(standIn_, &session::SeatAgent::chose, this, &session::SeatAgent::chose);
    turnTimer_.setSingleShot(true);
    // A coarse timer may fire up to 5% late, and the clients count down what it reports: a
    // 30 s turn would show 31 s.
    turnTimer_.setTimerType(Qt::PreciseTimer);
    turnTimer_.setInterval(turnMs);
    connect(&turnTimer_, &QTimer::timeout, this, &RemoteAgent::turnTimedOut);
}

QJsonObject RemoteAgent::viewMessage(const QString& table, const session::SeatView& view,
                                     qint64 seq, qint64 timeLeftMs) {
    QJsonObject message{{"type", "view"},
                        {"table", table},
                        {"seat", view.seat},
                        {"seq", seq},
                        {"awaited", view.awaited},
                        {"legal", QJsonArray::fromStringList(view.legal)},
                        {"observation", view.observation}};
    if (timeLeftMs >= 0)
        message.insert(QStringLiteral("timeLeftMs"), timeLeftMs);
    return message;
}

void RemoteAgent::show(const session::SeatView& view) {
    // The same question again (a client that reconnected) keeps its deadline: coming back must
    // not buy a player more time.
    const bool again =
        view.awaited && turnTimer_.isActive() && view.observation == last_.observation;
    last_ = view;
    bool started = false;
    if (!again) {
        turnTimer_.stop();
        // A claim window's question has no turn clock: the window's own slot bounds it, and a
        // clock told to the others would name who can claim.
        if (view.awaited && !view.inWindow && !takenOver_ && turnTimer_.interval() > 0) {
            turnTimer_.start();
            started = true;
        }
    }
    if (connected_)
        send_(viewMessage(table_, view, ++seq_,
                          turnTimer_.isActive() ? turnTimer_.remainingTime() : -1));
    if (started)
        emit turnStarted(turnTimer_.remainingTime());
    if (view.awaited && takenOver_)
        standIn_->show(view);
}

void RemoteAgent::turnTimedOut() {
    if (!takenOver_) {
        takenOver_ = true;
        emit standInChanged(true);
    }
    standIn_->show(last_);
}

void RemoteAgent::takeBack() {
    if (!takenOver_)
        return;
    takenOver_ = false;
    emit standInChanged(false);
    if (last_.awaited) // not played yet: the player's own turn, with a clock
        show(last_);
}

void RemoteAgent::setConnected(bool connected) {
    connected_ = connected;
    // A player who reconnects is back; the view the reconnect brings starts the turn's clock.
    if (connected && takenOver_) {
        takenOver_ = false;
        emit standInChanged(false);
    }
}

} // namespace paiju::server
