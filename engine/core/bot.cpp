#include "bot.h"

#include <algorithm>

namespace paiju {

std::string RandomBot::decide(const BotView& view, Rng& rng) {
    if (!view.awaited())
        return {};
    return view.randomLegalAction(rng);
}

} // namespace paiju
