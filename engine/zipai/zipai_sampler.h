#pragma once

#include "core/search_bot.h"

namespace paiju::zipai {

// The hidden cards of a zipai state dealt anew for one seat (core/search_bot.h): the identities of
// other seats' face-down 扫 and 扫穿, their hands (a dealt triple becomes a 坎, as at the deal) and
// the stock's order. Copies of an identity are interchangeable, so it deals identities.
std::unique_ptr<GameState> sampleZipai(const GameState& state, int seat, Rng& rng);

} // namespace paiju::zipai
