#include "game_state.h"

#include <algorithm>

namespace paiju {

ApplyResult GameState::apply(int seat, std::string_view action) {
    if (!hasSeat(seat))
        return noSeat(seat);
    return applyText(seat, action);
}

ApplyResult GameState::noSeat(int seat) {
    return ApplyResult::failure("there is no seat " + std::to_string(seat));
}

std::unique_ptr<BotView> GameState::botView(int seat) const {
    return std::make_unique<BotView>(*this, seat);
}

bool BotView::awaited() const {
    const auto waiting = state_.awaiting();
    return std::find(waiting.begin(), waiting.end(), seat_) != waiting.end();
}

std::string GameState::randomLegalAction(int seat, Rng& rng) const {
    const auto legal = legalActions(seat);
    if (legal.empty())
        return {};
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

bool GameState::playRandom(int seat, Rng& rng, std::string* text) {
    std::string action = randomLegalAction(seat, rng);
    if (action.empty() || !apply(seat, action).ok())
        return false;
    if (text)
        *text = std::move(action);
    return true;
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

} // namespace paiju
