#include "tichu_scoring.h"

#include <charconv>

namespace paiju::tichu {

namespace {

const char* teamName(int team) {
    return team == 0 ? "team A" : "team B";
}

void append(std::string& out, const char* text) {
    out += text;
}

void append(std::string& out, int number) { // as std::to_string writes it
    char digits[12];
    const auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    out.append(digits, end);
}

// A score line written into one string, a piece at a time, instead of through a temporary string
// per `+`: a round writes three to seven of them.
template <class... Pieces> std::string line(const Pieces&... pieces) {
    std::string out;
    out.reserve(80);
    (append(out, pieces), ...);
    return out;
}

} // namespace

RoundScore scoreRound(const std::vector<int>& outOrder, const std::array<Mask, 4>& hands,
                      const std::array<Mask, 4>& won, const std::array<Call, 4>& calls) {
    RoundScore score;
    score.lines.reserve(7); // the most a round writes: the last seat, two teams, four calls
    const int first = outOrder.empty() ? -1 : outOrder.front();
    const bool doubleVictory = outOrder.size() == 2 && partnerOf(outOrder[0]) == outOrder[1];
    if (doubleVictory) {
        const int winners = teamOf(first);
        score.teams[static_cast<std::size_t>(winners)] = 200;
        score.lines.push_back(
            line("double victory: ", teamName(winners), " 200, ", teamName(1 - winners), " 0"));
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
            score.lines.push_back(line("seat ", s, " is last: the hand (", points(hands[i]),
                                       ") goes to ", teamName(opponents), ", the tricks (",
                                       points(won[i]), ") to seat ", first));
            piles[static_cast<std::size_t>(first)] |= piles[i];
            piles[i] = 0;
        }
        for (int t = 0; t < 2; ++t) {
            const auto ti = static_cast<std::size_t>(t);
            const int cardPoints = points(piles[ti] | piles[ti + 2]) + handPoints[ti];
            score.teams[ti] = cardPoints;
            score.lines.push_back(line(teamName(t), ": ", cardPoints, " card points"));
        }
    }
    for (int s = 0; s < 4; ++s) {
        const Call call = calls[static_cast<std::size_t>(s)];
        if (call == Call::None)
            continue;
        const int stake = call == Call::Grand ? 200 : 100;
        const int result = s == first ? stake : -stake;
        score.teams[static_cast<std::size_t>(teamOf(s))] += result;
        score.lines.push_back(line("seat ", s, call == Call::Grand ? " Grand Tichu" : " Tichu",
                                   s == first ? " made: +" : " failed: ", result, " to ",
                                   teamName(teamOf(s))));
    }
    return score;
}

} // namespace paiju::tichu
