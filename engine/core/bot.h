#pragma once

#include "game_state.h"
#include "rng.h"

#include <memory>
#include <string>

namespace paiju {

// A seat's automatic player. A bot may read only what its seat may know: the game's observation
// for that seat and the legal actions (both derived from the state passed in). It returns an
// action from the seat's legal list, or an empty string to let an optional moment go by.
class Bot {
public:
    virtual ~Bot() = default;
    virtual std::string choose(const GameState& state, int seat, Rng& rng) = 0;
};

// Chooses uniformly among the legal actions whenever the game waits for its seat, and lets optional
// actions pass otherwise: the baseline every basic bot is measured against.
class RandomBot final : public Bot {
public:
    std::string choose(const GameState& state, int seat, Rng& rng) override;
};

} // namespace paiju
