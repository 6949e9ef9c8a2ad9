#include "table/table_view.h"

#include "dialogs/appearance.h"
#include "dialogs/sound_cues.h"
#include "session/observed.h"
#include "settings/app_settings.h"
#include "table/hand_widget.h"
#include "text/card_names.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSettings>
#include <QVariantAnimation>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace paiju::gui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TableView)
};

// Sizes against a hand card's height (docs/table.md): the card in play the largest on the felt,
// never below 0.92 of a hand card; melds 0.7 (never below 0.6); discards 0.55 (never below 0.46).
constexpr qreal meldShare = 0.7;
constexpr qreal columnMeldShare = 0.7; // zipai's melds, in columns
constexpr qreal discardShare = 0.55;
constexpr qreal otherPlayShare = 0.66; // a seat's play beside the play to beat
constexpr qreal fanShare = 0.42;
constexpr qreal stockShare = 0.55;
constexpr qreal playFloor = 0.92;
// The zones shrink their cards in these steps when crowded: 0.86 keeps melds and discards above
// their floors, the rest only keep the table whole when a zone holds very many cards.
constexpr qreal scales[] = {1.0, 0.93, 0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.5, 0.44, 0.38};

// Where a seat sits: k seats after the bottom one, counter-clockwise as players sit. The next
// seat in turn (下家) is on the right, the previous one on the left, the others across the top
// from right to left.
enum class Side { Bottom, Right, Top, Left };

Side sideOf(int k, int n) {
    if (k == 0)
        return Side::Bottom;
    if (n >= 3 && k == 1)
        return Side::Right;
    if (n >= 3 && k == n - 1)
        return Side::Left;
    return Side::Top;
}

// Which of the top seats, from the left (five seats: two across).
int topIndex(int k, int n) {
    const int tops = n >= 3 ? n - 3 : 1;
    const int t = n >= 3 ? k - 2 : 0; // 0: the rightmost
    return tops - 1 - t;
}

int relative(int seat, int bottom, int n) {
    return ((seat - bottom) % n + n) % n;
}

QColor teamColour(int team) {
    return team == 0 ? QColor(0x4a, 0x90, 0xe2) : QColor(0xe2, 0x5a, 0x4a);
}

const QColor gold(0xff, 0xd8, 0x40);

// A fan of `count` backs `height` tall turning about a point below their middle: the backs'
// turns (degrees) and the fan's bounds around that point.
struct Fan {
    QList<qreal> angles;
    qreal reach = 0; // from the turning point to a back's centre
    QRectF bounds;
};

Fan fanOf(int count, qreal height, qreal aspect) {
    Fan fan;
    const int shown = std::clamp(count, 0, 13);
    if (shown == 0)
        return fan;
    const qreal spread = std::min<qreal>(40, 4.0 * (shown - 1));
    fan.reach = height * 1.1;
    const QRectF card(-height * aspect / 2, -height / 2, height * aspect, height);
    for (int i = 0; i < shown; ++i) {
        const qreal a = shown == 1 ? 0 : -spread / 2 + spread * i / (shown - 1);
        fan.angles << a;
        const qreal r = qDegreesToRadians(a);
        QTransform t;
        t.translate(fan.reach * std::sin(r), -fan.reach * std::cos(r));
        t.rotate(a);
        fan.bounds = fan.bounds.isNull() ? t.mapRect(card) : fan.bounds.united(t.mapRect(card));
    }
    return fan;
}

QFont pixelFont(qreal px, bool bold) {
    QFont font;
    font.setPixelSize(std::max(1, int(std::lround(px))));
    font.setBold(bold);
    return font;
}

} // namespace

struct TableView::Metrics {
    qreal u = 160;     // a hand card's height
    qreal margin = 8;  // from the view's edges
    qreal gap = 8;     // between things
    qreal plateH = 45; // a seat plate's height
    qreal namePx = 16, smallPx = 12, captionPx = 13, strongPx = 15;
    qreal aspect = 0.66;       // a card's width : height
    qreal size = 1;            // Settings → Card size
    qreal tileShare = 1;       // of a discard's face shown (the end that names the card)
    qreal meldStep = 0.5;      // of a card's width, the next card of a meld moves on
    bool columns = false;      // melds as columns of cards, each showing its top (zipai)
    qreal columnReveal = 0.38; // of a card in a column shows its character
    qreal playTarget = 1.2;    // the card in play's height
};

struct TableView::Block {
    enum Kind { Plate, Play, Meld, Discards } kind = Plate;
    int seat = -1;
    QSizeF size;
    bool newLine = false; // in a side's column: begins a line
    QStringList cards;
    qreal height = 0; // a card's
    qreal step = 1;   // of a card's width, the next card moves on (Meld, Play, a pile)
    bool column = false;
    QString caption;
    QSizeF plate;
    bool fanFirst = false; // the fan left of the plate (the seat on the right)
    bool fanBelow = false; // the fan under the plate
    int fanCount = 0;
    qreal fanHeight = 0;
    qreal share = 1;
    int perRow = 0;
    bool pile = false; // discards laid face down on one another (Hakka)
};

TableView::TableView(const QString& deckId, QWidget* parent)
    : QGraphicsView(parent), scene_(new QGraphicsScene(this)), faces_(deckId),
      animationMs_(settings::animationMs()) {
    installPaintedPartsAccessibility();
    scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size())));
    scene_->setBackgroundBrush(feltColour());
    // Settings → Appearance: the felt, the card size and the faces change on an open table.
    connect(AppearanceSignals::instance(), &AppearanceSignals::changed, this, [this] {
        scene_->setBackgroundBrush(feltColour());
        pixmaps_.clear();
        plateSizes_.clear(); // the words may be measured in another font
        captionMetrics_.reset();
        if (!shown_.isEmpty()) {
            cardSizeScale_ = cardScale(currentAppearance().cardSize);
            const bool cut = cutMoves();
            build(false);
            if (cut)
                emit animationsDone();
        }
    });
    setScene(scene_);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setAlignment(Qt::AlignLeft | Qt::AlignTop); // the scene is the view: one unit a pixel
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(480, 270);
    setAcceptDrops(true);
    clockTick_.setInterval(200);
    connect(&clockTick_, &QTimer::timeout, this, &TableView::drawClock);
}

void TableView::setTurnClock(int seat, QDeadlineTimer deadline) {
    const qint64 left = std::max<qint64>(1, deadline.remainingTime());
    // A new turn, or more time than the ring shows: the ring starts full again.
    if (seat != clockSeat_ || left > clockDeadline_.remainingTime() + 500)
        clockTotalMs_ = left;
    clockSeat_ = seat;
    clockDeadline_ = deadline;
    if (seat >= 0 || seat == windowClock)
        clockTick_.start();
    else
        clockTick_.stop();
    drawClock();
}

QRectF TableView::clockRect() const {
    return ring_ ? ring_->sceneBoundingRect() : QRectF();
}

QString TableView::clockText() const {
    return ringText_ ? ringText_->text() : QString();
}

void TableView::drawClock() {
    delete ring_; // the scene drops the items it deletes
    delete ringText_;
    ring_ = nullptr;
    ringText_ = nullptr;
    const bool window = clockSeat_ == windowClock;
    if (window ? centreRect_.isNull() : clockSeat_ < 0 || !toAct_.value(clockSeat_)) {
        clockTick_.stop();
        return;
    }
    const qint64 left = std::max<qint64>(0, clockDeadline_.remainingTime());
    if (left == 0)
        clockTick_.stop();
    QRectF circle;
    if (window) { // at the card in play's upper right (the middle's, when none is ringed)
        const qreal radius = std::max<qreal>(14, metrics().plateH / 2);
        const QRectF anchor =
            playRect_.isNull() ? QRectF(centreRect_.center(), QSizeF(0, 0)) : playRect_;
        circle = QRectF(anchor.right() + radius * 0.6, anchor.top(), 2 * radius, 2 * radius);
    } else { // beside the plate, on whichever side has room on the table
        const QRectF plate = plateRects_.value(clockSeat_);
        const qreal radius = std::max<qreal>(14, plate.height() / 2);
        const qreal x = plate.right() + radius + 8 + radius <= scene_->sceneRect().width()
                            ? plate.right() + radius + 8
                            : plate.left() - radius - 8;
        circle = QRectF(x - radius, plate.center().y() - radius, 2 * radius, 2 * radius);
    }
    const qreal radius = circle.width() / 2;
    QPainterPath path;
    path.addEllipse(circle);
    const qreal share = std::clamp(qreal(left) / qreal(clockTotalMs_), 0.0, 1.0);
    QPainterPath arc;
    const qreal inset = radius / 7;
    arc.arcMoveTo(circle.adjusted(inset, inset, -inset, -inset), 90);
    arc.arcTo(circle.adjusted(inset, inset, -inset, -inset), 90, 360 * share);
    ring_ = scene_->addPath(path, Qt::NoPen, QColor(0, 0, 0, 170));
    ring_->setZValue(8);
    auto* sweep = new QGraphicsPathItem(arc, ring_);
    sweep->setPen(QPen(left <= 5000 ? QColor(0xff, 0x60, 0x40) : gold, radius / 5, Qt::SolidLine,
                       Qt::RoundCap));
    const QFont font = pixelFont(radius * 0.8, true);
    ringText_ = scene_->addSimpleText(QString::number((left + 999) / 1000), font);
    ringText_->setBrush(QColor(Qt::white));
    ringText_->setPos(circle.center() - ringText_->boundingRect().center());
    ringText_->setZValue(9);
}

// The table is laid out again in its new size (no card moves: it is the same table).
void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (scene_->sceneRect().size() == QSizeF(size()))
        return;
    scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size())));
    if (shown_.isEmpty())
        return;
    const bool cut = cutMoves();
    build(false);
    if (cut)
        emit animationsDone();
}

// The cards are sized against the window's height: a window that changes height lays the table
// out again, though the view may keep its size.
void TableView::showEvent(QShowEvent* event) {
    if (window() != this)
        window()->installEventFilter(this); // once: Qt keeps a filter only once per object
    QGraphicsView::showEvent(event);
}

bool TableView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window() && event->type() == QEvent::Resize && !shown_.isEmpty() &&
        !qFuzzyCompare(builtFor_, handCardHeight())) {
        const bool cut = cutMoves();
        build(false);
        if (cut)
            emit animationsDone();
    }
    return QGraphicsView::eventFilter(watched, event);
}

int TableView::seatAt(QPointF at) const {
    for (const QList<QRectF>* rects : {&plateRects_, &zoneRects_})
        for (int s = 0; s < rects->size(); ++s)
            if ((*rects)[s].contains(at))
                return s;
    return -1;
}

void TableView::mousePressEvent(QMouseEvent* event) {
    if (flourish_) { // a click ends a bomb's or a win's flourish, and does nothing else
        skipFlourish();
        return;
    }
    if (const int seat = seatAt(mapToScene(event->position().toPoint())); seat >= 0) {
        emit seatClicked(seat);
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

// Cards dragged from the hand: taken over any seat, dropped on one.
void TableView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(HandWidget::cardMimeType()))
        event->acceptProposedAction();
}

void TableView::dragMoveEvent(QDragMoveEvent* event) {
    if (event->mimeData()->hasFormat(HandWidget::cardMimeType()) &&
        seatAt(mapToScene(event->position().toPoint())) >= 0)
        event->acceptProposedAction();
    else
        event->ignore();
}

void TableView::dropEvent(QDropEvent* event) {
    const int seat = seatAt(mapToScene(event->position().toPoint()));
    if (seat < 0 || !event->mimeData()->hasFormat(HandWidget::cardMimeType()))
        return;
    event->acceptProposedAction();
    emit cardDropped(seat, QString::fromUtf8(event->mimeData()->data(HandWidget::cardMimeType())));
}

QGraphicsItem* TableView::addCard(const QString& token, QPointF at, qreal height, bool faceUp,
                                  qreal angle, qreal share) {
    const int h = std::max(4, int(std::lround(height)));
    const qreal dpr = devicePixelRatioF();
    const bool face = faceUp && faces_.hasFace(token);
    // The pixmaps are kept: a table is drawn again on every action with mostly the same cards.
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(face ? token : QString())
                            .arg(h)
                            .arg(dpr)
                            .arg(share < 1 ? share : 1.0);
    QPixmap pixmap = pixmaps_.value(key);
    if (pixmap.isNull()) {
        QImage image = face ? faces_.face(token, h, dpr) : faces_.back(h, dpr);
        if (share < 1 && !image.isNull()) // only the end of the card that names it
            image = image.copy(0, 0, image.width(), int(std::lround(image.height() * share)));
        image.setDevicePixelRatio(dpr);
        pixmap = QPixmap::fromImage(image);
        pixmaps_.insert(key, pixmap);
    }
    auto* item = scene_->addPixmap(pixmap);
    item->setTransformationMode(Qt::SmoothTransformation);
    // On whole pixels, so that painting copies the card rather than resamples it.
    item->setOffset(-std::floor(pixmap.width() / pixmap.devicePixelRatio() / 2),
                    -std::floor(pixmap.height() / pixmap.devicePixelRatio() / 2));
    item->setPos(angle == 0 ? QPointF(std::round(at.x()), std::round(at.y())) : at);
    item->setRotation(angle);
    item->setData(0, token);
    return item;
}

void TableView::slide(QGraphicsItem* item, QPointF from, QPointF to, int delayMs, bool vanish) {
    if (animationMs_ <= 0)
        return;
    item->setPos(from);
    auto* move = new QVariantAnimation(animations_);
    move->setStartValue(from);
    move->setEndValue(to);
    move->setDuration(animationMs_);
    move->setEasingCurve(QEasingCurve::OutCubic);
    connect(move, &QVariantAnimation::valueChanged, this,
            [item](const QVariant& v) { item->setPos(v.toPointF()); });
    ++running_;
    ++started_;
    connect(move, &QVariantAnimation::finished, this, [this, item, vanish] {
        if (vanish)
            item->hide();
        if (--running_ == 0)
            emit animationsDone();
    });
    if (delayMs > 0) {
        auto* wait = new QVariantAnimation(animations_); // an empty animation as the delay
        wait->setDuration(delayMs);
        wait->setStartValue(0);
        wait->setEndValue(1);
        connect(wait, &QVariantAnimation::finished, move,
                [move] { move->start(QAbstractAnimation::DeleteWhenStopped); });
        wait->start(QAbstractAnimation::DeleteWhenStopped);
    } else {
        move->start(QAbstractAnimation::DeleteWhenStopped);
    }
}

bool TableView::cutMoves() {
    const bool was = running_ > 0;
    // The moves go with the picture they belong to: stopped now, silently (their items are about
    // to go), and their parent taken out of the view's children at once but deleted later. This
    // may run while Qt walks the view's children (a resize while the window is being shown),
    // which must not meet a deleted child.
    if (animations_) {
        for (QAbstractAnimation* move : animations_->findChildren<QAbstractAnimation*>()) {
            move->blockSignals(true);
            move->stop();
        }
        animations_->setParent(nullptr);
        animations_->deleteLater();
    }
    animations_ = new QObject(this);
    flourish_ = nullptr;
    running_ = 0;
    return was;
}

void TableView::startFlourish(const QString& text) {
    if (animationMs_ <= 0 || text.isEmpty())
        return;
    const Metrics m = metrics();
    auto* word = scene_->addSimpleText(text, pixelFont(std::max<qreal>(28, m.u * 0.32), true));
    word->setBrush(gold);
    word->setPen(QPen(QColor(0x30, 0x20, 0x00), std::max<qreal>(1.5, m.u / 80)));
    word->setZValue(20);
    const QRectF box = word->boundingRect();
    word->setTransformOriginPoint(box.center());
    const QPointF centre = centreRect_.isEmpty() ? sceneRect().center() : centreRect_.center();
    word->setPos(centre - box.center());
    word->setScale(0.6);
    flourish_ = new QVariantAnimation(animations_);
    flourish_->setStartValue(0.0);
    flourish_->setEndValue(1.0);
    flourish_->setDuration(std::clamp(animationMs_ * 3, 450, 900));
    connect(flourish_, &QVariantAnimation::valueChanged, this, [word](const QVariant& v) {
        const qreal t = v.toReal();
        word->setScale(0.6 + 0.6 * std::min<qreal>(1, t * 2));
        word->setOpacity(t < 0.6 ? 1.0 : 1.0 - (t - 0.6) / 0.4);
    });
    ++running_;
    ++started_;
    connect(flourish_, &QVariantAnimation::finished, this, [this, word] {
        word->hide();
        flourish_ = nullptr;
        if (--running_ == 0)
            emit animationsDone();
    });
    flourish_->start(QAbstractAnimation::DeleteWhenStopped);
}

void TableView::skipFlourish() {
    if (flourish_)
        flourish_->setCurrentTime(flourish_->duration()); // ends it: `finished` follows
}

QRectF TableView::sceneRect() const {
    return scene_->sceneRect();
}

qreal TableView::handCardHeight() const {
    const QWidget* top = window();
    return (top && top != this ? top->height() : height()) / 5.0;
}

QList<TableView::DrawnCard> TableView::drawnCards(int seat, Place place) const {
    QList<DrawnCard> out;
    for (const DrawnCard& card : drawn_)
        if (card.seat == seat && card.place == place)
            out << card;
    return out;
}

QSizeF TableView::plateSize(const SeatZone& zone, const Metrics& m) const {
    // Measured once a picture: the zones are laid out many times over while they are fitted.
    const QString key = zone.name + QLatin1Char('\n') + zone.badges.join(QLatin1Char('\n')) +
                        QLatin1Char('\n') + QString::number(zone.score) + QLatin1Char('\n') +
                        zone.counterText + QLatin1Char('\n') + QString::number(m.plateH);
    if (const auto it = plateSizes_.constFind(key); it != plateSizes_.constEnd())
        return *it;
    const QFontMetricsF name(pixelFont(m.namePx, true));
    const QFontMetricsF small(pixelFont(m.smallPx, false));
    QStringList facts{Text::tr("score %1").arg(zone.score)};
    if (zone.hasCounter)
        facts << zone.counterText;
    qreal badges = 0;
    for (const QString& badge : zone.badges)
        badges += small.horizontalAdvance(badge) + m.smallPx * 0.9;
    const qreal pad = m.plateH * 0.3;
    const qreal text = std::max(name.horizontalAdvance(zone.name) + badges + m.smallPx * 0.6,
                                small.horizontalAdvance(facts.join(QStringLiteral(" · "))));
    return QSizeF(std::max(m.plateH * 3.3, text + 2 * pad + (zone.team >= 0 ? pad : 0)), m.plateH);
}

void TableView::drawPlate(const SeatZone& zone, const QRectF& rect, const Metrics& m) {
    QStringList facts{Text::tr("score %1").arg(zone.score)};
    if (zone.hasCounter)
        facts << zone.counterText;
    const QFont nameFont = pixelFont(m.namePx, true);
    const QFont smallFont = pixelFont(m.smallPx, false);
    const qreal radius = m.plateH * 0.22;
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    auto* plate = scene_->addPath(path,
                                  zone.lit ? QPen(gold, std::max<qreal>(2, m.plateH / 15))
                                           : QPen(QColor(255, 255, 255, 60), 1),
                                  zone.lit ? QColor(0x5a, 0x48, 0x08, 235) : QColor(0, 0, 0, 130));
    plate->setZValue(1);
    const qreal pad = m.plateH * 0.3;
    qreal x = rect.left() + pad;
    if (zone.team >= 0) { // the team's colour down the left edge
        QPainterPath stripe;
        stripe.addRoundedRect(QRectF(rect.left() + 3, rect.top() + rect.height() * 0.15, pad * 0.45,
                                     rect.height() * 0.7),
                              2, 2);
        scene_->addPath(stripe, Qt::NoPen, teamColour(zone.team))->setZValue(2);
        x += pad * 0.6;
    }
    // The whole plate is drawn smaller when its side of the table is narrower than its words.
    const QSizeF natural = plateSize(zone, m);
    const qreal f = std::min<qreal>(1, rect.width() / natural.width());
    QList<QGraphicsItem*> texts;
    auto* name = scene_->addSimpleText(zone.name, nameFont);
    auto* line = scene_->addSimpleText(facts.join(QStringLiteral(" · ")), smallFont);
    const qreal lines = name->boundingRect().height() + line->boundingRect().height();
    const qreal top = rect.top() + std::max<qreal>(0, (rect.height() - lines * f) / 2);
    for (QGraphicsSimpleTextItem* item : {name, line}) {
        item->setBrush(zone.lit ? QColor(0xff, 0xf0, 0xb0) : QColor(Qt::white));
        item->setZValue(3);
        item->setScale(f);
    }
    name->setPos(x, top);
    line->setPos(x, top + name->boundingRect().height() * f);
    qreal bx = x + (name->boundingRect().width() + m.smallPx * 0.6) * f;
    for (const QString& text : zone.badges) {
        auto* badge = scene_->addSimpleText(text, smallFont);
        const QRectF inner = badge->boundingRect();
        const QRectF chip(bx, top + (name->boundingRect().height() - inner.height() - 2) * f / 2,
                          (inner.width() + m.smallPx * 0.6) * f, (inner.height() + 2) * f);
        QPainterPath chipPath;
        chipPath.addRoundedRect(chip, 4, 4);
        scene_->addPath(chipPath, Qt::NoPen, QColor(0xc8, 0x3a, 0x2a))->setZValue(2);
        badge->setBrush(QColor(Qt::white));
        badge->setScale(f);
        badge->setPos(chip.left() + m.smallPx * 0.3 * f, chip.top() + f);
        badge->setZValue(3);
        bx = chip.right() + m.smallPx * 0.3;
    }
}

QRectF TableView::addCaption(const QString& text, QPointF at, qreal px, bool strong, bool below) {
    auto* item = scene_->addSimpleText(text, pixelFont(px, true));
    const QRectF box = item->boundingRect().adjusted(-px * 0.5, -px * 0.15, px * 0.5, px * 0.15);
    QRectF placed = box.translated(at - box.center());
    if (below)
        placed.moveTop(at.y());
    // Kept on the table.
    const QRectF table = sceneRect();
    placed.moveLeft(std::clamp(placed.left(), table.left(),
                               std::max(table.left(), table.right() - placed.width())));
    placed.moveTop(std::clamp(placed.top(), table.top(),
                              std::max(table.top(), table.bottom() - placed.height())));
    QPainterPath path;
    path.addRoundedRect(placed, placed.height() / 2.5, placed.height() / 2.5);
    scene_->addPath(path, Qt::NoPen, strong ? QColor(0xff, 0xd8, 0x40, 235) : QColor(0, 0, 0, 150))
        ->setZValue(5);
    item->setBrush(strong ? QColor(0x30, 0x20, 0x00) : QColor(Qt::white));
    item->setPos(placed.topLeft() + QPointF(px * 0.5, px * 0.15));
    item->setZValue(6);
    captions_ << placed;
    return placed;
}

QList<TableView::Block> TableView::blocksOf(int seat, int k, const Metrics& m, qreal scale,
                                            qreal width) const {
    const SeatZone& zone = zones_.seats[seat];
    const Side side = sideOf(k, int(zones_.seats.size()));
    const bool column = side == Side::Left || side == Side::Right;
    QList<Block> blocks;
    const qreal cardW = [&](qreal h) { return h * m.aspect; }(1);
    // The plate, and beside it (towards the middle) the hand as a fan of backs.
    Block plate;
    plate.kind = Block::Plate;
    plate.seat = seat;
    plate.plate = plateSize(zone, m);
    plate.fanCount = zone.ownHand ? 0 : zone.cardsLeft;
    plate.fanHeight = std::max(m.plateH, m.u * fanShare * m.size * std::max<qreal>(scale, 0.8));
    plate.fanFirst = side == Side::Right;
    const Fan fan = fanOf(plate.fanCount, plate.fanHeight, m.aspect);
    const qreal fanW = plate.fanCount > 0 ? fan.bounds.width() + m.plateH * 0.35 : 0;
    // The fan beside the plate, or on a side of the table too narrow for both, below it.
    plate.fanBelow = column && fanW > 0 && plate.plate.width() + m.gap + fanW > width;
    if (plate.fanBelow) {
        plate.plate.setWidth(std::min(plate.plate.width(), width));
        plate.size =
            QSizeF(std::max(plate.plate.width(), fanW), m.plateH + m.gap / 2 + fan.bounds.height());
    } else {
        if (plate.plate.width() + (fanW > 0 ? m.gap + fanW : 0) > width)
            plate.plate.setWidth(std::max(m.plateH * 2, width - (fanW > 0 ? m.gap + fanW : 0)));
        plate.size = QSizeF(plate.plate.width() + (fanW > 0 ? m.gap + fanW : 0),
                            std::max(m.plateH, plate.fanCount > 0 ? fan.bounds.height() : 0));
    }
    plate.newLine = true;
    blocks << plate;
    if (!captionMetrics_ || captionMetricsPx_ != m.captionPx) {
        captionMetrics_.emplace(pixelFont(m.captionPx, true));
        captionMetricsPx_ = m.captionPx;
    }
    const QFontMetricsF& captionMetrics = *captionMetrics_;
    const qreal captionH = captionMetrics.height() + m.captionPx * 0.3;
    // A play of the trick beside the play to beat, or a meld just claimed, with its caption.
    const PlayZone& play = zone.play;
    const bool central = play.offer || play.winning;
    if (!central && (!play.cards.isEmpty() || !play.caption.isEmpty())) {
        Block b;
        b.kind = Block::Play;
        b.seat = seat;
        b.cards = play.cards;
        b.caption = play.caption;
        b.height = play.cards.isEmpty() ? 0 : m.u * otherPlayShare * m.size * scale;
        const qreal w = b.height * cardW;
        b.step = m.aspect < 0.5 ? 1.0 + 2 / std::max<qreal>(1, w) : 0.45;
        const qreal cardsW = b.cards.isEmpty() ? 0 : w + (b.cards.size() - 1) * w * b.step;
        if (cardsW > width && b.cards.size() > 1) // a long play overlaps more
            b.step = std::max<qreal>(0.2, (width - w) / (w * (b.cards.size() - 1)));
        const qreal fitW = b.cards.isEmpty() ? 0 : w + (b.cards.size() - 1) * w * b.step;
        const qreal textW =
            b.caption.isEmpty() ? 0 : captionMetrics.horizontalAdvance(b.caption) + m.captionPx;
        b.size = QSizeF(std::max(fitW, textW),
                        b.height + (b.caption.isEmpty() ? 0 : captionH + (b.height > 0 ? 3 : 0)));
        b.newLine = column;
        blocks << b;
    }
    // The exposed melds (Hakka: the cards won), a long one in as many pieces as fit a line.
    bool first = true;
    for (qsizetype index = 0; index < zone.melds.size(); ++index) {
        const QStringList& meld = zone.melds[index];
        Block b;
        b.kind = Block::Meld;
        b.seat = seat;
        b.height = m.u * (m.columns ? columnMeldShare : meldShare) * m.size * scale;
        const qreal w = b.height * cardW;
        b.column = m.columns;
        b.step = m.columns ? m.columnReveal : m.meldStep;
        const qreal pieceStep = m.columns ? 0 : w * b.step + (m.meldStep >= 1 ? 2 : 0);
        const int perPiece = m.columns || pieceStep <= 0
                                 ? int(meld.size())
                                 : std::max(1, int((width - w) / pieceStep) + 1);
        for (int from = 0; from < meld.size(); from += perPiece) {
            Block piece = b;
            piece.cards = meld.mid(from, perPiece);
            const int c = int(piece.cards.size());
            piece.size = m.columns ? QSizeF(w, b.height * (1 + (c - 1) * m.columnReveal))
                                   : QSizeF(w + (c - 1) * pieceStep, b.height);
            piece.newLine = first && column;
            first = false;
            // A meld just laid says what it is below it ("Pung", "吃").
            if (index == zone.melds.size() - 1 && from + perPiece >= meld.size() &&
                !zone.lastMeldCaption.isEmpty()) {
                piece.caption = zone.lastMeldCaption;
                piece.size =
                    QSizeF(std::max(piece.size.width(),
                                    captionMetrics.horizontalAdvance(piece.caption) + m.captionPx),
                           piece.size.height() + captionH + 3);
            }
            blocks << piece;
        }
    }
    // The discards in order, in rows; Hakka's lie face down on one another.
    if (!zone.discards.isEmpty()) {
        Block b;
        b.kind = Block::Discards;
        b.seat = seat;
        b.cards = zone.discards;
        b.height = m.u * discardShare * m.size * std::max<qreal>(scale, 0.84);
        const qreal w = b.height * cardW;
        const int c = int(b.cards.size());
        b.pile = std::any_of(b.cards.begin(), b.cards.end(),
                             [](const QString& t) { return t.isEmpty(); }) ||
                 m.tileShare >= 1;
        if (b.pile) {
            b.share = 1;
            b.step = std::all_of(b.cards.begin(), b.cards.end(),
                                 [](const QString& t) { return t.isEmpty(); })
                         ? 0.22
                         : 0.5;
            if (w + (c - 1) * w * b.step > width && c > 1)
                b.step = std::max<qreal>(0.05, (width - w) / (w * (c - 1)));
            b.caption = QString::number(c); // how many, below the pile
            const qreal textW = captionMetrics.horizontalAdvance(b.caption) + m.captionPx;
            b.size = QSizeF(std::max(w + (c - 1) * w * b.step, textW), b.height + captionH + 3);
        } else {
            b.share = m.tileShare;
            // Rows of 15 for the person, 10 across, 12 at the sides; zipai's rows of 4.
            const qreal limit = m.columns              ? 4
                                : side == Side::Bottom ? 15
                                : side == Side::Top    ? 10
                                                       : 12;
            b.perRow = std::max(1, std::min(int(limit), int((width + 2) / (w + 2))));
            const int rows = (c + b.perRow - 1) / b.perRow;
            b.size =
                QSizeF(std::min(c, b.perRow) * (w + 2) - 2, rows * (b.height * b.share + 2) - 2);
        }
        b.newLine = column && !m.columns; // zipai's short rows beside its melds
        blocks << b;
    }
    return blocks;
}

QSizeF TableView::flow(const QList<Block>& blocks, const QRectF& area, int align, int valign,
                       bool draw) {
    const qreal gap = metrics().gap;
    // The lines: which blocks, how wide, how tall.
    QList<QList<int>> lines;
    QList<QSizeF> sizes;
    for (int i = 0; i < blocks.size(); ++i) {
        const Block& b = blocks[i];
        if (lines.isEmpty() || (b.newLine && !lines.last().isEmpty()) ||
            (!lines.last().isEmpty() &&
             sizes.last().width() + gap + b.size.width() > area.width() + 0.5)) {
            lines << QList<int>{};
            sizes << QSizeF(0, 0);
        }
        QSizeF& s = sizes.last();
        s.setWidth(s.width() + (lines.last().isEmpty() ? 0 : gap) + b.size.width());
        s.setHeight(std::max(s.height(), b.size.height()));
        lines.last() << i;
    }
    qreal width = 0, height = 0;
    for (const QSizeF& s : sizes) {
        width = std::max(width, s.width());
        height += s.height();
    }
    height += gap * std::max<qsizetype>(0, sizes.size() - 1);
    if (!draw)
        return QSizeF(width, height);
    qreal y = valign > 0    ? area.bottom() - height
              : valign == 0 ? area.top() + std::max<qreal>(0, (area.height() - height) / 2)
                            : area.top();
    for (int l = 0; l < lines.size(); ++l) {
        qreal x = align < 0   ? area.left()
                  : align > 0 ? area.right() - sizes[l].width()
                              : area.left() + (area.width() - sizes[l].width()) / 2;
        for (int i : lines[l]) {
            const Block& b = blocks[i];
            // On the line's side towards the seat's edge of the table.
            const qreal by = valign > 0 ? y + sizes[l].height() - b.size.height() : y;
            drawBlock(b, QPointF(x, by));
            x += b.size.width() + gap;
        }
        y += sizes[l].height() + gap;
    }
    return QSizeF(width, height);
}

void TableView::drawBlock(const Block& b, QPointF at) {
    const Metrics m = metrics();
    const qreal captionPx = m.captionPx;
    const qreal w = b.height * faces_.aspectRatio();
    // The block's cards in a row from `x`, each `b.step` of a card's width after the last: a play
    // and a pile of discards are laid out alike.
    const auto cardRow = [&](qreal x, Place place, qreal z) {
        for (const QString& token : b.cards) {
            const QRectF r(x, at.y(), w, b.height);
            auto* card = addCard(token, r.center(), b.height, !token.isEmpty());
            card->setZValue(z);
            drawn_ << DrawnCard{token, b.seat, place, r, b.height, false};
            items_ << card;
            x += w * b.step;
        }
    };
    switch (b.kind) {
    case Block::Plate: {
        const SeatZone& zone = zones_.seats[b.seat];
        const Metrics& pm = m;
        const Fan fan = fanOf(b.fanCount, b.fanHeight, pm.aspect);
        const qreal fanW = b.fanCount > 0 ? fan.bounds.width() + pm.plateH * 0.35 : 0;
        QRectF rect;
        QPointF pivot;
        if (b.fanBelow) { // the plate on the seat's edge, the fan under it
            const qreal plateX = b.fanFirst ? at.x() + b.size.width() - b.plate.width() : at.x();
            rect = QRectF(plateX, at.y(), b.plate.width(), b.plate.height());
            const qreal fanLeft = b.fanFirst ? at.x() + b.size.width() - fanW : at.x();
            pivot = QPointF(fanLeft + pm.plateH * (b.fanFirst ? 0.35 : 0) - fan.bounds.left(),
                            rect.bottom() + pm.gap / 2 - fan.bounds.top());
        } else {
            const qreal plateX =
                b.fanFirst && fanW > 0 ? at.x() + b.size.width() - b.plate.width() : at.x();
            rect = QRectF(plateX, at.y() + (b.size.height() - b.plate.height()) / 2,
                          b.plate.width(), b.plate.height());
            const qreal left = b.fanFirst ? at.x() + pm.plateH * 0.35 : rect.right() + pm.gap;
            pivot =
                QPointF(left - fan.bounds.left(),
                        at.y() + (b.size.height() - fan.bounds.height()) / 2 - fan.bounds.top());
        }
        drawPlate(zone, rect, pm);
        plateRects_[b.seat] = rect;
        if (b.fanCount > 0) {
            // The fan is drawn once into one picture (and kept), not card by card turned.
            const qreal dpr = devicePixelRatioF();
            const int h = std::max(4, int(std::lround(b.fanHeight)));
            const QString key =
                QStringLiteral("fan/%1/%2/%3").arg(fan.angles.size()).arg(h).arg(dpr);
            QPixmap picture = pixmaps_.value(key);
            const QImage back = faces_.back(h, dpr);
            const QSizeF card(back.width() / dpr, back.height() / dpr);
            const auto turn = [&](qreal a) {
                const qreal r = qDegreesToRadians(a);
                QTransform t;
                t.translate(fan.reach * std::sin(r), -fan.reach * std::cos(r));
                t.rotate(a);
                return t;
            };
            if (picture.isNull()) {
                QImage image((fan.bounds.size() * dpr).toSize() + QSize(2, 2),
                             QImage::Format_ARGB32_Premultiplied);
                image.fill(Qt::transparent);
                {
                    QPainter painter(&image);
                    painter.setRenderHints(QPainter::Antialiasing |
                                           QPainter::SmoothPixmapTransform);
                    for (qreal a : fan.angles) {
                        painter.setTransform(
                            turn(a) *
                            QTransform::fromTranslate(-fan.bounds.left(), -fan.bounds.top()) *
                            QTransform::fromScale(dpr, dpr));
                        painter.drawImage(
                            QRectF(QPointF(-card.width() / 2, -card.height() / 2), card), back);
                    }
                }
                image.setDevicePixelRatio(dpr);
                picture = QPixmap::fromImage(image);
                pixmaps_.insert(key, picture);
            }
            auto* item = scene_->addPixmap(picture);
            item->setPos(pivot + fan.bounds.topLeft());
            item->setZValue(2);
            for (qreal a : fan.angles) {
                const QRectF r =
                    (turn(a) * QTransform::fromTranslate(pivot.x(), pivot.y()))
                        .mapRect(QRectF(QPointF(-card.width() / 2, -card.height() / 2), card));
                drawn_ << DrawnCard{QString(), b.seat, Place::Hand, r, b.fanHeight, false};
                items_ << nullptr;
            }
            const QRectF fanRect = fan.bounds.translated(pivot);
            hands_[b.seat] = fanRect;
            // The count, on a badge at the fan's lower corner towards the middle.
            const qreal radius = std::max<qreal>(9, m.u * 0.075);
            const QPointF c(b.fanFirst ? fanRect.left() - radius * 0.2
                                       : fanRect.right() + radius * 0.2,
                            fanRect.bottom() - radius);
            const QRectF disc(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius);
            auto* dot = scene_->addEllipse(disc, QPen(QColor(255, 255, 255, 200), 1.5),
                                           QColor(0x18, 0x18, 0x18));
            dot->setZValue(6);
            auto* count =
                scene_->addSimpleText(QString::number(b.fanCount), pixelFont(radius * 1.05, true));
            count->setBrush(QColor(Qt::white));
            count->setPos(c - count->boundingRect().center());
            count->setZValue(7);
            captions_ << disc;
        } else {
            hands_[b.seat] = rect;
        }
        break;
    }
    case Block::Play: {
        const qreal x =
            at.x() +
            (b.size.width() - (b.cards.isEmpty() ? 0 : w + (b.cards.size() - 1) * w * b.step)) / 2;
        cardRow(x, Place::Play, 4);
        if (!b.caption.isEmpty())
            addCaption(
                b.caption,
                QPointF(at.x() + b.size.width() / 2, at.y() + b.height + (b.height > 0 ? 3 : 0)),
                captionPx, zones_.seats[b.seat].play.winning, true);
        break;
    }
    case Block::Meld: {
        const int c = int(b.cards.size());
        const qreal pieceStep = w * b.step + (b.step >= 1 ? 2 : 0);
        const qreal cardsW = b.column ? w : w + (c - 1) * pieceStep;
        const qreal cardsH = b.column ? b.height * (1 + (c - 1) * b.step) : b.height;
        const qreal x0 = at.x() + (b.size.width() - cardsW) / 2;
        for (int i = 0; i < c; ++i) {
            const QRectF r = b.column ? QRectF(x0, at.y() + i * b.height * b.step, w, b.height)
                                      : QRectF(x0 + i * pieceStep, at.y(), w, b.height);
            auto* card = addCard(b.cards[i], r.center(), b.height, !b.cards[i].isEmpty());
            card->setZValue(3 + i * 0.01);
            drawn_ << DrawnCard{b.cards[i], b.seat, Place::Meld, r, b.height, false};
            items_ << card;
        }
        if (!b.caption.isEmpty())
            addCaption(b.caption, QPointF(at.x() + b.size.width() / 2, at.y() + cardsH + 3),
                       captionPx, false, true);
        break;
    }
    case Block::Discards: {
        const int c = int(b.cards.size());
        if (b.pile) {
            const qreal cardsW = w + (c - 1) * w * b.step;
            cardRow(at.x() + (b.size.width() - cardsW) / 2, Place::Discard, 3);
            addCaption(b.caption, QPointF(at.x() + b.size.width() / 2, at.y() + b.height + 3),
                       captionPx, false, true);
        } else {
            const qreal th = b.height * b.share;
            for (int i = 0; i < c; ++i) {
                const QRectF r(at.x() + (i % b.perRow) * (w + 2),
                               at.y() + (i / b.perRow) * (th + 2), w, th);
                auto* card = addCard(b.cards[i], r.center(), b.height, true, 0, b.share);
                card->setZValue(3);
                drawn_ << DrawnCard{b.cards[i], b.seat, Place::Discard, r, b.height, false};
                items_ << card;
            }
        }
        break;
    }
    }
}

TableView::Metrics TableView::metrics() const {
    Metrics m;
    m.u = std::max<qreal>(40, handCardHeight());
    m.margin = std::max<qreal>(6, m.u * 0.05);
    m.gap = std::max<qreal>(6, m.u * 0.05);
    m.plateH = std::max<qreal>(36, m.u * 0.28);
    m.namePx = std::max<qreal>(13, m.plateH * 0.36);
    m.smallPx = std::max<qreal>(11, m.plateH * 0.27);
    m.captionPx = std::max<qreal>(11, m.u * 0.08);
    m.strongPx = std::max<qreal>(13, m.u * 0.095);
    m.aspect = faces_.aspectRatio();
    m.size = (1 + cardSizeScale_) / 2;  // Settings → Card size: half as much as the hand's
    const bool tall = m.aspect < 0.33;  // four-color's 1 : 3.5
    const bool narrow = m.aspect < 0.5; // and zipai's
    m.tileShare = tall ? 0.31 : narrow ? 0.42 : 1;
    m.meldStep = 1.0; // side by side: Hakka's won cards are read by their glyphs, not a corner
    m.columns = narrow && !tall;
    m.playTarget = tall ? 1.65 : narrow ? 1.5 : 1.2;
    return m;
}

void TableView::display(const QJsonObject& obs, const QStringList& names, int bottom) {
    const bool cut = cutMoves();
    if (soundCues_)
        playCue(cueFor(shown_, obs));
    const session::Observed observed(obs);
    const QJsonArray log = observed.log();
    const QString key = observed.handKey();
    const bool newHand = key != handKey_;
    handKey_ = key;
    shown_ = obs;
    shownNames_ = names;
    shownBottom_ = bottom;
    cardSizeScale_ = cardScale(currentAppearance().cardSize);
    zones_ = presentTable(obs, names);
    const int n = int(zones_.seats.size());
    if (offer_.seat >= 0 && offer_.seat < n) {
        SeatZone& zone = zones_.seats[offer_.seat];
        zone.play = PlayZone{{offer_.card}, offer_.caption, false, true};
        zone.cardsLeft = std::max(0, zone.cardsLeft - 1);
        // A window: nobody's plate is lit, as who may act is secret.
        zones_.window = true;
        for (SeatZone& seat : zones_.seats)
            seat.lit = false;
    }
    // A bomb or a win among the events since the last picture gets its flourish.
    QString flourish;
    for (qsizetype i = newHand ? log.size() : before_.logSize; i < log.size(); ++i) {
        const session::ObservedEvent event(log[i].toObject());
        const QString type = event.type();
        const int seat = event.seat();
        const QString who = seat >= 0 && seat < n ? zones_.seats[seat].name : QString();
        // (The words are the table's own: "Bomb!" and "Hu!" as the plays are captioned.)
        const auto word = [&](const char* context, const char* text) {
            return who.isEmpty() ? QCoreApplication::translate(context, text)
                                 : QStringLiteral("%1 — %2").arg(
                                       who, QCoreApplication::translate(context, text));
        };
        if (type == QLatin1String("bomb"))
            flourish = word("paiju::gui::TablePresenter", "Bomb!");
        else if (type == QLatin1String("hu"))
            flourish = word("paiju::gui::TablePresenter", "Hu!");
        else if (type == QLatin1String("declare"))
            flourish = word("paiju::gui::GameTerms", "Declare victory");
    }
    const session::ObservedEvent last = observed.lastEvent();
    lastEvent_ = last.type();
    taker_ = last.seat();
    dealing_ = newHand;
    build(animationMs_ > 0);
    before_.logSize = int(log.size());
    if (!flourish.isEmpty())
        startFlourish(flourish);
    if (cut && running_ == 0)
        emit animationsDone(); // the moves cut short, and none started: caught up at once
}

void TableView::build(bool animate) {
    scene_->clear();
    // The scene is the view, one unit a pixel (a view not yet shown has its size already).
    scene_->setSceneRect(QRectF(QPointF(0, 0), QSizeF(size())));
    ring_ = nullptr;
    ringText_ = nullptr;
    flourish_ = nullptr; // its word went with the scene
    captions_.clear();
    drawn_.clear();
    items_.clear();
    plates_.clear();
    toAct_.clear();
    middle_.clear();
    centreRect_ = {};
    playRect_ = {};
    const int n = int(zones_.seats.size());
    plateRects_ = QList<QRectF>(n);
    zoneRects_ = QList<QRectF>(n);
    hands_ = QList<QRectF>(n);
    plays_ = QList<QStringList>(n);
    if (n == 0) {
        before_ = {};
        return;
    }
    const Metrics m = metrics();
    builtFor_ = handCardHeight();
    const QRectF table = sceneRect();
    const QRectF inner = table.adjusted(m.margin, m.margin, -m.margin, -m.margin);
    QList<int> kOf(n);
    for (int s = 0; s < n; ++s) {
        kOf[s] = relative(s, shownBottom_, n);
        const SeatZone& zone = zones_.seats[s];
        toAct_ << zone.lit;
        QStringList text{zone.name, QString::number(zone.score)};
        if (!zone.ownHand)
            text << Text::tr("%n card(s)", nullptr, zone.cardsLeft);
        if (zone.hasCounter)
            text << zone.counterText;
        QString label = text.join(QStringLiteral("  ·  "));
        if (!zone.badges.isEmpty())
            label += QStringLiteral("  [%1]").arg(zone.badges.join(QStringLiteral(", ")));
        plates_ << label;
        plays_[s] = zone.play.cards;
        middle_ << zone.play.cards;
    }
    // The card in play: the card on offer, else the play to beat.
    int central = -1;
    for (int s = 0; s < n && central < 0; ++s)
        if (zones_.seats[s].play.offer && !zones_.seats[s].play.cards.isEmpty())
            central = s;
    for (int s = 0; s < n && central < 0; ++s)
        if (zones_.seats[s].play.winning && !zones_.seats[s].play.cards.isEmpty())
            central = s;
    const QFontMetricsF strong(pixelFont(m.strongPx, true));
    const qreal strongH = strong.height() + m.strongPx * 0.3;
    const qreal centreNeed = (central >= 0 ? m.u * playFloor + strongH + m.gap : 0) +
                             (zones_.centre.isEmpty() ? 0 : strongH + m.gap);

    // Each zone's cards as large as its room allows (smaller steps only when crowded).
    struct Fit {
        qreal scale = 1;
        QSizeF size;
        qreal width = 0; // the room it was fitted in: the zone is drawn for the same
    };
    const auto fit = [&](int s, const QRectF& area, int align, int valign) {
        Fit f;
        f.width = area.width();
        for (qreal sc : scales) {
            f.scale = sc;
            f.size = flow(blocksOf(s, kOf[s], m, sc, area.width()), area, align, valign, false);
            if (f.size.height() <= area.height() + 0.5 && f.size.width() <= area.width() + 0.5)
                break;
        }
        return f;
    };
    QList<int> tops, sides(2, -1); // sides: left, right
    int me = -1;
    for (int s = 0; s < n; ++s) {
        const Side side = sideOf(kOf[s], n);
        if (side == Side::Top)
            tops << s;
        else if (side == Side::Left)
            sides[0] = s;
        else if (side == Side::Right)
            sides[1] = s;
        else
            me = s;
    }
    std::sort(tops.begin(), tops.end(),
              [&](int a, int b) { return topIndex(kOf[a], n) < topIndex(kOf[b], n); });
    // The zones in one of four arrangements: the side seats' columns reach the top edge (the
    // seats across between them) or stop below the seats across, and reach the bottom edge (the
    // person's zone between them) or stop above it. The first that keeps every zone's cards
    // whole and leaves the middle its room is drawn.
    struct Plan {
        bool up = false, down = false;
        QList<Fit> fits;
        QList<qreal> sideW{0, 0};
        qreal topH = 0, bottomH = 0;
        qreal topL = 0, topR = 0, meL = 0, meR = 0, sideTop = 0, sideBottom = 0;
        qreal worst = 1;
        bool roomy = false;
    };
    const qreal stripLimit =
        std::clamp((inner.height() - centreNeed - 2 * m.gap) / (tops.isEmpty() ? 1 : 2), m.plateH,
                   std::max<qreal>(m.plateH, inner.height() * (tops.isEmpty() ? 0.5 : 0.42)));
    const bool anySide = sides[0] >= 0 || sides[1] >= 0;
    const auto plan = [&](bool up, bool down) {
        Plan p;
        p.up = up;
        p.down = down;
        p.fits = QList<Fit>(n);
        p.topL = p.meL = inner.left();
        p.topR = p.meR = inner.right();
        const auto fitTops = [&](qreal left, qreal right) {
            p.topH = 0;
            for (int i = 0; i < tops.size(); ++i) {
                const qreal w = (right - left) / tops.size();
                p.fits[tops[i]] =
                    fit(tops[i], QRectF(left + i * w, inner.top(), w, stripLimit), 0, -1);
                p.topH = std::max(p.topH, p.fits[tops[i]].size.height());
            }
        };
        const auto fitMe = [&](qreal left, qreal right) {
            p.fits[me] =
                fit(me, QRectF(left, inner.bottom() - stripLimit, right - left, stripLimit), 0, 1);
            p.bottomH = p.fits[me].size.height();
        };
        if (!up)
            fitTops(p.topL, p.topR);
        if (!down)
            fitMe(p.meL, p.meR);
        p.sideTop = up || tops.isEmpty() ? inner.top() : inner.top() + p.topH + m.gap;
        p.sideBottom = down ? inner.bottom() : inner.bottom() - p.bottomH - m.gap;
        for (int i = 0; i < 2; ++i) {
            if (sides[i] < 0)
                continue;
            for (qreal share : {0.24, 0.28, 0.32}) {
                const qreal w = inner.width() * share;
                const QRectF area(i == 0 ? inner.left() : inner.right() - w, p.sideTop, w,
                                  p.sideBottom - p.sideTop);
                p.fits[sides[i]] = fit(sides[i], area, i == 0 ? -1 : 1, 0);
                p.sideW[i] = p.fits[sides[i]].size.width();
                if (p.fits[sides[i]].scale >= 0.86)
                    break;
            }
        }
        const qreal l = inner.left() + (p.sideW[0] > 0 ? p.sideW[0] + m.gap : 0);
        const qreal r = inner.right() - (p.sideW[1] > 0 ? p.sideW[1] + m.gap : 0);
        if (up) {
            p.topL = l;
            p.topR = r;
            fitTops(l, r);
        }
        if (down) {
            p.meL = l;
            p.meR = r;
            fitMe(l, r);
        }
        for (const Fit& f : std::as_const(p.fits))
            p.worst = std::min(p.worst, f.scale);
        p.roomy = inner.height() - p.topH - (tops.isEmpty() ? 0 : m.gap) - p.bottomH - m.gap >=
                  centreNeed - 0.5;
        return p;
    };
    // The first good arrangement is taken as soon as it is found.
    QList<Plan> plans;
    const Plan* chosen = nullptr;
    for (const bool up : {true, false}) {
        for (const bool down : {true, false}) {
            if (anySide ? up && tops.isEmpty() : up || down)
                continue;
            plans << plan(up, down);
            if (plans.last().roomy && plans.last().worst >= 0.86) {
                chosen = &plans.last();
                break;
            }
        }
        if (chosen)
            break;
    }
    // None: the one that keeps the middle's room with the largest cards.
    for (const Plan& p : std::as_const(plans))
        if (!chosen || (p.roomy && !chosen->roomy) ||
            (p.roomy == chosen->roomy && p.worst > chosen->worst + 1e-9))
            chosen = &p;
    const Plan& plan_ = *chosen;
    const QList<Fit>& fits = plan_.fits;
    const QList<qreal>& sideW = plan_.sideW;
    const qreal topH = plan_.topH;
    const qreal bottomH = plan_.bottomH;
    const qreal bandTop = inner.top() + (tops.isEmpty() ? 0 : topH + m.gap);
    const qreal bandBottom = inner.bottom() - bottomH - m.gap;
    // Drawn, each in its zone.
    for (int i = 0; i < tops.size(); ++i) {
        const qreal w = (plan_.topR - plan_.topL) / tops.size();
        const QRectF area(plan_.topL + i * w, inner.top(), w, topH);
        flow(blocksOf(tops[i], kOf[tops[i]], m, fits[tops[i]].scale, w), area, 0, -1, true);
        zoneRects_[tops[i]] = area;
    }
    {
        const QRectF area(plan_.meL, inner.bottom() - bottomH, plan_.meR - plan_.meL, bottomH);
        // At the left, as the person's melds lie beside their hand: the middle stays the card in
        // play's.
        const QSizeF drawn =
            flow(blocksOf(me, 0, m, fits[me].scale, area.width()), area, -1, 1, true);
        zoneRects_[me] =
            QRectF(area.left(), area.bottom() - drawn.height(), drawn.width(), drawn.height());
    }
    for (int i = 0; i < 2; ++i) {
        if (sides[i] < 0)
            continue;
        const QRectF area(i == 0 ? inner.left() : inner.right() - sideW[i], plan_.sideTop, sideW[i],
                          plan_.sideBottom - plan_.sideTop);
        flow(blocksOf(sides[i], kOf[sides[i]], m, fits[sides[i]].scale, fits[sides[i]].width), area,
             i == 0 ? -1 : 1, 0, true);
        zoneRects_[sides[i]] = area;
    }
    centreRect_ =
        QRectF(QPointF(inner.left() + (sideW[0] > 0 ? sideW[0] + m.gap : 0), bandTop),
               QPointF(inner.right() - (sideW[1] > 0 ? sideW[1] + m.gap : 0), bandBottom));
    const QRectF c = centreRect_;

    // The middle: the card in play with its caption, the stock beside it, the window's words.
    const bool hasStock = shown_.contains(QLatin1String("stockCount"));
    const int stockCount = shown_.value(QLatin1String("stockCount")).toInt();
    const qreal stockH = std::min(m.u * stockShare * m.size, c.height() * 0.6);
    const QString stockText = zones_.notes.value(0);
    const QFontMetricsF small(pixelFont(m.captionPx, true));
    const qreal stockW =
        hasStock ? std::max(stockH * m.aspect + 6, small.horizontalAdvance(stockText) + m.captionPx)
                 : 0;
    const qreal centreTextH = zones_.centre.isEmpty() ? 0 : strongH + m.gap;
    QRectF playRect;
    if (central >= 0) {
        const PlayZone& play = zones_.seats[central].play;
        const int count = int(play.cards.size());
        const qreal reserve = hasStock ? 2 * (stockW + 2 * m.gap) : 0;
        const qreal widthAvail = std::max<qreal>(m.u * 0.3, c.width() - reserve);
        qreal h = std::min(m.playTarget * m.u * m.size, c.height() - strongH - centreTextH - m.gap);
        qreal step = m.aspect < 0.5 ? 1.05 : 0.55;
        const auto total = [&](qreal hh, qreal st) {
            return hh * m.aspect * (1 + (count - 1) * st);
        };
        if (total(h, step) > widthAvail && count > 1)
            step = std::max<qreal>(0.25, (widthAvail / (h * m.aspect) - 1) / (count - 1));
        if (total(h, step) > widthAvail)
            h = widthAvail / (m.aspect * (1 + (count - 1) * step));
        const qreal w = h * m.aspect;
        const qreal groupW = total(h, step);
        // In the middle, a little towards the seat that played it.
        const Side side = sideOf(kOf[central], n);
        QPointF at = c.center();
        const qreal blockH = h + strongH + centreTextH;
        at.ry() = c.top() + (c.height() - blockH) / 2 + h / 2;
        if (side == Side::Left)
            at.rx() -= c.width() * 0.1;
        else if (side == Side::Right)
            at.rx() += c.width() * 0.1;
        else if (side == Side::Top)
            at.ry() -= (c.height() - blockH) / 2;
        else
            at.ry() += (c.height() - blockH) / 2;
        at.rx() = std::clamp(at.x(), c.left() + groupW / 2 + (hasStock ? 0 : 0),
                             std::max(c.left() + groupW / 2, c.right() - groupW / 2));
        at.ry() = std::clamp(at.y(), c.top() + h / 2,
                             std::max(c.top() + h / 2, c.bottom() - blockH + h / 2));
        qreal x = at.x() - groupW / 2;
        for (const QString& token : play.cards) {
            const QRectF r(x, at.y() - h / 2, w, h);
            auto* card = addCard(token, r.center(), h, !token.isEmpty());
            card->setZValue(4);
            drawn_ << DrawnCard{token, central, Place::Play, r, h, true};
            items_ << card;
            x += w * step;
        }
        playRect = QRectF(at.x() - groupW / 2, at.y() - h / 2, groupW, h);
        playRect_ = playRect;
        // A gold ring marks the card in play.
        QPainterPath ring;
        const qreal pad = std::max<qreal>(3, m.u * 0.025);
        ring.addRoundedRect(playRect.adjusted(-pad, -pad, pad, pad), pad * 2, pad * 2);
        scene_->addPath(ring, QPen(gold, pad), Qt::NoBrush)->setZValue(5);
        // Who and what, below it.
        const QString who = zones_.seats[central].name;
        QString caption = play.caption;
        // A single card on offer is named, so that "turned up" says what: a player reads the
        // caption before the face.
        if (play.offer && play.cards.size() == 1 && !play.cards.first().isEmpty())
            caption = QStringLiteral("%1 %2")
                          .arg(caption, cardName(faces_.deckId(), play.cards.first()))
                          .trimmed();
        const QString what = caption.isEmpty() ? who : QStringLiteral("%1 — %2").arg(who, caption);
        const QRectF captionRect =
            addCaption(what, QPointF(playRect.center().x(), playRect.bottom() + pad + 2),
                       m.strongPx, play.winning && !play.offer, true);
        if (!zones_.centre.isEmpty())
            addCaption(zones_.centre,
                       QPointF(playRect.center().x(), captionRect.bottom() + m.gap / 2), m.strongPx,
                       zones_.window, true);
        // An arrow from it towards the seat that played it (not the person's own: it is below).
        if (side != Side::Bottom && !plateRects_[central].isNull()) {
            const QPointF target = plateRects_[central].center();
            const QPointF from =
                side == Side::Top    ? QPointF(playRect.center().x(), playRect.top() - pad)
                : side == Side::Left ? QPointF(playRect.left() - pad, playRect.center().y())
                                     : QPointF(playRect.right() + pad, playRect.center().y());
            const QLineF line(from, target);
            const qreal length = std::min(line.length() * 0.6, m.u * 0.7);
            if (length > m.u * 0.15) {
                QLineF arrow = line;
                arrow.setLength(length);
                auto* item = scene_->addLine(arrow, QPen(QColor(0xff, 0xd8, 0x40, 200),
                                                         std::max<qreal>(2, m.u / 70), Qt::DashLine,
                                                         Qt::RoundCap));
                item->setZValue(3);
            }
        }
    } else if (!zones_.centre.isEmpty()) {
        addCaption(zones_.centre, c.center(), m.strongPx, zones_.window);
    }
    // The stock: a pile of backs beside the card in play, its count below.
    QRectF stockRect;
    if (hasStock) {
        const qreal w = stockH * m.aspect;
        const qreal blockH = stockH + small.height() + 6;
        // Right of the card, or left of it when the arrow to its seat runs right.
        const bool left = central >= 0 && sideOf(kOf[central], n) == Side::Right;
        qreal x = playRect.isNull() ? c.center().x() + m.u * 0.6
                  : left            ? playRect.left() - 2 * m.gap - stockW / 2
                                    : playRect.right() + 2 * m.gap + stockW / 2;
        if (!playRect.isNull() && (x + stockW / 2 > c.right() || x - stockW / 2 < c.left()))
            x = left ? playRect.right() + 2 * m.gap + stockW / 2
                     : playRect.left() - 2 * m.gap - stockW / 2;
        else if (playRect.isNull() && x + stockW / 2 > c.right())
            x = c.center().x();
        x = std::clamp(x, c.left() + stockW / 2,
                       std::max(c.left() + stockW / 2, c.right() - stockW / 2));
        const qreal y =
            std::clamp((playRect.isNull() ? c.center().y() : playRect.center().y()) - blockH / 2,
                       c.top(), std::max(c.top(), c.bottom() - blockH));
        if (stockCount > 0) {
            for (int i = std::min(stockCount, 3) - 1; i >= 0; --i) {
                auto* back =
                    addCard(QString(), QPointF(x + i * 2, y + stockH / 2 - i * 2), stockH, false);
                back->setZValue(2);
            }
            stockRect = QRectF(x - w / 2, y, w + 4, stockH);
        }
        addCaption(stockText, QPointF(x, y + stockH + 4), m.captionPx, false, true);
    }
    // The other notes (the wish) at the middle's top left.
    qreal noteY = c.top();
    for (int i = hasStock ? 1 : 0; i < zones_.notes.size(); ++i) {
        const qreal w = small.horizontalAdvance(zones_.notes[i]) + m.captionPx;
        noteY =
            addCaption(zones_.notes[i], QPointF(c.left() + w / 2, noteY), m.captionPx, false, true)
                .bottom() +
            4;
    }

    // The moves: each card that changed comes from where it was.
    if (animate && animationMs_ > 0) {
        const QPointF mid = c.center();
        const auto origin = [&](int s) {
            if (s == me) // the person's hand is below the table
                return QPointF(mid.x(), table.bottom() + m.u * 0.3);
            const QRectF r = hands_.value(s).isNull() ? before_.hands.value(s) : hands_.value(s);
            return r.isNull() ? plateRects_.value(s).center() : r.center();
        };
        if (dealing_) { // the hand is dealt out from the middle, a few backs to every seat
            for (int s = 0; s < n; ++s)
                for (int i = 0; i < std::min(zones_.seats[s].cardsLeft, 4); ++i) {
                    auto* back = addCard(QString(), mid, m.u * fanShare, false);
                    back->setZValue(7);
                    slide(back, mid, origin(s), (i * n + s) * animationMs_ / 10, true);
                }
        } else {
            // The cards that lay in play before, which a meld or a discard may have taken.
            QList<DrawnCard> loose;
            for (const QList<DrawnCard>& cards : std::as_const(before_.plays))
                loose << cards;
            const auto from = [&](int s, const QString& token) {
                for (int i = 0; i < loose.size(); ++i)
                    if (!token.isEmpty() && loose[i].token == token) {
                        const QPointF p = loose[i].rect.center();
                        loose.removeAt(i);
                        return p;
                    }
                return origin(s);
            };
            QList<int> meldSeen(n, 0), discardSeen(n, 0);
            for (int i = 0; i < drawn_.size(); ++i) {
                const DrawnCard& d = drawn_[i];
                QGraphicsItem* item = items_.value(i);
                if (!item || d.seat < 0 || d.seat >= n)
                    continue;
                const QPointF to = item->pos();
                if (d.place == Place::Play) {
                    QStringList was;
                    for (const DrawnCard& b : before_.plays.value(d.seat))
                        was << b.token;
                    if (was == zones_.seats[d.seat].play.cards)
                        continue;
                    const bool fromStock = d.inPlay && !before_.stock.isNull() &&
                                           (lastEvent_ == QLatin1String("draw") ||
                                            lastEvent_ == QLatin1String("flip"));
                    slide(item, fromStock ? before_.stock.center() : origin(d.seat), to);
                } else if (d.place == Place::Meld) {
                    if (meldSeen[d.seat]++ >= before_.meldCounts.value(d.seat, 1 << 20))
                        slide(item, from(d.seat, d.token), to);
                } else if (d.place == Place::Discard) {
                    if (discardSeen[d.seat]++ >= before_.discardCounts.value(d.seat, 1 << 20))
                        slide(item, from(d.seat, d.token), to);
                }
            }
            // A trick taken: what lay in the middle goes to the seat that took it.
            const bool emptied =
                std::all_of(zones_.seats.begin(), zones_.seats.end(),
                            [](const SeatZone& z) { return z.play.cards.isEmpty(); });
            if (emptied && lastEvent_ == QLatin1String("trick") && taker_ >= 0 && taker_ < n)
                for (const DrawnCard& d : std::as_const(loose)) {
                    auto* ghost =
                        addCard(d.token, d.rect.center(), d.faceHeight, !d.token.isEmpty());
                    ghost->setZValue(7);
                    slide(ghost, d.rect.center(), origin(taker_), 0, true);
                }
        }
    }
    dealing_ = false;
    // Each zone holds all its seat has on the table.
    for (const DrawnCard& d : std::as_const(drawn_))
        if (!d.inPlay && d.seat >= 0 && d.seat < n)
            zoneRects_[d.seat] = zoneRects_[d.seat].united(d.rect);
    for (int s = 0; s < n; ++s)
        zoneRects_[s] = zoneRects_[s].united(plateRects_[s]);
    // What is shown now, where the next moves start.
    before_.plays = QList<QList<DrawnCard>>(n);
    before_.meldCounts = QList<int>(n, 0);
    before_.discardCounts = QList<int>(n, 0);
    for (const DrawnCard& d : std::as_const(drawn_)) {
        if (d.place == Place::Play)
            before_.plays[d.seat] << d;
        else if (d.place == Place::Meld)
            ++before_.meldCounts[d.seat];
        else if (d.place == Place::Discard)
            ++before_.discardCounts[d.seat];
    }
    before_.hands = hands_;
    before_.stock = stockRect;
    drawClock();
}
QString TableView::partText(int index, QAccessible::Text text) const {
    if (text == QAccessible::Name)
        return plates_.value(index);
    if (text == QAccessible::Description)
        return toAct_.value(index) ? Text::tr("to act") : QString();
    return {};
}

QRect TableView::partRect(int index) const {
    return mapFromScene(plateRects_.value(index)).boundingRect();
}

QString TableView::ownText(QAccessible::Text text) const {
    if (text == QAccessible::Name)
        return Text::tr("The table");
    if (text == QAccessible::Description)
        return toolTip();
    return {};
}

} // namespace paiju::gui
