#include "coach.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>

namespace paiju {

Interval Interval::of(const std::vector<double>& values) {
    Interval out;
    if (values.empty())
        return out;
    const double n = double(values.size());
    out.mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
    out.low = out.high = out.mean;
    if (values.size() < 2)
        return out;
    double squares = 0;
    for (double v : values)
        squares += (v - out.mean) * (v - out.mean);
    const double halfWidth = 1.96 * std::sqrt(squares / (n - 1) / n);
    out.low = out.mean - halfWidth;
    out.high = out.mean + halfWidth;
    return out;
}

const CoachEstimate* CoachAnalysis::find(const std::string& action) const {
    for (const auto& e : estimates)
        if (e.action == action)
            return &e;
    return nullptr;
}

std::vector<CoachEstimate> CoachAnalysis::top(std::size_t n) const {
    return {estimates.begin(), estimates.begin() + std::ptrdiff_t(std::min(n, estimates.size()))};
}

namespace {

// a[k] - b[k] over the samples where both were measured (neither is NaN).
std::vector<double> pairedDifferences(const std::vector<double>& a, const std::vector<double>& b) {
    std::vector<double> out;
    for (std::size_t k = 0; k < a.size() && k < b.size(); ++k)
        if (!std::isnan(a[k]) && !std::isnan(b[k]))
            out.push_back(a[k] - b[k]);
    return out;
}

} // namespace

Interval CoachAnalysis::loss(const std::string& action) const {
    const CoachEstimate* e = find(action);
    if (!e || e == &estimates[0] || pointsBySample.size() != estimates.size())
        return {};
    return Interval::of(
        pairedDifferences(pointsBySample[0], pointsBySample[std::size_t(e - estimates.data())]));
}

Coach::Coach(Sampler sampler, BotMaker rolloutBot, SearchSettings settings,
             CandidateFilter candidates, BotMaker seatBot, bool partners)
    : search_(std::move(sampler), std::move(rolloutBot), settings, std::move(candidates),
              std::move(seatBot)),
      partners_(partners) {
}

double Coach::winShare(const std::vector<int>& deltas, int seat) const {
    if (deltas.empty())
        return 0;
    const int seats = int(deltas.size());
    const int top = *std::max_element(deltas.begin(), deltas.end());
    // Alone at a table, a hand where nobody gained (a drawn hand) is won by nobody; between two
    // teams, the round goes to the team with more points, whatever their sign.
    if (deltas[std::size_t(seat)] != top || (!partners_ && top <= 0))
        return 0;
    std::vector<int> teamsAtTop;
    for (int s = 0; s < seats; ++s)
        if (deltas[std::size_t(s)] == top &&
            std::find(teamsAtTop.begin(), teamsAtTop.end(), teamOf(s, seats)) == teamsAtTop.end())
            teamsAtTop.push_back(teamOf(s, seats));
    return 1.0 / double(teamsAtTop.size());
}

CoachAnalysis Coach::analyse(const GameState& state, int seat, std::uint64_t seed,
                             const std::vector<std::string>& extra) {
    if (seat < 0 || seat >= state.seatCount())
        return {}; // no such seat: nothing to analyse
    Rng rng(seed);
    return analyse(*state.botView(seat), rng, extra);
}

CoachAnalysis Coach::analyse(const BotView& view, Rng& rng, const std::vector<std::string>& extra) {
    CoachAnalysis out;
    out.seat = view.seat();
    const SearchAnalysis searched = search_.analyse(view, rng, extra);
    if (searched.candidates.empty())
        return out;
    out.samples = int(searched.samples.size());
    const int seat = view.seat();

    // The search's choice first, then the rest by their mean value, each over the samples it was
    // measured in (a candidate left out as clearly worse has fewer).
    std::vector<std::size_t> order(searched.candidates.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::vector<double> meanValue(order.size(), 0), measured(order.size(), 0);
    for (const auto& lines : searched.samples)
        for (std::size_t c = 0; c < lines.size(); ++c)
            if (lines[c].measured) {
                meanValue[c] += lines[c].value;
                ++measured[c];
            }
    for (std::size_t c = 0; c < order.size(); ++c)
        meanValue[c] /= std::max(1.0, measured[c]);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if ((a == searched.chosen) != (b == searched.chosen))
            return a == searched.chosen;
        return meanValue[a] > meanValue[b];
    });

    // Per candidate and sample, NaN where the candidate was not measured.
    constexpr double none = std::numeric_limits<double>::quiet_NaN();
    std::vector<std::vector<double>> valueBySample;
    for (std::size_t c : order) {
        std::vector<double> values, points, wins, allValues, allPoints;
        for (const auto& lines : searched.samples) {
            const SearchOutcome& line = lines[c];
            if (!line.measured) {
                allValues.push_back(none);
                allPoints.push_back(none);
                continue;
            }
            values.push_back(line.value);
            // A rollout that stopped before the hand was settled (it never should) counts as
            // no points and no win.
            points.push_back(line.deltas.empty() ? 0.0 : double(line.deltas[std::size_t(seat)]));
            wins.push_back(winShare(line.deltas, seat));
            allValues.push_back(values.back());
            allPoints.push_back(points.back());
        }
        CoachEstimate e;
        e.action = searched.candidates[c];
        e.samples = int(values.size());
        e.value = Interval::of(values);
        e.points = Interval::of(points);
        e.win = Interval::of(wins);
        e.searched = c < searched.searched;
        out.estimates.push_back(std::move(e));
        valueBySample.push_back(std::move(allValues));
        out.pointsBySample.push_back(std::move(allPoints));
    }
    if (out.estimates.size() >= 2) {
        const std::vector<double> edge = pairedDifferences(valueBySample[0], valueBySample[1]);
        out.edge = Interval::of(edge);
        out.tooClose = edge.size() < 2 || out.edge.low <= 0;
    }
    return out;
}

std::string GameReview::summary() const {
    if (costly.empty())
        return "no costly decisions";
    char text[96];
    // U+2212 MINUS SIGN, as a loss is written.
    std::snprintf(text, sizeof text, "%zu costly decision%s, \u2212%.1f expected points",
                  costly.size(), costly.size() == 1 ? "" : "s", costlyLoss);
    return text;
}

GameReview reviewGame(Coach& coach, const GameState& start,
                      const std::vector<std::pair<int, std::string>>& actions, int seat,
                      std::uint64_t seed, double threshold, int* refusedAt,
                      const ReviewProgress& keepGoing) {
    GameReview review;
    review.seat = seat;
    review.threshold = threshold;
    if (refusedAt)
        *refusedAt = -1;
    if (seat < 0 || seat >= start.seatCount())
        return review;
    auto state = start.clone();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        if (keepGoing && !keepGoing(i, actions.size()))
            break;
        const auto& [who, action] = actions[i];
        const auto legal = who == seat ? state->legalActions(seat) : std::vector<std::string>();
        if (legal.size() > 1 && state->awaiting().contains(seat)) {
            ReviewedDecision d;
            d.index = int(i);
            d.legalCount = int(legal.size());
            d.legal = state->shownActions(seat);
            d.played = action;
            // The played action is measured on the same samples as the search's candidates,
            // which it may not be among (the search compares at most a dozen).
            d.analysis = coach.analyse(*state, seat, deriveSeed(seed, i), {action});
            d.loss = d.analysis.loss(action);
            review.decisions.push_back(std::move(d));
        }
        if (!state->apply(who, action).ok()) {
            if (refusedAt)
                *refusedAt = int(i);
            break;
        }
    }
    rankCostly(review);
    return review;
}

void rankCostly(GameReview& review) {
    review.costly.clear();
    review.costlyLoss = 0;
    for (std::size_t i = 0; i < review.decisions.size(); ++i)
        if (review.decisions[i].loss.mean > review.threshold) {
            review.costly.push_back(i);
            review.costlyLoss += review.decisions[i].loss.mean;
        }
    std::stable_sort(review.costly.begin(), review.costly.end(), [&](std::size_t a, std::size_t b) {
        return review.decisions[a].loss.mean > review.decisions[b].loss.mean;
    });
}

} // namespace paiju
