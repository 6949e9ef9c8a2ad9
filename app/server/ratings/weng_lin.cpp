#include "weng_lin.h"

#include <algorithm>
#include <cmath>

namespace paiju::ratings {

// Algorithm 4 of Weng and Lin (2011), with ties. For teams i = 1..k, where team i's strength is
// the sum of its members' (μ_i = Σ μ_ij, σ_i² = Σ σ_ij²):
//
//   c        = sqrt( Σ_i (σ_i² + β²) )
//   C_q      = { s : r(s) ≥ r(q) }                 (the teams ranked q's rank or below)
//   A_q      = |{ s : r(s) = r(q) }|               (the teams tied with q, q itself counted)
//   p̂_{i,q}  = exp(μ_i / c) / Σ_{s ∈ C_q} exp(μ_s / c)
//   Ω_i      = (σ_i² / c)        Σ_{q : r(q) ≤ r(i)} (1 / A_q) (I[q = i] − p̂_{i,q})
//   Δ_i      = γ_i (σ_i² / c²)   Σ_{q : r(q) ≤ r(i)} (1 / A_q) p̂_{i,q} (1 − p̂_{i,q}),  γ_i = σ_i /
//   c
//
// and each member j of team i moves in proportion to its share of the team's variance:
//
//   μ_ij ← μ_ij + (σ_ij² / σ_i²) Ω_i
//   σ_ij ← σ_ij · sqrt( max(1 − (σ_ij² / σ_i²) Δ_i, κ) )
std::vector<std::vector<Rating>> rate(const Match& match, const Settings& settings) {
    const std::size_t k = match.teams.size();
    if (k < 2 || match.ranks.size() != k ||
        std::any_of(match.teams.begin(), match.teams.end(),
                    [](const auto& team) { return team.empty(); }))
        return match.teams;
    std::vector<double> mu(k, 0.0), variance(k, 0.0);
    for (std::size_t i = 0; i < k; ++i)
        for (const Rating& r : match.teams[i]) {
            mu[i] += r.mu;
            variance[i] += r.sigma * r.sigma;
        }
    double c2 = 0;
    for (std::size_t i = 0; i < k; ++i)
        c2 += variance[i] + settings.beta * settings.beta;
    const double c = std::sqrt(c2);
    const auto rank = [&](std::size_t i) { return match.ranks[i]; };
    std::vector<double> strength(k), below(k, 0.0), tied(k, 0.0);
    for (std::size_t i = 0; i < k; ++i)
        strength[i] = std::exp(mu[i] / c);
    for (std::size_t q = 0; q < k; ++q)
        for (std::size_t s = 0; s < k; ++s) {
            if (rank(s) >= rank(q))
                below[q] += strength[s];
            if (rank(s) == rank(q))
                tied[q] += 1;
        }

    std::vector<std::vector<Rating>> after = match.teams;
    for (std::size_t i = 0; i < k; ++i) {
        if (variance[i] <= 0) // a team sure of nothing more to learn (never so from rate())
            continue;
        double omega = 0, delta = 0;
        for (std::size_t q = 0; q < k; ++q) {
            if (rank(q) > rank(i))
                continue;
            const double p = strength[i] / below[q];
            omega += ((q == i ? 1.0 : 0.0) - p) / tied[q];
            delta += p * (1 - p) / tied[q];
        }
        const double gamma = std::sqrt(variance[i]) / c;
        omega *= variance[i] / c;
        delta *= gamma * variance[i] / c2;
        for (Rating& r : after[i]) {
            const double share = r.sigma * r.sigma / variance[i];
            r.mu += share * omega;
            r.sigma *= std::sqrt(std::max(1 - share * delta, settings.kappa));
        }
    }
    return after;
}

} // namespace paiju::ratings
