#pragma once

#include "games/game_module.h"

namespace paiju::gui {

// Hechi zipai in the app: the table picture, the small and big cards' names, a hand held in
// columns by number, the chows with their 比, the 油 of each meld and the table options.
class ZipaiModule : public GameModule {
public:
    QString id() const override { return QStringLiteral("zipai"); }
    bool present(const QJsonObject& observation, TableZones& zones) const override;
    QString cardName(const QString& token) const override;
    int rankKey(int type) const override;
    HandStyle handStyle() const override;
    int handSortKey(int rankKey) const override;
    std::optional<int> handGroup(const QString& token, int rankKey, int index) const override;
    int rulesCardHeight() const override { return 76; }
    std::optional<QString> actionText(const QString& verb, const QStringList& words,
                                      const TextContext& context,
                                      const QString& cards) const override;
    std::optional<QString> eventSentence(const QString& type, const QJsonObject& event,
                                         const TextContext& context) const override;
    const OptionWords* option(const QString& key) const override;
    std::optional<QString> choiceName(const QString& key, const QString& value) const override;
    MeldFields meldFields() const override;
    std::optional<QString> meldCaption(const QString& kind, const QStringList& cards, bool exposed,
                                       const QString& name) const override;
    std::optional<QString> claimValue(const QString& verb, const QStringList& words,
                                      const QList<QStringList>& groups) const override;
};

namespace presenters {
void zipai(const QJsonObject& observation, TableZones& zones);
}

} // namespace paiju::gui
