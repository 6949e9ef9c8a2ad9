#pragma once

#include "io/replay.h"
#include "seat_agent.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
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

    // The session takes ownership of the agent and drops the seat's previous one; a seat without
    // an agent (nullptr) simply is not prompted.
    void setAgent(int seat, SeatAgent* agent);
    SeatAgent* agent(int seat) const { return agents_.at(static_cast<std::size_t>(seat)); }
    // Shows every seat its first view.
    void start();

    // Keeps every claim window (GameState::windowsOpened) open for `ms` after it opened, whether
    // anyone may answer it or not, so that timing tells nobody who could claim. Meanwhile only the
    // seats asked in the window are shown the state and may act. With `closeAtEnd`, a window still
    // open when its time is up is declined for the seats that have not answered (a server's claim
    // timer); without, it then waits for them (people at this screen). 0 turns the hold off.
    void setWindowHold(int ms, bool closeAtEnd);
    bool holding() const { return holding_; }
    // The refusal of an action by a seat not asked in the window whose time runs.
    static constexpr const char* windowOpen = "a claim window is open; wait until it closes";

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
    // What a spectator was last shown (seat -1): while a window's time runs, the state before it.
    // Kept only once asked for (watchPublicView), as it costs an observation per change.
    const SeatView& publicView() const { return publicView_; }
    void watchPublicView();
    // Shows the seat's agent again what it was last shown (a new agent in the seat, a client
    // that reconnected), or the current view if it was shown nothing yet.
    void showAgain(int seat);

signals:
    void changed(); // after every applied action
    void refused(int seat, const QString& action, const QString& reason);
    void finished();  // the match is over
    void published(); // every seat was shown the state as it is now: publicView() changed

private:
    TableSession(const GameInfo& game, std::unique_ptr<GameState> state, Replay record);
    void publish();
    ApplyResult apply(int seat, const QString& action); // without publishing
    void holdWindows(int opened);
    void endHold();
    bool askedInWindow(int seat) const;

    const GameInfo* game_;
    std::unique_ptr<GameState> state_;
    Replay record_;
    std::vector<SeatAgent*> agents_;
    bool finishedReported_ = false;
    int holdMs_ = 0;
    bool closeAtEnd_ = false;
    bool holding_ = false;
    qint64 holdUntil_ = 0; // on clock_
    QElapsedTimer clock_;
    QTimer holdTimer_;
    std::vector<SeatView> shown_; // the view each seat was shown last
    SeatView publicView_;
    bool publicWatched_ = false;
};

} // namespace paiju::session
