#pragma once

#include "session/table_session.h"

#include <QMap>
#include <QWidget>
#include <memory>

class QDialog;
class QLabel;
class QListWidget;
class QPushButton;
class QHBoxLayout;

namespace paiju::gui {

class HandWidget;
class TableView;
class LocalAgent;

// A first table for any game in the registry, built from what the engine offers every game: the
// seat's observation and its legal actions in the game's notation. The person's hand is shown
// face up; an action that names cards is offered once exactly those cards are selected; the
// others (pass, call, hu, declare …) are always offered when legal. Bots play the other seats.
//
// Several people may share the screen (hotseat). Then a hand is shown only to the person who must
// act, after a curtain ("Pass to … — click to show your hand") whenever that person changes; in a
// claim window where several of them may answer, each is asked in turn. While none of them must
// act, only what everybody may see is shown.
class TableWindow : public QWidget {
    Q_OBJECT
public:
    TableWindow(std::unique_ptr<session::TableSession> session, const QList<int>& humanSeats,
                QWidget* parent = nullptr);
    ~TableWindow() override;

    session::TableSession& session() { return *session_; }
    HandWidget* hand() const { return hand_; }
    TableView* tableView() const { return table_; }
    QList<QPushButton*> actionButtons() const;
    // The curtain between two people at one screen; clicking it shows the next person's hand.
    QPushButton* curtain() const { return curtain_; }
    int shownSeat() const { return shown_; } // whose hand is shown, -1 for nobody's
    // Writes the game so far (the replay format, with who is a person and who a bot); false and a
    // reason when the file cannot be written.
    bool saveTo(const QString& path, QString* error) const;
    // The cards an action names (its words that are card tokens of the game's deck).
    QStringList cardsOf(const QString& action) const;
    // Whether a seat whose only legal action is pass passes at once (Settings → Auto-pass); only
    // with one person at the screen.
    void setAutoPass(bool on) { autoPass_ = on; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate(); // the texts that refresh() does not make again
    // The hand just settled, explained: each seat's points and the score's lines.
    void showHandResult();
    // Every settled hand of the match, seat by seat, with the totals.
    void showScoreSheet();
    int seatToShow() const;

    std::unique_ptr<session::TableSession> session_;
    QMap<int, LocalAgent*> agents_; // one per person at the screen
    int shown_ = -1;
    bool autoPass_ = true;
    int handsShown_ = 0; // settled hands already summed up in the end-of-hand window
    QDialog* handResult_ = nullptr;
    bool curtainLifted_ = false;
    QPushButton* curtain_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* scores_ = nullptr;
    QPushButton* sort_ = nullptr;        // the hand by rank instead of by suit
    QPushButton* stepThrough_ = nullptr; // shown once the match is over
    QPushButton* undo_ = nullptr;        // only with one person at the screen
    HandWidget* hand_ = nullptr;
    QLabel* status_ = nullptr;
    TableView* table_ = nullptr;
    QLabel* hint_ = nullptr;
    QListWidget* log_ = nullptr;
    QWidget* actionBar_ = nullptr;
    QHBoxLayout* actions_ = nullptr;
};

} // namespace paiju::gui
