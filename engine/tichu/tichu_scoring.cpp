#include "tichu_scoring.h"

namespace paiju::tichu {

namespace {

const char* teamName(int team) {
    return team == 0 ? "team A" : "team B";
}

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

} // namespace

RoundScore scoreRound(const std::vector<int>& outOrder, const std::array<Mask, 4>& hands,
                      const std::array<Mask, 4>& won, const std::array<Call, 4>& calls) {
    RoundScore score;
    const int first = outOrder.empty() ? -1 : outOrder.front();
    const bool doubleVictory = outOrder.size() == 2 && partnerOf(outOrder[0]) == outOrder[1];
    if (doubleVictory) {
        const int winners = teamOf(first);
        score.teams[static_cast<std::size_t>(winners)] = 200;
        score.lines.push_back(std::string("double victory: ") + teamName(winners) + " 200, " +
                              teamName(1 - winners) + " 0");
    } else {
        std::array<Mask, 4> piles = won;
        std::array<int, 2> handPoints{};
        for (int s = 0; s < 4; ++s) {
            const auto i = static_cast<std::size_t>(s);
            if (hands[i] == 0 || first < 0)
                continue;
            // R14.5: the last player's hand to the opponents, his tricks to the first out.
            const int opponents = 1 - teamOf(s);
            handPoints[static_cast<std::size_t>(opponents)] += points(hands[i]);
            score.lines.push_back(seatName(s) + " is last: the hand (" +
                                  std::to_string(points(hands[i])) + ") goes to " +
                                  teamName(opponents) + ", the tricks (" +
                                  std::to_string(points(won[i])) + ") to " + seatName(first));
            piles[static_cast<std::size_t>(first)] |= piles[i];
            piles[i] = 0;
        }
        for (int t = 0; t < 2; ++t) {
            const auto ti = static_cast<std::size_t>(t);
            const int cardPoints = points(piles[ti] | piles[ti + 2]) + handPoints[ti];
            score.teams[ti] = cardPoints;
            score.lines.push_back(std::string(teamName(t)) + ": " + std::to_string(cardPoints) +
                                  " card points");
        }
    }
    for (int s = 0; s < 4; ++s) {
        const Call call = calls[static_cast<std::size_t>(s)];
        if (call == Call::None)
            continue;
        const int stake = call == Call::Grand ? 200 : 100;
        const int result = s == first ? stake : -stake;
        score.teams[static_cast<std::size_t>(teamOf(s))] += result;
        score.lines.push_back(seatName(s) + (call == Call::Grand ? " Grand Tichu" : " Tichu") +
                              (s == first ? " made: +" : " failed: ") + std::to_string(result) +
                              " to " + teamName(teamOf(s)));
    }
    return score;
}

} // namespace paiju::tichu
