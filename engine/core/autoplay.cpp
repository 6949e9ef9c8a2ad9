#include "autoplay.h"

#include <algorithm>
#include <functional>

namespace paiju {

AutoplayResult autoplay(GameState& state, const std::vector<Bot*>& bots, Rng& rng, int maxActions,
                        const std::function<void(int, const std::string&)>& onAction) {
    AutoplayResult result;
    auto act = [&](int seat, const std::string& action) {
        ApplyResult applied = state.apply(seat, action);
        if (!applied.ok()) {
            result.error = "seat " + std::to_string(seat) + " chose '" + action +
                           "', which was refused: " + applied.error;
            return false;
        }
        ++result.actions;
        if (onAction)
            onAction(seat, action);
        return true;
    };
    while (!state.isTerminal()) {
        if (result.actions >= maxActions) {
            result.error = "no end after " + std::to_string(maxActions) + " actions";
            return result;
        }
        const SeatSet waiting = state.awaiting();
        if (waiting.empty()) {
            result.error = "the game waits for nobody but has not ended";
            return result;
        }
        const int seat = waiting.front();
        Bot* bot = bots.at(static_cast<std::size_t>(seat));
        if (bot->playsAtRandom()) { // typed: no text written, parsed or checked
            std::string text;
            if (state.playRandom(seat, rng, onAction ? &text : nullptr)) {
                ++result.actions;
                if (onAction)
                    onAction(seat, text);
                continue;
            }
        }
        std::string action = bot->choose(state, seat, rng);
        if (action.empty()) {
            // A seat the game waits for must act; a bot that declines gets the first legal action.
            const auto legal = state.legalActions(seat);
            if (legal.empty()) {
                result.error = "seat " + std::to_string(seat) + " is awaited but has no action";
                return result;
            }
            action = legal.front();
        }
        if (!act(seat, action))
            return result;
    }
    return result;
}

} // namespace paiju
