#pragma once

#include "table/score_sheet.h"

#include <QString>
#include <QWidget>
#include <functional>

class QHBoxLayout;
class QPushButton;

namespace paiju::gui {

class SeatPanel;

// The buttons every table has above the felt, at one screen, online and in a replay alike: the
// menu (the log, the game's rules), the hand sorted by rank, and the score sheet. A table puts
// its own buttons (Save, Undo …) between the menu and the others with add().
class TableBar : public QWidget {
    Q_OBJECT
public:
    using Scores = std::function<ScoreSheet()>;
    TableBar(SeatPanel* panel, QString game, Scores scores, QWidget* parent);

    QPushButton* menu() const { return menu_; }
    QPushButton* sort() const { return sort_; }
    QPushButton* scores() const { return scores_; }
    void add(QPushButton* button);
    // Takes the hand's order from Settings (an open table follows every change).
    void applySettings();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    SeatPanel* panel_;
    QString game_;
    Scores sheet_;
    QHBoxLayout* own_ = nullptr; // the table's own buttons
    QPushButton* menu_ = nullptr;
    QPushButton* sort_ = nullptr;
    QPushButton* scores_ = nullptr;
};

} // namespace paiju::gui
