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

std::string HakkaBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const HakkaView&>(view);
    const int seat = v.seat();
    if (v.turn() != seat || v.phase() == Phase::Over)
        return {};
    const Mask hand = v.hand();
    const Mask elders = elderMask(v.faceUp());
    const auto moves = v.legalMoves();

    if (v.phase() == Phase::Bidding) {
        const int held = count(hand & elders);
        const bool call = held >= (seat == v.dealer() ? 3 : 4);
        return call ? "call" : "pass";
    }
    if (v.phase() == Phase::Lead) {
        if (v.mayDeclare())
            return "declare";
        // Cards this seat has not seen: another hand, the dummy's card or a face-down discard.
        const Mask unseen = allCards & ~hand & ~v.faceUp() & ~v.discarded();
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
        return moveText({Move::Type::Discard, weakest(hand, count(v.current()), elders)});
    const Move* cheapest = &moves.front();
    for (const Move& m : moves)
        if (keepValue(m.cards, elders) < keepValue(cheapest->cards, elders))
            cheapest = &m;
    return moveText(*cheapest);
}

} // namespace paiju::hakka
