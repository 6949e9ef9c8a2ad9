#include "standing.h"

namespace paiju::ratings {

int Standing::teamOf(int seat) const {
    for (std::size_t t = 0; t < teams.size(); ++t)
        for (int s : teams[t])
            if (s == seat)
                return int(t);
    return -1;
}

int Standing::rankOf(int seat) const {
    const int team = teamOf(seat);
    return team < 0 || std::size_t(team) >= ranks.size() ? 0 : ranks[std::size_t(team)];
}

Standing standingOf(const std::vector<int>& totals, bool partners, const std::vector<bool>& left) {
    const int n = int(totals.size());
    Standing standing;
    if (partners && n % 2 == 0) {
        for (int s = 0; s < n / 2; ++s)
            standing.teams.push_back({s, s + n / 2});
    } else {
        for (int s = 0; s < n; ++s)
            standing.teams.push_back({s});
    }
    const std::size_t k = standing.teams.size();
    std::vector<long long> score(k, 0);
    std::vector<bool> gone(k, false);
    for (std::size_t t = 0; t < k; ++t)
        for (int s : standing.teams[t]) {
            score[t] += totals[std::size_t(s)];
            if (std::size_t(s) < left.size() && left[std::size_t(s)])
                gone[t] = true;
        }
    int stayed = 0;
    for (std::size_t t = 0; t < k; ++t)
        stayed += gone[t] ? 0 : 1;
    standing.ranks.assign(k, 1);
    for (std::size_t t = 0; t < k; ++t) {
        if (gone[t]) { // behind everyone who stayed, tied with the others who left
            standing.ranks[t] = stayed + 1;
            continue;
        }
        for (std::size_t u = 0; u < k; ++u)
            if (!gone[u] && score[u] > score[t])
                ++standing.ranks[t];
    }
    return standing;
}

std::vector<Rating> rateSeats(const Standing& standing, const std::vector<Rating>& before,
                              const Settings& settings) {
    Match match;
    match.ranks = standing.ranks;
    for (const auto& team : standing.teams) {
        std::vector<Rating> members;
        for (int s : team)
            members.push_back(std::size_t(s) < before.size() ? before[std::size_t(s)]
                                                             : settings.initial());
        match.teams.push_back(std::move(members));
    }
    const auto rated = rate(match, settings);
    std::vector<Rating> after = before;
    for (std::size_t t = 0; t < standing.teams.size(); ++t)
        for (std::size_t m = 0; m < standing.teams[t].size(); ++m)
            if (std::size_t s = std::size_t(standing.teams[t][m]); s < after.size())
                after[s] = rated[t][m];
    return after;
}

} // namespace paiju::ratings
