#pragma once

#include "game_state.h"
#include "rng.h"

#include <memory>
#include <string>

namespace paiju {

// A seat's automatic player. A bot reads only what its seat may know: choose() hands it the seat's
// BotView (the game's typed view, built from the state), never the state. It returns an action
// from the seat's legal list, or an empty string to let an optional moment go by.
class Bot {
public:
    virtual ~Bot() = default;
    std::string choose(const GameState& state, int seat, Rng& rng) {
        return decide(*state.botView(seat), rng);
    }
    // The same, on a view already made (a bot that wraps another passes its view on).
    virtual std::string decide(const BotView& view, Rng& rng) = 0;
    // Whether the bot, when awaited, plays what GameState::randomLegalAction draws: autoplay
    // then lets the game play it typed (GameState::playRandom), with the same draws.
    virtual bool playsAtRandom() const { return false; }
    // Whether a decision may take long (a search within a time budget): a table then runs it off
    // its thread.
    virtual bool takesLong() const { return false; }
};

// Chooses uniformly among the legal actions whenever the game waits for its seat, and lets optional
// actions pass otherwise: the baseline every basic bot is measured against.
class RandomBot final : public Bot {
public:
    bool playsAtRandom() const override { return true; }

protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

} // namespace paiju
