#pragma once

#include "io/registry.h"

namespace paiju::fourcolor {

GameInfo fourColorInfo();

} // namespace paiju::fourcolor
