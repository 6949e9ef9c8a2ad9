#pragma once

#include "dialogs/new_table.h"
#include "io/replay.h"

#include <QString>
#include <memory>

namespace paiju::gui {

class TableWindow;

// Opening a table window is the table's part (it builds the session and the window); what a
// request holds and the remembered settings belong to the dialogs that make it.
// A table window for the request; nullptr and a reason when it does not fit the game.
std::unique_ptr<TableWindow> openTable(const TableRequest& request, QString* error);
// A saved game or a replay, resumed where it stopped: its actions are replayed, then the people
// and bots of its `players` (default: a person in seat 0, bots elsewhere) play on. A finished
// game opens as a replay (TableWindow::replayOf), to be stepped through.
std::unique_ptr<TableWindow> openSavedTable(const Replay& replay, int botDelayMs, QString* error);
// The same from a file; nullptr and a reason when it cannot be read or does not apply.
std::unique_ptr<TableWindow> openSavedFile(const QString& path, int botDelayMs, QString* error);
// The same from the command line's --seats list ("human,bot,bot,bot").
std::unique_ptr<TableWindow> openTable(const QString& game, const QString& seats, quint64 seed,
                                       int botDelayMs, QString* error);

} // namespace paiju::gui
