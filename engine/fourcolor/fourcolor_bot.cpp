#include "fourcolor_bot.h"

#include "fourcolor_game.h"

namespace paiju::fourcolor {

std::string FourColorBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const FourColorView&>(view);
    const auto moves = v.legalMoves();
    if (moves.empty())
        return {};
    const Counts hand = v.concealed();

    if (v.phase() == Phase::Discard) {
        // Public copies of each type: a card whose other copies are out cannot help anyone.
        std::array<int, types> seen{};
        for (Card c : v.discardPile())
            ++seen[static_cast<std::size_t>(typeOfCard(c))];
        for (const auto& melds : v.exposed())
            for (const auto& m : melds)
                for (Card c : m.cards)
                    ++seen[static_cast<std::size_t>(typeOfCard(c))];
        const bool nextIsClose = v.handCount(v.next()) <= 3;
        const Move* best = nullptr;
        int bestScore = 0;
        for (const Move& m : moves) {
            Counts rest = hand;
            --rest[static_cast<std::size_t>(m.card)];
            int score = 10 * handPotential(rest);
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

    const int x = typeOfCard(v.current()->card);
    const Move* best = nullptr;
    // Passing keeps the hand as it is; a drawn General must be taken, so then any claim beats it.
    int bestScore = v.mustClaim() ? -1000000 : 10 * handPotential(hand);
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
        const int score = 10 * handPotential(rest) + 12 * exposedValue(m.meld) + 5;
        if (score > bestScore) {
            best = &m;
            bestScore = score;
        }
    }
    if (best)
        return moveText(*best);
    return v.mustClaim() ? "hu" : "pass"; // forced with nothing else: hu is then legal
}

} // namespace paiju::fourcolor
