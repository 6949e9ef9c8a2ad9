#pragma once

// The coach: the hard bot's search, shown instead of only played. For one seat's decision it
// reports every candidate's estimate with its sample count and a 95% interval, in the game's own
// terms (chance to win the hand, expected points), and walks a whole game to find the decisions
// whose choice cost the most against the search's best (a hand review).
//
// It is the same search as the hard bot (SearchBot::analyse), so its best choice is the hard
// bot's for the same view, settings and seed; and like the hard bot it reads the true state only
// through the game's sampler, so what it says depends on what the seat may know alone.
// Reasons in words are not the search's: it measures outcomes and does not explain them
// (io/coach_hint.h reads plain facts off the position instead).

#include "search_bot.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace paiju {

// A mean over samples with its 95% confidence interval (mean ± 1.96 standard errors, the normal
// approximation: the coach's sample counts are in the hundreds). Below two samples no spread can
// be measured and the interval is the mean alone.
struct Interval {
    double mean = 0, low = 0, high = 0;
    static Interval of(const std::vector<double>& values);
};

// One candidate action of a decision as the coach measured it.
struct CoachEstimate {
    std::string action;
    int samples = 0;
    Interval value;  // what the search chooses by (SearchBot): points against the other seats
                     // while the match goes on, the share of first place in a match's last hand
    Interval points; // the seat's own points for the hand (its team's in a team game)
    Interval win;    // chance to win the hand (or round): its team's points for it top every
                     // other team's (and, where each plays alone, are above nothing); ties share
    bool searched = true; // false: measured because it was asked for, not among the search's
                          // candidates (it can then not be the best)
};

struct CoachAnalysis {
    int seat = -1;
    int samples = 0; // samples compared (the best on each; a candidate left out as clearly worse
                     // on fewer, CoachEstimate::samples)
    // The search's choice first (the hard bot's action), then the others by value, best first.
    // Empty when the seat is not awaited; one estimate, with no samples, when only one action
    // is worth comparing (there is nothing to decide).
    std::vector<CoachEstimate> estimates;
    // The best's value minus the runner-up's, sample by sample (where both were measured): both
    // were played on the same deals with the same rollout luck, so this difference is known far
    // more precisely than either mean.
    Interval edge;
    // Too close to call: the interval of `edge` reaches zero (or there are fewer than two
    // samples). The two choices' own intervals overlap almost always in card games, where one
    // deal's result swings widely, so the paired difference is what tells them apart.
    bool tooClose = false;

    std::string best() const { return estimates.empty() ? std::string() : estimates[0].action; }
    const CoachEstimate* find(const std::string& action) const;
    // The best first, then the next, at most n.
    std::vector<CoachEstimate> top(std::size_t n) const;
    // The best's points minus `action`'s, sample by sample (0 for the best itself; the mean
    // alone when fewer than two samples were compared).
    Interval loss(const std::string& action) const;

    // Kept for loss(): the points of each candidate per sample, in estimates' order (NaN where
    // the candidate was left out); loss() pairs the samples where both were measured.
    std::vector<std::vector<double>> pointsBySample;
};

class Coach {
public:
    using BotMaker = SearchBot::BotMaker;
    // The hard bot's parts (GameInfo: sampler, basicBot, candidates, searchSeatBot, and the
    // settings makeBot gives it). `partners`: seats s and s + n/2 play as one team (Tichu).
    Coach(Sampler sampler, BotMaker rolloutBot, SearchSettings settings, CandidateFilter candidates,
          BotMaker seatBot, bool partners);

    // The seat's decision in `state`, read through the seat's BotView only. `extra`: actions to
    // measure as well (the one actually played, when the search did not list it). The same seed
    // gives the same analysis when the budget is 0 (a fixed number of samples).
    CoachAnalysis analyse(const GameState& state, int seat, std::uint64_t seed,
                          const std::vector<std::string>& extra = {});
    CoachAnalysis analyse(const BotView& view, Rng& rng,
                          const std::vector<std::string>& extra = {});

private:
    int teamOf(int seat, int seats) const { return partners_ ? seat % (seats / 2) : seat; }
    double winShare(const std::vector<int>& deltas, int seat) const;

    SearchBot search_;
    bool partners_;
};

// One decision of a reviewed game: the seat was awaited and had more than one action.
struct ReviewedDecision {
    int index = 0;                  // of the action in the game's list (the position before it)
    std::vector<std::string> legal; // as the seat is shown them (Tichu shows no ways to pass)
    int legalCount = 0;             // the legal actions, all of them
    std::string played;
    CoachAnalysis analysis;
    Interval loss; // expected points of the best minus the played action's
};

struct GameReview {
    int seat = -1;
    double threshold = 0;
    std::vector<ReviewedDecision> decisions;
    // Into decisions: every decision whose loss exceeds the threshold, most costly first.
    std::vector<std::size_t> costly;
    double costlyLoss = 0; // their losses added up
    // "2 costly decisions, −18.0 expected points" (English; an app says it in its own words
    // from costly and costlyLoss).
    std::string summary() const;
};

// Walks a game from `start` through `actions` (seat, action), analysing every decision of `seat`
// before it is played: a position where the game waits for the seat and the seat has more than
// one legal action. Each decision's seed is drawn from `seed` and its index, so that a review is
// the same whatever is reviewed before it. Stops at the first action the game refuses
// (`refusedAt` is then its index, else -1). `keepGoing`, when given, is asked before each
// action with its index and the number of actions (for a progress bar); false stops the walk
// there, with the decisions reviewed so far.
using ReviewProgress = std::function<bool(std::size_t index, std::size_t count)>;
GameReview reviewGame(Coach& coach, const GameState& start,
                      const std::vector<std::pair<int, std::string>>& actions, int seat,
                      std::uint64_t seed, double threshold, int* refusedAt = nullptr,
                      const ReviewProgress& keepGoing = {});

// Fills `costly` and `costlyLoss` from the decisions' losses (reviewGame does this last; a review
// whose decisions were analysed elsewhere, in parallel, ranks them the same way).
void rankCostly(GameReview& review);

} // namespace paiju
