#pragma once

#include "fourcolor/fourcolor_game.h"
#include "games/game_module.h"

namespace paiju::gui {

// A claim event's declaration and the cards of the meld it laid, as the engine reads its text
// back (fourcolor::readClaim); empty for any other text.
struct FourColorClaim {
    fourcolor::Move::Type type;
    QStringList cards;
};
std::optional<FourColorClaim> readFourColorClaim(const QString& text);

// Four-color cards in the app: the table picture, the pieces' names by colour, the claims' melds
// and words, the hu of each meld at the end of a hand, and the colour-blind faces.
class FourColorModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("fourcolor"); }
    bool present(const QJsonObject& observation, TableZones& zones) const override;
    QString cardName(const QString& token) const override;
    int rankKey(int type) const override;
    HandStyle handStyle() const override;
    int rulesCardHeight() const override { return 96; }
    bool colourBlindFaces() const override { return true; }
    std::optional<QString> actionText(const QString& verb, const QStringList& words,
                                      const TextContext& context,
                                      const QString& cards) const override;
    std::optional<QStringList> claimMeld(const QString& verb, const QStringList& words,
                                         const QString& card) const override;
    std::optional<QString> eventSentence(const QString& type, const QJsonObject& event,
                                         const TextContext& context) const override;
    const OptionWords* option(const QString& key) const override;
    MeldFields meldFields() const override;
    std::optional<QString> meldCaption(const QString& kind, const QStringList& cards, bool exposed,
                                       const QString& name) const override;
    std::optional<BeatenClaim> beatenClaim(const QJsonArray& log, int seat) const override;
    std::optional<QString> claimValue(const QString& verb, const QStringList& words,
                                      const QList<QStringList>& groups) const override;
};

// Four-color cards of one colour, the colour named once: "red Chariot (俥), Horse (傌)",
// "紅俥傌"; empty when they are not of one colour.
QString fourColorSuitName(const QStringList& tokens);

namespace presenters {
void fourColor(const QJsonObject& observation, TableZones& zones);
}

} // namespace paiju::gui
