#include "table_window.h"

#include "game_terms.h"
#include "hand_widget.h"
#include "local_agent.h"
#include "replay_window.h"
#include "table_view.h"
#include "view_text.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <array>

namespace paiju::gui {

TableWindow::TableWindow(std::unique_ptr<session::TableSession> session,
                         const QList<int>& humanSeats, QWidget* parent)
    : QWidget(parent), session_(std::move(session)),
      handsShown_(session_->state().ledger().handsPlayed()) {
    auto* layout = new QHBoxLayout(this);
    auto* main = new QVBoxLayout;
    status_ = new QLabel(this);
    table_ = new TableView(QString::fromStdString(session_->game().deck->id()), this);
    hint_ = new QLabel(this);
    hand_ = new HandWidget(QString::fromStdString(session_->game().deck->id()), this);
    actionBar_ = new QWidget(this);
    actions_ = new QHBoxLayout(actionBar_);
    auto* top = new QHBoxLayout;
    top->addWidget(status_, 1);
    save_ = new QPushButton(this);
    save_->setObjectName(QStringLiteral("save"));
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"), QString(),
                                                          tr("Paiju games (*.json)"));
        QString error;
        if (!path.isEmpty() && !saveTo(path, &error))
            QMessageBox::warning(this, tr("Save the game"),
                                 tr("The game could not be saved: %1").arg(error));
    });
    top->addWidget(save_);
    // Taking an action back is fair only against bots: with several people at the screen it
    // would take back someone else's turn too.
    if (humanSeats.size() == 1) {
        undo_ = new QPushButton(this);
        undo_->setObjectName(QStringLiteral("undo"));
        connect(undo_, &QPushButton::clicked, this, [this, seat = humanSeats.front()] {
            QString error;
            if (!session_->undo(seat, &error))
                hint_->setText(tr("Nothing to undo."));
        });
        top->addWidget(undo_);
    }
    // Once the match is over, it can be gone through again from any seat.
    stepThrough_ = new QPushButton(this);
    stepThrough_->setObjectName(QStringLiteral("step-through"));
    stepThrough_->hide();
    connect(stepThrough_, &QPushButton::clicked, this, [this] {
        QString error;
        auto replay = ReplayWindow::create(session_->record(), &error);
        if (!replay)
            return;
        replay->setAttribute(Qt::WA_DeleteOnClose);
        replay->resize(size());
        replay->show();
        replay.release(); // it deletes itself when closed
    });
    top->addWidget(stepThrough_);
    sort_ = new QPushButton(this);
    sort_->setObjectName(QStringLiteral("sort"));
    sort_->setCheckable(true);
    sort_->setChecked(QSettings().value(QStringLiteral("sortByRank"), false).toBool());
    connect(sort_, &QPushButton::toggled, this, [this](bool byRank) {
        QSettings().setValue(QStringLiteral("sortByRank"), byRank);
        hand_->setSortByRank(byRank);
    });
    top->addWidget(sort_);
    scores_ = new QPushButton(this);
    scores_->setObjectName(QStringLiteral("scores"));
    connect(scores_, &QPushButton::clicked, this, &TableWindow::showScoreSheet);
    top->addWidget(scores_);
    retranslate();
    main->addLayout(top);
    main->addWidget(table_, 1);
    main->addWidget(hint_);
    curtain_ = new QPushButton(this);
    curtain_->setMinimumHeight(140);
    curtain_->hide();
    main->addWidget(curtain_);
    main->addWidget(hand_);
    main->addWidget(actionBar_);
    log_ = new QListWidget(this);
    log_->setMinimumWidth(260);
    layout->addLayout(main, 1);
    layout->addWidget(log_);

    hand_->setSortByRank(sort_->isChecked());
    session_->watchPublicView(); // shown while none of the people here is to act
    for (int seat : humanSeats) {
        auto* agent = new LocalAgent;
        agents_.insert(seat, agent);
        session_->setAgent(seat, agent);
        connect(agent, &LocalAgent::viewChanged, this, &TableWindow::refresh);
        // Passing when nothing else is allowed is no decision: it is made for the person. Not
        // with several people at the screen, where a curtain skipped would tell that the hand
        // allowed nothing else (no bomb, no Tichu call, nothing to beat with).
        connect(agent, &LocalAgent::viewChanged, this, [this, agent] {
            const auto onlyPass = [this, agent] {
                return agents_.size() == 1 && agent->view().awaited &&
                       agent->view().legal == QStringList{QStringLiteral("pass")};
            };
            if (autoPass_ && onlyPass())
                QTimer::singleShot(0, agent, [this, agent, onlyPass] {
                    if (autoPass_ && onlyPass())
                        agent->act(QStringLiteral("pass"));
                });
        });
    }
    connect(hand_, &HandWidget::selectionChanged, this, &TableWindow::refresh);
    connect(curtain_, &QPushButton::clicked, this, [this] {
        curtainLifted_ = true;
        refresh();
    });
}

TableWindow::~TableWindow() = default;

QStringList TableWindow::cardsOf(const QString& action) const {
    return gui::cardsOf(action, *session_->game().deck);
}

void TableWindow::showHandResult() {
    const auto& ledger = session_->state().ledger();
    handsShown_ = ledger.handsPlayed();
    const HandResult& hand = ledger.history().back();
    if (!handResult_) {
        handResult_ = new QDialog(this);
        handResult_->setObjectName(QStringLiteral("end-of-hand"));
        auto* layout = new QVBoxLayout(handResult_);
        auto* text = new QTextBrowser(handResult_);
        layout->addWidget(text);
        auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok, handResult_);
        connect(buttons, &QDialogButtonBox::accepted, handResult_, &QDialog::accept);
        layout->addWidget(buttons);
        handResult_->resize(520, 420);
    }
    handResult_->setWindowTitle(tr("Hand %1 is over").arg(handsShown_));
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(tr("Hand %1 is over").arg(handsShown_));
    const auto& names = session_->record().seatNames;
    for (std::size_t s = 0; s < hand.deltas.size(); ++s)
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(names.value(int(s)).toHtmlEscaped())
                    .arg(hand.deltas[s] > 0 ? QStringLiteral("+%1").arg(hand.deltas[s])
                                            : QString::number(hand.deltas[s]))
                    .arg(tr("total %1").arg(ledger.totals()[s]));
    html += QStringLiteral("</table><ul>");
    for (const std::string& line : hand.lines)
        html += QStringLiteral("<li>%1</li>").arg(QString::fromStdString(line).toHtmlEscaped());
    html += QStringLiteral("</ul>");
    handResult_->findChild<QTextBrowser*>()->setHtml(html);
    handResult_->show();
}

bool TableWindow::saveTo(const QString& path, QString* error) const {
    QSaveFile file(path); // all or nothing: a failed save never leaves half a file
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(QJsonDocument(session_->record().toJson()).toJson());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

void TableWindow::showScoreSheet() {
    const auto& ledger = session_->state().ledger();
    const auto& names = session_->record().seatNames;
    auto* dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("score-sheet"));
    dialog->setWindowTitle(tr("Scores"));
    auto* layout = new QVBoxLayout(dialog);
    const int seats = session_->state().seatCount();
    auto* sheet = new QTableWidget(ledger.handsPlayed() + 1, seats, dialog);
    sheet->setHorizontalHeaderLabels(names);
    QStringList rows;
    for (int h = 0; h < ledger.handsPlayed(); ++h) {
        rows << tr("Hand %1").arg(h + 1);
        const HandResult& hand = ledger.history()[std::size_t(h)];
        for (int s = 0; s < seats && s < int(hand.deltas.size()); ++s)
            sheet->setItem(h, s,
                           new QTableWidgetItem(QString::number(hand.deltas[std::size_t(s)])));
    }
    rows << tr("Total");
    for (int s = 0; s < seats; ++s)
        sheet->setItem(ledger.handsPlayed(), s,
                       new QTableWidgetItem(QString::number(ledger.totals()[std::size_t(s)])));
    sheet->setVerticalHeaderLabels(rows);
    sheet->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(sheet);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(560, 420);
    dialog->show();
}

void TableWindow::retranslate() {
    setWindowTitle(tr("Paiju — %1").arg(QString::fromStdString(session_->game().name)));
    save_->setText(tr("Save…"));
    scores_->setText(tr("Scores"));
    sort_->setText(tr("Sort by rank"));
    stepThrough_->setText(tr("Step through the game"));
    if (undo_)
        undo_->setText(tr("Undo"));
}

// The language changed: every text of the table is made again; the game goes on.
void TableWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

QList<QPushButton*> TableWindow::actionButtons() const {
    return actionBar_->findChildren<QPushButton*>();
}

// The person whose hand is shown: the one at the screen who must act (the first in seat order
// when several may), or with one person at the screen that person always.
int TableWindow::seatToShow() const {
    if (shown_ >= 0 && agents_.value(shown_)->view().awaited)
        return shown_;
    for (auto it = agents_.cbegin(); it != agents_.cend(); ++it)
        if (it.value()->view().awaited)
            return it.key();
    return agents_.size() == 1 ? agents_.firstKey() : -1;
}

void TableWindow::refresh() {
    const int settled = session_->state().ledger().handsPlayed();
    if (settled > handsShown_)
        showHandResult();
    handsShown_ = std::min(handsShown_, settled); // an undo may take a settled hand back
    stepThrough_->setVisible(session_->state().isTerminal());
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
    // Nobody's hand while no one at the screen is to act or the curtain is down.
    const session::SeatView view =
        shown_ >= 0 && !hidden ? agents_.value(shown_)->view() : session_->publicView();
    const QJsonObject obs = view.observation;
    const GameState& state = session_->state();

    QStringList scores;
    const QJsonArray totals = obs.value("scores").toArray();
    for (int s = 0; s < totals.size(); ++s)
        scores << tr("seat %1: %2").arg(s).arg(totals[s].toInt());
    status_->setText(tr("<b>%1</b> — %2 — %3 — %4")
                         .arg(QString::fromStdString(session_->game().nativeName),
                              phaseText(obs.value("phase").toString()),
                              state.isTerminal() ? tr("the match is over")
                              : view.awaited     ? tr("your turn")
                                                 : tr("waiting"),
                              scores.join(QStringLiteral(", "))));

    const QStringList lines = tableLines(obs);
    table_->display(obs, session_->record().seatNames,
                    view.seat >= 0 ? view.seat : (agents_.isEmpty() ? 0 : agents_.firstKey()));
    table_->setToolTip(lines.join(QLatin1Char('\n')));

    const QJsonObject me =
        view.seat >= 0 ? obs.value("seats").toArray().at(view.seat).toObject() : QJsonObject{};
    hand_->setCards(tokensIn(me.value("hand")));
    const QStringList elders = tokensIn(me.value("elders"));
    hand_->setMarks(playableCards(view, *session_->game().deck),
                    QSet<QString>(elders.begin(), elders.end()));

    log_->clear();
    for (const QJsonValue& e : obs.value("log").toArray())
        log_->addItem(eventLine(e.toObject(), QString::fromStdString(session_->game().deck->id()),
                                session_->record().seatNames));
    log_->scrollToBottom();

    // Offer the non-card actions, and the card actions whose cards are exactly the selection.
    for (QPushButton* b : actionButtons())
        b->deleteLater();
    bool cardActionsExist = false;
    const QStringList offered =
        offeredActions(view, hand_->selectedCards(), *session_->game().deck, &cardActionsExist);
    for (const QString& action : offered) {
        auto* button = new QPushButton(actionText(action), actionBar_);
        button->setProperty("action", action); // the notation, as the engine takes it
        button->setToolTip(action);
        actions_->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, action] {
            hand_->clearSelection();
            agents_.value(shown_)->act(action);
        });
    }
    hint_->setText(view.awaited && cardActionsExist ? tr("Select cards to see what they can do.")
                                                    : QString());
}

} // namespace paiju::gui
