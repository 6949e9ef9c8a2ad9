#pragma once

#include "core/bot.h"

namespace paiju::fourcolor {

// A plain Four-Color player. It wins whenever the hand reaches the threshold. It claims when the
// meld's value plus what the rest of the hand can still make beats keeping the hand as it is. It
// discards the card whose loss costs the hand least, lone soldiers first. When the next player is
// close to going out, it prefers a card that nobody can still pair or pung.
class FourColorBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

} // namespace paiju::fourcolor
