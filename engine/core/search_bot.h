#pragma once

#include "bot.h"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace paiju {

// Deals the cards a seat cannot know into a full state consistent with everything it may know:
// every hidden slot (other seats' hands, the stock's order, face-down cards, the engine's Rng for
// later deals) is refilled from the sorted multiset of unknown cards, shuffled with `rng`. The
// result depends only on what the seat may see and on `rng`, never on the hidden cards of `state`.
// Events the seat may not see are dropped from the sample.
using Sampler = std::function<std::unique_ptr<GameState>(const GameState& state, int seat, Rng&)>;

// The cards of `deck` outside `known` (a multiset of physical cards), in index order: the
// canonical pool a sampler deals from. A card of `known` that the deck holds more copies of takes
// away one copy of its type, so the pool depends on the types known, not on which copy.
std::vector<Card> unknownCards(const Deck& deck, const std::vector<Card>& known);
// The unknown cards shuffled, dealt from the front, for games that hold a hand as a bit mask:
// take(n) deals the next `n` as one mask (bit(card) per card).
template <class Mask, class Bit> class MaskPool {
public:
    MaskPool(std::vector<Card> pool, Rng& rng, Bit bit) : pool_(std::move(pool)), bit_(bit) {
        shuffle(pool_, rng);
    }
    Mask take(int n) {
        Mask m = 0;
        for (int k = 0; k < n; ++k)
            m |= bit_(pool_.at(next_++));
        return m;
    }

private:
    std::vector<Card> pool_;
    Bit bit_;
    std::size_t next_ = 0;
};
// The events of `events` the seat may see.
std::vector<Event> eventsVisibleTo(const std::vector<Event>& events, int seat);

// The seat's share of first place by the match's totals (seats with equal totals share it), as
// the arena counts a match won: 1 for a lead alone, 0 when another seat is ahead.
double matchShare(const GameState& state, int seat);

// The seat's share of a hand won, from the hand's score changes: a hand is won by the seats its
// points raised the most, when above nothing, ties sharing it; 0 when nobody won it. The arena
// counts hands won with it.
double shareOfHandWon(const std::vector<int>& deltas, int seat);

// The seat's share of hand `hand` (0-based) won (shareOfHandWon) less the mean of the other
// seats' shares; 0 while the hand is not settled or when nobody won it.
double handWon(const GameState& state, int seat, int hand);

// How long and how wide a search bot looks.
// The best of a dozen noisy means is high by chance alone: the search keeps the seat bot's choice
// (candidate 0) unless another's mean gain over it, sample by sample, is at least this many
// standard errors.
inline constexpr double kMinGain = 2.5;

// The latest a timed search of `budgetMs` ends: a rollout still running a tenth of the budget
// past it is given up and its sample dropped, whatever one sample costs.
constexpr int searchCutoffMs(int budgetMs) {
    return budgetMs + budgetMs / 10;
}

struct SearchSettings {
    int budgetMs = 500;     // per decision; 0: exactly `samples` samples (at least one), untimed
    int samples = 0;        // the most samples per decision (0: as many as the budget allows)
    int maxCandidates = 12; // actions compared per decision; the rollout bot's choice is one
    // Added to a rolled-out hand's score while the match goes on, times handWon: what winning a
    // hand is worth beyond its points. 0: points alone.
    double winBonus = 0;
    // The standard errors another choice must gain over the rollout bot's (chooseCandidate).
    double minGain = kMinGain;
};

// Which of a seat's legal actions are worth comparing, from a sample (not the true state), given
// the rollout bot's choice. Empty: all of them, up to SearchSettings::maxCandidates; only the
// rollout bot's choice: no search.
using CandidateFilter = std::function<std::vector<std::string>(const GameState& sample, int seat,
                                                               const std::string& preferred)>;

// One rolled-out line of a searched decision: what the search scores it by (`value`, see
// SearchBot), and the hand's points per seat as the ledger settled them (empty when the rollout
// stopped before the hand was settled).
struct SearchOutcome {
    double value = 0;
    std::vector<int> deltas;
    bool measured = true; // false: the candidate was left out of this sample (SearchBot)
};

// Everything one searched decision measured, kept so that it can be shown (engine/core/coach.h),
// not only acted on. `candidates` holds the actions the search compared, the seat bot's choice
// first; after them, from index `searched`, the extra actions the caller asked to have measured
// too (never chosen). `samples[k][c]` is candidate c's line in sample k: every candidate of a
// sample was played on the same deal with the same rollout luck, so differences between them
// are measured far more precisely than either mean. A candidate left out as clearly worse has
// its lines from then on unmeasured; the seat bot's choice, the chosen one and the extra actions
// are measured in every sample.
struct SearchAnalysis {
    std::vector<std::string> candidates;
    std::size_t searched = 0;
    std::vector<std::vector<SearchOutcome>> samples;
    std::size_t chosen = 0; // into candidates: what SearchBot::decide plays
    std::string choice() const { return candidates.empty() ? std::string() : candidates[chosen]; }
};

// The candidate the search chooses from what it measured: of those whose mean gain over candidate
// 0 is at least `minT` standard errors (and positive; four samples at least), the one with the
// highest gain; 0 when there is none. Extra actions (from `searched` on) are never chosen.
// Candidates left out must have been measured in every sample (they are, unless left out).
std::size_t chooseCandidate(const SearchAnalysis& analysis, double minT);

// Successive elimination: every kEliminateEvery samples from kEliminateFrom on, a searched
// candidate whose mean value is below the leader's (the highest mean still in) by more than
// kEliminateAt standard errors of their paired difference is left out of the samples that
// follow, so that the budget goes to the choices still in doubt. A dozen candidates are tested
// again and again, so the bar is high. The seat bot's choice is never left out, and no check is
// made while two candidates or fewer are in.
inline constexpr std::size_t kEliminateFrom = 32, kEliminateEvery = 16;
inline constexpr double kEliminateAt = 4.0;
// Leaves out (in[c] = 0) the searched candidates clearly worse than the leader after the last of
// `analysis.samples`, when a check is due; `sums` holds each candidate's values added up over the
// samples. Returns how many it left out.
std::size_t eliminateClearlyWorse(const SearchAnalysis& analysis, const std::vector<double>& sums,
                                  std::vector<char>& in);

// Determinized search (perfect-information Monte Carlo). For each decision it draws samples of
// the hidden cards with the game's sampler, plays every candidate action in every sample, finishes
// the hand with the rollout bot in every seat, and keeps the action whose hands end best for its
// seat: its points minus the mean of the other seats' points (a partner shares the seat's points),
// or, when the hand ends the match, its share of first place (matchShare).
// The rollout bot's own choice stands unless another beats it clearly over the samples. It reads
// the true state only through the sampler.
// `seatBot`, when given, plays the seat itself in the rollouts and makes the choice the search
// starts from, while `rolloutBot` plays the other seats: the seat's own later decisions can be
// played better than the others are modelled.
class SearchBot final : public Bot {
public:
    using BotMaker = std::function<std::unique_ptr<Bot>()>;
    SearchBot(Sampler sampler, BotMaker rolloutBot, SearchSettings settings = {},
              CandidateFilter candidates = {}, BotMaker seatBot = {});
    std::string decide(const BotView& view, Rng& rng) override;
    // The same search as decide(), with the same draws of `rng` and the same choice, returning
    // what it measured. `extra` actions (legal ones the search did not list) are measured on the
    // same samples after the candidates, and never chosen: with the budget at 0 they change
    // nothing of what the candidates measure. Empty candidates: the seat is not awaited.
    SearchAnalysis analyse(const BotView& view, Rng& rng,
                           const std::vector<std::string>& extra = {});
    bool takesLong() const override { return true; }
    // Searched decisions so far, and the samples they compared in all.
    long long decisions() const { return decisions_; }
    long long samples() const { return samples_; }

private:
    using Clock = std::chrono::steady_clock;
    // The seat's score at the end of the hand; none when given up at `giveUpAt` (never when it
    // is Clock::time_point::max()).
    std::optional<double> rollout(GameState& sample, int seat, Rng& rng,
                                  Clock::time_point giveUpAt);

    Sampler sampler_;
    std::unique_ptr<Bot> rollout_;
    std::unique_ptr<Bot> seatBot_; // null: rollout_ plays the seat too
    SearchSettings settings_;
    CandidateFilter candidates_;
    long long decisions_ = 0, samples_ = 0;
};

// A bot that plays like another but slips now and then: with probability `slip` per decision it
// takes a random legal action instead, drawn from the Rng it is given.
class SlipBot final : public Bot {
public:
    SlipBot(std::unique_ptr<Bot> inner, double slip) : inner_(std::move(inner)), slip_(slip) {}
    std::string decide(const BotView& view, Rng& rng) override;
    bool takesLong() const override { return inner_->takesLong(); }

private:
    std::unique_ptr<Bot> inner_;
    double slip_;
};

} // namespace paiju
