#include "table/online_table.h"

#include "client/table_client.h"
#include "games/catalog.h"
#include "io/registry.h"
#include "protocol/client_requests.h"
#include "protocol/server_messages.h"
#include "session/observed.h"
#include "table/hand_result_panel.h"
#include "table/hand_widget.h"
#include "table/seat_panel.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/game_terms.h"
#include "text/server_words.h"
#include "text/view_text.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

namespace {

// Which hand (or Tichu round) an observation is of: the log holds that hand's events only.
QString handOf(const QJsonObject& obs) {
    return session::Observed(obs).handKey();
}

} // namespace

OnlineTable::OnlineTable(TableWindow& window, client::TableClient& client, const QString& table,
                         const GameInfo& game, int seat)
    : TableSource(window), client_(&client), table_(table), game_(game), seat_(seat) {
    window.setWindowTitle(tr("Paiju — %1 — table %2").arg(gameName(game.name), table));
    panel_ = window.panel();
    hand_ = panel_->hand();
    connection_ = new QLabel(&window);
    connection_->setWordWrap(true);
    panel_->addAboveHand(connection_);
    clock_ = new QLabel(&window);
    clock_->setObjectName(QStringLiteral("turn-clock"));
    QFont bold = clock_->font();
    bold.setBold(true);
    clock_->setFont(bold);
    clock_->hide();
    // Beside the window's countdown, "Wait": every seated person may lengthen a claim window once,
    // whatever their hand holds (docs/table-flow.md), so asking for time tells nobody anything.
    auto* clockRow = new QWidget(&window);
    auto* clockLayout = new QHBoxLayout(clockRow);
    clockLayout->setContentsMargins(0, 0, 0, 0);
    clockLayout->addWidget(clock_);
    wait_ = new QPushButton(tr("Wait"), clockRow);
    wait_->setObjectName(QStringLiteral("wait"));
    wait_->setToolTip(tr("Ask for more time in this claim window, once; everybody gets it, and "
                         "nobody is told who asked"));
    wait_->hide();
    connect(wait_, &QPushButton::clicked, this, [this] {
        waited_ = true;
        wait_->hide();
        if (client_)
            client_->send(protocol::encode(protocol::WaitRequest{table_}));
    });
    clockLayout->addWidget(wait_);
    clockLayout->addStretch(1);
    panel_->addAboveHand(clockRow);
    // A stand-in plays this seat: one click takes it back.
    standInBar_ = new QWidget(&window);
    standInBar_->setObjectName(QStringLiteral("stand-in-bar"));
    auto* standInRow = new QHBoxLayout(standInBar_);
    standInRow->setContentsMargins(0, 0, 0, 0);
    standInRow->addWidget(new QLabel(
        tr("Your time ran out: a stand-in bot plays for you until you are back."), standInBar_));
    auto* back = new QPushButton(tr("I'm back"), standInBar_);
    back->setObjectName(QStringLiteral("im-back"));
    connect(back, &QPushButton::clicked, this, [this] {
        if (client_)
            client_->send(protocol::encode(protocol::BackRequest{table_}));
    });
    standInRow->addWidget(back);
    standInRow->addStretch(1);
    standInBar_->hide();
    panel_->addAboveHand(standInBar_);
    QVBoxLayout* side = panel_->side();
    chat_ = new QListWidget(&window);
    chat_->setObjectName(QStringLiteral("chat"));
    chatLine_ = new QLineEdit(&window);
    chatLine_->setPlaceholderText(tr("Say something to the table"));
    // A few phrases a click away, as card-game apps offer them; sent in the sender's language.
    phrases_ = new QWidget(&window);
    auto* phraseRow = new QHBoxLayout(phrases_);
    phraseRow->setContentsMargins(0, 0, 0, 0);
    for (const QString& phrase :
         {tr("Hurry up!"), tr("Nice cards!"), tr("Well played"), tr("Oops"), tr("Thanks")}) {
        auto* button = new QPushButton(phrase, phrases_);
        button->setObjectName(QStringLiteral("quick-phrase"));
        connect(button, &QPushButton::clicked, this, [this, phrase] {
            if (client_)
                client_->send(protocol::encode(protocol::ChatRequest{table_, phrase}));
        });
        phraseRow->addWidget(button);
    }
    mute_ = new QPushButton(tr("Mute…"), &window);
    mute_->setObjectName(QStringLiteral("mute"));
    auto* muteMenu = new QMenu(mute_);
    mute_->setMenu(muteMenu);
    // The menu lists the seats by their names as they are when it opens.
    connect(muteMenu, &QMenu::aboutToShow, this, [this, muteMenu] {
        muteMenu->clear();
        const int seats = session::Observed(view_.observation).seatCount();
        for (int s = -1; s < std::max<int>(seats, int(names_.size())); ++s) {
            if (s == seat_)
                continue;
            const QString who = s < 0 ? tr("Spectators") : nameOf(s);
            QAction* action = muteMenu->addAction(who);
            action->setCheckable(true);
            action->setChecked(isMuted(s));
            connect(action, &QAction::toggled, this, [this, s](bool on) { setMuted(s, on); });
        }
    });
    auto* chatRow = new QHBoxLayout;
    chatRow->addWidget(chatLine_, 1);
    chatRow->addWidget(mute_);
    side->addWidget(chat_, 1);
    side->addWidget(phrases_);
    side->addLayout(chatRow);

    connect(&client, &client::TableClient::received, this, &OnlineTable::onMessage);
    // While the connection is down nothing can be played: the view may be old by the time the
    // server hears it, and the reconnect's view shows the table as it is.
    connect(&client, &client::TableClient::connectionLost, this, [this] {
        connection_->setText(tr("The connection was lost; reconnecting…"));
        connected_ = false;
        refresh();
    });
    connect(&client, &client::TableClient::ready, this, [this] {
        connection_->setText(QString());
        connected_ = true;
        refresh();
    });
    connect(panel_, &SeatPanel::chose, this, [this](const QString& action) {
        if (client_)
            client_->send(protocol::encode(protocol::ActRequest{table_, action}));
    });
    connect(chatLine_, &QLineEdit::returnPressed, this, [this] {
        const QString text = chatLine_->text().trimmed();
        if (!text.isEmpty() && client_)
            client_->send(protocol::encode(protocol::ChatRequest{table_, text}));
        chatLine_->clear();
    });
    tick_.setInterval(250);
    connect(&tick_, &QTimer::timeout, this, &OnlineTable::updateClock);
    // Queued: the view may say so while it is being shown or resized.
    connect(
        panel_->tableView(), &TableView::animationsDone, this,
        [this] {
            if (resultWaits_ && handResult_) {
                resultWaits_ = false;
                handResult_->show();
            }
        },
        Qt::QueuedConnection);
    refresh();
}

ScoreSheet OnlineTable::scoreSheet() const {
    ScoreSheet sheet;
    sheet.start = start_;
    const int seats = session::Observed(view_.observation).seatCount();
    for (int s = 0; s < seats; ++s)
        sheet.names << nameOf(s);
    for (auto it = handsSeen_.cbegin(); it != handsSeen_.cend(); ++it)
        sheet.hands.append({it.key(), it.value()});
    sheet.totals = session::Observed(view_.observation).scores();
    return sheet;
}

void OnlineTable::setSeatNames(const QStringList& names) {
    if (names == names_)
        return;
    names_ = names;
    refresh();
}

QString OnlineTable::nameOf(int seat) const {
    return names_.value(seat).isEmpty() ? tr("seat %1").arg(seat) : names_[seat];
}

void OnlineTable::setStandIn(int seat, bool playing) {
    if (playing == standIns_.contains(seat))
        return;
    if (playing)
        standIns_.insert(seat);
    else
        standIns_.remove(seat);
    const bool me = seat == seat_;
    if (me && playing)
        timed_ = false; // the stand-in plays at once: no clock of the seat's own
    QString text;
    if (playing)
        text = me ? tr("A stand-in bot plays for you.")
                  : tr("A stand-in bot plays for %1.").arg(nameOf(seat));
    else
        text = me ? tr("You are back and play again.") : tr("%1 is back.").arg(nameOf(seat));
    const QJsonObject& obs = view_.observation;
    notes_ << Note{handOf(obs), session::Observed(obs).logSize(), text};
    standInBar_->setVisible(seat_ >= 0 && standIns_.contains(seat_));
    updateClock();
    refresh();
}

// The moves a stand-in bot made are marked in the log, so that a player who comes back reads
// what was played for them.
void OnlineTable::noticeStandInMoves(const QJsonObject& obs) {
    if (standIns_.isEmpty())
        return;
    const QJsonArray log = session::Observed(obs).log();
    const bool sameHand = handOf(obs) == handOf(view_.observation);
    const int seen = sameHand ? session::Observed(view_.observation).logSize() : 0;
    static const QStringList notMoves = {QStringLiteral("deal"),   QStringLiteral("hand"),
                                         QStringLiteral("draw"),   QStringLiteral("flip"),
                                         QStringLiteral("reveal"), QStringLiteral("hand-end"),
                                         QStringLiteral("score"),  QStringLiteral("trick")};
    for (int i = seen; i < log.size(); ++i) {
        const session::ObservedEvent e(log[i].toObject());
        const int seat = e.seat();
        if (!standIns_.contains(seat) || notMoves.contains(e.type()))
            continue;
        notes_ << Note{handOf(obs), i + 1,
                       seat == seat_
                           ? tr("(the stand-in bot played this for you)")
                           : tr("(the stand-in bot played this for %1)").arg(nameOf(seat))};
    }
}

void OnlineTable::updateClock() {
    if (windowed_) {
        const qint64 left = windowDeadline_.remainingTime();
        if (left > 0) {
            const QString seconds = QString::number(double(left) / 1000, 'f', 1);
            clock_->setText(gameModule(QString::fromStdString(game_.id)).windowsAreForBombs()
                                ? tr("Time to bomb: %1 s").arg(seconds)
                                : tr("Time to claim: %1 s").arg(seconds));
            clock_->show();
            wait_->setVisible(seat_ >= 0 && !waited_ && !standIns_.contains(seat_));
            return;
        }
        windowed_ = false;
    }
    wait_->hide();
    if (!timed_ && otherSeat_ >= 0) {
        const qint64 left = otherDeadline_.remainingTime();
        const QString name = nameOf(otherSeat_);
        clock_->setText(left > 0 ? tr("%1 has %2 s to act.").arg(name).arg((left + 999) / 1000)
                                 : tr("%1's time is up: a bot plays this turn.").arg(name));
        if (left <= 0)
            tick_.stop();
        clock_->show();
        return;
    }
    if (!timed_) {
        tick_.stop();
        clock_->hide();
        return;
    }
    const qint64 left = deadline_.remainingTime();
    if (left <= 0) {
        tick_.stop();
        clock_->setText(tr("Time is up: a bot plays this turn for you."));
    } else {
        clock_->setText(
            tr("Your turn: %1 s left, then a bot plays it for you.").arg((left + 999) / 1000));
    }
    clock_->show();
}

// The server's views never hold a finished hand (docs/observations.md §3): the hand number goes
// up and the scores change in one step, so the hand's result is the difference of the totals.
void OnlineTable::noticeEndings(const QJsonObject& obs) {
    const session::Observed observed(obs);
    const QJsonArray scores = obs.value("scores").toArray();
    const int hand = observed.handNumber();
    const bool over = observed.matchOver();
    if (handShown_ < 0 && hand == 1) // here from the start: the scores the match began with
        start_ = observed.scores();
    const auto changes = [&] {
        QList<int> deltas;
        for (int s = 0; s < scores.size(); ++s)
            deltas << scores[s].toInt() - lastScores_.at(s).toInt();
        return deltas;
    };
    if (over && !matchShown_) {
        matchShown_ = true;
        // The last hand is in the final log: its hand-end entry holds the changes.
        QList<int> deltas;
        for (const QJsonValue& v : observed.log())
            if (const session::ObservedEvent e(v.toObject()); e.type() == QLatin1String("hand-end"))
                for (const QJsonValue& change : e.values())
                    deltas << change.toInt();
        QStringList lines; // the last hand's, as the final log has them
        if (handShown_ >= 0 && handShown_ != handOverShown_ && !deltas.isEmpty())
            handsSeen_[handShown_] = deltas;
        showResult(tr("The match is over"), deltas, scores, observed.log(), lines, true);
    } else if (!over && handShown_ >= 0 && hand != handShown_ && handShown_ != handOverShown_ &&
               lastScores_.size() == scores.size()) {
        handsSeen_[handShown_] = changes();
        showResult(tr("Hand %1 is over").arg(handShown_), handsSeen_[handShown_], scores, {}, {});
    }
    if (hand >= 0)
        handShown_ = hand;
    lastScores_ = scores;
}

void OnlineTable::showResult(const QString& title, const QList<int>& deltas,
                             const QJsonArray& totals, const QJsonArray& log,
                             const QStringList& lines, bool matchOver) {
    if (!handResult_) {
        const HandResultDialog made = HandResultPanel::inDialog(*game_.deck, &window());
        handResult_ = made.dialog;
        resultPanel_ = made.panel;
        made.buttons->setStandardButtons(QDialogButtonBox::Ok);
        connect(made.buttons, &QDialogButtonBox::accepted, handResult_, &QDialog::accept);
    }
    handResult_->setWindowTitle(title);
    HandSummary summary;
    summary.heading = title;
    for (int s = 0; s < totals.size(); ++s) {
        summary.names << nameOf(s);
        summary.deltas << deltas.value(s);
        summary.totals << totals[s].toInt();
    }
    summary.log = log;
    // The server sends the engine's lines; they are read out in the UI language here.
    const TextContext context{QString::fromStdString(game_.deck->id()), summary.names, seat_, {}};
    for (const QString& line : lines)
        summary.lines << ledgerText(line.toStdString(), context);
    if (matchOver) // named by its winners, as at one screen
        HandResultPanel::endMatch(summary);
    resultPanel_->setSummary(summary);
    resultPanel_->setCountdown(QDeadlineTimer(QDeadlineTimer::Forever));
    // The result opens once the table has shown the last moves.
    resultWaits_ = panel_->tableView()->animating() && panel_->tableView()->isVisible();
    if (!resultWaits_)
        handResult_->show();
}

QList<QPushButton*> OnlineTable::quickPhrases() const {
    return phrases_->findChildren<QPushButton*>();
}

void OnlineTable::showEarlierChat(const QStringList& lines) {
    for (int i = 0; i < lines.size(); ++i)
        chat_->insertItem(i, lines[i]);
    chat_->scrollToBottom();
}

void OnlineTable::setMuted(int seat, bool muted) {
    if (muted)
        muted_.insert(seat);
    else
        muted_.remove(seat);
}

void OnlineTable::onMessage(const protocol::ServerMessage& message) {
    if (protocol::tableOf(message) != table_)
        return;
    if (const auto* view = std::get_if<protocol::View>(&message)) {
        offer_ = {}; // the view shows what came of the discard, or the window that asks the seat
        view_.seat = view->seat;
        view_.awaited = view->awaited;
        view_.legal = view->legal;
        // The log comes as the events added since the last view (docs/protocol.md).
        const QJsonObject observation = protocol::wholeObservation(view_.observation, *view);
        noticeStandInMoves(observation);
        noticeEndings(observation);
        view_.observation = observation;
        ++views_;
        timed_ = view_.awaited && view->timeLeftMs >= 0;
        if (timed_) {
            windowed_ = false; // the window, if any, is over: the seat is asked to play
            wait_->hide();
            deadline_ = QDeadlineTimer(view->timeLeftMs);
            tick_.start();
        }
        // Another seat's countdown ends once that seat is no longer awaited.
        if (!session::Observed(view_.observation).awaiting().contains(otherSeat_))
            otherSeat_ = -1;
        if (windowed_ && !timed_) // asked in the window: its time still runs beside the card
            panel_->tableView()->setWindowClock(windowDeadline_);
        else
            panel_->tableView()->setTurnClock(timed_ ? seat_ : otherSeat_,
                                              timed_ ? deadline_ : otherDeadline_);
        updateClock();
        refresh();
    } else if (const auto* over = std::get_if<protocol::HandOver>(&message)) {
        // The server holds the next deal and says for how long: every client counts down the
        // same time, and the hand's cards and lines come with it.
        QJsonArray totals;
        for (int total : over->totals)
            totals.append(total);
        handsSeen_[over->hand] = over->deltas;
        showResult(tr("Hand %1 is over").arg(over->hand), over->deltas, totals, over->log,
                   over->lines);
        resultPanel_->setCountdown(QDeadlineTimer(over->nextHandMs));
        handOverShown_ = over->hand;
    } else if (const auto* clock = std::get_if<protocol::Clock>(&message);
               clock && clock->seat != seat_) {
        windowed_ = false;
        wait_->hide();
        otherSeat_ = clock->seat;
        otherDeadline_ = QDeadlineTimer(clock->timeLeftMs);
        panel_->tableView()->setTurnClock(otherSeat_, otherDeadline_);
        tick_.start();
        updateClock();
    } else if (const auto* window = std::get_if<protocol::Window>(&message)) {
        // A claim window follows an action: whatever turn was counted down is over.
        windowed_ = true;
        windowDeadline_ = QDeadlineTimer(window->timeLeftMs);
        if (!window->extended) // a new window: its own press
            waited_ = false;
        timed_ = false;
        otherSeat_ = -1;
        panel_->tableView()->setWindowClock(windowDeadline_); // beside the card in play
        tick_.start();
        updateClock();
        // The discard that opened the windows lies on offer until the views after them come.
        if (window->seat >= 0) {
            offer_ = offeredDiscard(window->seat, window->card);
            refresh();
        }
    } else if (const auto* standIn = std::get_if<protocol::StandIn>(&message)) {
        setStandIn(standIn->seat, standIn->playing);
    } else if (const auto* chat = std::get_if<protocol::Chat>(&message)) {
        if (muted_.contains(chat->from))
            return;
        const QString line = QStringLiteral("%1: %2").arg(chat->name, chat->text);
        chat_->addItem(line);
        emit chatShown(line);
        chat_->scrollToBottom();
    }
}

void OnlineTable::setSeatRatings(const QList<std::optional<double>>& ratings) {
    if (ratings == ratings_)
        return;
    ratings_ = ratings;
    refresh();
}

QStringList OnlineTable::plateNames() const {
    // A rated table's plates show each player's rating; a seat a stand-in plays says so.
    QStringList plates = names_;
    for (int seat = 0; seat < ratings_.size(); ++seat) {
        if (!ratings_[seat])
            continue;
        while (plates.size() <= seat)
            plates << QString();
        plates[seat] = tr("%1 · %2").arg(nameOf(seat), ratingText(*ratings_[seat]));
    }
    for (int seat : standIns_) {
        while (plates.size() <= seat)
            plates << QString();
        plates[seat] = tr("%1 (stand-in bot)").arg(nameOf(seat));
    }
    return plates;
}

void OnlineTable::refresh() {
    const QJsonObject& obs = view_.observation;
    const QStringList plateNames = this->plateNames();
    // A seat a stand-in plays, or a table out of reach, offers nothing to play: a turn shown
    // there would be one the stand-in is making, or one the server may have moved past.
    const bool standIn = seat_ >= 0 && standIns_.contains(seat_);
    session::SeatView shown = view_;
    // The seat's own discard on offer: its turn is over, though its next view comes only after
    // the windows.
    const bool ownOffer = offer_.seat >= 0 && offer_.seat == seat_;
    if (standIn || !connected_ || ownOffer) {
        shown.awaited = false;
        shown.legal.clear();
    }
    panel_->setOffer(offer_);
    panel_->display(shown, names_, seat_ >= 0 ? seat_ : 0,
                    seat_ < 0     ? tr("watching")
                    : standIn     ? tr("a stand-in bot plays for you")
                    : !connected_ ? tr("reconnecting")
                                  : QString(),
                    plateNames);
    if (const QString why = mustDiscardHint(view_, *game_.deck); !why.isEmpty())
        panel_->setHint(why);
    else if (const QString lost = beatenClaimHint(view_, names_); !lost.isEmpty())
        panel_->setHint(lost);
    // The table's own lines of this hand, where they happened.
    QList<int> kept;
    const QJsonArray events = readableLog(session::Observed(obs).log(), &kept);
    const QString hand = handOf(obs);
    QList<QPair<int, QString>> notes;
    for (const Note& note : notes_)
        if (note.hand == hand) {
            const int at = int(std::count_if(
                kept.begin(), kept.begin() + std::min<qsizetype>(note.at, kept.size()),
                [](int k) { return k >= 0; }));
            notes.append({at, note.text});
        }
    panel_->showLog(events, notes);
}

} // namespace paiju::gui
