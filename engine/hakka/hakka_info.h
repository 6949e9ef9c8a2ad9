#pragma once

#include "io/game_info.h"

namespace paiju::hakka {

GameInfo hakkaInfo();

} // namespace paiju::hakka
