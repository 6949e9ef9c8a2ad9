#pragma once

#include "games/game_module.h"

namespace paiju::gui {

// Hakka cards in the app: the table picture, the cards' names, the calls and declarations, the
// face-down discards and the cards won in tricks.
class HakkaModule : public GameModule {
public:
    double costlyLoss() const override { return 0.25; }
    QString id() const override { return QStringLiteral("hakka"); }
    bool present(const QJsonObject& observation, TableZones& zones) const override;
    QString cardName(const QString& token) const override;
    int rankKey(int type) const override;
    std::optional<QString> actionText(const QString& verb, const QStringList& words,
                                      const TextContext& context,
                                      const QString& cards) const override;
    std::optional<QString> eventSentence(const QString& type, const QJsonObject& event,
                                         const TextContext& context) const override;
    const OptionWords* option(const QString& key) const override;
    std::optional<bool> takenInOneClick(const QString& verb, const QString& action,
                                        const session::SeatView& view,
                                        const Deck& deck) const override;
    QString mustDiscardHint(const session::SeatView& view, const Deck& deck) const override;
    // A bid: a dealer who calls keeps the deal, any other caller plays with the privilege and
    // pays for both losers if he fails (§4, §10). Enter passes instead.
    bool isCall(const QString& action) const override { return action == QLatin1String("call"); }
    MeldFields meldFields() const override;
    std::optional<Cue> cueOfEvent(const QString& type) const override;
};

namespace presenters {
void hakka(const QJsonObject& observation, TableZones& zones);
}

} // namespace paiju::gui
