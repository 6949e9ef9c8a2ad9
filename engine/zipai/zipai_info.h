#pragma once

#include "io/registry.h"

namespace paiju::zipai {

GameInfo zipaiInfo();

} // namespace paiju::zipai
