#pragma once

#include <QString>
#include <QStringList>
#include <map>
#include <string>

namespace paiju::gui {

// How long bots wait before they act, so people can follow (Settings → Bot speed; QSettings
// "botDelay", milliseconds, default 600).
int savedBotDelay();
void saveBotDelay(int milliseconds);
// How long each claim window waits at a table with several people at the screen, for any of them
// to press for it (QSettings "claimWindowMs", milliseconds, default 3000). Against bots alone a
// window lasts half a bot's delay.
int savedClaimWindowMs();
void saveClaimWindowMs(int milliseconds);
// Whether a person whose only legal action is pass passes at once (Settings → Auto-pass;
// QSettings "autoPass", default on).
bool savedAutoPass();
void saveAutoPass(bool on);

// What a local table is made from: the game, who sits where, the table options, the deal's seed.
struct TableRequest {
    QString game;
    // "human", "easy", "bot" (normal) or "hard" per seat (botKindOfSeat); empty: one person in
    // seat 0, normal bots elsewhere
    QStringList kinds;
    QStringList names; // per seat; empty entries get "Player n" / "Bot n"
    std::map<std::string, std::string> options;
    quint64 seed = 0;
    int botDelayMs = savedBotDelay();
    // Actions played first by bots for every seat, the people's too (the command line's
    // --after: a picture of a hand in play).
    int playAhead = 0;
};

} // namespace paiju::gui
