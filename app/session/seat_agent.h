#pragma once

#include <QJsonObject>
#include <QObject>
#include <QStringList>

namespace paiju::session {

// What one seat is shown: its observation (never the full state) and its legal actions now.
struct SeatView {
    int seat = -1;
    QJsonObject observation;
    // From the engine (GameState::shownActions), not read back out of the observation; the same
    // list as the observation's `legal`.
    QStringList legal;
    bool awaited = false; // the game waits for this seat
    // A claim window's question, asked while the window's slot runs: who is asked is secret, so
    // nothing about it (a turn clock) may be told to anyone else.
    bool inWindow = false;
};

// Whoever plays a seat: a person at this screen, a bot, or (later) a remote client. The session
// shows each agent its seat's view whenever it changes; the agent answers with `chose`.
class SeatAgent : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void show(const SeatView& view) = 0;

signals:
    void chose(int seat, const QString& action);
};

} // namespace paiju::session
