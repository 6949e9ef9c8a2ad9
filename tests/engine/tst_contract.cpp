// The engine's contract, checked on every registered game, every seat count and two option presets
// (the defaults, and every option moved off its default): clone, replay, observations that hide
// what they must, save and load, refusals that change nothing, awaited seats that can act, legal
// lists whose actions are each another move, bots whose choices are accepted, corrupt saves
// refused or playable, and each game's own invariants.
// The reference game's particular cases follow.
#include "core/autoplay.h"
#include "io/registry.h"
#include "support/corruption.h"
#include "support/invariants.h"
#include "support/privacy.h"
#include "support/round_trip.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <map>
#include <set>

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

QByteArray saved(const GameInfo& game, const GameState& state) {
    return QJsonDocument(game.save(state)).toJson(QJsonDocument::Compact);
}

QByteArray saved(const GameState& state) {
    return saved(goof(), state);
}

// Every option moved off its default: the smallest number (short matches), the other flag, the
// last choice that is not the default.
std::map<std::string, std::string> variantOptions(const GameInfo& game) {
    std::map<std::string, std::string> values;
    for (const OptionSpec& spec : game.options) {
        switch (spec.kind) {
        case OptionSpec::Kind::Integer:
            values[spec.key] = std::to_string(spec.minimum);
            break;
        case OptionSpec::Kind::Flag:
            values[spec.key] = spec.defaultValue == "true" ? "false" : "true";
            break;
        case OptionSpec::Kind::Choice:
            for (const std::string& choice : spec.choices)
                if (choice != spec.defaultValue)
                    values[spec.key] = choice;
            break;
        }
    }
    return values;
}

// What a listed action led to, for comparing it with the seat's other actions.
struct Outcome {
    std::string action;
    QJsonValue log;
    bool endedHand = false; // the hand (or the match) ended
};

// Why two listed actions of the seat may lead to the same state but for the log and yet be two
// moves (empty: they may not). Saved states that are equal log included are never allowed.
QString twoMovesOneState(const GameInfo& game, const GameState& state, int seat, const Outcome& a,
                         const Outcome& b) {
    // Every game: of a hand that has ended, once the next is dealt, only its log and its score
    // remain. Two actions that end it with the same scores (two discards that nobody can claim
    // with the stock empty, in zipai) differ in the log alone, which tells what was played.
    if (a.endedHand && b.endedHand)
        return QStringLiteral("two actions that end the hand alike");
    // Four-color (§7.6): the last seat to declare in a window closes it, and the highest claim
    // declared takes the card. When one already declared outranks every claim of this seat, all
    // its declarations (a chow, another chow, pass) end in the same table; what it chose stays in
    // its own log only, and is still its choice.
    const auto waiting = state.awaiting();
    if (game.id == "fourcolor" && state.inWindow() && waiting.size() == 1 && waiting[0] == seat)
        return QStringLiteral("a four-color declaration outranked by one already made");
    return {};
}

// Actions no seat may take at any moment, in any game.
const char* const junkActions[] = {"", "dance", "pass pass pass", "play", "discard", "bid"};

// Checks one moment of a match; returns the first problem.
QString checkMoment(const GameInfo& game, const GameState& state) {
    const int seats = state.seatCount();
    const QByteArray before = saved(game, state);

    // The game's own invariants.
    if (QString problem = test::gameInvariantProblem(state); !problem.isEmpty())
        return problem;

    // Awaited seats can act; a finished match waits for nobody and offers nothing.
    const auto waiting = state.awaiting();
    if (state.isTerminal() != waiting.empty())
        return QStringLiteral("awaiting() is empty exactly when the match is over");
    for (int s : waiting)
        if (s < 0 || s >= seats || state.legalActions(s).empty())
            return QStringLiteral("seat %1 is awaited but has no action").arg(s);
    if (state.isTerminal())
        for (int s = 0; s < seats; ++s)
            if (!state.legalActions(s).empty())
                return QStringLiteral("seat %1 may act after the end").arg(s);

    // Observations: the common frame, nothing the viewer may not know, the seat's own list.
    for (int viewer = -1; viewer < seats; ++viewer) {
        const QJsonObject obs = game.observe(state, viewer);
        for (const char* key : {"game", "viewer", "phase", "scores", "awaiting", "legal", "log"})
            if (!obs.contains(QLatin1String(key)))
                return QStringLiteral("an observation has no '%1'").arg(QLatin1String(key));
        if (obs.value("game").toString().toStdString() != game.id ||
            obs.value("viewer").toInt(-2) != viewer)
            return QStringLiteral("an observation names another game or viewer");
        QStringList legal;
        for (const QJsonValue& v : obs.value("legal").toArray())
            legal << v.toString();
        QStringList shown;
        for (const std::string& a : state.shownActions(viewer))
            shown << QString::fromStdString(a);
        if (legal != shown)
            return QStringLiteral("seat %1's observed legal list is not shownActions").arg(viewer);
        if (const QString leak = test::leakedToken(state, viewer, obs); !leak.isEmpty())
            return QStringLiteral("seat %1 sees %2").arg(viewer).arg(leak);
    }

    // Clone: the same state, independent of the original.
    auto copy = state.clone();
    if (saved(game, *copy) != before || copy->windowsOpened() != state.windowsOpened())
        return QStringLiteral("a clone differs from its original");
    for (int s = 0; s < seats; ++s) {
        const auto legal = state.legalActions(s);
        // Every action of short lists; a spread of long ones (every way to discard k cards).
        const std::size_t step = legal.size() > 24 ? legal.size() / 12 : 1;
        // Each listed action is another move: no two lead to the same saved state, nor to the
        // same state but for the log (which may hold an action's own words: two spellings of
        // one move could differ there and nowhere else) unless the game names why.
        // The log is kept aside and compared only when the rest is the same.
        std::map<QByteArray, Outcome> after;
        for (std::size_t i = 0; i < legal.size(); i += step) {
            auto other = state.clone();
            const ApplyResult r = other->apply(s, legal[i]);
            if (!r.ok())
                return QStringLiteral("seat %1's legal '%2' was refused: %3")
                    .arg(s)
                    .arg(QString::fromStdString(legal[i]), QString::fromStdString(r.error));
            if (legal.size() < 2)
                continue;
            QJsonObject fields = game.save(*other);
            Outcome outcome{legal[i], fields.take(QStringLiteral("events")),
                            other->isTerminal() ||
                                other->ledger().handsPlayed() > state.ledger().handsPlayed()};
            const auto [same, fresh] =
                after.emplace(QJsonDocument(fields).toJson(QJsonDocument::Compact), outcome);
            if (fresh)
                continue;
            const bool sameLog = same->second.log == outcome.log;
            if (sameLog || twoMovesOneState(game, state, s, same->second, outcome).isEmpty())
                return QStringLiteral("seat %1's legal '%2' and '%3' lead to the same state%4")
                    .arg(s)
                    .arg(QString::fromStdString(same->second.action),
                         QString::fromStdString(legal[i]),
                         sameLog ? QString() : QStringLiteral(" but for the log"));
        }
    }
    if (saved(game, state) != before)
        return QStringLiteral("applying to a clone changed the original");

    // Refusals change nothing, with a reason: junk, seats that do not exist, another seat's
    // action that is not in this seat's list.
    auto refused = [&](int seat, const std::string& action) -> QString {
        auto probe = state.clone();
        const ApplyResult r = probe->apply(seat, action);
        if (r.ok())
            return QStringLiteral("seat %1 may not '%2' but did")
                .arg(seat)
                .arg(QString::fromStdString(action));
        if (r.error.empty())
            return QStringLiteral("'%1' was refused without a reason")
                .arg(QString::fromStdString(action));
        if (saved(game, *probe) != before || probe->windowsOpened() != state.windowsOpened())
            return QStringLiteral("refused '%1' (seat %2) changed the state")
                .arg(QString::fromStdString(action))
                .arg(seat);
        return {};
    };
    for (int s = -1; s <= seats; ++s)
        for (const char* junk : junkActions)
            if (QString problem = refused(s, junk); !problem.isEmpty())
                return problem;
    for (int s = 0; s < seats; ++s)
        for (int other = 0; other < seats; ++other) {
            const auto theirs = state.legalActions(other);
            const auto mine = state.legalActions(s);
            for (std::size_t i = 0; i < theirs.size() && i < 3; ++i) {
                if (std::find(mine.begin(), mine.end(), theirs[i]) != mine.end())
                    continue;
                if (QString problem = refused(s, theirs[i]); !problem.isEmpty())
                    return problem;
            }
        }
    for (int s : {-1, seats})
        for (int other = 0; other < seats; ++other)
            for (const std::string& action : state.legalActions(other)) {
                if (QString problem = refused(s, action); !problem.isEmpty())
                    return problem;
                break;
            }

    // Bots decide on each seat's view alone, and what they choose is accepted.
    if (game.basicBot) {
        const auto bot = game.basicBot();
        for (int s = 0; s < seats; ++s) {
            Rng rng(7);
            const std::string choice = bot->choose(state, s, rng);
            if (choice.empty())
                continue;
            auto probe = state.clone();
            if (const ApplyResult r = probe->apply(s, choice); !r.ok())
                return QStringLiteral("the basic bot chose '%1' for seat %2: %3")
                    .arg(QString::fromStdString(choice))
                    .arg(s)
                    .arg(QString::fromStdString(r.error));
        }
    }

    // Save and load: the same bytes, and a loaded state that shows every seat the same.
    std::unique_ptr<GameState> reloaded;
    if (QString problem = test::reloadProblem(game, state, &reloaded); !problem.isEmpty())
        return problem;
    if (!test::samePartsOf(*reloaded, state))
        return QStringLiteral("a reloaded state differs from the saved one");
    for (int viewer = -1; viewer < seats; ++viewer)
        if (game.observe(*reloaded, viewer) != game.observe(state, viewer))
            return QStringLiteral("a reloaded state shows seat %1 something else").arg(viewer);
    return {};
}

} // namespace

class TestContract : public QObject {
    Q_OBJECT
private slots:
    void everyGameKeepsTheContract_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::addColumn<bool>("variant");
        for (const GameInfo& game : allGames())
            for (int seats = game.minSeats; seats <= game.maxSeats; ++seats)
                for (bool variant : {false, true})
                    QTest::addRow("%s-%d-%s", game.id.c_str(), seats,
                                  variant ? "variant" : "defaults")
                        << QString::fromStdString(game.id) << seats << variant;
    }

    // A seeded match played by the game's bots (random ones on odd seats), checked at a spread of
    // its moments; then replayed from the same seed to the same bytes.
    void everyGameKeepsTheContract() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QFETCH(bool, variant);
        const GameInfo& info = *findGame(game.toStdString());
        const auto options = variant ? variantOptions(info) : std::map<std::string, std::string>{};
        const std::uint64_t seed = 1000 + std::uint64_t(seats) * 10 + (variant ? 1 : 0);
        QString error;
        const auto setup = makeSetup(info, seats, options, seed, &error);
        QVERIFY2(setup, qPrintable(error));
        auto state = info.create(*setup);
        QCOMPARE(state->gameId(), info.id);
        QCOMPARE(state->seatCount(), seats);
        QCOMPARE(state->windowsOpened(), 0);

        const auto basic = makeBot(info, "basic");
        RandomBot random;
        std::vector<Bot*> bots;
        for (int s = 0; s < seats; ++s)
            bots.push_back(s % 2 ? static_cast<Bot*>(&random) : basic.get());
        Rng rng(seed);
        std::vector<std::pair<int, std::string>> played;
        QString problem = checkMoment(info, *state);
        int checked = 1;
        const int maxActions = 1500;
        autoplay(*state, bots, rng, maxActions, [&](int seat, const std::string& action) {
            played.emplace_back(seat, action);
            const std::size_t n = played.size();
            if (!problem.isEmpty() || (n > 40 && n % 9 != 0 && !state->isTerminal()))
                return;
            problem = checkMoment(info, *state);
            ++checked;
        });
        QVERIFY2(
            problem.isEmpty(),
            qPrintable(QStringLiteral("after %1 actions: %2").arg(played.size()).arg(problem)));
        QVERIFY(checked > std::min(int(played.size()), 40));
        QVERIFY(state->isTerminal() || int(played.size()) == maxActions);

        // The same seed and actions give the same match, byte for byte.
        auto again = info.create(*setup);
        for (const auto& [seat, action] : played)
            QVERIFY(again->apply(seat, action).ok());
        QCOMPARE(saved(info, *again), saved(info, *state));
        QCOMPARE(again->windowsOpened(), state->windowsOpened());
    }

    void corruptSavesAreRefusedOrPlayable_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& game : allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    // Each field of a save taken in each of the first phases of a short match, replaced by junk
    // (card tokens of the game's own deck among it): refused with a reason, or playable to the end.
    void corruptSavesAreRefusedOrPlayable() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        QString error;
        const auto setup = makeSetup(info, info.defaultSeats, variantOptions(info), 3, &error);
        QVERIFY2(setup, qPrintable(error));
        auto state = info.create(*setup);
        const QString card = QString::fromStdString(info.deck->typeToken(0));
        const QList<QJsonValue> junk{QJsonValue(),
                                     QJsonValue(-3),
                                     QJsonValue(77),
                                     QJsonValue(card),
                                     QJsonValue(QJsonArray{card, card}),
                                     QJsonValue(QJsonObject{}),
                                     QJsonValue(QJsonArray{QJsonArray{card}, 1, 2, 3})};
        const auto result = test::damageInEachPhase(info, *state, 4, junk);
        QVERIFY2(result.problem.isEmpty(), qPrintable(result.problem));
        QVERIFY(result.refused > 40);
    }

    // The reference game's particular cases.
    void severalSeatsActAtOnce() {
        auto state = newMatch(3, 5);
        QCOMPARE(state->awaiting().toVector(), (std::vector<int>{0, 1, 2}));
        for (int s = 0; s < 3; ++s)
            QCOMPARE(int(state->legalActions(s).size()), 13);
        const std::string first = state->legalActions(1).front();
        QVERIFY(state->apply(1, first).ok());
        QVERIFY(state->legalActions(1).empty());
        QCOMPARE(state->awaiting().toVector(), (std::vector<int>{0, 2}));
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

    void privacyCheckerFindsALeak() {
        auto state = newMatch(2, 1);
        QJsonObject observation = goof().observe(*state, 1);
        QVERIFY(test::leakedToken(*state, 1, observation).isEmpty());
        observation["sneaky"] = QString("bid A4");
        QCOMPARE(test::leakedToken(*state, 1, observation), QString("A4"));
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

    // Random play: playRandom performs, unchecked, the move randomLegalAction draws with the same
    // draws, which the text path must accept and which must leave the same state; and the
    // sampler reaches every legal action (drawn often enough at one moment).
    void randomPlayIsLegalAndReachesEveryAction_data() {
        QTest::addColumn<QString>("game");
        for (const GameInfo& game : allGames())
            QTest::newRow(game.id.c_str()) << QString::fromStdString(game.id);
    }

    void randomPlayIsLegalAndReachesEveryAction() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        QString error;
        int full = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            auto setup = makeSetup(info, info.defaultSeats, {}, seed, &error);
            auto state = info.create(*setup);
            Rng rng(seed);
            for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
                const int seat = state->awaiting().front();
                const auto legal = state->legalActions(seat);
                // Every legal action can be drawn: enough draws at a spread of moments.
                if ((step < 12 || step % 25 == 0) && legal.size() <= 200) {
                    std::set<std::string> seen;
                    Rng probe(seed * 1000 + std::uint64_t(step));
                    for (std::size_t k = 0; k < 60 * legal.size() + 100; ++k)
                        seen.insert(state->randomLegalAction(seat, probe));
                    QCOMPARE(seen, std::set<std::string>(legal.begin(), legal.end()));
                    ++full;
                }
                auto checked = state->clone();
                Rng textRng = rng;
                const std::string action = checked->randomLegalAction(seat, textRng);
                QVERIFY2(std::find(legal.begin(), legal.end(), action) != legal.end(),
                         action.c_str());
                QVERIFY(checked->apply(seat, action).ok());
                std::string text;
                QVERIFY(state->playRandom(seat, rng, &text));
                QCOMPARE(text, action);
                QCOMPARE(rng.state(), textRng.state());
                QCOMPARE(saved(info, *state), saved(info, *checked));
            }
        }
        QVERIFY(full > 10);
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
