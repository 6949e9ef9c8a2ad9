#include "table/table_view.h"

#include "dialogs/appearance.h"
#include "dialogs/sound_cues.h"
#include "table/hand_widget.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QGraphicsPathItem>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainterPath>
#include <QSettings>
#include <QVariantAnimation>
#include <QtMath>
#include <algorithm>

namespace paiju::gui {

namespace {

constexpr QSizeF sceneSize{1600, 900};
// Card heights in the scene (the view scales the scene to the window).
constexpr int meldCard = 96;
constexpr int riverCard = 62;
constexpr int playCard = 180;
constexpr int offerCard = 200;
constexpr int backCard = 50;
constexpr qreal plateHeight = 66;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TableView)
};

// Where a seat sits: k seats after the bottom one, counter-clockwise as players sit. The next
// seat in turn (下家) is on the right, the previous one on the left, the others across the top
// from right to left.
enum class Side { Bottom, Right, Top, Left };
struct SeatPlace {
    Side side;
    QRectF zone;  // its plate, melds and discards
    QPointF play; // the centre of its play
    qreal playWidth;
};

SeatPlace placeOf(int k, int n) {
    if (k == 0)
        return {Side::Bottom, QRectF(400, 600, 800, 300), QPointF(800, 545), 560};
    if (n >= 3 && k == 1)
        return {Side::Right, QRectF(1200, 110, 400, 680), QPointF(1090, 450), 220};
    if (n >= 3 && k == n - 1)
        return {Side::Left, QRectF(0, 110, 400, 680), QPointF(510, 450), 220};
    const int tops = n >= 3 ? n - 3 : 1;
    const int t = n >= 3 ? k - 2 : 0; // 0: the rightmost
    const qreal w = 800.0 / tops;
    const QRectF zone(1200 - w * (t + 1), 0, w, 340);
    return {Side::Top, zone, QPointF(zone.center().x(), 360), std::min<qreal>(560, w - 20)};
}

int relative(int seat, int bottom, int n) {
    return ((seat - bottom) % n + n) % n;
}

QColor teamColour(int team) {
    return team == 0 ? QColor(0x4a, 0x90, 0xe2) : QColor(0xe2, 0x5a, 0x4a);
}

} // namespace

int savedAnimationMs() {
    return QSettings().value(QStringLiteral("animationMs"), 250).toInt();
}

void saveAnimationMs(int ms) {
    QSettings().setValue(QStringLiteral("animationMs"), ms);
}

TableView::TableView(const QString& deckId, QWidget* parent)
    : QGraphicsView(parent), scene_(new QGraphicsScene(this)), faces_(deckId),
      animationMs_(savedAnimationMs()) {
    installPaintedPartsAccessibility();
    scene_->setSceneRect(QRectF(QPointF(0, 0), sceneSize));
    scene_->setBackgroundBrush(feltColour());
    // Settings → Appearance: the felt, the card size and the faces change on an open table.
    connect(AppearanceSignals::instance(), &AppearanceSignals::changed, this, [this] {
        scene_->setBackgroundBrush(feltColour());
        pixmaps_.clear();
        if (!shown_.isEmpty())
            display(shown_, shownNames_, shownBottom_);
    });
    setScene(scene_);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
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
    if (seat >= 0)
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
    if (clockSeat_ < 0 || !toAct_.value(clockSeat_)) {
        clockTick_.stop();
        return;
    }
    const QRectF plate = plateRects_.value(clockSeat_);
    const qint64 left = std::max<qint64>(0, clockDeadline_.remainingTime());
    if (left == 0)
        clockTick_.stop();
    // Beside the plate, on whichever side has room on the table.
    constexpr qreal radius = 28;
    const qreal x = plate.right() + radius + 12 + radius <= sceneSize.width()
                        ? plate.right() + radius + 12
                        : plate.left() - radius - 12;
    const QRectF circle(x - radius, plate.center().y() - radius, 2 * radius, 2 * radius);
    QPainterPath path;
    path.addEllipse(circle);
    const qreal share = std::clamp(qreal(left) / qreal(clockTotalMs_), 0.0, 1.0);
    QPainterPath arc;
    arc.arcMoveTo(circle.adjusted(4, 4, -4, -4), 90);
    arc.arcTo(circle.adjusted(4, 4, -4, -4), 90, 360 * share);
    ring_ = scene_->addPath(path, Qt::NoPen, QColor(0, 0, 0, 170));
    ring_->setZValue(8);
    auto* sweep = new QGraphicsPathItem(arc, ring_);
    sweep->setPen(QPen(left <= 5000 ? QColor(0xff, 0x60, 0x40) : QColor(0xff, 0xd8, 0x40), 6,
                       Qt::SolidLine, Qt::RoundCap));
    QFont font;
    font.setPixelSize(22);
    font.setBold(true);
    ringText_ = scene_->addSimpleText(QString::number((left + 999) / 1000), font);
    ringText_->setBrush(QColor(Qt::white));
    ringText_->setPos(circle.center() - ringText_->boundingRect().center());
    ringText_->setZValue(9);
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

int TableView::seatAt(QPointF at) const {
    for (const QList<QRectF>* rects : {&plateRects_, &zoneRects_})
        for (int s = 0; s < rects->size(); ++s)
            if ((*rects)[s].contains(at))
                return s;
    return -1;
}

void TableView::mousePressEvent(QMouseEvent* event) {
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

QGraphicsItem* TableView::addCard(const QString& token, QPointF at, int height, bool faceUp,
                                  qreal angle) {
    // Settings → Card size: the table's cards grow or shrink half as much as the hand's, so that
    // the melds of every seat keep within the table.
    height = int(std::lround(height * (1 + cardSizeScale_) / 2));
    const qreal dpr = devicePixelRatioF() * std::max<qreal>(1.0, transform().m11());
    const bool face = faceUp && faces_.hasFace(token);
    // The pixmaps are kept: a table is drawn again on every action with mostly the same cards.
    const QString key =
        QStringLiteral("%1/%2/%3").arg(face ? token : QString()).arg(height).arg(dpr);
    QPixmap pixmap = pixmaps_.value(key);
    if (pixmap.isNull()) {
        pixmap =
            QPixmap::fromImage(face ? faces_.face(token, height, dpr) : faces_.back(height, dpr));
        pixmaps_.insert(key, pixmap);
    }
    auto* item = scene_->addPixmap(pixmap);
    item->setTransformationMode(Qt::SmoothTransformation);
    item->setOffset(-pixmap.width() / pixmap.devicePixelRatio() / 2, -height / 2.0);
    item->setPos(at);
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

QRectF TableView::sceneRect() const {
    return scene_->sceneRect();
}

QList<TableView::DrawnCard> TableView::drawnCards(int seat, Place place) const {
    QList<DrawnCard> out;
    for (const DrawnCard& card : drawn_)
        if (card.seat == seat && card.place == place)
            out << card;
    return out;
}

QRectF TableView::drawPlate(const SeatZone& zone, QPointF at, qreal maxWidth) {
    QFont nameFont;
    nameFont.setPixelSize(24);
    nameFont.setBold(true);
    QFont smallFont;
    smallFont.setPixelSize(19);
    QStringList facts;
    facts << Text::tr("score %1").arg(zone.score);
    if (!zone.ownHand)
        facts << Text::tr("%n card(s)", nullptr, zone.cardsLeft);
    if (zone.hasCounter)
        facts << zone.counterText;
    auto* name = scene_->addSimpleText(zone.name, nameFont);
    auto* line = scene_->addSimpleText(facts.join(QStringLiteral(" · ")), smallFont);
    QList<QGraphicsSimpleTextItem*> badges;
    qreal badgesWidth = 0;
    for (const QString& badge : zone.badges) {
        badges << scene_->addSimpleText(badge, smallFont);
        badgesWidth += badges.last()->boundingRect().width() + 16;
    }
    const qreal back = zone.ownHand ? 0 : backCard * faces_.aspectRatio() + 14;
    const qreal width =
        std::max({220.0, name->boundingRect().width() + badgesWidth + 16 + back + 24,
                  line->boundingRect().width() + back + 24});
    const QRectF rect(at.x(), at.y(), width, plateHeight);
    QPainterPath path;
    path.addRoundedRect(rect, 12, 12);
    auto* plate = scene_->addPath(
        path, zone.lit ? QPen(QColor(0xff, 0xd8, 0x40), 5) : QPen(QColor(255, 255, 255, 60), 1.5),
        zone.lit ? QColor(0x5a, 0x48, 0x08, 235) : QColor(0, 0, 0, 120));
    plate->setZValue(1);
    if (zone.team >= 0) { // the team's colour down the left edge
        QPainterPath stripe;
        stripe.addRoundedRect(QRectF(rect.left() + 3, rect.top() + 8, 7, rect.height() - 16), 3, 3);
        auto* mark = scene_->addPath(stripe, Qt::NoPen, teamColour(zone.team));
        mark->setZValue(2);
    }
    qreal x = rect.left() + 16;
    if (!zone.ownHand) { // the hand's back, with its size on the plate
        auto* card = addCard(QString(), {x + back / 2 - 7, rect.center().y()}, backCard, false);
        card->setZValue(2);
        x += back;
    }
    for (QGraphicsSimpleTextItem* item : {name, line}) {
        item->setBrush(zone.lit ? QColor(0xff, 0xf0, 0xb0) : QColor(Qt::white));
        item->setZValue(3);
    }
    name->setPos(x, rect.top() + 5);
    line->setPos(x, rect.top() + 37);
    qreal bx = x + name->boundingRect().width() + 12;
    for (QGraphicsSimpleTextItem* badge : badges) {
        const QRectF chip(bx, rect.top() + 8, badge->boundingRect().width() + 12, 26);
        QPainterPath chipPath;
        chipPath.addRoundedRect(chip, 8, 8);
        scene_->addPath(chipPath, Qt::NoPen, QColor(0xc8, 0x3a, 0x2a))->setZValue(2);
        badge->setBrush(QColor(Qt::white));
        badge->setPos(chip.left() + 6, chip.top() + 2);
        badge->setZValue(3);
        bx = chip.right() + 4;
    }
    if (width <= maxWidth - 6) // the lit plate's border is drawn outside
        return rect;
    // Too long for its side of the table: the whole plate is drawn smaller.
    const qreal f = (maxWidth - 6) / width;
    for (QGraphicsItem* item :
         scene_->items(rect.adjusted(-4, -4, 4, 4), Qt::ContainsItemBoundingRect)) {
        item->setScale(f);
        item->setPos(at + (item->pos() - at) * f);
    }
    return QRectF(at, rect.size() * f);
}

qreal TableView::layRows(const QList<QStringList>& groups, const QRectF& area, int height,
                         qreal step, bool upwards, int seat, Place place, bool dryRun) {
    if (groups.isEmpty())
        return 0;
    const qreal w = height * faces_.aspectRatio();
    const qreal gap = step < 1 ? w * 0.3 : 3;
    const qreal rowGap = 6;
    // Which groups go on which row, and how wide each row is.
    QList<QList<int>> rows{{}};
    QList<qreal> widths{0};
    for (int g = 0; g < groups.size(); ++g) {
        const qreal groupWidth = w + (groups[g].size() - 1) * w * step;
        if (!rows.last().isEmpty() && widths.last() + gap + groupWidth > area.width() + 0.5) {
            rows << QList<int>{};
            widths << 0;
        }
        widths.last() += (rows.last().isEmpty() ? 0 : gap) + groupWidth;
        rows.last() << g;
    }
    if (!dryRun)
        for (int r = 0; r < rows.size(); ++r) {
            qreal x = area.left() + std::max<qreal>(0, (area.width() - widths[r]) / 2);
            const qreal y = upwards ? area.bottom() - (r + 1) * (height + rowGap) + rowGap
                                    : area.top() + r * (height + rowGap);
            for (int g : rows[r]) {
                for (const QString& token : groups[g]) {
                    addCard(token, {x + w / 2, y + height / 2.0}, height, !token.isEmpty());
                    drawn_ << DrawnCard{token, seat, place, QRectF(x, y, w, height)};
                    x += w * step;
                }
                x += w - w * step + gap;
            }
        }
    return rows.size() * (height + rowGap) - rowGap;
}

QRectF TableView::layPlay(const QStringList& cards, QPointF at, int height, qreal maxWidth,
                          int seat, bool slideIn, QPointF from) {
    if (cards.isEmpty())
        return QRectF(at, QSizeF(0, 0));
    const qreal w = height * faces_.aspectRatio();
    const int n = int(cards.size());
    const qreal step = n > 1 ? std::min(w * 0.55, (maxWidth - w) / (n - 1)) : 0;
    const qreal total = w + step * (n - 1);
    qreal x = at.x() - total / 2;
    for (const QString& token : cards) {
        const QPointF centre(x + w / 2, at.y());
        auto* card = addCard(token, centre, height, !token.isEmpty());
        card->setZValue(4);
        if (slideIn)
            slide(card, from, centre);
        drawn_ << DrawnCard{token, seat, Place::Play, QRectF(x, at.y() - height / 2.0, w, height)};
        x += step;
    }
    return QRectF(at.x() - total / 2, at.y() - height / 2.0, total, height);
}

void TableView::addCaption(const QString& text, QPointF centre, bool strong, int side) {
    QFont font;
    font.setPixelSize(strong ? 26 : 22);
    font.setBold(true);
    auto* item = scene_->addSimpleText(text, font);
    const QRectF box = item->boundingRect().adjusted(-10, -3, 10, 3);
    const QRectF placed =
        box.translated(centre - box.center() + QPointF(side * box.width() / 2, 0));
    QPainterPath path;
    path.addRoundedRect(placed, 10, 10);
    scene_->addPath(path, Qt::NoPen, strong ? QColor(0xff, 0xd8, 0x40, 235) : QColor(0, 0, 0, 150))
        ->setZValue(5);
    item->setBrush(strong ? QColor(0x30, 0x20, 0x00) : QColor(Qt::white));
    item->setPos(placed.topLeft() + QPointF(10, 3));
    item->setZValue(6);
}

void TableView::display(const QJsonObject& obs, const QStringList& names, int bottom) {
    // The moves still running belong to the picture that goes: they go first, with their items.
    delete animations_;
    animations_ = new QObject(this);
    const bool wasAnimating = running_ > 0;
    if (soundCues_)
        playCue(cueFor(shown_, obs));
    shown_ = obs;
    cardSizeScale_ = cardScale(currentAppearance().cardSize);
    shownNames_ = names;
    shownBottom_ = bottom;
    scene_->clear();
    ring_ = nullptr;
    ringText_ = nullptr;
    plates_.clear();
    plateRects_.clear();
    zoneRects_.clear();
    toAct_.clear();
    drawn_.clear();
    const QList<QStringList> playsBefore = plays_;
    middle_.clear();
    plays_.clear();
    running_ = 0;
    zones_ = presentTable(obs, names);
    const int n = int(zones_.seats.size());
    if (n == 0) {
        if (wasAnimating)
            emit animationsDone();
        return;
    }
    const QPointF centre(sceneSize.width() / 2, sceneSize.height() / 2);
    // Narrow cards (four-color, zipai, Hakka) are drawn taller, so that their faces read as well.
    const qreal narrow = faces_.aspectRatio() < 0.5 ? 1.35 : 1.0;
    QRectF offered; // the card on offer, where the claim window is shown beside it
    const QString key = obs.value("hand").toVariant().toString() + QLatin1Char('/') +
                        obs.value("round").toVariant().toString();
    const bool newHand = key != handKey_;
    handKey_ = key;

    // The lowest edge of the top seats' zones (three seats: no one sits across).
    qreal topUsed = n == 3 ? 110 : 0;
    qreal bottomUsed = sceneSize.height(); // the highest edge of the bottom seat's
    for (int s = 0; s < n; ++s) {
        const SeatZone& zone = zones_.seats[s];
        const SeatPlace place = placeOf(relative(s, bottom, n), n);
        const QRectF area = place.zone.adjusted(10, 6, -10, -6);
        zoneRects_ << place.zone;
        // The plate on the table's edge: at the bottom of the bottom zone, the top of the others.
        const bool up = place.side == Side::Bottom;
        const QPointF plateAt(area.center().x() - 150,
                              up ? area.bottom() - plateHeight : area.top());
        QRectF plate = drawPlate(zone, plateAt, area.width());
        // Centred on the zone, kept inside it.
        const qreal shift = area.center().x() - plate.center().x();
        const qreal fit =
            std::clamp(shift, area.left() - plate.left(), area.right() - plate.right());
        for (QGraphicsItem* item :
             scene_->items(plate.adjusted(-4, -4, 4, 4), Qt::ContainsItemBoundingRect))
            item->moveBy(fit, 0);
        plate.translate(fit, 0);
        plateRects_ << plate;
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
        if (newHand && animationMs_ > 0) // the hand is dealt out from the middle, a few backs
            for (int i = 0; i < std::min(zone.cardsLeft, 4); ++i) {
                auto* back = addCard(QString(), centre, backCard, false);
                back->setZValue(7);
                slide(back, centre, plate.center(), (i * n + s) * animationMs_ / 10, true);
            }

        // The melds, then the discards, from the plate towards the middle; smaller when the
        // zone is crowded.
        QRectF rows =
            up ? QRectF(area.left(), area.top(), area.width(), plate.top() - 8 - area.top())
               : QRectF(area.left(), plate.bottom() + 8, area.width(),
                        area.bottom() - plate.bottom() - 8);
        QList<QStringList> river;
        if (!zone.discards.isEmpty())
            for (const QString& token : zone.discards)
                river << QStringList{token};
        // As large as the zone allows, up to melds half a hand card tall; the discards shrink
        // first.
        // (Wide cards start as large: Hakka's tricks won.)
        qreal scale = 1.62 / narrow;
        qreal riverScale = 1.2;
        while (std::min(scale, riverScale) > 0.45) {
            const qreal need = layRows(zone.melds, rows, int(meldCard * narrow * scale), 0.62, up,
                                       s, Place::Meld, true) +
                               layRows(river, rows, int(riverCard * narrow * riverScale), 1, up, s,
                                       Place::Discard, true) +
                               8;
            if (need <= rows.height())
                break;
            if (riverScale > 0.75 || zone.melds.isEmpty()) {
                riverScale -= 0.06;
            } else {
                scale -= 0.06;
                riverScale = std::min(riverScale, scale);
            }
        }
        const qreal used = layRows(zone.melds, rows, int(meldCard * narrow * scale), 0.62, up, s,
                                   Place::Meld, false);
        const QRectF rest = up ? rows.adjusted(0, 0, 0, -(used + (used > 0 ? 8 : 0)))
                               : rows.adjusted(0, used + (used > 0 ? 8 : 0), 0, 0);
        layRows(river, rest, int(riverCard * narrow * riverScale), 1, up, s, Place::Discard, false);

        // What the seat's zone covers, which its play keeps clear of.
        QRectF covered = plate;
        for (const DrawnCard& card : std::as_const(drawn_))
            if (card.seat == s)
                covered = covered.united(card.rect);
        if (place.side == Side::Top)
            topUsed = std::max(topUsed, covered.bottom());
        else if (place.side == Side::Bottom)
            bottomUsed = std::min(bottomUsed, covered.top());
    }
    // The plays fill the felt between the zones: the top seat's play, the side seats' and the
    // bottom seat's one above another, each as tall as its share of that band allows (a caption
    // goes below the cards).
    const int rowCount = n >= 4 ? 3 : 2; // across (not with three seats), the sides, below
    constexpr qreal captionRoom = 40;
    constexpr qreal gap = 12;
    const qreal row = (bottomUsed - topUsed - gap) / rowCount;
    const qreal sizeFactor = (1 + cardSizeScale_) / 2; // addCard's Settings → Card size
    const qreal rowCard = std::max<qreal>(80, row - captionRoom - gap) / sizeFactor;
    QList<QPointF> playCentres(n);
    plays_ = QList<QStringList>(n);
    // The plays across and below first: the side seats' plays go between them.
    QList<int> order;
    for (int s = 0; s < n; ++s)
        if (const Side side = placeOf(relative(s, bottom, n), n).side;
            side == Side::Top || side == Side::Bottom)
            order << s;
    for (int s = 0; s < n; ++s)
        if (!order.contains(s))
            order << s;
    qreal topPlayBottom = topUsed;
    qreal bottomPlayTop = bottomUsed;
    for (int s : std::as_const(order)) {
        const SeatZone& zone = zones_.seats[s];
        const SeatPlace place = placeOf(relative(s, bottom, n), n);
        // The seat's play in the trick, or the card it offers, towards the middle.
        const PlayZone& play = zone.play;
        plays_[s] = play.cards;
        const bool changed = playsBefore.value(s) != play.cards;
        const qreal wanted = play.offer ? offerCard * narrow : playCard * (1 + (narrow - 1) / 2);
        // The card on offer is alone in the middle (four-color, zipai) and may stand taller: from
        // across or below into the side seats' row, from a side above and below its own.
        const qreal most = !play.offer                                             ? rowCard
                           : place.side == Side::Top || place.side == Side::Bottom ? rowCard * 1.9
                                                                                   : rowCard * 1.4;
        // A play across or below keeps to its third of the table's height, so that the side
        // seats' plays stay level with their zones between them.
        // (Never smaller than a readable card, though.)
        const qreal room = place.side == Side::Top
                               ? std::max<qreal>(140, 370 - captionRoom - gap - topUsed)
                           : place.side == Side::Bottom
                               ? std::max<qreal>(140, bottomUsed - gap - captionRoom - 530)
                               : std::min({bottomPlayTop - topPlayBottom - 2 * gap - captionRoom,
                                           2 * (bottomPlayTop - gap - captionRoom - 360),
                                           2 * (540 - topPlayBottom - gap)});
        const int height = int(std::min({wanted, most, std::max<qreal>(50, room) / sizeFactor}));
        const qreal drawnHeight = height * sizeFactor;
        // A side seat's play stays level with its zone as far as the other plays leave room.
        const qreal highest = topPlayBottom + gap + drawnHeight / 2;
        const qreal lowest = bottomPlayTop - gap - captionRoom - drawnHeight / 2;
        qreal y = highest <= lowest ? std::clamp(place.play.y(), highest, lowest)
                                    : (highest + lowest) / 2;
        if (place.side == Side::Top) {
            y = topUsed + gap + drawnHeight / 2;
            if (!play.cards.isEmpty())
                topPlayBottom = std::max(topPlayBottom, y + drawnHeight / 2 + captionRoom);
        } else if (place.side == Side::Bottom) {
            y = bottomUsed - gap - captionRoom - drawnHeight / 2;
            if (!play.cards.isEmpty())
                bottomPlayTop = std::min(bottomPlayTop, y - drawnHeight / 2);
        }
        const QPointF at(place.play.x(), y);
        playCentres[s] = at;
        const QRectF cards =
            layPlay(play.cards, at, height, place.playWidth, s,
                    changed && !newHand && animationMs_ > 0, plateRects_[s].center());
        if (play.offer)
            offered = cards;
        if (play.winning && !play.cards.isEmpty()) {
            QPainterPath glow;
            glow.addRoundedRect(cards.adjusted(-8, -8, 8, 8), 12, 12);
            scene_->addPath(glow, QPen(QColor(0xff, 0xd8, 0x40), 6), Qt::NoBrush)->setZValue(5);
        }
        if (!play.caption.isEmpty()) {
            const QPointF captionAt =
                play.cards.isEmpty() ? at : QPointF(cards.center().x(), cards.bottom() + 4);
            addCaption(play.caption, captionAt, play.winning);
        }
    }
    // The middle, seat by seat.
    for (const QStringList& cards : std::as_const(plays_))
        middle_ << cards;
    const bool middleBefore =
        std::any_of(playsBefore.begin(), playsBefore.end(),
                    [](const QStringList& cards) { return !cards.isEmpty(); });
    // A trick taken or a card claimed: what lay in the middle goes to the seat that took it.
    const QJsonArray log = obs.value("log").toArray();
    const QJsonObject lastEvent = log.isEmpty() ? QJsonObject{} : log.last().toObject();
    const QString lastType = lastEvent.value("type").toString();
    const int taker = lastEvent.value("seat").toInt(-1);
    if (!newHand && taker >= 0 && taker < n && middleBefore && middle_.isEmpty() &&
        animationMs_ > 0 &&
        (lastType == QLatin1String("trick") || lastType == QLatin1String("claim"))) {
        for (int s = 0; s < playsBefore.size(); ++s) {
            const QPointF from = playCentres.value(s);
            qreal x = from.x() - 20.0 * (playsBefore[s].size() - 1);
            for (const QString& token : playsBefore[s]) {
                auto* ghost = addCard(token, {x, from.y()}, int(rowCard), !token.isEmpty());
                slide(ghost, {x, from.y()}, plateRects_.value(taker).center(), 0, true);
                x += 40;
            }
        }
    }
    // The middle: a claim window or a decision everyone makes; the stock and the wish.
    if (!zones_.centre.isEmpty()) {
        if (offered.isEmpty())
            addCaption(zones_.centre, centre, zones_.window);
        else if (offered.center().x() <= centre.x()) // beside the card on offer
            addCaption(zones_.centre, {offered.right() + 24, offered.center().y()}, true, 1);
        else
            addCaption(zones_.centre, {offered.left() - 24, offered.center().y()}, true, -1);
    }
    QFont font;
    font.setPixelSize(20);
    qreal y = 12;
    for (const QString& note : zones_.notes) {
        auto* item = scene_->addSimpleText(note, font);
        item->setBrush(QColor(Qt::white));
        item->setPos(16, y);
        y += 28;
    }
    drawClock();
    // Moves cut short and none started: the picture has caught up at once.
    if (wasAnimating && running_ == 0)
        emit animationsDone();
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
