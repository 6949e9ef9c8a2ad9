#include "search_bot.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <optional>

namespace paiju {

std::vector<Card> unknownCards(const Deck& deck, const std::vector<Card>& known) {
    std::vector<bool> seen(static_cast<std::size_t>(deck.size()), false);
    for (Card c : known)
        if (c < deck.size())
            seen[c] = true;
    std::vector<Card> out;
    for (Card c : deck.cards())
        if (!seen[c])
            out.push_back(c);
    return out;
}

std::vector<Event> eventsVisibleTo(const std::vector<Event>& events, int seat) {
    std::vector<Event> out;
    out.reserve(events.size());
    for (const Event& e : events)
        if (e.visibleFor(seat))
            out.push_back(e);
    return out;
}

namespace {

// The seat's points in hand `hand` (0-based) minus the mean of the other seats'; 0 while that hand
// is not settled.
double handScore(const GameState& state, int seat, int hand) {
    const auto& history = state.ledger().history();
    if (static_cast<int>(history.size()) <= hand)
        return 0;
    const auto& deltas = history[static_cast<std::size_t>(hand)].deltas;
    double others = 0;
    for (std::size_t s = 0; s < deltas.size(); ++s)
        if (static_cast<int>(s) != seat)
            others += deltas[s];
    return deltas[static_cast<std::size_t>(seat)] - others / double(deltas.size() - 1);
}

} // namespace

double shareOfHandWon(const std::vector<int>& deltas, int seat) {
    if (deltas.empty())
        return 0;
    const int top = *std::max_element(deltas.begin(), deltas.end());
    if (top <= 0 || deltas[static_cast<std::size_t>(seat)] != top)
        return 0;
    return 1 / double(std::count(deltas.begin(), deltas.end(), top));
}

double handWon(const GameState& state, int seat, int hand) {
    const auto& history = state.ledger().history();
    if (static_cast<int>(history.size()) <= hand)
        return 0;
    const auto& deltas = history[static_cast<std::size_t>(hand)].deltas;
    if (deltas.size() < 2 || *std::max_element(deltas.begin(), deltas.end()) <= 0)
        return 0; // nobody won it
    const double mine = shareOfHandWon(deltas, seat);
    return mine - (1 - mine) / double(deltas.size() - 1);
}

double matchShare(const GameState& state, int seat) {
    const auto scores = state.scores();
    if (scores.empty())
        return 0;
    const int best = *std::max_element(scores.begin(), scores.end());
    if (scores[static_cast<std::size_t>(seat)] != best)
        return 0;
    return 1.0 / double(std::count(scores.begin(), scores.end(), best));
}

namespace {

// How a hand that ended is scored for the seat: while the match goes on, by its points
// (handScore); once the hand has ended the match, by what the match counts, its share of first
// place. A hand that decides the match is then played to win it, not for the most points.
double outcome(const GameState& state, int seat, int hand, double winBonus) {
    if (state.isTerminal())
        return matchShare(state, seat);
    const double score = handScore(state, seat, hand);
    return winBonus == 0 ? score : score + winBonus * handWon(state, seat, hand);
}

} // namespace

SearchBot::SearchBot(Sampler sampler, BotMaker rolloutBot, SearchSettings settings,
                     CandidateFilter candidates, BotMaker seatBot)
    : sampler_(std::move(sampler)), rollout_(rolloutBot()), seatBot_(seatBot ? seatBot() : nullptr),
      settings_(settings), candidates_(std::move(candidates)) {
}

std::optional<double> SearchBot::rollout(GameState& sample, int seat, Rng& rng,
                                         Clock::time_point giveUpAt) {
    const bool timed = giveUpAt != Clock::time_point::max();
    const int handsBefore = sample.ledger().handsPlayed();
    for (int steps = 0; steps < 20'000; ++steps) {
        if (sample.isTerminal() || sample.ledger().handsPlayed() > handsBefore)
            break;
        // A timed search gives up a rollout that runs past its deadline: a long hand (or a
        // thread kept waiting for the processor) then costs a few steps, not the hand.
        if (timed && steps % 8 == 7 && Clock::now() >= giveUpAt)
            return std::nullopt;
        const auto waiting = sample.awaiting();
        if (waiting.empty())
            break;
        const int s = waiting.front();
        Bot& bot = s == seat && seatBot_ ? *seatBot_ : *rollout_;
        std::string action = bot.choose(sample, s, rng);
        if (action.empty())
            action = sample.randomLegalAction(s, rng);
        if (action.empty() || !sample.apply(s, action).ok())
            break;
    }
    return outcome(sample, seat, handsBefore, settings_.winBonus);
}

std::size_t eliminateClearlyWorse(const SearchAnalysis& analysis, const std::vector<double>& sums,
                                  std::vector<char>& in) {
    const std::size_t n = analysis.samples.size();
    std::size_t alive = 0;
    for (std::size_t c = 0; c < analysis.searched; ++c)
        alive += in[c] != 0;
    if (n < kEliminateFrom || n % kEliminateEvery != 0 || alive <= 2)
        return 0;
    std::size_t leader = 0; // the seat bot's choice is never left out: the others are measured
                            // against it
    for (std::size_t c = 1; c < analysis.searched; ++c)
        if (in[c] && sums[c] > sums[leader])
            leader = c;
    std::size_t out = 0;
    for (std::size_t c = 1; c < analysis.searched; ++c) {
        if (!in[c] || c == leader)
            continue;
        double d = 0, squares = 0;
        for (const auto& lines : analysis.samples) {
            const double x = lines[leader].value - lines[c].value;
            d += x;
            squares += x * x;
        }
        const double mean = d / double(n);
        const double variance = std::max(0.0, (squares - double(n) * mean * mean) / double(n - 1));
        if (mean > 0 && mean * mean * double(n) > kEliminateAt * kEliminateAt * variance) {
            in[c] = 0;
            ++out;
        }
    }
    return out;
}

std::size_t chooseCandidate(const SearchAnalysis& analysis, double minT) {
    // Four samples at least: below that no spread can be measured.
    const std::size_t measured = analysis.samples.size();
    std::size_t chosen = 0;
    double bestMean = 0;
    for (std::size_t c = 1; c < analysis.searched && measured >= 4; ++c) {
        if (!std::all_of(analysis.samples.begin(), analysis.samples.end(),
                         [c](const auto& lines) { return lines[c].measured; }))
            continue; // left out as clearly worse
        double gain = 0, squares = 0;
        for (const auto& lines : analysis.samples) {
            const double d = lines[c].value - lines[0].value;
            gain += d;
            squares += d * d;
        }
        const double n = double(measured), mean = gain / n;
        const double variance = std::max(0.0, (squares - n * mean * mean) / (n - 1));
        if (mean > bestMean && mean * mean * n > minT * minT * variance) {
            chosen = c;
            bestMean = mean;
        }
    }
    return chosen;
}

std::string SearchBot::decide(const BotView& view, Rng& rng) {
    return analyse(view, rng).choice();
}

SearchAnalysis SearchBot::analyse(const BotView& view, Rng& rng,
                                  const std::vector<std::string>& extra) {
    SearchAnalysis analysis;
    if (!view.awaited())
        return analysis;
    const int seat = view.seat();
    const auto start = Clock::now();
    const auto deadline = start + std::chrono::milliseconds(settings_.budgetMs);
    const bool timed = settings_.budgetMs > 0;
    // Rollouts still running at the cutoff are given up (searchCutoffMs), the first sample's,
    // which is always begun, included.
    const auto cutoff = timed
                            ? start + std::chrono::milliseconds(searchCutoffMs(settings_.budgetMs))
                            : Clock::time_point::max();

    // Everything below reads samples only: the true state goes no further than the sampler.
    std::unique_ptr<GameState> first = view.sample(sampler_, rng);
    // The seat bot's choice (the rollout bot's when there is none) is always compared, and wins
    // ties.
    Rng probe = Rng::fromState(rng.state());
    const std::string preferred = (seatBot_ ? *seatBot_ : *rollout_).choose(*first, seat, probe);
    std::vector<std::string>& candidates = analysis.candidates;
    if (candidates_)
        candidates = candidates_(*first, seat, preferred);
    if (candidates.empty())
        candidates = first->legalActions(seat);
    if (candidates.empty())
        return analysis;
    if (auto it = std::find(candidates.begin(), candidates.end(), preferred);
        !preferred.empty() && it != candidates.end())
        std::rotate(candidates.begin(), it, it + 1);
    else if (!preferred.empty())
        candidates.insert(candidates.begin(), preferred);
    if (candidates.size() > static_cast<std::size_t>(std::max(1, settings_.maxCandidates))) {
        std::vector<std::string> rest(candidates.begin() + 1, candidates.end());
        shuffle(rest, rng);
        rest.resize(static_cast<std::size_t>(settings_.maxCandidates - 1));
        std::sort(rest.begin(), rest.end());
        candidates.resize(1);
        candidates.insert(candidates.end(), rest.begin(), rest.end());
    }
    analysis.searched = candidates.size();
    for (const std::string& action : extra)
        if (std::find(candidates.begin(), candidates.end(), action) == candidates.end())
            candidates.push_back(action);
    if (candidates.size() == 1)
        return analysis;

    // Each candidate is measured against the rollout bot's choice on the same samples with the
    // same rollout luck; it replaces that choice only when its mean gain is clearly positive, so
    // that a few noisy samples do not overturn a sound choice. The budget counts rollouts of the
    // searched candidates (`samples` samples of each, untimed): a candidate left out as clearly
    // worse than the leader (eliminateClearlyWorse) leaves its rollouts to the others. Extra
    // actions are played in every sample and counted in no budget.
    const long long perCandidate =
        timed ? (settings_.samples > 0 ? settings_.samples : std::numeric_limits<int>::max())
              : std::max(1, settings_.samples);
    long long left = perCandidate * static_cast<long long>(analysis.searched);
    std::vector<char> in(candidates.size(), 1);
    std::vector<double> sums(candidates.size(), 0);
    std::size_t alive = analysis.searched;
    auto sampleStart = start;
    for (int k = 0; left >= static_cast<long long>(alive); ++k) {
        left -= static_cast<long long>(alive);
        std::unique_ptr<GameState> sample = k == 0 ? std::move(first) : view.sample(sampler_, rng);
        const std::uint64_t rolloutSeed = rng.next();
        const int hand = sample->ledger().handsPlayed();
        std::vector<SearchOutcome> lines(candidates.size());
        bool late = false;
        for (std::size_t c = 0; c < candidates.size() && !late; ++c) {
            if (!in[c]) {
                lines[c].measured = false;
                continue;
            }
            auto line = sample->clone();
            lines[c].value = -1e9; // refused: cannot happen for the seat's own legal actions
            if (line->apply(seat, candidates[c]).ok()) {
                Rng rolloutRng(rolloutSeed); // the same luck for every candidate of a sample
                // A candidate that ends the hand (a win, the last card) is scored as it stands.
                const bool over = line->isTerminal() || line->ledger().handsPlayed() > hand;
                const std::optional<double> score =
                    over ? std::optional<double>(outcome(*line, seat, hand, settings_.winBonus))
                         : rollout(*line, seat, rolloutRng, cutoff);
                if (!score) { // past the cutoff: the sample is dropped
                    late = true;
                    break;
                }
                lines[c].value = *score;
                const auto& history = line->ledger().history();
                if (static_cast<int>(history.size()) > hand)
                    lines[c].deltas = history[static_cast<std::size_t>(hand)].deltas;
            }
            // Past the budget, a sample not yet compared for every candidate is dropped.
            late = k > 0 && timed && c + 1 < candidates.size() && Clock::now() >= deadline;
        }
        if (late)
            break;
        for (std::size_t c = 0; c < analysis.searched; ++c)
            if (in[c])
                sums[c] += lines[c].value;
        analysis.samples.push_back(std::move(lines));
        alive -= eliminateClearlyWorse(analysis, sums, in);
        // A sample takes about as long as the last one: none is begun that would end late.
        const auto now = Clock::now();
        if (timed && now + (now - sampleStart) >= deadline)
            break;
        sampleStart = now;
    }
    ++decisions_;
    samples_ += static_cast<long long>(analysis.samples.size());
    analysis.chosen = chooseCandidate(analysis, settings_.minGain);
    return analysis;
}

std::string SlipBot::decide(const BotView& view, Rng& rng) {
    if (view.awaited() && rng.below(1000) < static_cast<std::uint32_t>(slip_ * 1000)) {
        std::string action = view.randomLegalAction(rng);
        if (!action.empty())
            return action;
    }
    return inner_->decide(view, rng);
}

} // namespace paiju
