#pragma once

#include "io/registry.h"

namespace paiju {

GameInfo goofspielInfo();

} // namespace paiju
