#include "hakka_bot.h"

#include "hakka_game.h"

#include <algorithm>

namespace paiju::hakka {

namespace {

// How much a card is worth keeping: elders most, then by suit and value.
int keepValue(int card, Mask elders) {
    if (elders & bit(card))
        return 1000;
    return suitRank(suitOf(card)) * 10 + valueOf(card);
}

int keepValue(Mask cards, Mask elders) {
    int total = 0;
    for (Card c : cardsOf(cards))
        total += keepValue(c, elders);
    return total;
}

// The k weakest cards of the hand.
Mask weakest(Mask hand, int k, Mask elders) {
    auto cards = cardsOf(hand);
    std::stable_sort(cards.begin(), cards.end(),
                     [&](Card a, Card b) { return keepValue(a, elders) < keepValue(b, elders); });
    Mask out = 0;
    for (int i = 0; i < k; ++i)
        out |= bit(cards[static_cast<std::size_t>(i)]);
    return out;
}

} // namespace

std::string HakkaBot::choose(const GameState& state, int seat, Rng&) {
    const auto& game = static_cast<const HakkaGame&>(state);
    const auto& p = game.parts();
    if (p.turn != seat || p.phase == Phase::Over)
        return {};
    const Mask hand = p.hands[static_cast<std::size_t>(seat)];
    const Mask elders = elderMask(p.faceUp);
    const auto moves = game.legalMoves(seat);

    if (p.phase == Phase::Bidding) {
        const int held = count(hand & elders);
        const bool call = held >= (seat == p.dealer ? 3 : 4);
        return call ? "call" : "pass";
    }
    if (p.phase == Phase::Lead) {
        if (p.mayDeclare)
            return "declare";
        // Cards this seat has not seen: another hand, the dummy's card or a face-down discard.
        const Mask unseen =
            allCards & ~hand & ~p.faceUp & ~p.discarded[static_cast<std::size_t>(seat)];
        const Move* best = nullptr;
        int bestScore = 0;
        for (const Move& m : moves) {
            const bool sure = beatingPlays(unseen, m.cards).empty();
            const int k = count(m.cards);
            const int score = sure ? 10000 + 100 * k - count(m.cards & elders)
                                   : -keepValue(m.cards, elders) - 50 * (k - 1);
            if (!best || score > bestScore) {
                best = &m;
                bestScore = score;
            }
        }
        return moveText(*best);
    }
    if (moves.front().type == Move::Type::Discard)
        return moveText({Move::Type::Discard, weakest(hand, count(p.current), elders)});
    const Move* cheapest = &moves.front();
    for (const Move& m : moves)
        if (keepValue(m.cards, elders) < keepValue(cheapest->cards, elders))
            cheapest = &m;
    return moveText(*cheapest);
}

} // namespace paiju::hakka
