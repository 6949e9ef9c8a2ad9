#include "bot.h"

#include <algorithm>

namespace paiju {

std::string RandomBot::choose(const GameState& state, int seat, Rng& rng) {
    const auto waiting = state.awaiting();
    if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
        return {};
    const auto legal = state.legalActions(seat);
    if (legal.empty())
        return {};
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

} // namespace paiju
