#pragma once

#include "io/registry.h"

namespace paiju::tichu {

GameInfo tichuInfo();

} // namespace paiju::tichu
