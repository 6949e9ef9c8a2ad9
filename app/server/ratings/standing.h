#pragma once

#include "weng_lin.h"

#include <vector>

// How a finished match ranks its seats for the ratings (docs/ratings.md, "From scores to ranks").
namespace paiju::ratings {

// The teams of a match (the seats of each; a seat alone is a team of one) and each team's rank,
// 1 the best; equal ranks are ties. Ranks are competition ranks: two teams tied first are 1 and
// 1, and the next is 3.
struct Standing {
    std::vector<std::vector<int>> teams;
    std::vector<int> ranks;

    // The team of a seat; -1 when no team holds it.
    int teamOf(int seat) const;
    // The rank of a seat's team; 0 when no team holds it.
    int rankOf(int seat) const;
};

// The standing of a match from its final totals, one per seat (the match ledger's): a higher
// total ranks better, equal totals tie. With `partners` seats s and s + n/2 are one team and
// rank by their summed totals (Tichu; partners share their points). A seat whose player left the
// match early (`left`, one per seat or empty) puts its team last, whatever the totals: every such
// team ties for the last rank, behind every team of players who stayed.
Standing standingOf(const std::vector<int>& totals, bool partners,
                    const std::vector<bool>& left = {});

// Every seat's rating after the match, from every seat's rating before it (one per seat).
std::vector<Rating> rateSeats(const Standing& standing, const std::vector<Rating>& before,
                              const Settings& settings = {});

} // namespace paiju::ratings
