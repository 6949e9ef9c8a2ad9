#pragma once

#include "core/search_bot.h"

namespace paiju::tichu {

// The hidden cards of a Tichu state dealt anew for one seat (core/search_bot.h): the other hands,
// the six cards still to come after the Grand Tichu window, and cards passed but not yet
// exchanged. The cards the seat passed stay in the hands it passed them to until they are played.
std::unique_ptr<GameState> sampleTichu(const GameState& state, int seat, Rng& rng);

// The actions a search compares in Tichu: every play, pass and call, but of the 2,184 ways to
// pass cards only the rollout bot's.
std::vector<std::string> tichuCandidates(const GameState& sample, int seat,
                                         const std::string& preferred);

} // namespace paiju::tichu
