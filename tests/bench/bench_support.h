#pragma once

#include "core/autoplay.h"
#include "io/registry.h"

#include <algorithm>

namespace paiju::bench {

// Plays one match of a registered game with random bots through the text interface, and returns
// how many hands it took (counted from the log, the same for every game).
inline std::int64_t randomMatchHands(const GameInfo& game, int seats, std::uint64_t seed,
                                     const std::map<std::string, std::string>& options = {}) {
    QString error;
    auto setup = makeSetup(game, seats, options, seed, &error);
    auto match = game.create(*setup);
    RandomBot bot;
    std::vector<Bot*> bots(static_cast<std::size_t>(seats), &bot);
    Rng rng(seed);
    autoplay(*match, bots, rng);
    return std::count_if(match->events().begin(), match->events().end(),
                         [](const Event& e) { return e.type == "hand-end"; });
}

} // namespace paiju::bench
