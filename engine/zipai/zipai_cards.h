#pragma once

#include "core/deck.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

// Hechi zipai card identities (rules §1.2): S1…S10 are 0…9, B1…B10 are 10…19; a physical card is
// identity * 4 + copy. Copies are interchangeable for every rule, so hands are counts.
namespace paiju::zipai {

inline constexpr int identities = 20;
inline constexpr int cardCount = 80;

using Counts = std::array<std::uint8_t, identities>;
using IdMask = std::uint32_t; // a set of identities (blocks, 坎)

constexpr int numberOf(int id) {
    return id % 10 + 1;
}
constexpr bool isBig(int id) {
    return id >= 10;
}
constexpr bool isRed(int id) {
    return numberOf(id) == 2 || numberOf(id) == 7 || numberOf(id) == 10;
}
constexpr int twinOf(int id) {
    return (id + 10) % identities;
}
constexpr int idOf(bool big, int number) {
    return (big ? 10 : 0) + number - 1;
}
constexpr IdMask idBit(int id) {
    return IdMask{1} << id;
}

const std::string& token(int id); // `S7`, `B10` …
// `S7`, `B10` …; -1 for anything else.
int parseId(std::string_view text);
// The number of cards: three words' bytes summed by a multiply each, exact while each word holds
// fewer than 256 (a count is at most 4). Hot in every claim check and chow.
inline int total(const Counts& counts) {
    static_assert(identities == 20);
    std::uint64_t a = 0, b = 0;
    std::uint32_t c = 0;
    std::memcpy(&a, counts.data(), 8);
    std::memcpy(&b, counts.data() + 8, 8);
    std::memcpy(&c, counts.data() + 16, 4);
    constexpr std::uint64_t ones = 0x0101010101010101u;
    return static_cast<int>(((a * ones) >> 56) + ((b * ones) >> 56) + ((c * ones) >> 56));
}

} // namespace paiju::zipai
