#pragma once

#include <QString>
#include <QStringList>

namespace paiju {
struct Replay;
}

namespace paiju::gui {

// The games kept for the player under QStandardPaths::AppDataLocation: the unfinished local game
// (kept after every action, so that Continue on the start page resumes it) and the last few
// finished ones, to be stepped through as replays. All are files in the replay format.

QString unfinishedGamePath();
bool hasUnfinishedGame();
// Writes the unfinished game; false when it cannot be written.
bool keepUnfinishedGame(const Replay& record);
void forgetUnfinishedGame();
// Keeps a finished game among the last ones (the oldest beyond `finishedGamesKept` go).
bool keepFinishedGame(const Replay& record);
// The finished games kept, the newest first.
QStringList finishedGames();
constexpr int finishedGamesKept = 5;

// Writes the record all or nothing (a failed save never leaves half a file); false and a reason
// when the file cannot be written.
bool writeReplay(const Replay& record, const QString& path, QString* error);

} // namespace paiju::gui
