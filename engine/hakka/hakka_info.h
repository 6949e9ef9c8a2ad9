#pragma once

#include "io/registry.h"

namespace paiju::hakka {

GameInfo hakkaInfo();

} // namespace paiju::hakka
