#pragma once

#include "core/bot.h"

namespace paiju::hakka {

// A plain Hakka player: calls on hands with several elders, leads what nobody can beat (longest
// first), otherwise gives away its weakest single; beats as cheaply as it can, discards its weakest
// cards, keeps elders for the count, and declares as soon as it may.
class HakkaBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

} // namespace paiju::hakka
