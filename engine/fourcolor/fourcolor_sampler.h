#pragma once

#include "core/search_bot.h"

namespace paiju::fourcolor {

// Per seat, the types it discarded in the hand in play (bit t for type t), from the events.
std::vector<std::uint32_t> discardedTypes(const std::vector<Event>& events, int seats);

// The hidden cards of a four-color state dealt anew for one seat (core/search_bot.h): the other
// hands and the stock's order. Sealed answers of other seats to an open claim window are
// withdrawn: the sample asks them again. Three times in four, a card dealt to a seat of a type
// that seat discarded this hand trades places with an unknown card that fits where each goes.
std::unique_ptr<GameState> sampleFourColor(const GameState& state, int seat, Rng& rng);

} // namespace paiju::fourcolor
