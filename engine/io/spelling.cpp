#include "io/spelling.h"

#include <algorithm>

namespace paiju {

bool spelledAsListed(const GameState& state, int seat, const std::string& text,
                     std::size_t maxTried) {
    const std::vector<std::string> legal = state.legalActions(seat);
    return legal.size() > maxTried || std::find(legal.begin(), legal.end(), text) != legal.end();
}

std::string listedSpelling(const GameInfo& game, const GameState& before, const GameState& after,
                           int seat, const std::string& text) {
    const QJsonObject target = game.save(after);
    for (const std::string& listed : before.legalActions(seat)) {
        auto copy = before.clone();
        if (copy->apply(seat, listed).ok() && game.save(*copy) == target)
            return listed;
    }
    return text;
}

} // namespace paiju
