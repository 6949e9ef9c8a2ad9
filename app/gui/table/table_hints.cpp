#include "table/table_hints.h"

#include "io/game_info.h"
#include "table/hand_widget.h"
#include "table/hint_panel.h"
#include "table/seat_panel.h"
#include "table/table_view.h"
#include "text/view_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLayout>
#include <QPushButton>
#include <QShortcut>
#include <QThreadPool>
#include <algorithm>

namespace paiju::gui {

TableHints::TableHints(const GameInfo& game, SeatPanel* panel,
                       std::function<HintPosition()> position, std::function<QString()> key)
    : QObject(panel), game_(game), panel_(panel), position_(std::move(position)),
      key_(std::move(key)), mailbox_(std::make_shared<WorkerMailbox>(this)) {
    settings_.budgetMs = game.coachBudgetMs;
    button_ = new QPushButton(panel);
    button_->setObjectName(QStringLiteral("hint"));
    button_->setFocusPolicy(Qt::TabFocus); // the keyboard stays in the hand
    button_->setAutoDefault(false);
    connect(button_, &QPushButton::clicked, this, &TableHints::request);
    panel->topRow()->addWidget(button_);
    shortcut_ = new QShortcut(QKeySequence(Qt::Key_H), panel->window());
    shortcut_->setContext(Qt::WindowShortcut);
    connect(shortcut_, &QShortcut::activated, this, &TableHints::request);
    hintPanel_ = new HintPanel(panel->tableView());
    hintPanel_->hide();
    connect(hintPanel_, &HintPanel::closed, this, [this] {
        asked_.clear();
        clearHighlight();
    });
    panel->tableView()->installEventFilter(this);
    panel->installEventFilter(this);
    retranslate();
}

TableHints::~TableHints() {
    mailbox_->close(); // a search still running answers nobody
}

bool TableHints::available() const {
    return !key_().isEmpty();
}

void TableHints::request() {
    HintPosition position = position_();
    if (!position.state) {
        hintPanel_->showHint({}, QString::fromStdString(game_.id), position.context);
        place();
        emit ready();
        return;
    }
    asked_ = position.key;
    context_ = position.context;
    lastSeed_ = position.seed;
    clearHighlight();
    hintPanel_->showWorking();
    place();
    // The worker owns what it reads: a copy of the state. Its answer is kept only for the
    // position it was asked for.
    QThreadPool::globalInstance()->start(
        [game = &game_, state = position.state, seat = position.seat, settings = settings_,
         seed = position.seed, key = position.key, mailbox = mailbox_] {
            CoachHint hint = coachHint(*game, *state, seat, settings, seed);
            mailbox->post([mailbox, key, hint = std::move(hint)] {
                if (auto* owner = static_cast<TableHints*>(mailbox->owner))
                    owner->answered(key, hint);
            });
        });
}

void TableHints::answered(const QString& key, const CoachHint& hint) {
    if (key != asked_ || key != key_())
        return; // the table has moved on
    hintPanel_->showHint(hint, QString::fromStdString(game_.id), context_);
    place();
    if (!hint.analysis.estimates.empty())
        highlight(QString::fromStdString(hint.analysis.best()));
    emit ready();
}

const CoachHint& TableHints::last() const {
    static const CoachHint none;
    const CoachHint* shown = hintPanel_->hint();
    return shown ? *shown : none;
}

void TableHints::positionChanged() {
    if (asked_.isEmpty() || asked_ == key_())
        return;
    asked_.clear();
    highlighted_.clear();
    hintPanel_->hide();
}

// The best choice stands out where the person makes it: its cards are selected in the hand (the
// action bar then offers the play they make, as when the person selects them) and its button is
// ringed.
void TableHints::highlight(const QString& action) {
    highlighted_ = action;
    HandWidget* hand = panel_->hand();
    const QStringList cards = cardsOf(action, *game_.deck);
    if (!cards.isEmpty() && hand->isEnabled()) {
        hand->clearSelection();
        QList<bool> used(hand->cards().size(), false);
        for (const QString& card : cards)
            for (int i = 0; i < hand->cards().size(); ++i)
                if (!used[i] && hand->cards()[i] == card) {
                    used[i] = true;
                    hand->toggle(i);
                    break;
                }
    }
    for (QPushButton* b : panel_->actionButtons()) {
        const bool best = b->property("action").toString() == action;
        b->setProperty("hinted", best);
        if (best)
            b->setStyleSheet(QStringLiteral("QPushButton { border: 3px solid #e0a810; }"));
    }
}

void TableHints::clearHighlight() {
    highlighted_.clear();
    for (QPushButton* b : panel_->actionButtons())
        if (b->property("hinted").toBool()) {
            b->setProperty("hinted", false);
            b->setStyleSheet(QString());
        }
}

// Where the panel covers least of the table: the card in play most of all, then the words that
// say what is asked, the action bar and the hand, the seats' plays, the plates and melds, the
// other cards least. A panel the person has moved stays where they put it, within the table.
void TableHints::place() {
    hintPanel_->layout()->activate();
    hintPanel_->adjustSize();
    TableView* view = panel_->tableView();
    const QRect area = view->rect();
    if (hintPanel_->moved()) {
        hintPanel_->moveWithin(hintPanel_->pos());
        hintPanel_->raise();
        return;
    }
    QList<HintPanel::Covered> things;
    const auto inView = [view](const QWidget* w) {
        return QRectF(QRect(view->mapFromGlobal(w->mapToGlobal(QPoint(0, 0))), w->size()));
    };
    for (const TableView::DrawnCard& card : view->drawnCards())
        things.append({view->mapFromScene(card.rect).boundingRect(),
                       card.inPlay                               ? 12.0
                       : card.place == TableView::Place::Meld    ? 3.0
                       : card.place == TableView::Place::Play    ? 3.0
                       : card.place == TableView::Place::Discard ? 1.5
                                                                 : 1.0});
    for (int seat = 0; seat < int(view->plates().size()); ++seat)
        things.append({view->mapFromScene(view->plateRect(seat)).boundingRect(), 2.0});
    const QRectF middle = view->middleRect();
    for (const QRectF& words : view->captionRects()) // the middle's say what is asked
        things.append(
            {view->mapFromScene(words).boundingRect(), words.intersects(middle) ? 8.0 : 2.0});
    things.append({view->mapFromScene(view->stockRect()).boundingRect(), 1.0});
    for (const QPushButton* b : panel_->actionButtons())
        if (b->isVisible())
            things.append({inView(b), 8.0});
    if (panel_->hand()->isVisible())
        things.append({inView(panel_->hand()), 8.0});
    // The whole panel where it covers nothing; else the compact one, where it covers less.
    const auto fitted = [this] {
        hintPanel_->layout()->activate();
        hintPanel_->adjustSize();
        return hintPanel_->size();
    };
    hintPanel_->setCompact(false);
    double whole = 0, compact = 0;
    QPoint at = HintPanel::leastCovering(fitted(), area, things, &whole);
    if (whole > 0 && !hintPanel_->working() && !hintPanel_->shownActions().isEmpty()) {
        hintPanel_->setCompact(true);
        const QPoint small = HintPanel::leastCovering(fitted(), area, things, &compact);
        if (compact < whole) {
            at = small;
        } else {
            hintPanel_->setCompact(false);
            fitted();
        }
    }
    hintPanel_->move(at);
    hintPanel_->raise();
}

void TableHints::retranslate() {
    button_->setText(tr("Hint (H)"));
    button_->setToolTip(tr("The coach's best choices for you now, from what you can see"));
}

bool TableHints::eventFilter(QObject* watched, QEvent* event) {
    if (watched == panel_ && event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!hintPanel_->isHidden())
            hintPanel_->showAgain();
    }
    if (watched == panel_->tableView() && event->type() == QEvent::Resize &&
        !hintPanel_->isHidden())
        place();
    return QObject::eventFilter(watched, event);
}

} // namespace paiju::gui
