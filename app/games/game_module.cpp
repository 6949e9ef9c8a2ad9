#include "games/game_module.h"

namespace paiju::gui {

// Every answer of the base is the generic one: the caller goes on as for any game.

bool GameModule::present(const QJsonObject&, TableZones&) const {
    return false;
}

std::optional<int> GameModule::handGroup(const QString&, int, int) const {
    return std::nullopt;
}

std::optional<QString> GameModule::actionText(const QString&, const QStringList&,
                                              const TextContext&, const QString&) const {
    return std::nullopt;
}

std::optional<QStringList> GameModule::claimMeld(const QString&, const QStringList&,
                                                 const QString&) const {
    return std::nullopt;
}

std::optional<QString> GameModule::eventSentence(const QString&, const QJsonObject&,
                                                 const TextContext&) const {
    return std::nullopt;
}

const char* GameModule::eventWord(const QString&) const {
    return nullptr;
}

const OptionWords* GameModule::option(const QString&) const {
    return nullptr;
}

std::optional<QString> GameModule::choiceName(const QString&, const QString&) const {
    return std::nullopt;
}

std::optional<bool> GameModule::takenInOneClick(const QString&, const QString&,
                                                const session::SeatView&, const Deck&) const {
    return std::nullopt;
}

std::optional<GameModule::BeatenClaim> GameModule::beatenClaim(const QJsonArray&, int) const {
    return std::nullopt;
}

QString GameModule::mustDiscardHint(const session::SeatView&, const Deck&) const {
    return {};
}

bool GameModule::isBomb(const QString&, const QStringList&) const {
    return false;
}

std::optional<QString> GameModule::claimValue(const QString&, const QStringList&,
                                              const QList<QStringList>&) const {
    return std::nullopt;
}

std::optional<QString> GameModule::meldCaption(const QString&, const QStringList&, bool,
                                               const QString&) const {
    return std::nullopt;
}

std::optional<Cue> GameModule::cueOfEvent(const QString&) const {
    return std::nullopt;
}

} // namespace paiju::gui
