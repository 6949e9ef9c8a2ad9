#pragma once

#include "io/game_info.h"

namespace paiju {

GameInfo goofspielInfo();

} // namespace paiju
