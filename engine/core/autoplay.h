#pragma once

#include "bot.h"

#include <functional>
#include <string>
#include <vector>

namespace paiju {

struct AutoplayResult {
    int actions = 0;
    std::string error; // empty when the match reached its end
};

// Plays a match to its end with one bot per seat. Each step asks the first seat the game waits for.
// `onAction` (optional) sees every applied action, for checks after each step.
AutoplayResult autoplay(GameState& state, const std::vector<Bot*>& bots, Rng& rng,
                        int maxActions = 1'000'000,
                        const std::function<void(int seat, const std::string&)>& onAction = {});

} // namespace paiju
