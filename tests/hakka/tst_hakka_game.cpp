// The Hakka state machine: deal, bidding, tricks, declaration and settlement over whole matches,
// checked after every action against the rules' invariants and a brute-force move generator.
#include "core/autoplay.h"
#include "hakka/hakka_game.h"
#include "io/registry.h"
#include "support/invariants.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <set>

using namespace paiju;
using namespace paiju::hakka;

namespace {

const GameInfo& info() {
    return *findGame("hakka");
}

std::unique_ptr<HakkaGame> newMatch(std::uint64_t seed, int rounds = 1) {
    QString error;
    auto setup = makeSetup(info(), 4, {{"rounds", std::to_string(rounds)}}, seed, &error);
    return std::unique_ptr<HakkaGame>(static_cast<HakkaGame*>(info().create(*setup).release()));
}

// Every group of the hand the rules allow, by brute force over all subsets (§6.3).
std::vector<Mask> bruteFollow(Mask hand, Mask current) {
    std::vector<Mask> plays;
    const auto cards = cardsOf(hand);
    const int n = static_cast<int>(cards.size());
    for (std::uint32_t pick = 1; pick < (1u << n); ++pick) {
        Mask m = 0;
        for (int i = 0; i < n; ++i)
            if (pick & (1u << i))
                m |= bit(cards[static_cast<std::size_t>(i)]);
        if (beats(m, current))
            plays.push_back(m);
    }
    std::sort(plays.begin(), plays.end());
    return plays;
}

} // namespace

class TestHakkaGame : public QObject {
    Q_OBJECT
private slots:
    void firstDealOfSeedOneIsPinned() {
        auto game = newMatch(1);
        const auto& p = game->parts();
        QCOMPARE(p.dealer, 2);
        QStringList hands;
        for (Mask m : p.hands)
            hands << QString::fromStdString(hakkaDeck().format(cardsOf(m)));
        QCOMPARE(hands, QStringList({"Z5", "S2 S7 S8 G1 G3 G8 Z2 Z4 Z6 X3 X5 X8",
                                     "S1 S3 G5 G7 G9 Z1 Z7 X2 X4 X7 X9 Y1",
                                     "S4 S5 S6 S9 G2 G4 G6 Z3 Z8 Z9 X1 X6"}));
    }

    void dealGivesTwelveAndOneToTheDummy() {
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            auto game = newMatch(seed);
            const auto& p = game->parts();
            Mask all = 0;
            for (int s = 0; s < 4; ++s) {
                QCOMPARE(count(p.hands[std::size_t(s)]), s == game->dummy() ? 1 : 12);
                all |= p.hands[std::size_t(s)];
            }
            QCOMPARE(all, allCards);
            QCOMPARE(game->awaiting().toVector(), std::vector<int>{p.dealer});
            QCOMPARE(game->legalActions(p.dealer), (std::vector<std::string>{"call", "pass"}));
        }
    }

    void allPassIsVoidAndRedealtBySameDealer() {
        auto game = newMatch(3);
        const int dealer = game->parts().dealer;
        const Mask before = game->parts().hands[std::size_t(dealer)];
        QVERIFY(game->apply(dealer, "pass").ok());
        QVERIFY(game->apply((dealer + 1) % 4, "pass").ok());
        QVERIFY(!game->apply((dealer + 2) % 4, "pass").ok()); // the dummy is never asked
        QVERIFY(game->apply((dealer + 3) % 4, "pass").ok());
        QCOMPARE(game->parts().dealer, dealer);
        QCOMPARE(game->parts().passCount, 0);
        QCOMPARE(game->parts().handNumber, 1);
        QCOMPARE(game->phase(), std::string("bidding"));
        QVERIFY(game->parts().hands[std::size_t(dealer)] != before);
        QVERIFY(std::any_of(game->events().begin(), game->events().end(),
                            [](const Event& e) { return e.type == "void"; }));
    }

    void callerBecomesPrivilegedAndDealerLeads() {
        auto game = newMatch(4);
        const int d = game->parts().dealer;
        QVERIFY(game->apply(d, "pass").ok());
        QVERIFY(game->apply((d + 1) % 4, "call").ok());
        if (game->parts().handNumber != 1)
            QSKIP("seed 4 deals Five Tigers");
        QCOMPARE(game->parts().privileged, (d + 1) % 4);
        QCOMPARE(game->phase(), std::string("lead"));
        QCOMPARE(game->awaiting().toVector(), std::vector<int>{d}); // D7
    }

    void generatorMatchesBruteForce() {
        int followsChecked = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            auto game = newMatch(seed);
            RandomBot bot;
            std::vector<Bot*> bots(4, &bot);
            Rng rng(seed);
            autoplay(*game, bots, rng, 100000, [&](int, const std::string&) {
                const auto& p = game->parts();
                if (p.phase != Phase::Follow)
                    return;
                const Mask hand = p.hands[std::size_t(p.turn)];
                auto generated = beatingPlays(hand, p.current);
                std::sort(generated.begin(), generated.end());
                QCOMPARE(generated, bruteFollow(hand, p.current));
                const auto moves = game->legalMoves(p.turn);
                if (generated.empty())
                    QCOMPARE(int(moves.size()), int(discardChoices(hand, count(p.current)).size()));
                ++followsChecked;
            });
        }
        QVERIFY(followsChecked > 1000);
    }

    // randomMove draws without the list of moves, yet must draw what legalMoves(seat) indexed by
    // the same draw gives, in every phase (bidding, leads with and without a declaration, follows
    // and discards), and consume the generator the same way.
    void randomMoveDrawsAsTheListWould() {
        std::set<Phase> phases;
        int drawn = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = newMatch(seed);
            Rng rng(seed);
            for (int step = 0; step < 2000 && !game->isTerminal(); ++step) {
                const int seat = game->parts().turn;
                const auto moves = game->legalMoves(seat);
                Rng listRng = rng;
                const Move expected = moves[listRng.below(std::uint32_t(moves.size()))];
                const auto move = game->randomMove(seat, rng);
                QVERIFY(move);
                QVERIFY(*move == expected);
                QCOMPARE(rng.state(), listRng.state());
                QVERIFY(!game->randomMove((seat + 1) % 4, rng)); // not this seat's turn
                phases.insert(game->parts().phase);
                QVERIFY(game->play(seat, *move).ok());
                ++drawn;
            }
        }
        QCOMPARE(phases.size(), std::size_t(3));
        QVERIFY(drawn > 1000);
    }

    // After every action of many seeded matches: the 37 cards are all in one place each, every
    // legal action is accepted, observations hide what they must, and each hand pays zero-sum.
    void invariantsHoldThroughManyMatches() {
        const int matches = 600;
        for (std::uint64_t seed = 1; seed <= std::uint64_t(matches); ++seed) {
            const bool checkObservations = seed % 4 == 0; // JSON observations are the slow part
            auto game = newMatch(seed);
            RandomBot random;
            auto basic = info().basicBot();
            std::vector<Bot*> bots = {seed % 2 ? basic.get() : &random, &random, basic.get(),
                                      &random};
            Rng rng(seed);
            QString problem;
            int handsPlayedOut = 0;
            const AutoplayResult result =
                autoplay(*game, bots, rng, 100000, [&](int, const std::string&) {
                    if (!problem.isEmpty())
                        return;
                    const auto& p = game->parts();
                    problem = test::gameInvariantProblem(*game);
                    for (int viewer = 0; checkObservations && viewer < 4 && problem.isEmpty();
                         ++viewer) {
                        const QJsonObject obs = info().observe(*game, viewer);
                        // The stars a seat sees on its hand are the brute-force elders (§7).
                        Mask shownElders = 0;
                        const QJsonObject own = obs.value("seats").toArray()[viewer].toObject();
                        for (const QJsonValue& v : own.value("elders").toArray())
                            shownElders |= bit(*hakkaDeck().parseType(v.toString().toStdString()));
                        Mask brute = 0;
                        for (Card c : cardsOf(p.hands[std::size_t(viewer)]))
                            if (isElder(c, p.faceUp))
                                brute |= bit(c);
                        if (shownElders != brute)
                            problem = "elders differ from brute force";
                    }
                    // §14.8: only the winner of the trick just played may declare.
                    if (p.mayDeclare) {
                        const auto& log = game->events();
                        auto trick = std::find_if(log.rbegin(), log.rend(),
                                                  [](const Event& e) { return e.type == "trick"; });
                        if (trick == log.rend() || trick->seat != p.turn || !game->eligible(p.turn))
                            problem = QString("declare offered to seat %1; last trick won by %2")
                                          .arg(p.turn)
                                          .arg(trick == log.rend() ? -1 : trick->seat);
                    }
                });
            QVERIFY2(result.error.empty(), result.error.c_str());
            QVERIFY2(problem.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(problem)));
            int wonHu = 0;
            for (const Event& e : game->events()) {
                if (e.type == "trick")
                    wonHu += e.values[0];
                if (e.type == "hand-end") {
                    QCOMPARE(e.values[0] + e.values[1] + e.values[2] + e.values[3], 0);
                    wonHu = 0;
                }
                if (e.type == "no-winner") {
                    QCOMPARE(wonHu, 12); // played out: 12 hu in all
                    ++handsPlayedOut;
                }
            }
            int total = 0;
            for (int v : game->scores())
                total += v;
            QCOMPARE(total, 0);
            Q_UNUSED(handsPlayedOut);
        }
    }

    // At match-over the view names the dealer and dummy of the last hand, as its deal event did,
    // not the seats of a next deal that never comes.
    void matchOverShowsTheLastHandsSeats() {
        RandomBot random;
        std::vector<Bot*> bots(4, &random);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            auto g = newMatch(seed);
            Rng rng{seed};
            QVERIFY(autoplay(*g, bots, rng).error.empty());
            QCOMPARE(g->parts().phase, Phase::Over);
            const Event* deal = nullptr;
            for (const Event& e : g->events())
                if (e.type == "deal")
                    deal = &e;
            QVERIFY(deal && deal->values.size() == 2);
            for (int viewer = -1; viewer < 4; ++viewer) {
                const QJsonObject view = info().observe(*g, viewer);
                QCOMPARE(view["phase"].toString(), QString("match-over"));
                QCOMPARE(view["dealer"].toInt(), deal->seat);
                QCOMPARE(view["dummy"].toInt(), deal->values[1]);
            }
        }
    }

    void basicBotBeatsRandom() {
        const auto basic = info().basicBot();
        RandomBot random;
        long long basicTotal = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            auto game = newMatch(seed);
            const int seat = int(seed % 4);
            std::vector<Bot*> bots(4, &random);
            bots[std::size_t(seat)] = basic.get();
            Rng rng(seed);
            autoplay(*game, bots, rng);
            basicTotal += game->scores()[std::size_t(seat)];
        }
        QVERIFY2(basicTotal > 0, qPrintable(QString::number(basicTotal)));
    }
};

QTEST_APPLESS_MAIN(TestHakkaGame)
#include "tst_hakka_game.moc"
