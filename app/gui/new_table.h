#pragma once

#include <QString>
#include <QWidget>
#include <memory>

namespace paiju::gui {

// A table for `game` with the seats as listed ("human,bot,bot,bot"; empty: one person in seat 0,
// bots elsewhere), dealt from `seed`. nullptr and a reason when the request does not fit the game.
std::unique_ptr<QWidget> openTable(const QString& game, const QString& seats, quint64 seed,
                                   int botDelayMs, QString* error);

} // namespace paiju::gui
