// An event's values are kept inline up to four and on the heap beyond: they must read, compare,
// copy, move and convert as the vector they stand for, on either side of the limit.
#include "core/event.h"

#include <QTest>
#include <utility>

using namespace paiju;

class TestEvent : public QObject {
    Q_OBJECT
private slots:
    void valuesBehaveAsTheirVector() {
        for (std::size_t n = 0; n <= 9; ++n) {
            std::vector<int> plain;
            for (std::size_t i = 0; i < n; ++i)
                plain.push_back(int(i * 7) - 20);
            const EventValues values(plain);
            QCOMPARE(values.size(), n);
            QCOMPARE(values.empty(), n == 0);
            QCOMPARE(values.toVector(), plain);
            QCOMPARE(std::vector<int>(values), plain);
            QVERIFY(values == plain);
            for (std::size_t i = 0; i < n; ++i)
                QCOMPARE(values[i], plain[i]);

            EventValues copy = values; // copied: both keep their numbers
            QVERIFY(copy == values);
            EventValues moved = std::move(copy);
            QVERIFY(moved == values);
            EventValues assigned{99};
            assigned = moved;
            QVERIFY(assigned == values);
            const EventValues& same = assigned;
            assigned = same; // assigned to itself, it keeps them
            QVERIFY(assigned == values);
            EventValues moveAssigned{1, 2, 3, 4, 5, 6};
            moveAssigned = std::move(moved);
            QVERIFY(moveAssigned == values);

            // One more value and one different value compare unequal.
            std::vector<int> longer = plain;
            longer.push_back(1);
            QVERIFY(!(values == EventValues(longer)));
            if (n > 0) {
                std::vector<int> other = plain;
                other.back() += 1;
                QVERIFY(!(values == EventValues(other)));
            }
        }
        const EventValues list{3, -1, 4};
        QCOMPARE(list.toVector(), (std::vector<int>{3, -1, 4}));
    }

    void eventsCompareByTheirValues() {
        Event a{"hand-end", -1, "hand 1", {1, -1, 2, -2, 0}};
        Event b = a;
        QVERIFY(a == b);
        b.values = std::vector<int>{1, -1, 2, -2, 1};
        QVERIFY(!(a == b));
    }
};

QTEST_APPLESS_MAIN(TestEvent)
#include "tst_event.moc"
