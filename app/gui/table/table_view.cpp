#include "table/table_view.h"

#include "dialogs/appearance.h"
#include "dialogs/sound_cues.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QMouseEvent>
#include <QSettings>
#include <QVariantAnimation>
#include <QtMath>

namespace paiju::gui {

namespace {

constexpr QSizeF sceneSize{1600, 900};
constexpr int smallCard = 70; // melds and backs of the other seats
constexpr int middleCard = 110;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TableView)
};

// The cards a seat has laid open: four-color and zipai melds, a zipai row, Hakka's discards.
QList<QStringList> openGroups(const QJsonObject& seat) {
    QList<QStringList> groups;
    for (const char* key : {"exposed", "melds"})
        for (const QJsonValue& meld : seat.value(QLatin1String(key)).toArray())
            groups << tokensIn(meld.toObject().value("cards"));
    for (const char* key : {"row", "discarded"})
        if (!tokensIn(seat.value(QLatin1String(key))).isEmpty())
            groups << tokensIn(seat.value(QLatin1String(key)));
    return groups;
}

// The cards in the middle of the table, oldest first, and the seat that put down the last.
QStringList middleCards(const QJsonObject& obs, int* from) {
    QStringList cards;
    *from = -1;
    for (const QJsonValue& play : obs.value("trick").toArray()) { // Tichu and Hakka tricks
        cards << tokensIn(play.toObject().value("cards"));
        *from = play.toObject().value("seat").toInt(*from);
    }
    const QJsonValue current = obs.value("current");
    if (current.isObject()) { // the card on offer
        cards << tokensIn(current);
        *from = current.toObject().value("owner").toInt(*from);
    }
    if (obs.value("card").isString() && !obs.value("card").toString().isEmpty()) { // zipai
        cards << obs.value("card").toString();
        *from = obs.value("owner").toInt(*from);
    }
    cards << tokensIn(obs.value("faceUp"));
    return cards;
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
        if (!shown_.isEmpty())
            display(shown_, shownNames_, shownBottom_);
    });
    setScene(scene_);
    setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setMinimumSize(480, 270);
}

void TableView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitInView(scene_->sceneRect(), Qt::KeepAspectRatio);
}

void TableView::mousePressEvent(QMouseEvent* event) {
    const QPointF at = mapToScene(event->position().toPoint());
    for (const QList<QRectF>* rects : {&plateRects_, &zoneRects_})
        for (int s = 0; s < rects->size(); ++s)
            if ((*rects)[s].contains(at)) {
                emit seatClicked(s);
                return;
            }
    QGraphicsView::mousePressEvent(event);
}

// Seats go round the table counter-clockwise from the bottom, as players sit: the next seat in
// turn (下家) on the right, the previous one on the left. The scene's y axis points down, so
// counter-clockwise on screen is a falling angle.
QPointF TableView::seatPosition(int seat, int seats, int bottom) const {
    const int k = ((seat - bottom) % seats + seats) % seats;
    const double angle = M_PI / 2 - 2 * M_PI * k / seats; // 90°: bottom
    return {sceneSize.width() / 2 + 0.38 * sceneSize.width() * std::cos(angle),
            sceneSize.height() / 2 + 0.38 * sceneSize.height() * std::sin(angle)};
}

QGraphicsItem* TableView::addCard(const QString& token, QPointF at, int height, bool faceUp,
                                  qreal angle) {
    // Settings → Card size: the table's cards grow or shrink half as much as the hand's, so that
    // the melds of every seat keep within the table.
    height = int(std::lround(height * (1 + cardScale(currentAppearance().cardSize)) / 2));
    const qreal dpr = devicePixelRatioF() * std::max<qreal>(1.0, transform().m11());
    const QImage image = faceUp && faces_.hasFace(token) ? faces_.face(token, height, dpr)
                                                         : faces_.back(height, dpr);
    auto* item = scene_->addPixmap(QPixmap::fromImage(image));
    item->setTransformationMode(Qt::SmoothTransformation);
    item->setOffset(-image.width() / image.devicePixelRatio() / 2, -height / 2.0);
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
        --running_;
        if (vanish)
            item->hide();
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

void TableView::display(const QJsonObject& obs, const QStringList& names, int bottom) {
    // The moves still running belong to the picture that goes: they go first, with their items.
    delete animations_;
    animations_ = new QObject(this);
    if (soundCues_)
        playCue(cueFor(shown_, obs));
    shown_ = obs;
    shownNames_ = names;
    shownBottom_ = bottom;
    scene_->clear();
    plates_.clear();
    plateRects_.clear();
    zoneRects_.clear();
    toAct_.clear();
    running_ = 0;
    const QJsonArray seats = obs.value("seats").toArray();
    const int n = int(seats.size());
    if (n == 0)
        return;
    const QPointF centre(sceneSize.width() / 2, sceneSize.height() / 2 - 40);
    QList<int> waiting;
    for (const QJsonValue& s : obs.value("awaiting").toArray())
        waiting << s.toInt();
    const QJsonArray scores = obs.value("scores").toArray();
    const QString key = obs.value("hand").toVariant().toString() + QLatin1Char('/') +
                        obs.value("round").toVariant().toString();
    const bool newHand = key != handKey_;
    handKey_ = key;

    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = seats[s].toObject();
        const QPointF at = seatPosition(s, n, bottom);
        const bool mine = s == bottom && seat.contains("hand");
        // Name, score and markers.
        QStringList marks;
        if (obs.value("dealer").toInt(-1) == s)
            marks << Text::tr("dealer");
        if (obs.value("dummy").toInt(-1) == s)
            marks << Text::tr("dummy");
        if (obs.value("privileged").toInt(-1) == s)
            marks << Text::tr("privileged");
        if (seat.value("call").toString() == QLatin1String("grand"))
            marks << Text::tr("Grand Tichu");
        else if (seat.value("call").toString() == QLatin1String("tichu"))
            marks << Text::tr("Tichu");
        if (seat.value("out").toInt(0) > 0)
            marks << Text::tr("out %1").arg(seat.value("out").toInt());
        // A seat whose name is not known (yet) still says which seat it is.
        QString label = names.value(s).isEmpty() ? Text::tr("Seat %1").arg(s) : names[s];
        label += QStringLiteral("  %1").arg(scores.at(s).toInt());
        if (!mine)
            label += QStringLiteral("  ·  ") +
                     Text::tr("%n card(s)", nullptr, seat.value("handCount").toInt());
        if (!marks.isEmpty())
            label += QStringLiteral("  [%1]").arg(marks.join(QStringLiteral(", ")));
        plates_ << label;
        auto* text = scene_->addSimpleText(label);
        QFont font = text->font();
        font.setPixelSize(22);
        font.setBold(waiting.contains(s));
        text->setFont(font);
        text->setBrush(waiting.contains(s) ? QColor(0xff, 0xe0, 0x70) : QColor(Qt::white));
        const QPointF labelAt =
            mine ? QPointF(at.x() - text->boundingRect().width() / 2, sceneSize.height() - 40)
                 : at + QPointF(-text->boundingRect().width() / 2, -smallCard / 2 - 34);
        text->setPos(labelAt);
        plateRects_ << text->sceneBoundingRect();
        zoneRects_ << QRectF(at - QPointF(120, 70), QSizeF(240, 140));
        toAct_ << waiting.contains(s);
        // The backs of a hand held by someone else.
        if (!mine) {
            const int count = seat.value("handCount").toInt();
            const int shown = std::min(count, 10);
            for (int i = 0; i < shown; ++i) {
                const QPointF spot = at + QPointF((i - shown / 2.0) * 14, 0);
                auto* back = addCard(QString(), spot, smallCard, false, (i - shown / 2.0) * 2);
                if (newHand)
                    slide(back, centre, spot, i * animationMs_ / 12);
            }
        }
        // What the seat has laid open, in a row under (or, for the bottom seat, over) its place.
        const QList<QStringList> groups = openGroups(seat);
        double x = at.x() - 60.0 * std::min<qsizetype>(groups.size(), 6) / 2;
        const double y = mine ? sceneSize.height() - 150 : at.y() + smallCard * 0.9;
        for (const QStringList& group : groups) {
            for (const QString& token : group) {
                addCard(token, {x, y}, smallCard, true);
                x += 22;
            }
            x += 24;
        }
    }

    // The middle: the trick or the card on offer, then the latest discards.
    int from = -1;
    QStringList cards = middleCards(obs, &from);
    const QStringList discards = tokensIn(obs.value("discardPile"));
    const QStringList recent = discards.mid(std::max<qsizetype>(0, discards.size() - 12));
    const bool grew = cards != middle_;
    const QStringList before = middle_;
    middle_ = cards;
    double x = centre.x() - 40.0 * (cards.size() - 1) / 2;
    for (int i = 0; i < cards.size(); ++i) {
        auto* card = addCard(cards[i], {x, centre.y()}, middleCard, true);
        // A card that was not there before comes from the seat that played it.
        if (grew && !newHand && from >= 0 && (i >= before.size() || before[i] != cards[i]))
            slide(card, seatPosition(from, n, bottom), {x, centre.y()});
        x += 40;
    }
    // A trick taken or a card claimed: what lay in the middle goes to the seat that took it.
    const QJsonArray log = obs.value("log").toArray();
    const QJsonObject lastEvent = log.isEmpty() ? QJsonObject{} : log.last().toObject();
    const QString lastType = lastEvent.value("type").toString();
    const int taker = lastEvent.value("seat").toInt(-1);
    if (!newHand && taker >= 0 && taker < n && !before.isEmpty() && cards.isEmpty() &&
        (lastType == QLatin1String("trick") || lastType == QLatin1String("claim"))) {
        double gx = centre.x() - 40.0 * (before.size() - 1) / 2;
        for (const QString& token : before) {
            auto* ghost = addCard(token, {gx, centre.y()}, middleCard, true);
            slide(ghost, {gx, centre.y()}, seatPosition(taker, n, bottom), 0, true);
            if (animationMs_ <= 0)
                ghost->hide();
            gx += 40;
        }
    }
    x = centre.x() - 28.0 * (recent.size() - 1) / 2;
    for (const QString& token : recent) {
        addCard(token, {x, centre.y() + middleCard * 0.95}, smallCard, true);
        x += 28;
    }
    if (obs.contains("stockCount")) {
        auto* stock = scene_->addSimpleText(
            Text::tr("stock: %n card(s)", nullptr, obs.value("stockCount").toInt()));
        QFont font = stock->font();
        font.setPixelSize(20);
        stock->setFont(font);
        stock->setBrush(QColor(Qt::white));
        stock->setPos(24, 20);
    }
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
