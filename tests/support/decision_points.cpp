#include "support/decision_points.h"

#include "core/rng.h"

namespace paiju::test {

std::vector<std::pair<std::unique_ptr<GameState>, int>>
decisionPoints(const GameInfo& game, int seeds, int every, bool withChoice) {
    std::vector<std::pair<std::unique_ptr<GameState>, int>> out;
    const auto normal = makeBot(game, "normal");
    for (std::uint64_t seed = 1; seed <= std::uint64_t(seeds); ++seed) {
        auto state = game.create(*makeSetup(game, game.defaultSeats, {}, seed, nullptr));
        Rng rng(seed);
        for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
            const auto waiting = state->awaiting();
            if (waiting.empty())
                break;
            const int seat = waiting.front();
            if (step % every == 0 && (!withChoice || state->legalActions(seat).size() > 1))
                out.emplace_back(state->clone(), seat);
            std::string action = normal->choose(*state, seat, rng);
            if (action.empty())
                action = state->legalActions(seat).front();
            if (!state->apply(seat, action).ok())
                break;
        }
    }
    return out;
}

} // namespace paiju::test
