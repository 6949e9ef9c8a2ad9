#pragma once

#include "deck.h"
#include "event.h"
#include "match_ledger.h"
#include "rng.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace paiju {

// The outcome of GameState::apply: on failure the state is exactly as it was before the call.
struct ApplyResult {
    std::string error;

    bool ok() const { return error.empty(); }
    static ApplyResult success() { return {}; }
    static ApplyResult failure(std::string reason) { return {std::move(reason)}; }
};

// The full state of one match of one game: every hand, score and hidden card. Everything a seat
// may see is derived from it per seat (observations); it never leaves the referee.
//
// Any number of seats may be able to act at the same moment (claim windows, simultaneous passing,
// out-of-turn bombs). Each seat has its own list of legal actions, in the game's text notation;
// apply() checks an action against that list and resolves priorities inside the engine.
class GameState {
public:
    virtual ~GameState() = default;

    virtual std::string gameId() const = 0;
    virtual const Deck& deck() const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;

    virtual int seatCount() const = 0;
    virtual std::string phase() const = 0;
    virtual std::vector<std::string> legalActions(int seat) const = 0;
    // The seats the game is waiting for: each must act before play can go on. Other seats may
    // still have optional legal actions (a call, a bomb).
    virtual std::vector<int> awaiting() const = 0;
    virtual ApplyResult apply(int seat, std::string_view action) = 0;
    // One of legalActions(seat), uniformly at random; empty when there is none. Games with long
    // lists (every way to discard k cards) override it to avoid writing out the whole list.
    virtual std::string randomLegalAction(int seat, Rng& rng) const;

    virtual bool isTerminal() const = 0;         // the match is over
    virtual std::vector<int> scores() const = 0; // match totals, one per seat
    // Every settled hand with the lines that explain its score, for end-of-hand summaries.
    virtual const MatchLedger& ledger() const = 0;
    virtual const std::vector<Event>& events() const = 0;

    // Every physical card the seat may know the identity of right now (-1: a spectator). The
    // seat's observation must never name a card outside this set; tests check that it does not.
    virtual std::vector<Card> knownCards(int seat) const = 0;

    // Claim windows: moments when seats other than the one to play may answer what was just
    // shown (a discard, a drawn card, a trick about to be taken). Who may answer is secret, yet
    // an engine closes a window nobody can answer at once. So that neither a pause nor its absence
    // tells anything, a table keeps every window open for the same time; for that it needs to
    // know how many windows each action opened (skipped ones included), whether play waits in one
    // now, and the answer that declines one.
    virtual int windowsOpened() const { return 0; } // so far in this object's life
    virtual bool inWindow() const { return false; }
    virtual std::string declineAction() const { return "pass"; }
};

// The events of the hand in play (from its last "deal" event) that the seat may see: the log an
// observation carries. Earlier hands are summed up in the scores.
std::vector<Event> handEventsVisibleTo(const GameState& state, int seat);
// The same events whoever may see them, for a game whose observation has a rule of its own.
std::vector<Event> handEvents(const GameState& state);
// Where the hand in play begins in a match's events: its last "deal" event (0 before any).
std::size_t handStart(const std::vector<Event>& events);

} // namespace paiju
