#pragma once

#include "protocol/server_messages.h"

#include <QDialog>
#include <QWidget>

class QComboBox;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace paiju::client {
class TableClient;
}

namespace paiju::gui {

// A game's leaderboard as the server sent it: rank, name, rating (mu − 3 sigma) and matches.
class LeaderboardDialog : public QDialog {
    Q_OBJECT
public:
    explicit LeaderboardDialog(const protocol::Leaderboard& board, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

// The player's finished matches: when, which game and table, who sat where, the place and the
// rating's change. A match opens in the replay window (openReplay).
class MyGamesDialog : public QDialog {
    Q_OBJECT
public:
    explicit MyGamesDialog(const protocol::MyGames& games, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

signals:
    void openReplay(qint64 match);

private:
    QTableWidget* table_;
    QList<qint64> matches_;
};

// The lobby's row for rated play on the server it is connected to: a game, "Play now" (quick
// play, with bots after the wait chosen, or none), its leaderboard and "My games". It sends the
// requests itself and shows the answers; a match chosen in My games is fetched and opened in the
// replay window.
class RatedPlayBar : public QWidget {
    Q_OBJECT
public:
    explicit RatedPlayBar(client::TableClient& client, QWidget* parent = nullptr);

    void playNow();
    void showLeaderboard();
    void showMyGames();
    void openReplay(qint64 match);
    QString game() const;

private:
    void onMessage(const protocol::ServerMessage& message, const QJsonValue& id);

    client::TableClient& client_;
    QComboBox* game_;
    QSpinBox* wait_;
    QString replayText_; // the parts of a replay come one after another
    qint64 replayMatch_ = 0;
};

} // namespace paiju::gui
