#pragma once

#include <QList>
#include <QString>
#include <QWidget>
#include <memory>

class QComboBox;
class QListWidget;
class QPushButton;

namespace paiju {
struct GameInfo;
struct Replay;
namespace client {
class TableClient;
}
namespace session {
class TableSession;
}
} // namespace paiju

namespace paiju::gui {

class HandWidget;
class LocalTable;
class OnlineTable;
class ReplayTable;
class SeatPanel;
class TableBar;
class TableSource;
class TableView;

// The one window every table opens in: a match at this screen with bots or several people, a
// seat (or the rail) at a table on a server, and a finished game stepped through. It holds what
// every table shows alike: the seat panel (the painted table, the hand, the action bar, the log;
// seat_panel.h), the bar above it (the menu, the hand's order, the score sheet; table_bar.h) and
// the action keys (action_keys.h). What the table is comes from its source (table_source.h):
// local(), online() or replay() is that source, the other two are null.
class TableWindow : public QWidget {
    Q_OBJECT
public:
    // A match at this screen: a person at each of `humanSeats` (several share the screen,
    // hotseat), bots elsewhere. `windowMs`: how long every claim window holds the table.
    TableWindow(std::unique_ptr<session::TableSession> session, const QList<int>& humanSeats,
                int windowMs, QWidget* parent = nullptr);
    // A table on a server, seen from `seat` (-1: the rail), through a connected client.
    TableWindow(client::TableClient& client, const QString& table, const GameInfo& game, int seat,
                QWidget* parent = nullptr);
    // A finished game (or any replay) step by step; nullptr and a reason when it does not apply.
    static std::unique_ptr<TableWindow> replayOf(const Replay& replay, QString* error);
    ~TableWindow() override;

    LocalTable* local() const;
    OnlineTable* online() const;
    ReplayTable* replay() const;

    SeatPanel* panel() const { return panel_; }
    HandWidget* hand() const;
    TableView* tableView() const;
    QListWidget* log() const;
    QComboBox* logHand() const; // the hand picker above the log
    // The menu, the hand's order and the score sheet; a source adds its own buttons to it.
    TableBar* bar() const { return bar_; }
    QList<QPushButton*> actionButtons() const;

protected:
    // Playing from the keyboard (action_keys.h): Enter takes the primary action, the digits the
    // actions in the order shown, P passes, Esc clears the selection; the source takes its own
    // keys first.
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class TableSource;
    // The frame of the table; the source made next fills it in.
    explicit TableWindow(const GameInfo& game, QWidget* parent = nullptr);

    SeatPanel* panel_ = nullptr;
    TableBar* bar_ = nullptr;
    TableSource* source_ = nullptr;
};

} // namespace paiju::gui
