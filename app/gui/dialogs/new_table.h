#pragma once

#include "settings/app_settings.h"

#include <QString>
#include <QStringList>
#include <map>
#include <string>

namespace paiju::gui {

// What a local table is made from: the game, who sits where, the table options, the deal's seed.
struct TableRequest {
    QString game;
    // "human", "easy", "bot" (normal) or "hard" per seat (botKindOfSeat); empty: one person in
    // seat 0, normal bots elsewhere
    QStringList kinds;
    QStringList names; // per seat; empty entries get "Player n" / "Bot n"
    std::map<std::string, std::string> options;
    quint64 seed = 0;
    int botDelayMs = settings::botDelayMs();
    // Actions played first by bots for every seat, the people's too (the command line's
    // --after: a picture of a hand in play).
    int playAhead = 0;
};

} // namespace paiju::gui
