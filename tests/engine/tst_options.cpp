#include "core/autoplay.h"
#include "core/options.h"
#include "io/registry.h"

#include <QJsonObject>
#include <QTest>
#include <algorithm>

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

    // An advanced option (a safety limit) is read like any other but listed only when it differs
    // from its default, so saved states and replays made before it existed keep their bytes.
    void advancedOptionsAreListedOnlyOffTheirDefault() {
        std::vector<OptionSpec> withLimit = specs;
        withLimit.push_back(handLimitOption(1000));
        std::string error;
        auto options = Options::resolve(withLimit, {}, &error);
        QVERIFY(options.has_value());
        QCOMPARE(options->integer(handLimitKey), 1000);
        QVERIFY(!options->values().count(handLimitKey));
        QCOMPARE(int(options->values().size()), int(specs.size()));
        auto same = Options::resolve(withLimit, {{handLimitKey, "1000"}}, &error);
        QVERIFY(same.has_value());
        QVERIFY(*same == *options);
        QVERIFY(!same->values().count(handLimitKey));
        auto set = Options::resolve(withLimit, {{handLimitKey, "12"}}, &error);
        QVERIFY(set.has_value());
        QCOMPARE(set->integer(handLimitKey), 12);
        QCOMPARE(QString::fromStdString(set->values().at(handLimitKey)), QString("12"));
        QVERIFY(!(*set == *options));
        QVERIFY(!Options::resolve(withLimit, {{handLimitKey, "0"}}, &error));
    }

    // Matches that end on points have a hand limit, an advanced option.
    void pointGamesHaveAHandLimit() {
        for (const char* id : {"tichu", "hakka"}) {
            const GameInfo& game = *findGame(id);
            const auto spec =
                std::find_if(game.options.begin(), game.options.end(),
                             [](const OptionSpec& o) { return o.key == handLimitKey; });
            QVERIFY2(spec != game.options.end(), id);
            QVERIFY(spec->advanced);
            QCOMPARE(QString::fromStdString(spec->defaultValue), QString("1000"));
        }
    }

    // Reaching the hand limit ends the match with the totals as they stand, and the log says
    // why; a saved state lists the limit only when it is not the default.
    void handLimitEndsTheMatch_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("tichu") << "tichu";
        QTest::newRow("hakka") << "hakka";
    }

    void handLimitEndsTheMatch() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        QString error;
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            auto setup = makeSetup(info, info.defaultSeats, {{handLimitKey, "2"}}, seed, &error);
            QVERIFY(setup);
            auto state = info.create(*setup);
            RandomBot bot;
            std::vector<Bot*> bots(std::size_t(info.defaultSeats), &bot);
            Rng rng(seed);
            QVERIFY(autoplay(*state, bots, rng).error.empty());
            QVERIFY(state->isTerminal());
            QVERIFY(state->ledger().handsPlayed() <= 2);
            const Event& last = state->events().back();
            QCOMPARE(QString::fromStdString(last.type), QString("match-end"));
            if (state->ledger().handsPlayed() == 2 && !last.text.empty())
                QCOMPARE(QString::fromStdString(last.text.str()), QString("hand limit"));
            QCOMPARE(last.values, state->scores());
            const QJsonObject saved = info.save(*state);
            QCOMPARE(saved.value("options").toObject().value("hand_limit").toString(),
                     QString("2"));
            auto loaded = info.load(saved, &error);
            QVERIFY2(loaded, qPrintable(error));
            QCOMPARE(info.save(*loaded), saved);
        }
        // Random players at the defaults: Tichu never reaches its target, and every match still
        // ends, at the limit or before.
        auto setup = makeSetup(info, info.defaultSeats, {}, 9, &error);
        auto state = info.create(*setup);
        QVERIFY(!info.save(*state).value("options").toObject().contains("hand_limit"));
        RandomBot bot;
        std::vector<Bot*> bots(std::size_t(info.defaultSeats), &bot);
        Rng rng(9);
        QVERIFY(autoplay(*state, bots, rng).error.empty());
        QVERIFY(state->ledger().handsPlayed() <= 1000);
        if (state->ledger().handsPlayed() == 1000)
            QCOMPARE(QString::fromStdString(state->events().back().text.str()),
                     QString("hand limit"));
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
