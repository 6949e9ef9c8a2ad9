#pragma once

#include "core/bot.h"

namespace paiju::hakka {

// A plain Hakka player: calls on hands with several elders, leads what nobody can beat (longest
// first), otherwise gives away its weakest single; beats as cheaply as it can, discards its weakest
// cards, keeps elders for the count, and declares as soon as it may.
//
// Play::Strong is the hard level's own play in its rollouts (and the choice its search starts
// from): when nothing it holds is sure to stand it leads a run or set before a single, the
// strongest first, since a group that stands wins several hu at once and makes the others throw
// as many cards away; it keeps the cards of its runs and sets when it discards; and it calls when
// its elders and the other cards of its runs and sets number five or more, in any seat. Against
// three plain players it wins more hands than they do.
class HakkaBot final : public Bot {
public:
    enum class Play : std::uint8_t { Normal, Strong };
    explicit HakkaBot(Play play = Play::Normal) : play_(play) {}

protected:
    std::string decide(const BotView& view, Rng& rng) override;

private:
    Play play_;
};

} // namespace paiju::hakka
