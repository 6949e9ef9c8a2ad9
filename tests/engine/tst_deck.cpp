#include "core/deck.h"

#include <QTest>
#include <set>

using namespace paiju;

Q_DECLARE_METATYPE(const paiju::Deck*)

class TestDeck : public QObject {
    Q_OBJECT
private slots:
    void contents_data() {
        QTest::addColumn<const Deck*>("deck");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("types");
        QTest::newRow("fourcolor") << &fourColorDeck() << 112 << 28;
        QTest::newRow("hakka") << &hakkaDeck() << 37 << 37;
        QTest::newRow("tichu") << &tichuDeck() << 56 << 56;
        QTest::newRow("zipai") << &zipaiDeck() << 80 << 20;
    }

    void contents() {
        QFETCH(const Deck*, deck);
        QFETCH(int, size);
        QFETCH(int, types);
        QCOMPARE(deck->size(), size);
        QCOMPARE(deck->typeCount(), types);
        QCOMPARE(int(deck->cards().size()), size);
    }

    void tokensRoundTrip_data() { contents_data(); }
    void tokensRoundTrip() {
        QFETCH(const Deck*, deck);
        std::set<std::string> seen;
        for (Card c : deck->cards()) {
            const std::string& token = deck->token(c);
            QVERIFY(!token.empty());
            auto type = deck->parseType(token);
            QVERIFY(type.has_value());
            QCOMPARE(*type, deck->typeOf(c));
            QCOMPARE(deck->card(*type, deck->copyOf(c)), c);
            seen.insert(token);
        }
        QCOMPARE(int(seen.size()), deck->typeCount());
        QVERIFY(!deck->parseType("").has_value());
        QVERIFY(!deck->parseType("ZZ9").has_value());
        QVERIFY(!deck->parseTypes("nonsense").has_value());
    }

    // Indices as each rule specification's §1 fixes them.
    void specIndices() {
        const Deck& fc = fourColorDeck();
        QCOMPARE(fc.card(*fc.parseType("RK"), 0), Card(0));
        QCOMPARE(fc.card(*fc.parseType("RA"), 0), Card(4));
        QCOMPARE(fc.card(*fc.parseType("RS"), 3), Card(27));
        QCOMPARE(fc.card(*fc.parseType("GK"), 0), Card(28));
        QCOMPARE(fc.card(*fc.parseType("WS"), 3), Card(111));
        QCOMPARE(*fc.parseType("YP"), 2 * 7 + 5);

        const Deck& hk = hakkaDeck();
        QCOMPARE(*hk.parseType("S1"), 0);
        QCOMPARE(*hk.parseType("S9"), 8);
        QCOMPARE(*hk.parseType("G1"), 9);
        QCOMPARE(*hk.parseType("X9"), 35);
        QCOMPARE(*hk.parseType("Y1"), 36);

        const Deck& ti = tichuDeck();
        QCOMPARE(*ti.parseType("2j"), 0);
        QCOMPARE(*ti.parseType("Aj"), 12);
        QCOMPARE(*ti.parseType("2s"), 13);
        QCOMPARE(*ti.parseType("Tt"), 3 * 13 + 8);
        QCOMPARE(*ti.parseType("At"), 51);
        QCOMPARE(*ti.parseType("MJ"), 52);
        QCOMPARE(*ti.parseType("DG"), 53);
        QCOMPARE(*ti.parseType("PH"), 54);
        QCOMPARE(*ti.parseType("DR"), 55);

        const Deck& zp = zipaiDeck();
        QCOMPARE(*zp.parseType("S1"), 0);
        QCOMPARE(*zp.parseType("S10"), 9);
        QCOMPARE(*zp.parseType("B1"), 10);
        QCOMPARE(*zp.parseType("B10"), 19);
        QCOMPARE(zp.card(*zp.parseType("B10"), 3), Card(79));
    }

    void formatAndParseLists() {
        const Deck& ti = tichuDeck();
        const std::vector<Card> cards = {ti.card(54), ti.card(0), ti.card(51)};
        QCOMPARE(QString::fromStdString(ti.format(cards)), QString("PH 2j At"));
        auto types = ti.parseTypes("  PH\t2j  At ");
        QVERIFY(types.has_value());
        QCOMPARE(*types, (std::vector<int>{54, 0, 51}));
    }
};

QTEST_APPLESS_MAIN(TestDeck)
#include "tst_deck.moc"
