#pragma once

#include "clock.h"
#include "io/replay.h"
#include "seat_agent.h"

#include <QJsonArray>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>
#include <set>
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

    // Gives every claim window (GameState::windowsOpened) the same slot of `ms`, whether anyone
    // may answer it or not and however fast they answer, so that timing tells nobody who could
    // claim. Windows opened one after another run in consecutive slots. A window's claimants are
    // all asked when its slot begins, also those the engine would ask only after others declined
    // (zipai asks its claims one after another by priority): each is shown the window as it
    // would reach it with the others declining, and its answer is kept. When the slot ends the
    // answers are applied in the engine's order; a claim taken ends the window for those after
    // it. Meanwhile nobody else is shown anything and only the asked seats may act. With
    // `closeAtEnd` a seat still silent when the slot ends declines (a server's claim timer);
    // without, the table then waits for it (people at this screen). 0 turns the hold off.
    void setWindowHold(int ms, bool closeAtEnd);
    // The clock the hold's slots and the end of a hand are timed on (by default the system's).
    void setClock(Clock* clock);
    Clock* clock() const { return clock_; }
    bool holding() const { return holding_; }
    // What is left of the hold's slots (every window it holds); -1 when none runs.
    qint64 holdLeftMs() const;
    // What is left of the slot that runs now (one window's); -1 when none runs.
    qint64 slotLeftMs() const;
    // Whether the window whose slot runs still waits for the seat's answer (it was asked and has
    // not answered all it was asked).
    bool asks(int seat) const { return askedInWindow(seat); }
    // The window's slot is over and a table without `closeAtEnd` waits for its people's answers.
    bool waitingForAnswers() const { return resolving_; }
    // Lengthens the slot that runs now by one slot's time, for everybody (slotExtended), once per
    // seat and slot: a person may ask for time in any window, whether or not their hand can
    // claim, so a press tells nothing. False, with nothing changed, when no slot's time runs or
    // the seat asked in this slot already.
    bool extendSlot(int seat);
    // The refusal of an action by a seat not asked in the window whose time runs.
    static constexpr const char* windowOpen = "a claim window is open; wait until it closes";

    // Stops the table at the end of every hand but the last until resume(): the engine deals the
    // next hand in the same step, but nobody is shown it, so no bot plays on, while the people
    // read the result. Meanwhile every action is refused.
    void setPauseAtHandEnd(bool on) { pauseAtHandEnd_ = on; }
    // A table on a server: the end of every hand but the last holds the next deal for `ms`, then
    // play goes on by itself (resume()); 0 turns it off. The hold starts with handEnded(), so a
    // server tells every client the same deadline.
    void setHandEndHold(int ms);
    int handEndHold() const { return handEndHoldMs_; }
    bool pausedAtHandEnd() const { return paused_; }
    void resume();
    static constexpr const char* handOver = "the hand is over; the next one starts when resumed";

    // Applies one seat's action; a refused action changes nothing and is reported.
    ApplyResult submit(int seat, const QString& action);
    // Takes back the seat's last action and every action after it, rebuilding the state from the
    // record without them (for a person playing alone against bots). False and a reason when the
    // seat has nothing to take back.
    bool undo(int seat, QString* error);

    const GameState& state() const { return *state_; }
    // What a window at the table may know of the match without the state: the settled hands'
    // results and totals (public), whether the match is over, the seats, the claim windows
    // opened so far (for their timing), whether play waits in a window and which answer
    // declines it. Windows read these, never state().
    const MatchLedger& ledger() const { return state_->ledger(); }
    int handsPlayed() const { return state_->ledger().handsPlayed(); }
    bool isOver() const { return state_->isTerminal(); }
    int seatCount() const { return state_->seatCount(); }
    int windowsOpened() const { return state_->windowsOpened(); }
    // A match resumed from its record just after an action that opened claim windows: how many
    // it opened, and what a spectator saw before it (the window gives them their time again).
    // Empty once the match has gone on.
    struct ResumedWindows {
        int count = 0;
        QJsonObject before;
    };
    const ResumedWindows& resumedWindows() const { return resumed_; }
    bool inWindow() const { return state_->inWindow(); }
    QString declineAction() const { return QString::fromStdString(state_->declineAction()); }
    // The state in which the seat decides now: while a window's slot runs and the seat is asked
    // in it, the window as it reaches the seat (see setWindowHold); otherwise state().
    const GameState& decisionState(int seat) const;
    // A copy of that state for the coach's hint (io/coach_hint.h), which like a bot reads it only
    // through the game's sampler: a window hands it to the coach and reads nothing of it.
    std::shared_ptr<const GameState> coachCopy(int seat) const {
        return decisionState(seat).clone();
    }
    const GameInfo& game() const { return *game_; }
    const Replay& record() const { return record_; }
    // The seat's whole view of the state now.
    SeatView viewFor(int seat) const;
    // The log of one hand of the match (1 = the first), the events the viewer may see (-1: the
    // public ones), in the observation's log format. Observations carry only the hand in play;
    // this keeps every settled hand readable, also once the next one is dealt in the same step.
    QJsonArray handLog(int hand, int viewer) const;
    // The hands the match log holds so far, the one in play included.
    int handsLogged() const;
    // What a spectator was last shown (seat -1): while a window's time runs, the state before it.
    // Kept only once asked for (watchPublicView), as it costs an observation per change; with
    // `deltas` its log holds only the events added since the public view before it (the
    // network's form, SeatView::newEvents).
    const SeatView& publicView() const { return publicView_; }
    // With `outsideWindows` it is not updated while the state waits in a claim window, also
    // without a hold: a server's spectators are shown the state after the window.
    void watchPublicView(bool deltas = false, bool outsideWindows = false);
    // The public view last shown again, whole: for a spectator who comes.
    SeatView publicViewAgain() const;
    // Shows the seat's agent again what it was last shown, whole (a new agent in the seat, a
    // client that reconnected), or the current view if it was shown nothing yet.
    void showAgain(int seat);
    // The table as hand `hand` (1 = the first) ended, seen by `viewer` (-1: everybody): the
    // engine deals the next hand in the same step as the last action of a hand, so the state
    // where it ended is the match replayed with its length cut to that hand. Its observation
    // holds the stock, the melds and the plays as they were at the end and that hand's log, its
    // phase is "hand-over", and nothing is legal. A view of version 0 when it cannot be had (the
    // hand is not settled, or the record starts from a saved position).
    SeatView handEndView(int hand, int viewer) const;

    // Whether the agents that act by themselves (bots) wait: a table window sets it while its
    // picture is still showing the last change (cards moving) or a dialog waits for the person,
    // so that nobody plays a move before the one before it has been seen. The session itself
    // runs as before (windows' time, people's actions); only the bots hold their answer until
    // it is cleared.
    void setAgentsWait(bool wait);
    bool agentsWait() const { return agentsWait_; }

signals:
    void changed(); // after every applied action
    void refused(int seat, const QString& action, const QString& reason);
    void finished();  // the match is over
    void published(); // every seat was shown the state as it is now: publicView() changed
    // A window's slot ended and its outcome waits for answers (waitingForAnswers).
    void answersAwaited();
    // A hold of one or more windows' slots began, this long from its end, before any seat is
    // asked in it: the same for every seat, whoever may claim.
    void holdStarted(qint64 timeLeftMs);
    // One window's slot began, this long from its end, before any seat is asked in it: every
    // slot of a hold alike, whether its window may be claimed or not.
    void slotStarted(qint64 timeLeftMs);
    // The slot that runs was lengthened (extendSlot): this long from its new end.
    void slotExtended(qint64 timeLeftMs);
    void handEnded(); // a hand was settled and the table waits for resume()
    // setAgentsWait(false): the bots that waited may act now.
    void agentsMayAct();

private:
    // A seat asked in the window whose slot runs: where it decides now, and its answers so far
    // (a seat may be asked twice in one window, e.g. a win passed, then a pong).
    struct Ask {
        std::unique_ptr<GameState> at; // nullptr: it has answered all it will be asked
        std::size_t real = 0;          // how many of its events are the table's (state_'s)
        quint64 version = 0;
        std::vector<std::string> answers;
        // How many of them were applied: a table that waited for someone goes on from there.
        std::size_t applied = 0;
    };

    // What a viewer (a seat, or -1 for the spectators) was shown last, enough to go on from it:
    // the next view carries the events added since, and a view shown again the whole log.
    struct Shown {
        SeatView view;           // without its log; version 0: nothing shown yet
        std::size_t start = 0;   // where the hand of the log shown begins in the match's events
        std::size_t real = 0;    // how many of the events shown were the table's (state_'s)
        std::vector<Event> tail; // the events shown after those: a window as it reached the seat
        int count = 0;           // the length of the log shown
        bool blind = false;      // no observation was shown (SeatAgent::readsObservation)
    };

    TableSession(const GameInfo& game, std::unique_ptr<GameState> state, Replay record);
    void publish();
    void reportHandEnd(); // handEnded(), and the hold's timer on a server
    ApplyResult apply(int seat, const QString& action); // without publishing
    void changedState();                                // state_ is another now
    // The viewer's view of `state`, whose first `real` events are state_'s, going on from what
    // it was shown: with `deltas` its new events, otherwise its whole observation. Updates
    // `shown`; false (and nothing changed) for a view of the same content as the last one,
    // without `deltas`.
    bool viewOf(const GameState& state, std::size_t real, int viewer, quint64 version,
                bool inWindow, bool deltas, Shown& shown, SeatView& view) const;
    // The last view shown to the viewer again, whole, in the agent's form.
    SeatView shownAgain(const Shown& shown, bool deltas) const;
    QJsonArray wholeLog(const Shown& shown) const;
    // The shared part of the observations of `state`, whose version it is: built once per
    // version, for every viewer.
    std::shared_ptr<const SharedObservation> sharedOf(const GameState& state,
                                                      quint64 version) const;
    // The events of the log shown, oldest first, with their index in the events of the state
    // they were shown from.
    template <class F> void forEachShown(const Shown& shown, F f) const;
    // One event of `state` as compact JSON; those of the table's events (state_'s, the first
    // `real`) are made once per change of the table and shared by every seat.
    QByteArray eventJson(const GameState& state, std::size_t real, std::size_t index) const;
    void show(int seat, const GameState& state, std::size_t real, quint64 version, bool inWindow);
    // Runs `count` slots from now on (or from the end of the slot that just ended).
    void holdSlots(int count);
    void nextSlot();  // a slot boundary
    void askWindow(); // the live window's slot begins: every seat that may be asked is
    // Carries `g` on through the window with every other seat declining, until `seat` is asked
    // (true) or the window is over.
    bool reachSeat(GameState& g, int seat) const;
    ApplyResult answer(int seat, const QString& action); // kept until the slot ends
    void resolveWindow();
    bool askedInWindow(int seat) const;

    const GameInfo* game_;
    std::unique_ptr<GameState> state_;
    Replay record_;
    std::vector<SeatAgent*> agents_;
    bool finishedReported_ = false;
    int holdMs_ = 0;
    bool closeAtEnd_ = false;
    bool holding_ = false;
    int slotsLeft_ = 0; // slots still to run in this hold, the live window's last
    ResumedWindows resumed_;
    int window_ = -1;          // windowsOpened() of the live window being asked, -1 for none
    bool resolving_ = false;   // its slot is over: answers are applied as they come
    qint64 slotEnd_ = 0;       // on clock_
    std::set<int> extendedBy_; // the seats that lengthened the slot that runs
    Clock* clock_ = Clock::system();
    Timer holdTimer_;
    std::map<int, Ask> asked_;
    std::vector<Shown> shown_; // per seat
    Shown publicShown_;
    SeatView publicView_;
    bool publicWatched_ = false;
    bool publicDeltas_ = false;
    bool publicOutsideWindows_ = false;
    quint64 versions_ = 1;                                    // the last version given out
    quint64 stateVersion_ = 1;                                // state_'s
    mutable std::map<std::size_t, QByteArray> eventJson_;     // of state_'s events, this change
    mutable std::shared_ptr<const SharedObservation> shared_; // the last one built
    bool pauseAtHandEnd_ = false;
    bool paused_ = false;
    int handEndHoldMs_ = 0;
    Timer handEndTimer_;
    bool agentsWait_ = false;
};

// The card an action discards face up, and who discarded it: public, so the claim windows the
// action opens may show it before their outcome. Empty for any other action.
struct PublicDiscard {
    int seat = -1;
    QString card;
};
std::optional<PublicDiscard> discardOf(const Replay::Action& action);

} // namespace paiju::session
