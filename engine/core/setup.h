#pragma once

#include "options.h"

#include <cstdint>

namespace paiju {

// What a new match is created from: seat count, options resolved against the game's specs, seed.
struct Setup {
    int seats = 0;
    Options options;
    std::uint64_t seed = 0;
};

} // namespace paiju
