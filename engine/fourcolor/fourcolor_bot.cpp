#include "fourcolor_bot.h"

#include "fourcolor_game.h"

namespace paiju::fourcolor {

std::string FourColorBot::choose(const GameState& state, int seat, Rng&) {
    const auto& game = static_cast<const FourColorGame&>(state);
    const auto& p = game.parts();
    const auto moves = game.legalMoves(seat);
    if (moves.empty())
        return {};
    const Counts hand = game.concealedCounts(seat);

    if (p.phase == Phase::Discard) {
        // Public copies of each type: a card whose other copies are out cannot help anyone.
        std::array<int, types> seen{};
        for (Card c : p.discardPile)
            ++seen[static_cast<std::size_t>(typeOfCard(c))];
        for (const auto& melds : p.exposed)
            for (const auto& m : melds)
                for (Card c : m.cards)
                    ++seen[static_cast<std::size_t>(typeOfCard(c))];
        const bool nextIsClose = p.hands[static_cast<std::size_t>(game.next(seat))].size() <= 3;
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

    const int x = typeOfCard(p.current->card);
    const Move* best = nullptr;
    // Passing keeps the hand as it is; a drawn General must be taken, so then any claim beats it.
    int bestScore = game.mustClaim(seat) ? -1000000 : 10 * handPotential(hand);
    for (const Move& m : moves) {
        if (m.type == Move::Type::Hu) {
            const auto hu = huBase(hand, x, game.exposedHu(seat));
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
    return game.mustClaim(seat) ? "hu" : "pass"; // forced with nothing else: hu is then legal
}

} // namespace paiju::fourcolor
