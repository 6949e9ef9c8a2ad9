// The table picture: what it draws from an observation, and which cards it moves.
#include "core/rng.h"
#include "io/game_info.h"
#include "io/registry.h"
#include "io/replay.h"
#include "support/seeded_replay.h"
#include "table/hand_widget.h"
#include "table/table_presenter.h"
#include "table/table_view.h"
#include "text/card_names.h"
#include "text/view_text.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QLineF>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>

using namespace paiju;

namespace {

QJsonObject tichuView(const QJsonArray& trick, const QJsonArray& log = {}) {
    QJsonArray seats;
    for (int s = 0; s < 4; ++s) {
        QJsonObject seat{{"seat", s}, {"handCount", 10 - s}};
        if (s == 0)
            seat["hand"] = QJsonArray{"2j", "9s", "Kt"};
        if (s == 3)
            seat["call"] = "tichu";
        seats.append(seat);
    }
    return QJsonObject{{"game", "tichu"},
                       {"round", 1},
                       {"seats", seats},
                       {"trick", trick},
                       {"scores", QJsonArray{0, 0, 0, 0}},
                       {"awaiting", QJsonArray{1}},
                       {"log", log}};
}

// Every game at a spread of moments of its first hands: bots play for every seat, and after
// every few actions the table is drawn from seat 0's observation and handed to `check`.
template <typename Check> void everyGameMidHand(Check check) {
    for (const char* game : {"fourcolor", "hakka", "tichu", "zipai"}) {
        const GameInfo* info = findGame(game);
        QVERIFY(info);
        for (std::uint64_t seed : {1, 2}) {
            const Replay replay = test::seededReplay(game, seed, info->defaultSeats);
            ReplayRun run = runReplay(replay);
            QVERIFY(run.state);
            GameState& state = *run.state;
            auto bot = makeBot(*info, "normal");
            Rng rng(seed);
            gui::TableView view(QString::fromStdString(info->deck->id()));
            view.setAnimationMs(0);
            view.resize(1280, 800);
            for (int step = 0; step < 240 && !state.isTerminal(); ++step) {
                if (step % 3 == 0) {
                    const QJsonObject obs = info->observe(state, 0);
                    view.display(obs, replay.seatNames, 0);
                    check(view, obs,
                          QStringLiteral("%1 seed %2 step %3")
                              .arg(QLatin1String(game))
                              .arg(seed)
                              .arg(step));
                    if (QTest::currentTestFailed())
                        return;
                }
                const int seat = state.awaiting().front();
                QVERIFY(state.apply(seat, bot->choose(state, seat, rng)).ok());
            }
        }
    }
}

double centreDistance(const QRectF& a, const QRectF& b) {
    const QPointF d = a.center() - b.center();
    return std::hypot(d.x(), d.y());
}

QStringList sortedCopy(QStringList list) {
    list.sort();
    return list;
}

QString texts(const gui::TableView& view) {
    QString all(QLatin1Char('|'));
    for (const QGraphicsItem* item : view.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            all += text->text() + QLatin1Char('|');
    return all;
}

} // namespace

class TestTableView : public QObject {
    Q_OBJECT
private slots:
    // Play runs counter-clockwise on screen: the next seat in turn (下家) sits right of the seat
    // at the bottom, the previous one left of it, the partner or third seat above it; for every
    // game's deck, seat count and seat at the bottom (a spectator sees seat 0 there).
    void theNextSeatSitsOnTheRight_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("seats");
        for (const QString& deck : QStringList{"fourcolor", "hakka", "tichu", "zipai"})
            for (int n = 2; n <= 5; ++n)
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(deck).arg(n))) << deck << n;
    }
    void theNextSeatSitsOnTheRight() {
        QFETCH(QString, deck);
        QFETCH(int, seats);
        gui::TableView view(deck);
        view.setAnimationMs(0);
        view.resize(1280, 800);
        for (int bottom = -1; bottom < seats; ++bottom) { // -1: a spectator
            QJsonArray list;
            for (int s = 0; s < seats; ++s) {
                QJsonObject seat{{"seat", s}, {"handCount", 5}};
                if (s == bottom)
                    seat["hand"] = QJsonArray{};
                list.append(seat);
            }
            const int at = std::max(0, bottom);
            view.display(QJsonObject{{"seats", list}, {"round", 1}}, {}, at);
            QCOMPARE(view.partCount(), seats);
            const QRect me = view.partRect(at);
            const QRect next = view.partRect((at + 1) % seats);
            const QRect previous = view.partRect((at + seats - 1) % seats);
            const QString where = QStringLiteral("bottom %1: me %2,%3 next %4,%5 previous %6,%7")
                                      .arg(bottom)
                                      .arg(me.center().x())
                                      .arg(me.center().y())
                                      .arg(next.center().x())
                                      .arg(next.center().y())
                                      .arg(previous.center().x())
                                      .arg(previous.center().y());
            // The person's plate is the lowest.
            for (int s = 0; s < seats; ++s)
                QVERIFY2(view.partRect(s).center().y() <= me.center().y(), qPrintable(where));
            if (seats == 2) { // the other seat is opposite
                QVERIFY2(next.center().y() < me.center().y(), qPrintable(where));
                continue;
            }
            // (The person's plate lies at the left, beside their melds: the seats around are
            // told apart by the middle of the table.)
            const int middle = view.width() / 2;
            QVERIFY2(next.center().x() > middle, qPrintable(where));
            QVERIFY2(previous.center().x() < middle, qPrintable(where));
            if (seats == 4) { // the partner opposite, above the person
                const QRect partner = view.partRect((at + 2) % 4);
                QVERIFY2(std::abs(partner.center().x() - middle) < view.width() / 4,
                         qPrintable(where));
                QVERIFY2(partner.center().y() < next.center().y(), qPrintable(where));
            }
        }
    }

    // The last play of each seat is drawn in front of that seat, nearer its zone than any other
    // seat's, left to right in the presenter's order; the card in play (the card on offer, the
    // play to beat) lies in the middle, drawn towards the seat that played it.
    void eachPlayLiesAtItsSeat() {
        int plays = 0;
        everyGameMidHand([&](const gui::TableView& view, const QJsonObject&, const QString& where) {
            const int n = int(view.zones().seats.size());
            for (int s = 0; s < n; ++s) {
                const auto cards = view.drawnCards(s, gui::TableView::Place::Play);
                QStringList tokens;
                QRectF box;
                for (const auto& card : cards) {
                    if (!tokens.isEmpty())
                        QVERIFY2(card.rect.left() > box.left(), qPrintable(where));
                    tokens << card.token;
                    box = box.isNull() ? card.rect : box.united(card.rect);
                }
                QCOMPARE(tokens, view.zones().seats[s].play.cards);
                if (tokens.isEmpty())
                    continue;
                ++plays;
                if (cards.first().inPlay) {
                    const QRectF middle = view.middleRect();
                    QVERIFY2(middle.contains(box), qPrintable(where));
                    QVERIFY2(centreDistance(box, view.zoneRect(s)) <
                                 centreDistance(middle, view.zoneRect(s)),
                             qPrintable(where + QStringLiteral(" seat %1").arg(s)));
                    continue;
                }
                for (int other = 0; other < n; ++other)
                    if (other != s)
                        QVERIFY2(centreDistance(box, view.zoneRect(s)) <
                                     centreDistance(box, view.zoneRect(other)),
                                 qPrintable(where + QStringLiteral(" seat %1 at %2,%3 %4×%5")
                                                        .arg(s)
                                                        .arg(box.x())
                                                        .arg(box.y())
                                                        .arg(box.width())
                                                        .arg(box.height())));
            }
        });
        QVERIFY(plays > 100);
    }

    // A four-color claim just made is named below the meld it laid (the engine reads the claim
    // event back): over seeded matches, every claim the log ends with.
    void fourColorClaimsAreNamedBelowTheirMeld() {
        const GameInfo& info = *findGame("fourcolor");
        const QStringList names{"Ann", "Bob", "Cy", "Dee"};
        int named = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            QString error;
            const auto setup = makeSetup(info, 4, {{"hands", "1"}}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info.create(*setup);
            const auto bot = info.basicBot();
            Rng rng(seed);
            while (!state->isTerminal()) {
                const int seat = state->awaiting().front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
                const QJsonObject obs = info.observe(*state, 0);
                const QJsonArray log = obs.value("log").toArray();
                const QJsonObject last = log.isEmpty() ? QJsonObject{} : log.last().toObject();
                if (last.value("type").toString() != QLatin1String("claim"))
                    continue;
                const QString verb =
                    last.value("text").toString().section(':', 0, 0).section(' ', 0, 0);
                const QString caption = verb == "pung"   ? QStringLiteral("Pung")
                                        : verb == "kong" ? QStringLiteral("Kong")
                                                         : QStringLiteral("Chow");
                const auto zones = gui::presentTable(obs, names);
                const auto& zone = zones.seats[last.value("seat").toInt()];
                const QString shown =
                    zone.lastMeldCaption.isEmpty() ? zone.play.caption : zone.lastMeldCaption;
                QCOMPARE(shown, caption);
                ++named;
            }
        }
        QVERIFY(named >= 10);
    }

    // Plays are sorted as players sort them, with a caption: a straight low to high, a full
    // house's triple first, a bomb called a bomb; the play taking the trick stands out.
    void playsAreSortedAndNamed() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.resize(1280, 800);
        const QJsonObject straight{
            {"seat", 1}, {"cards", QJsonArray{"6j", "2s", "4p", "5t", "3j"}}, {"kind", "straight"}};
        const QJsonObject fullHouse{{"seat", 2},
                                    {"cards", QJsonArray{"8j", "8s", "Qj", "Qs", "Qp"}},
                                    {"kind", "full house"}};
        const QJsonObject bomb{
            {"seat", 3}, {"cards", QJsonArray{"9j", "9s", "9p", "9t"}}, {"kind", "four of a kind"}};
        QJsonObject obs = tichuView({straight, fullHouse, bomb});
        obs["owner"] = 3;
        obs["turn"] = 0;
        obs["phase"] = "follow";
        view.display(obs, {}, 0);
        const auto tokens = [&](int seat) {
            QStringList out;
            for (const auto& card : view.drawnCards(seat, gui::TableView::Place::Play))
                out << card.token;
            return out;
        };
        QCOMPARE(tokens(1), (QStringList{"2s", "3j", "4p", "5t", "6j"}));
        QCOMPARE(tokens(2), (QStringList{"Qj", "Qs", "Qp", "8j", "8s"}));
        QCOMPARE(view.zones().seats[1].play.caption, QString::fromUtf8("Straight 2–6"));
        QCOMPARE(view.zones().seats[2].play.caption, QStringLiteral("Full house"));
        QCOMPARE(view.zones().seats[3].play.caption, QStringLiteral("Bomb!"));
        QVERIFY(view.zones().seats[3].play.winning);
        QVERIFY(!view.zones().seats[1].play.winning);
        const QString drawn = texts(view);
        QVERIFY2(drawn.contains("Bomb!") && drawn.contains(QString::fromUtf8("Straight 2–6")),
                 qPrintable(drawn));
    }

    // Exactly one plate is lit when one seat is to act; none in a claim window, Tichu's end of
    // a trick or while every seat decides at once. The lit seat is the one the game waits for.
    void exactlyOnePlateLitOutsideWindows() {
        int lit = 0, windows = 0;
        everyGameMidHand(
            [&](const gui::TableView& view, const QJsonObject& obs, const QString& where) {
                const QString phase = obs.value("phase").toString();
                const QString game = obs.value("game").toString();
                const bool window = phase == "claim" || phase == "closing" ||
                                    (game == "zipai" && !obs.value("card").toString().isEmpty() &&
                                     (phase == "hu" || phase == "peng" || phase == "chi"));
                const bool everyone = phase == "grand" || phase == "passing";
                int count = 0, seat = -1;
                for (int s = 0; s < view.zones().seats.size(); ++s)
                    if (view.isLit(s)) {
                        ++count;
                        seat = s;
                    }
                if (window || everyone) {
                    QVERIFY2(count == 0, qPrintable(where));
                    QVERIFY2(!view.zones().centre.isEmpty(), qPrintable(where));
                    windows += window;
                } else {
                    QVERIFY2(count == 1, qPrintable(where + " " + phase));
                    QCOMPARE(seat, obs.value("awaiting").toArray().first().toInt());
                    ++lit;
                }
            });
        QVERIFY(lit > 100);
        QVERIFY(windows > 10);
    }

    // Every discard of the hand lies on the table in front of the seat that made it, in order:
    // four-color's discard pile, zipai's rows, Hakka's face-down discards.
    void everyDiscardIsOnTheTable() {
        int discards = 0;
        everyGameMidHand(
            [&](const gui::TableView& view, const QJsonObject& obs, const QString& where) {
                const QJsonArray seats = obs.value("seats").toArray();
                QStringList all;
                for (int s = 0; s < seats.size(); ++s) {
                    QStringList drawn;
                    for (const auto& card : view.drawnCards(s, gui::TableView::Place::Discard))
                        drawn << card.token;
                    all << drawn;
                    const QJsonObject seat = seats[s].toObject();
                    if (obs.value("game") == "zipai")
                        QCOMPARE(drawn, gui::tokensIn(seat.value("row")));
                    if (obs.value("game") == "hakka")
                        QVERIFY2(drawn.size() == seat.value("discardedCount").toInt(),
                                 qPrintable(where));
                }
                if (obs.value("game") == "fourcolor")
                    QVERIFY2(sortedCopy(all) == sortedCopy(gui::tokensIn(obs.value("discardPile"))),
                             qPrintable(where));
                discards += int(all.size());
            });
        QVERIFY(discards > 200);
    }

    // The counters on the plates are the observation's: Tichu's points taken, four-color's hu of
    // the exposed melds, zipai's 油 of the melds shown, Hakka's hu won.
    void countersMatchTheObservation() {
        everyGameMidHand(
            [&](const gui::TableView& view, const QJsonObject& obs, const QString& where) {
                const QString game = obs.value("game").toString();
                const char* key = game == "tichu"       ? "wonPoints"
                                  : game == "fourcolor" ? "exposedHu"
                                  : game == "zipai"     ? "meldYu"
                                                        : "wonHu";
                const QJsonArray seats = obs.value("seats").toArray();
                for (int s = 0; s < seats.size(); ++s) {
                    const int value = seats[s].toObject().value(QLatin1String(key)).toInt(-999);
                    QVERIFY2(value != -999, qPrintable(where));
                    QCOMPARE(view.zones().seats[s].counter, value);
                    QVERIFY2(view.plates()[s].contains(view.zones().seats[s].counterText),
                             qPrintable(where));
                    QVERIFY2(view.zones().seats[s].counterText.contains(QString::number(value)),
                             qPrintable(where));
                }
            });
    }

    // The plays fill the felt between the zones and overlap nothing: no seat's play covers
    // another seat's play, or any seat's melds, discards or plate; melds and discards stay in
    // their seat's zone.
    void playsAndZonesDoNotOverlap() {
        int checked = 0;
        everyGameMidHand([&](const gui::TableView& view, const QJsonObject&, const QString& where) {
            const int n = int(view.zones().seats.size());
            QList<QRectF> plays(n);
            for (const auto& card : view.drawnCards())
                if (card.place == gui::TableView::Place::Play)
                    plays[card.seat] =
                        plays[card.seat].isNull() ? card.rect : plays[card.seat].united(card.rect);
                else
                    QVERIFY2(view.zoneRect(card.seat).contains(card.rect),
                             qPrintable(where + QStringLiteral(" seat %1").arg(card.seat)));
            for (int s = 0; s < n; ++s) {
                if (plays[s].isNull())
                    continue;
                ++checked;
                const QRectF play = plays[s].adjusted(1, 1, -1, -1);
                for (int other = 0; other < n; ++other) {
                    const QString at = where + QStringLiteral(" seat %1 / %2").arg(s).arg(other);
                    QVERIFY2(!play.intersects(view.plateRect(other)), qPrintable(at));
                    if (other != s && !plays[other].isNull())
                        QVERIFY2(!play.intersects(plays[other]), qPrintable(at));
                }
                for (const auto& card : view.drawnCards())
                    if (card.place != gui::TableView::Place::Play)
                        QVERIFY2(!play.intersects(card.rect), qPrintable(where));
            }
        });
        QVERIFY(checked > 100);
    }

    // The felt is used: melds at least 0.6 of a hand card's height (a fifth of the window's),
    // discards 0.45, and the play to beat the largest card, at least 0.9 of a hand card.
    void playsAndMeldsAreLarge() {
        bool sawMeld = false;
        everyGameMidHand([&](const gui::TableView& view, const QJsonObject&, const QString& where) {
            const qreal hand = view.handCardHeight();
            QCOMPARE(hand, 160.0); // the view alone is its window: 800 / 5
            for (const auto& card : view.drawnCards()) {
                const QString at =
                    where +
                    QStringLiteral(" seat %1 height %2").arg(card.seat).arg(card.faceHeight);
                if (card.place == gui::TableView::Place::Meld) {
                    sawMeld = true;
                    QVERIFY2(card.faceHeight >= 0.6 * hand, qPrintable(at));
                    QCOMPARE(card.rect.height(), card.faceHeight);
                }
                if (card.place == gui::TableView::Place::Discard)
                    QVERIFY2(card.faceHeight >= 0.45 * hand, qPrintable(at));
                if (card.inPlay)
                    QVERIFY2(card.faceHeight >= 0.9 * hand, qPrintable(at));
            }
        });
        QVERIFY(sawMeld);
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.resize(1280, 800);
        view.display(
            QJsonObject{
                {"game", "tichu"},
                {"owner", 1},
                {"seats",
                 QJsonArray{QJsonObject{{"handCount", 14}}, QJsonObject{{"handCount", 13}},
                            QJsonObject{{"handCount", 14}}, QJsonObject{{"handCount", 14}}}},
                {"trick", QJsonArray{QJsonObject{
                              {"seat", 1}, {"cards", QJsonArray{"3j"}}, {"kind", "single"}}}}},
            {}, 0);
        const auto played = view.drawnCards(1, gui::TableView::Place::Play);
        QCOMPARE(played.size(), 1);
        QVERIFY(played[0].inPlay);
        QVERIFY2(played[0].rect.height() >= 0.9 * view.handCardHeight(),
                 qPrintable(QString::number(played[0].rect.height())));
        for (const auto& card : view.drawnCards())
            if (!card.inPlay)
                QVERIFY(card.faceHeight < played[0].faceHeight);
    }

    // A timed turn shows a ring beside the lit plate with the seconds left; none once the seat
    // is not lit or the clock is cleared.
    void theTurnClockRingsTheLitPlate() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        QJsonObject obs{
            {"game", "tichu"},
            {"phase", "play"},
            {"turn", 2},
            {"awaiting", QJsonArray{2}},
            {"seats", QJsonArray{QJsonObject{{"handCount", 14}}, QJsonObject{{"handCount", 13}},
                                 QJsonObject{{"handCount", 14}}, QJsonObject{{"handCount", 14}}}}};
        view.display(obs, {}, 0);
        QVERIFY(view.isLit(2));
        QVERIFY(view.clockRect().isEmpty());
        view.setTurnClock(2, QDeadlineTimer(20000));
        const QRectF ring = view.clockRect();
        QVERIFY(!ring.isEmpty());
        QCOMPARE(view.clockText(), QStringLiteral("20"));
        const QRectF plate = view.plateRect(2);
        QVERIFY2(std::abs(ring.center().y() - plate.center().y()) < 2, "beside the plate");
        QVERIFY(!ring.intersects(plate));
        QVERIFY(view.sceneRect().contains(ring));
        view.display(obs, {}, 0); // drawn again with the table
        QCOMPARE(view.clockRect(), ring);
        view.setTurnClock(2, QDeadlineTimer(4200));
        QCOMPARE(view.clockText(), QStringLiteral("5"));
        view.setTurnClock(1, QDeadlineTimer(20000)); // seat 1 is not lit: no ring
        QVERIFY(view.clockRect().isEmpty());
        view.setTurnClock(-1, {});
        QVERIFY(view.clockRect().isEmpty());
    }

    // A card dragged from the hand and dropped on a seat's plate names that seat (Tichu's
    // passing places it there); a drop beside every seat names none.
    void aCardDroppedOnASeatNamesIt() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.resize(1280, 600);
        view.show();
        view.display(QJsonObject{{"game", "tichu"},
                                 {"seats", QJsonArray{QJsonObject{{"handCount", 14}},
                                                      QJsonObject{{"handCount", 14}},
                                                      QJsonObject{{"handCount", 14}},
                                                      QJsonObject{{"handCount", 14}}}}},
                     {}, 0);
        QSignalSpy dropped(&view, &gui::TableView::cardDropped);
        const auto drop = [&](QPointF scenePoint) {
            QMimeData data;
            data.setData(gui::HandWidget::cardMimeType(), "Kj");
            const QPoint at = view.mapFromScene(scenePoint);
            QDragEnterEvent enter(at, Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(view.viewport(), &enter);
            QDropEvent event(at, Qt::MoveAction, &data, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(view.viewport(), &event);
        };
        drop(view.plateRect(1).center());
        QCOMPARE(dropped.size(), 1);
        QCOMPARE(dropped.first().at(0).toInt(), 1);
        QCOMPARE(dropped.first().at(1).toString(), QStringLiteral("Kj"));
        drop(view.sceneRect().center()); // the middle belongs to no seat
        QCOMPARE(dropped.size(), 1);
    }

    // Hakka's plates count the elders each seat has shown: singles led while they were elders
    // (S1 always; S8 once S9 is face up), and the trick's elder single is captioned.
    void hakkaPlatesShowElders() {
        gui::TableView view(QStringLiteral("hakka"));
        view.setAnimationMs(0);
        const auto play = [](int seat, const char* text) {
            return QJsonObject{{"type", "play"}, {"seat", seat}, {"text", text}};
        };
        QJsonArray seats;
        for (int s = 0; s < 4; ++s)
            seats.append(QJsonObject{{"handCount", 10}, {"wonHu", s == 1 ? 2 : 0}});
        view.display(QJsonObject{{"game", "hakka"},
                                 {"seats", seats},
                                 {"log", QJsonArray{QJsonObject{{"type", "deal"}},
                                                    play(1, "play S9"), play(2, "play S1"),
                                                    QJsonObject{{"type", "trick"}, {"seat", 2}},
                                                    play(2, "play G3 G4 G5"),
                                                    QJsonObject{{"type", "trick"}, {"seat", 2}},
                                                    play(2, "play S8"), play(3, "play G2")}}},
                     {}, 0);
        const auto& zones = view.zones().seats;
        QVERIFY2(zones[1].counterText.contains("1 elder(s) shown"),
                 qPrintable(zones[1].counterText));
        QVERIFY2(zones[2].counterText.contains("2 elder(s) shown"),
                 qPrintable(zones[2].counterText));
        QVERIFY2(!zones[3].counterText.contains("elder"), qPrintable(zones[3].counterText));
        QVERIFY(zones[1].counterText.contains("2 hu won"));
        QCOMPARE(zones[2].play.caption, QString::fromUtf8("Elder ★"));
        QVERIFY(zones[3].play.caption.isEmpty());
        QVERIFY(view.plates()[2].contains("2 elder(s) shown"));
    }

    // At 1024×640 the whole table is in view: every card and word lies inside the scene, and the
    // scene inside the widget.
    void nothingLeavesTheSmallestWindow() {
        everyGameMidHand(
            [&](const gui::TableView& shown, const QJsonObject& obs, const QString& where) {
                gui::TableView view(QString::fromStdString(
                    findGame(obs.value("game").toString().toStdString())->deck->id()));
                view.setAnimationMs(0);
                view.resize(1024, 400); // what is left of 1024×640 beside the hand and the buttons
                view.show();
                view.display(obs, {}, 0);
                Q_UNUSED(shown);
                const QRectF table = view.sceneRect();
                for (const QGraphicsItem* item : view.scene()->items())
                    if (item->isVisible())
                        QVERIFY2(table.contains(item->sceneBoundingRect()),
                                 qPrintable(where + QStringLiteral(" item at %1,%2 %3×%4")
                                                        .arg(item->sceneBoundingRect().x())
                                                        .arg(item->sceneBoundingRect().y())
                                                        .arg(item->sceneBoundingRect().width())
                                                        .arg(item->sceneBoundingRect().height())));
                QVERIFY2(view.viewport()->rect().contains(
                             view.mapFromScene(table.adjusted(0, 0, -1, -1)).boundingRect()),
                         qPrintable(where));
            });
    }

    // (No translator is loaded here: counts read "card(s)".)
    void drawsSeatsAndMovesPlayedAndTakenCards() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(200);
        view.resize(1280, 800);
        const QStringList names{"Mei", "Ann", "Bo", "Cy"};
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}}}), names, 0);
        const int dealt = view.movesStarted();
        QVERIFY(dealt >= 4 * 3); // backs go from the middle to every seat
        QCOMPARE(view.middle(), QStringList{"3j"});
        const QString drawn = texts(view);
        // Each other seat's hand is a fan of backs with its count.
        QVERIFY2(drawn.contains("|9|") && drawn.contains("|8|") && drawn.contains("|7|"),
                 qPrintable(drawn));
        QCOMPARE(view.drawnCards(1, gui::TableView::Place::Hand).size(), 9);
        QCOMPARE(view.drawnCards(0, gui::TableView::Place::Hand).size(), 0); // the person's own
        QCOMPARE(view.plates()[3],
                 QStringLiteral("Cy  ·  0  ·  7 card(s)  ·  0 pts taken  [Tichu]"));
        QCOMPARE(view.plates()[0],
                 QStringLiteral("Mei  ·  0  ·  0 pts taken")); // the hand shows its count

        // A card played: it alone slides in.
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}},
                                QJsonObject{{"seat", 2}, {"cards", QJsonArray{"5j"}}}}),
                     names, 0);
        QCOMPARE(view.middle(), (QStringList{"3j", "5j"}));
        QCOMPARE(view.movesStarted(), dealt + 1);

        // The trick taken by seat 2: both cards go to it.
        view.display(tichuView({}, {QJsonObject{{"type", "trick"}, {"seat", 2}}}), names, 0);
        QVERIFY(view.middle().isEmpty());
        QCOMPARE(view.movesStarted(), dealt + 3);
        QTRY_COMPARE_WITH_TIMEOUT(view.runningAnimations(), 0, 60000);
    }

    // Cards in the log are named as printed on their faces (here in the source language).
    void cardsAreNamedAsPlayersNameThem() {
        QCOMPARE(gui::cardName("fourcolor", "RC"), QString::fromUtf8("red Chariot (俥)"));
        QCOMPARE(gui::cardName("fourcolor", "WK"), QString::fromUtf8("white General (將)"));
        QCOMPARE(gui::cardName("hakka", "G3"), QString::fromUtf8("三 of 贯"));
        QCOMPARE(gui::cardName("hakka", "Y1"), QString::fromUtf8("云线"));
        QCOMPARE(gui::cardName("tichu", "Tj"), QStringLiteral("Jade 10"));
        QCOMPARE(gui::cardName("tichu", "PH"), QStringLiteral("Phoenix"));
        QCOMPARE(gui::cardName("zipai", "B3"), QString::fromUtf8("big 3 (叁)"));
        QCOMPARE(gui::cardName("zipai", "S10"), QString::fromUtf8("small 10 (十)"));
        QCOMPARE(gui::cardName("zipai", "pass"), QStringLiteral("pass"));
        QCOMPARE(gui::withCardNames("tichu", "play 2p Tj, DR!"),
                 QStringLiteral("play Pagoda 2 Jade 10, Dragon!"));
        QCOMPARE(gui::eventLine(QJsonObject{{"type", "nonesuch"}, {"seat", 1}, {"text", "RH"}},
                                "fourcolor", {"Ann", "Bo"}),
                 QString::fromUtf8("Bo: nonesuch red Horse (傌)"));
    }

    // The hand as players hold it: Tichu by rank, zipai in columns by number with the big card
    // over the small, four-color as dealt (by colour) or by rank at the player's choice; a gap
    // between groups.
    void theHandIsGroupedAsPlayersHoldIt() {
        gui::HandWidget hand(QStringLiteral("tichu"));
        hand.resize(900, 200);
        hand.setCards({"2j", "Kj", "3s", "As", "Tp", "MJ", "Ks"});
        QCOMPARE(hand.cards(), (QStringList{"MJ", "2j", "3s", "Tp", "Kj", "Ks", "As"}));
        const auto gapAfter = [&](const gui::HandWidget& h, int i) {
            return h.cardRect(i + 1).left() - h.cardRect(i).left();
        };
        QVERIFY(gapAfter(hand, 4) < gapAfter(hand, 3)); // the two Kings together
        gui::HandWidget four(QStringLiteral("fourcolor"));
        four.resize(900, 200);
        four.setCards({"RK", "RA", "GK", "GA"});
        QCOMPARE(four.cards(), (QStringList{"RK", "RA", "GK", "GA"}));
        QVERIFY(gapAfter(four, 0) < gapAfter(four, 1)); // a gap between the colours
        four.setSortByRank(true);
        QCOMPARE(four.cards(), (QStringList{"RK", "GK", "RA", "GA"}));
        four.setSortByRank(false);
        QCOMPARE(four.cards(), (QStringList{"RK", "RA", "GK", "GA"}));
        gui::HandWidget zipai(QStringLiteral("zipai"));
        zipai.resize(900, 200);
        zipai.setCards({"S1", "S2", "S2", "S2", "B1", "B2"});
        QCOMPARE(zipai.cards(), (QStringList{"B1", "S1", "B2", "S2", "S2", "S2"}));
        QCOMPARE(zipai.cardRect(0).left(), zipai.cardRect(1).left()); // one column a number
        QVERIFY(zipai.cardRect(0).top() < zipai.cardRect(1).top());   // the big card above
        QCOMPARE(zipai.cardRect(3).left(), zipai.cardRect(5).left()); // the 坎 together
        QVERIFY(zipai.cardRect(2).left() > zipai.cardRect(0).right());
        for (int i = 0; i < zipai.cards().size(); ++i)
            QVERIFY(QRect(0, 0, 900, 200).contains(zipai.cardRect(i)));
    }

    // A click on a seat's plate names the seat (Tichu's passing: a card, then its seat).
    void aClickOnASeatNamesIt() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.resize(1280, 800);
        view.display(tichuView({}), {"Mei", "Ann", "Bo", "Cy"}, 0);
        QSignalSpy clicked(&view, &gui::TableView::seatClicked);
        for (int s = 0; s < 4; ++s) {
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.partRect(s).center());
            QCOMPARE(clicked.size(), s + 1);
            QCOMPARE(clicked.last().value(0).toInt(), s);
        }
    }

    // The table's logic waits for the picture: animating() while a move is shown, and
    // animationsDone() once, when the last one ends; a new picture that cuts the moves short and
    // starts none has caught up at once.
    void animationsDoneFollowsTheLastMove() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(150);
        view.resize(1280, 800);
        QSignalSpy done(&view, &gui::TableView::animationsDone);
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}}}), {}, 0);
        QVERIFY(view.animating()); // the deal
        QCOMPARE(done.size(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!view.animating(), 60000);
        QCOMPARE(done.size(), 1);
        // A card played slides in; the same picture again moves nothing and says nothing.
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}},
                                QJsonObject{{"seat", 2}, {"cards", QJsonArray{"5j"}}}}),
                     {}, 0);
        QVERIFY(view.animating());
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}},
                                QJsonObject{{"seat", 2}, {"cards", QJsonArray{"5j"}}}}),
                     {}, 0);
        QVERIFY(!view.animating());
        QCOMPARE(done.size(), 2);
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}},
                                QJsonObject{{"seat", 2}, {"cards", QJsonArray{"5j"}}}}),
                     {}, 0);
        QCOMPARE(done.size(), 2); // nothing was moving
        // Animations off: nothing runs, nothing to wait for.
        view.setAnimationMs(0);
        view.display(tichuView({}, {QJsonObject{{"type", "trick"}, {"seat", 1}}}), {}, 0);
        QVERIFY(!view.animating());
        QCOMPARE(done.size(), 2);
    }

    // Cards move from where they come from: a drawn card from the stock to the middle, the card
    // on offer into the meld that claims it; a bomb gets a flourish that a click ends.
    void cardsComeFromWhereTheyWere() {
        gui::TableView view(QStringLiteral("fourcolor"));
        view.setAnimationMs(250);
        view.resize(1280, 800);
        const auto fourColor = [](const QJsonObject& current, const QJsonArray& exposed,
                                  const QJsonArray& log) {
            QJsonArray seats;
            for (int s = 0; s < 4; ++s) {
                QJsonObject seat{{"handCount", 18}, {"exposed", s == 0 ? exposed : QJsonArray{}}};
                if (s == 0)
                    seat["hand"] = QJsonArray{"RK", "RK"};
                seats.append(seat);
            }
            return QJsonObject{{"game", "fourcolor"}, {"hand", 1},        {"seats", seats},
                               {"current", current},  {"stockCount", 30}, {"log", log},
                               {"phase", "claim"}};
        };
        // A card drawn: it starts on the stock.
        const QJsonObject deal{{"type", "deal"}};
        view.display(fourColor({}, {}, {deal}), {}, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!view.animating(), 60000);
        const QRectF stock = view.stockRect();
        QVERIFY(!stock.isEmpty());
        const QJsonArray drew{deal, QJsonObject{{"type", "draw"}, {"seat", 1}, {"text", "RK"}}};
        view.display(fourColor({{"owner", 1}, {"card", "RK"}, {"source", "draw"}}, {}, drew), {},
                     0);
        QVERIFY(view.animating());
        const auto itemsAt = [&](const QString& token, QPointF at) {
            int count = 0;
            for (const QGraphicsItem* item : view.scene()->items())
                if (item->data(0).toString() == token && QLineF(item->pos(), at).length() < 2)
                    ++count;
            return count;
        };
        QCOMPARE(itemsAt("RK", stock.center()), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!view.animating(), 60000);
        QRectF offer;
        for (const auto& card : view.drawnCards())
            if (card.inPlay)
                offer = card.rect;
        QVERIFY(!offer.isEmpty());
        // Claimed into a meld: the card on offer goes there from the middle.
        QJsonArray claimed = drew;
        claimed.append(QJsonObject{{"type", "claim"}, {"seat", 0}, {"text", "pung: RK RK RK"}});
        view.display(fourColor({}, {QJsonObject{{"cards", QJsonArray{"RK", "RK", "RK"}}}}, claimed),
                     {}, 0);
        QVERIFY(view.animating());
        QCOMPARE(itemsAt("RK", offer.center()), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!view.animating(), 60000);

        // A bomb's flourish runs until a click ends it; then the picture has caught up.
        gui::TableView tichu(QStringLiteral("tichu"));
        tichu.setAnimationMs(250);
        tichu.resize(1280, 800);
        tichu.show();
        QSignalSpy done(&tichu, &gui::TableView::animationsDone);
        const QJsonObject bomb{
            {"seat", 2}, {"cards", QJsonArray{"9j", "9s", "9p", "9t"}}, {"kind", "four of a kind"}};
        tichu.display(tichuView({}, {QJsonObject{{"type", "deal"}}}), {}, 0);
        QTRY_VERIFY_WITH_TIMEOUT(!tichu.animating(), 60000);
        done.clear();
        tichu.display(tichuView({bomb}, {QJsonObject{{"type", "deal"}},
                                         QJsonObject{{"type", "bomb"}, {"seat", 2}}}),
                      {}, 0);
        QVERIFY(tichu.flourishing());
        QTest::mouseClick(tichu.viewport(), Qt::LeftButton, {}, QPoint(5, 5));
        QVERIFY(!tichu.flourishing());
        QTRY_VERIFY_WITH_TIMEOUT(!tichu.animating(), 60000);
        QCOMPARE(done.size(), 1);
        // Animations off: no flourish either.
        tichu.setAnimationMs(0);
        tichu.display(tichuView({}, {QJsonObject{{"type", "deal"}}}), {}, 0);
        tichu.display(tichuView({bomb}, {QJsonObject{{"type", "deal"}},
                                         QJsonObject{{"type", "bomb"}, {"seat", 2}}}),
                      {}, 0);
        QVERIFY(!tichu.flourishing());
        QVERIFY(!tichu.animating());
    }

    void withoutAnimationsNothingMoves() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}}}), {}, 0);
        view.display(tichuView({}, {QJsonObject{{"type", "trick"}, {"seat", 1}}}), {}, 0);
        QCOMPARE(view.movesStarted(), 0);
    }
};

QTEST_MAIN(TestTableView)
#include "tst_table_view.moc"
