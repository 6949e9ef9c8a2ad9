#pragma once

#include "core/deck.h"

#include <array>
#include <cstdint>
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
int total(const Counts& counts);

} // namespace paiju::zipai
