#pragma once

#include "io/registry.h"

namespace paiju::test {

// Saves the state, loads it back and saves again: empty when both saves are equal, else what
// went wrong. Games also compare their typed parts, which this cannot see.
QString reloadProblem(const GameInfo& game, const GameState& state,
                      std::unique_ptr<GameState>* reloaded = nullptr);

} // namespace paiju::test
