#pragma once

#include "core/bot.h"

namespace paiju::tichu {

// A plain Tichu player. It calls Grand Tichu and Tichu on hands with enough high cards and bombs,
// passes its best spare card to the partner and low ones to the opponents, leads what sheds most
// low cards, beats as cheaply as it can without breaking its sets, lets its partner's tricks run,
// bombs only when an opponent is about to take a trick that matters, gives the Dragon's trick to
// the opponent with more cards, and wishes for a high rank it lacks.
class TichuBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

} // namespace paiju::tichu
