#pragma once

// What the windows of online play show, read as the GUI tests compare it: whether the lobby lists
// a table, and the lines of a table's log. Header only: it is included by GUI tests alone.
#include "lobby/lobby_window.h"
#include "table/online_table_window.h"

#include <QListWidget>
#include <QStringList>

namespace paiju::test {

// Whether the lobby lists `table`, with seats of these kinds (joined by commas) unless empty.
inline bool hasTable(const gui::LobbyWindow& lobby, const QString& table,
                     const QString& seatKinds) {
    for (const protocol::LobbyEntry& t : lobby.lobby())
        if (t.table == table)
            return seatKinds.isEmpty() || t.seats.join(',') == seatKinds;
    return false;
}

// The lines of the table's log.
inline QString logText(const gui::OnlineTableWindow& table) {
    QStringList lines;
    for (int i = 0; i < table.log()->count(); ++i)
        lines << table.log()->item(i)->text();
    return lines.join('\n');
}

} // namespace paiju::test
