#pragma once

#include "core/bot.h"

namespace paiju::zipai {

// A plain zipai player: wins whenever it can, pongs its pairs, chows only into groups worth 油
// (一二三, 二七十) without breaking pairs, keeps 坎 and pairs, and discards the card that fits its
// hand least, preferring cards whose other copies are already in sight (dead for everyone).
class ZipaiBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

} // namespace paiju::zipai
