#pragma once

// A hint for one seat's decision: the coach's analysis (core/coach.h) with, for each candidate,
// the reasons in words that can be read off the position as the seat sees it. The search
// measures outcomes and does not say why; these reasons are plain facts about the action that a
// player weighs (a discard whose copies are all in sight, a pair it breaks, a bomb and the points
// of the trick it takes), never a guess at what the search saw.
//
// Everything here reads the state through what the seat may know only (its observation and
// GameState::knownCards), so a hint is the same for any two states the seat cannot tell apart.

#include "core/coach.h"

#include <QJsonObject>
#include <cstdint>
#include <string>
#include <vector>

namespace paiju {

struct GameInfo;

// One fact about an action, for the app to say in its own words.
struct CoachReason {
    enum class Kind {
        AllCopiesSeen, // discard `card`: every copy of it is in sight, no one else holds one
        BreaksSet,     // gives up `card` of `count` alike in the hand (a pair, a set of three …)
        LoneCard,      // discard `card`: the hand holds no other like it, every pair is kept
        Wins,          // takes the win
        Bomb,          // a bomb on a trick holding `count` points
        GoesOut,       // plays the hand's last cards
        Claims,        // claims `card` into a meld
    };
    Kind kind;
    std::string card; // a card token of the game's deck (empty when none)
    int count = 0;
    bool operator==(const CoachReason&) const = default;
};

// The facts about `action` for `seat` in `state`, most telling first (at most three).
std::vector<CoachReason> coachReasons(const GameInfo& game, const GameState& state, int seat,
                                      const std::string& action);

struct CoachHint {
    CoachAnalysis analysis;
    std::vector<std::vector<CoachReason>> reasons; // per estimate, in the analysis' order
};

// The coach's analysis of the seat's decision with `settings` and `seed`, and the reasons of its
// candidates. The analysis is the hard bot's search with the same settings, so the hint's best is
// what makeBot(game, "hard", settings) decides with Rng(seed). Empty when the seat is not awaited
// or the game has no search.
CoachHint coachHint(const GameInfo& game, const GameState& state, int seat,
                    const SearchSettings& settings, std::uint64_t seed);

// A reviewed game as JSON (what `paiju-cli analyse` prints and the app saves beside a replay):
// per decision the estimates with their intervals, the played action, the best, the loss; the
// three most costly decisions and the summary. `header` is merged in first (game, seat, seed …).
QJsonObject reviewJson(const GameReview& review, const QJsonObject& header);

} // namespace paiju
