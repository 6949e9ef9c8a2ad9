#pragma once

#include "core/autoplay.h"
#include "io/registry.h"

namespace paiju::test {

// Saves the state, loads it back and saves again: empty when both saves are equal, else what
// went wrong. Games also compare their typed parts, which this cannot see.
QString reloadProblem(const GameInfo& game, const GameState& state,
                      std::unique_ptr<GameState>* reloaded = nullptr);

// Plays the state to its end with random bots and checks every `every`-th state on the way:
// reloadProblem, then `same` (the game's comparison of its typed parts, original and reloaded).
// Returns the first problem; `checked` counts the states checked.
template <class Game>
QString reloadThroughPlay(const GameInfo& game, Game& state, int every, int* checked) {
    RandomBot bot;
    std::vector<Bot*> bots(static_cast<std::size_t>(state.seatCount()), &bot);
    Rng rng(17);
    QString problem;
    int step = 0;
    *checked = 0;
    autoplay(state, bots, rng, 100000, [&](int, const std::string&) {
        if (!problem.isEmpty() || step++ % every)
            return;
        std::unique_ptr<GameState> restored;
        problem = reloadProblem(game, state, &restored);
        if (problem.isEmpty() && !(static_cast<Game&>(*restored).parts() == state.parts()))
            problem = QStringLiteral("a reloaded state differs from the saved one");
        ++*checked;
    });
    return problem;
}

} // namespace paiju::test
