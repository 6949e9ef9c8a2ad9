#include "table/table_window.h"

#include "io/registry.h"
#include "session/table_session.h"
#include "table/action_keys.h"
#include "table/hand_widget.h"
#include "table/local_table.h"
#include "table/online_table.h"
#include "table/replay_table.h"
#include "table/seat_panel.h"
#include "table/table_bar.h"

#include <QCloseEvent>
#include <QKeyEvent>
#include <QVBoxLayout>
#include <utility>

namespace paiju::gui {

TableWindow::TableWindow(const GameInfo& game, QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0); // the table reaches the window's edges
    panel_ = new SeatPanel(game, this);
    layout->addWidget(panel_);
    bar_ = new TableBar(
        panel_, QString::fromStdString(game.id),
        [this] { return source_ ? source_->scoreSheet() : ScoreSheet{}; }, this);
    panel_->topRow()->addWidget(bar_);
}

TableWindow::TableWindow(std::unique_ptr<session::TableSession> session,
                         const QList<int>& humanSeats, int windowMs, QWidget* parent)
    : TableWindow(session->game(), parent) {
    new LocalTable(*this, std::move(session), humanSeats, windowMs);
}

TableWindow::TableWindow(client::TableClient& client, const QString& table, const GameInfo& game,
                         int seat, QWidget* parent)
    : TableWindow(game, parent) {
    new OnlineTable(*this, client, table, game, seat);
}

std::unique_ptr<TableWindow> TableWindow::replayOf(const Replay& replay, QString* error) {
    auto states = ReplayTable::positions(replay, error);
    if (states.empty())
        return nullptr;
    std::unique_ptr<TableWindow> window(new TableWindow(*findGame(replay.game)));
    new ReplayTable(*window, replay, std::move(states));
    return window;
}

// The source goes first: its last acts (keeping the game) may still read the panel.
TableWindow::~TableWindow() {
    delete std::exchange(source_, nullptr);
}

LocalTable* TableWindow::local() const {
    return qobject_cast<LocalTable*>(source_);
}

OnlineTable* TableWindow::online() const {
    return qobject_cast<OnlineTable*>(source_);
}

ReplayTable* TableWindow::replay() const {
    return qobject_cast<ReplayTable*>(source_);
}

HandWidget* TableWindow::hand() const {
    return panel_->hand();
}

TableView* TableWindow::tableView() const {
    return panel_->tableView();
}

QListWidget* TableWindow::log() const {
    return panel_->log();
}

QComboBox* TableWindow::logHand() const {
    return panel_->logHand();
}

QList<QPushButton*> TableWindow::actionButtons() const {
    return panel_->actionButtons();
}

void TableWindow::keyPressEvent(QKeyEvent* event) {
    if (source_ && source_->keyPressed(event))
        return;
    if (event->key() == Qt::Key_Escape) {
        hand()->clearSelection();
        return;
    }
    if (!pressActionKey(event, actionButtons()))
        QWidget::keyPressEvent(event);
}

void TableWindow::closeEvent(QCloseEvent* event) {
    event->accept(); // unless the source keeps the window open
    if (source_)
        source_->closing(event);
}

void TableWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && source_)
        source_->languageChanged();
    QWidget::changeEvent(event);
}

// A modal dialog (Save…, Settings) blocks the window: a local table's bots wait meanwhile.
bool TableWindow::event(QEvent* event) {
    if ((event->type() == QEvent::WindowBlocked || event->type() == QEvent::WindowUnblocked) &&
        source_)
        source_->windowBlocked(event->type() == QEvent::WindowBlocked);
    return QWidget::event(event);
}

} // namespace paiju::gui
