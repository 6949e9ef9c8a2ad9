#include "round_trip.h"

namespace paiju::test {

QString reloadProblem(const GameInfo& game, const GameState& state,
                      std::unique_ptr<GameState>* reloaded) {
    const QJsonObject saved = game.save(state);
    QString error;
    auto restored = game.load(saved, &error);
    if (!restored)
        return QStringLiteral("a saved state did not load: %1").arg(error);
    if (game.save(*restored) != saved)
        return QStringLiteral("a reloaded state saves differently");
    if (reloaded)
        *reloaded = std::move(restored);
    return {};
}

} // namespace paiju::test
