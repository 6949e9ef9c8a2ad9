// The app reads observations through session::Observed: each name reads the field the engine
// wrote for it (docs/observations.md §2, §3), checked against the engine's own state over whole
// seeded matches of every game, from every seat and from the rail.
#include "core/rng.h"
#include "io/registry.h"
#include "session/observed.h"

#include <QTest>

using namespace paiju;
using namespace paiju::session;

namespace {

QList<int> listOf(const std::vector<int>& v) {
    return QList<int>(v.begin(), v.end());
}

QStringList listOf(const std::vector<std::string>& v) {
    QStringList out;
    for (const std::string& s : v)
        out << QString::fromStdString(s);
    return out;
}

} // namespace

class TestObserved : public QObject {
    Q_OBJECT
private slots:
    void games_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& info : allGames())
            QTest::newRow(info.id.c_str()) << QString::fromStdString(info.id);
    }

    void namesReadWhatTheEngineWrote_data() { games_data(); }
    void namesReadWhatTheEngineWrote() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        int views = 0, newHands = 0, events = 0;
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            QString error;
            const auto setup = makeSetup(info, info.defaultSeats, {}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            auto state = info.create(*setup);
            const auto bot = info.basicBot();
            Rng rng(seed);
            QString lastKey;
            int lastLog = 0;
            for (int step = 0; step < 3000; ++step) {
                const int n = state->seatCount();
                for (int viewer = -1; viewer < n; ++viewer) {
                    const Observed o(info.observe(*state, viewer));
                    ++views;
                    QCOMPARE(o.game(), game);
                    QCOMPARE(o.viewer(), viewer);
                    QCOMPARE(o.seatCount(), n);
                    QCOMPARE(o.scores(), listOf(state->scores()));
                    QCOMPARE(o.matchOver(), state->isTerminal());
                    QCOMPARE(o.legal(),
                             viewer < 0 ? QStringList() : listOf(state->shownActions(viewer)));
                    for (int s = 0; s < n; ++s) {
                        // Only the viewer's own entry holds its cards, as many as it is said to.
                        QCOMPARE(o.hand(s).isEmpty(), s != viewer || o.handCount(s) == 0);
                        if (s == viewer)
                            QCOMPARE(int(o.hand(s).size()), o.handCount(s));
                    }
                    QVERIFY(o.seat(n).isEmpty() && o.seat(-1).isEmpty());
                    const ObservedEvent last = o.lastEvent();
                    QCOMPARE(last.isEmpty(), o.logSize() == 0);
                    QCOMPARE(last.json(), o.logSize() ? o.log().last().toObject() : QJsonObject());
                    QVERIFY(o.event(o.logSize()).isEmpty() && o.event(-1).isEmpty());
                    if (viewer == 0) {
                        // A new hand starts a new log: the key changes exactly when the log
                        // starts again (the last hand's end is not in the new one).
                        if (!lastKey.isEmpty() && o.handKey() != lastKey) {
                            ++newHands;
                            QVERIFY(o.logSize() <= lastLog || o.matchOver());
                        }
                        lastKey = o.handKey();
                        lastLog = o.logSize();
                        events = std::max(events, o.logSize());
                    }
                }
                const auto awaited = state->awaiting();
                if (state->isTerminal() || awaited.empty())
                    break;
                const int seat = awaited.front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
            }
            QVERIFY(state->isTerminal());
        }
        QVERIFY(views > 100 && events > 0);
        qInfo("%d views, %d new hands", views, newHands);
    }

    // An event's fields by name, with their defaults when absent.
    void eventsReadByName() {
        const ObservedEvent e(QJsonObject{{"type", "claim"},
                                          {"seat", 2},
                                          {"text", "pung: RK RK RK"},
                                          {"values", QJsonArray{3, 4}}});
        QCOMPARE(e.type(), QStringLiteral("claim"));
        QCOMPARE(e.seat(), 2);
        QCOMPARE(e.text(), QStringLiteral("pung: RK RK RK"));
        QCOMPARE(e.value(1), 4);
        QCOMPARE(e.value(2, -7), -7);
        QCOMPARE(e.value(-1, -7), -7);
        const ObservedEvent none;
        QVERIFY(none.isEmpty());
        QCOMPARE(none.seat(), -1);
        QCOMPARE(none.value(0), 0);
        QVERIFY(none.type().isEmpty());
    }

    // The fields several games share: the card on offer (in `current` or at the top), the stock,
    // Tichu's passing, and the hand's number (`hand`, or Tichu's `round`).
    void sharedFieldsReadByName() {
        const Observed fourColor(QJsonObject{{"current", QJsonObject{{"card", "RK"}, {"owner", 1}}},
                                             {"hand", 3},
                                             {"stockCount", 30}});
        QCOMPARE(fourColor.cardInPlay(), QStringLiteral("RK"));
        QCOMPARE(fourColor.stockCount(), 30);
        QCOMPARE(fourColor.handNumber(), 3);
        const Observed zipai(QJsonObject{{"card", "B7"}, {"hand", 2}});
        QCOMPARE(zipai.cardInPlay(), QStringLiteral("B7"));
        QVERIFY(zipai.handKey() != fourColor.handKey());
        const Observed tichu(QJsonObject{{"round", 4}, {"mayGive", true}});
        QCOMPARE(tichu.handNumber(), 4);
        QVERIFY(tichu.mayGive());
        QVERIFY(tichu.cardInPlay().isEmpty());
        QCOMPARE(Observed(QJsonObject{}).handNumber(), -1);
        QCOMPARE(Observed(QJsonObject{{"phase", "match-over"}}).matchOver(), true);
    }
};

QTEST_MAIN(TestObserved)
#include "tst_observed.moc"
