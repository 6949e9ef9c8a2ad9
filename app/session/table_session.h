#pragma once

#include "io/replay.h"
#include "seat_agent.h"

#include <QObject>
#include <memory>
#include <vector>

namespace paiju::session {

// One match at one table, whoever sits at it: the session holds the only full state, checks every
// action with the engine, records the match as a replay (which is also its save), and shows each
// seat's agent that seat's view after every change. Hotseat, bots and online play all run
// through it; only the agents differ.
class TableSession : public QObject {
    Q_OBJECT
public:
    // Starts from a replay (a new match is a replay with no actions). nullptr and a reason when
    // the replay does not apply.
    static std::unique_ptr<TableSession> create(const Replay& replay, QString* error);

    // The session takes ownership of the agent; a seat without an agent simply is not prompted.
    void setAgent(int seat, SeatAgent* agent);
    // Shows every seat its first view.
    void start();

    // Applies one seat's action; a refused action changes nothing and is reported.
    ApplyResult submit(int seat, const QString& action);
    // Takes back the seat's last action and every action after it, rebuilding the state from the
    // record without them (for a person playing alone against bots). False and a reason when the
    // seat has nothing to take back.
    bool undo(int seat, QString* error);

    const GameState& state() const { return *state_; }
    const GameInfo& game() const { return *game_; }
    const Replay& record() const { return record_; }
    SeatView viewFor(int seat) const;

signals:
    void changed(); // after every applied action
    void refused(int seat, const QString& action, const QString& reason);
    void finished(); // the match is over

private:
    TableSession(const GameInfo& game, std::unique_ptr<GameState> state, Replay record);
    void publish();

    const GameInfo* game_;
    std::unique_ptr<GameState> state_;
    Replay record_;
    std::vector<SeatAgent*> agents_;
    bool finishedReported_ = false;
};

} // namespace paiju::session
