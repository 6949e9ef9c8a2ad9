#pragma once

#include "io/replay.h"

namespace paiju::test {

// A replay of `game` dealt from `seed` with no actions yet, its `seats` seats named "Seat 0",
// "Seat 1" and so on: the start of a match the tests then play on.
inline Replay seededReplay(const char* game, std::uint64_t seed, int seats) {
    Replay replay;
    replay.game = game;
    replay.seed = seed;
    for (int s = 0; s < seats; ++s)
        replay.seatNames << QStringLiteral("Seat %1").arg(s);
    return replay;
}

} // namespace paiju::test
