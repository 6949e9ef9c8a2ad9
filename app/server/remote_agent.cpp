#include "remote_agent.h"

#include <QJsonArray>

namespace paiju::server {

RemoteAgent::RemoteAgent(QString table, Send send, std::unique_ptr<session::BotAgent> standIn,
                         int turnMs)
    : table_(std::move(table)), send_(std::move(send)), standIn_(standIn.release()) {
    standIn_->setParent(this);
    connect(standIn_, &session::SeatAgent::chose, this, &session::SeatAgent::chose);
    turnTimer_.setSingleShot(true);
    turnTimer_.setInterval(turnMs);
    connect(&turnTimer_, &QTimer::timeout, this, &RemoteAgent::turnTimedOut);
}

QJsonObject RemoteAgent::viewMessage(const QString& table, const session::SeatView& view) {
    return QJsonObject{{"type", "view"},
                       {"table", table},
                       {"seat", view.seat},
                       {"awaited", view.awaited},
                       {"legal", QJsonArray::fromStringList(view.legal)},
                       {"observation", view.observation}};
}

void RemoteAgent::show(const session::SeatView& view) {
    last_ = view;
    if (connected_)
        send_(viewMessage(table_, view));
    turnTimer_.stop();
    if (!view.awaited)
        return;
    if (takenOver_)
        standIn_->show(view);
    else if (turnTimer_.interval() > 0)
        turnTimer_.start();
}

void RemoteAgent::turnTimedOut() {
    takenOver_ = !connected_;
    standIn_->show(last_);
}

void RemoteAgent::setConnected(bool connected) {
    connected_ = connected;
    if (connected)
        takenOver_ = false;
}

} // namespace paiju::server
