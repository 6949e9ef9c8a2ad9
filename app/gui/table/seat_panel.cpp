#include "table/seat_panel.h"

#include "cards/card_faces.h"
#include "dialogs/appearance.h"
#include "games/catalog.h"
#include "io/game_info.h"
#include "session/observed.h"
#include "table/action_keys.h"
#include "table/hand_widget.h"
#include "table/table_view.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLayout>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <functional>

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
        const QWidget* w = item->widget();
        return w ? w->sizeHint().expandedTo(w->minimumSize()).boundedTo(w->maximumSize())
                 : item->sizeHint();
    }
    // Rows are filled left to right and each row is right-aligned: the last button (the
    // strongest) keeps the right edge.
    int arrange(const QRect& rect, bool apply) const {
        const int gap = 6;
        struct Placed {
            QLayoutItem* item;
            int x, width, height;
        };
        QList<QList<Placed>> rows{{}};
        int x = 0;
        for (QLayoutItem* item : items_) {
            if (hidden(item))
                continue;
            const QSize hint = hintOf(item);
            const int w = std::min(hint.width(), std::max(1, rect.width()));
            if (x > 0 && x + w > rect.width()) {
                rows.append(QList<Placed>{});
                x = 0;
            }
            rows.last().append(Placed{item, x, w, hint.height()});
            x += w + gap;
        }
        int y = rect.y();
        for (const QList<Placed>& row : rows) {
            if (row.isEmpty())
                continue;
            const int used = row.last().x + row.last().width;
            const int shift = std::max(0, rect.width() - used);
            int height = 0;
            for (const Placed& p : row) {
                if (apply)
                    p.item->setGeometry(QRect(rect.x() + shift + p.x, y, p.width, p.height));
                height = std::max(height, p.height);
            }
            y += height + gap;
        }
        return std::max(0, y - gap - rect.y());
    }
    QList<QLayoutItem*> items_;
};

// A line that never wraps: cut with an ellipsis when the window is too narrow, the whole of it in
// the tooltip then. It asks for no width of its own, so it never widens the window.
class OneLineLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override { return QSize(0, fontMetrics().height()); }
    QSize sizeHint() const override {
        return QSize(fontMetrics().horizontalAdvance(text()), fontMetrics().height());
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setPen(palette().color(QPalette::WindowText));
        const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, width());
        painter.drawText(rect(), Qt::AlignLeft | Qt::AlignVCenter, shown);
        setToolTip(shown == text() ? QString() : text());
    }
};

// The log's rail along the right edge: its name written down the rail and the count of lines not
// read yet; a click opens the drawer.
class LogRail : public QWidget {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::SeatPanel)
public:
    explicit LogRail(QWidget* parent) : QWidget(parent) {
        setFixedWidth(26);
        setCursor(Qt::PointingHandCursor);
        setFocusPolicy(Qt::NoFocus);
        setAttribute(Qt::WA_Hover);
        retranslate();
    }
    void setUnread(int unread) {
        if (unread == unread_)
            return;
        unread_ = unread;
        retranslate();
        update();
    }
    void setOpen(bool open) {
        open_ = open;
        update();
    }
    void retranslate() {
        setToolTip(tr("The log (L)"));
        setAccessibleName(tr("Log"));
        setAccessibleDescription(tr("%n line(s) not read", nullptr, unread_));
    }
    std::function<void()> onClick;

protected:
    void mousePressEvent(QMouseEvent*) override {
        if (onClick)
            onClick();
    }
    void paintEvent(QPaintEvent*) override {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(rect(), underMouse() || open_ ? QColor(0x2c, 0x33, 0x2e)
                                                       : QColor(0x1d, 0x22, 0x1f));
        painter.setPen(QColor(0x4a, 0x52, 0x4c));
        painter.drawLine(0, 0, 0, height());
        // The word down the rail: Latin letters turned to read top to bottom, Chinese characters
        // upright one under the other, as they are written down a strip; then an arrow.
        QFont font = this->font();
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0xe8, 0xe4, 0xd6));
        const QString word = tr("Log");
        const QString arrow = open_ ? QStringLiteral("▸") : QStringLiteral("◂");
        const QFontMetrics metrics = painter.fontMetrics();
        const bool upright =
            std::any_of(word.begin(), word.end(), [](QChar c) { return c.unicode() >= 0x2e80; });
        int wordLength = 0;
        if (upright) {
            const QString column = word + arrow;
            for (int i = 0; i < column.size(); ++i) {
                const QRect cell(0, 10 + i * metrics.height(), width(), metrics.height());
                painter.drawText(cell, Qt::AlignCenter, column.mid(i, 1));
            }
            wordLength = int(column.size()) * metrics.height() - 2;
        } else {
            const QString text = word + QLatin1Char(' ') + arrow;
            painter.save();
            // The letters' bodies, from the descent to the ascent, centred across the rail.
            painter.translate(width() / 2.0 - (metrics.ascent() - metrics.descent()) / 2.0, 12);
            painter.rotate(90);
            painter.drawText(0, 0, text);
            painter.restore();
            wordLength = metrics.horizontalAdvance(text);
        }
        if (unread_ > 0) {
            const QString count = unread_ > 99 ? QStringLiteral("99+") : QString::number(unread_);
            QFont small = font;
            small.setPointSizeF(font.pointSizeF() * 0.85);
            painter.setFont(small);
            const int d = std::max(18, painter.fontMetrics().horizontalAdvance(count) + 8);
            const QRectF badge((width() - d) / 2.0, 12 + wordLength + 10, d, 18);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0xe0, 0x5a, 0x1e));
            painter.drawRoundedRect(badge, 9, 9);
            painter.setPen(Qt::white);
            painter.drawText(badge, Qt::AlignCenter, count);
        }
    }

private:
    int unread_ = 0;
    bool open_ = false;
};

} // namespace

SeatPanel::SeatPanel(const GameInfo& game, QWidget* parent)
    : QWidget(parent), game_(game), deck_(QString::fromStdString(game.deck->id())) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);

    // The top bar: the game, the hand, the status in one line; the windows' buttons on the right.
    topBar_ = new QWidget(this);
    topBar_->setObjectName(QStringLiteral("top-bar"));
    topBar_->setAutoFillBackground(true);
    top_ = new QHBoxLayout(topBar_);
    top_->setContentsMargins(10, 3, 6, 3);
    top_->setSpacing(10);
    title_ = new QLabel(topBar_);
    title_->setObjectName(QStringLiteral("game-name"));
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    handNumber_ = new QLabel(topBar_);
    handNumber_->setObjectName(QStringLiteral("hand-number"));
    status_ = new OneLineLabel(topBar_);
    status_->setObjectName(QStringLiteral("status"));
    status_->setFont(bold);
    top_->addWidget(title_);
    top_->addWidget(handNumber_);
    top_->addWidget(status_, 1);
    layout->addWidget(topBar_);

    auto* body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(0);
    layout->addLayout(body, 1);
    column_ = new QVBoxLayout;
    column_->setContentsMargins(0, 0, 0, 0);
    column_->setSpacing(0);
    body->addLayout(column_, 1);

    table_ = new TableView(deck_, this);
    table_->setFrameShape(QFrame::NoFrame);
    column_->addWidget(table_, 1);

    // The band along the bottom edge, on the same cloth as the table: the row of the hint and the
    // action bar, then the hand.
    band_ = new QWidget(this);
    band_->setObjectName(QStringLiteral("hand-band"));
    band_->setAutoFillBackground(true);
    auto* bandLayout = new QVBoxLayout(band_);
    bandLayout->setContentsMargins(0, 0, 0, 0);
    bandLayout->setSpacing(0);
    barRow_ = new QWidget(band_);
    barRow_->setObjectName(QStringLiteral("bar-row"));
    // Its notes give way to the action bar; they never widen the window.
    barRow_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    notes_ = new QVBoxLayout(barRow_);
    notes_->setContentsMargins(12, 2, 12, 2);
    notes_->setSpacing(0);
    hint_ = new QLabel(barRow_);
    hint_->setObjectName(QStringLiteral("hint"));
    hint_->setWordWrap(true);
    hint_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    hint_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    notes_->addWidget(hint_, 1);
    // Tichu's places take the hint's place while the person passes (the hint becomes their
    // tooltip): the table does not move for them.
    passing_ = new QWidget(barRow_);
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
    notes_->addWidget(passing_);
    // What the window says above the hand (its clocks, the connection, the stand-in): in the
    // row too, and, like the hint, out of the places' way while they are shown.
    windowNotes_ = new QWidget(barRow_);
    windowNotes_->setObjectName(QStringLiteral("window-notes"));
    auto* windowNotes = new QVBoxLayout(windowNotes_);
    windowNotes->setContentsMargins(0, 0, 0, 0);
    windowNotes->setSpacing(0);
    notes_->addWidget(windowNotes_);
    bandLayout->addWidget(barRow_);
    hand_ = new HandWidget(deck_, band_);
    bandLayout->addWidget(hand_);
    column_->addWidget(band_);
    below_ = new QVBoxLayout;
    below_->setContentsMargins(6, 0, 6, 0);
    column_->addLayout(below_);

    // The action bar floats over the band's row, right-aligned, and grows upwards over the table:
    // its rows never move the table or the hand.
    actionScroll_ = new QScrollArea(this);
    actionScroll_->setObjectName(QStringLiteral("action-scroll"));
    actionScroll_->setFrameShape(QFrame::NoFrame);
    actionScroll_->setWidgetResizable(true);
    actionScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    actionScroll_->setAutoFillBackground(false);
    actionScroll_->viewport()->setAutoFillBackground(false);
    actionBar_ = new QWidget(actionScroll_);
    actionBar_->setObjectName(QStringLiteral("action-bar"));
    actionBar_->setAutoFillBackground(false);
    actions_ = new FlowLayout(actionBar_);
    actionScroll_->setWidget(actionBar_);
    actionBar_->setAutoFillBackground(false); // the scroll area set it: the cloth shows through

    // The log: a rail on the right edge, its drawer over the table; a column when there is room.
    logSpace_ = new QWidget(this);
    logSpace_->setObjectName(QStringLiteral("log-column"));
    logSpace_->hide();
    body->addWidget(logSpace_);
    auto* rail = new LogRail(this);
    rail_ = rail;
    rail_->setObjectName(QStringLiteral("log-rail"));
    rail->onClick = [this] { toggleLog(); };
    body->addWidget(rail_);
    sideWidget_ = new QFrame(this);
    sideWidget_->setObjectName(QStringLiteral("log-drawer"));
    static_cast<QFrame*>(sideWidget_)->setFrameShape(QFrame::StyledPanel);
    sideWidget_->setAutoFillBackground(true);
    side_ = new QVBoxLayout(sideWidget_);
    side_->setContentsMargins(4, 4, 4, 4);
    logHand_ = new QComboBox(sideWidget_);
    logHand_->setObjectName(QStringLiteral("log-hand"));
    logHand_->setFocusPolicy(Qt::NoFocus);
    logHand_->hide(); // until a window keeps every hand's log
    connect(logHand_, &QComboBox::activated, this, &SeatPanel::logHandPicked);
    log_ = new QListWidget(sideWidget_);
    log_->setObjectName(QStringLiteral("log"));
    log_->setFocusPolicy(Qt::NoFocus); // the keyboard stays in the hand
    // Long lines wrap within the column rather than scroll sideways.
    log_->setWordWrap(true);
    log_->setUniformItemSizes(false); // each line as high as its rows
    log_->setTextElideMode(Qt::ElideNone);
    log_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    log_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    log_->setResizeMode(QListView::Adjust);
    side_->addWidget(logHand_);
    side_->addWidget(log_, 2);
    sideWidget_->hide();

    table_->installEventFilter(this);
    band_->installEventFilter(this);
    actionScroll_->installEventFilter(this);
    logSpace_->installEventFilter(this);
    // The cloth and the card size in Settings, on an open table too.
    const auto restyle = [this] {
        QPalette cloth = band_->palette();
        cloth.setColor(QPalette::Window, feltColour());
        cloth.setColor(QPalette::WindowText, QColor(0xf4, 0xf1, 0xe6));
        band_->setPalette(cloth);
        QPalette bar = topBar_->palette();
        bar.setColor(QPalette::Window, QColor(0x1d, 0x22, 0x1f));
        bar.setColor(QPalette::WindowText, QColor(0xf4, 0xf1, 0xe6));
        bar.setColor(QPalette::Button, QColor(0x3a, 0x40, 0x3c));
        bar.setColor(QPalette::ButtonText, QColor(0xf4, 0xf1, 0xe6));
        topBar_->setPalette(bar);
        // Its buttons small and dark, as the bar.
        topBar_->setStyleSheet(QStringLiteral(
            "QPushButton { background: #343a36; color: #f4f1e6; border: 1px solid #4f5751;"
            " border-radius: 4px; padding: 3px 10px; font-weight: bold; }"
            "QPushButton:hover { background: #424a45; }"
            "QPushButton:pressed, QPushButton:checked { background: #56605a; }"
            "QPushButton::menu-indicator { width: 0; }"));
        QPalette light = title_->palette();
        light.setColor(QPalette::WindowText, QColor(0xf4, 0xf1, 0xe6));
        title_->setPalette(light);
        QPalette muted = handNumber_->palette();
        muted.setColor(QPalette::WindowText, QColor(0xb8, 0xbd, 0xb5));
        handNumber_->setPalette(muted);
        QPalette gold = status_->palette();
        gold.setColor(QPalette::WindowText, QColor(0xf2, 0xc9, 0x4c));
        status_->setPalette(gold);
        fitBand();
    };
    restyle();
    connect(AppearanceSignals::instance(), &AppearanceSignals::changed, this, restyle);

    connect(hand_, &HandWidget::selectionChanged, this, &SeatPanel::refreshActions);
    // A click on a seat of the table places the selected card there while passing.
    connect(table_, &TableView::seatClicked, this, [this](int seat) {
        const QStringList chosen = hand_->selectedCards();
        if (!passing_->isHidden() && chosen.size() == 1)
            place(seat, chosen.front());
    });
    // …or a card dragged from the hand onto the seat.
    connect(table_, &TableView::cardDropped, this, [this](int seat, const QString& card) {
        if (!passing_->isHidden() && hand_->cards().contains(card))
            place(seat, card);
    });
}

SeatPanel::~SeatPanel() = default;

void SeatPanel::addAboveHand(QWidget* widget) {
    widget->setParent(windowNotes_);
    windowNotes_->layout()->addWidget(widget);
}

void SeatPanel::addCover(QWidget* widget) {
    widget->setParent(this);
    widget->setAutoFillBackground(true);
    widget->installEventFilter(this); // placed again whenever it is shown
    covers_ << widget;
    placeOverlays();
}

// A fifth of the window's height, as players hold their cards, times the card size of Settings;
// zipai's columns stand three cards high above it, on a band that grows for them.
int SeatPanel::handCardHeight() const {
    const double scale = cardScale(currentAppearance().cardSize);
    const double share = 0.2;
    return std::max(48, int(std::lround(height() * share * scale)));
}

void SeatPanel::fitBand() {
    if (!band_ || !hand_)
        return;
    const int row = interactive_ ? rowHeight() : 0;
    barRow_->setFixedHeight(row);
    if (row != barRowHeight_) { // the buttons and their faces follow the row's height
        barRowHeight_ = row;
        if (!actionButtons().isEmpty())
            refreshActions();
    }
    const int handHeight = hand_->heightForCards(handCardHeight());
    hand_->setFixedHeight(handHeight);
    band_->setFixedHeight(row + handHeight);
    placeOverlays();
}

void SeatPanel::placeOverlays() {
    if (!band_)
        return;
    const QRect bandRect(band_->mapTo(this, QPoint(0, 0)), band_->size());
    const QRect tableRect(table_->mapTo(this, QPoint(0, 0)), table_->size());
    // The action bar: right-aligned over the band's row, as wide as its buttons ask (the band at
    // most), rows past the first upwards over the table, three at most; more scroll.
    const int row = rowHeight();
    const int room = std::max(48, bandRect.width() - 24);
    int natural = 0;
    int shown = 0;
    for (QPushButton* b : actionButtons())
        if (!b->property("gone").toBool()) {
            natural += b->sizeHint().width() + (shown++ ? 6 : 0);
        }
    const int width = std::clamp(natural, 48, room);
    const int content = std::max(row - 8, actions_->heightForWidth(width));
    const int maxHeight = 3 * (row - 8) + 12;
    const bool scrolls = content > maxHeight;
    const int barWidth =
        scrolls ? std::min(room, width + actionScroll_->verticalScrollBar()->sizeHint().width())
                : width;
    const int barHeight = std::min(content, maxHeight);
    const int bottom = bandRect.top() + row - 4;
    actionScroll_->setGeometry(bandRect.right() - 12 - barWidth + 1, bottom - barHeight, barWidth,
                               barHeight);
    actionScroll_->setVerticalScrollBarPolicy(scrolls ? Qt::ScrollBarAlwaysOn
                                                      : Qt::ScrollBarAlwaysOff);
    actionScroll_->setVisible(interactive_ && shown > 0);
    actionScroll_->raise();
    // The hint and the notes keep left of the buttons.
    notes_->setContentsMargins(12, 2, shown ? barWidth + 24 : 12, 2);
    // What covers the band: its size, or taller upwards when it needs more.
    for (QWidget* cover : covers_) {
        const int wanted = cover->sizeHint().height();
        const int height = std::clamp(wanted, bandRect.height(),
                                      std::max(bandRect.height(), bandRect.bottom() - 40));
        cover->setGeometry(bandRect.left(), bandRect.bottom() + 1 - height, bandRect.width(),
                           height);
        cover->raise();
    }
    // The log: a column from 1600 px wide, else a drawer over the table's right part.
    const bool column = this->width() >= 1600;
    if (column != logColumn_) {
        logColumn_ = column;
        logSpace_->setVisible(column);
        rail_->setVisible(!column);
        drawerOpen_ = false;
    }
    if (column) {
        logSpace_->setFixedWidth(std::clamp(this->width() / 5, 300, 420));
        sideWidget_->setGeometry(QRect(logSpace_->mapTo(this, QPoint(0, 0)), logSpace_->size()));
    } else {
        const int w = std::min(std::clamp(this->width() / 4, 300, 380), tableRect.width());
        sideWidget_->setGeometry(tableRect.right() + 1 - w, tableRect.top(), w, tableRect.height());
    }
    sideWidget_->setVisible(column || drawerOpen_);
    if (sideWidget_->isVisible())
        sideWidget_->raise();
    updateRail();
}

bool SeatPanel::logOpen() const {
    return logColumn_ || drawerOpen_;
}

void SeatPanel::toggleLog() {
    if (logColumn_)
        return;
    drawerOpen_ = !drawerOpen_;
    placeOverlays();
    if (drawerOpen_)
        log_->scrollToBottom();
}

void SeatPanel::updateRail() {
    if (logOpen()) {
        logSeen_ = logCount_;
        sideUnread_ = 0;
    }
    auto* rail = static_cast<LogRail*>(rail_);
    rail->setUnread(unreadLog());
    rail->setOpen(drawerOpen_);
}

void SeatPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitBand();
}

void SeatPanel::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // What the window put under the log (the online chat) counts on the rail too.
    for (QListWidget* list : sideWidget_->findChildren<QListWidget*>()) {
        if (list == log_ || sideWatched_.contains(list->model()))
            continue;
        sideWatched_ << list->model();
        connect(list->model(), &QAbstractItemModel::rowsInserted, this,
                [this](const QModelIndex&, int first, int last) {
                    if (!logOpen())
                        sideUnread_ += last - first + 1;
                    updateRail();
                });
    }
    fitBand();
    // The keyboard starts in the hand.
    if (interactive_ && hand_->focusPolicy() != Qt::NoFocus)
        hand_->setFocus(Qt::OtherFocusReason);
}

void SeatPanel::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_L && !(event->modifiers() & ~Qt::KeypadModifier) && !logColumn_) {
        toggleLog();
        return;
    }
    if (event->key() == Qt::Key_Escape && drawerOpen_) {
        toggleLog();
        return;
    }
    QWidget::keyPressEvent(event);
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
    barRow_->setVisible(on); // nothing to choose, nothing to say about it
    fitBand();
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
    title_->setText(gameName(game_.name));
    const int hand =
        obs.value(gameModule(QString::fromStdString(game_.id)).handNumberField()).toInt();
    handNumber_->setText(hand > 0 ? tr("Hand %1").arg(hand) : QString());
    handNumber_->setVisible(hand > 0);
    QString status =
        (obs.isEmpty() ? tr("waiting for the start") : phaseText(session::Observed(obs).phase())) +
        QStringLiteral(" — ") +
        (!turn.isEmpty() ? turn
         : view.awaited  ? tr("your turn")
                         : tr("waiting"));
    if (!status.isEmpty())
        status[0] = status[0].toUpper();
    status_->setText(status);
    QPalette statusColour = status_->palette();
    statusColour.setColor(QPalette::WindowText,
                          view.awaited ? QColor(0xf2, 0xc9, 0x4c) : QColor(0xd8, 0xdc, 0xd4));
    status_->setPalette(statusColour);
    table_->setOffer(offer_);
    table_->display(obs, plateNames.isEmpty() ? names : plateNames, bottom);
    table_->setToolTip(tableLines(obs, deck_, names).join(QLatin1Char('\n')));
    const session::Observed observed(obs);
    const QJsonObject me = observed.seat(view.seat);
    QStringList cards = observed.hand(view.seat);
    if (offer_.seat >= 0 && offer_.seat == view.seat)
        cards.removeOne(offer_.card); // on the table now
    if (newSeat || cards != hand_->cards())
        hand_->setCards(cards);
    const QStringList elders = tokensIn(me.value("elders"));
    elders_ = QSet<QString>(elders.begin(), elders.end());
    // Tichu's passing: each placed card still in the hand stays placed.
    const bool passing = interactive_ && view.awaited && observed.mayGive();
    for (QString& card : placed_)
        if (!passing || !cards.contains(card))
            card.clear();
    passing_->setVisible(passing);
    windowNotes_->setVisible(!passing); // the plate's ring still counts the turn down
    hand_->setDraggable(passing);
    markHand();
    fillPassing();
    hintSet_ = false; // a window's own hint lasts until the next view
    refreshActions();
}

// The hint: what no legal action uses is dimmed, and while passing, the cards already placed.
void SeatPanel::markHand() {
    QSet<QString> playable = playableCards(view_, *game_.deck);
    if (!passing_->isHidden()) {
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
    if (!!passing_->isHidden())
        return;
    const int height = faceHeight();
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

// Small faces, group after group. Tall narrow cards (four-color's, zipai's) show their top end,
// where the piece or the number is, as the table shows discards; the card an action takes from
// the table (`ringed`) has a gold ring.
QPixmap SeatPanel::faces(const QList<QStringList>& groups, int height, const QString& ringed) {
    if (!faces_)
        faces_ = std::make_unique<cards::CardFaces>(deck_);
    const qreal dpr = devicePixelRatioF();
    const double aspect = faces_->aspectRatio();
    const bool tall = aspect < 0.5;
    // A tall card's top end: as wide as a short card at this height, its face that much taller.
    const int width = std::max(1, int(height * (tall ? 0.78 : aspect)));
    const int faceHeight = tall ? int(std::lround(width / aspect)) : height;
    const int step = tall ? width + 2 : std::max(1, width * 2 / 3);
    int total = 0;
    for (const QStringList& group : groups)
        total += width + step * int(group.size() - 1) + width / 2;
    total -= width / 2;
    QPixmap pixmap(QSize(std::max(1, total), height) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    int x = 0;
    bool ringDone = ringed.isEmpty();
    for (const QStringList& group : groups) {
        for (const QString& card : group) {
            const QRect place(x, 0, width, height);
            if (faces_->hasFace(card)) {
                painter.save();
                painter.setClipRect(place);
                painter.drawImage(QRect(x, 0, width, faceHeight),
                                  faces_->face(card, faceHeight, dpr));
                painter.restore();
                painter.setPen(QPen(QColor(0, 0, 0, 90), 1));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(QRectF(place).adjusted(0.5, 0.5, -0.5, -0.5), 2, 2);
            }
            if (!ringDone && card == ringed) {
                painter.setPen(QPen(QColor(0xe0, 0xa8, 0x10), 2.5));
                painter.setBrush(Qt::NoBrush);
                painter.drawRoundedRect(QRectF(place).adjusted(1.25, 1.25, -1.25, -1.25), 3, 3);
                ringDone = true;
            }
            x += step;
        }
        x += width - step + width / 2; // a gap between groups (a chow and each 比)
    }
    return pixmap;
}

void SeatPanel::setOffer(const OfferedCard& offer) {
    offer_ = offer;
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
    const bool passing = !passing_->isHidden();
    if (passing && !placed_.contains(QString()))
        offered.prepend(QStringLiteral("give right=%1 partner=%2 left=%3")
                            .arg(placed_[0], placed_[1], placed_[2]));
    const GameModule& module = gameModule(QString::fromStdString(game_.id));
    const auto isPass = [&module](const QString& action) { return module.declines(action); };
    QString primary = offered.value(primaryAction(offered, hand_->selectedCards(), *game_.deck));
    // Neither a call nor a bomb offered in one click is what Enter takes: both are made on
    // purpose (a bomb is, with its cards selected). Enter declines instead, where declining is
    // offered.
    const bool bombUnasked =
        hand_->selectedCards().isEmpty() && module.isBomb(primary, cardsOf(primary, *game_.deck));
    if (module.isCall(primary) || bombUnasked) {
        const auto decline = std::find_if(offered.cbegin(), offered.cend(), isPass);
        primary = decline == offered.cend() ? QString() : *decline;
    }
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
    const int height = faceHeight();
    // The card a claim takes: the one in play, ringed in the claim's faces.
    const QString inPlay = session::Observed(view_.observation).cardInPlay();
    const auto takes = [](const QString& action) {
        const QString verb = action.section(QLatin1Char(' '), 0, 0);
        return verb == QLatin1String("pung") || verb == QLatin1String("kong") ||
               verb == QLatin1String("chow") || verb == QLatin1String("peng") ||
               verb == QLatin1String("chi");
    };
    for (QPushButton* button : actionButtons()) {
        if (button->property("gone").toBool())
            continue;
        const QString action = button->property("action").toString();
        const QStringList cards = cardsOf(action, *game_.deck);
        const bool bomb = module.isBomb(action, cards);
        button->setProperty("bomb", bomb);
        if (bomb) { // it stands out: a bomb is no ordinary play
            QFont font = button->font();
            font.setBold(true);
            button->setFont(font);
        }
        const QList<QStringList> groups = actionCards(action, words);
        if (!groups.isEmpty()) {
            const QPixmap pixmap = faces(groups, height, takes(action) ? inPlay : QString());
            // A claim's faces show its cards: its verb is enough ("Chow", "碰"); the whole
            // label stays in its text and tooltip.
            if (takes(action))
                button->setProperty("short", actionText(action.section(QLatin1Char(' '), 0, 0),
                                                        TextContext{deck_, {}, -1, {}})
                                                 .trimmed());
            button->setIcon(QIcon(pixmap));
            button->setIconSize(pixmap.deviceIndependentSize().toSize());
            // What the meld is worth once laid, after its faces, as players weigh a claim.
            const QString verb = action.section(QLatin1Char(' '), 0, 0);
            const auto value = takes(action)
                                   ? gameModule(QString::fromStdString(game_.id))
                                         .claimValue(verb, action.split(QLatin1Char(' ')), groups)
                                   : std::nullopt;
            button->setProperty("value", value.value_or(QString()));
            if (value)
                button->setAccessibleName(button->accessibleName() + QStringLiteral(" · ") +
                                          *value);
        }
    }
    // One height for the whole bar, buttons with faces or without: the row's.
    for (QPushButton* button : actionButtons())
        if (!button->property("gone").toBool())
            button->setFixedHeight(rowHeight() - 8);
    fitActionBar();
    if (refocus && hand_->isVisible() && interactive_)
        hand_->setFocus(Qt::OtherFocusReason);
    if (!hintSet_)
        hint_->setText(passing ? tr("Click a card, then the player it goes to (the buttons below "
                                    "or their seat): one card to each of the other three.")
                       : view_.awaited && cardActions && hand_->selectedCards().isEmpty()
                           ? tr("Select cards to see what they can do.")
                           : QString());
    hint_->setVisible(interactive_ && !passing);
    passing_->setToolTip(passing ? hint_->text() : QString());
}

// The bar's row: a button with its faces, about a twentieth of the window's height.
int SeatPanel::rowHeight() const {
    const int text = fontMetrics().height();
    int tallest = std::max(text + 16, int(std::lround(height() * 0.05)));
    tallest = std::min(tallest, std::max(text + 16, 56));
    return tallest + 8;
}

// The faces in the bar's buttons: the height of its row, less the button's own frame.
int SeatPanel::faceHeight() const {
    return rowHeight() - 8 - 12;
}

void SeatPanel::fitActionBar() {
    placeOverlays();
}

bool SeatPanel::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if ((watched == table_ || watched == band_ || watched == logSpace_) &&
        (type == QEvent::Resize || type == QEvent::Move))
        placeOverlays();
    if ((type == QEvent::Show || type == QEvent::LayoutRequest) &&
        std::any_of(covers_.begin(), covers_.end(),
                    [watched](const QWidget* w) { return w == watched; }))
        QTimer::singleShot(0, this, &SeatPanel::placeOverlays);
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
    // Lines not read yet: those since the log was last in sight (a new hand's all of them).
    if (following) {
        logCount_ = log_->count();
        if (logCount_ < logSeen_)
            logSeen_ = 0;
    }
    updateRail();
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
    if (event->type() == QEvent::LanguageChange) {
        fillPassing();
        static_cast<LogRail*>(rail_)->retranslate();
    }
    QWidget::changeEvent(event);
}

} // namespace paiju::gui
