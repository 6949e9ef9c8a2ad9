#pragma once

#include "core/game_state.h"
#include "io/registry.h"

namespace paiju::test {

// Saves the state, loads it back and saves again: empty when both saves are equal, else what
// went wrong. The contract test also compares the typed parts (invariants.h).
QString reloadProblem(const GameInfo& game, const GameState& state,
                      std::unique_ptr<GameState>* reloaded = nullptr);

} // namespace paiju::test
