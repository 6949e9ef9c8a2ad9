// paiju-cli as a user runs it: scenario files with expected output, exit codes, help per verb.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PAIJU_CLI_PATH), arguments);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            process.readAllStandardOutput(), process.readAllStandardError()};
}

QString scenario(const QString& name) {
    return QStringLiteral(PAIJU_SCENARIO_DIR "/") + name;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    // Each scenario X.replay.json is checked against X.expected.json (the replay report) or
    // X.error.txt (exit code 2 and a message that contains the file's text). An expected report
    // that holds the full state comes from `replay --full`.
    void scenarios_data() {
        QTest::addColumn<QString>("name");
        const QDir dir(QStringLiteral(PAIJU_SCENARIO_DIR));
        const auto files = dir.entryList({"*.replay.json"}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString& file : files)
            QTest::newRow(qPrintable(file)) << file.chopped(int(strlen(".replay.json")));
    }

    void scenarios() {
        QFETCH(QString, name);
        QFile expected(scenario(name + ".expected.json"));
        QFile expectedError(scenario(name + ".error.txt"));
        if (expected.open(QIODevice::ReadOnly)) {
            const QJsonDocument want = QJsonDocument::fromJson(expected.readAll());
            QStringList args{"replay", scenario(name + ".replay.json")};
            if (want.object().contains("state"))
                args << "--full";
            const Run run = cli(args);
            QVERIFY2(run.exitCode == 0, run.err.constData());
            const QJsonDocument got = QJsonDocument::fromJson(run.out);
            QVERIFY(!want.isNull());
            QCOMPARE(got.toJson(), want.toJson());
        } else {
            const Run run = cli({"replay", scenario(name + ".replay.json")});
            QVERIFY2(expectedError.open(QIODevice::ReadOnly), "no expected output for scenario");
            QCOMPARE(run.exitCode, 2);
            const QByteArray message = expectedError.readAll().trimmed();
            QVERIFY2(run.err.contains(message), run.err.constData());
        }
    }

    void missingFileIsExitCodeTwo() {
        const Run run = cli({"replay", scenario("no-such-file.json")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("cannot read"));
    }

    void legalListsOneSeatsActions() {
        const Run run = cli({"legal", scenario("goofspiel-basics.replay.json"), "--seat", "1"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QVERIFY(!lines.isEmpty());
        for (const QByteArray& line : lines)
            QVERIFY2(line.startsWith("bid B"), line.constData());
        QCOMPARE(cli({"legal", scenario("goofspiel-basics.replay.json"), "--seat", "9"}).exitCode,
                 2);
        QCOMPARE(cli({"legal", scenario("goofspiel-basics.replay.json")}).exitCode, 1);
    }

    void fullAddsTheState() {
        const Run run = cli({"replay", scenario("goofspiel-basics.replay.json"), "--full"});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out).object();
        QVERIFY(report.value("state").isObject());
        QCOMPARE(report.value("state").toObject().value("game").toString(), QString("goofspiel"));
    }

    void simulateIsDeterministic() {
        const QStringList args = {"simulate", "--game", "goofspiel", "--seed",      "5",
                                  "--games",  "4",      "--bots",    "basic,random"};
        const Run a = cli(args), b = cli(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QCOMPARE(a.out.count("\nmatch ") + 1, 4);
        QVERIFY(a.out.contains("total matches=4"));
        const Run other = cli({"simulate", "--game", "goofspiel", "--seed", "6", "--games", "4"});
        QVERIFY(other.out != a.out);
    }

    // Every game's match ends with its default options, whoever plays: random players (who call
    // Tichu whenever they may and never reach Tichu's target) and the normal bots.
    void simulateFinishesEveryGameWithDefaults_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("bots");
        for (const char* game : {"fourcolor", "hakka", "tichu", "zipai", "goofspiel"})
            for (const char* bots : {"random", "normal"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(game, bots))) << game << bots;
    }

    void simulateFinishesEveryGameWithDefaults() {
        QFETCH(QString, game);
        QFETCH(QString, bots);
        const Run run = cli({"simulate", "--game", game, "--bots", bots, "--seed", "3"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(run.out.contains("total matches=1"));
    }

    // The arena rotates seats, reports every bot with an interval, and a stronger bot shows.
    void arenaMeasuresBotsAgainstEachOther() {
        const QStringList args = {"arena",  "--game", "zipai",
                                  "--seed", "2",      "--games",
                                  "8",      "--bots", "basic,random,random"};
        const Run a = cli(args), b = cli(args);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(a.out.startsWith("arena game=zipai seats=3 matches=8 "));
        const QRegularExpression line(
            QStringLiteral("^(\\w+) seats=(\\d) won=([0-9.]+)±([0-9.]+) fair=([0-9.]+) "
                           "points_per_hand=(-?[0-9.]+)±([0-9.]+) hands_won=([0-9.]+)±([0-9.]+)$"),
            QRegularExpression::MultilineOption);
        QMap<QString, double> won, points, handsWon;
        for (auto it = line.globalMatch(a.out); it.hasNext();) {
            const auto m = it.next();
            won[m.captured(1)] = m.captured(3).toDouble();
            points[m.captured(1)] = m.captured(6).toDouble();
            handsWon[m.captured(1)] = m.captured(8).toDouble();
        }
        QCOMPARE(won.keys(), (QList<QString>{"basic", "random"}));
        QCOMPARE(won["basic"] + won["random"], 1.0);
        QVERIFY(won["basic"] > 1.0 / 3);
        QVERIFY(points["basic"] > points["random"]);
        // Every hand someone won is counted once, shared by who won it.
        QVERIFY(qAbs(handsWon["basic"] + handsWon["random"] - 1.0) < 0.002);
        QVERIFY(handsWon["basic"] > handsWon["random"]);
        const Run twice = cli(args + QStringList{"--duplicate"});
        QVERIFY(twice.out.startsWith("arena game=zipai seats=3 matches=24 "));
        QVERIFY(twice.out.contains(" duplicate\n"));
        QCOMPARE(cli({"arena", "--game", "zipai", "--bots", "basic,random"}).exitCode, 1);
    }

    // Every level plays in the arena; the hard bot untimed at a fixed number of samples gives the
    // same report every time.
    void arenaPlaysEveryLevel() {
        for (const QString game : {"tichu", "zipai", "fourcolor", "hakka"}) {
            const QString bots = game == "zipai" ? "hard,easy,normal" : "hard,easy,normal,random";
            const QString option = game == "tichu" || game == "hakka" ? "rounds=1" : "hands=1";
            const QStringList args = {"arena",   "--game",    game,     "--seed",   "4",
                                      "--games", "2",         "--bots", bots,       "--budget",
                                      "0",       "--samples", "2",      "--option", option};
            const Run a = cli(args);
            QCOMPARE(a.exitCode, 0);
            QVERIFY2(a.out.contains(" unfinished=0"), a.out.constData());
            for (const QString& kind : bots.split(','))
                QVERIFY2(a.out.contains(("\n" + kind + " seats=").toUtf8()), a.out.constData());
            QCOMPARE(cli(args).out, a.out);
            // The bar the search's choice must clear is 2.5 standard errors unless told.
            QCOMPARE(cli(args + QStringList{"--min-gain", "2.5"}).out, a.out);
        }
        for (const QString bar : {"-1", "soon", "nan"})
            QCOMPARE(
                cli({"arena", "--game", "zipai", "--bots", "hard", "--min-gain", bar}).exitCode, 1);
        QCOMPARE(cli({"arena", "--game", "zipai", "--bots", "hard", "--budget", "soon"}).exitCode,
                 1);
        QCOMPARE(cli({"arena", "--game", "zipai", "--bots", "expert"}).exitCode, 1);
    }

    // `analyse` on a scenario where South passes up a win: valid JSON with the fields a hand
    // review needs, the same for the same seed, the pass its one costly decision.
    void analyseReportsEachDecision() {
        const QStringList args = {"analyse",   scenario("zipai-pass-a-win-then-pong.replay.json"),
                                  "--seat",    "1",
                                  "--samples", "24",
                                  "--seed",    "7"};
        const Run run = cli(args);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject report = doc.object();
        QCOMPARE(report.value("game").toString(), QString("zipai"));
        QCOMPARE(report.value("seat").toInt(), 1);
        const QJsonArray decisions = report.value("decisions").toArray();
        QCOMPARE(decisions.size(), 1);
        const QJsonObject d = decisions.at(0).toObject();
        QCOMPARE(d.value("index").toInt(), 1);
        QVERIFY(d.value("legal").toArray().contains(QJsonValue("hu")));
        QCOMPARE(d.value("legalCount").toInt(), d.value("legal").toArray().size());
        QCOMPARE(d.value("played").toString(), QString("pass"));
        QCOMPARE(d.value("best").toString(), QString("hu"));
        QCOMPARE(d.value("samples").toInt(), 24);
        QVERIFY(d.value("loss").toDouble() > 0);
        QVERIFY(d.value("tooClose").isBool());
        // Each rounded to three decimals on its own.
        QVERIFY(qAbs(d.value("loss").toDouble() - (d.value("bestPoints").toDouble() -
                                                   d.value("playedPoints").toDouble())) < 0.002);
        const QJsonArray estimates = d.value("estimates").toArray();
        QVERIFY(estimates.size() >= 2);
        QCOMPARE(estimates.at(0).toObject().value("action").toString(), QString("hu"));
        for (const auto& value : estimates) {
            const QJsonObject e = value.toObject();
            QCOMPARE(e.value("samples").toInt(), 24);
            for (const char* measure : {"value", "points", "win"}) {
                const QJsonObject i = e.value(measure).toObject();
                QVERIFY(i.value("low").toDouble() <= i.value("mean").toDouble());
                QVERIFY(i.value("mean").toDouble() <= i.value("high").toDouble());
            }
        }
        const QJsonArray costly = report.value("costly").toArray();
        QCOMPARE(costly.size(), 1);
        QCOMPARE(costly.at(0).toObject().value("index").toInt(), 1);
        QCOMPARE(report.value("costlyCount").toInt(), 1);
        QVERIFY(report.value("summary").toString().startsWith("1 costly decision, "));
        QCOMPARE(cli(args).out, run.out);

        const QString file = scenario("zipai-pass-a-win-then-pong.replay.json");
        QCOMPARE(cli({"analyse", file}).exitCode, 1);                // no seat
        QCOMPARE(cli({"analyse", file, "--seat", "x"}).exitCode, 1); // not a number
        QCOMPARE(cli({"analyse", file, "--seat", "9"}).exitCode, 2); // no such seat
        QCOMPARE(cli({"analyse", scenario("no-such-file.json"), "--seat", "0"}).exitCode, 2);
        QCOMPARE(
            cli({"analyse", scenario("malformed-truncated.replay.json"), "--seat", "0"}).exitCode,
            2);
        // A game without a search has nothing to analyse with.
        QCOMPARE(cli({"analyse", scenario("goofspiel-basics.replay.json"), "--seat", "0"}).exitCode,
                 2);
    }

    void usageErrors() {
        QCOMPARE(cli({}).exitCode, 1);
        QCOMPARE(cli({"fly"}).exitCode, 1);
        QCOMPARE(cli({"simulate", "--game", "nope"}).exitCode, 1);
        QCOMPARE(cli({"simulate", "--game", "goofspiel", "--bots", "genius"}).exitCode, 1);
        QCOMPARE(cli({"simulate", "--game", "goofspiel", "--option", "cards=99"}).exitCode, 1);
        for (const char* verb : {"simulate", "arena", "replay", "legal", "analyse"}) {
            const Run help = cli({verb, "--help"});
            QCOMPARE(help.exitCode, 0);
            QVERIFY(help.out.contains("Usage:"));
        }
        QVERIFY(cli({"--version"}).out.startsWith("paiju-cli "));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
