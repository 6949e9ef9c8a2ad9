// The engine's contract, checked on the reference game: legality per seat with several seats able
// to act at once, refused actions leave the state untouched, observations hide what they must,
// states round-trip through JSON, and the same seed gives the same match.
#include "core/autoplay.h"
#include "io/registry.h"
#include "support/privacy.h"
#include "support/round_trip.h"

#include <QJsonDocument>
#include <QTest>

using namespace paiju;

namespace {

const GameInfo& goof() {
    return *findGame("goofspiel");
}

std::unique_ptr<GameState> newMatch(int seats, std::uint64_t seed,
                                    std::map<std::string, std::string> options = {}) {
    QString error;
    auto setup = makeSetup(goof(), seats, options, seed, &error);
    return goof().create(*setup);
}

QByteArray saved(const GameState& state) {
    return QJsonDocument(goof().save(state)).toJson();
}

} // namespace

class TestContract : public QObject {
    Q_OBJECT
private slots:
    void severalSeatsActAtOnce() {
        auto state = newMatch(3, 5);
        QCOMPARE(state->awaiting(), (std::vector<int>{0, 1, 2}));
        for (int s = 0; s < 3; ++s)
            QCOMPARE(int(state->legalActions(s).size()), 13);
        const std::string first = state->legalActions(1).front();
        QVERIFY(state->apply(1, first).ok());
        QVERIFY(state->legalActions(1).empty());
        QCOMPARE(state->awaiting(), (std::vector<int>{0, 2}));
    }

    void illegalActionsChangeNothing_data() {
        QTest::addColumn<int>("seat");
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason");
        QTest::newRow("garbage") << 0 << "dance"
                                 << "expected 'bid CARD'";
        QTest::newRow("empty") << 0 << ""
                               << "expected 'bid CARD'";
        QTest::newRow("other suit") << 0 << "bid B3"
                                    << "'B3' is not in seat 0's hand";
        QTest::newRow("unknown card") << 0 << "bid Z9"
                                      << "'Z9' is not in seat 0's hand";
        QTest::newRow("no seat") << 7 << "bid A1"
                                 << "there is no seat 7";
        QTest::newRow("negative seat") << -1 << "bid A1"
                                       << "there is no seat -1";
        QTest::newRow("twice") << 1 << "bid B2"
                               << "seat 1 has already bid";
    }

    void illegalActionsChangeNothing() {
        QFETCH(int, seat);
        QFETCH(QString, action);
        QFETCH(QString, reason);
        auto state = newMatch(2, 9);
        QVERIFY(state->apply(1, "bid B1").ok());
        const QByteArray before = saved(*state);
        const ApplyResult result = state->apply(seat, action.toStdString());
        QVERIFY(!result.ok());
        QCOMPARE(QString::fromStdString(result.error), reason);
        QCOMPARE(saved(*state), before);
    }

    void everyLegalActionIsAcceptedAndOthersAreNot() {
        auto state = newMatch(2, 11, {{"cards", "5"}});
        const Deck& deck = state->deck();
        for (int s = 0; s < 2; ++s) {
            const auto legal = state->legalActions(s);
            for (int type = 0; type < deck.typeCount(); ++type) {
                const std::string action = "bid " + deck.typeToken(type);
                const bool isLegal = std::find(legal.begin(), legal.end(), action) != legal.end();
                auto copy = state->clone();
                QCOMPARE(copy->apply(s, action).ok(), isLegal);
            }
        }
    }

    void sealedBidStaysHiddenUntilAllHaveBid() {
        auto state = newMatch(2, 3);
        QVERIFY(state->apply(0, "bid A13").ok());
        const QJsonObject other = goof().observe(*state, 1);
        QVERIFY(!QJsonDocument(other).toJson().contains("A13"));
        QVERIFY(QJsonDocument(goof().observe(*state, 0)).toJson().contains("A13"));
        QVERIFY(QJsonDocument(other).toJson().contains("\"hasBid\": true"));
        QVERIFY(state->apply(1, "bid B1").ok());
        QVERIFY(QJsonDocument(goof().observe(*state, 1)).toJson().contains("A13"));
    }

    void observationsNeverLeakAcrossManyMatches() {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto state = newMatch(seats, seed, {{"hands", "2"}});
            RandomBot bot;
            std::vector<Bot*> bots(std::size_t(seats), &bot);
            Rng rng(seed);
            QString leak;
            autoplay(*state, bots, rng, 10000, [&](int, const std::string&) {
                for (int viewer = -1; viewer < seats && leak.isEmpty(); ++viewer) {
                    const QString token =
                        test::leakedToken(*state, viewer, goof().observe(*state, viewer));
                    if (!token.isEmpty())
                        leak =
                            QString("seat %1 sees %2 (seed %3)").arg(viewer).arg(token).arg(seed);
                }
            });
            QVERIFY2(leak.isEmpty(), qPrintable(leak));
            QVERIFY(state->isTerminal());
        }
    }

    // The checker itself must catch a leak, or the test above proves nothing.
    void privacyCheckerFindsALeak() {
        auto state = newMatch(2, 1);
        QJsonObject observation = goof().observe(*state, 1);
        QVERIFY(test::leakedToken(*state, 1, observation).isEmpty());
        observation["sneaky"] = QString("bid A4");
        QCOMPARE(test::leakedToken(*state, 1, observation), QString("A4"));
    }

    void stateRoundTripsThroughJsonAtEveryStep() {
        auto state = newMatch(3, 77, {{"hands", "2"}, {"cards", "6"}});
        RandomBot bot;
        std::vector<Bot*> bots(3, &bot);
        Rng rng(77);
        int checked = 0;
        autoplay(*state, bots, rng, 10000, [&](int, const std::string&) {
            std::unique_ptr<GameState> restored;
            const QString problem = test::reloadProblem(goof(), *state, &restored);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // The restored state carries on exactly as the original, RNG included.
            auto a = state->clone();
            Rng ra(checked), rb(checked);
            RandomBot b1, b2;
            std::vector<Bot*> x(3, &b1), y(3, &b2);
            autoplay(*a, x, ra);
            autoplay(*restored, y, rb);
            QCOMPARE(goof().save(*restored), goof().save(*a));
            ++checked;
        });
        QVERIFY(checked > 20);
    }

    void sameSeedSameMatch() {
        auto run = [](std::uint64_t seed) {
            auto state = newMatch(4, seed, {{"hands", "3"}});
            RandomBot bot;
            std::vector<Bot*> bots(4, &bot);
            Rng rng(seed);
            autoplay(*state, bots, rng);
            return saved(*state);
        };
        QCOMPARE(run(21), run(21));
        QVERIFY(run(21) != run(22));
    }

    void cloneIsIndependent() {
        auto state = newMatch(2, 4);
        auto copy = state->clone();
        QVERIFY(copy->apply(0, "bid A5").ok());
        QCOMPARE(int(state->legalActions(0).size()), 13);
        QVERIFY(state->legalActions(0) != copy->legalActions(0));
    }

    void matchScoresCarryAcrossHands() {
        auto state = newMatch(2, 8, {{"hands", "3"}, {"cards", "4"}});
        RandomBot bot;
        std::vector<Bot*> bots(2, &bot);
        Rng rng(8);
        const AutoplayResult result = autoplay(*state, bots, rng);
        QVERIFY(result.error.empty());
        QCOMPARE(result.actions, 3 * 4 * 2);
        int handEnds = 0;
        std::vector<int> sum(2, 0);
        for (const Event& e : state->events())
            if (e.type == "hand-end") {
                ++handEnds;
                sum[0] += e.values[0];
                sum[1] += e.values[1];
            }
        QCOMPARE(handEnds, 3);
        QCOMPARE(state->scores(), sum);
        QCOMPARE(state->phase(), std::string("match-over"));
        QVERIFY(state->legalActions(0).empty() && state->awaiting().empty());
    }

    void basicBotBeatsRandom() {
        const auto basic = goof().basicBot();
        RandomBot random;
        int basicWins = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto state = newMatch(2, seed);
            std::vector<Bot*> bots = {basic.get(), &random};
            Rng rng(seed);
            autoplay(*state, bots, rng);
            basicWins += state->scores()[0] > state->scores()[1];
        }
        QVERIFY2(basicWins > 120, qPrintable(QString::number(basicWins)));
    }
};

QTEST_APPLESS_MAIN(TestContract)
#include "tst_contract.moc"
