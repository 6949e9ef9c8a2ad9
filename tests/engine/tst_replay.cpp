#include "core/autoplay.h"
#include "io/replay.h"
#include "support/corruption.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace paiju;

namespace {

QByteArray replayText(const QString& start, const QString& actions = "[]",
                      const QString& extra = "") {
    return QString(R"({"format":"paiju-replay","version":1,"game":"goofspiel",
        "options":{"cards":4}%3,"seats":["Ann","Bob"],"start":%1,"actions":%2})")
        .arg(start, actions, extra)
        .toUtf8();
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT
private slots:
    void malformedFilesGetClearErrors_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << QByteArray("{\"format\":") << "not valid JSON";
        QTest::newRow("array") << QByteArray("[1,2]") << "must be a JSON object";
        QTest::newRow("format") << QByteArray(R"({"format":"other","version":1})")
                                << "'format' must be \"paiju-replay\"";
        QTest::newRow("version") << QByteArray(R"({"format":"paiju-replay","version":9})")
                                 << "reads replay version 1, the file has 9";
        QTest::newRow("game") << QByteArray(R"({"format":"paiju-replay","version":1,"game":"x"})")
                              << "unknown game 'x'";
        QTest::newRow("no start") << replayText("{}") << "exactly one of";
        QTest::newRow("two starts")
            << replayText(R"({"seed":1,"position":{}})") << "exactly one of";
        QTest::newRow("bad seed") << replayText(R"({"seed":-4})") << "'start.seed' must be";
        QTest::newRow("actions") << replayText(R"({"seed":1})", "7") << "'actions' must be";
        QTest::newRow("action entry")
            << replayText(R"({"seed":1})", R"([{"seat":"x"}])") << "action 0 must be";
        QTest::newRow("options") << replayText(R"({"seed":1})", "[]", R"(,"options":[1])")
                                 << "must be an object";
    }

    void malformedFilesGetClearErrors() {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!Replay::parse(text, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void refusedActionNamesIndexSeatTextAndReason() {
        QString error;
        auto replay = Replay::parse(replayText(R"({"seed":1})", R"([{"seat":0,"action":"bid A1"},
                {"seat":1,"action":"bid A2"}])"),
                                    &error);
        QVERIFY2(replay, qPrintable(error));
        const ReplayRun run = runReplay(*replay);
        QVERIFY(run.failure);
        QCOMPARE(
            run.failure->message(),
            QString("action 1 (seat 1, \"bid A2\") was refused: 'A2' is not in seat 1's hand"));
    }

    void badStartIsReported() {
        QString error;
        auto replay =
            Replay::parse(replayText(R"({"seed":1})", "[]", R"(,"options":{"cards":40})"), &error);
        QVERIFY(replay);
        const ReplayRun run = runReplay(*replay);
        QVERIFY(run.failure && !run.state);
        QVERIFY(run.failure->message().contains("option 'cards'"));
    }

    void explicitDealFixesTheFirstHand() {
        QString error;
        auto replay =
            Replay::parse(replayText(R"({"deal":{"prizes":["P3","P1","P4","P2"]}})"), &error);
        QVERIFY2(replay, qPrintable(error));
        const ReplayRun run = runReplay(*replay);
        QVERIFY(!run.failure);
        QCOMPARE(run.state->events().back().text.str(), std::string("P3"));

        auto bad =
            Replay::parse(replayText(R"({"deal":{"prizes":["P3","P3","P4","P2"]}})"), &error);
        QVERIFY(bad);
        const ReplayRun refused = runReplay(*bad);
        QVERIFY(refused.failure);
        QVERIFY2(refused.failure->message().contains("more often than the deck holds"),
                 qPrintable(refused.failure->message()));
    }

    void positionStartContinuesWhereTheStateWas() {
        const GameInfo& game = *findGame("goofspiel");
        QString error;
        auto setup = makeSetup(game, 2, {{"cards", "4"}}, 5, &error);
        auto state = game.create(*setup);
        QVERIFY(state->apply(0, "bid A2").ok());
        Replay replay;
        replay.game = "goofspiel";
        replay.seatNames = {"Ann", "Bob"};
        replay.start = Replay::Start::Position;
        replay.position = game.save(*state);
        replay.actions = {{1, "bid B4"}};
        auto reparsed = Replay::parse(QJsonDocument(replay.toJson()).toJson(), &error);
        QVERIFY2(reparsed, qPrintable(error));
        const ReplayRun run = runReplay(*reparsed);
        QVERIFY(!run.failure);
        QVERIFY(state->apply(1, "bid B4").ok());
        QCOMPARE(game.save(*run.state), game.save(*state));
    }

    void seedReplayRoundTripsThroughItsJson() {
        Replay replay;
        replay.game = "goofspiel";
        replay.seatNames = {"A", "B", "C"};
        replay.seed = 18446744073709551615ULL; // beyond a JSON double: written as a string
        replay.actions = {{2, "bid C1"}};
        QString error;
        auto back = Replay::parse(QJsonDocument(replay.toJson()).toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->seed, replay.seed);
        QCOMPARE(back->actions.size(), std::size_t(1));
        QCOMPARE(back->actions[0].seat, 2);
        QCOMPARE(back->seatNames, replay.seatNames);
    }

    // Damaged saved states are refused with a reason; none may crash or load inconsistently.
    void corruptPositionsAreRefused() {
        const GameInfo& game = *findGame("goofspiel");
        QString error;
        auto setup = makeSetup(game, 3, {}, 12, &error);
        auto state = game.create(*setup);
        QVERIFY(state->apply(2, "bid C7").ok());
        const QJsonObject good = game.save(*state);
        const auto result =
            test::damageEachField(game, good,
                                  {QJsonValue(), QJsonValue(-3), QJsonValue(1e12), QJsonValue("A1"),
                                   QJsonValue(QJsonArray{"P1", "P1"}), QJsonValue(QJsonObject{}),
                                   QJsonValue(true), QJsonValue(QJsonArray{QJsonArray{"A1"}})});
        QVERIFY2(result.problem.isEmpty(), qPrintable(result.problem));
        QVERIFY(result.refused > 60);
    }
};

QTEST_APPLESS_MAIN(TestReplay)
#include "tst_replay.moc"
