// An event's values are kept inline up to four and on the heap beyond: they must read, compare,
// copy, move and convert as the vector they stand for, on either side of the limit. Its type is
// kept inline up to 15 characters and once for the program beyond, and its text typed or written
// out: each must read, compare, copy and move as the string it stands for.
#include "core/event.h"

#include <QTest>
#include <string>
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

    void typesBehaveAsTheirString() {
        const std::vector<std::string> words = {
            "",
            "d",
            "deal",
            "hand",
            "hand-end",
            "exhaustive-draw", // 15: the longest kept inline
            "exhaustive-draws",
            "exhaustive-drawn",
            "a type far longer than any game writes, kept once"};
        for (const std::string& word : words) {
            const EventType fromString(word);
            const EventType fromPointer(word.c_str());
            const EventType fromView{std::string_view(word)};
            for (const EventType* type : {&fromString, &fromPointer, &fromView}) {
                QCOMPARE(type->str(), word);
                QCOMPARE(std::string(*type), word);
                QCOMPARE(type->view(), std::string_view(word));
                QCOMPARE(type->size(), word.size());
                QCOMPARE(type->empty(), word.empty());
                QVERIFY(*type == word);
                QVERIFY(*type == word.c_str());
                QVERIFY(*type == std::string_view(word));
                QVERIFY(word == *type);
                QVERIFY(*type == fromString);
            }
            EventType copy = fromString;
            QVERIFY(copy == fromString);
            copy = EventType("other");
            QVERIFY(copy == "other");
            QVERIFY(copy != fromString);
            // Every other word differs, whether it is kept inline or not, a prefix or the same
            // length.
            for (const std::string& other : words)
                if (other != word) {
                    QVERIFY(!(fromString == EventType(other)));
                    QVERIFY(fromString != other);
                    QVERIFY(fromString != other.c_str());
                }
        }
        QVERIFY(EventType() == "");
        QVERIFY(EventType() == EventType(std::string()));
        // A long type made twice, from different strings, compares equal (it is kept once).
        const std::string longer(40, 'x');
        QVERIFY(EventType(longer) == EventType(std::string(40, 'x')));
        QVERIFY(EventType(longer) != EventType(std::string(41, 'x')));
    }

    void textsBehaveAsTheirString() {
        const EventText::Writer writer = [](std::uint64_t v) {
            std::string text = "n";
            return text += std::to_string(v);
        };
        const std::string longText(100, 'w'); // beyond a string's inline room
        const std::vector<EventText> texts = {EventText(), EventText("pass"), EventText(longText),
                                              EventText(writer, 7), EventText(writer, 1234567)};
        const std::vector<std::string> plain = {"", "pass", longText, "n7", "n1234567"};
        for (std::size_t i = 0; i < texts.size(); ++i) {
            QCOMPARE(texts[i].str(), plain[i]);
            QCOMPARE(std::string(texts[i]), plain[i]);
            QCOMPARE(texts[i].empty(), plain[i].empty());
            QVERIFY(texts[i] == plain[i]);
            EventText copy = texts[i];
            QVERIFY(copy == texts[i]);
            EventText moved = std::move(copy);
            QCOMPARE(moved.str(), plain[i]);
            // Assigned over every kind, written or typed, by copy and by move.
            for (std::size_t j = 0; j < texts.size(); ++j) {
                EventText assigned = texts[j];
                assigned = texts[i];
                QCOMPARE(assigned.str(), plain[i]);
                EventText moveAssigned = texts[j];
                EventText source = texts[i];
                moveAssigned = std::move(source);
                QCOMPARE(moveAssigned.str(), plain[i]);
            }
            EventText self = texts[i];
            const EventText& same = self;
            self = same;
            QCOMPARE(self.str(), plain[i]);
        }
        // A typed text and a written one read the same compare equal.
        QVERIFY(EventText(writer, 7) == EventText("n7"));
        QVERIFY(!(EventText(writer, 7) == EventText(writer, 8)));
        QCOMPARE(EventText(nullptr, 5).str(), std::string()); // no writer: empty
    }

    void eventsCompareByTheirValues() {
        Event a{"hand-end", -1, "hand 1", {1, -1, 2, -2, 0}};
        Event b = a;
        QVERIFY(a == b);
        b.values = std::vector<int>{1, -1, 2, -2, 1};
        QVERIFY(!(a == b));
        Event c = a;
        c.type = "hand-ends";
        QVERIFY(!(a == c));
        c.type = std::string("hand-end");
        QVERIFY(a == c);
    }
};

QTEST_APPLESS_MAIN(TestEvent)
#include "tst_event.moc"
