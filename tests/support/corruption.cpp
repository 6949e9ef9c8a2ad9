#include "corruption.h"

#include "core/autoplay.h"

#include <algorithm>

namespace paiju::test {

CorruptionResult damageEachField(const GameInfo& game, const QJsonObject& good,
                                 const QList<QJsonValue>& junk) {
    CorruptionResult result;
    for (const QString& key : good.keys())
        for (const QJsonValue& value : junk) {
            QJsonObject bad = good;
            bad[key] = value;
            QString why;
            auto loaded = game.load(bad, &why);
            if (!loaded) {
                if (why.isEmpty())
                    result.problem = QStringLiteral("'%1' refused without a reason").arg(key);
                ++result.refused;
                continue;
            }
            // The game's own bot where it has one: random play need not end a match (random
            // Tichu calls sink both teams' totals for ever).
            std::unique_ptr<Bot> bot = game.basicBot ? game.basicBot() : nullptr;
            RandomBot random;
            std::vector<Bot*> bots(static_cast<std::size_t>(loaded->seatCount()),
                                   bot ? bot.get() : &random);
            Rng rng(1);
            const AutoplayResult played = autoplay(*loaded, bots, rng, 100000);
            if (!played.error.empty())
                result.problem = QStringLiteral("damaged '%1' loaded but could not be played: %2")
                                     .arg(key, QString::fromStdString(played.error));
        }
    return result;
}

CorruptionResult damageInEachPhase(const GameInfo& game, GameState& state, std::size_t phases,
                                   const QList<QJsonValue>& junk) {
    CorruptionResult total;
    RandomBot bot;
    Rng rng(4);
    std::vector<std::string> seen;
    while (!state.isTerminal() && seen.size() < phases && total.problem.isEmpty()) {
        const std::string phase = state.phase();
        if (std::find(seen.begin(), seen.end(), phase) == seen.end()) {
            seen.push_back(phase);
            const CorruptionResult result = damageEachField(game, game.save(state), junk);
            total.refused += result.refused;
            if (!result.problem.isEmpty())
                total.problem = QString::fromStdString(phase) + ": " + result.problem;
        }
        const int seat = state.awaiting().front();
        if (!state.apply(seat, bot.choose(state, seat, rng)).ok())
            total.problem = QStringLiteral("a random bot's action was refused");
    }
    return total;
}

} // namespace paiju::test
