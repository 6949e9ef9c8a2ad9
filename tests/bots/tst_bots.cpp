// The bot levels: every game offers random, easy, normal (basic) and hard; the hard bot's sampler
// keeps what a seat sees and deals only what it cannot know; the hard bot decides the same way
// whatever the hidden cards; and a few matches show the levels in order where that is reliable.
#include "core/autoplay.h"
#include "core/search_bot.h"
#include "fourcolor/fourcolor_game.h"
#include "fourcolor/fourcolor_sampler.h"
#include "io/registry.h"
#include "io/replay.h"
#include "support/decision_points.h"
#include "zipai/zipai_game.h"
#include "zipai/zipai_sampler.h"

#include <QJsonDocument>
#include <QTest>
#include <cmath>

using namespace paiju;

namespace {

QByteArray bytes(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Options that make a match one short hand or round, for tests that play whole matches.
std::map<std::string, std::string> shortMatch(const std::string& game) {
    if (game == "tichu")
        return {{"rounds", "1"}};
    if (game == "hakka")
        return {{"rounds", "1"}};
    return {{"hands", "1"}};
}

std::unique_ptr<GameState> newMatch(const GameInfo& game, std::uint64_t seed,
                                    const std::map<std::string, std::string>& options = {}) {
    return game.create(*makeSetup(game, game.defaultSeats, options, seed, nullptr));
}

// States met in normal play, each with a seat the game waits for: a few per match, spread over
// the hand, from several seeds.
std::vector<std::pair<std::unique_ptr<GameState>, int>> decisionPoints(const GameInfo& game) {
    return test::decisionPoints(game, 3, 23, false);
}

} // namespace

class TestBots : public QObject {
    Q_OBJECT

private slots:
    void everyGameHasEveryLevel() {
        for (const GameInfo& game : allGames()) {
            if (!game.listed)
                continue;
            for (const auto& kind : botLevels())
                QVERIFY2(makeBot(game, kind) != nullptr, (game.id + " " + kind).c_str());
            QVERIFY(makeBot(game, "basic") != nullptr); // the old name of normal
            QVERIFY(makeBot(game, "expert") == nullptr);
        }
    }

    // A saved local game names each seat's level; "bot" stays the normal level of older files.
    void savedGamesKeepTheLevels() {
        QCOMPARE(botKindOfSeat("bot"), std::string("normal"));
        QCOMPARE(botKindOfSeat("easy"), std::string("easy"));
        QCOMPARE(botKindOfSeat("hard"), std::string("hard"));
        QCOMPARE(botKindOfSeat("human"), std::string());
        Replay saved;
        saved.game = "tichu";
        saved.seed = 3;
        saved.seatNames = {"A", "B", "C", "D"};
        saved.players = {"human", "easy", "bot", "hard"};
        QString error;
        const auto back = Replay::parse(QJsonDocument(saved.toJson()).toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->players, saved.players);
        saved.players[1] = "expert";
        QVERIFY(!Replay::parse(QJsonDocument(saved.toJson()).toJson(), &error));
    }

    void unknownCardsTakeOneCopyPerKnownCard() {
        const Deck& deck = zipaiDeck();
        const auto pool = unknownCards(deck, {deck.card(0, 1), deck.card(3, 0)});
        QCOMPARE(int(pool.size()), deck.size() - 2);
        QVERIFY(std::find(pool.begin(), pool.end(), deck.card(0, 1)) == pool.end());
        QVERIFY(std::is_sorted(pool.begin(), pool.end()));
    }

    // A sample looks the same as the true state from the sampling seat, and plays on to the end.
    void samplesKeepWhatTheSeatSees_data() {
        QTest::addColumn<QString>("game");
        for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"})
            QTest::newRow(id) << QString(id);
    }
    void samplesKeepWhatTheSeatSees() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto points = decisionPoints(info);
        QVERIFY(points.size() >= 6);
        const auto normal = makeBot(info, "normal");
        int differs = 0;
        for (const auto& [state, seat] : points) {
            Rng rng(11);
            const auto sample = info.sampler(*state, seat, rng);
            QCOMPARE(bytes(info.observe(*sample, seat)), bytes(info.observe(*state, seat)));
            QCOMPARE(sample->legalActions(seat), state->legalActions(seat));
            auto known = sample->knownCards(seat), truth = state->knownCards(seat);
            std::sort(known.begin(), known.end());
            std::sort(truth.begin(), truth.end());
            QCOMPARE(known, truth);
            differs += bytes(info.save(*sample)) != bytes(info.save(*state));
            // The sample is a whole, consistent match: bots play it to its end.
            auto rest = sample->clone();
            std::vector<Bot*> bots(std::size_t(rest->seatCount()), normal.get());
            const auto result = autoplay(*rest, bots, rng, 200'000);
            QVERIFY2(result.error.empty(), result.error.c_str());
        }
        QVERIFY(differs > 0); // it does deal the hidden cards anew
    }

    // Full states whose hidden cards differ but that look the same from a seat give the same
    // sample, and the hard bot the same action, for the same seed.
    void hardBotSeesOnlyItsSeat_data() { samplesKeepWhatTheSeatSees_data(); }
    void hardBotSeesOnlyItsSeat() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        SearchSettings untimed;
        untimed.budgetMs = 0;
        untimed.samples = 2;
        const auto hard = makeBot(info, "hard", untimed);
        int compared = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            Rng other(99);
            const auto twin = info.sampler(*state, seat, other); // other hidden cards
            QCOMPARE(bytes(info.observe(*twin, seat)), bytes(info.observe(*state, seat)));
            Rng a(5), b(5);
            const auto sa = info.sampler(*state, seat, a), sb = info.sampler(*twin, seat, b);
            for (int s = -1; s < state->seatCount(); ++s)
                QCOMPARE(bytes(info.observe(*sa, s)), bytes(info.observe(*sb, s)));
            Rng ra(7), rb(7);
            QCOMPARE(hard->choose(*twin, seat, rb), hard->choose(*state, seat, ra));
            ++compared;
        }
        QVERIFY(compared >= 6);
    }

    // Short matches at a tiny budget: every level finishes its matches, and normal beats random
    // clearly (the order of the other levels needs the arena's thousands of matches).
    // zipai: what forced actions prove holds of the true hands at every decision met in play (the
    // inference is sound), and every sample keeps to it.
    void zipaiSamplesKeepWhatForcedActionsProve() {
        const GameInfo& info = *findGame("zipai");
        int capped = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            const auto& truth = static_cast<const zipai::ZipaiGame&>(*state).parts();
            const int n = state->seatCount();
            const auto caps = zipai::handCaps(eventsVisibleTo(truth.events, seat), n,
                                              truth.card >= 0 && truth.phase == zipai::Phase::Hu);
            auto within = [&](const zipai::ZipaiGame::Parts& p, const char* what) {
                for (int s = 0; s < n; ++s)
                    for (int id = 0; id < zipai::identities; ++id) {
                        const auto held = p.seats[std::size_t(s)].hand[std::size_t(id)];
                        const auto cap = caps[std::size_t(s)][std::size_t(id)];
                        QVERIFY2(held <= cap, qPrintable(QStringLiteral("%1: seat %2 holds %3 of "
                                                                        "identity %4, at most %5")
                                                             .arg(what)
                                                             .arg(s)
                                                             .arg(held)
                                                             .arg(id)
                                                             .arg(cap)));
                    }
            };
            within(truth, "the true state");
            for (const auto& cap : caps)
                capped += int(std::count_if(cap.begin(), cap.end(), [](auto c) { return c < 3; }));
            for (std::uint64_t k = 0; k < 8; ++k) {
                Rng rng(k);
                const auto sample = info.sampler(*state, seat, rng);
                within(static_cast<const zipai::ZipaiGame&>(*sample).parts(), "a sample");
            }
        }
        QVERIFY(capped > 20); // the events do prove something
    }

    // handWon (what the hard bot's win bonus counts) gives a hand's winner 1 and every other
    // seat minus a third of it, splits a tie, and counts nothing for a hand nobody won; the
    // seats' values add up to nothing.
    void handWonCountsTheHandsWinners() {
        const GameInfo& info = *findGame("hakka");
        const auto normal = makeBot(info, "normal");
        int won = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            auto state = newMatch(info, seed, shortMatch("hakka"));
            std::vector<Bot*> bots(4, normal.get());
            Rng rng(seed);
            QVERIFY(autoplay(*state, bots, rng, 200'000).error.empty());
            const auto& history = state->ledger().history();
            for (int h = 0; h < int(history.size()); ++h) {
                const auto& deltas = history[std::size_t(h)].deltas;
                const int top = *std::max_element(deltas.begin(), deltas.end());
                const auto tied = std::count(deltas.begin(), deltas.end(), top);
                double sum = 0;
                for (int s = 0; s < 4; ++s) {
                    const double value = handWon(*state, s, h);
                    sum += value;
                    const double share = top > 0 && deltas[std::size_t(s)] == top ? 1.0 / tied : 0;
                    QCOMPARE(value, top > 0 ? share - (1 - share) / 3 : 0.0);
                }
                QVERIFY(std::abs(sum) < 1e-9);
                won += top > 0;
            }
            QCOMPARE(handWon(*state, 0, int(history.size())), 0.0); // not played
        }
        QVERIFY(won > 10);
    }

    // four-color: a seat seldom still holds a type it discarded this hand (it keeps pairs and
    // melds), far less often than a uniform deal would give it one; the sampler's hands lean the
    // same way as the true ones.
    void fourColorSamplesLeanAwayFromDiscardedTypes() {
        const GameInfo& info = *findGame("fourcolor");
        double truth = 0, uniform = 0, sampled = 0;
        constexpr int draws = 8;
        for (const auto& [state, seat] : decisionPoints(info)) {
            const auto& p = static_cast<const fourcolor::FourColorGame&>(*state).parts();
            const auto discarded =
                fourcolor::discardedTypes(eventsVisibleTo(p.events, seat), p.seats);
            const auto pool = unknownCards(*info.deck, state->knownCards(seat));
            auto held = [&](const fourcolor::FourColorGame::Parts& q) {
                int n = 0;
                for (int s = 0; s < q.seats; ++s)
                    if (s != seat)
                        for (Card c : q.hands[std::size_t(s)])
                            n += int(discarded[std::size_t(s)] >> fourcolor::typeOfCard(c) & 1u);
                return n;
            };
            truth += held(p);
            for (int s = 0; s < p.seats; ++s) {
                if (s == seat)
                    continue;
                int copies = 0;
                for (Card c : pool)
                    copies += int(discarded[std::size_t(s)] >> fourcolor::typeOfCard(c) & 1u);
                uniform += double(p.hands[std::size_t(s)].size()) * copies / double(pool.size());
            }
            for (std::uint64_t k = 0; k < draws; ++k) {
                Rng rng(k);
                const auto sample = info.sampler(*state, seat, rng);
                sampled += held(static_cast<const fourcolor::FourColorGame&>(*sample).parts()) /
                           double(draws);
            }
        }
        qInfo("held of a discarded type: true %.1f, uniform %.1f, sampled %.1f", truth, uniform,
              sampled);
        QVERIFY(uniform > 4);
        QVERIFY(truth < uniform / 2);
        QVERIFY(sampled < uniform / 2);
    }

    // The hard bot scores a hand that ends the match by the seat's share of first place, as the
    // arena counts it: the shares of a finished match add up to one, the seats ahead split it.
    void matchShareCountsFirstPlace_data() { samplesKeepWhatTheSeatSees_data(); }
    void matchShareCountsFirstPlace() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto normal = makeBot(info, "normal");
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            auto state = newMatch(info, seed, shortMatch(info.id));
            std::vector<Bot*> bots(std::size_t(state->seatCount()), normal.get());
            Rng rng(seed);
            QVERIFY(autoplay(*state, bots, rng, 200'000).error.empty());
            const auto scores = state->scores();
            const int best = *std::max_element(scores.begin(), scores.end());
            const auto ahead = std::count(scores.begin(), scores.end(), best);
            double sum = 0;
            for (int s = 0; s < state->seatCount(); ++s) {
                const double share = matchShare(*state, s);
                QCOMPARE(share, scores[std::size_t(s)] == best ? 1.0 / double(ahead) : 0.0);
                sum += share;
            }
            QCOMPARE(sum, 1.0);
        }
    }

    void levelsPlayShortMatches_data() { samplesKeepWhatTheSeatSees_data(); }
    void levelsPlayShortMatches() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        SearchSettings tiny;
        tiny.budgetMs = 0;
        tiny.samples = 1;
        tiny.maxCandidates = 4;
        const auto hard = makeBot(info, "hard", tiny), normal = makeBot(info, "normal"),
                   easy = makeBot(info, "easy"), random = makeBot(info, "random");
        long normalPoints = 0, randomPoints = 0;
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            auto state = newMatch(info, seed, shortMatch(info.id));
            std::vector<Bot*> bots{hard.get(), normal.get(), easy.get(), random.get()};
            bots.resize(std::size_t(state->seatCount()));
            Rng rng(seed);
            const auto result = autoplay(*state, bots, rng, 200'000);
            QVERIFY2(result.error.empty(), result.error.c_str());
        }
        const int seats = info.defaultSeats;
        for (std::uint64_t seed = 1; seed <= 24; ++seed) {
            auto state = newMatch(info, seed, shortMatch(info.id));
            // Normal in one seat (rotated; in Tichu a team), random in the others.
            const int at = int(seed % std::uint64_t(seats));
            std::vector<Bot*> bots(std::size_t(seats), random.get());
            bots[std::size_t(at)] = normal.get();
            if (info.id == "tichu")
                bots[std::size_t((at + 2) % seats)] = normal.get();
            Rng rng(seed);
            QVERIFY(autoplay(*state, bots, rng, 200'000).error.empty());
            const auto scores = state->scores();
            normalPoints += scores[std::size_t(at)];
            randomPoints += scores[std::size_t((at + 1) % seats)];
        }
        QVERIFY2(normalPoints > randomPoints,
                 (std::to_string(normalPoints) + " vs " + std::to_string(randomPoints)).c_str());
    }
};

QTEST_GUILESS_MAIN(TestBots)
#include "tst_bots.moc"
