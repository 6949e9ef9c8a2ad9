#include "game_state.h"

#include <algorithm>

namespace paiju {

std::string GameState::randomLegalAction(int seat, Rng& rng) const {
    const auto legal = legalActions(seat);
    if (legal.empty())
        return {};
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

void reserveEvents(std::vector<Event>& events, std::size_t expected) {
    if (events.capacity() - events.size() < expected)
        events.reserve(std::max(2 * events.capacity(), events.size() + expected));
}

std::size_t handStart(const std::vector<Event>& events) {
    std::size_t start = events.size();
    while (start > 0 && events[start - 1].type != "deal")
        --start;
    return start > 0 ? start - 1 : 0;
}

std::vector<Event> handEvents(const GameState& state) {
    const auto& all = state.events();
    return std::vector<Event>(all.begin() + std::ptrdiff_t(handStart(all)), all.end());
}

std::vector<Event> handEventsVisibleTo(const GameState& state, int seat) {
    std::vector<Event> visible = handEvents(state);
    std::erase_if(visible, [seat](const Event& e) { return !e.visibleFor(seat); });
    return visible;
}

} // namespace paiju
