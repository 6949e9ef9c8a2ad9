#pragma once

#include "session/seat_agent.h"

#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <QStringList>
#include <QWidget>
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

// One seat at a table, as every table window shows it: the status line, the painted table, the
// hint, the seat's hand, the action bar and the log (with its hand picker). It is given one seat's
// view (never the full state) with the seats' names, and says which action the person chose. The
// windows around it add their own parts: the table at one screen its curtain, prompt, undo and
// save; the online table its chat and clocks; the replay its stepping.
//
// The action bar keeps its places: the declining answer (pass, no bomb) on the left, then the
// actions that need no cards and every claim, each showing the cards it uses as small faces,
// then the play the selected cards make. It wraps into rows and never widens the window. Claims
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

    // Where the windows add their own parts: the row of the status line (buttons after it), the
    // column between the hint and the hand (curtain, prompt, clocks), the row under the action
    // bar (stepping) and the side under the log (chat).
    QHBoxLayout* topRow() const { return top_; }
    void addAboveHand(QWidget* widget);
    QVBoxLayout* bottom() const { return below_; }
    QVBoxLayout* side() const { return side_; }

signals:
    void chose(const QString& action);
    void logHandPicked();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillPassing();
    void markHand();
    QString seatFor(int k) const; // the seat of place k (0 right, 1 partner, 2 left)
    QPixmap faces(const QList<QStringList>& groups, int height);
    int rowHeight() const; // of the action bar
    void fitActionBar();

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
    QWidget* passing_ = nullptr; // Tichu's three places
    QList<QPushButton*> places_;
    QStringList placed_;   // by place: right, partner, left
    QSet<QString> elders_; // Hakka's stars
    QScrollArea* actionScroll_ = nullptr;
    QWidget* actionBar_ = nullptr;
    QLayout* actions_ = nullptr;
    QListWidget* log_ = nullptr;
    QComboBox* logHand_ = nullptr;
    QHBoxLayout* top_ = nullptr;
    QVBoxLayout* column_ = nullptr;
    QVBoxLayout* below_ = nullptr;
    QVBoxLayout* side_ = nullptr;
    std::unique_ptr<cards::CardFaces> faces_;
};

} // namespace paiju::gui
