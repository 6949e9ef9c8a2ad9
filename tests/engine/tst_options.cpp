#include "core/options.h"
#include "io/registry.h"

#include <QTest>

using namespace paiju;

class TestOptions : public QObject {
    Q_OBJECT
    const std::vector<OptionSpec> specs = {
        {"hands", OptionSpec::Kind::Integer, "3", "hands in a match", 1, 99, {}},
        {"fast", OptionSpec::Kind::Flag, "false", "", 0, 0, {}},
        {"bonus", OptionSpec::Kind::Choice, "plus1", "", 0, 0, {"plus1", "double"}},
    };

private slots:
    void defaultsFillIn() {
        std::string error;
        auto options = Options::resolve(specs, {{"fast", "true"}}, &error);
        QVERIFY(options.has_value());
        QCOMPARE(options->integer("hands"), 3);
        QVERIFY(options->flag("fast"));
        QCOMPARE(QString::fromStdString(options->text("bonus")), QString("plus1"));
    }

    void badValuesAreRefusedWithTheirName_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("range") << "hands"
                               << "0"
                               << "option 'hands' must be between 1 and 99";
        QTest::newRow("number") << "hands"
                                << "3x"
                                << "option 'hands' '3x' is not a whole number";
        QTest::newRow("flag") << "fast"
                              << "yes"
                              << "option 'fast' must be true or false";
        QTest::newRow("choice") << "bonus"
                                << "triple"
                                << "option 'bonus' must be one of plus1, double";
        QTest::newRow("unknown") << "speed"
                                 << "1"
                                 << "unknown option 'speed'";
    }

    void badValuesAreRefusedWithTheirName() {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, message);
        std::string error;
        QVERIFY(!Options::resolve(specs, {{key.toStdString(), value.toStdString()}}, &error));
        QCOMPARE(QString::fromStdString(error), message);
    }

    void registryOffersEveryOptionWithAValidDefault() {
        QVERIFY(!allGames().empty());
        for (const GameInfo& game : allGames()) {
            QVERIFY(findGame(game.id) == &game);
            QVERIFY(game.minSeats >= 1 && game.minSeats <= game.defaultSeats &&
                    game.defaultSeats <= game.maxSeats);
            QVERIFY(game.deck && game.create && game.fromDeal && game.save && game.load &&
                    game.observe);
            for (const OptionSpec& spec : game.options) {
                QVERIFY2(!spec.check(spec.defaultValue), spec.key.c_str());
                QVERIFY2(!spec.description.empty(), spec.key.c_str());
            }
        }
        QVERIFY(findGame("no-such-game") == nullptr);
    }

    void setupChecksSeatsAndOptions() {
        const GameInfo& game = *findGame("goofspiel");
        QString error;
        QVERIFY(!makeSetup(game, game.maxSeats + 1, {}, 1, &error));
        QVERIFY(error.contains("seats"));
        QVERIFY(!makeSetup(game, game.minSeats, {{"cards", "99"}}, 1, &error));
        QVERIFY(error.contains("cards"));
        QVERIFY(makeSetup(game, game.minSeats, {{"cards", "5"}}, 1, &error));
    }
};

QTEST_APPLESS_MAIN(TestOptions)
#include "tst_options.moc"
