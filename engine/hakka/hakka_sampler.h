#pragma once

#include "core/search_bot.h"

namespace paiju::hakka {

// The hidden cards of a Hakka state dealt anew for one seat (core/search_bot.h): the other hands
// and the cards other seats discarded face down.
std::unique_ptr<GameState> sampleHakka(const GameState& state, int seat, Rng& rng);

} // namespace paiju::hakka
