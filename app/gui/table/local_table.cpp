#include "table/local_table.h"

#include "games/catalog.h"
#include "session/bot_agent.h"
#include "session/observed.h"
#include "settings/app_settings.h"
#include "table/action_keys.h"
#include "table/hand_result_panel.h"
#include "table/hand_widget.h"
#include "table/local_agent.h"
#include "table/open_table.h"
#include "table/review_dialog.h"
#include "table/saved_games.h"
#include "table/seat_panel.h"
#include "table/table_bar.h"
#include "table/table_hints.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/card_names.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFrame>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

namespace paiju::gui {

namespace {

// A name typed without ".json" gets it, so that Open (which lists *.json) finds the file.
QString withJsonSuffix(const QString& path) {
    if (path.isEmpty() || path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return path;
    return path + QStringLiteral(".json");
}

} // namespace

LocalTable::LocalTable(TableWindow& window, std::unique_ptr<session::TableSession> session,
                       const QList<int>& humanSeats, int windowMs)
    : TableSource(window), session_(std::move(session)), handsShown_(session_->handsPlayed()),
      windowMs_(std::max(0, windowMs)) {
    panel_ = window.panel();
    hand_ = panel_->hand();
    save_ = new QPushButton(&window);
    save_->setObjectName(QStringLiteral("save"));
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = withJsonSuffix(QFileDialog::getSaveFileName(
            &this->window(), tr("Save the game"), QString(), tr("Paiju games (*.json)")));
        QString error;
        if (!path.isEmpty() && !saveTo(path, &error))
            QMessageBox::warning(&this->window(), tr("Save the game"),
                                 tr("The game could not be saved: %1").arg(error));
    });
    window.bar()->add(save_);
    // Taking an action back is fair only against bots: with several people at the screen it
    // would take back someone else's turn too.
    if (humanSeats.size() == 1) {
        undo_ = new QPushButton(&window);
        undo_->setObjectName(QStringLiteral("undo"));
        connect(undo_, &QPushButton::clicked, this, [this, seat = humanSeats.front()] {
            QString error;
            if (!session_->undo(seat, &error))
                panel_->setHint(tr("Nothing to undo."));
        });
        window.bar()->add(undo_);
    }
    // Once the match is over, it can be gone through again from any seat.
    stepThrough_ = new QPushButton(&window);
    stepThrough_->setObjectName(QStringLiteral("step-through"));
    stepThrough_->hide();
    connect(stepThrough_, &QPushButton::clicked, this, [this] {
        QString error;
        auto replay = TableWindow::replayOf(session_->record(), &error);
        if (!replay)
            return;
        replay->setAttribute(Qt::WA_DeleteOnClose);
        replay->resize(this->window().size());
        replay->show();
        replay.release(); // it deletes itself when closed
    });
    window.bar()->add(stepThrough_);
    // The coach's hint for whoever is shown and must act: what that person sees, nothing else.
    const auto hintKey = [this]() -> QString {
        const LocalAgent* agent = shown_ >= 0 ? agents_.value(shown_) : nullptr;
        // Nothing to hint where the only choice is made for the person (auto-pass).
        if (!agent || !curtainLifted_ || !agent->view().awaited || answered(shown_) ||
            agent->view().legal.size() < 2 || pressedForNothing_ ||
            (ending_.version != 0 && session_->pausedAtHandEnd()))
            return {};
        // The same decision while others act meanwhile (Tichu's passing, a claim window): the
        // seat, the hand, its cards and what it may do.
        const QStringList cards = session::Observed(agent->view().observation).hand(shown_);
        return QStringLiteral("%1/%2/%3/%4")
            .arg(shown_)
            .arg(session_->handsPlayed())
            .arg(agent->view().legal.join(QLatin1Char('|')), cards.join(QLatin1Char(' ')));
    };
    hints_ = new TableHints(
        session_->game(), panel_,
        [this, hintKey] {
            HintPosition position;
            position.key = hintKey();
            position.context = {QString::fromStdString(session_->game().deck->id()),
                                session_->record().seatNames, shown_, panel_->view().observation};
            if (position.key.isEmpty())
                return position;
            position.seat = shown_;
            position.state = session_->coachCopy(shown_);
            position.seed = deriveSeed(session_->record().seed,
                                       session_->record().actions.size() * 8 + std::size_t(shown_));
            return position;
        },
        hintKey);
    retranslate();
    // The curtain covers the hand and the action bar only: the table keeps its size, and what
    // everybody may see stays in sight.
    curtain_ = new QPushButton(&window);
    curtain_->setObjectName(QStringLiteral("curtain"));
    QFont large = curtain_->font();
    large.setPointSizeF(large.pointSizeF() * 1.4);
    large.setBold(true);
    curtain_->setFont(large);
    curtain_->setFocusPolicy(Qt::NoFocus); // Enter and Space lift it from wherever the focus is
    // Dark as the top bar, so it reads as a cover, not as a button among others.
    curtain_->setStyleSheet(
        QStringLiteral("QPushButton#curtain { background: #1d221f; color: #f4f1e6; border: none;"
                       " border-top: 2px solid #4f5751; }"
                       "QPushButton#curtain:hover { background: #27302a; }"));
    curtain_->hide();
    panel_->addCover(curtain_);
    // A claim window's prompt with several people at the screen, where a hand would be: the
    // table above stays in sight.
    prompt_ = new QFrame(&window);
    prompt_->hide();
    panel_->addCover(prompt_);
    // A claim window or Tichu's last chance to bomb that a person alone at the screen is asked:
    // the table declines for them when this runs out, unless they claim or bomb first.
    declineClock_ = new QLabel(&window);
    declineClock_->setObjectName(QStringLiteral("decline-countdown"));
    declineClock_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    QFont bold = declineClock_->font();
    bold.setBold(true);
    declineClock_->setFont(bold);
    declineClock_->hide();
    panel_->addAboveHand(declineClock_); // beside the action bar: the table does not move
    declineTimer_.setInterval(100);
    connect(&declineTimer_, &QTimer::timeout, this, &LocalTable::tickDecline);
    // Each hand's log stays readable after the next hand is dealt.
    connect(panel_, &SeatPanel::logHandPicked, this, [this] { refresh(); });
    connect(panel_, &SeatPanel::chose, this, &LocalTable::take);

    session_->watchPublicView(); // shown while none of the people here is to act
    // The next deal waits until the hand's result has been read: at one screen it is asked
    // once, for everybody, and the bots wait too.
    session_->setPauseAtHandEnd(true);
    connect(session_.get(), &session::TableSession::handEnded, this, &LocalTable::handOver);
    // The logic waits for the picture: bots hold their move, and a hand's result its opening,
    // until the cards have moved where they go. Queued: the view may say so while it is being
    // shown or resized, when the widgets must not change under Qt's feet.
    connect(panel_->tableView(), &TableView::animationsDone, this, &LocalTable::pictureChanged,
            Qt::QueuedConnection);
    connect(settings::Changes::instance(), &settings::Changes::tableSettings, this,
            &LocalTable::applySettings);
    session_->setWindowHold(windowMs_, false);
    for (int seat : humanSeats) {
        auto* agent = new LocalAgent;
        agents_.insert(seat, agent);
        session_->setAgent(seat, agent);
        connect(agent, &LocalAgent::viewChanged, this, [this, seat] {
            acted_.remove(seat);
            refresh();
        });
        // Passing when nothing else is allowed is no decision: it is made for the person. Not
        // with several people at the screen, where a curtain skipped would tell that the hand
        // allowed nothing else (no bomb, no Tichu call, nothing to beat with).
        connect(agent, &LocalAgent::viewChanged, this, [this, agent] {
            const auto onlyPass = [this, agent] {
                return !hotseat() && agent->view().awaited &&
                       agent->view().legal == QStringList{QStringLiteral("pass")};
            };
            if (autoPass_ && onlyPass())
                QTimer::singleShot(0, agent, [this, agent, onlyPass] {
                    if (autoPass_ && onlyPass())
                        agent->act(QStringLiteral("pass"));
                });
        });
    }
    connect(curtain_, &QPushButton::clicked, this, [this] {
        curtainLifted_ = true;
        refresh();
    });

    // Claim windows with several people at the screen.
    clock_.start();
    connect(&windowTimer_, &session::Timer::timeout, this, &LocalTable::onWindowTimer);
    prompt_->setObjectName(QStringLiteral("claim-window"));
    prompt_->setFrameShape(QFrame::StyledPanel);
    prompt_->setStyleSheet(QStringLiteral(
        "QFrame#claim-window { background: #1d221f; border: none; border-top: 2px solid #4f5751; }"
        "QFrame#claim-window QLabel { color: #f4f1e6; background: transparent; }"
        "QFrame#claim-window QPushButton { background: #f7f2e2; color: #22221e; border: 1px solid"
        " #8a8470; border-radius: 6px; padding: 6px 16px; font-weight: bold; }"
        "QFrame#claim-window QPushButton:hover { background: #f6cf45; }"));
    auto* promptLayout = new QVBoxLayout(prompt_);
    promptLayout->setSpacing(4);
    promptLayout->addStretch(1);
    promptText_ = new QLabel(prompt_);
    promptText_->setAlignment(Qt::AlignCenter);
    promptText_->setWordWrap(true);
    countdown_ = new QLabel(prompt_);
    countdown_->setAlignment(Qt::AlignCenter);
    QFont big = countdown_->font();
    big.setPointSizeF(big.pointSizeF() * 2);
    big.setBold(true);
    countdown_->setFont(big);
    promptLayout->addWidget(promptText_);
    promptLayout->addWidget(countdown_);
    auto* pressRow = new QHBoxLayout;
    pressRow->addStretch();
    for (int seat : humanSeats) {
        auto* button = new QPushButton(prompt_);
        button->setObjectName(QStringLiteral("press-%1").arg(seat));
        button->setProperty("seat", seat);
        connect(button, &QPushButton::clicked, this, [this, seat] { press(seat); });
        pressRow->addWidget(button);
        pressButtons_.insert(seat, button);
    }
    pressRow->addStretch();
    promptLayout->addLayout(pressRow);
    promptLayout->addStretch(1);
    prompt_->hide();

    windowsSeen_ = session_->windowsOpened();
    connect(session_.get(), &session::TableSession::changed, this, [this] {
        scheduleKeep();
        const auto& actions = session_->record().actions;
        if (!actions.empty() && agents_.contains(actions.back().seat))
            acted_.insert(actions.back().seat);
        const int windows = session_->windowsOpened();
        const int opened = windows - windowsSeen_;
        windowsSeen_ = windows;
        // During the action the session still shows spectators the state before it.
        if (opened > 0)
            queueWindows(opened, session_->publicView(),
                         actions.empty() ? nullptr : &actions.back());
    });
    // The session's slot ended after the window's own countdown: the silent now decline.
    connect(session_.get(), &session::TableSession::answersAwaited, this, [this] {
        if (windowOpen_ && !windowTimeRuns())
            windowTimeUp();
    });
    // With one person at the screen (or none, bots alone) the session holds the windows an
    // action opened without a prompt: the discard that opened them is shown on offer meanwhile
    // (refresh).
    connect(session_.get(), &session::TableSession::holdStarted, this, [this] {
        const auto& actions = session_->record().actions;
        if (hotseat() || actions.empty() || windowsAreForBombs())
            return;
        const auto discard = session::discardOf(actions.back());
        if (!discard)
            return;
        soloOffer_ = offeredDiscard(discard->seat, discard->card);
        // Bots alone are watched through the public view.
        soloOfferOver_ =
            agents_.isEmpty() ? session_->publicView().version : agents_.first()->view().version;
        refresh();
    });
    connect(session_.get(), &session::TableSession::published, this, [this] {
        if (!session_->holding())
            soloOffer_ = {};
        if (windowOpen_ && !windowTimeRuns()) {
            windowTimeUp();
            return;
        }
        declineForTheSilent(); // a window can come to ask a person after its time was up
        refresh();
    });
    // A game resumed just after an action that opened windows: they get their time now.
    if (const auto& resumed = session_->resumedWindows(); hotseat() && resumed.count > 0) {
        session::SeatView view;
        view.observation = resumed.before;
        queueWindows(resumed.count, view, &session_->record().actions.back());
    }
}

// A window that goes before its coalesced save ran (the program ends) keeps the last actions too.
LocalTable::~LocalTable() {
    if (keepScheduled_)
        keepGame();
}

QStringList LocalTable::cardsOf(const QString& action) const {
    return gui::cardsOf(action, *session_->game().deck);
}

void LocalTable::handOver() {
    // Whatever was being asked is over with the hand: no prompt, countdown or claim bar stays.
    windowOpen_ = false;
    presser_ = -1;
    windowTimer_.stop();
    stopDecline();
    const int settled = session_->handsPlayed();
    if (settled <= handsShown_ || resultPending_) {
        refresh();
        return;
    }
    resultPending_ = true;
    // A match that is over shows its last state as it is; a hand after which the next one is
    // already dealt is shown as it ended.
    ending_ = session_->pausedAtHandEnd() ? session_->handEndView(settled, soloPerson())
                                          : session::SeatView{};
    refresh(); // shows the end, and the result once it has been shown
}

// Cards are still moving on a table in sight: bots and the end of a hand wait for them.
bool LocalTable::cardsMoving() const {
    return panel_->tableView()->animating() && panel_->tableView()->isVisible();
}

void LocalTable::pictureChanged() {
    const bool moving = cardsMoving();
    session_->setAgentsWait(moving || blocked_);
    if (resultPending_ && !moving)
        showHandResult();
}

void LocalTable::windowBlocked(bool blocked) {
    blocked_ = blocked;
    pictureChanged();
}

void LocalTable::applySettings() {
    setAutoPass(settings::autoPass());
    setAutoDecline(settings::autoDeclineMs());
    panel_->tableView()->setAnimationMs(settings::animationMs());
    const int botDelay = settings::botDelayMs();
    for (int seat = 0; seat < session_->seatCount(); ++seat)
        if (auto* bot = qobject_cast<session::BotAgent*>(session_->agent(seat)))
            bot->setDelay(botDelay);
    // The same rule as when the table was opened (openSavedTable): the claim time with several
    // people, else half a bot's delay. A window whose time runs keeps it; the next ones change.
    windowMs_ = hotseat() ? std::max(500, settings::claimWindowMs()) : botDelay / 2;
    session_->setWindowHold(windowMs_, false);
    window().bar()->applySettings();
    refresh();
}

void LocalTable::showHandResult() {
    // The result opens on a table at rest: while the last plays (or a win's flourish) are still
    // being shown it waits for animationsDone.
    if (cardsMoving()) {
        resultPending_ = true;
        return;
    }
    resultPending_ = false;
    const auto& ledger = session_->ledger();
    handsShown_ = ledger.handsPlayed();
    const HandResult& hand = ledger.history().back();
    const bool over = session_->isOver();
    const auto& names = session_->record().seatNames;
    if (!handResult_) {
        const HandResultDialog made = HandResultPanel::inDialog(*session_->game().deck, &window());
        handResult_ = made.dialog;
        resultPanel_ = made.panel;
        // However the panel is closed, the table goes on.
        connect(handResult_, &QDialog::finished, this, [this] {
            ending_ = {};
            session_->resume();
            hand_->setFocus();
        });
    }
    auto* buttons = handResult_->findChild<QDialogButtonBox*>();
    buttons->clear();
    HandSummary summary;
    summary.names = names;
    for (std::size_t s = 0; s < hand.deltas.size(); ++s) {
        summary.deltas << hand.deltas[s];
        summary.totals << ledger.totals()[s];
    }
    const TextContext context{QString::fromStdString(session_->game().deck->id()), names, -1, {}};
    for (const std::string& line : hand.lines)
        summary.lines << ledgerText(line, context);
    // The settled hand's log as everybody may see it: the next hand may already be dealt.
    summary.log = session_->handLog(handsShown_, -1);
    // The table behind, as the hand ended: the melds and counters every seat ended with.
    summary.table = panel_->view().observation;
    if (over) {
        handResult_->setWindowTitle(tr("The match is over"));
        HandResultPanel::endMatch(summary);
        auto* again = buttons->addButton(tr("Play again"), QDialogButtonBox::AcceptRole);
        again->setObjectName(QStringLiteral("play-again"));
        connect(again, &QPushButton::clicked, this, &LocalTable::playAgain);
        auto* keep = buttons->addButton(tr("Save replay…"), QDialogButtonBox::ActionRole);
        connect(keep, &QPushButton::clicked, save_, &QPushButton::click);
        auto* close = buttons->addButton(QDialogButtonBox::Close);
        connect(close, &QPushButton::clicked, &window(), &QWidget::close);
    } else {
        handResult_->setWindowTitle(tr("Hand %1 is over").arg(handsShown_));
        summary.heading = tr("Hand %1 is over").arg(handsShown_);
        auto* next = buttons->addButton(tr("Next hand"), QDialogButtonBox::AcceptRole);
        next->setObjectName(QStringLiteral("next-hand"));
        next->setDefault(true);
        connect(next, &QPushButton::clicked, handResult_, &QDialog::accept);
    }
    if (agents_.size() == 1) { // whose decisions to review: the one person at the screen
        auto* review = buttons->addButton(tr("Review"), QDialogButtonBox::ActionRole);
        review->setObjectName(QStringLiteral("review-hand"));
        connect(review, &QPushButton::clicked, this, &LocalTable::reviewHand);
    }
    resultPanel_->setSummary(summary);
    handResult_->show();
    handResult_->raise();
}

void LocalTable::reviewHand() {
    if (agents_.size() != 1 || handsShown_ < 1)
        return;
    const ReviewJob job = handReviewJob(session_->record(), agents_.firstKey(), handsShown_);
    if (!job.start)
        return;
    auto* dialog = new ReviewDialog(job, session_->record().seatNames,
                                    handResult_ ? static_cast<QWidget*>(handResult_) : &window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Review of hand %1").arg(handsShown_));
    dialog->show();
    dialog->start();
}

// The same people and bots in the same seats, with the same options, and a new deal.
void LocalTable::playAgain() {
    TableRequest request;
    request.game = QString::fromStdString(session_->game().id);
    for (int seat = 0; seat < session_->seatCount(); ++seat)
        request.kinds << (agents_.contains(seat)
                              ? QStringLiteral("human")
                              : session_->record().players.value(seat, QStringLiteral("bot")));
    request.names = session_->record().seatNames;
    request.options = session_->record().options;
    request.seed = QRandomGenerator::global()->generate64();
    QString error;
    auto table = openTable(request, &error);
    if (!table) {
        QMessageBox::warning(&window(), tr("Play again"), error);
        return;
    }
    table->setAttribute(Qt::WA_DeleteOnClose);
    table->resize(window().size());
    if (LocalTable* next = table->local()) // kept like this one
        next->setKeepUnfinished(keepUnfinished_);
    table->show();
    table.release(); // it deletes itself when closed
    window().close();
}

bool LocalTable::saveTo(const QString& path, QString* error) const {
    return writeReplay(session_->record(), path, error);
}

void LocalTable::setKeepUnfinished(bool on) {
    keepUnfinished_ = on;
    keepGame();
}

// After every change, coalesced: bots at no delay play many actions in one go.
void LocalTable::scheduleKeep() {
    if (!keepUnfinished_ || keepScheduled_)
        return;
    keepScheduled_ = true;
    QTimer::singleShot(0, this, [this] {
        keepScheduled_ = false;
        keepGame();
    });
}

void LocalTable::keepGame() {
    if (!keepUnfinished_ || agents_.isEmpty() || finishedKept_)
        return;
    if (session_->isOver()) {
        finishedKept_ = keepFinishedGame(session_->record());
        forgetUnfinishedGame();
    } else if (!session_->record().actions.empty()) {
        keepUnfinishedGame(session_->record());
    }
}

// Closing a match that is not over asks whether to save it. Unless the person closes without
// saving, the game stays kept for Continue on the start page.
void LocalTable::closing(QCloseEvent* event) {
    // Nothing to lose before a person here has acted.
    const auto& actions = session_->record().actions;
    const bool played = std::any_of(actions.begin(), actions.end(),
                                    [this](const auto& a) { return agents_.contains(a.seat); });
    if (!keepUnfinished_ || !played || session_->isOver())
        return;
    QMessageBox box(QMessageBox::Question, tr("Close the game"),
                    tr("The match is not over. Save it before closing?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &window());
    box.setObjectName(QStringLiteral("close-question"));
    box.setInformativeText(
        tr("Unless you close without saving, Continue on the start page resumes it."));
    box.button(QMessageBox::Save)->setText(tr("Save…"));
    box.button(QMessageBox::Discard)->setText(tr("Close without saving"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: {
        keepGame();
        const QString path = withJsonSuffix(QFileDialog::getSaveFileName(
            &window(), tr("Save the game"), QString(), tr("Paiju games (*.json)")));
        QString error;
        if (path.isEmpty() || !saveTo(path, &error)) {
            if (!path.isEmpty())
                QMessageBox::warning(&window(), tr("Save the game"),
                                     tr("The game could not be saved: %1").arg(error));
            event->ignore();
            return;
        }
        break;
    }
    case QMessageBox::Discard:
        keepUnfinished_ = false;
        forgetUnfinishedGame();
        break;
    default:
        event->ignore();
        return;
    }
}

ScoreSheet LocalTable::scoreSheet() const {
    return scoreSheetOf(session_->ledger(), session_->record().seatNames);
}

void LocalTable::retranslate() {
    window().setWindowTitle(tr("Paiju — %1").arg(gameName(session_->game().name)));
    save_->setText(tr("Save…"));
    stepThrough_->setText(tr("Step through the game"));
    if (undo_)
        undo_->setText(tr("Undo"));
}

void LocalTable::languageChanged() {
    retranslate();
    refresh();
    if (handResult_ && handResult_->isVisible()) // its heading and buttons too
        showHandResult();
}

// The person whose hand is shown: with one person at the screen that person always. With several,
// the one who pressed for a window, or else the one who must act (the first in seat order when
// several must), but nobody's while windows' time runs, and never for a window question the
// table answers for them.
int LocalTable::seatToShow() const {
    if (!hotseat()) {
        if (shown_ >= 0 && agents_.value(shown_)->view().awaited)
            return shown_;
        for (auto it = agents_.cbegin(); it != agents_.cend(); ++it)
            if (it.value()->view().awaited)
                return it.key();
        return agents_.isEmpty() ? -1 : agents_.firstKey();
    }
    if (presser_ >= 0)
        return presser_;
    if (windowOpen_ || resultPending_ || session_->pausedAtHandEnd())
        return -1;
    const auto mustAct = [this](int seat) {
        return !answered(seat) && agents_.value(seat)->view().awaited && !askedInWindow(seat);
    };
    if (shown_ >= 0 && mustAct(shown_))
        return shown_;
    for (auto it = agents_.cbegin(); it != agents_.cend(); ++it)
        if (mustAct(it.key()))
            return it.key();
    return -1;
}

bool LocalTable::askedInWindow(int seat) const {
    const LocalAgent* agent = agents_.value(seat);
    if (!agent)
        return false;
    // A seat that may not decline (four-color's drawer of a General must take it) is not asked
    // whether it wants the card: it is to act, once the window's time is up.
    const bool mayDecline = agent->view().legal.contains(session_->declineAction());
    // While the session holds a window it keeps the answers until the window's time is up; it
    // knows who it still waits for.
    if (session_->holding())
        return session_->asks(seat) && mayDecline;
    return !answered(seat) && agent->view().awaited && session_->inWindow() && mayDecline;
}

const session::SeatView& LocalTable::publicView() const {
    return windowOpen_ ? before_ : session_->publicView();
}

void LocalTable::queueWindows(int count, const session::SeatView& before,
                              const Replay::Action* action) {
    if (!hotseat() || count <= 0 || windowMs_ <= 0)
        return;
    advanceWindows();
    const qint64 now = tableNow();
    if (!windowOpen_) {
        windowOpen_ = true;
        before_ = before;
        slot_ = 0;
        slotsLeft_ = count;
        slotEnd_ = now + windowMs_;
        // A discard is public: the first window's card can be named while the table still shows
        // the state before it.
        const auto discard = action ? session::discardOf(*action) : std::nullopt;
        discarder_ = discard ? discard->seat : -1;
        discard_ = discard ? discard->card : QString();
    } else if (presser_ < 0 && slotsOver()) {
        // The time was up, and an answer given since opened these: they follow now.
        ++slot_;
        slotsLeft_ = count;
        slotEnd_ = now + windowMs_;
    } else {
        slotsLeft_ += count;
    }
    scheduleWindowTimer();
    refresh();
}

// Moves on to the window whose time runs now.
void LocalTable::advanceWindows() {
    if (presser_ >= 0) // the time stands still
        return;
    const qint64 now = tableNow();
    while (windowOpen_ && slotsLeft_ > 1 && now >= slotEnd_) {
        --slotsLeft_;
        ++slot_;
        slotEnd_ += windowMs_;
    }
}

bool LocalTable::slotsOver() const {
    return tableNow() >= slotEnd_ + qint64(slotsLeft_ - 1) * windowMs_;
}

// Until the last window's time is up, and the session's hold with it (the two timers start
// together, but either may fire first). It stands still while a person who pressed decides.
bool LocalTable::windowTimeRuns() const {
    return windowOpen_ && (presser_ >= 0 || !slotsOver() ||
                           (session_->holding() && !session_->waitingForAnswers()));
}

void LocalTable::scheduleWindowTimer() {
    advanceWindows();
    const qint64 left = slotEnd_ - tableNow();
    if (!windowOpen_ || presser_ >= 0 || left <= 0) { // the end of the session's hold ends it
        windowTimer_.stop();
        return;
    }
    if (windowTimer_.clock() != session_->clock())
        windowTimer_.setClock(session_->clock());
    windowTimer_.start(int((left - 1) % 1000 + 1)); // the countdown's next second, or the end
}

void LocalTable::onWindowTimer() {
    if (!windowTimeRuns()) {
        windowTimeUp();
        return;
    }
    scheduleWindowTimer(); // moves on to the next window when this one's time is up
    updatePrompt();
}

void LocalTable::windowTimeUp() {
    if (timingOut_)
        return;
    timingOut_ = true;
    declineForTheSilent();
    timingOut_ = false;
    if (!windowTimeRuns()) { // else an answer opened the next window, whose time runs now
        windowOpen_ = false;
        windowTimer_.stop();
    }
    refresh();
}

void LocalTable::declineForTheSilent() {
    if (!hotseat() || windowTimeRuns())
        return;
    const QString decline = session_->declineAction();
    // Each answer may ask the next person (zipai asks one seat at a time) or open a window.
    for (int answers = 0; answers < 4 * int(agents_.size()); ++answers) {
        int silent = -1;
        for (auto it = agents_.cbegin(); it != agents_.cend() && silent < 0; ++it)
            if (it.key() != presser_ && askedInWindow(it.key()))
                silent = it.key();
        if (silent < 0)
            return;
        const auto before = session_->record().actions.size();
        agents_.value(silent)->act(decline);
        if (session_->record().actions.size() == before || windowTimeRuns())
            return;
    }
}

// The person asks for the window: the time stands still until they have decided, and what they
// were shown when they pressed stays on the table meanwhile.
void LocalTable::press(int seat) {
    if (!windowTimeRuns() || presser_ >= 0 || !agents_.contains(seat))
        return;
    advanceWindows();
    presser_ = seat;
    pressedView_ = agents_.value(seat)->view();
    timeLeft_ = std::max<qint64>(0, slotEnd_ - tableNow());
    windowTimer_.stop();
    refresh();
}

void LocalTable::pressDone() {
    presser_ = -1;
    slotEnd_ = tableNow() + timeLeft_; // the rest of the time, for the others
    if (!windowTimeRuns()) {
        windowTimeUp();
        return;
    }
    scheduleWindowTimer();
    refresh();
}

void LocalTable::updatePrompt() {
    if (prompt_->isHidden())
        return;
    const bool tichu = windowsAreForBombs();
    // The discarded card itself lies on the table (TableView::setOffer); the prompt names it.
    const bool discarded = !tichu && slot_ == 0 && discarder_ >= 0;
    promptText_->setText(
        tichu ? tr("The trick is about to be taken. Anyone who wants to bomb: press your button.")
        : discarded
            ? tr("%1 discards %2. Does anyone want it? Press your button.")
                  .arg(session_->record().seatNames.value(discarder_),
                       cardName(QString::fromStdString(session_->game().deck->id()), discard_))
            : tr("A card is turned up. Does anyone want it? Press your button."));
    const qint64 left = std::max<qint64>(1, slotEnd_ - tableNow());
    countdown_->setText(tr("%1 s").arg((left + 999) / 1000));
    for (auto it = pressButtons_.cbegin(); it != pressButtons_.cend(); ++it) {
        const QString name = session_->record().seatNames.value(it.key());
        it.value()->setText(tichu ? tr("%1: Bomb").arg(name) : tr("%1: I want it").arg(name));
    }
}

bool LocalTable::keyPressed(QKeyEvent* event) {
    const int key = event->key();
    const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter;
    if (curtain_->isVisible() && (enter || key == Qt::Key_Space)) {
        curtain_->click();
        return true;
    }
    if (prompt_->isVisible() && key >= Qt::Key_1 && key <= Qt::Key_9) {
        const QList<QPushButton*> presses = pressButtons_.values();
        if (QPushButton* b = presses.value(key - Qt::Key_1))
            b->click();
        return true;
    }
    return false;
}

void LocalTable::refresh() {
    const int settled = session_->handsPlayed();
    if (settled < handsShown_) { // an undo took a settled hand back
        handsShown_ = settled;
        resultPending_ = false;
        ending_ = {};
    }
    if (settled > handsShown_ && !resultPending_) {
        handOver(); // the match's end, which the session reports as any change
        return;
    }
    stepThrough_->setVisible(session_->isOver());
    const int next = seatToShow();
    if (next != shown_) {
        shown_ = next;
        curtainLifted_ = agents_.size() == 1; // one person needs no curtain
        hand_->setCards({});
    }
    const bool hidden = shown_ >= 0 && !curtainLifted_;
    curtain_->setVisible(hidden);
    curtain_->setText(hidden ? tr("Pass to %1 — click to show your hand")
                                   .arg(session_->record().seatNames.value(shown_))
                             : QString());
    prompt_->setVisible(windowOpen_ && presser_ < 0);
    updatePrompt();
    // Nobody's hand while no one at the screen is to act or the curtain is down.
    session::SeatView view = shown_ >= 0 && !hidden ? agents_.value(shown_)->view() : publicView();
    // At a hand's end, until the next deal: the table as the hand ended, where nobody acts.
    const bool ended = ending_.version != 0 && session_->pausedAtHandEnd();
    if (ended)
        view = ending_;
    // Who pressed for a window that does not ask them (or no longer, or not yet) sees their hand
    // as it was when they pressed, and can only decline, as if choosing to take nothing.
    pressedForNothing_ = !ended && shown_ >= 0 && !hidden && shown_ == presser_ &&
                         (answered(shown_) || !view.awaited || !session_->inWindow());
    if (pressedForNothing_) {
        view = pressedView_;
        view.awaited = false;
        view.legal = QStringList{session_->declineAction()};
    }
    // While the windows' time runs, the discard that opened the first of them is public: it lies
    // on offer in front of its seat, the card in play, over the state from before it. It stays
    // there through the windows that follow (cards turned up), whose cards the table cannot show:
    // what became of it (a claim, the next card turned up) waits for their end too. A person
    // alone at the screen sees it so while the session holds the windows, over the view they had
    // when the hold began: a window that asks them shows them its own card in play.
    OfferedCard offer;
    if (!ended && hotseat() && windowOpen_ && presser_ < 0 && discarder_ >= 0 && view.seat < 0)
        offer = offeredDiscard(discarder_, discard_);
    else if (!ended && !hotseat() && session_->holding() && view.version == soloOfferOver_)
        offer = soloOffer_;
    panel_->setOffer(offer);
    if (offer.seat >= 0 && view.seat >= 0 && answered(view.seat)) {
        // The person's own discard, on offer: their turn is over, though the session shows
        // them nothing new before the windows' end.
        view.awaited = false;
        view.legal.clear();
    }
    const auto& names = session_->record().seatNames;
    // The plates name each bot's level.
    QStringList plates = names;
    for (int seat = 0; seat < plates.size(); ++seat) {
        const QString kind = session_->record().players.value(seat);
        const QString level = kind == QLatin1String("easy")   ? tr("easy")
                              : kind == QLatin1String("bot")  ? tr("normal")
                              : kind == QLatin1String("hard") ? tr("hard")
                                                              : QString();
        if (!level.isEmpty())
            plates[seat] = tr("%1 · %2", "a bot's name and level").arg(names.value(seat), level);
    }
    panel_->display(view, names,
                    view.seat >= 0 ? view.seat : (agents_.isEmpty() ? 0 : agents_.firstKey()),
                    session_->isOver() ? tr("the match is over")
                    : ended            ? tr("the next hand starts when the result is closed")
                                       : QString(),
                    plates);
    // Hakka: why only discarding face down is offered.
    if (const QString why = mustDiscardHint(view, *session_->game().deck); !why.isEmpty())
        panel_->setHint(why);
    else if (const QString lost = beatenClaimHint(view, names); !lost.isEmpty())
        panel_->setHint(lost);

    // The hand picker: every hand so far, the one in play last (while the table waits at the end
    // of a hand, the hand just settled). Earlier hands show what the person here may see of them,
    // with several people only the public events.
    const bool paused = session_->pausedAtHandEnd();
    const int hands = std::max(1, session_->handsLogged() - (paused ? 1 : 0));
    panel_->setLogHands(hands);
    const int picked = panel_->pickedHand();
    panel_->showLog(readableLog(picked == hands && !paused
                                    ? session::Observed(view.observation).log()
                                    : session_->handLog(picked, soloPerson())));
    updateDecline();
    hints_->positionChanged();
    pictureChanged();
}

void LocalTable::take(const QString& action) {
    const int seat = shown_;
    if (seat < 0)
        return;
    stopDecline();
    if (!pressedForNothing_)
        agents_.value(seat)->act(action);
    // Done with the window unless it asks again (zipai asks a pong after a win).
    if (presser_ == seat && (pressedForNothing_ || !askedInWindow(seat)))
        pressDone();
}

bool LocalTable::windowsAreForBombs() const {
    return gameModule(QString::fromStdString(session_->game().id)).windowsAreForBombs();
}

void LocalTable::setAutoDecline(int ms) {
    autoDeclineMs_ = std::max(0, ms);
    updateDecline();
}

// A person alone at the screen who is asked in a claim window (or may bomb before a trick is
// taken) is declined for when the countdown ends; they click only to claim or bomb. With several
// people the windows' prompt does this for everybody alike.
void LocalTable::updateDecline() {
    const LocalAgent* agent = shown_ >= 0 ? agents_.value(shown_) : nullptr;
    const bool asked = !hotseat() && autoDeclineMs_ > 0 && agent && !resultPending_ &&
                       !session_->pausedAtHandEnd() && agent->view().awaited && !answered(shown_) &&
                       askedInWindow(shown_);
    if (!asked) {
        stopDecline();
        return;
    }
    if (declineFor_ != agent->view().version) { // a new question: its own countdown
        declineFor_ = agent->view().version;
        declineDeadline_ = clock_.elapsed() + autoDeclineMs_;
        declineTimer_.start();
        panel_->tableView()->setWindowClock(QDeadlineTimer(autoDeclineMs_));
    }
    tickDecline();
}

void LocalTable::stopDecline() {
    if (declineTimer_.isActive())
        panel_->tableView()->setTurnClock(-1, {});
    declineTimer_.stop();
    declineClock_->hide();
}

void LocalTable::tickDecline() {
    if (!declineTimer_.isActive())
        return;
    const qint64 left = declineDeadline_ - clock_.elapsed();
    if (left <= 0) {
        stopDecline();
        const QString decline = session_->declineAction();
        if (shown_ >= 0 && agents_.value(shown_)->view().legal.contains(decline))
            agents_.value(shown_)->act(decline);
        return;
    }
    const QString seconds = QString::number(double(left) / 1000, 'f', 1);
    declineClock_->setText(session_->declineAction() == QLatin1String("nobomb")
                               ? tr("No bomb in %1 s, unless you bomb.").arg(seconds)
                               : tr("Passing in %1 s, unless you claim.").arg(seconds));
    declineClock_->show();
}

} // namespace paiju::gui
