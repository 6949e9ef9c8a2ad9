#include "core/deck.h"
#include "core/rng.h"

#include <QTest>
#include <algorithm>

using namespace paiju;

class TestRng : public QObject {
    Q_OBJECT
private slots:
    void splitMixMatchesReference() {
        // Published SplitMix64 outputs for the seed 0.
        std::uint64_t x = 0;
        QCOMPARE(splitMix64(x), 0xe220a8397b1dcdafULL);
        QCOMPARE(splitMix64(x), 0x6e789e6aa1b965f4ULL);
    }

    void xoshiroMatchesReference() {
        // Reference xoshiro256** outputs for the state {1, 2, 3, 4}.
        Rng rng = Rng::fromState({1, 2, 3, 4});
        QCOMPARE(rng.next(), 11520ULL);
        QCOMPARE(rng.next(), 0ULL);
        QCOMPARE(rng.next(), 1509978240ULL);
        QCOMPARE(rng.next(), 1215971899390074240ULL);
    }

    void sameSeedSameStream() {
        Rng a(42), b(42), c(43);
        bool differs = false;
        for (int i = 0; i < 1000; ++i) {
            const auto x = a.next();
            QCOMPARE(x, b.next());
            differs |= x != c.next();
        }
        QVERIFY(differs);
    }

    void pinnedStreamOfSeedOne() {
        // Pins the stream: a change here changes every deal of every saved game.
        Rng rng(1);
        QCOMPARE(rng.next(), 0xb3f2af6d0fc710c5ULL);
        QCOMPARE(rng.below(112), 58u);
    }

    void belowStaysInRangeAndIsUniform() {
        Rng rng(7);
        QCOMPARE(rng.below(1), 0u);
        QCOMPARE(rng.below(0), 0u);
        constexpr int bins = 7, draws = 70000;
        int counts[bins] = {};
        for (int i = 0; i < draws; ++i) {
            const auto v = rng.below(bins);
            QVERIFY(v < bins);
            ++counts[v];
        }
        double chi = 0;
        for (int c : counts)
            chi += (c - draws / bins) * (c - draws / bins) / double(draws / bins);
        QVERIFY2(chi < 22.5,
                 qPrintable(QString("chi-square %1 with 6 degrees of freedom").arg(chi)));
    }

    void shuffleIsAPermutation() {
        Rng rng(3);
        std::vector<int> items(100);
        for (int i = 0; i < 100; ++i)
            items[std::size_t(i)] = i;
        auto shuffled = items;
        shuffle(shuffled, rng);
        QVERIFY(shuffled != items);
        std::sort(shuffled.begin(), shuffled.end());
        QCOMPARE(shuffled, items);
    }

    void pinnedShuffledDecksOfSeedOne_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<QString>("firstCards");
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "GC GE GH WE YC RP WC RS WP YH WC RK";
        QTest::newRow("hakka") << "hakka"
                               << "G2 G6 S4 G9 X3 G4 X9 X1 S7 S9 Z5 X4";
        QTest::newRow("tichu") << "tichu"
                               << "3p 8t 2s DG 5p Jt 3t Jp Qs 7j Ap DR";
        QTest::newRow("zipai") << "zipai"
                               << "S3 S4 B6 S6 B4 S10 S9 B3 B7 S1 B1 S9";
    }

    void pinnedShuffledDecksOfSeedOne() {
        QFETCH(QString, deck);
        QFETCH(QString, firstCards);
        const Deck* d = deck == "fourcolor" ? &fourColorDeck()
                        : deck == "hakka"   ? &hakkaDeck()
                        : deck == "tichu"   ? &tichuDeck()
                                            : &zipaiDeck();
        Rng rng(1);
        auto cards = d->cards();
        shuffle(cards, rng);
        cards.resize(12);
        QCOMPARE(QString::fromStdString(d->format(cards)), firstCards);
    }
};

QTEST_APPLESS_MAIN(TestRng)
#include "tst_rng.moc"
