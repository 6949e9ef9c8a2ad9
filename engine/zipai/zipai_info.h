#pragma once

#include "io/game_info.h"

namespace paiju::zipai {

GameInfo zipaiInfo();

} // namespace paiju::zipai
