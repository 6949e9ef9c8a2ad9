// Combinations, the Phoenix, bombs and scoring (tichu.md §8, §9, §13, §15), and the move generator
// against a brute-force reading of every subset of small hands.
#include "core/rng.h"
#include "tichu/tichu_combos.h"
#include "tichu/tichu_scoring.h"

#include <QTest>
#include <algorithm>
#include <set>
#include <tuple>

using namespace paiju;
using namespace paiju::tichu;

namespace {

Mask cards(const char* text) {
    Mask m = 0;
    for (auto word : splitWords(text)) {
        const int c = parseCard(word);
        if (c < 0)
            qFatal("bad card %s", std::string(word).c_str());
        m |= bit(c);
    }
    return m;
}

using Key = std::tuple<Mask, int, int, int, int>; // cards, kind, length, rank, phoenixAs
Key keyOf(const Combo& c) {
    return {c.cards, static_cast<int>(c.kind), c.length, c.rank, c.phoenixAs};
}

// §8.2 written out independently of the generator: every reading of exactly these cards.
std::vector<Combo> referenceReadings(Mask x) {
    std::vector<Combo> out;
    const int n = count(x);
    const auto u8 = [](int v) { return static_cast<std::uint8_t>(v); };
    if (n == 1) {
        const int c = std::countr_zero(x);
        if (c == dog)
            out.push_back({x, Kind::Dog, 1, 0, 0});
        else
            out.push_back({x, Kind::Single, 1,
                           u8(c == dragon    ? 30
                              : c == phoenix ? 3
                                             : 2 * rankOf(c)),
                           0});
        return out;
    }
    if (x & (bit(dog) | bit(dragon)))
        return out;
    const bool ph = x & bit(phoenix), mj = x & bit(mahJong);
    const Mask nat = x & naturals;
    if (!ph && !mj) {
        for (int r = lowRank; r <= highRank; ++r)
            if (n == 4 && (nat & rankMask(r)) == nat)
                return {{x, Kind::FourBomb, 4, u8(r), 0}};
        for (int s = 0; s < 4; ++s)
            if (n >= 5 && (nat & suitMask(s)) == nat) {
                const int lo = rankOf(std::countr_zero(nat)),
                          hi = rankOf(63 - std::countl_zero(nat));
                if (hi - lo + 1 == n)
                    return {{x, Kind::StraightFlush, u8(n), u8(hi), 0}};
            }
    }
    const std::vector<int> assignments =
        ph ? std::vector<int>{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14} : std::vector<int>{0};
    for (int a : assignments) {
        std::array<int, 15> cnt{};
        for (Mask m = nat; m; m &= m - 1)
            ++cnt[static_cast<std::size_t>(rankOf(std::countr_zero(m)))];
        if (a)
            ++cnt[static_cast<std::size_t>(a)];
        if (mj)
            ++cnt[1];
        if (*std::max_element(cnt.begin(), cnt.end()) >= 4)
            continue;
        std::vector<int> ranks;
        for (int r = 1; r <= highRank; ++r)
            if (cnt[static_cast<std::size_t>(r)])
                ranks.push_back(r);
        const bool consecutive = ranks.back() - ranks.front() + 1 == static_cast<int>(ranks.size());
        const int top = ranks.back();
        auto all = [&](int k) {
            return std::all_of(ranks.begin(), ranks.end(),
                               [&](int r) { return cnt[static_cast<std::size_t>(r)] == k; });
        };
        if (n == 2 && !mj && ranks.size() == 1)
            out.push_back({x, Kind::Pair, 2, u8(top), u8(a)});
        if (n == 3 && !mj && ranks.size() == 1)
            out.push_back({x, Kind::Triple, 3, u8(top), u8(a)});
        if (n == 5 && !mj && ranks.size() == 2) {
            const int t = cnt[static_cast<std::size_t>(ranks[0])] == 3 ? ranks[0] : ranks[1];
            if (cnt[static_cast<std::size_t>(t)] == 3)
                out.push_back({x, Kind::FullHouse, 5, u8(t), u8(a)});
        }
        if (n >= 4 && n % 2 == 0 && !mj && all(2) && consecutive)
            out.push_back({x, Kind::PairRun, u8(n), u8(top), u8(a)});
        if (n >= 5 && all(1) && consecutive) // a one-suit run without PH/MJ returned above
            out.push_back({x, Kind::Straight, u8(n), u8(top), u8(a)});
    }
    return out;
}

bool referenceBeats(const Combo& c, const Combo& top) {
    auto key = [](const Combo& b) { return std::pair(b.length, b.rank); };
    const bool cb = c.kind == Kind::FourBomb || c.kind == Kind::StraightFlush;
    const bool tb = top.kind == Kind::FourBomb || top.kind == Kind::StraightFlush;
    if (cb)
        return !tb || key(c) > key(top);
    if (tb || c.kind != top.kind || c.length != top.length || c.kind == Kind::Dog)
        return false;
    if (c.cards == bit(phoenix))
        return top.cards != bit(dragon);
    return c.rank > top.rank;
}

std::set<Key> keys(const std::vector<Combo>& combos) {
    std::set<Key> out;
    for (const Combo& c : combos)
        out.insert(keyOf(c));
    return out;
}

Mask randomHand(Rng& rng, int size) {
    std::vector<int> deck(56);
    for (int i = 0; i < 56; ++i)
        deck[static_cast<std::size_t>(i)] = i;
    shuffle(deck, rng);
    Mask m = 0;
    for (int i = 0; i < size; ++i)
        m |= bit(deck[static_cast<std::size_t>(i)]);
    return m;
}

// Hands rich in sets and runs: few ranks, so straights, pairs and bombs are common.
Mask denseHand(Rng& rng, int size) {
    Mask pool = 0;
    const int lo = 2 + static_cast<int>(rng.below(8));
    for (int r = lo; r < lo + 6 && r <= highRank; ++r)
        pool |= rankMask(r);
    pool |= bit(phoenix) | bit(mahJong) | bit(dragon) | bit(dog);
    Mask m = 0;
    auto all = cardsOf(pool);
    shuffle(all, rng);
    for (int i = 0; i < size && i < static_cast<int>(all.size()); ++i)
        m |= bit(all[static_cast<std::size_t>(i)]);
    return m;
}

std::vector<Combo> bruteForceLeads(Mask hand) {
    std::vector<Combo> out;
    const auto list = cardsOf(hand);
    const auto n = static_cast<std::uint32_t>(list.size());
    for (std::uint32_t pick = 1; pick < (1u << n); ++pick) {
        Mask x = 0;
        for (std::uint32_t i = 0; i < n; ++i)
            if (pick >> i & 1u)
                x |= bit(list[i]);
        for (const Combo& c : referenceReadings(x))
            out.push_back(c);
    }
    return out;
}

} // namespace

class TichuCombos : public QObject {
    Q_OBJECT

private slots:
    void deckHasOneHundredPoints() { QCOMPARE(points(fullDeck), 100); }

    void cardIdsFollowTheSpec() {
        QCOMPARE(parseCard("2j"), 0);
        QCOMPARE(parseCard("Aj"), 12);
        QCOMPARE(parseCard("2s"), 13);
        QCOMPARE(parseCard("At"), 51);
        QCOMPARE(parseCard("MJ"), 52);
        QCOMPARE(parseCard("DR"), 55);
        QCOMPARE(parseCard("Tt"), cardAt(3, 10));
        QCOMPARE(parseCard("1j"), -1);
        QCOMPARE(cardsText(cards("DR PH 7s 7j MJ DG")), std::string("DG MJ 7j 7s PH DR"));
    }

    // §8.1 and §9 examples, §19 edge cases 3-7.
    void readingsOfTheSpecExamples_data() {
        QTest::addColumn<QString>("hand");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char* name, const char* hand, QStringList expected) {
            QTest::newRow(name) << QString(hand) << expected;
        };
        row("MJ 2-4 PH is 1-5", "MJ 2s 3p 4j PH", {"straight 5 PH=5"});
        row("PH 2-5 is 2-6", "PH 2s 3p 4j 5t", {"straight 6 PH=6"});
        row("8 8 PH", "8j 8s PH", {"triple 8 PH=8"});
        row("K PH", "Kt PH", {"pair 13 PH=13"});
        row("MJ PH invalid", "MJ PH", {});
        row("MJ 2-5 lowest", "MJ 2j 3s 4p 5t", {"straight 5"});
        row("four of a kind", "7j 7s 7p 7t", {"four of a kind 7"});
        row("777 PH invalid", "7j 7s 7p PH", {});
        row("3333 PH invalid", "3j 3s 3p 3t PH", {});
        row("straight flush", "3j 4j 5j 6j 7j", {"straight flush 7"});
        row("flush with PH is a straight", "3j 4j 5j 6j PH",
            {"straight 6 PH=2", "straight 7 PH=7"});
        row("flush with MJ is a straight", "MJ 2j 3j 4j 5j", {"straight 5"});
        row("AA 99 PH both ways", "Aj As 9p 9t PH", {"full house 9 PH=9", "full house 14 PH=14"});
        row("PH fills a gap", "5j 6s 8p 9t PH", {"straight 9 PH=7"});
        row("PH extends either end", "5j 6s 7p 8t PH", {"straight 8 PH=4", "straight 9 PH=9"});
        row("A high only", "Qj Ks Ap 2t 3j", {});
        row("pairs with PH", "7j 7s 8p PH", {"pairs 8 PH=8"});
        row("pair run needs consecutive", "7j 7s 9p 9t", {});
        row("dragon single only", "DR Aj", {});
        row("dog only alone", "DG", {"dog 0"});
        row("full house 33322", "3j 3s 3p 2t 2j", {"full house 3"});
        row("PH led single", "PH", {"single 3"});
    }
    void readingsOfTheSpecExamples() {
        QFETCH(QString, hand);
        QFETCH(QStringList, expected);
        QStringList got;
        for (const Combo& c : readings(cards(hand.toLatin1().constData())))
            got << QString("%1 %2%3")
                       .arg(kindName(c.kind))
                       .arg(c.rank)
                       .arg(c.phoenixAs ? QString(" PH=%1").arg(c.phoenixAs) : QString());
        got.sort();
        expected.sort();
        QCOMPARE(got, expected);
    }

    // §8.3, §9.1-9.3, §13.2, §19 edge cases 1, 2 and 7.
    void comparisons() {
        auto one = [](const char* text) {
            auto r = readings(cards(text));
            if (r.size() != 1)
                qFatal("%s has %zu readings", text, r.size());
            return r.front();
        };
        const Combo ace = one("Aj"), dragonSingle = one("DR"), two = one("2s");
        const Combo phOnAce{bit(phoenix), Kind::Single, 1, static_cast<std::uint8_t>(ace.rank + 1),
                            0};
        QVERIFY(beats(phOnAce, ace));
        QVERIFY(beats(dragonSingle, phOnAce));
        QVERIFY(!beats(one("As"), phOnAce));
        const Combo phoenixSingle{bit(phoenix), Kind::Single, 1, 31, 0};
        QVERIFY(!beats(phoenixSingle, dragonSingle)); // R9.3
        const Combo ledPhoenix = one("PH");
        QVERIFY(beats(two, ledPhoenix));                                  // R9.2: 2 beats 1½
        QVERIFY(!beats(one("MJ"), ledPhoenix));                           // MJ does not
        QVERIFY(beats(one("9j 9s 9p 2t 2j"), one("8j 8s 8p At Aj")));     // the pair is ignored
        QVERIFY(!beats(one("5j 6s 7p 8t 9j"), one("5s 6j 7t 8p 9s")));    // equal never beats
        QVERIFY(!beats(one("5j 6s 7p 8t 9j Tj"), one("2s 3j 4t 5p 6s"))); // lengths differ
        const Combo four = one("2j 2s 2p 2t"), flush = one("3j 4j 5j 6j 7j"),
                    longFlush = one("2s 3s 4s 5s 6s 7s");
        QVERIFY(beats(four, dragonSingle));
        QVERIFY(beats(flush, one("Aj As Ap At")));
        QVERIFY(beats(longFlush, one("9p Tp Jp Qp Kp")));
        QVERIFY(!beats(one("3t 4t 5t 6t 7t"), flush));
        QVERIFY(!beats(one("Aj"), four));
    }

    // The lead counter's parts hold every lead once: at(i) for every i lists leadCombos.
    void leadCounterListsEveryLeadOnce() {
        Rng rng(20261126);
        for (int round = 0; round < 3000; ++round) {
            const int size = 1 + static_cast<int>(rng.below(14));
            Mask hand = round % 2 ? denseHand(rng, size) : randomHand(rng, size);
            if (round % 3 == 0)
                hand |= bit(phoenix);
            if (round % 5 == 0)
                hand |= bit(mahJong);
            std::vector<Combo> listed;
            leadCombos(hand, listed);
            const LeadCounter counter(hand);
            QCOMPARE(counter.total(), std::uint64_t(listed.size()));
            std::vector<Combo> drawn;
            for (std::uint64_t i = 0; i < counter.total(); ++i)
                drawn.push_back(counter.at(i));
            QCOMPARE(keys(drawn).size(), drawn.size());
            QVERIFY2(keys(drawn) == keys(listed), cardsText(hand).c_str());
        }
    }

    // The beat counter counts what beatingCombos lists, and at(i) is its i-th entry: random play
    // draws a follow by its index in that list.
    void beatCounterIndexesTheBeatingList() {
        Rng rng(20261127);
        int nonEmpty = 0;
        for (int round = 0; round < 1500; ++round) {
            const int size = 1 + static_cast<int>(rng.below(14));
            Mask hand = round % 2 ? denseHand(rng, size) : randomHand(rng, size);
            if (round % 3 == 0)
                hand |= bit(phoenix);
            if (round % 5 == 0)
                hand |= bit(mahJong);
            std::vector<Combo> tops;
            leadCombos(denseHand(rng, 10) & ~hand, tops);
            tops.push_back({bit(phoenix), Kind::Single, 1, 9, 0}); // the Phoenix on a 4
            tops.push_back({bit(dragon), Kind::Single, 1, 30, 0});
            for (const Combo& top : tops) {
                std::vector<Combo> listed;
                beatingCombos(hand, top, listed);
                const BeatCounter counter(hand, top);
                QCOMPARE(counter.total(), std::uint64_t(listed.size()));
                for (std::size_t i = 0; i < listed.size(); ++i)
                    QVERIFY2(counter.at(i) == listed[i],
                             (cardsText(hand) + " on " + comboText(top)).c_str());
                nonEmpty += listed.empty() ? 0 : 1;
            }
        }
        QVERIFY(nonEmpty > 5000);
    }

    // The order of the lists is part of the game's record: legal actions are shown in it and
    // random play draws a follow by its index. A checksum of the leads and follows of many hands,
    // as the recursive search listed them.
    void listsKeepTheirOrder() {
        Rng rng(20261128);
        std::uint64_t sum = 1469598103934665603ull;
        auto mix = [&](const std::vector<Combo>& list) {
            for (const Combo& c : list)
                for (std::uint64_t v :
                     {c.cards, std::uint64_t(c.kind) << 24 | std::uint64_t(c.length) << 16 |
                                   std::uint64_t(c.rank) << 8 | c.phoenixAs}) {
                    sum ^= v;
                    sum *= 1099511628211ull;
                }
        };
        for (int round = 0; round < 600; ++round) {
            const int size = 1 + static_cast<int>(rng.below(14));
            Mask hand = round % 2 ? denseHand(rng, size) : randomHand(rng, size);
            if (round % 3 == 0)
                hand |= bit(phoenix);
            if (round % 5 == 0)
                hand |= bit(mahJong);
            std::vector<Combo> leads;
            leadCombos(hand, leads);
            mix(leads);
            std::vector<Combo> tops;
            leadCombos(denseHand(rng, 9) & ~hand, tops);
            for (std::size_t k = 0; k < tops.size(); k += 5) {
                std::vector<Combo> beating;
                beatingCombos(hand, tops[k], beating);
                mix(beating);
            }
        }
        QCOMPARE(sum, 0x98b9ccdf4c8bf43eull);
    }

    void generatorMatchesBruteForce() {
        Rng rng(20261122);
        int compared = 0;
        for (int round = 0; round < 600; ++round) {
            const Mask hand = round % 2 ? denseHand(rng, 5 + static_cast<int>(rng.below(6)))
                                        : randomHand(rng, 5 + static_cast<int>(rng.below(6)));
            const auto reference = bruteForceLeads(hand);
            std::vector<Combo> generated;
            leadCombos(hand, generated);
            QCOMPARE(generated.size(), keys(generated).size()); // each reading once
            QVERIFY2(keys(generated) == keys(reference), cardsText(hand).c_str());
            // Following: every top the reference can form from another random hand.
            const Mask other = denseHand(rng, 7) & ~hand;
            for (const Combo& top : bruteForceLeads(other)) {
                if (top.kind == Kind::Dog || rng.below(8) != 0)
                    continue;
                std::set<Key> want;
                for (Combo c : reference) {
                    if (c.kind == Kind::Dog)
                        continue;
                    if (c.cards == bit(phoenix)) {
                        if (top.cards == bit(dragon) || top.kind != Kind::Single)
                            continue;
                        c.rank = static_cast<std::uint8_t>(top.rank + 1);
                    }
                    if (referenceBeats(c, top))
                        want.insert(keyOf(c));
                }
                std::vector<Combo> beating;
                beatingCombos(hand, top, beating);
                QVERIFY2(keys(beating) == want,
                         (cardsText(hand) + " on " + comboText(top)).c_str());
                ++compared;
            }
        }
        QVERIFY(compared > 500);
    }

    // §15.5, examples 1-4: piles made of cards worth the example's points.
    void workedScoringExamples() {
        const std::array<Call, 4> none{};
        {
            std::array<Mask, 4> hands{0, cards("DR 5p 9j"), 0, 0};
            std::array<Mask, 4> won{cards("5j Tj"), cards("5s Ts Kt"), cards("Kj Ks Tp 5t"),
                                    cards("PH Kp Tt")};
            // The rest of the deck sits in piles without points; only points matter here.
            auto calls = none;
            calls[3] = Call::Tichu;
            const auto s = scoreRound({3, 0, 2}, hands, won, calls);
            QCOMPARE(s.teams[0], 80);
            QCOMPARE(s.teams[1], 120);
        }
        {
            auto calls = none;
            calls[1] = Call::Tichu;
            calls[0] = Call::Grand;
            const auto s = scoreRound({1, 3}, {}, {}, calls);
            QCOMPARE(s.teams[1], 300);
            QCOMPARE(s.teams[0], -200);
        }
        {
            std::array<Mask, 4> hands{0, 0, 0, cards("Kp")};
            std::array<Mask, 4> won{cards("Kj Ks Tp"), cards("Kt Tj"), cards("Tt"),
                                    cards("Ts 5j 5s 5p 5t")};
            auto calls = none;
            calls[0] = Call::Tichu;
            const auto s = scoreRound({2, 1, 0}, hands, won, calls);
            QCOMPARE(s.teams[0], -20);
            QCOMPARE(s.teams[1], 20);
        }
        {
            std::array<Mask, 4> hands{0, 0, cards("PH"), 0};
            std::array<Mask, 4> won{cards("Kj Tj"), cards("Ks Ts Tp 5j"), cards("DR 5s 5p 5t"),
                                    cards("Kp Kt Tt")};
            const auto s = scoreRound({0, 1, 3}, hands, won, none);
            QCOMPARE(s.teams[0], 60);
            QCOMPARE(s.teams[1], 40);
        }
    }
};

QTEST_APPLESS_MAIN(TichuCombos)
#include "tst_tichu_combos.moc"
