#pragma once

#include "io/game_info.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <memory>
#include <optional>

namespace paiju::session {

// The part of the observations of one state that every viewer is shown alike
// (GameInfo::observeShared), built once for all of them; `version` is the state's (SeatView).
struct SharedObservation {
    quint64 version = 0;
    QJsonObject fields; // empty when the game wrote the part as bytes
    // As the game wrote it (GameInfo::writeShared): what a server sends, without an object made.
    std::optional<json::WrittenShared> written = std::nullopt;

    // The part as an object, whichever form it was made in.
    QJsonObject object() const;
};

// The shared part of `state` as a table makes it: written as bytes when the game writes it so.
std::shared_ptr<const SharedObservation>
makeSharedObservation(const GameInfo& game, const GameState& state, quint64 version);

// What one seat is shown: its observation (never the full state) and its legal actions now.
struct SeatView {
    int seat = -1;
    // The seat's observation. An agent that takes deltas (SeatAgent::takesDeltas) is given it
    // without its `log`, and in its two parts instead: `shared`, the same object for every viewer
    // of the state, and `own` (wholeObservation joins them); `newEvents` holds what the log
    // gained since the agent's last view.
    QJsonObject observation;
    std::shared_ptr<const SharedObservation> shared;
    OwnObservation own;
    // From the engine (GameState::shownActions), not read back out of the observation; the same
    // list as the observation's `legal`.
    QStringList legal;
    bool awaited = false; // the game waits for this seat
    // A claim window's question, asked while the window's slot runs: who is asked is secret, so
    // nothing about it (a turn clock) may be told to anyone else.
    bool inWindow = false;
    // Numbers the states the session shows: two views of one seat with the same version are the
    // same view.
    quint64 version = 0;
    // Deltas only. The log's events from position `logFrom` on, each written as compact JSON (the
    // same bytes for every seat that sees the event): 0 when they are the whole log (a new hand,
    // the first view, a view shown again), else the length of the log the agent was shown last.
    int logFrom = 0;
    QList<QByteArray> newEvents;
    // Shown again as it was (a client that reconnected, a new agent in the seat), whole.
    bool again = false;
};

// The view's observation (without its `log` when the view is in parts), whichever form it has.
QJsonObject wholeObservation(const SeatView& view);

// Whoever plays a seat: a person at this screen, a bot, or (later) a remote client. The session
// shows each agent its seat's view whenever it changes; the agent answers with `chose`.
class SeatAgent : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    virtual void show(const SeatView& view) = 0;
    // Whether the agent is given views without the whole log, only what the log gained: the
    // network's form. Bots read the state itself, and local tables the whole observation.
    virtual bool takesDeltas() const { return false; }
    // Whether the agent reads the view's observation at all. One that does not (a bot reads the
    // state itself) is shown only its seat, whether it is awaited and whether in a window: no
    // observation is built for it.
    virtual bool readsObservation() const { return true; }

signals:
    void chose(int seat, const QString& action);
};

} // namespace paiju::session
