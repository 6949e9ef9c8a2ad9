#pragma once

#include <vector>

// Weng–Lin Bayesian online ranking with the Plackett–Luce model: R. C. Weng and C.-J. Lin, "A
// Bayesian Approximation Method for Online Ranking", Journal of Machine Learning Research 12
// (2011) 267–300, Algorithm 4. docs/ratings.md says why this model and how matches are ranked.
namespace paiju::ratings {

// A player's skill in one game, as a normal belief: mean `mu`, standard deviation `sigma`.
struct Rating {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;

    // What players are shown: mu − 3·sigma, a skill the player has with about 99.9% belief, so
    // that a newcomer starts at 0 and climbs as the server grows sure of them.
    double display() const { return mu - 3.0 * sigma; }
    bool operator==(const Rating&) const = default;
};

// The model's constants, the paper's defaults (those OpenSkill uses too).
struct Settings {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
    double beta = 25.0 / 6.0; // the spread of one match's performance around the skill
    double kappa = 0.0001;    // the least a variance may shrink to, as a share of itself

    Rating initial() const { return {mu, sigma}; }
};

// One match: the teams (a player alone is a team of one) with their members' ratings before it,
// and each team's rank, 1 the best; teams of equal rank tied.
struct Match {
    std::vector<std::vector<Rating>> teams;
    std::vector<int> ranks;
};

// The ratings after the match, in the shape of `match.teams`. γ_q is the paper's default
// σ_i / c. A match of fewer than two teams, or whose ranks do not fit, changes nothing.
std::vector<std::vector<Rating>> rate(const Match& match, const Settings& settings = {});

} // namespace paiju::ratings
