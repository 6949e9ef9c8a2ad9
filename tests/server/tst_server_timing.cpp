// What the timing of a table tells, checked exactly: clients in this process on a clock that moves
// only when the test moves it (core_harness.h), so that every time compared is the server's own
// and no load can shift it. Claim windows last whole slots and are announced alike to everyone;
// two deals that differ only in who can claim look the same on the wire to everyone whose cards
// are the same; no turn clock names a seat asked in a window or one that has acted; view numbers
// go on across a restart (docs/protocol.md, "Claim windows and timing").
#include "core_harness.h"
#include "support/claim_deals.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTest>
#include <map>
#include <set>
#include <tuple>

using namespace paiju;
using test::Member;
using test::Received;

namespace {

// The cards two deals give (support/claim_deals.h, as tst_hotseat's people's tables): a deal in
// which seat `person` can claim (or bomb) in the first window, and one in which it cannot; the rest
// is the same, but for the hidden cards listed in `differing`.
struct Pair {
    QString game;
    QJsonObject withClaim, without; // the replays
    QSet<int> differ;               // the seats whose own cards differ between the deals
    int person = 1;
    QStringList script; // the first seat's first actions
    QStringList differing;
    qint64 recordMs = 0;
};

QJsonObject parse(const QByteArray& json) {
    QJsonParseError error;
    const QJsonObject o = QJsonDocument::fromJson(json, &error).object();
    if (o.isEmpty())
        qFatal("%s", qPrintable(error.errorString()));
    return o;
}

// Four seats: Alice (seat 0) discards a red chariot and one of two seats holding a pair of them
// may pong it, seat 1 in the one deal and seat 3 in the other (they swap the pair for two yellow
// generals); seat 2's cards and the stock are the same in both.
QJsonObject fourSeatDeal(bool secondSeatClaims) {
    const QStringList alice{"WH", "YP", "YC", "WC", "RK", "RA", "RC", "RE", "GA", "RH", "YH",
                            "GE", "WH", "YE", "WS", "RA", "WC", "WK", "GS", "WP", "RE"};
    QStringList pool;
    for (const char* color : {"W", "Y", "R", "G"})
        for (const char* piece : {"K", "A", "E", "C", "H", "P", "S"})
            for (int copy = 0; copy < 4; ++copy)
                pool << QString(color) + piece;
    for (const QString& card : alice)
        pool.removeOne(card);
    for (const char* card : {"RC", "RC", "RC", "YK", "YK"})
        pool.removeOne(card);
    QList<QStringList> others(3); // 18, 20 and 18 cards for seats 1, 2 and 3
    const int wanted[3] = {18, 20, 18};
    for (int i = 0, s = 0; i < pool.size(); ++i, s = (s + 1) % 3) {
        while (others[s].size() >= wanted[s])
            s = (s + 1) % 3;
        others[s] << pool[i];
        if (others[0].size() == 18 && others[1].size() == 20 && others[2].size() == 18)
            break;
    }
    const QStringList pair{"RC", "RC"}, generals{"YK", "YK"};
    const QStringList one = others[0] + (secondSeatClaims ? generals : pair);
    const QStringList three = others[2] + (secondSeatClaims ? pair : generals);
    return QJsonObject{
        {"game", "fourcolor"},
        {"seats", QJsonArray{"Alice", "Bob", "Carol", "Dan"}},
        {"start",
         QJsonObject{
             {"deal", QJsonObject{{"firstPlayer", 0},
                                  {"hands", QJsonArray{QJsonArray::fromStringList(alice),
                                                       QJsonArray::fromStringList(one),
                                                       QJsonArray::fromStringList(others[1]),
                                                       QJsonArray::fromStringList(three)}}}}}},
        {"actions", QJsonArray{}}};
}

Pair pairOf(const QString& game) {
    Pair p;
    p.game = game;
    if (game == "fourcolor4") {
        p.withClaim = fourSeatDeal(false);
        p.without = fourSeatDeal(true); // another seat may claim instead
        p.differ = {1, 3};
        p.script = {"discard RC"};
        p.differing = {"RC", "YK"};
        p.recordMs = 3000;
    } else {
        const test::ClaimDeals d = test::claimDeals(game);
        p.withClaim = parse(d.withClaim);
        p.without = parse(d.without);
        p.person = d.person;
        p.script = d.script;
        p.differing = d.differing;
        // The seats whose own cards differ; in zipai Bob's other cards make the two matches
        // differ after the first window.
        if (game == "fourcolor") {
            p.differ = {1};
            p.recordMs = 6000;
        } else if (game == "zipai") {
            p.differ = {1};
            p.recordMs = 2000;
        } else {
            p.differ = {0, 2};
            p.recordMs = 5000;
        }
    }
    return p;
}

QString token(int seat) {
    return QStringLiteral("%1").arg(seat + 1, 32, 10, QLatin1Char('0'));
}

// A journal of a table set up by hand: its seats taken by players with known tokens, its cards
// dealt as `replay` says, and the replay's actions played.
void writeJournal(const QString& dir, const QJsonObject& replay, int windowMs, int turnSeconds) {
    QFile file(QDir(dir).filePath("t1.journal"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    const QJsonArray names = replay.value("seats").toArray();
    const auto line = [&](const QJsonObject& o) {
        file.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    };
    line(QJsonObject{{"type", "table"},
                     {"table", "t1"},
                     {"game", replay.value("game")},
                     {"seats", names.size()},
                     {"options", QJsonObject{}},
                     {"password", ""},
                     {"spectators", true},
                     {"turnSeconds", turnSeconds},
                     {"windowMs", windowMs},
                     {"handEndMs", 0}});
    for (int s = 0; s < names.size(); ++s)
        line(QJsonObject{{"type", "join"}, {"seat", s}, {"name", names[s]}, {"token", token(s)}});
    line(QJsonObject{{"type", "start"},
                     {"seed", "0"},
                     {"deal", replay.value("start").toObject().value("deal")}});
    for (const QJsonValue& a : replay.value("actions").toArray())
        line(QJsonObject{{"type", "act"}, {"seat", a["seat"]}, {"action", a["action"]}});
}

// The people's way of playing, the same in both deals: the script first, then decline where
// allowed, else the first legal action that names none of the cards that differ.
std::function<QString(const QJsonObject&, const QJsonObject&)> playing(const Pair& p,
                                                                       QStringList script) {
    return [p, script](const QJsonObject& view, const QJsonObject&) mutable {
        QStringList legal;
        for (const QJsonValue& v : view.value("legal").toArray())
            legal << v.toString();
        if (!script.isEmpty() && legal.contains(script.front()))
            return script.takeFirst();
        for (const char* decline : {"pass", "nobomb"})
            if (legal.contains(decline))
                return QString::fromLatin1(decline);
        for (const QString& a : legal) {
            const QStringList words = a.split(' ');
            if (std::none_of(p.differing.begin(), p.differing.end(),
                             [&](const QString& c) { return words.contains(c); }))
                return a;
        }
        return QString();
    };
}

// One table of a deal, its seats all played by clients and one spectator watching, recorded on
// the test's clock until `recordMs`.
struct Recording {
    std::vector<std::vector<Received>> seats;
    std::vector<Received> spectator;
};

// `waiter`, when not -1, is a seat that asks to wait as soon as it is told of the first claim
// window, and once more (refused) at once.
Recording record(const Pair& p, const QJsonObject& replay, int windowMs, int waiter = -1) {
    QTemporaryDir dir;
    writeJournal(dir.path(), replay, windowMs, 60);
    session::ManualClock clock;
    Recording out;
    {
        server::TableCore core;
        core.setClock(&clock);
        QStringList problems;
        core.setDataDir(dir.path(), &problems);
        const int seats = int(replay.value("seats").toArray().size());
        std::vector<std::unique_ptr<Member>> members;
        std::vector<Member*> all;
        for (int s = 0; s < seats; ++s) {
            members.push_back(std::make_unique<Member>(core, clock));
            Member& m = *members.back();
            m.greet();
            m.send(QJsonObject{{"type", "reconnect"}, {"token", token(s)}});
            m.policy = playing(p, s == 0 ? p.script : QStringList{});
            all.push_back(&m);
        }
        members.push_back(std::make_unique<Member>(core, clock));
        members.back()->greet();
        members.back()->send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
        all.push_back(members.back().get());
        if (waiter >= 0) {
            Member& w = *members[std::size_t(waiter)];
            test::settle(all);
            while (w.ofType("window").empty() && clock.nextDeadline() >= 0) {
                clock.advanceToNext();
                test::settle(all);
            }
            for (const char* id : {"wait-1", "wait-2"})
                w.send(QJsonObject{{"type", "wait"}, {"table", "t1"}, {"id", id}});
        }
        test::runUntil(clock, all, p.recordMs);
        for (int s = 0; s < seats; ++s)
            out.seats.push_back(members[std::size_t(s)]->got);
        out.spectator = members.back()->got;
    }
    return out;
}

// The pair's first deal restored without a hold (windowMs 0), its first two seats' players back
// and a spectator watching; the first seat's scripted action not played yet.
class Restored {
public:
    explicit Restored(const Pair& p) {
        writeJournal(dir_.path(), p.withClaim, 0, 60);
        core_.setClock(&clock_);
        QStringList problems;
        core_.setDataDir(dir_.path(), &problems);
        for (Member* m : {&alice_, &bob_, &rail_})
            m->greet();
        alice_.send(QJsonObject{{"type", "reconnect"}, {"token", token(0)}});
        bob_.send(QJsonObject{{"type", "reconnect"}, {"token", token(1)}});
        rail_.send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
    }
    std::tuple<session::ManualClock&, server::TableCore&, Member&, Member&, Member&> parts() {
        return {clock_, core_, alice_, bob_, rail_};
    }

private:
    QTemporaryDir dir_;
    session::ManualClock clock_;
    server::TableCore core_;
    Member alice_{core_, clock_}, bob_{core_, clock_}, rail_{core_, clock_};
};

QString describe(const std::vector<Received>& got) {
    QStringList lines;
    for (const Received& r : got)
        lines << QStringLiteral("%1 ms: %2").arg(r.at, 6).arg(QString::fromUtf8(r.bytes.left(160)));
    return lines.join('\n');
}

// What a seat whose own cards differ may compare: every message but its own claim-window
// questions and the answers to its own claim-window answers, and of its views only when they
// came, whether they await it and the time they give it (the cards in them are its own).
std::vector<QString> comparable(const std::vector<Received>& got) {
    std::vector<QString> out;
    QJsonObject observation;
    for (const Received& r : got) {
        if (r.type() == "view") {
            QJsonObject whole = r.json.value("observation").toObject();
            if (test::askedInWindow(r.json, whole))
                continue;
            out.push_back(QStringLiteral("%1 view awaited=%2 timeLeftMs=%3")
                              .arg(r.at)
                              .arg(r.json.value("awaited").toBool())
                              .arg(r.json.value("timeLeftMs").toInteger(-1)));
            continue;
        }
        if (r.json.value("id").toString().startsWith("window-"))
            continue;
        out.push_back(QStringLiteral("%1 %2").arg(r.at).arg(QString::fromUtf8(r.bytes)));
    }
    return out;
}

std::vector<QString> everything(const std::vector<Received>& got) {
    std::vector<QString> out;
    for (const Received& r : got)
        out.push_back(QStringLiteral("%1 %2").arg(r.at).arg(QString::fromUtf8(r.bytes)));
    return out;
}

QString firstDifference(const std::vector<QString>& a, const std::vector<QString>& b) {
    for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const QString x = i < a.size() ? a[i] : QStringLiteral("(nothing)");
        const QString y = i < b.size() ? b[i] : QStringLiteral("(nothing)");
        if (x != y)
            return QStringLiteral("message %1:\n  %2\n  %3").arg(i).arg(x.left(300), y.left(300));
    }
    return {};
}

} // namespace

class TestServerTiming : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false")); }

    // The clock itself: timers fire in the order of their deadlines, each at its own time.
    void aManualClockFiresTimersInOrderAtTheirTimes() {
        session::ManualClock clock;
        session::Timer a, b, c;
        for (session::Timer* t : {&a, &b, &c})
            t->setClock(&clock);
        std::vector<std::pair<char, qint64>> fired;
        QObject::connect(&a, &session::Timer::timeout, [&] {
            fired.push_back({'a', clock.now()});
            c.start(50); // from within a firing: at 300 + 50
        });
        QObject::connect(&b, &session::Timer::timeout, [&] {
            fired.push_back({'b', clock.now()});
        });
        QObject::connect(&c, &session::Timer::timeout, [&] {
            fired.push_back({'c', clock.now()});
        });
        a.start(300);
        b.start(100);
        QCOMPARE(a.remainingTime(), 300);
        clock.advance(320);
        QCOMPARE(clock.now(), 320);
        QCOMPARE(a.remainingTime(), -1);
        QCOMPARE(c.remainingTime(), 30);
        QVERIFY(clock.advanceToNext());
        QVERIFY(!clock.advanceToNext());
        const std::vector<std::pair<char, qint64>> expected{{'b', 100}, {'a', 300}, {'c', 350}};
        QCOMPARE(fired, expected);
        b.start(10);
        b.stop();
        QCOMPARE(clock.nextDeadline(), -1);
    }

    // Every claim window lasts one whole slot of windowMs and each is announced with a `window`
    // of exactly windowMs, to every seat at the same moment, however fast the claimants answer:
    // every view and window reaches every seat a whole number of slots after the start (the
    // players act at once), but a view of a seat asked again right after its own answer. No
    // seat asked in a window has a turn clock, and every `clock` told is a turn's that starts
    // then, with the time that seat's own view gives.
    void claimWindowsLastWholeSlots_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("fourcolor") << "fourcolor" << 4;
        QTest::newRow("zipai") << "zipai" << 3;
        QTest::newRow("tichu") << "tichu" << 4;
    }
    void claimWindowsLastWholeSlots() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        constexpr int window = 300;
        constexpr int turnMs = 60000;
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        std::vector<std::unique_ptr<Member>> members;
        std::vector<Member*> all;
        for (int s = 0; s < seats; ++s) {
            members.push_back(std::make_unique<Member>(core, clock));
            all.push_back(members.back().get());
            all.back()->greet();
            // Half the window's time to answer in it, at once otherwise.
            all.back()->windowAnswerMs = window / 2;
            all.back()->policy = [](const QJsonObject& view, const QJsonObject& observation) {
                const QJsonArray legal = view.value("legal").toArray();
                if (observation.value("mayGive").toBool()) {
                    const QJsonArray hand = observation.value("seats")
                                                .toArray()
                                                .at(view.value("seat").toInt())
                                                .toObject()
                                                .value("hand")
                                                .toArray();
                    return QStringLiteral("give right=%1 partner=%2 left=%3")
                        .arg(hand[0].toString(), hand[1].toString(), hand[2].toString());
                }
                for (const char* decline : {"pass", "nobomb", "nogrand"})
                    if (legal.contains(QJsonValue(decline)))
                        return QString::fromLatin1(decline);
                return legal.isEmpty() ? QString() : legal.first().toString();
            };
        }
        all[0]->send(QJsonObject{{"type", "create"},
                                 {"game", game},
                                 {"seats", seats},
                                 {"windowMs", window},
                                 {"turnSeconds", turnMs / 1000}});
        const QString table = "t1";
        for (int s = 0; s < seats; ++s)
            all[std::size_t(s)]->send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", s}});
        all[0]->send(QJsonObject{{"type", "start"}, {"table", table}});
        test::runUntil(clock, all, 60 * window);

        int windows = 0, offSlot = 0, clocks = 0, named = 0;
        for (Member* m : all) {
            // The first window after a discard names it, and no window after it names one
            // before the seat's next view: that the next window came after an answer or not
            // would show.
            bool namedSinceView = false;
            for (const Received& r : m->got) {
                if (r.type() == "view")
                    namedSinceView = false;
                if (r.type() != "window" || !r.json.contains("discard"))
                    continue;
                QVERIFY2(!namedSinceView, qPrintable(QString::fromUtf8(r.bytes)));
                namedSinceView = true;
                ++named;
                const QJsonObject discard = r.json.value("discard").toObject();
                QVERIFY(discard.value("seat").toInt(-1) >= 0 &&
                        discard.value("seat").toInt(-1) < seats);
                QVERIFY(!discard.value("card").toString().isEmpty());
            }
            const auto told = m->ofType("window");
            windows = int(told.size());
            // The same windows, at the same moments, to every seat; each exactly one slot.
            QCOMPARE(told.size(), all[0]->ofType("window").size());
            for (std::size_t i = 0; i < told.size(); ++i) {
                QCOMPARE(told[i].at, all[0]->ofType("window")[i].at);
                QCOMPARE(told[i].json.value("timeLeftMs").toInteger(), qint64(window));
                QCOMPARE(told[i].at % window, 0);
            }
            QJsonObject observation;
            for (const Received& r : m->got) {
                if (r.type() != "view")
                    continue;
                const bool asked =
                    test::askedInWindow(r.json, r.json.value("observation").toObject());
                QVERIFY2(!(asked && r.json.contains("timeLeftMs")),
                         "a seat asked in a claim window was given a turn clock");
                const bool afterOwnAnswer = std::count(m->answers.begin(), m->answers.end(), r.at);
                if (afterOwnAnswer) {
                    ++offSlot;
                    continue;
                }
                QVERIFY2(r.at % window == 0,
                         qPrintable(QString("seat %1 got a view at %2 ms").arg(m->seat).arg(r.at)));
            }
            for (const Received& c : m->ofType("clock")) {
                ++clocks;
                const int seat = c.json.value("seat").toInt();
                QVERIFY(seat != m->seat);
                const auto views = all[std::size_t(seat)]->ofType("view");
                QVERIFY2(std::any_of(views.begin(), views.end(),
                                     [&](const Received& v) {
                                         return v.at == c.at && v.json.value("timeLeftMs") ==
                                                                    c.json.value("timeLeftMs");
                                     }),
                         "a clock told of a seat that was given no such turn then");
            }
            // And every turn with a fresh clock is told to every other seat (a seat still
            // awaited when others act gets its clock again with each view).
            for (const Received& v : m->ofType("view")) {
                if (v.json.value("timeLeftMs").toInteger(-1) != turnMs)
                    continue;
                const auto fresh =
                    std::count_if(m->got.begin(), m->got.end(), [&](const Received& r) {
                        return r.type() == "view" && r.at == v.at &&
                               r.json.value("timeLeftMs").toInteger(-1) == turnMs;
                    });
                for (Member* other : all)
                    if (other != m)
                        QCOMPARE(std::count_if(other->got.begin(), other->got.end(),
                                               [&](const Received& r) {
                                                   return r.type() == "clock" && r.at == v.at &&
                                                          r.json.value("seat").toInt() == m->seat;
                                               }),
                                 fresh);
            }
        }
        QVERIFY2(windows >= 8, qPrintable(QString::number(windows)));
        QVERIFY(clocks > 0);
        // Tichu's windows follow a trick's last play, not a discard.
        QVERIFY2(game == "tichu" ? named == 0 : named > 0, qPrintable(QString::number(named)));
        Q_UNUSED(offSlot);
    }

    // Issue 1 of the windows: two deals that differ only in whether one seat can claim (or bomb)
    // in the first window look the same, message for message, byte for byte and millisecond for
    // millisecond, to every seat whose own cards are the same and to the spectator; to a seat
    // whose cards differ, everything but its own questions and the answers to its own answers.
    void pairedDealsLookTheSameToEveryoneElse_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("windowMs");
        QTest::newRow("fourcolor 300") << "fourcolor" << 300;
        QTest::newRow("fourcolor 1200") << "fourcolor" << 1200;
        QTest::newRow("fourcolor, four seats, 300") << "fourcolor4" << 300;
        QTest::newRow("zipai 300") << "zipai" << 300;
        QTest::newRow("tichu 500") << "tichu" << 500;
    }
    void pairedDealsLookTheSameToEveryoneElse() {
        QFETCH(QString, game);
        QFETCH(int, windowMs);
        const Pair p = pairOf(game);
        const Recording with = record(p, p.withClaim, windowMs);
        const Recording without = record(p, p.without, windowMs);
        QCOMPARE(with.seats.size(), without.seats.size());
        // The person was asked in a window in the one deal and never in the other.
        const auto asked = [&](const std::vector<Received>& got) {
            return std::count_if(got.begin(), got.end(), [](const Received& r) {
                return r.type() == "view" &&
                       test::askedInWindow(r.json, r.json.value("observation").toObject());
            });
        };
        QVERIFY(asked(with.seats[std::size_t(p.person)]) > 0);
        if (game == "fourcolor4") // and the other seat in the other deal
            QVERIFY(asked(without.seats[3]) > 0);
        int windows = 0;
        for (std::size_t s = 0; s < with.seats.size(); ++s) {
            const bool differs = p.differ.contains(int(s));
            const auto a = differs ? comparable(with.seats[s]) : everything(with.seats[s]);
            const auto b = differs ? comparable(without.seats[s]) : everything(without.seats[s]);
            const QString difference = firstDifference(a, b);
            if (!difference.isEmpty())
                qInfo().noquote() << "\nable to claim:\n" + describe(with.seats[s]) +
                                         "\nnot able to:\n" + describe(without.seats[s]);
            QVERIFY2(difference.isEmpty(),
                     qPrintable(QString("seat %1, %2").arg(s).arg(difference)));
            windows = std::max<int>(
                windows,
                int(std::count_if(with.seats[s].begin(), with.seats[s].end(),
                                  [](const Received& r) { return r.type() == "window"; })));
        }
        const QString difference =
            firstDifference(everything(with.spectator), everything(without.spectator));
        if (!difference.isEmpty())
            qInfo().noquote() << "\nable to claim:\n" + describe(with.spectator) +
                                     "\nnot able to:\n" + describe(without.spectator);
        QVERIFY2(difference.isEmpty(), qPrintable("the spectator, " + difference));
        QVERIFY2(windows >= 2, qPrintable(QString::number(windows)));
    }

    // A seated person may ask once per claim window for more time: everybody, spectators too, is
    // told the window's new end at the same moment, with nothing of who asked, and a second ask
    // in the same window is refused. Asked in deals that differ only in who can claim, every
    // seat whose cards are the same, and the spectator, still sees the same thing to the byte
    // and the millisecond; the window closes one slot later than it would have.
    void aWaitTellsNobodyWhoCouldClaim_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("fourcolor") << "fourcolor";
        QTest::newRow("zipai") << "zipai";
    }
    void aWaitTellsNobodyWhoCouldClaim() {
        QFETCH(QString, game);
        constexpr int windowMs = 300;
        const Pair p = pairOf(game);
        const int seats = int(p.withClaim.value("seats").toArray().size());
        int waiter = -1;
        for (int s = 0; s < seats && waiter < 0; ++s)
            if (s != p.person && !p.differ.contains(s))
                waiter = s;
        QVERIFY(waiter >= 0);
        const Recording with = record(p, p.withClaim, windowMs, waiter);
        const Recording without = record(p, p.without, windowMs, waiter);
        for (std::size_t s = 0; s < with.seats.size(); ++s) {
            const bool differs = p.differ.contains(int(s));
            const auto a = differs ? comparable(with.seats[s]) : everything(with.seats[s]);
            const auto b = differs ? comparable(without.seats[s]) : everything(without.seats[s]);
            QVERIFY2(firstDifference(a, b).isEmpty(),
                     qPrintable(QString("seat %1, %2").arg(s).arg(firstDifference(a, b))));
        }
        QVERIFY2(
            firstDifference(everything(with.spectator), everything(without.spectator)).isEmpty(),
            "the spectator saw a difference");
        // The first window, then its new end to everybody at once, one slot later than before.
        const auto windows = [](const std::vector<Received>& got) {
            std::vector<Received> out;
            for (const Received& r : got)
                if (r.type() == "window")
                    out.push_back(r);
            return out;
        };
        for (const auto* got :
             {&with.seats[0], &with.seats[std::size_t(waiter)], &with.spectator}) {
            const auto told = windows(*got);
            QVERIFY(told.size() >= 2);
            QCOMPARE(told[1].json.value("extended").toBool(), true);
            QCOMPARE(told[1].at, told[0].at);
            QCOMPARE(told[1].json.value("timeLeftMs").toInteger(), qint64(2 * windowMs));
            QVERIFY(!told[1].json.contains("seat"));
            // Nothing else reaches anybody before the new end (but the waiter's own answers).
            for (const Received& r : *got)
                if (r.at > told[1].at && r.at < told[1].at + 2 * windowMs && r.type() != "window")
                    QFAIL(qPrintable("a message came before the window's new end: " +
                                     QString::fromUtf8(r.bytes)));
        }
        QStringList answers;
        for (const Received& r : with.seats[std::size_t(waiter)])
            if (r.json.value("id").toString().startsWith("wait-"))
                answers << r.json.value("type").toString() + " " + r.json.value("code").toString();
        QCOMPARE(answers, (QStringList{"ok ", "error cannot-wait"}));
    }

    // "It goes out right after that seat's view, and the views of a change go to the seats in
    // seat order and then to the spectators": a seat before the one whose turn starts has its
    // view of the change just before the `clock`, a seat after it just after, and the spectator
    // gets the clock before the view it belongs to.
    void aClockComesBetweenTheViewsOfItsChange() {
        const Pair p = pairOf("fourcolor4");
        const Recording r = record(p, p.withClaim, 300);
        int checked = 0;
        const auto check = [&](const std::vector<Received>& got, int receiver) {
            // From the first window on: the clocks before it are those told to one who comes.
            bool playing = false;
            for (std::size_t i = 0; i < got.size(); ++i) {
                playing = playing || got[i].type() == "window";
                if (!playing || got[i].type() != "clock")
                    continue;
                const int seat = got[i].json.value("seat").toInt();
                QVERIFY(seat != receiver);
                const bool viewFirst = receiver >= 0 && receiver < seat;
                const std::size_t at = viewFirst ? i - 1 : i + 1;
                QVERIFY2(i > 0 && at < got.size(), "a clock at the edge of the recording");
                // The view of the change, at the same moment; between a clock and the
                // spectator's view may come the clocks of other seats of the same change.
                std::size_t view = at;
                while (!viewFirst && view < got.size() && got[view].type() == "clock")
                    ++view;
                QVERIFY2(view < got.size() && got[view].type() == "view" &&
                             got[view].at == got[i].at,
                         qPrintable(QString("seat %1 told the clock of seat %2 at message %3:\n%4")
                                        .arg(receiver)
                                        .arg(seat)
                                        .arg(i)
                                        .arg(describe(got))));
                ++checked;
            }
        };
        for (std::size_t s = 0; s < r.seats.size(); ++s)
            check(r.seats[s], int(s));
        check(r.spectator, -1);
        QVERIFY(checked >= 6);
    }

    // Issues 2 and 7: without a hold (windowMs 0) a window closes when its claimant answers, so
    // its timing tells, but no message names the seat asked: nobody else is told a `clock` of
    // it, and the spectators are sent no view until the window closes.
    void withoutAHoldNobodyIsToldWhoIsAsked() {
        const Pair p = pairOf("fourcolor");
        Restored table(p);
        [[maybe_unused]] auto [clock, core, alice, bob, rail] = table.parts();
        const std::size_t railBefore = rail.got.size(), aliceBefore = alice.got.size();
        alice.send(QJsonObject{{"type", "act"}, {"table", "t1"}, {"action", p.script.front()}});
        // Bob is asked, with a turn timer of his own; he takes his time.
        const auto bobViews = bob.ofType("view");
        QVERIFY(test::askedInWindow(bobViews.back().json, bob.observation));
        QCOMPARE(bobViews.back().json.value("timeLeftMs").toInteger(), 60000);
        clock.advance(5000);
        // A spectator and a player who come now are told no clock either.
        Member late(core, clock);
        late.greet();
        late.send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
        for (const Member* m : {&alice, &rail, &late})
            for (const Received& r : m->got)
                QVERIFY2(r.type() != "clock" || r.json.value("seat").toInt() != 1,
                         qPrintable("a clock named the seat asked: " + QString::fromUtf8(r.bytes)));
        for (std::size_t i = railBefore; i < rail.got.size(); ++i)
            QVERIFY2(rail.got[i].type() != "view", "a spectator was shown a claim window");
        // The spectator who comes is shown the table as it was before the window: the view the
        // rail was shown last, under its number.
        std::vector<Received> railViews = rail.ofType("view");
        QCOMPARE(late.ofType("view").size(), std::size_t(1));
        QCOMPARE(late.ofType("view").front().json.value("seq"), railViews.back().json.value("seq"));
        QVERIFY(alice.got.size() > aliceBefore); // the seats still see the card discarded
        // Bob passes: the window closes and the spectators see the table again.
        alice.policy = playing(p, {});
        bob.policy = playing(p, {});
        bob.send(QJsonObject{{"type", "act"}, {"table", "t1"}, {"action", "pass"}});
        test::settle({&alice, &bob});
        QVERIFY(rail.ofType("view").size() > railViews.size());
        QCOMPARE(late.ofType("view")[1].json.value("seq").toInteger(),
                 railViews.back().json.value("seq").toInteger() + 1);
    }

    // Without a hold the seat asked answers on its turn timer; when that runs out the seat
    // declines, quietly: a stand-in called for it would name the seat asked to everyone at the
    // table. The seat is not handed to a stand-in either: its next turn is its player's, with a
    // clock, and only a turn of its own that runs out calls the stand-in.
    void aClaimLeftToRunOutDeclinesWithoutAStandIn() {
        const Pair p = pairOf("fourcolor");
        Restored table(p);
        [[maybe_unused]] auto [clock, core, alice, bob, rail] = table.parts();
        alice.send(QJsonObject{{"type", "act"}, {"table", "t1"}, {"action", p.script.front()}});
        QVERIFY(test::askedInWindow(bob.ofType("view").back().json, bob.observation));
        const std::size_t bobViews = bob.ofType("view").size();
        const auto seatOneActions = [&] {
            QStringList out;
            for (const auto& a : core.table("t1")->session->record().actions)
                if (a.seat == 1)
                    out << QString::fromStdString(a.text);
            return out;
        };
        QVERIFY(seatOneActions().isEmpty());
        clock.advance(59999);
        QVERIFY(seatOneActions().isEmpty());
        QVERIFY(core.table("t1")->session->inWindow());
        clock.advance(1);
        QCoreApplication::processEvents();
        QCOMPARE(seatOneActions(), QStringList{"pass"});
        for (const Member* m : {&alice, &bob, &rail})
            for (const Received& r : m->ofType("stand-in"))
                QFAIL(qPrintable("a stand-in was called for the seat asked: " +
                                 QString::fromUtf8(r.bytes)));
        QVERIFY(bob.ofType("view").size() > bobViews); // the window's outcome, as for everyone
        // Bob's own turn comes with its clock, told to the others: his player still holds it.
        alice.policy = playing(p, {});
        bob.policy = [](const QJsonObject&, const QJsonObject&) { return QString(); };
        const auto bobsTurn = [&] {
            const auto views = bob.ofType("view");
            return !views.empty() && views.back().json.value("awaited").toBool() &&
                   !test::askedInWindow(views.back().json, bob.observation);
        };
        for (int step = 0; step < 200 && !bobsTurn(); ++step) {
            test::settle({&alice, &bob});
            if (!bobsTurn() && !clock.advanceToNext())
                break;
        }
        QVERIFY2(bobsTurn(), "Bob's turn never came");
        QCOMPARE(bob.ofType("view").back().json.value("timeLeftMs").toInteger(), 60000);
        QVERIFY(bob.ofType("stand-in").empty());
        // That turn running out calls the stand-in, told to everyone, as always.
        clock.advance(60000);
        QCoreApplication::processEvents();
        QCOMPARE(alice.ofType("stand-in").size(), std::size_t(1));
        QCOMPARE(alice.ofType("stand-in").front().json.value("seat").toInt(), 1);
    }

    // Issue 6: a player or spectator who comes while a claim window holds the table is told the
    // window's time left, exactly, and no turn clock: the seat that discarded has acted, and no
    // seat's turn runs in a hold. The discarder coming back is given no clock either.
    void comingDuringAHoldBringsTheWindowAndNoClock() {
        const Pair p = pairOf("fourcolor");
        QTemporaryDir dir;
        writeJournal(dir.path(), p.withClaim, 1200, 60);
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        QStringList problems;
        core.setDataDir(dir.path(), &problems);
        Member alice(core, clock), bob(core, clock);
        alice.greet();
        bob.greet();
        alice.send(QJsonObject{{"type", "reconnect"}, {"token", token(0)}});
        bob.send(QJsonObject{{"type", "reconnect"}, {"token", token(1)}});
        QCOMPARE(alice.ofType("view").back().json.value("timeLeftMs").toInteger(), 60000);
        const std::size_t bobBefore = bob.got.size();
        alice.send(QJsonObject{{"type", "act"}, {"table", "t1"}, {"action", p.script.front()}});
        QCOMPARE(alice.ofType("window").size(), std::size_t(1));
        clock.advance(500);
        Member rail(core, clock), bobAgain(core, clock), aliceAgain(core, clock);
        for (Member* m : {&rail, &bobAgain, &aliceAgain})
            m->greet();
        rail.send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
        bobAgain.send(QJsonObject{{"type", "reconnect"}, {"token", token(1)}});
        aliceAgain.send(QJsonObject{{"type", "reconnect"}, {"token", token(0)}});
        for (const Member* m : {&rail, &bobAgain, &aliceAgain}) {
            const auto windows = m->ofType("window");
            QCOMPARE(windows.size(), std::size_t(1));
            QCOMPARE(windows.front().json.value("timeLeftMs").toInteger(), 700);
            QVERIFY(m->ofType("clock").empty());
        }
        // Alice's view again is the last she was shown, without a turn's time: she has acted.
        QVERIFY(!aliceAgain.ofType("view").back().json.contains("timeLeftMs"));
        for (std::size_t i = bobBefore; i < bob.got.size(); ++i)
            QVERIFY(bob.got[i].type() != "clock");
        // After the window, the next turn's clock is told as usual.
        test::runUntil(clock, {}, 10000);
        QVERIFY(!rail.ofType("clock").empty());
    }

    // Issue 4: view numbers never go back, also across a server restart: the server journals
    // the numbers it hands out a block at a time, and a restored table goes on above them.
    void viewNumbersGoOnAfterARestart() {
        const Pair p = pairOf("fourcolor");
        QTemporaryDir dir;
        writeJournal(dir.path(), p.withClaim, 300, 60);
        std::map<int, qint64> last; // per seat, -1 for the spectator
        {
            session::ManualClock clock;
            server::TableCore core;
            core.setClock(&clock);
            QStringList problems;
            core.setDataDir(dir.path(), &problems);
            Member alice(core, clock), bob(core, clock), rail(core, clock);
            std::vector<Member*> all{&alice, &bob, &rail};
            for (Member* m : all)
                m->greet();
            alice.send(QJsonObject{{"type", "reconnect"}, {"token", token(0)}});
            bob.send(QJsonObject{{"type", "reconnect"}, {"token", token(1)}});
            rail.send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
            alice.policy = playing(p, p.script);
            bob.policy = playing(p, {});
            test::runUntil(clock, all, 3000);
            for (Member* m : all)
                for (const Received& v : m->ofType("view"))
                    last[v.json.value("seat").toInt()] = v.json.value("seq").toInteger();
        }
        QCOMPARE(last.size(), std::size_t(3));
        qInfo() << "the last views before the restart:" << last[0] << last[1] << last[-1];
        QVERIFY(last[0] > 1 && last[1] > 1 && last[-1] > 1);
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        QStringList problems;
        core.setDataDir(dir.path(), &problems);
        QVERIFY(core.table("t1"));
        Member alice(core, clock), bob(core, clock), rail(core, clock);
        for (Member* m : {&alice, &bob, &rail})
            m->greet();
        alice.send(QJsonObject{{"type", "reconnect"}, {"token", token(0)}});
        bob.send(QJsonObject{{"type", "reconnect"}, {"token", token(1)}});
        rail.send(QJsonObject{{"type", "spectate"}, {"table", "t1"}});
        // The table came back in a claim window: the rail sees it once the windows' time is up.
        test::runUntil(clock, {}, 3000);
        for (const Member* m : {&alice, &bob, &rail}) {
            const auto views = m->ofType("view");
            QVERIFY2(!views.empty(), qPrintable(describe(m->got)));
            const int seat = views.front().json.value("seat").toInt();
            QVERIFY2(views.front().json.value("seq").toInteger() > last[seat],
                     qPrintable(QString("seat %1: %2 after %3")
                                    .arg(seat)
                                    .arg(views.front().json.value("seq").toInteger())
                                    .arg(last[seat])));
        }
    }
};

QTEST_GUILESS_MAIN(TestServerTiming)
#include "tst_server_timing.moc"
