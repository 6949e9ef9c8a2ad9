#pragma once

#include "core/game_state.h"

#include <QString>

namespace paiju::test {

// The game's own invariants that hold after every action (every card in one place, hands of the
// size the phase says): empty when they hold, else what is wrong. The contract test checks them
// for every registered game; a game without any returns empty.
QString gameInvariantProblem(const GameState& state);

// Whether two states of one game hold the same typed parts (a saved state compares only what it
// writes; this also sees what a loader derives).
bool samePartsOf(const GameState& a, const GameState& b);

} // namespace paiju::test
