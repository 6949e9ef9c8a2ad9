#include "table/online_table_window.h"

#include "client/table_client.h"
#include "io/registry.h"
#include "table/hand_widget.h"
#include "table/table_view.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace paiju::gui {

OnlineTableWindow::OnlineTableWindow(client::TableClient& client, const QString& table,
                                     const GameInfo& game, int seat, QWidget* parent)
    : QWidget(parent), client_(&client), table_(table), game_(game), seat_(seat) {
    setWindowTitle(tr("Paiju — %1 — table %2").arg(gameName(game.name), table));
    auto* layout = new QHBoxLayout(this);
    auto* main = new QVBoxLayout;
    status_ = new QLabel(this);
    connection_ = new QLabel(this);
    tableText_ = new TableView(QString::fromStdString(game.deck->id()), this);
    hint_ = new QLabel(this);
    hand_ = new HandWidget(QString::fromStdString(game.deck->id()), this);
    actionBar_ = new QWidget(this);
    actions_ = new QHBoxLayout(actionBar_);
    main->addWidget(status_);
    main->addWidget(connection_);
    main->addWidget(tableText_, 1);
    main->addWidget(hint_);
    clock_ = new QLabel(this);
    clock_->setObjectName(QStringLiteral("turn-clock"));
    QFont bold = clock_->font();
    bold.setBold(true);
    clock_->setFont(bold);
    clock_->hide();
    main->addWidget(clock_);
    main->addWidget(hand_);
    main->addWidget(actionBar_);
    auto* side = new QVBoxLayout;
    log_ = new QListWidget(this);
    chat_ = new QListWidget(this);
    chat_->setObjectName(QStringLiteral("chat"));
    chatLine_ = new QLineEdit(this);
    chatLine_->setPlaceholderText(tr("Say something to the table"));
    // A few phrases a click away, as card-game apps offer them; sent in the sender's language.
    phrases_ = new QWidget(this);
    auto* phraseRow = new QHBoxLayout(phrases_);
    phraseRow->setContentsMargins(0, 0, 0, 0);
    for (const QString& phrase :
         {tr("Hurry up!"), tr("Nice cards!"), tr("Well played"), tr("Oops"), tr("Thanks")}) {
        auto* button = new QPushButton(phrase, phrases_);
        button->setObjectName(QStringLiteral("quick-phrase"));
        connect(button, &QPushButton::clicked, this, [this, phrase] {
            if (client_)
                client_->send(QJsonObject{{"type", "chat"}, {"table", table_}, {"text", phrase}});
        });
        phraseRow->addWidget(button);
    }
    mute_ = new QPushButton(tr("Mute…"), this);
    mute_->setObjectName(QStringLiteral("mute"));
    auto* muteMenu = new QMenu(mute_);
    mute_->setMenu(muteMenu);
    // The menu lists the seats by their names as they are when it opens.
    connect(muteMenu, &QMenu::aboutToShow, this, [this, muteMenu] {
        muteMenu->clear();
        const int seats = int(view_.observation.value("seats").toArray().size());
        for (int s = -1; s < std::max<int>(seats, int(names_.size())); ++s) {
            if (s == seat_)
                continue;
            const QString who = s < 0                       ? tr("Spectators")
                                : names_.value(s).isEmpty() ? tr("seat %1").arg(s)
                                                            : names_[s];
            QAction* action = muteMenu->addAction(who);
            action->setCheckable(true);
            action->setChecked(isMuted(s));
            connect(action, &QAction::toggled, this, [this, s](bool on) { setMuted(s, on); });
        }
    });
    auto* chatRow = new QHBoxLayout;
    chatRow->addWidget(chatLine_, 1);
    chatRow->addWidget(mute_);
    side->addWidget(log_, 2);
    side->addWidget(chat_, 1);
    side->addWidget(phrases_);
    side->addLayout(chatRow);
    auto* sideWidget = new QWidget(this);
    sideWidget->setLayout(side);
    sideWidget->setMinimumWidth(280);
    layout->addLayout(main, 1);
    layout->addWidget(sideWidget);

    connect(&client, &client::TableClient::message, this, &OnlineTableWindow::onMessage);
    connect(&client, &client::TableClient::connectionLost, this,
            [this] { connection_->setText(tr("The connection was lost; reconnecting…")); });
    connect(&client, &client::TableClient::ready, this,
            [this] { connection_->setText(QString()); });
    connect(hand_, &HandWidget::selectionChanged, this, &OnlineTableWindow::refresh);
    connect(chatLine_, &QLineEdit::returnPressed, this, [this] {
        const QString text = chatLine_->text().trimmed();
        if (!text.isEmpty() && client_)
            client_->send(QJsonObject{{"type", "chat"}, {"table", table_}, {"text", text}});
        chatLine_->clear();
    });
    tick_.setInterval(250);
    connect(&tick_, &QTimer::timeout, this, &OnlineTableWindow::updateClock);
    refresh();
}

void OnlineTableWindow::setSeatNames(const QStringList& names) {
    if (names == names_)
        return;
    names_ = names;
    refresh();
}

void OnlineTableWindow::updateClock() {
    if (!timed_ && otherSeat_ >= 0) {
        const qint64 left = otherDeadline_.remainingTime();
        const QString name =
            names_.value(otherSeat_).isEmpty() ? tr("seat %1").arg(otherSeat_) : names_[otherSeat_];
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
void OnlineTableWindow::noticeEndings(const QJsonObject& obs) {
    const QJsonArray scores = obs.value("scores").toArray();
    const int hand = obs.value("hand").toInt(obs.value("round").toInt(-1));
    const bool over = obs.value("phase").toString() == QLatin1String("match-over");
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
        for (const QJsonValue& e : obs.value("log").toArray())
            if (e["type"].toString() == QLatin1String("hand-end"))
                for (const QJsonValue& v : e["values"].toArray())
                    deltas << v.toInt();
        showResult(tr("The match is over"), deltas, scores);
    } else if (!over && handShown_ >= 0 && hand != handShown_ &&
               lastScores_.size() == scores.size()) {
        showResult(tr("Hand %1 is over").arg(handShown_), changes(), scores);
    }
    if (hand >= 0)
        handShown_ = hand;
    lastScores_ = scores;
}

void OnlineTableWindow::showResult(const QString& title, const QList<int>& deltas,
                                   const QJsonArray& totals) {
    if (!handResult_) {
        handResult_ = new QDialog(this);
        handResult_->setObjectName(QStringLiteral("end-of-hand"));
        auto* layout = new QVBoxLayout(handResult_);
        layout->addWidget(new QTextBrowser(handResult_));
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, handResult_);
        connect(buttons, &QDialogButtonBox::accepted, handResult_, &QDialog::accept);
        layout->addWidget(buttons);
        handResult_->resize(420, 320);
    }
    handResult_->setWindowTitle(title);
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(title.toHtmlEscaped());
    for (int s = 0; s < totals.size(); ++s) {
        const QString name = names_.value(s).isEmpty() ? tr("seat %1").arg(s) : names_[s];
        const int delta = deltas.value(s);
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(name.toHtmlEscaped(),
                         delta > 0 ? QStringLiteral("+%1").arg(delta) : QString::number(delta),
                         tr("total %1").arg(totals[s].toInt()));
    }
    html += QStringLiteral("</table>");
    handResult_->findChild<QTextBrowser*>()->setHtml(html);
    handResult_->show();
}

QList<QPushButton*> OnlineTableWindow::quickPhrases() const {
    return phrases_->findChildren<QPushButton*>();
}

void OnlineTableWindow::setMuted(int seat, bool muted) {
    if (muted)
        muted_.insert(seat);
    else
        muted_.remove(seat);
}

QList<QPushButton*> OnlineTableWindow::actionButtons() const {
    return actionBar_->findChildren<QPushButton*>();
}

void OnlineTableWindow::onMessage(const QJsonObject& m) {
    if (m.value("table").toString() != table_)
        return;
    const QString type = m.value("type").toString();
    if (type == "view") {
        view_.seat = m.value("seat").toInt(-1);
        view_.awaited = m.value("awaited").toBool();
        view_.legal.clear();
        for (const QJsonValue& action : m.value("legal").toArray())
            view_.legal << action.toString();
        noticeEndings(m.value("observation").toObject());
        view_.observation = m.value("observation").toObject();
        ++views_;
        timed_ = view_.awaited && m.contains("timeLeftMs");
        if (timed_) {
            deadline_ = QDeadlineTimer(m.value("timeLeftMs").toInteger());
            tick_.start();
        }
        // Another seat's countdown ends once that seat is no longer awaited.
        bool stillAwaited = false;
        for (const QJsonValue& s : view_.observation.value("awaiting").toArray())
            stillAwaited |= s.toInt() == otherSeat_;
        if (!stillAwaited)
            otherSeat_ = -1;
        updateClock();
        refresh();
    } else if (type == "clock" && m.value("seat").toInt(-1) != seat_) {
        otherSeat_ = m.value("seat").toInt();
        otherDeadline_ = QDeadlineTimer(m.value("timeLeftMs").toInteger());
        tick_.start();
        updateClock();
    } else if (type == "chat") {
        if (muted_.contains(m.value("from").toInt(-1)))
            return;
        chat_->addItem(
            QStringLiteral("%1: %2").arg(m.value("name").toString(), m.value("text").toString()));
        chat_->scrollToBottom();
    }
}

void OnlineTableWindow::refresh() {
    const QJsonObject& obs = view_.observation;
    QStringList scores;
    const QJsonArray totals = obs.value("scores").toArray();
    for (int s = 0; s < totals.size(); ++s)
        scores << QStringLiteral("%1: %2")
                      .arg(seatName(TextContext{{}, names_, -1, {}}, s))
                      .arg(totals[s].toInt());
    status_->setText(tr("<b>%1</b> — %2 — %3 — %4")
                         .arg(gameName(game_.name),
                              obs.isEmpty() ? tr("waiting for the start")
                                            : phaseText(obs.value("phase").toString()),
                              seat_ < 0       ? tr("watching")
                              : view_.awaited ? tr("your turn")
                                              : tr("waiting"),
                              scores.join(QStringLiteral(", "))));
    tableText_->display(obs, names_, seat_ >= 0 ? seat_ : 0);
    tableText_->setToolTip(
        tableLines(obs, QString::fromStdString(game_.deck->id()), names_).join(QLatin1Char('\n')));
    const QJsonObject me =
        seat_ >= 0 ? obs.value("seats").toArray().at(seat_).toObject() : QJsonObject{};
    const QStringList cards = tokensIn(me.value("hand"));
    if (cards != hand_->cards())
        hand_->setCards(cards);
    const QStringList elders = tokensIn(me.value("elders"));
    hand_->setMarks(playableCards(view_, *game_.deck), QSet<QString>(elders.begin(), elders.end()));
    log_->clear();
    for (const QJsonValue& e : obs.value("log").toArray())
        log_->addItem(eventLine(e.toObject(), QString::fromStdString(game_.deck->id()), names_));
    log_->scrollToBottom();

    for (QPushButton* b : actionButtons())
        b->deleteLater();
    bool cardActions = false;
    const QStringList offered =
        offeredActions(view_, hand_->selectedCards(), *game_.deck, &cardActions);
    for (const QString& action : offered) {
        const QString label = actionText(
            action, TextContext{QString::fromStdString(game_.deck->id()), names_, seat_, obs});
        auto* button = new QPushButton(label, actionBar_);
        // A long label is cut, never widens the window; the tooltip has it whole.
        button->setSizePolicy(QSizePolicy::Ignored, button->sizePolicy().verticalPolicy());
        button->setProperty("action", action);
        button->setToolTip(actionToolTip(action, label));
        actions_->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, action] {
            hand_->clearSelection();
            if (client_)
                client_->send(QJsonObject{{"type", "act"}, {"table", table_}, {"action", action}});
        });
    }
    hint_->setText(view_.awaited && cardActions ? tr("Select cards to see what they can do.")
                                                : QString());
}

} // namespace paiju::gui
