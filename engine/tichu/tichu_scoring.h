#pragma once

#include "tichu_cards.h"

#include <array>
#include <string>
#include <vector>

namespace paiju::tichu {

// Calls of §6, per seat.
enum class Call : std::uint8_t { None, Tichu, Grand };

struct RoundScore {
    std::array<int, 2> teams{}; // team A (seats 0, 2), team B (1, 3)
    std::vector<std::string> lines;
};

// §14.5 and §15: the transfers of the last player's hand and tricks, card points or the double
// victory, and the calls. `hands` and `won` are as the last play left them.
RoundScore scoreRound(const std::vector<int>& outOrder, const std::array<Mask, 4>& hands,
                      const std::array<Mask, 4>& won, const std::array<Call, 4>& calls);

} // namespace paiju::tichu
