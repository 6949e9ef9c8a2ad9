// The four-color bots' choices in constructed positions: where the hard bot's own player
// (CarefulFourColorBot) lets go of another card than the normal bot, and why.
#include "fourcolor/fourcolor_bot.h"
#include "fourcolor/fourcolor_game.h"
#include "io/registry.h"

#include <QTest>

using namespace paiju;
using namespace paiju::fourcolor;

namespace {

int type(const char* id) {
    return *fourColorDeck().parseType(id);
}

// A four-seat hand in which seat 0 is to discard, holding `hand` (type ids), with `discarded`
// on the discard pile; the other cards are dealt to the other seats and the stock in index order.
std::unique_ptr<FourColorGame> position(const std::vector<const char*>& hand,
                                        const std::vector<const char*>& discarded) {
    QString error;
    const Setup setup = *makeSetup(*findGame("fourcolor"), 4, {{"hands", "1"}}, 1, &error);
    FourColorGame::Parts p = FourColorGame(setup).parts();
    std::array<int, types> used{};
    auto take = [&](const char* id) {
        const int t = type(id);
        return static_cast<Card>(t * 4 + used[static_cast<std::size_t>(t)]++);
    };
    for (auto& h : p.hands)
        h.clear();
    for (auto& e : p.exposed)
        e.clear();
    p.discardPile.clear();
    for (const char* id : hand)
        p.hands[0].push_back(take(id));
    for (const char* id : discarded)
        p.discardPile.push_back(take(id));
    std::vector<Card> rest;
    for (Card c = 0; c < cardCount; ++c)
        if (c % 4 >= used[static_cast<std::size_t>(typeOfCard(c))])
            rest.push_back(c);
    std::size_t next = 0;
    for (int s = 1; s < 4; ++s)
        for (int k = 0; k < 20 && next < rest.size(); ++k)
            p.hands[static_cast<std::size_t>(s)].push_back(rest[next++]);
    p.stock.assign(rest.begin() + static_cast<std::ptrdiff_t>(next), rest.end());
    for (auto& h : p.hands)
        std::sort(h.begin(), h.end());
    p.phase = Phase::Discard;
    p.turn = 0;
    p.current.reset();
    return std::make_unique<FourColorGame>(std::move(p));
}

std::string careful(const GameState& state) {
    CarefulFourColorBot bot;
    Rng rng(1);
    return bot.choose(state, 0, rng);
}

std::string normal(const GameState& state) {
    FourColorBot bot;
    Rng rng(1);
    return bot.choose(state, 0, rng);
}

} // namespace

class TestFourColorBot : public QObject {
    Q_OBJECT

private slots:
    // Red Chariot and Horse wait for the red Cannon; the green Advisor waits for its pair. Either
    // lone card costs the hand the same (what the rest can make is equal), so the normal bot lets
    // go of the first, the red Chariot. Letting go of the green Advisor leaves one group that
    // does not split, which one card (a red Cannon) mends; the careful bot does that.
    void carefulBotKeepsLeftoversInOneGroup() {
        const auto game =
            position({"RK", "RC", "RH", "GA", "GK", "YC", "YH", "YP", "WA", "WA", "YK"}, {});
        const Counts hand = game->concealedCounts(0);
        const std::array<int, types> seen{};
        const int advisor = type("GA"), chariot = type("RC");
        Counts withoutAdvisor = hand, withoutChariot = hand;
        --withoutAdvisor[static_cast<std::size_t>(advisor)];
        --withoutChariot[static_cast<std::size_t>(chariot)];
        QCOMPARE(handPotential(withoutAdvisor), handPotential(withoutChariot));
        const auto one = CarefulFourColorBot::shape(withoutAdvisor, 0, seen, advisor);
        const auto two = CarefulFourColorBot::shape(withoutChariot, 0, seen, chariot);
        QCOMPARE(one.unsplit, 1);
        QCOMPARE(two.unsplit, 2);
        QCOMPARE(one.mends, 4); // the four red Cannons
        QVERIFY(CarefulFourColorBot::discardScore(hand, advisor, 0, seen) >
                CarefulFourColorBot::discardScore(hand, chariot, 0, seen));
        QCOMPARE(normal(*game), std::string("discard RC"));
        QCOMPARE(careful(*game), std::string("discard GA"));
    }

    // A green and a white Chariot, each alone in its group: to the hand they are alike, and the
    // normal bot lets go of the first, the green one. The other three white Chariots lie on the
    // discard pile, so a white Chariot can help nobody (and no longer the hand either): the
    // careful bot lets go of it.
    void carefulBotLetsGoOfADeadCardFirst() {
        const auto game =
            position({"RK", "GC", "WC", "YC", "YH", "YP", "RA", "RA", "YK"}, {"WC", "WC", "WC"});
        QCOMPARE(normal(*game), std::string("discard GC"));
        QCOMPARE(careful(*game), std::string("discard WC"));
        // With the white Chariots unseen, the two are alike to it too, and it takes the first.
        const auto open = position({"RK", "GC", "WC", "YC", "YH", "YP", "RA", "RA", "YK"}, {});
        QCOMPARE(careful(*open), std::string("discard GC"));
    }

    // Once one group is left, the unseen cards the hand wins on count, when the win reaches the
    // threshold: a Command (2 in hand) and a 4-color soldier meld (5) and two Generals (2) with
    // a red Chariot and Horse waiting for the Cannon (a Field, 1 as the winning meld) make 10.
    void outsCountOnlyWinsAtTheThreshold() {
        Counts held{};
        for (const char* id : {"GK", "GA", "GE", "RS", "GS", "YS", "WS", "YK", "WK", "RC", "RH"})
            ++held[static_cast<std::size_t>(type(id))];
        std::array<int, types> seen{};
        const auto s = CarefulFourColorBot::shape(held, 0, seen, -1);
        QCOMPARE(s.unsplit, 1);
        QCOMPARE(s.outs, 4);
        seen[static_cast<std::size_t>(type("RP"))] = 3;
        QCOMPARE(CarefulFourColorBot::shape(held, 0, seen, -1).outs, 1);
        // Without a General the win would make 9: below the threshold, no outs.
        --held[static_cast<std::size_t>(type("WK"))];
        QCOMPARE(CarefulFourColorBot::shape(held, 0, seen, -1).outs, 0);
    }

    // discardScores works out every discard together, looking up only the group each card
    // leaves: on random hands and sightings it must weigh each as discardScore does alone.
    void everyDiscardIsWeighedAsAlone() {
        Rng rng(5);
        int compared = 0, withOuts = 0;
        for (int i = 0; i < 2000; ++i) {
            Counts held{};
            std::array<int, types> seen{};
            const int size = 2 + int(rng.below(20));
            while (total(held) < size) { // half the hands of melds and a card or two, near a win
                const auto& shapes = shapesContaining(int(rng.below(types)));
                const Meld& m = shapes[rng.below(std::uint32_t(shapes.size()))];
                Counts with = held;
                bool fits = i % 2 == 0 && total(held) + int(m.types.size()) <= size;
                for (int t : m.types)
                    fits = fits && ++with[std::size_t(t)] <= 4;
                if (fits)
                    held = with;
                else if (const int t = int(rng.below(types)); held[std::size_t(t)] < 4)
                    ++held[std::size_t(t)];
            }
            for (int t = 0; t < types; ++t)
                seen[std::size_t(t)] = int(rng.below(5 - held[std::size_t(t)]));
            const int exposedHu = int(rng.below(12));
            const auto scores = CarefulFourColorBot::discardScores(held, exposedHu, seen);
            for (int t = 0; t < types; ++t) {
                if (!held[std::size_t(t)] || t % ranks == K)
                    continue;
                QCOMPARE(scores[std::size_t(t)],
                         CarefulFourColorBot::discardScore(held, t, exposedHu, seen));
                ++compared;
                Counts rest = held;
                --rest[std::size_t(t)];
                withOuts += CarefulFourColorBot::shape(rest, exposedHu, seen, t).outs > 0;
            }
        }
        QVERIFY(compared > 10000);
        QVERIFY(withOuts > 100);
    }
};

QTEST_GUILESS_MAIN(TestFourColorBot)
#include "tst_fourcolor_bot.moc"
