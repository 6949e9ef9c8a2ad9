#pragma once

#include "session/table_session.h"

#include <QWidget>
#include <memory>

class QLabel;
class QListWidget;
class QPushButton;
class QHBoxLayout;

namespace paiju::gui {

class HandWidget;
class LocalAgent;

// A first table for any game in the registry, built from what the engine offers every game: the
// seat's observation and its legal actions in the game's notation. The person's hand is shown
// face up; an action that names cards is offered once exactly those cards are selected; the
// others (pass, call, hu, declare …) are always offered when legal. Bots play the other seats.
class TableWindow : public QWidget {
    Q_OBJECT
public:
    TableWindow(std::unique_ptr<session::TableSession> session, int humanSeat,
                QWidget* parent = nullptr);
    ~TableWindow() override;

    session::TableSession& session() { return *session_; }
    HandWidget* hand() const { return hand_; }
    QList<QPushButton*> actionButtons() const;
    // The cards an action names (its words that are card tokens of the game's deck).
    QStringList cardsOf(const QString& action) const;

private:
    void refresh();

    std::unique_ptr<session::TableSession> session_;
    LocalAgent* agent_ = nullptr;
    HandWidget* hand_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* table_ = nullptr;
    QLabel* hint_ = nullptr;
    QListWidget* log_ = nullptr;
    QWidget* actionBar_ = nullptr;
    QHBoxLayout* actions_ = nullptr;
};

} // namespace paiju::gui
