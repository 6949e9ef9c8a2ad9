#pragma once

#include "session/table_session.h"
#include "table/table_presenter.h"
#include "table/table_source.h"

#include <QElapsedTimer>
#include <QMap>
#include <QSet>
#include <QTimer>
#include <memory>

class QComboBox;
class QDialog;
class QFrame;
class QLabel;
class QListWidget;
class QPushButton;
class QKeyEvent;
class QCloseEvent;
class QHBoxLayout;

namespace paiju::gui {

class HandResultPanel;
class HandWidget;
class SeatPanel;
class TableBar;
class TableHints;
class TableView;
class TableWindow;
class LocalAgent;

// A first table for any game in the registry, built from what the engine offers every game: the
// seat's observation and its legal actions in the game's notation, shown by the seat panel
// (seat_panel.h): the person's hand face up, claims offered in one click, a play once its cards
// are selected. Bots play the other seats; against them a claim window that asks the person
// declines for them after a countdown (setAutoDecline).
//
// Several people may share the screen (hotseat). Then a hand is shown only to the person who must
// act, after a curtain ("Pass to … — click to show your hand") whenever that person changes. While
// none of them must act, only what everybody may see is shown. Who may answer a claim window (or
// bomb at the end of a Tichu trick) is secret, so no curtain is raised for it: every window shows
// the same prompt with its countdown and a button per person ("Bob: I want it"). Only a person who
// presses gets the curtain and the window's choices; when the time is up, everybody else at the
// screen has declined. Nor is a turn ever passed for a person here: whether pass was all the hand
// allowed would show.
//
// It opens in a table window (TableWindow's constructor for a session), and adds Save, Undo and
// Step through to the window's bar.
class LocalTable : public TableSource {
    Q_OBJECT
public:
    // `windowMs`: how long every claim window holds the table (TableSession::setWindowHold), and
    // with several people at the screen the time each of them has to press for it.
    LocalTable(TableWindow& window, std::unique_ptr<session::TableSession> session,
               const QList<int>& humanSeats, int windowMs);
    ~LocalTable() override;

    session::TableSession& session() { return *session_; }
    // The end-of-hand panel, null before the first hand ends.
    HandResultPanel* handResult() const { return resultPanel_; }
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
    bool autoPass() const { return autoPass_; }
    // With one person at the screen: how long a claim window (or Tichu's last chance to bomb)
    // that asks them waits before the table declines for them, with a countdown; 0 waits for
    // them (the default, also of Settings). Several people have the windows' prompt instead.
    void setAutoDecline(int ms);
    int autoDecline() const { return autoDeclineMs_; }
    // The countdown shown meanwhile.
    QLabel* declineCountdown() const { return declineClock_; }
    // Keeps the game for the player (saved_games.h) after every action, as the unfinished game
    // until the match is over, then among the finished ones; closing before the end asks whether
    // to save. Off by default (tests and the command line's tables keep nothing).
    void setKeepUnfinished(bool on);
    // Takes what Settings says now: claim time, declining, bot speed, animations, auto-pass. An
    // open table follows every change (settings::Changes).
    void applySettings();
    // The claim window's time with several people at the screen (windowMs at first).
    int windowMs() const { return windowMs_; }
    // The coach's hints for the person shown (the Hint button, key H).
    TableHints* hints() const { return hints_; }
    // Opens the coach's review of the hand just settled for the person at the screen (the
    // end-of-hand panel's Review).
    void reviewHand();
    // The table as the hand just over ended, shown while its result is read; version 0 when the
    // table shows the game in play.
    const session::SeatView& ending() const { return ending_; }

    // Every settled hand of the match, seat by seat, with the totals.
    ScoreSheet scoreSheet() const override;
    // With the curtain down Enter lifts it, and in a claim window's prompt the digits press for
    // each person; the window's action keys do the rest.
    bool keyPressed(QKeyEvent* event) override;
    // Closing a match that is not over asks whether to save it.
    void closing(QCloseEvent* event) override;
    // Every text of the table is made again; the game goes on.
    void languageChanged() override;
    // The bots wait while a modal dialog (Save…, Settings) is open.
    void windowBlocked(bool blocked) override;

private:
    void refresh();
    void scheduleKeep();
    void keepGame();
    void retranslate(); // the texts that refresh() does not make again
    // The hand just settled, explained: each seat's points and the score's lines. It opens once
    // the table has shown the hand's end (openResultWhenShown).
    void showHandResult();
    // A hand was settled: the table shows how it ended (the true stock, the last plays, no
    // claim bar), and the result opens when that has been shown.
    void handOver();
    // Bots wait while the picture moves cards or a modal dialog is open
    // (TableSession::setAgentsWait); the result of a hand waits for the picture too.
    void pictureChanged();
    bool cardsMoving() const;
    void playAgain();
    int seatToShow() const;
    void take(const QString& action); // the person shown chose it
    void updateDecline();
    void stopDecline();
    void tickDecline();
    bool hotseat() const { return agents_.size() > 1; }
    // The person alone at the screen, or -1 with several people or none (bots alone): whose
    // eyes the ends of hands and the log of earlier hands are shown for.
    int soloPerson() const { return hotseat() || agents_.isEmpty() ? -1 : agents_.firstKey(); }
    // Tichu's windows are last chances to bomb at the end of a trick, not claims on a discard.
    bool windowsAreForBombs() const;
    // The seat's latest view was shown before its own latest action: it asks nothing any more.
    bool answered(int seat) const { return acted_.contains(seat); }
    // The seat is asked in the claim window open now and may decline it; with several people at
    // the screen the table answers that for whoever did not press in time. A seat the window
    // asks that may not decline (it must take the card) is not: it is shown its hand to choose,
    // once the window's time is up.
    bool askedInWindow(int seat) const;
    // What everybody may see: while windows' time runs, the view from before them, as the session
    // shows spectators (a window nobody could answer is already closed in the state).
    const session::SeatView& publicView() const;

    // The windows an action opened: each gets its time, one after the other. `before` is what
    // the table shows meanwhile, `action` the one that opened them.
    void queueWindows(int count, const session::SeatView& before, const Replay::Action* action);
    void advanceWindows();
    bool slotsOver() const; // the time of the windows queued so far
    bool windowTimeRuns() const;
    void scheduleWindowTimer();
    void onWindowTimer();
    void windowTimeUp();
    // Declines the window for every person at the screen it asks who did not press for it.
    void declineForTheSilent();
    void press(int seat);
    void pressDone();
    void updatePrompt();

    std::unique_ptr<session::TableSession> session_;
    QMap<int, LocalAgent*> agents_; // one per person at the screen
    int shown_ = -1;
    bool autoPass_ = true;
    bool keepUnfinished_ = false;
    bool keepScheduled_ = false;
    bool finishedKept_ = false;
    int handsShown_ = 0;         // settled hands already summed up in the end-of-hand window
    bool resultPending_ = false; // a hand is over; its result opens once the table shows its end
    session::SeatView ending_;   // the table as that hand ended (TableSession::handEndView)
    bool blocked_ = false;       // a modal dialog is open
    QDialog* handResult_ = nullptr;
    HandResultPanel* resultPanel_ = nullptr;
    bool curtainLifted_ = false;
    QPushButton* curtain_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* stepThrough_ = nullptr; // shown once the match is over
    QPushButton* undo_ = nullptr;        // only with one person at the screen
    SeatPanel* panel_ = nullptr;
    HandWidget* hand_ = nullptr; // the panel's
    TableHints* hints_ = nullptr;
    bool pressedForNothing_ = false;
    // Declining for a person alone at the screen (setAutoDecline).
    int autoDeclineMs_ = 0;
    quint64 declineFor_ = 0;     // the version of the view whose question is counted down
    qint64 declineDeadline_ = 0; // on clock_
    QTimer declineTimer_;
    QLabel* declineClock_ = nullptr;

    // Claim windows with several people at the screen. The windows that follow one another
    // without a turn in between are shown as one run of prompts, each window with its own time.
    int windowMs_ = 0;
    int windowsSeen_ = 0;      // GameState::windowsOpened() at the last change
    QSet<int> acted_;          // people whose view predates their own latest action
    bool windowOpen_ = false;  // from the first window's prompt to the end of the last one's time
    int slot_ = 0;             // the window whose time runs, from 0
    int slotsLeft_ = 0;        // windows whose time has not ended, that one included
    qint64 slotEnd_ = 0;       // when its time ends, on the session's clock
    int discarder_ = -1;       // who opened the first window with a discard, and the card
    QString discard_;          // (public, so the prompt names it)
    session::SeatView before_; // the public view when the first window opened
    int presser_ = -1;         // the person who pressed and is deciding
    session::SeatView pressedView_; // what they were shown then
    qint64 timeLeft_ = 0;           // of the window's time then
    bool timingOut_ = false;
    QElapsedTimer clock_; // of a person's own decline countdown
    // The windows' countdown keeps the session's clock, so that the window's time ends in the same
    // instant as the session's hold: a table that waited for its own countdown after the hold
    // ended (whenever a person could have claimed) would start the next window later.
    session::Timer windowTimer_;
    qint64 tableNow() const { return session_->clock()->now(); }
    QFrame* prompt_ = nullptr; // "claim-window"; a button "press-<seat>" per person
    QLabel* promptText_ = nullptr;
    QLabel* countdown_ = nullptr;
    QMap<int, QPushButton*> pressButtons_;
    // With one person at the screen: the discard whose windows the session holds now, and the
    // version of the person's view it is shown over.
    OfferedCard soloOffer_;
    quint64 soloOfferOver_ = 0;
};

} // namespace paiju::gui
