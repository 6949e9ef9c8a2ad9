#pragma once

#include "io/game_info.h"

namespace paiju::fourcolor {

GameInfo fourColorInfo();

} // namespace paiju::fourcolor
