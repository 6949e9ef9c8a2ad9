#include "bot.h"

#include <algorithm>

namespace paiju {

std::string RandomBot::choose(const GameState& state, int seat, Rng& rng) {
    const auto waiting = state.awaiting();
    if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
        return {};
    return state.randomLegalAction(seat, rng);
}

} // namespace paiju
