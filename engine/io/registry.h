#pragma once

#include "game_info.h"

#include <string_view>
#include <vector>

namespace paiju {

// The program's games, in the order the app offers them. They are defined above io, by the one
// list of games in games/catalog.cpp (target paiju_engine), which is the only engine code that
// includes every game. io's own code never calls these two: it is handed the list or a GameInfo,
// so io depends on no game (the engine_layers test checks io's library for references to them).
const std::vector<GameInfo>& allGames();
const GameInfo* findGame(std::string_view id);

} // namespace paiju
