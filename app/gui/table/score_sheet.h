#pragma once

#include "core/match_ledger.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>

class QDialog;
class QWidget;

namespace paiju::gui {

// A match's scores as a sheet: the points each seat started with where a game gives any
// (four-color's 10 a player), a row for each settled hand the table saw, seat by seat, and the
// totals. A table that did not see every hand (one joined online mid-match) sums the rest up in
// one row, so that each column adds up to its total.
struct ScoreSheet {
    QStringList names;                       // by seat
    std::optional<QList<int>> start;         // unknown to a table joined mid-match
    QList<std::pair<int, QList<int>>> hands; // the hand's number (from 1), each seat's points
    QList<int> totals;
};

// The sheet of a whole match from its ledger: every hand, and the start the totals imply.
ScoreSheet scoreSheetOf(const MatchLedger& ledger, const QStringList& names);

// Opens the sheet over `parent`; it goes when closed.
QDialog* showScoreSheet(const ScoreSheet& sheet, QWidget* parent);

} // namespace paiju::gui
