#pragma once

#include "deck.h"
#include "event.h"
#include "match_ledger.h"
#include "options.h"
#include "rng.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace paiju {

// The outcome of GameState::apply: on failure the state is exactly as it was before the call.
struct ApplyResult {
    std::string error;

    bool ok() const { return error.empty(); }
    static ApplyResult success() { return {}; }
    static ApplyResult failure(std::string reason) { return {std::move(reason)}; }
};

// What every match keeps whatever its game: the table's options, the match's RNG (every deal is
// drawn from it), the ledger of settled hands and the log. A game's saved parts extend it, so the
// fields are declared, saved and loaded once (io/json_codec.h) for every game.
struct MatchRecord {
    Options options;
    Rng rng;
    MatchLedger ledger;
    std::vector<Event> events;
    bool operator==(const MatchRecord&) const = default;
};

class BotView;

// The seats a game waits for: a few seat numbers kept inline, read like a vector (and convertible
// to one), so that asking who is awaited, which play does at every step, allocates nothing.
class SeatSet {
public:
    static constexpr std::size_t capacity = 8; // more than any game's seats

    SeatSet() = default;
    SeatSet(std::initializer_list<int> seats) {
        for (int s : seats)
            push_back(s);
    }
    void push_back(int seat) { seats_[n_++] = static_cast<std::int8_t>(seat); }
    std::size_t size() const { return n_; }
    bool empty() const { return n_ == 0; }
    int operator[](std::size_t i) const { return seats_[i]; }
    int front() const { return seats_[0]; }
    int back() const { return seats_[n_ - 1]; }
    bool contains(int seat) const {
        for (std::size_t i = 0; i < n_; ++i)
            if (seats_[i] == seat)
                return true;
        return false;
    }

    class Iterator {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int*;
        using reference = int;
        Iterator() = default;
        explicit Iterator(const std::int8_t* at) : at_(at) {}
        int operator*() const { return *at_; }
        Iterator& operator++() {
            ++at_;
            return *this;
        }
        Iterator operator++(int) {
            Iterator before = *this;
            ++at_;
            return before;
        }
        bool operator==(const Iterator&) const = default;

    private:
        const std::int8_t* at_ = nullptr;
    };
    Iterator begin() const { return Iterator(seats_.data()); }
    Iterator end() const { return Iterator(seats_.data() + n_); }

    std::vector<int> toVector() const { return {begin(), end()}; }
    operator std::vector<int>() const { return toVector(); }
    bool operator==(const SeatSet& other) const {
        return n_ == other.n_ && std::equal(begin(), end(), other.begin());
    }
    bool operator==(const std::vector<int>& other) const {
        return n_ == other.size() && std::equal(begin(), end(), other.begin());
    }

private:
    std::array<std::int8_t, capacity> seats_{};
    std::size_t n_ = 0;
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
    virtual SeatSet awaiting() const = 0;
    // The legal actions as the seat is shown them (its observation's `legal`): legalActions(),
    // unless a game writes a long list as one flag of its observation (Tichu's ways to pass
    // cards).
    virtual std::vector<std::string> shownActions(int seat) const { return legalActions(seat); }
    // Checks the seat, then hands the text to the game, which parses it, checks it against the
    // seat's legal list (a refusal says why) and only then performs it: a refused action leaves the
    // state exactly as it was, for every game (RulesOf below).
    ApplyResult apply(int seat, std::string_view action);
    // One of legalActions(seat), uniformly at random; empty when there is none. Games with long
    // lists (every way to discard k cards) override it to avoid writing out the whole list.
    virtual std::string randomLegalAction(int seat, Rng& rng) const;
    // Plays what randomLegalAction(seat, rng) would choose, from the same draws of `rng`, and
    // writes its text to `text` when given; false (and nothing changes) when the seat has no
    // action. A game with typed moves draws the move and performs it without writing or parsing
    // text and without checking it again: the engine trusts the moves it produced itself.
    virtual bool playRandom(int seat, Rng& rng, std::string* text = nullptr);

    virtual bool isTerminal() const = 0; // the match is over
    // Match totals, one per seat: the ledger's.
    std::vector<int> scores() const { return record().ledger.totals(); }
    // Every settled hand with the lines that explain its score, for end-of-hand summaries.
    const MatchLedger& ledger() const { return record().ledger; }
    const std::vector<Event>& events() const { return record().events; }
    const Options& options() const { return record().options; }
    // The options, RNG, ledger and log, as saved states store them.
    virtual const MatchRecord& record() const = 0;

    // Every physical card the seat may know the identity of right now (-1: a spectator). The
    // seat's observation must never name a card outside this set; tests check that it does not.
    virtual std::vector<Card> knownCards(int seat) const = 0;
    // What a bot in the seat decides on: the seat's knowledge and nothing more (BotView below).
    virtual std::unique_ptr<BotView> botView(int seat) const;

    // Claim windows: moments when seats other than the one to play may answer what was just
    // shown (a discard, a drawn card, a trick about to be taken). Who may answer is secret, yet
    // an engine closes a window nobody can answer at once. So that neither a pause nor its absence
    // tells anything, a table keeps every window open for the same time; for that it needs to
    // know how many windows each action opened (skipped ones included), whether play waits in one
    // now, and the answer that declines one.
    int windowsOpened() const { return windows_; } // so far in this object's life
    virtual bool inWindow() const { return false; }
    virtual std::string declineAction() const { return "pass"; }

protected:
    GameState() = default;
    GameState(const GameState&) = default;
    GameState& operator=(const GameState&) = default;

    MatchRecord& record() { return const_cast<MatchRecord&>(std::as_const(*this).record()); }
    // Appends to the match's log. Inline, and the event built in place: a type given as a literal
    // is then made at compile time, and nothing of an event is copied twice.
    void log(EventType type, int seat, EventText text, EventValues values = {},
             std::uint32_t visibleTo = Event::everyone) {
        record().events.emplace_back(type, seat, std::move(text), std::move(values), visibleTo);
    }
    // Counts a claim window as it opens (not part of the game: a count for the table's timing).
    void countWindow() { ++windows_; }
    bool hasSeat(int seat) const { return seat >= 0 && seat < seatCount(); }
    static ApplyResult noSeat(int seat);

private:
    // The game's part of apply(), for a seat that exists.
    virtual ApplyResult applyText(int seat, std::string_view action) = 0;

    int windows_ = 0;
};

// A game whose actions are moves of type `Move`: apply() parses the text into a move, check()
// says why the seat may not make it (empty when it may; it may complete the move, choosing the
// reading of a claim given in words) and perform() makes it. Nothing changes before check() has
// said yes, so a refusal changes nothing in every game.
template <class Move> class RulesOf : public GameState {
public:
    // apply() without the text: for bots and tests that hold a move.
    ApplyResult play(int seat, const Move& move) {
        if (!hasSeat(seat))
            return noSeat(seat);
        return checkAndPerform(seat, move);
    }

protected:
    virtual std::optional<Move> parse(std::string_view text, std::string* error) const = 0;
    virtual std::string check(int seat, Move& move) const = 0;
    virtual void perform(int seat, const Move& move) = 0;
    // For a game's playRandom: performs a move this state has just drawn from its own legal
    // moves (nullopt: none), unchecked, writing its text with `write` only when asked.
    template <class Write>
    bool performOwn(int seat, const std::optional<Move>& move, std::string* text, Write write) {
        if (!move)
            return false;
        if (text)
            *text = write(*move);
        perform(seat, *move);
        return true;
    }

private:
    ApplyResult applyText(int seat, std::string_view action) final {
        std::string error;
        const auto move = parse(action, &error);
        if (!move)
            return ApplyResult::failure(std::move(error));
        return checkAndPerform(seat, *move);
    }
    ApplyResult checkAndPerform(int seat, Move move) {
        std::string refusal = check(seat, move);
        if (!refusal.empty())
            return ApplyResult::failure(std::move(refusal));
        perform(seat, move);
        return ApplyResult::success();
    }
};

// What a bot may read of a match: one seat's knowledge. Each game derives its own view, whose
// accessors give only what that seat may know (its hand, the others' counts, what is public, its
// legal moves); the state it is read from is out of a bot's reach.
class BotView {
public:
    BotView(const GameState& state, int seat) : state_(state), seat_(seat) {}
    virtual ~BotView() = default;
    BotView(const BotView&) = delete;
    BotView& operator=(const BotView&) = delete;

    int seat() const { return seat_; }
    int seatCount() const { return state_.seatCount(); }
    bool awaited() const; // the game waits for this seat
    std::vector<std::string> legalActions() const { return state_.legalActions(seat_); }
    std::string randomLegalAction(Rng& rng) const { return state_.randomLegalAction(seat_, rng); }
    // A full state consistent with what the seat may know, dealt by a game's sampler
    // (core/search_bot.h): every hidden card is drawn anew, so the true ones stay out of reach.
    template <class Sampler> auto sample(const Sampler& sampler, Rng& rng) const {
        return sampler(state_, seat_, rng);
    }

protected:
    // For the game's own view only.
    const GameState& state() const { return state_; }

private:
    const GameState& state_;
    int seat_;
};

// Where the hand in play begins in a match's events: its last "deal" event (0 before any). An
// observation's log holds the events from there that the viewer may see (io/game_info.h).
std::size_t handStart(const std::vector<Event>& events);

} // namespace paiju
