#pragma once

#include "session/seat_agent.h"
#include "table/table_presenter.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <QWidget>
#include <algorithm>
#include <memory>

class QBoxLayout;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace paiju {
struct GameInfo;
namespace cards {
class CardFaces;
}
} // namespace paiju

namespace paiju::gui {

class HandWidget;
class TableView;

// One seat at a table, as every table window shows it: a slim top bar (the game, the hand, the
// status in one line, the window's buttons on the right), the painted table under it filling the
// window, and along the bottom edge the seat's band: the hint and the action bar over the hand. The
// log is a narrow rail on the right edge with the count of lines not read yet; a click on it (or
// toggleLog) opens it as a drawer over the table, and from 1600 px wide it is a column of its own.
// It is given one seat's view (never the full state) with the seats' names, and says which action
// the person chose. The windows around it add their own parts: the table at one screen its curtain,
// prompt, undo and save; the online table its chat and clocks; the replay its stepping.
//
// Sizes follow the window: hand cards are about a fifth of its height, the bar's row keeps its
// height whether it holds buttons or not, so nothing moves when actions come and go. What covers
// the band (a curtain between two people at one screen) covers the hand and the action bar only:
// the table keeps its size.
//
// The action bar keeps its places, right-aligned above the hand: the declining answer (pass, no
// bomb) on the left, then the actions that need no cards and every claim, each showing its key,
// its words and the cards it uses as small faces, then the play the selected cards make. Rows past
// the first grow upwards over the table and past three scroll; it never widens the window. Claims
// (chows with every 比, pungs, kongs) and Tichu's bombs are offered without selecting cards.
// Tichu's passing is done by placing: a card of the hand, then the seat it goes to.
class SeatPanel : public QWidget {
    Q_OBJECT
public:
    SeatPanel(const GameInfo& game, QWidget* parent = nullptr);
    ~SeatPanel() override;

    // Shows a seat's view. `names` name the seats; `bottom` is the seat drawn at the bottom;
    // `turn` says in the status line whose turn it is (empty: "your turn" or "waiting").
    // `plateNames`, when given, are drawn on the seat plates instead of `names`.
    void display(const session::SeatView& view, const QStringList& names, int bottom,
                 const QString& turn = {}, const QStringList& plateNames = {});
    const session::SeatView& view() const { return view_; }
    // The log: these events in words, and the table's own lines (`notes`, each after the
    // first `at` events). Keeps its place unless it followed the end.
    void showLog(const QJsonArray& events, const QList<QPair<int, QString>>& notes = {});
    // The hand picker above the log, for a table that keeps every hand's log: `hands` hands,
    // following the last one unless another was picked.
    void setLogHands(int hands);
    int pickedHand() const; // from 1; 0 when the picker is not used
    // A replay shows the seat, but nothing can be chosen.
    void setInteractive(bool on);
    // Offers the actions of the view again (after the selection changed, or the language).
    void refreshActions();
    // The hint line under the table (empty: the panel's own hint for the view).
    void setHint(const QString& text);

    TableView* tableView() const { return table_; }
    // The discard on offer while its claim windows' time runs (TableView::setOffer); when it is
    // the seat's own, the hand shows it gone. Taken at the next display().
    void setOffer(const OfferedCard& offer);
    HandWidget* hand() const { return hand_; }
    QLabel* status() const { return status_; }
    QListWidget* log() const { return log_; }
    QComboBox* logHand() const { return logHand_; }
    QList<QPushButton*> actionButtons() const;
    // Tichu's passing: the card placed for each of the three other seats (right, partner, left),
    // and the three places.
    QStringList placed() const { return placed_; }
    QList<QPushButton*> placeButtons() const;
    // Places the card (a token of the hand) for `seat`; an empty card takes it back.
    void place(int seat, const QString& card);

    // Where the windows add their own parts: the top bar (buttons after the status line), the
    // notes left of the action bar (clocks, the connection; hidden while Tichu's places take the
    // row), what covers the hand and the action
    // bar when shown (a curtain, a claim window's prompt: the band's size, or taller upwards over
    // the table when it needs it), the row under the band (stepping) and the side under the log
    // (chat).
    QHBoxLayout* topRow() const { return top_; }
    void addAboveHand(QWidget* widget);
    void addCover(QWidget* widget);
    QVBoxLayout* bottom() const { return below_; }
    QVBoxLayout* side() const { return side_; }

    // The log's drawer: open over the table, or a column from 1600 px wide.
    bool logOpen() const;
    void toggleLog();
    // The log's lines added since it was last in sight (and the lines of what a window added
    // under it, such as the chat).
    int unreadLog() const {
        return logColumn_ ? 0 : std::max(0, logCount_ - logSeen_) + sideUnread_;
    }
    QWidget* logRail() const { return rail_; }
    // The band along the bottom edge: the hint, the action bar and the hand.
    QWidget* band() const { return band_; }
    // The height of a hand card as the window's size asks for it.
    int handCardHeight() const;

signals:
    void chose(const QString& action);
    void logHandPicked();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    // L opens or closes the log's drawer, Esc closes it; other keys go on to the window.
    void keyPressEvent(QKeyEvent* event) override;

private:
    void fillPassing();
    void markHand();
    QString seatFor(int k) const; // the seat of place k (0 right, 1 partner, 2 left)
    QPixmap faces(const QList<QStringList>& groups, int height, const QString& ringed = {});
    int rowHeight() const;  // of the action bar
    int faceHeight() const; // of the cards in its buttons
    void fitActionBar();
    // The band's and the hand's heights for the window's size and the card size in Settings.
    void fitBand();
    // Places what floats over the rest: the action bar, the covers, the log's drawer or column.
    void placeOverlays();
    void updateRail();

    const GameInfo& game_;
    QString deck_;
    session::SeatView view_;
    QStringList names_;
    bool interactive_ = true;
    bool hintSet_ = false;
    QLabel* status_ = nullptr;
    TableView* table_ = nullptr;
    QLabel* hint_ = nullptr;
    HandWidget* hand_ = nullptr;
    OfferedCard offer_;
    QWidget* passing_ = nullptr; // Tichu's three places
    QList<QPushButton*> places_;
    QStringList placed_;   // by place: right, partner, left
    QSet<QString> elders_; // Hakka's stars
    QScrollArea* actionScroll_ = nullptr;
    QWidget* actionBar_ = nullptr;
    QLayout* actions_ = nullptr;
    QListWidget* log_ = nullptr;
    QComboBox* logHand_ = nullptr;
    QWidget* topBar_ = nullptr;
    QLabel* title_ = nullptr;      // the game's name
    QLabel* handNumber_ = nullptr; // "Hand 3"
    QHBoxLayout* top_ = nullptr;
    QVBoxLayout* column_ = nullptr;
    QWidget* band_ = nullptr;
    QWidget* barRow_ = nullptr; // the hint and the notes, left of the action bar
    QVBoxLayout* notes_ = nullptr;
    QWidget* windowNotes_ = nullptr; // what addAboveHand() added
    QVBoxLayout* below_ = nullptr;
    QVBoxLayout* side_ = nullptr;
    QWidget* sideWidget_ = nullptr; // the log and what the window adds under it
    QWidget* logSpace_ = nullptr;   // the column's place, from 1600 px wide
    QWidget* rail_ = nullptr;       // the log's rail, narrower
    QList<QWidget*> covers_;
    int barRowHeight_ = -1; // the buttons were made for it
    bool logColumn_ = false;
    bool drawerOpen_ = false;
    int logCount_ = 0;
    int logSeen_ = 0;
    int sideUnread_ = 0;          // lines added to the side's other lists while out of sight
    QList<QObject*> sideWatched_; // those lists' models
    std::unique_ptr<cards::CardFaces> faces_;
};

} // namespace paiju::gui
