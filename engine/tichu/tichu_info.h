#pragma once

#include "io/game_info.h"

namespace paiju::tichu {

GameInfo tichuInfo();

} // namespace paiju::tichu
