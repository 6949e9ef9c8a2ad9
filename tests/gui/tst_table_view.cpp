// The table picture: what it draws from an observation, and which cards it moves.
#include "table/hand_widget.h"
#include "table/table_view.h"
#include "text/card_names.h"
#include "text/view_text.h"

#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace paiju;

namespace {

QJsonObject tichuView(const QJsonArray& trick, const QJsonArray& log = {}) {
    QJsonArray seats;
    for (int s = 0; s < 4; ++s) {
        QJsonObject seat{{"seat", s}, {"handCount", 10 - s}};
        if (s == 0)
            seat["hand"] = QJsonArray{"2j", "9s", "Kt"};
        if (s == 3)
            seat["call"] = "tichu";
        seats.append(seat);
    }
    return QJsonObject{{"round", 1},
                       {"seats", seats},
                       {"trick", trick},
                       {"scores", QJsonArray{0, 0, 0, 0}},
                       {"awaiting", QJsonArray{1}},
                       {"log", log}};
}

QString texts(const gui::TableView& view) {
    QString all;
    for (const QGraphicsItem* item : view.scene()->items())
        if (const auto* text = dynamic_cast<const QGraphicsSimpleTextItem*>(item))
            all += text->text() + QLatin1Char('|');
    return all;
}

} // namespace

class TestTableView : public QObject {
    Q_OBJECT
private slots:
    // Play runs counter-clockwise on screen: the next seat in turn (下家) sits right of the seat
    // at the bottom, the previous one left of it, the partner or third seat above it; for every
    // game's deck, seat count and seat at the bottom (a spectator sees seat 0 there).
    void theNextSeatSitsOnTheRight_data() {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("seats");
        for (const QString& deck : QStringList{"fourcolor", "hakka", "tichu", "zipai"})
            for (int n = 2; n <= 5; ++n)
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(deck).arg(n))) << deck << n;
    }
    void theNextSeatSitsOnTheRight() {
        QFETCH(QString, deck);
        QFETCH(int, seats);
        gui::TableView view(deck);
        view.setAnimationMs(0);
        view.resize(1280, 800);
        for (int bottom = -1; bottom < seats; ++bottom) { // -1: a spectator
            QJsonArray list;
            for (int s = 0; s < seats; ++s) {
                QJsonObject seat{{"seat", s}, {"handCount", 5}};
                if (s == bottom)
                    seat["hand"] = QJsonArray{};
                list.append(seat);
            }
            const int at = std::max(0, bottom);
            view.display(QJsonObject{{"seats", list}, {"round", 1}}, {}, at);
            QCOMPARE(view.partCount(), seats);
            const QRect me = view.partRect(at);
            const QRect next = view.partRect((at + 1) % seats);
            const QRect previous = view.partRect((at + seats - 1) % seats);
            const QString where = QStringLiteral("bottom %1: me %2,%3 next %4,%5 previous %6,%7")
                                      .arg(bottom)
                                      .arg(me.center().x())
                                      .arg(me.center().y())
                                      .arg(next.center().x())
                                      .arg(next.center().y())
                                      .arg(previous.center().x())
                                      .arg(previous.center().y());
            // The person's plate is the lowest.
            for (int s = 0; s < seats; ++s)
                QVERIFY2(view.partRect(s).center().y() <= me.center().y(), qPrintable(where));
            if (seats == 2) { // the other seat is opposite
                QVERIFY2(next.center().y() < me.center().y(), qPrintable(where));
                continue;
            }
            QVERIFY2(next.center().x() > me.center().x(), qPrintable(where));
            QVERIFY2(previous.center().x() < me.center().x(), qPrintable(where));
            if (seats == 4) { // the partner opposite, above the person
                const QRect partner = view.partRect((at + 2) % 4);
                QVERIFY2(std::abs(partner.center().x() - me.center().x()) < 40, qPrintable(where));
                QVERIFY2(partner.center().y() < next.center().y(), qPrintable(where));
            }
        }
    }

    // (No translator is loaded here: counts read "card(s)".)
    void drawsSeatsAndMovesPlayedAndTakenCards() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(200);
        view.resize(1280, 800);
        const QStringList names{"Mei", "Ann", "Bo", "Cy"};
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}}}), names, 0);
        const int dealt = view.movesStarted();
        QVERIFY(dealt >= 3 * 7); // the backs of the three other hands come from the middle
        QCOMPARE(view.middle(), QStringList{"3j"});
        const QString drawn = texts(view);
        QVERIFY2(drawn.contains("Ann  0  ·  9 card"), qPrintable(drawn));
        QVERIFY2(drawn.contains("Cy  0  ·  7 card(s)  [Tichu]"), qPrintable(drawn));
        QVERIFY2(!drawn.contains("Mei  0  ·"), qPrintable(drawn)); // one's own count is the hand

        // A card played: it alone slides in.
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}},
                                QJsonObject{{"seat", 2}, {"cards", QJsonArray{"5j"}}}}),
                     names, 0);
        QCOMPARE(view.middle(), (QStringList{"3j", "5j"}));
        QCOMPARE(view.movesStarted(), dealt + 1);

        // The trick taken by seat 2: both cards go to it.
        view.display(tichuView({}, {QJsonObject{{"type", "trick"}, {"seat", 2}}}), names, 0);
        QVERIFY(view.middle().isEmpty());
        QCOMPARE(view.movesStarted(), dealt + 3);
        QTRY_COMPARE_WITH_TIMEOUT(view.runningAnimations(), 0, 3000);
    }

    // Cards in the log are named as printed on their faces (here in the source language).
    void cardsAreNamedAsPlayersNameThem() {
        QCOMPARE(gui::cardName("fourcolor", "RC"), QString::fromUtf8("red Chariot (俥)"));
        QCOMPARE(gui::cardName("fourcolor", "WK"), QString::fromUtf8("white General (將)"));
        QCOMPARE(gui::cardName("hakka", "G3"), QString::fromUtf8("三 of 贯"));
        QCOMPARE(gui::cardName("hakka", "Y1"), QString::fromUtf8("云线"));
        QCOMPARE(gui::cardName("tichu", "Tj"), QStringLiteral("Jade 10"));
        QCOMPARE(gui::cardName("tichu", "PH"), QStringLiteral("Phoenix"));
        QCOMPARE(gui::cardName("zipai", "B3"), QString::fromUtf8("big 3 (叁)"));
        QCOMPARE(gui::cardName("zipai", "S10"), QString::fromUtf8("small 10 (十)"));
        QCOMPARE(gui::cardName("zipai", "pass"), QStringLiteral("pass"));
        QCOMPARE(gui::withCardNames("tichu", "play 2p Tj, DR!"),
                 QStringLiteral("play Pagoda 2 Jade 10, Dragon!"));
        QCOMPARE(gui::eventLine(QJsonObject{{"type", "nonesuch"}, {"seat", 1}, {"text", "RH"}},
                                "fourcolor", {"Ann", "Bo"}),
                 QString::fromUtf8("Bo: nonesuch red Horse (傌)"));
    }

    // The hand in the deck's order (suit first) or by rank, at the player's choice.
    void theHandSortsByRankOnRequest() {
        gui::HandWidget hand(QStringLiteral("tichu"));
        const QStringList dealt{"2j", "Kj", "3s", "As", "Tp", "MJ"};
        hand.setCards(dealt);
        QCOMPARE(hand.cards(), dealt);
        hand.setSortByRank(true);
        QCOMPARE(hand.cards(), (QStringList{"MJ", "2j", "3s", "Tp", "Kj", "As"}));
        hand.setSortByRank(false);
        QCOMPARE(hand.cards(), dealt);
        gui::HandWidget four(QStringLiteral("fourcolor"));
        four.setSortByRank(true);
        four.setCards({"RK", "RA", "GK", "GA"});
        QCOMPARE(four.cards(), (QStringList{"RK", "GK", "RA", "GA"}));
    }

    // A click on a seat's plate names the seat (Tichu's passing: a card, then its seat).
    void aClickOnASeatNamesIt() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.resize(1280, 800);
        view.display(tichuView({}), {"Mei", "Ann", "Bo", "Cy"}, 0);
        QSignalSpy clicked(&view, &gui::TableView::seatClicked);
        for (int s = 0; s < 4; ++s) {
            QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.partRect(s).center());
            QCOMPARE(clicked.size(), s + 1);
            QCOMPARE(clicked.last().value(0).toInt(), s);
        }
    }

    void withoutAnimationsNothingMoves() {
        gui::TableView view(QStringLiteral("tichu"));
        view.setAnimationMs(0);
        view.display(tichuView({QJsonObject{{"seat", 1}, {"cards", QJsonArray{"3j"}}}}), {}, 0);
        view.display(tichuView({}, {QJsonObject{{"type", "trick"}, {"seat", 1}}}), {}, 0);
        QCOMPARE(view.movesStarted(), 0);
    }
};

QTEST_MAIN(TestTableView)
#include "tst_table_view.moc"
