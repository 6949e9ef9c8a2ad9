#pragma once

#include "core/search_bot.h"
#include "zipai_cards.h"

#include <array>
#include <cstdint>
#include <vector>

namespace paiju::zipai {

// What the seats' forced actions prove about their hands, from the events a seat sees: per seat,
// the most copies of each identity its hand can hold now. Hands only lose cards during a hand, so
// what a moment proves holds from then on: a card shown face up on a flip for a seat finds it
// with at most one copy (a pair or a 坎 would have made a 扫 or 扫穿), and a card shown face up
// at all finds no seat with a 坎 of it (开招 is forced; a 坎 card is never discarded) once the
// wins on it were asked: `lastUnsettled` says they are still being asked on the last card shown.
std::vector<std::array<std::uint8_t, identities>> handCaps(const std::vector<Event>& events,
                                                           int seats, bool lastUnsettled);

// The hidden cards of a zipai state dealt anew for one seat (core/search_bot.h): the identities of
// other seats' face-down 扫 and 扫穿, their hands (a dealt triple becomes a 坎, as at the deal) and
// the stock's order, the hands within what handCaps proves. Copies of an identity are
// interchangeable, so it deals identities.
std::unique_ptr<GameState> sampleZipai(const GameState& state, int seat, Rng& rng);

} // namespace paiju::zipai
