#pragma once

#include "games/game_module.h"

namespace paiju::gui {

// Goofspiel, the engine's reference game, in the app: each seat bids a card face down for the
// prize in the middle; the table shows the prize, who has bid, and the prizes each seat has won.
// Its cards are named by their tokens (P5 a prize, A5 a bid of seat 0's suit), as the engine's
// refusals and the CLI name them.
class GoofspielModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("goofspiel"); }
    bool present(const QJsonObject& observation, TableZones& zones) const override;
    const OptionWords* option(const QString& key) const override;
};

} // namespace paiju::gui
