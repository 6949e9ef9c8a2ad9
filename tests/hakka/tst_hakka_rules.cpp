// Hakka rules that do not depend on the turn (rules §7, §8, §10), including the worked examples.
#include "core/rng.h"
#include "hakka/hakka_rules.h"

#include <QTest>
#include <algorithm>

using namespace paiju;
using namespace paiju::hakka;

namespace {

Mask cards(const char* text) {
    Mask m = 0;
    const auto types = hakkaDeck().parseTypes(text);
    for (int type : types.value())
        m |= bit(type);
    return m;
}

int card(const char* token) {
    return *hakkaDeck().parseType(token);
}

} // namespace

class TestHakkaRules : public QObject {
    Q_OBJECT
private slots:
    void classifyGroups() {
        QCOMPARE(int(classify(cards("G5")).kind), int(Kind::Single));
        QCOMPARE(int(classify(cards("G3 G4 G5")).kind), int(Kind::Run));
        QCOMPARE(classify(cards("S1 S2 S3 S4 S5 S6 S7 S8 S9")).size, 9);
        QCOMPARE(int(classify(cards("S7 G7 Z7")).kind), int(Kind::Set));
        QCOMPARE(int(classify(cards("S7 G7 Z7 X7")).kind), int(Kind::Set));
        QCOMPARE(int(classify(cards("S1 G1 Z1")).kind), int(Kind::Set));
        // Not plays: pairs, gaps, mixed groups, 云线 in any group (D9), wrap-around.
        for (const char* bad : {"S3 S4", "S3 G3", "S3 S5 S6", "S1 G1 Y1", "Z1 Z2 Y1", "S8 S9 S1",
                                "S7 G7 Z8", "G3 G4 Z5"})
            QCOMPARE(int(classify(cards(bad)).kind), int(Kind::Invalid));
    }

    void singles() {
        QVERIFY(beats(cards("Z7"), cards("Z4")));
        QVERIFY(!beats(cards("Z4"), cards("Z7")));
        QVERIFY(!beats(cards("S9"), cards("Z4"))); // same suit only (D12)
        QVERIFY(!beats(cards("S9"), cards("S1"))); // 一十 led is never beaten
        QVERIFY(!beats(cards("X9"), cards("X1"))); // 一线
        QVERIFY(!beats(cards("S9"), cards("Y1"))); // 云线
        QVERIFY(!beats(cards("Y1"), cards("G1"))); // 云线 never beats
        QVERIFY(beats(cards("G2"), cards("G1")));  // 一贯 is an ordinary single
    }

    void runsCompareSuitFirst() {
        QVERIFY(beats(cards("S1 S2 S3"), cards("G7 G8 G9"))); // D10
        QVERIFY(beats(cards("G4 G5 G6"), cards("G3 G4 G5")));
        QVERIFY(!beats(cards("Z7 Z8 Z9"), cards("G1 G2 G3")));
        QVERIFY(!beats(cards("S1 S2 S3 S4"), cards("X1 X2 X3"))); // lengths differ
    }

    void setsRankOneBetweenEightAndNine() {
        QVERIFY(beats(cards("S1 G1 Z1"), cards("S8 G8 Z8")));
        QVERIFY(!beats(cards("S8 G8 X8"), cards("S1 G1 Z1")));
        QVERIFY(beats(cards("S9 G9 X9"), cards("S1 G1 Z1")));
        QVERIFY(beats(cards("S3 G3 Z3"), cards("S2 G2 X2")));
        QVERIFY(!beats(cards("S9 G9 Z9"), cards("S2 G2 X2 Z2"))); // sizes differ
        QVERIFY(!beats(cards("S9 G9 Z9"), cards("G3 G4 G5")));    // types differ
    }

    void eldersFollowTheFaceUpCards() {
        QCOMPARE(elderMask(0), cards("S9 G9 Z9 X9 S1 X1 Y1"));
        QVERIFY(isElder(card("S8"), cards("S9")));
        QVERIFY(!isElder(card("S7"), cards("S9")));
        QVERIFY(isElder(card("S7"), cards("S9 S8")));
        QVERIFY(!isElder(card("G1"), cards("G3 G4 G5 G6 G7 G8 G9")));
        QVERIFY(isElder(card("G1"), cards("G2 G3 G4 G5 G6 G7 G8 G9")));
        Rng rng(5);
        for (int i = 0; i < 5000; ++i) {
            const Mask faceUp = rng.next() & allCards;
            Mask brute = 0;
            for (int c = 0; c < cardCount; ++c)
                if (isElder(c, faceUp))
                    brute |= bit(c);
            QCOMPARE(elderMask(faceUp), brute);
        }
    }

    void singleLeadRule() {
        auto singles = [](Mask hand, Mask faceUp, bool privileged) {
            Mask out = 0;
            for (Mask m : legalLeads(hand, faceUp, privileged))
                if (count(m) == 1)
                    out |= m;
            return out;
        };
        // Highest suit among non-elders is 贯: only 贯 non-elders may be led as singles.
        const Mask hand = cards("S9 S1 G3 G7 Z2 X5 Y1");
        QCOMPARE(singles(hand, 0, false), cards("G3 G7"));
        QCOMPARE(singles(hand, 0, true), cards("G3 G7 S9 S1 Y1"));         // privilege adds elders
        QCOMPARE(singles(cards("S9 X1 Y1"), 0, false), cards("S9 X1 Y1")); // only elders held
        // After S9 is face up, S8 is an elder and no longer counts for the highest suit.
        QCOMPARE(singles(cards("S8 G4 G6"), cards("S9"), false), cards("G4 G6"));
        // Runs and sets may always be led, whatever they contain (§6.2).
        const auto leads = legalLeads(cards("S7 S8 S9 G2"), 0, false);
        QVERIFY(std::find(leads.begin(), leads.end(), cards("S7 S8 S9")) != leads.end());
    }

    void shortHandsLeadSingles() { // §14.1
        for (Mask lead : legalLeads(cards("G3 G4"), 0, false))
            QCOMPARE(count(lead), 1);
        QCOMPARE(int(legalLeads(cards("G3 G4"), 0, false).size()), 2);
        QCOMPARE(int(legalLeads(cards("S9"), 0, false).size()), 1);
    }

    void paymentTable() {
        const int expected[] = {0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 128};
        for (int hu = 0; hu <= 12; ++hu)
            QCOMPARE(payFor(hu), expected[hu]);
    }

    // §10.5, E1-E5.
    void workedSettlements_data() {
        QTest::addColumn<int>("dealer");
        QTest::addColumn<int>("privileged");
        QTest::addColumn<int>("winner");
        QTest::addColumn<int>("w");
        QTest::addColumn<QString>("winning");
        QTest::addColumn<QString>("dummyCard");
        QTest::addColumn<QList<int>>("deltas");
        QTest::newRow("E1 normal, dummy bonus") << 0 << -1 << 1 << 8 << "S3 X3 G5 G6 G7 Z9 S9 X1"
                                                << "Z3" << QList<int>{-6, 8, 4, -6};
        QTest::newRow("E2 privileged example") << 0 << 1 << 3 << 6 << "G4 G5 G6 Z8 S9 Y1"
                                               << "X7" << QList<int>{0, -2, 0, 2};
        QTest::newRow("E3 privileged failure with dummy bonus")
            << 1 << 0 << 1 << 7 << "S2 S5 S6 S7 Z9 X1 Y1"
            << "G2" << QList<int>{-6, 4, 0, 2};
        QTest::newRow("E4 Five Tigers") << 3 << -1 << 0 << 8 << "S1 G1 Z1 X1 Y1"
                                        << "S5" << QList<int>{8, 0, -4, -4};
        QTest::newRow("E5 privileged player wins")
            << 2 << 3 << 3 << 10 << "S2 S3 S4 G7 G8 G9 Z3 Z4 Z5 X9"
            << "Z6" << QList<int>{0, -16, -16, 32};
    }

    void workedSettlements() {
        QFETCH(int, dealer);
        QFETCH(int, privileged);
        QFETCH(int, winner);
        QFETCH(int, w);
        QFETCH(QString, winning);
        QFETCH(QString, dummyCard);
        QFETCH(QList<int>, deltas);
        const Settlement s = settle(dealer, privileged, winner, w, cards(qPrintable(winning)),
                                    card(qPrintable(dummyCard)));
        QList<int> got(s.deltas.begin(), s.deltas.end());
        QCOMPARE(got, deltas);
        QCOMPARE(got[0] + got[1] + got[2] + got[3], 0);
    }

    // Random play draws a discard by its index; it must be the list's card set at that index.
    void nthDiscardIsTheListsEntry() {
        Rng rng(19);
        for (int round = 0; round < 300; ++round) {
            Mask hand = 0;
            const int size = 1 + int(rng.below(12));
            while (count(hand) < size)
                hand |= bit(int(rng.below(cardCount)));
            const int k = 1 + int(rng.below(std::uint32_t(std::min(size, 5))));
            const auto list = discardChoices(hand, k);
            QCOMPARE(discardCount(hand, k), std::uint64_t(list.size()));
            for (std::size_t i = 0; i < list.size(); ++i)
                QCOMPARE(nthDiscard(hand, k, i), list[i]);
        }
    }

    // Random play counts the leads and follows and finds the one drawn, and a move's check asks
    // whether a single may be led and whether the seat can beat, all without the lists: each must
    // agree with the list at every index, over random hands, face-up cards and plays to beat.
    void countedPlaysAreTheListsEntries() {
        Rng rng(23);
        int follows = 0, leads = 0;
        for (int round = 0; round < 6000; ++round) {
            const Mask deck = allCards;
            Mask hand = 0;
            const int size = 1 + int(rng.below(12));
            while (count(hand) < size)
                hand |= bit(int(rng.below(cardCount)));
            const Mask faceUp = rng.next() & deck & ~hand;
            const bool privileged = rng.below(2) == 0;
            const auto list = legalLeads(hand, faceUp, privileged);
            QCOMPARE(leadCount(hand, faceUp, privileged), list.size());
            for (std::size_t i = 0; i < list.size(); ++i)
                QCOMPARE(nthLead(hand, faceUp, privileged, i), list[i]);
            for (Mask rest = hand; rest; rest &= rest - 1) {
                const Mask single = rest & (~rest + 1);
                const bool listed = std::find(list.begin(), list.end(), single) != list.end();
                QCOMPARE(isLeadSingle(hand, faceUp, privileged, single), listed);
            }
            leads += int(list.size());
            // Something to beat: a lead from the other cards.
            const Mask others = deck & ~hand;
            const auto theirs = legalLeads(others & rng.next(), 0, true);
            if (theirs.empty())
                continue;
            const Mask current = theirs[rng.below(std::uint32_t(theirs.size()))];
            const auto beating = beatingPlays(hand, current);
            QCOMPARE(beatingCount(hand, current), beating.size());
            QCOMPARE(canBeat(hand, current), !beating.empty());
            for (std::size_t i = 0; i < beating.size(); ++i)
                QCOMPARE(nthBeating(hand, current, i), beating[i]);
            follows += int(beating.size());
        }
        QVERIFY(leads > 10000);
        QVERIFY(follows > 1000);
    }

    // The dummy's hu are counted as a mask of the dummy card's value (云线 is a 1): the same as
    // counting card by card.
    void dummyHuCountsTheCardsOfItsValue() {
        Rng rng(29);
        for (int round = 0; round < 2000; ++round) {
            const Mask winning = rng.next() & allCards;
            const int dummyCard = int(rng.below(cardCount));
            int same = 0;
            for (int c = 0; c < cardCount; ++c)
                same += (winning & bit(c)) && valueOf(c) == valueOf(dummyCard);
            QCOMPARE(settle(0, -1, 1, 6, winning, dummyCard).m, 5 + same);
        }
        QCOMPARE(settle(0, -1, 1, 6, cards("S1 Y1 G2"), card("Y1")).m, 7);
        QCOMPARE(settle(0, -1, 1, 6, cards("S1 Y1 G2"), card("X1")).m, 7);
    }

    void maximumPays128() {
        const Settlement s =
            settle(0, -1, 1, 12, cards("S2 S3 S4 S5 S6 S7 S8 G2 G3 G4 G5 G6"), card("Z9"));
        QCOMPARE(s.deltas[1], 256); // edge case 11
    }
};

QTEST_APPLESS_MAIN(TestHakkaRules)
#include "tst_hakka_rules.moc"
