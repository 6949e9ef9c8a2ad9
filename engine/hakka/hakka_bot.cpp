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

// The k cards of the hand least worth keeping by `value`.
template <class Value> Mask weakest(Mask hand, int k, Value value) {
    auto cards = cardsOf(hand);
    std::stable_sort(cards.begin(), cards.end(),
                     [&](Card a, Card b) { return value(a) < value(b); });
    Mask out = 0;
    for (int i = 0; i < k; ++i)
        out |= bit(cards[static_cast<std::size_t>(i)]);
    return out;
}

// The cards of the hand that are part of a run or set it could lead.
Mask inGroups(Mask hand, Mask faceUp) {
    Mask out = 0;
    for (Mask lead : legalLeads(hand, faceUp, true))
        if (count(lead) >= 3)
            out |= lead;
    return out;
}

} // namespace

std::string HakkaBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const HakkaView&>(view);
    const int seat = v.seat();
    if (v.turn() != seat || v.phase() == Phase::Over)
        return {};
    const bool strong = play_ == Play::Strong;
    const Mask hand = v.hand();
    const Mask elders = elderMask(v.faceUp());
    const auto moves = v.legalMoves();

    if (v.phase() == Phase::Bidding) {
        const int held = count(hand & elders);
        // Strong: a run or set that stands wins as many hu as an elder per card, so its cards
        // count toward the hand's strength as the elders do.
        const bool call = strong ? held + count(inGroups(hand, v.faceUp()) & ~elders) >= 5
                                 : held >= (seat == v.dealer() ? 3 : 4);
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
            int score = sure ? 10000 + 100 * k - count(m.cards & elders)
                             : -keepValue(m.cards, elders) - 50 * (k - 1);
            if (strong && !sure && k > 1)
                score = keepValue(m.cards, elders) + 100 * (k - 1);
            if (!best || score > bestScore) {
                best = &m;
                bestScore = score;
            }
        }
        return moveText(*best);
    }
    if (moves.front().type == Move::Type::Discard) {
        const Mask groups = strong ? inGroups(hand, v.faceUp()) : 0;
        const auto value = [&](Card c) {
            return keepValue(c, elders) + ((groups & bit(c)) ? 30 : 0);
        };
        return moveText({Move::Type::Discard, weakest(hand, count(v.current()), value)});
    }
    const Move* cheapest = &moves.front();
    for (const Move& m : moves)
        if (keepValue(m.cards, elders) < keepValue(cheapest->cards, elders))
            cheapest = &m;
    return moveText(*cheapest);
}

} // namespace paiju::hakka
