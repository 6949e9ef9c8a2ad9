#include "table/score_sheet.h"

#include "dialogs/settings_dialog.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

ScoreSheet scoreSheetOf(const MatchLedger& ledger, const QStringList& names) {
    ScoreSheet sheet;
    sheet.names = names;
    sheet.totals = QList<int>(ledger.totals().begin(), ledger.totals().end());
    QList<int> start = sheet.totals; // what the totals were before every hand
    for (int h = 0; h < ledger.handsPlayed(); ++h) {
        const std::vector<int>& deltas = ledger.history()[std::size_t(h)].deltas;
        for (int s = 0; s < start.size() && s < int(deltas.size()); ++s)
            start[s] -= deltas[std::size_t(s)];
        sheet.hands.append({h + 1, QList<int>(deltas.begin(), deltas.end())});
    }
    sheet.start = start;
    return sheet;
}

QDialog* showScoreSheet(const ScoreSheet& sheet, QWidget* parent) {
    const int seats = int(std::max(sheet.names.size(), sheet.totals.size()));
    const auto nonzero = [](const QList<int>& points) {
        return std::any_of(points.begin(), points.end(), [](int p) { return p != 0; });
    };
    const QList<int> start = sheet.start.value_or(QList<int>(seats, 0));
    // What the rows leave of the totals: the hands this table did not see (and the start, when
    // it is not known).
    QList<int> unseen(seats, 0);
    for (int s = 0; s < seats; ++s) {
        unseen[s] = sheet.totals.value(s) - start.value(s);
        for (const auto& hand : sheet.hands)
            unseen[s] -= hand.second.value(s);
    }
    const bool startRow = nonzero(start);
    const bool unseenRow = nonzero(unseen);
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("score-sheet"));
    dialog->setWindowTitle(QCoreApplication::translate("paiju::gui::ScoreSheet", "Scores"));
    auto* layout = new QVBoxLayout(dialog);
    const int rowCount = int(sheet.hands.size()) + (startRow ? 1 : 0) + (unseenRow ? 1 : 0) + 1;
    auto* table = new QTableWidget(rowCount, seats, dialog);
    QStringList header;
    for (int s = 0; s < seats; ++s)
        header << (sheet.names.value(s).isEmpty()
                       ? QCoreApplication::translate("paiju::gui::ScoreSheet", "Seat %1").arg(s)
                       : sheet.names[s]);
    table->setHorizontalHeaderLabels(header);
    QStringList rows;
    int row = 0;
    const auto fill = [&](const QString& label, const QList<int>& points) {
        rows << label;
        for (int s = 0; s < seats; ++s) {
            auto* item = new QTableWidgetItem(QString::number(points.value(s)));
            item->setTextAlignment(Qt::AlignCenter);
            table->setItem(row, s, item);
        }
        ++row;
    };
    if (startRow)
        fill(QCoreApplication::translate("paiju::gui::ScoreSheet", "Start"), start);
    if (unseenRow)
        fill(sheet.start
                 ? QCoreApplication::translate("paiju::gui::ScoreSheet", "Earlier hands")
                 : QCoreApplication::translate("paiju::gui::ScoreSheet", "Start and earlier hands"),
             unseen);
    for (const auto& [hand, points] : sheet.hands)
        fill(QCoreApplication::translate("paiju::gui::ScoreSheet", "Hand %1").arg(hand), points);
    fill(QCoreApplication::translate("paiju::gui::ScoreSheet", "Total"), sheet.totals);
    table->setVerticalHeaderLabels(rows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch); // the seats share it
    layout->addWidget(table);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    fitToScreen(dialog, QStringLiteral("score-sheet"), QSize(560, 420));
    dialog->show();
    return dialog;
}

} // namespace paiju::gui
