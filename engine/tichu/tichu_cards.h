#pragma once

#include "core/deck.h"

#include <bit>
#include <cstdint>
#include <string>
#include <vector>

namespace paiju::tichu {

// A set of cards as bits of the spec's 0-55 index (§1.2): suit * 13 + rank - 2 for the suited
// cards, then the Mah Jong, Dog, Phoenix and Dragon.
using Mask = std::uint64_t;

inline constexpr int seats = 4;
inline constexpr int mahJong = 52;
inline constexpr int dog = 53;
inline constexpr int phoenix = 54;
inline constexpr int dragon = 55;
inline constexpr int lowRank = 2;
inline constexpr int highRank = 14;

constexpr Mask bit(int card) {
    return Mask{1} << card;
}
constexpr int count(Mask m) {
    return std::popcount(m);
}
constexpr int cardAt(int suit, int rank) {
    return suit * 13 + rank - lowRank;
}
constexpr int rankOf(int card) {
    return card < 52 ? card % 13 + lowRank : card == mahJong ? 1 : 0;
}
constexpr int suitOf(int card) {
    return card < 52 ? card / 13 : -1;
}
inline constexpr Mask naturals = bit(52) - 1;
inline constexpr Mask fullDeck = bit(56) - 1;
// The four natural cards of a rank 2…14.
constexpr Mask rankMask(int rank) {
    return (Mask{1} | Mask{1} << 13 | Mask{1} << 26 | Mask{1} << 39) << (rank - lowRank);
}
constexpr Mask suitMask(int suit) {
    return ((Mask{1} << 13) - 1) << (13 * suit);
}

constexpr int partnerOf(int seat) {
    return (seat + 2) % seats;
}
// Team A (seats 0 and 2) is 0, team B (1 and 3) is 1 (§2).
constexpr int teamOf(int seat) {
    return seat % 2;
}

int points(Mask cards); // §1.4
std::vector<Card> cardsOf(Mask m);
Mask maskOf(const std::vector<Card>& cards);
// Ids in display order: DG, MJ, 2…A (j s p t within a rank), PH, DR.
std::string cardsText(Mask m);
// One id of §1.2 (`Tj`, `MJ` …); -1 when it names no card.
int parseCard(std::string_view token);
// `2`…`9`, `T`, `J`, `Q`, `K`, `A`.
char rankCode(int rank);
int parseRank(std::string_view token); // 0 when it is not a rank code

} // namespace paiju::tichu
