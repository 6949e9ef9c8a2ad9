#pragma once

#include "table/score_sheet.h"

#include <QObject>

class QCloseEvent;
class QKeyEvent;

namespace paiju::gui {

class TableWindow;

// What a table window shows and where its moves go: a match played at this screen (LocalTable),
// a table on a server (OnlineTable) or a finished game stepped through (ReplayTable). The window
// is the same for all three (table_window.h); a source fills the window's seat panel with its
// views, adds what only it offers (the hotseat curtain and undo, chat and the turn clocks, the
// replay's controls) and hears the window's events through the hooks below.
class TableSource : public QObject {
    Q_OBJECT
public:
    // The source belongs to the window and lives as long as it.
    explicit TableSource(TableWindow& window);

    // Every settled hand and the totals, as far as this source knows them (the bar's Scores).
    virtual ScoreSheet scoreSheet() const = 0;
    // A key the source takes before the window's action keys; true when it was taken.
    virtual bool keyPressed(QKeyEvent* event);
    // The window is asked to close: ignoring the event keeps it open.
    virtual void closing(QCloseEvent* event);
    // The language changed: every text is made again.
    virtual void languageChanged();
    // A modal dialog blocks the window, or no longer does.
    virtual void windowBlocked(bool blocked);

    // The window the source shows its table in.
    TableWindow& window() const { return window_; }

private:
    TableWindow& window_;
};

} // namespace paiju::gui
