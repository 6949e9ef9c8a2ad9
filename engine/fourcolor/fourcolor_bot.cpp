#include "fourcolor_bot.h"

#include "fourcolor_game.h"

#include <algorithm>
#include <bit>

namespace paiju::fourcolor {

namespace {

// Copies of each type out in the open: the discard pile and every exposed meld.
std::array<int, types> publicTypes(const FourColorView& v) {
    std::array<int, types> seen{};
    for (Card c : v.discardPile())
        ++seen[static_cast<std::size_t>(typeOfCard(c))];
    for (const auto& melds : v.exposed())
        for (const auto& m : melds)
            for (Card c : m.cards)
                ++seen[static_cast<std::size_t>(typeOfCard(c))];
    return seen;
}

// A claim window's answer: a win worth 10 hu or more at once; otherwise the claim that scores
// above passing (`passScore`, or nothing when a drawn General must be taken), weighed by
// `score(move, the hand it leaves)`, the first of equals; or pass.
template <class Score>
std::string chooseClaim(const FourColorView& v, const std::vector<Move>& moves, const Counts& hand,
                        int passScore, Score score) {
    const int x = typeOfCard(v.current()->card);
    const Move* best = nullptr;
    int bestScore = v.mustClaim() ? -1000000 : passScore;
    for (const Move& m : moves) {
        if (m.type == Move::Type::Hu) {
            const auto hu = huBase(hand, x, v.exposedHu());
            if (hu && hu->base >= 10)
                return "hu";
            continue;
        }
        if (m.type == Move::Type::Pass)
            continue;
        Counts rest = hand;
        remove(rest, m.handTypes);
        if (const int value = score(m, rest); value > bestScore) {
            best = &m;
            bestScore = value;
        }
    }
    if (best)
        return moveText(*best);
    return v.mustClaim() ? "hu" : "pass"; // forced with nothing else: hu is then legal
}

} // namespace

std::string FourColorBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const FourColorView&>(view);
    const auto moves = v.legalMoves();
    if (moves.empty())
        return {};
    const Counts hand = v.concealed();

    if (v.phase() == Phase::Discard) {
        // Public copies of each type: a card whose other copies are out cannot help anyone.
        const std::array<int, types> seen = publicTypes(v);
        const bool nextIsClose = v.handCount(v.next()) <= 3;
        const int potential = handPotential(hand);
        const Move* best = nullptr;
        int bestScore = 0;
        for (const Move& m : moves) {
            Counts rest = hand;
            --rest[static_cast<std::size_t>(m.card)];
            const int group = winGroupOf(m.card); // the only part of the potential that changes
            int score =
                10 * (potential - handPotentialPart(hand, group) + handPotentialPart(rest, group));
            if (rankOf(m.card) == S && hand[static_cast<std::size_t>(m.card)] == 1)
                score += 3; // lone soldiers go first
            if (nextIsClose)
                score += 4 * seen[static_cast<std::size_t>(m.card)];
            if (!best || score > bestScore) {
                best = &m;
                bestScore = score;
            }
        }
        return moveText(*best);
    }

    // Passing keeps the hand as it is; a drawn General must be taken, so then any claim beats it.
    return chooseClaim(v, moves, hand, 10 * handPotential(hand),
                       [](const Move& m, const Counts& rest) {
                           return 10 * handPotential(rest) + 12 * exposedValue(m.meld) + 5;
                       });
}

namespace {

// Public copies of each type: the discard pile, every exposed meld and the card in question.
std::array<int, types> seenTypes(const FourColorView& v) {
    std::array<int, types> seen = publicTypes(v);
    if (v.current())
        ++seen[static_cast<std::size_t>(typeOfCard(v.current()->card))];
    return seen;
}

// The copies of the types in `typeBits` that the seat has not seen: neither in `seen`, nor in
// `held`, nor `gone` (a type let go of, -1: none).
int unseen(std::uint32_t typeBits, const std::array<int, types>& seen, const Counts& held,
           int gone) {
    int n = 0;
    for (; typeBits; typeBits &= typeBits - 1) {
        const int t = std::countr_zero(typeBits);
        const auto i = static_cast<std::size_t>(t);
        n += std::max(0, 4 - seen[i] - held[i] - (t == gone ? 1 : 0));
    }
    return n;
}

} // namespace

CarefulFourColorBot::Shape CarefulFourColorBot::shape(const Counts& held, int exposedHu,
                                                      const std::array<int, types>& seen,
                                                      int gone) {
    auto liveOf = [&](std::uint32_t typeBits) { return unseen(typeBits, seen, held, gone); };
    Shape s;
    s.potential = handPotential(held);
    const std::uint32_t unsplit = unsplitGroups(held);
    s.unsplit = std::popcount(unsplit);
    if (s.unsplit <= 1)
        s.outs = liveOf(winsWorth(held, exposedHu, 10));
    for (std::uint32_t groups = unsplit; groups; groups &= groups - 1)
        s.mends += liveOf(mendingTypes(held, std::countr_zero(groups)));
    return s;
}

// Weights in tenths of a hu (handPotential counts 10 a hu), tuned on one-hand matches against
// three normal bots (docs/bots.md, "Fifth round"): an unsplit group costs 3 hu, a winning card
// 1 hu, a card that mends a group 0.3 hu, and an unseen copy of the discard 0.5 hu.
int CarefulFourColorBot::discardScore(const Counts& held, int type, int exposedHu,
                                      const std::array<int, types>& seen) {
    Counts rest = held;
    --rest[static_cast<std::size_t>(type)];
    return score(shape(rest, exposedHu, seen, type), seen, rest, type);
}

int CarefulFourColorBot::score(const Shape& s, const std::array<int, types>& seen,
                               const Counts& rest, int gone) {
    const int live = std::max(0, 3 - seen[static_cast<std::size_t>(gone)] -
                                     rest[static_cast<std::size_t>(gone)]);
    return 10 * s.potential + 10 * s.outs - 30 * s.unsplit + 3 * s.mends - 5 * live;
}

std::array<int, types> CarefulFourColorBot::discardScores(const Counts& held, int exposedHu,
                                                          const std::array<int, types>& seen) {
    // What shape() finds of `held` group by group: a discard changes its own group's part of the
    // potential, whether that group splits and the cards that mend it, and nothing else.
    std::array<int, winGroups> part{}, mendsOf{};
    int potential = 0;
    const std::uint32_t unsplit = unsplitGroups(held);
    for (int g = 0; g < winGroups; ++g) {
        const auto i = static_cast<std::size_t>(g);
        part[i] = handPotentialPart(held, g);
        potential += part[i];
        if (unsplit >> g & 1u)
            mendsOf[i] = unseen(mendingTypes(held, g), seen, held, -1);
    }
    std::array<int, types> scores{};
    for (int type = 0; type < types; ++type) {
        const auto ti = static_cast<std::size_t>(type);
        if (!held[ti] || rankOf(type) == K)
            continue;
        Counts rest = held;
        --rest[ti];
        const int group = winGroupOf(type);
        const auto gi = static_cast<std::size_t>(group);
        auto liveOf = [&](std::uint32_t typeBits) { return unseen(typeBits, seen, rest, type); };
        Shape s; // shape(rest, exposedHu, seen, type)
        s.potential = potential - part[gi] + handPotentialPart(rest, group);
        const std::uint32_t after =
            (unsplit & ~(1u << group)) | (groupSplits(rest, group) ? 0u : 1u << group);
        s.unsplit = std::popcount(after);
        if (s.unsplit <= 1)
            s.outs = liveOf(winsWorth(rest, exposedHu, 10));
        for (std::uint32_t groups = after; groups; groups &= groups - 1) {
            const int g = std::countr_zero(groups);
            s.mends +=
                g == group ? liveOf(mendingTypes(rest, g)) : mendsOf[static_cast<std::size_t>(g)];
        }
        scores[ti] = score(s, seen, rest, type);
    }
    return scores;
}

int CarefulFourColorBot::bestDiscard(const FourColorView& v, const Counts& held, int exposedHu,
                                     const std::array<int, types>& seen) {
    const bool nextIsClose = v.handCount(v.next()) <= 3;
    const std::array<int, types> scores = discardScores(held, exposedHu, seen);
    int best = -1, bestScore = 0;
    for (int t = 0; t < types; ++t) {
        if (!held[static_cast<std::size_t>(t)] || rankOf(t) == K)
            continue;
        int score = scores[static_cast<std::size_t>(t)];
        if (nextIsClose)
            score += 4 * seen[static_cast<std::size_t>(t)];
        if (best < 0 || score > bestScore) {
            best = t;
            bestScore = score;
        }
    }
    return best;
}

std::string CarefulFourColorBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const FourColorView&>(view);
    const auto moves = v.legalMoves();
    if (moves.empty())
        return {};
    const Counts hand = v.concealed();
    const auto seen = seenTypes(v);

    if (v.phase() == Phase::Discard) {
        const int t = bestDiscard(v, hand, v.exposedHu(), seen);
        for (const Move& m : moves)
            if (m.type == Move::Type::Discard && m.card == t)
                return moveText(m);
        return moveText(moves.front());
    }

    // A claim as FourColorBot weighs it, and the cards the hand then waits on to win, after the
    // discard the claim is followed by, against those it waits on now.
    const int passScore = 10 * handPotential(hand) + 10 * shape(hand, v.exposedHu(), seen, -1).outs;
    return chooseClaim(v, moves, hand, passScore, [&](const Move& m, const Counts& rest) {
        const int exposedHu = v.exposedHu() + exposedValue(m.meld);
        int score = 10 * handPotential(rest) + 12 * exposedValue(m.meld) + 5;
        if (const int d = bestDiscard(v, rest, exposedHu, seen); d >= 0) {
            Counts after = rest;
            --after[static_cast<std::size_t>(d)];
            score += 10 * shape(after, exposedHu, seen, d).outs;
        }
        return score;
    });
}

} // namespace paiju::fourcolor
