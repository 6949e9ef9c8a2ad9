#include "remote_agent.h"

#include "protocol/server_messages.h"

#include <QTimer>

namespace paiju::server {

bool SentView::same(const session::SeatView& view, const QByteArray& observationJson) const {
    return version != 0 && view.newEvents.isEmpty() && view.logFrom == logLength &&
           view.awaited == awaited && view.inWindow == inWindow && observationJson == observation;
}

void SentView::note(const session::SeatView& view, QByteArray& observationJson) {
    version = view.version;
    observation.swap(observationJson);
    awaited = view.awaited;
    inWindow = view.inWindow;
    logLength = view.logFrom + int(view.newEvents.size());
}

RemoteAgent::RemoteAgent(QString table, Send send, std::unique_ptr<session::BotAgent> standIn,
                         int turnMs, ObservationWriter* writer, session::Clock* clock)
    : table_(std::move(table)), send_(std::move(send)), writer_(writer),
      standIn_(standIn.release()) {
    standIn_->setParent(this);
    connect(standIn_, &session::SeatAgent::chose, this, &session::SeatAgent::chose);
    // A precise deadline: the clients count down what it reports.
    turnTimer_.setClock(clock);
    turnTimer_.setInterval(turnMs);
    connect(&turnTimer_, &session::Timer::timeout, this, &RemoteAgent::turnTimedOut);
}

void RemoteAgent::numberFrom(qint64 last, std::function<qint64(qint64)> reserve) {
    seq_ = last;
    reserved_ = last;
    reserve_ = std::move(reserve);
}

void RemoteAgent::acted() {
    acted_ = true;
    turnTimer_.stop();
}

QByteArray RemoteAgent::viewMessage(const QString& table, const session::SeatView& view,
                                    const QByteArray& observationJson, qint64 seq,
                                    qint64 timeLeftMs) {
    const protocol::View head{table,      view.seat,    seq,        view.awaited,
                              timeLeftMs, view.logFrom, view.legal, {}};
    return protocol::writeView(head, observationJson, view.newEvents);
}

void RemoteAgent::show(const session::SeatView& view) {
    QByteArray& observation = scratch_;
    observation.resize(0); // keeps its room
    writer_->write(observation, view);
    if (!view.again && sent_.same(view, observation))
        return;
    // The same question again (a client that reconnected) keeps its deadline: coming back must
    // not buy a player more time.
    // Nor does a view shown again after the seat acted (the table holds a claim window): its
    // turn is over.
    const bool again = view.again && ((view.awaited && turnTimer_.isActive()) || acted_);
    if (!view.again)
        acted_ = false;
    last_ = view;
    last_.newEvents.clear();
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
    // Away, the player misses views: the reconnect's view is whole.
    if (connected_) {
        if (seq_ >= reserved_ && reserve_)
            reserved_ = reserve_(seq_ + 1);
        send_(viewMessage(table_, view, observation, ++seq_,
                          turnTimer_.isActive() ? turnTimer_.remainingTime() : -1));
    }
    sent_.note(view, observation);
    if (started)
        emit turnStarted(turnTimer_.remainingTime());
    if (view.awaited && takenOver_)
        standIn_->show(view);
    // Declined from the event loop: the session is still showing this state to the seats.
    if (view.awaited && awayInWindows_ && !takenOver_)
        QTimer::singleShot(0, this, [this, version = view.version] {
            if (awayInWindows_ && last_.version == version && !acted_)
                declineWindow();
        });
}

bool RemoteAgent::declineWindow() {
    const QString decline = windowDecline_ ? windowDecline_() : QString();
    if (decline.isEmpty() || takenOver_ || !last_.awaited)
        return false;
    if (last_.legal.contains(decline))
        emit chose(last_.seat, decline);
    else if (last_.legal.size() == 1)
        emit chose(last_.seat, last_.legal.front());
    else
        return false;
    return true;
}

void RemoteAgent::turnTimedOut() {
    if (declineWindow()) {
        awayInWindows_ = true;
        return;
    }
    if (!takenOver_) {
        takenOver_ = true;
        emit standInChanged(true);
    }
    standIn_->show(last_);
}

void RemoteAgent::takeBack() {
    awayInWindows_ = false;
    if (!takenOver_)
        return;
    takenOver_ = false;
    standIn_->forget(); // a move it was still taking its time over is the player's to make
    emit standInChanged(false);
    if (last_.awaited && !acted_) // not played yet: the player's own turn, with a clock
        show(last_);
}

void RemoteAgent::setConnected(bool connected) {
    connected_ = connected;
    if (connected)
        awayInWindows_ = false;
    // A player who reconnects is back; the view the reconnect brings starts the turn's clock.
    if (connected && takenOver_) {
        takenOver_ = false;
        standIn_->forget();
        emit standInChanged(false);
    }
}

} // namespace paiju::server
