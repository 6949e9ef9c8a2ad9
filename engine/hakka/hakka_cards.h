#pragma once

#include "core/deck.h"

#include <bit>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

// Hakka cards as indices (rules §1.2): suitIndex * 9 + value - 1 for the suits 十 S, 贯 G, 索 Z,
// 线 X (strongest first), and 36 for 云线 Y1. A set of cards is a 64-bit mask.
namespace paiju::hakka {

using Mask = std::uint64_t;

constexpr int cardCount = 37;
constexpr int seats = 4;
constexpr Card yun = 36; // 云线: value 1, no suit
constexpr int noSuit = 4;
constexpr Mask allCards = (Mask{1} << cardCount) - 1;

constexpr Mask bit(int card) {
    return Mask{1} << card;
}
constexpr int suitOf(int card) {
    return card == yun ? noSuit : card / 9;
}
constexpr int valueOf(int card) {
    return card == yun ? 1 : card % 9 + 1;
}
constexpr int cardAt(int suit, int value) {
    return suit * 9 + value - 1;
}
// 十 ranks highest (4), 线 lowest (1); 云线 has no suit rank.
constexpr int suitRank(int suit) {
    return suit == noSuit ? 0 : 4 - suit;
}
// Written out: without a target flag for the instruction, std::popcount becomes a library call,
// and counting is on the hot path of every move generation.
constexpr int count(Mask m) {
    m = m - ((m >> 1) & 0x5555555555555555ULL);
    m = (m & 0x3333333333333333ULL) + ((m >> 2) & 0x3333333333333333ULL);
    m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((m * 0x0101010101010101ULL) >> 56);
}

// The five 1s of Five Tigers (§5).
constexpr Mask fiveTigers =
    bit(cardAt(0, 1)) | bit(cardAt(1, 1)) | bit(cardAt(2, 1)) | bit(cardAt(3, 1)) | bit(yun);

// A card from its token (`S9`, `G1`, `Y1` …), decoded directly rather than searched among the
// deck's tokens; nothing for any other text.
constexpr std::optional<int> parseCard(std::string_view token) {
    constexpr std::string_view suits = "SGZX";
    if (token.size() != 2 || token[1] < '1' || token[1] > '9')
        return std::nullopt;
    if (token == "Y1")
        return yun;
    const auto suit = suits.find(token[0]);
    if (suit == std::string_view::npos)
        return std::nullopt;
    return cardAt(static_cast<int>(suit), token[1] - '0');
}

inline std::vector<Card> cardsOf(Mask m) {
    std::vector<Card> out;
    while (m) {
        out.push_back(static_cast<Card>(std::countr_zero(m)));
        m &= m - 1;
    }
    return out;
}

inline Mask maskOf(const std::vector<Card>& cards) {
    Mask m = 0;
    for (Card c : cards)
        m |= bit(c);
    return m;
}

} // namespace paiju::hakka
