#pragma once

// What the windows of online play show, read as the GUI tests compare it: whether the lobby lists
// a table, and the lines of a table's log; and a table hosted from the lobby to begin with. Header
// only: it is included by GUI tests alone.
#include "lobby/lobby_window.h"
#include "table/online_table.h"
#include "table/table_window.h"

#include <QListWidget>
#include <QStringList>
#include <QTest>

namespace paiju::test {

// Hosts a table server in the lobby's app (its bots playing at once unless the lobby says
// otherwise), creates a table of the game there and sits the lobby's player down at it: the
// table's window, or nullptr when one step failed (each step is given a minute: it ends as soon
// as it is done, and only a loaded machine waits longer).
inline gui::TableWindow* hostTable(gui::LobbyWindow& lobby, const QString& game, int seats) {
    QString error;
    if (lobby.botDelayMs < 0)
        lobby.botDelayMs = 0; // bots at once: the tests follow the play by its messages

    if (!lobby.host(0, false, &error)) {
        qWarning("cannot host: %s", qPrintable(error));
        return nullptr;
    }
    if (!QTest::qWaitFor([&] { return lobby.client().isReady(); }, 60000))
        return nullptr;
    lobby.createTable(game, seats);
    if (!QTest::qWaitFor([&] { return lobby.tableWindows().size() == 1; }, 60000))
        return nullptr;
    return lobby.tableWindows().first();
}

// Whether the lobby lists `table`, with seats of these kinds (joined by commas) unless empty.
inline bool hasTable(const gui::LobbyWindow& lobby, const QString& table,
                     const QString& seatKinds) {
    for (const protocol::LobbyEntry& t : lobby.lobby())
        if (t.table == table)
            return seatKinds.isEmpty() || t.seats.join(',') == seatKinds;
    return false;
}

// The lines of the table's log.
inline QString logText(const gui::TableWindow& table) {
    QStringList lines;
    for (int i = 0; i < table.log()->count(); ++i)
        lines << table.log()->item(i)->text();
    return lines.join('\n');
}

} // namespace paiju::test
