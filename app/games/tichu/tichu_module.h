#pragma once

#include "games/game_module.h"

namespace paiju::gui {

// Tichu in the app: its table picture, its words and card names, a hand held by rank, its bombs
// and its end-of-trick windows (the last chance to bomb).
class TichuModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("tichu"); }
    bool present(const QJsonObject& observation, TableZones& zones) const override;
    QString cardName(const QString& token) const override;
    int rankKey(int type) const override;
    HandStyle handStyle() const override;
    std::optional<int> handGroup(const QString& token, int rankKey, int index) const override;
    std::optional<QString> actionText(const QString& verb, const QStringList& words,
                                      const TextContext& context,
                                      const QString& cards) const override;
    std::optional<QString> eventSentence(const QString& type, const QJsonObject& event,
                                         const TextContext& context) const override;
    const char* eventWord(const QString& type) const override;
    const OptionWords* option(const QString& key) const override;
    std::optional<bool> takenInOneClick(const QString& verb, const QString& action,
                                        const session::SeatView& view,
                                        const Deck& deck) const override;
    bool isBomb(const QString& action, const QStringList& cards) const override;
    // No bomb at the end of a trick, no Grand Tichu.
    bool declines(const QString& action) const override;
    // Tichu and Grand Tichu: 100 and 200 points.
    bool isCall(const QString& action) const override;
    QString handNumberField() const override { return QStringLiteral("round"); }
    bool windowsAreForBombs() const override { return true; }
    double costlyLoss() const override { return 5; }
    bool winsAsATeam() const override { return true; }
    std::optional<Cue> cueOfEvent(const QString& type) const override;
};

// A Tichu rank as its cards print it: 2…10, J, Q, K, A (1 for the Mah Jong).
QString tichuRank(int rank);
// Whether the cards make a Tichu bomb: four of a rank, or a straight flush.
bool isTichuBomb(const QStringList& cards);

namespace presenters {
void tichu(const QJsonObject& observation, TableZones& zones);
}

} // namespace paiju::gui
