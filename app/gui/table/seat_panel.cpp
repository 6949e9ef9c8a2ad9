#include "table/seat_panel.h"

#include "cards/card_faces.h"
#include "io/game_info.h"
#include "table/action_keys.h"
#include "table/hand_widget.h"
#include "table/table_view.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

namespace {

// Lays its widgets out left to right and wraps into rows, so that however many actions there
// are, the bar grows down and never asks for more width than its widest button (itself no wider
// than the bar).
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent) : QLayout(parent) { setContentsMargins(0, 0, 0, 0); }
    ~FlowLayout() override {
        while (QLayoutItem* item = takeAt(0))
            delete item;
    }
    void addItem(QLayoutItem* item) override { items_.append(item); }
    int count() const override { return int(items_.size()); }
    QLayoutItem* itemAt(int index) const override { return items_.value(index); }
    QLayoutItem* takeAt(int index) override {
        return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
    }
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return arrange(QRect(0, 0, width, 0), false); }
    void setGeometry(const QRect& rect) override {
        QLayout::setGeometry(rect);
        arrange(rect, true);
    }
    QSize sizeHint() const override { return minimumSize(); }
    // Narrow: a button is cut before the bar widens the window.
    QSize minimumSize() const override {
        int height = 0;
        for (const QLayoutItem* item : items_)
            if (!hidden(item))
                height = std::max(height, hintOf(item).height());
        return QSize(48, height);
    }

private:
    // The button's own wish: it is made to shrink rather than widen (QSizePolicy::Ignored), which
    // here means cut to the bar's width.
    // Hidden on purpose (a retired button), not merely not shown yet (a new one, shown once the
    // event loop runs): the bar's height is known as soon as it is filled.
    static bool hidden(const QLayoutItem* item) {
        const QWidget* w = item->widget();
        return w ? w->isHidden() && w->testAttribute(Qt::WA_WState_ExplicitShowHide)
                 : item->isEmpty();
    }
    static QSize hintOf(const QLayoutItem* item) {
        return item->widget() ? item->widget()->sizeHint() : item->sizeHint();
    }
    int arrange(const QRect& rect, bool apply) const {
        const int gap = 6;
        int x = rect.x();
        int y = rect.y();
        int rowHeight = 0;
        for (QLayoutItem* item : items_) {
            if (hidden(item))
                continue;
            const QSize hint = hintOf(item);
            const int w = std::min(hint.width(), std::max(1, rect.width()));
            if (x > rect.x() && x + w > rect.right() + 1) {
                x = rect.x();
                y += rowHeight + gap;
                rowHeight = 0;
            }
            if (apply)
                item->setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())));
            x += w + gap;
            rowHeight = std::max(rowHeight, hint.height());
        }
        return y + rowHeight - rect.y();
    }
    QList<QLayoutItem*> items_;
};

} // namespace

SeatPanel::SeatPanel(const GameInfo& game, QWidget* parent)
    : QWidget(parent), game_(game), deck_(QString::fromStdString(game.deck->id())) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    column_ = new QVBoxLayout;
    top_ = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true); // long lines wrap rather than widen the window
    status_->setMinimumWidth(120);
    top_->addWidget(status_, 1);
    table_ = new TableView(deck_, this);
    hint_ = new QLabel(this);
    hint_->setObjectName(QStringLiteral("hint"));
    hint_->setWordWrap(true);
    // One line kept for the hint whether it says anything or not: the table does not jump.
    hint_->setMinimumHeight(hint_->fontMetrics().lineSpacing());
    hand_ = new HandWidget(deck_, this);
    passing_ = new QWidget(this);
    passing_->setObjectName(QStringLiteral("passing"));
    auto* passRow = new QHBoxLayout(passing_);
    passRow->setContentsMargins(0, 0, 0, 0);
    static const char* const placeNames[] = {"place-right", "place-partner", "place-left"};
    for (int k = 0; k < 3; ++k) {
        auto* button = new QPushButton(passing_);
        button->setObjectName(QLatin1String(placeNames[k]));
        button->setSizePolicy(QSizePolicy::Ignored, button->sizePolicy().verticalPolicy());
        button->setFocusPolicy(Qt::TabFocus);
        connect(button, &QPushButton::clicked, this, [this, k] {
            const int seat = (view_.seat + 1 + k) % 4;
            const QStringList chosen = hand_->selectedCards();
            place(seat, chosen.size() == 1 ? chosen.front() : QString());
        });
        passRow->addWidget(button, 1);
        places_ << button;
    }
    placed_ = QStringList{QString(), QString(), QString()};
    passing_->hide();
    // The bar's rows scroll past two: claims with every 比 variant may be many.
    actionScroll_ = new QScrollArea(this);
    actionScroll_->setObjectName(QStringLiteral("action-scroll"));
    actionScroll_->setFrameShape(QFrame::NoFrame);
    actionScroll_->setWidgetResizable(true);
    actionScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    actionScroll_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    actionScroll_->installEventFilter(this);
    actionBar_ = new QWidget(actionScroll_);
    actionBar_->setObjectName(QStringLiteral("action-bar"));
    actions_ = new FlowLayout(actionBar_);
    actionScroll_->setWidget(actionBar_);
    column_->addLayout(top_);
    column_->addWidget(table_, 1);
    column_->addWidget(hint_);
    column_->addWidget(hand_);
    column_->addWidget(passing_);
    column_->addWidget(actionScroll_);
    below_ = new QVBoxLayout;
    column_->addLayout(below_);

    auto* sideWidget = new QWidget(this);
    sideWidget->setMinimumWidth(260);
    side_ = new QVBoxLayout(sideWidget);
    side_->setContentsMargins(0, 0, 0, 0);
    logHand_ = new QComboBox(sideWidget);
    logHand_->setObjectName(QStringLiteral("log-hand"));
    logHand_->setFocusPolicy(Qt::NoFocus);
    logHand_->hide(); // until a window keeps every hand's log
    connect(logHand_, &QComboBox::activated, this, &SeatPanel::logHandPicked);
    log_ = new QListWidget(sideWidget);
    log_->setObjectName(QStringLiteral("log"));
    log_->setFocusPolicy(Qt::NoFocus); // the keyboard stays in the hand
    // Long lines wrap within the column rather than scroll sideways.
    log_->setWordWrap(true);
    log_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    log_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    log_->setResizeMode(QListView::Adjust);
    side_->addWidget(logHand_);
    side_->addWidget(log_, 2);
    layout->addLayout(column_, 1);
    layout->addWidget(sideWidget);

    connect(hand_, &HandWidget::selectionChanged, this, &SeatPanel::refreshActions);
    // A click on a seat of the table places the selected card there while passing.
    connect(table_, &TableView::seatClicked, this, [this](int seat) {
        const QStringList chosen = hand_->selectedCards();
        if (passing_->isVisible() && chosen.size() == 1)
            place(seat, chosen.front());
    });
    // …or a card dragged from the hand onto the seat.
    connect(table_, &TableView::cardDropped, this, [this](int seat, const QString& card) {
        if (passing_->isVisible() && hand_->cards().contains(card))
            place(seat, card);
    });
}

SeatPanel::~SeatPanel() = default;

void SeatPanel::addAboveHand(QWidget* widget) {
    column_->insertWidget(column_->indexOf(hand_), widget);
}

QList<QPushButton*> SeatPanel::actionButtons() const {
    return actionBar_->findChildren<QPushButton*>();
}

QList<QPushButton*> SeatPanel::placeButtons() const {
    return places_;
}

void SeatPanel::setInteractive(bool on) {
    interactive_ = on;
    hand_->setAttribute(Qt::WA_TransparentForMouseEvents, !on);
    actionScroll_->setVisible(on);
    hint_->setVisible(on);
}

void SeatPanel::setHint(const QString& text) {
    hintSet_ = !text.isEmpty();
    if (hintSet_)
        hint_->setText(text);
}

void SeatPanel::display(const session::SeatView& view, const QStringList& names, int bottom,
                        const QString& turn, const QStringList& plateNames) {
    const bool newSeat = view.seat != view_.seat;
    view_ = view;
    names_ = names;
    const QJsonObject& obs = view.observation;
    QStringList scores;
    const QJsonArray totals = obs.value("scores").toArray();
    for (int s = 0; s < totals.size(); ++s)
        scores
            << tr("%1: %2").arg(seatName(TextContext{{}, names, -1, {}}, s)).arg(totals[s].toInt());
    status_->setText(tr("<b>%1</b> — %2 — %3 — %4")
                         .arg(gameName(game_.name),
                              obs.isEmpty() ? tr("waiting for the start")
                                            : phaseText(obs.value("phase").toString()),
                              !turn.isEmpty() ? turn
                              : view.awaited  ? tr("your turn")
                                              : tr("waiting"),
                              scores.join(QStringLiteral(", "))));
    table_->display(obs, plateNames.isEmpty() ? names : plateNames, bottom);
    table_->setToolTip(tableLines(obs, deck_, names).join(QLatin1Char('\n')));
    const QJsonObject me =
        view.seat >= 0 ? obs.value("seats").toArray().at(view.seat).toObject() : QJsonObject{};
    const QStringList cards = tokensIn(me.value("hand"));
    if (newSeat || cards != hand_->cards())
        hand_->setCards(cards);
    const QStringList elders = tokensIn(me.value("elders"));
    elders_ = QSet<QString>(elders.begin(), elders.end());
    // Tichu's passing: each placed card still in the hand stays placed.
    const bool passing = interactive_ && view.awaited && obs.value("mayGive").toBool();
    for (QString& card : placed_)
        if (!passing || !cards.contains(card))
            card.clear();
    passing_->setVisible(passing);
    hand_->setDraggable(passing);
    markHand();
    fillPassing();
    hintSet_ = false; // a window's own hint lasts until the next view
    refreshActions();
}

// The hint: what no legal action uses is dimmed, and while passing, the cards already placed.
void SeatPanel::markHand() {
    QSet<QString> playable = playableCards(view_, *game_.deck);
    if (passing_->isVisible()) {
        for (const QString& card : placed_)
            playable.remove(card);
        if (playable.isEmpty()) // all placed: nothing dimmed means everything may be played
            playable.insert(QString());
    }
    hand_->setMarks(playable, elders_);
}

QString SeatPanel::seatFor(int k) const {
    return seatName(TextContext{{}, names_, -1, {}}, (view_.seat + 1 + k) % 4);
}

void SeatPanel::place(int seat, const QString& card) {
    if (view_.seat < 0)
        return;
    const int k = (seat - view_.seat + 3) % 4; // 0 right, 1 partner, 2 left; 3: the seat itself
    if (k > 2)
        return;
    if (!card.isEmpty()) // a card goes to one seat only
        for (QString& c : placed_)
            if (c == card)
                c.clear();
    placed_[k] = card;
    markHand();
    hand_->clearSelection();
    fillPassing();
    refreshActions();
}

void SeatPanel::fillPassing() {
    if (!passing_->isVisible())
        return;
    const int height = std::max(24, hand_->fontMetrics().height() * 2);
    for (int k = 0; k < 3; ++k) {
        QPushButton* button = places_[k];
        const QString to = k == 0   ? tr("To %1 (right)").arg(seatFor(k))
                           : k == 1 ? tr("To %1 (partner)").arg(seatFor(k))
                                    : tr("To %1 (left)").arg(seatFor(k));
        button->setText(placed_[k].isEmpty() ? to + QStringLiteral(": …") : to);
        button->setProperty("card", placed_[k]);
        button->setIcon(placed_[k].isEmpty() ? QIcon()
                                             : QIcon(faces({QStringList{placed_[k]}}, height)));
        if (!placed_[k].isEmpty())
            button->setIconSize(QSize(height, height));
        button->setToolTip(tr("Select a card of your hand, then click here: it goes to %1. Click "
                              "again to take it back.")
                               .arg(seatFor(k)));
    }
}

QPixmap SeatPanel::faces(const QList<QStringList>& groups, int height) {
    if (!faces_)
        faces_ = std::make_unique<cards::CardFaces>(deck_);
    const qreal dpr = devicePixelRatioF();
    const int width = std::max(1, int(height * faces_->aspectRatio()));
    const int step = std::max(1, width * 2 / 3); // cards of one group overlap a little
    int total = 0;
    for (const QStringList& group : groups)
        total += width + step * int(group.size() - 1) + width / 3;
    QPixmap pixmap(QSize(std::max(1, total), height) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    int x = 0;
    for (const QStringList& group : groups) {
        for (const QString& card : group) {
            if (faces_->hasFace(card))
                painter.drawImage(QRect(x, 0, width, height), faces_->face(card, height, dpr));
            x += step;
        }
        x += width - step + width / 3; // a gap between groups (a chow and each 比)
    }
    return pixmap;
}

void SeatPanel::refreshActions() {
    // Whoever plays from the keyboard keeps the focus in the hand while the buttons change.
    QWidget* focused = QApplication::focusWidget();
    const bool refocus = !focused || focused == window() || actionBar_->isAncestorOf(focused);
    retireActionButtons(actionButtons());
    bool cardActions = false;
    QStringList offered =
        interactive_ ? offeredActions(view_, hand_->selectedInOrder(), *game_.deck, &cardActions)
                     : QStringList{};
    const bool passing = passing_->isVisible();
    if (passing && !placed_.contains(QString()))
        offered.prepend(QStringLiteral("give right=%1 partner=%2 left=%3")
                            .arg(placed_[0], placed_[1], placed_[2]));
    const auto isPass = [](const QString& action) {
        return action == QLatin1String("pass") || action == QLatin1String("nobomb");
    };
    const int primaryAt = primaryAction(offered, hand_->selectedCards(), *game_.deck);
    const QString primary = offered.value(primaryAt);
    // Fixed places: the declining answer first, then the others as the engine lists them.
    std::stable_partition(offered.begin(), offered.end(), isPass);
    const TextContext words{deck_, names_, view_.seat, view_.observation};
    fillActionBar(
        actionBar_, actions_, offered, int(offered.indexOf(primary)),
        [&words](const QString& action) { return actionText(action, words); }, isPass,
        [this](const QString& action) {
            hand_->clearSelection();
            emit chose(action);
        });
    const int height = std::max(24, fontMetrics().height() * 5 / 2);
    for (QPushButton* button : actionButtons()) {
        if (button->property("gone").toBool())
            continue;
        const QString action = button->property("action").toString();
        const QStringList cards = cardsOf(action, *game_.deck);
        const bool bomb =
            game_.id == "tichu" && action.startsWith(QLatin1String("play ")) && isTichuBomb(cards);
        button->setProperty("bomb", bomb);
        if (bomb) { // it stands out: a bomb is no ordinary play
            QFont font = button->font();
            font.setBold(true);
            button->setFont(font);
        }
        const QList<QStringList> groups = actionCards(action, words);
        if (!groups.isEmpty()) {
            const QPixmap pixmap = faces(groups, height);
            button->setIcon(QIcon(pixmap));
            button->setIconSize(pixmap.deviceIndependentSize().toSize());
        }
    }
    // One height for the whole bar, buttons with faces or without.
    int tallest = 0;
    for (QPushButton* button : actionButtons())
        if (!button->property("gone").toBool())
            tallest = std::max(tallest, button->sizeHint().height());
    for (QPushButton* button : actionButtons())
        button->setMinimumHeight(tallest);
    fitActionBar();
    if (refocus && hand_->isVisible() && interactive_)
        hand_->setFocus(Qt::OtherFocusReason);
    if (!hintSet_)
        hint_->setText(passing ? tr("Click a card, then the player it goes to (the buttons below "
                                    "or their seat): one card to each of the other three.")
                       : view_.awaited && cardActions ? tr("Select cards to see what they can do.")
                                                      : QString());
}

int SeatPanel::rowHeight() const {
    int tallest = std::max(24, fontMetrics().height() * 5 / 2) + 12; // a button with faces
    for (QPushButton* button : actionButtons())
        if (!button->property("gone").toBool())
            tallest = std::max(tallest, button->minimumHeight());
    return tallest;
}

// One row of buttons at least, whether there are actions or not (the table does not jump), two
// at most; more scroll.
void SeatPanel::fitActionBar() {
    const int row = rowHeight();
    const int width =
        actionScroll_->width() - actionScroll_->verticalScrollBar()->sizeHint().width();
    const int content = actions_->heightForWidth(std::max(1, width));
    actionScroll_->setFixedHeight(std::clamp(content, row, 2 * row + 6));
}

bool SeatPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == actionScroll_ && event->type() == QEvent::Resize)
        fitActionBar();
    return QWidget::eventFilter(watched, event);
}

void SeatPanel::showLog(const QJsonArray& events, const QList<QPair<int, QString>>& notes) {
    const bool following = logHand_->isHidden() || logHand_->currentIndex() < 0 ||
                           logHand_->currentIndex() == logHand_->count() - 1;
    log_->clear();
    for (const QJsonValue& e : events)
        log_->addItem(eventLine(e.toObject(), deck_, names_));
    int inserted = 0; // the table's own lines, where they happened (later ones further down)
    for (const auto& note : notes) {
        log_->insertItem(std::min(note.first + inserted, log_->count()), note.second);
        ++inserted;
    }
    if (following)
        log_->scrollToBottom();
}

void SeatPanel::setLogHands(int hands) {
    logHand_->show();
    const bool following =
        logHand_->currentIndex() < 0 || logHand_->currentIndex() == logHand_->count() - 1;
    if (logHand_->count() != hands) {
        logHand_->clear();
        for (int h = 1; h <= hands; ++h)
            logHand_->addItem(tr("Hand %1").arg(h));
    } else {
        for (int h = 1; h <= hands; ++h)
            logHand_->setItemText(h - 1, tr("Hand %1").arg(h));
    }
    if (following)
        logHand_->setCurrentIndex(hands - 1);
}

int SeatPanel::pickedHand() const {
    return logHand_->isHidden() ? 0 : logHand_->currentIndex() + 1;
}

void SeatPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        fillPassing();
    QWidget::changeEvent(event);
}

} // namespace paiju::gui
