#include "game_state.h"

namespace paiju {

std::string GameState::randomLegalAction(int seat, Rng& rng) const {
    const auto legal = legalActions(seat);
    if (legal.empty())
        return {};
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

std::vector<Event> handEventsVisibleTo(const GameState& state, int seat) {
    const auto& all = state.events();
    auto start = all.end();
    while (start != all.begin() && (start - 1)->type != "deal")
        --start;
    if (start != all.begin())
        --start;
    std::vector<Event> visible;
    for (auto it = start; it != all.end(); ++it)
        if (it->visibleFor(seat))
            visible.push_back(*it);
    return visible;
}

} // namespace paiju
