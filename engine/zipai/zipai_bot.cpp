#include "zipai_bot.h"

#include "zipai_game.h"

#include <algorithm>

namespace paiju::zipai {

namespace {

// How much a free card helps the hand: pairs, neighbours, 二七十 partners and its twin.
int keepValue(const Counts& free, int id) {
    auto has = [&](int other) {
        return other >= 0 && other < identities && isBig(other) == isBig(id) &&
               free[static_cast<std::size_t>(other)] > 0;
    };
    int value = free[static_cast<std::size_t>(id)] >= 2 ? 10 : 0;
    const int n = numberOf(id);
    value += (n > 1 && has(id - 1)) * 3 + (n < 10 && has(id + 1)) * 3;
    value += (n > 2 && has(id - 2)) + (n < 9 && has(id + 2));
    if (isRed(id)) {
        const int base = isBig(id) ? 10 : 0;
        for (int m : {2, 7, 10})
            if (m != n && free[static_cast<std::size_t>(base + m - 1)])
                value += 2;
    }
    value += free[static_cast<std::size_t>(twinOf(id))] ? 2 : 0;
    return value;
}

} // namespace

std::string ZipaiBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const ZipaiView&>(view);
    if (!v.asked())
        return {};
    switch (v.phase()) {
    case Phase::Hu:
        return "hu";
    case Phase::Peng:
        return "peng";
    case Phase::Chi: {
        const Counts free = v.freeCards();
        std::string best = "pass";
        int bestScore = 0;
        for (const ChiOption& o : v.chiOptions()) {
            // The 油 of the groups, less 3 for each hand card of the chow group that breaks a
            // pair; any group of the option may be read as the chow group (one option, several
            // spellings), and the reading that breaks the fewest is taken.
            const ChiGroups groups = chiGroups(o, v.card());
            int score = 0, fewestBroken = 6;
            for (std::size_t g = 0; g < groups.size; ++g) {
                const auto& cards = groups.groups[g];
                score += 2 * yu(Unit{UnitType::Chi, 3, {cards[0], cards[1], cards[2], 0}});
                int broken = 0;
                bool skipped = false; // the shown card is not a hand card
                for (int c : cards) {
                    if (c == v.card() && !skipped)
                        skipped = true;
                    else
                        broken += free[static_cast<std::size_t>(c)] >= 2 ? 3 : 0;
                }
                fewestBroken = std::min(fewestBroken, broken);
            }
            score -= fewestBroken;
            if (score > bestScore) {
                bestScore = score;
                best = chiText(o);
            }
        }
        return best;
    }
    case Phase::Discard: {
        const Counts free = v.freeCards();
        const Counts seen = v.visible();
        int best = -1, bestKey = 0;
        for (int id = 0; id < identities; ++id) {
            if (!free[static_cast<std::size_t>(id)])
                continue;
            const int key = keepValue(free, id) * 8 - seen[static_cast<std::size_t>(id)];
            if (best < 0 || key < bestKey) {
                best = id;
                bestKey = key;
            }
        }
        return best < 0 ? std::string() : "discard " + token(best);
    }
    case Phase::Over:
        break;
    }
    return {};
}

} // namespace paiju::zipai
