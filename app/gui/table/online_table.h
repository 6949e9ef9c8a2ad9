#pragma once

#include "protocol/server_messages.h"
#include "session/seat_agent.h"
#include "table/table_presenter.h"
#include "table/table_source.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QMap>
#include <QPointer>
#include <QSet>
#include <QTimer>

class QDialog;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace paiju {
struct GameInfo;
namespace client {
class TableClient;
}
} // namespace paiju

namespace paiju::gui {

class HandResultPanel;
class HandWidget;
class SeatPanel;
class TableView;
class TableWindow;

// A table on a server, seen from one seat (or from the rail, seat -1): everything it shows comes
// from the server's `view` messages, and every action goes back as an `act` message. Chat runs
// beside the log. It opens in a table window (TableWindow's constructor for a client).
class OnlineTable : public TableSource {
    Q_OBJECT
public:
    OnlineTable(TableWindow& window, client::TableClient& client, const QString& table,
                const GameInfo& game, int seat);

    const QString& table() const { return table_; }
    int seat() const { return seat_; }
    const session::SeatView& view() const { return view_; }
    int viewsReceived() const { return views_; }
    QLineEdit* chatLine() const { return chatLine_; }
    // The quick phrases, one click each, in the window's language.
    QList<QPushButton*> quickPhrases() const;
    // Chat from a muted seat (-1: the spectators) is not shown.
    void setMuted(int seat, bool muted);
    bool isMuted(int seat) const { return muted_.contains(seat); }
    QListWidget* chat() const { return chat_; }
    // What was said at the table before this window opened (a window opened again to go back
    // to one's seat), shown before the lines said since.
    void showEarlierChat(const QStringList& lines);
    // The names by seat, as the lobby lists them; they change as people sit down or bots come.
    void setSeatNames(const QStringList& names);
    const QStringList& seatNames() const { return names_; }
    // The shown rating of each seat's player at a rated table (nullopt: none), on the plates.
    void setSeatRatings(const QList<std::optional<double>>& ratings);
    QStringList plateNames() const; // the names the plates show
    // The result of the hand just over, or of the match, shown when it ends; null before.
    QDialog* handResult() const { return handResult_; }
    // Its content, the panel every table shows (with the countdown to the next deal online).
    HandResultPanel* resultPanel() const { return resultPanel_; }
    // The countdown of the turn of the seat to act, shown while the server's turn timer runs,
    // and of a claim window while its time runs.
    QLabel* turnClock() const { return clock_; }
    QPushButton* waitButton() const { return wait_; }
    // The seats a stand-in bot plays now, as the server told.
    const QSet<int>& standIns() const { return standIns_; }
    // Shown while a stand-in plays this seat: its "I'm back" button takes the seat back.
    QWidget* standInBar() const { return standInBar_; }
    // The hands settled while this window was open, and the match's totals.
    ScoreSheet scoreSheet() const override;

signals:
    // A line of chat was shown (for the lobby to keep it when the window closes).
    void chatShown(const QString& line);

private:
    void onMessage(const protocol::ServerMessage& message);
    void refresh();
    void updateClock();
    void setStandIn(int seat, bool playing);
    QString nameOf(int seat) const;
    // Marks in the log the moves a stand-in made between the last view and this one.
    void noticeStandInMoves(const QJsonObject& observation);
    // Notices a hand or the match ending between the last view and this one.
    void noticeEndings(const QJsonObject& observation);
    void showResult(const QString& title, const QList<int>& deltas, const QJsonArray& totals,
                    const QJsonArray& log, const QStringList& lines, bool matchOver = false);

    QPointer<client::TableClient> client_;
    QString table_;
    const GameInfo& game_;
    int seat_;
    session::SeatView view_;
    int views_ = 0;
    SeatPanel* panel_ = nullptr;
    QLabel* connection_ = nullptr;
    QStringList names_;
    QList<std::optional<double>> ratings_;
    HandWidget* hand_ = nullptr; // the panel's
    QListWidget* chat_ = nullptr;
    QLineEdit* chatLine_ = nullptr;
    QWidget* phrases_ = nullptr;
    QPushButton* mute_ = nullptr;
    QSet<int> muted_;
    QLabel* clock_ = nullptr;
    QPushButton* wait_ = nullptr; // more time in a claim window, once per window
    bool waited_ = false;         // pressed in the window that runs
    // The server's deadline for this seat's action: it sends what is left of the turn with each
    // view, so the countdown here ends when the server's timer does.
    QDeadlineTimer deadline_;
    bool timed_ = false;
    // Another seat's turn timer, as the server's `clock` message told; -1: none runs.
    int otherSeat_ = -1;
    QDeadlineTimer otherDeadline_;
    // The server's end of the claim window whose time runs; all clients count down the same.
    QDeadlineTimer windowDeadline_;
    bool windowed_ = false;
    QSet<int> standIns_;
    bool connected_ = true; // false from a lost connection until the client is welcomed again
    QWidget* standInBar_ = nullptr;
    // Lines of the table's own in the log (a stand-in came or went), after the first `at` events
    // of the hand `hand`; the log shows those of the hand in play.
    struct Note {
        QString hand;
        int at;
        QString text;
    };
    QList<Note> notes_;
    QDialog* handResult_ = nullptr;
    HandResultPanel* resultPanel_ = nullptr;
    bool resultWaits_ = false; // for the table to show the last moves
    int handShown_ = -1;       // the hand (or Tichu round) of the last view; -1: none yet
    QJsonArray lastScores_;    // the totals of the last view
    bool matchShown_ = false;
    int handOverShown_ = -1; // the hand the server's hand-over message summed up
    QTimer tick_;
    // The discard a `window` named, on offer until the next view.
    OfferedCard offer_;
    QMap<int, QList<int>> handsSeen_; // each settled hand's points by seat, by the hand's number
    std::optional<QList<int>> start_; // the scores the match began with, when seen
};

} // namespace paiju::gui
