#include "tichu_cards.h"

namespace paiju::tichu {

namespace {
constexpr std::string_view rankCodes = "23456789TJQKA";
constexpr std::string_view suitCodes = "jspt";
} // namespace

int points(Mask cards) {
    return 5 * count(cards & rankMask(5)) + 10 * count(cards & (rankMask(10) | rankMask(13))) +
           ((cards & bit(dragon)) ? 25 : 0) - ((cards & bit(phoenix)) ? 25 : 0);
}

std::vector<Card> cardsOf(Mask m) {
    std::vector<Card> out;
    out.reserve(static_cast<std::size_t>(count(m)));
    for (; m; m &= m - 1)
        out.push_back(static_cast<Card>(std::countr_zero(m)));
    return out;
}

Mask maskOf(const std::vector<Card>& cards) {
    Mask m = 0;
    for (Card c : cards)
        m |= bit(c);
    return m;
}

std::string cardsText(Mask m) {
    std::string text;
    text.reserve(static_cast<std::size_t>(3 * count(m)));
    auto add = [&](char a, char b) {
        if (!text.empty())
            text += ' ';
        text += a;
        text += b;
    };
    if (m & bit(dog))
        add('D', 'G');
    if (m & bit(mahJong))
        add('M', 'J');
    // Ranks present in any suit, lowest first; within a rank j, s, p, t.
    for (auto ranks = static_cast<unsigned>((m | m >> 13 | m >> 26 | m >> 39) & 0x1fff); ranks;
         ranks &= ranks - 1) {
        const int r = std::countr_zero(ranks);
        for (int suit = 0; suit < 4; ++suit)
            if (m & bit(suit * 13 + r))
                add(rankCodes[static_cast<std::size_t>(r)],
                    suitCodes[static_cast<std::size_t>(suit)]);
    }
    if (m & bit(phoenix))
        add('P', 'H');
    if (m & bit(dragon))
        add('D', 'R');
    return text;
}

int parseCard(std::string_view token) {
    if (token.size() != 2)
        return -1;
    for (int special : {mahJong, dog, phoenix, dragon})
        if (token == tichuDeck().typeToken(special))
            return special;
    const auto rank = rankCodes.find(token[0]);
    const auto suit = suitCodes.find(token[1]);
    if (rank == std::string_view::npos || suit == std::string_view::npos)
        return -1;
    return cardAt(static_cast<int>(suit), static_cast<int>(rank) + lowRank);
}

char rankCode(int rank) {
    return rankCodes[static_cast<std::size_t>(rank - lowRank)];
}

int parseRank(std::string_view token) {
    if (token.size() != 1)
        return 0;
    const auto rank = rankCodes.find(token[0]);
    return rank == std::string_view::npos ? 0 : static_cast<int>(rank) + lowRank;
}

} // namespace paiju::tichu
