// The table's proportions in every game at the window sizes players use, from seeded tables in
// the middle of a hand: the card in play is the largest card on the felt, melds and discards are
// readable beside a hand card, nothing leaves the table, no caption covers a card's face; and how
// much of the felt the cards cover.
#include "core/rng.h"
#include "io/game_info.h"
#include "io/registry.h"
#include "io/replay.h"
#include "support/seeded_replay.h"
#include "table/table_view.h"

#include <QApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QJsonArray>
#include <QRegion>
#include <QTest>
#include <QVBoxLayout>

using namespace paiju;

namespace {

// A window as the table window lays it out: a bar on top, the felt, and below it the hand (a
// fifth of the window's height) with the action bar and hint; the log a rail on the right.
struct Host {
    QWidget window;
    gui::TableView* view;
    Host(const QString& deck, QSize size) {
        window.resize(size);
        view = new gui::TableView(deck, &window);
        view->setAnimationMs(0);
        const int h = size.height();
        const int below = h / 5 + 30 + h / 20 + 20;
        view->setGeometry(0, 32, size.width() - 24, h - 32 - below);
        window.show();
    }
};

struct Snapshot {
    QString where;
    QJsonObject obs;
};

// Seat 0's view of each game at a spread of moments in the middle of its first hand (bots play
// every seat): seeds 1–3, every 4 actions from the 8th while the first hand lasts.
QList<Snapshot> midHand(const char* game) {
    QList<Snapshot> out;
    const GameInfo* info = findGame(game);
    if (!info)
        return out;
    for (std::uint64_t seed : {1, 2, 3}) {
        const Replay replay = test::seededReplay(game, seed, info->defaultSeats);
        ReplayRun run = runReplay(replay);
        if (!run.state)
            continue;
        GameState& state = *run.state;
        auto bot = makeBot(*info, "normal");
        Rng rng(seed);
        QJsonValue firstHand;
        for (int step = 0; step <= 96 && !state.isTerminal(); ++step) {
            const QJsonObject obs = info->observe(state, 0);
            if (step == 0)
                firstHand = obs.value("hand");
            if (obs.value("hand") != firstHand)
                break;
            const QString phase = obs.value("phase").toString();
            if (step >= 8 && step % 4 == 0 && phase != "grand" && phase != "passing" &&
                phase != "hand-over" && phase != "match-over")
                out << Snapshot{QStringLiteral("%1 seed %2 step %3")
                                    .arg(QLatin1String(game))
                                    .arg(seed)
                                    .arg(step),
                                obs};
            const int seat = state.awaiting().front();
            if (!state.apply(seat, bot->choose(state, seat, rng)).ok())
                break;
        }
    }
    return out;
}

// The share of the view covered by the cards drawn on it.
double coverage(const gui::TableView& view) {
    QRegion covered;
    for (const auto& card : view.drawnCards())
        covered += view.mapFromScene(card.rect).boundingRect();
    covered &= view.viewport()->rect();
    qint64 area = 0;
    for (const QRect& r : covered)
        area += qint64(r.width()) * r.height();
    const QSize size = view.viewport()->size();
    return double(area) / (double(size.width()) * size.height());
}

} // namespace

// What fails on one table, or empty.
QString problems(const gui::TableView& view) {
    QStringList out;
    const qreal hand = view.handCardHeight();
    const QRectF table = view.sceneRect();
    if (table != QRectF(QPointF(0, 0), QSizeF(view.size())))
        out << QStringLiteral("the scene is not the view");
    qreal inPlay = 0, largest = 0;
    for (const auto& card : view.drawnCards()) {
        const QString at = QStringLiteral("seat %1 card %2 (%3 high)")
                               .arg(card.seat)
                               .arg(card.token)
                               .arg(card.faceHeight);
        if (card.inPlay)
            inPlay = std::max(inPlay, card.faceHeight);
        else
            largest = std::max(largest, card.faceHeight);
        if (card.inPlay && card.faceHeight < 0.9 * hand)
            out << QStringLiteral("card in play below 0.9 of a hand card: ") + at;
        if (card.place == gui::TableView::Place::Meld && card.faceHeight < 0.6 * hand)
            out << QStringLiteral("meld below 0.6 of a hand card: ") + at;
        if (card.place == gui::TableView::Place::Discard && card.faceHeight < 0.45 * hand)
            out << QStringLiteral("discard below 0.45 of a hand card: ") + at;
        if (!table.contains(card.rect))
            out << QStringLiteral("card outside the table: ") + at;
        if (!card.token.isEmpty()) // a face: no words over it
            for (const QRectF& words : view.captionRects() + QList<QRectF>{[&] {
                                           QList<QRectF> plates;
                                           for (int s = 0; s < view.zones().seats.size(); ++s)
                                               plates << view.plateRect(s);
                                           return plates;
                                       }()})
                if (words.adjusted(1, 1, -1, -1).intersects(card.rect))
                    out << QStringLiteral("words over a face: ") + at;
    }
    if (inPlay > 0 && inPlay < largest)
        out << QStringLiteral("the card in play (%1) is not the largest (%2)")
                   .arg(inPlay)
                   .arg(largest);
    for (const QGraphicsItem* item : view.scene()->items())
        if (item->isVisible() && !table.contains(item->sceneBoundingRect()))
            out << QStringLiteral("drawn outside the table at %1,%2")
                       .arg(item->sceneBoundingRect().x())
                       .arg(item->sceneBoundingRect().y());
    for (const QRectF& words : view.captionRects())
        if (!table.contains(words))
            out << QStringLiteral("words outside the table");
    const int n = int(view.zones().seats.size());
    for (int s = 0; s < n; ++s)
        for (int t = s + 1; t < n; ++t)
            if (view.zoneRect(s).adjusted(1, 1, -1, -1).intersects(view.zoneRect(t)))
                out << QStringLiteral("zones of seats %1 and %2 meet").arg(s).arg(t);
    return out.join(QStringLiteral("; "));
}

class TestTableGeometry : public QObject {
    Q_OBJECT
private slots:
    void feltCoverage_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QSize>("size");
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"})
            for (QSize size : {QSize(1024, 640), QSize(1280, 800), QSize(1920, 1080)})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2x%3")
                                             .arg(QLatin1String(game))
                                             .arg(size.width())
                                             .arg(size.height())))
                    << QString::fromLatin1(game) << size;
    }
    void feltCoverage() {
        QFETCH(QString, game);
        QFETCH(QSize, size);
        const QList<Snapshot> shots = midHand(game.toLatin1().constData());
        QVERIFY(shots.size() >= 6);
        Host host(QString::fromStdString(findGame(game.toStdString())->deck->id()), size);
        QCOMPARE(host.view->handCardHeight(), size.height() / 5.0);
        double sum = 0;
        int withPlay = 0;
        for (const Snapshot& shot : shots) {
            host.view->display(shot.obs, {"Wei", "Chen", "Ming", "Fang"}, 0);
            const QString wrong = problems(*host.view);
            QVERIFY2(wrong.isEmpty(), qPrintable(shot.where + QStringLiteral(": ") + wrong));
            sum += coverage(*host.view);
            // PAIJU_TABLE_PICTURES=dir: the felt of each game's middle table, to look at.
            if (const QString dir = qEnvironmentVariable("PAIJU_TABLE_PICTURES");
                !dir.isEmpty() && &shot == &shots[shots.size() / 2])
                host.view->grab().save(QStringLiteral("%1/%2-%3x%4.png")
                                           .arg(dir, game)
                                           .arg(size.width())
                                           .arg(size.height()));
            for (const auto& card : host.view->drawnCards())
                withPlay += card.inPlay ? 1 : 0;
        }
        const double share = sum / shots.size();
        qInfo("%s %dx%d: cards cover %.1f%% of the felt (%lld tables)", qPrintable(game),
              size.width(), size.height(), 100 * share, qint64(shots.size()));
        QVERIFY(withPlay > 0); // the card in play was seen, and measured
        // (Before the table was laid out against the window it was 2.4–10.1%.)
        QVERIFY2(share >= 0.06, qPrintable(QString::number(share)));
    }
};

QTEST_MAIN(TestTableGeometry)
#include "tst_table_geometry.moc"
