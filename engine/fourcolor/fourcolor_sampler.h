#pragma once

#include "core/search_bot.h"

namespace paiju::fourcolor {

// The hidden cards of a four-color state dealt anew for one seat (core/search_bot.h): the other
// hands and the stock's order. Sealed answers of other seats to an open claim window are
// withdrawn: the sample asks them again.
std::unique_ptr<GameState> sampleFourColor(const GameState& state, int seat, Rng& rng);

} // namespace paiju::fourcolor
