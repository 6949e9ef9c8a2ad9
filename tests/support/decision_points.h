#pragma once

#include "core/game_state.h"
#include "io/game_info.h"

#include <memory>
#include <utility>
#include <vector>

namespace paiju::test {

// States met in normal play (the normal bot plays every seat of the game's default table), each
// with the seat the game waits for: one every `every` actions of each match, from seeds 1 to
// `seeds`; with `withChoice`, only those where that seat has more than one legal action.
std::vector<std::pair<std::unique_ptr<GameState>, int>>
decisionPoints(const GameInfo& game, int seeds, int every, bool withChoice);

} // namespace paiju::test
