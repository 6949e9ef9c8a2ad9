// Statements of docs/protocol.md a client written from the document alone relies on, each
// checked against a TableCore driven through in-process peers (core_harness.h): the order of
// answers and what they brought, the lobby's parts, request ids, whole numbers and repeated keys,
// the order of join's checks, a seated spectator's two streams, and the connection that loses its
// seat to a reconnect elsewhere.
#include "core_harness.h"
#include "protocol/frame_codec.h"

#include <QLoggingCategory>
#include <QTest>
#include <map>

using namespace paiju;
using test::Member;
using test::Received;

namespace {

QStringList types(const std::vector<Received>& got, std::size_t from = 0) {
    QStringList out;
    for (std::size_t i = from; i < got.size(); ++i)
        out << got[i].type();
    return out;
}

// Passes where it may, else takes the first legal action.
QString passOrFirst(const QJsonObject& view, const QJsonObject&) {
    const QJsonArray legal = view.value("legal").toArray();
    return legal.contains(QJsonValue("pass")) ? QStringLiteral("pass") : legal.first().toString();
}

// A table of `game` with `seats` seats created by `host`; the server's own wait between hands
// unless `handEndMs` is given. Its name.
QString createTable(Member& host, const QString& game, int seats, int windowMs, int turnSeconds,
                    int handEndMs = -1) {
    QJsonObject create{{"type", "create"},
                       {"game", game},
                       {"seats", seats},
                       {"windowMs", windowMs},
                       {"turnSeconds", turnSeconds}};
    if (handEndMs >= 0)
        create.insert("handEndMs", handEndMs);
    host.send(create);
    return host.got.back().json.value("table").toString();
}

// A table of `game` for `seats` members, each seated in its seat, started.
QString startTable(std::vector<Member*> seats, const QString& game, int windowMs,
                   int turnSeconds = 60, int handEndMs = -1) {
    Member& host = *seats.front();
    const QString table =
        createTable(host, game, int(seats.size()), windowMs, turnSeconds, handEndMs);
    for (std::size_t s = 0; s < seats.size(); ++s)
        seats[s]->send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", int(s)}});
    host.send(QJsonObject{{"type", "start"}, {"table", table}});
    return table;
}

// A table core on the test's clock and the clients it greeted.
struct Clocked {
    explicit Clocked(const server::ServerLimits& limits = {}) : core(limits) {
        core.setClock(&clock);
    }
    Member& greeted() {
        members.push_back(std::make_unique<Member>(core, clock));
        members.back()->greet();
        return *members.back();
    }
    session::ManualClock clock;
    server::TableCore core;
    std::vector<std::unique_ptr<Member>> members; // gone before the core
};

} // namespace

class TestServerStatements : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false")); }

    // "An answer comes after what its request did at once": an action applied at once is
    // answered after its views; one that opens a claim window, after the window's `window`; an
    // answer in a window gets its `ok` at once and the views at the window's end.
    void anOkComesAfterWhatItsRequestDid() {
        for (const int windowMs : {0, 400}) {
            Clocked t;
            Member& a = t.greeted();
            Member& b = t.greeted();
            Member& c = t.greeted();
            const QString table = startTable({&a, &b, &c}, "zipai", windowMs);
            bool sawHeld = false, sawAnswer = false;
            std::map<Member*, std::size_t> answered; // the views a member had when it acted
            // Each seat acts on its turn with the first legal action; the order of what the
            // actor receives is checked for every action.
            for (int step = 0; step < 60; ++step) {
                Member* actor = nullptr;
                for (Member* m : {&a, &b, &c}) {
                    const auto views = m->ofType("view");
                    if (!views.empty() && views.size() > answered[m] &&
                        views.back().json.value("awaited").toBool() &&
                        !views.back().json.value("legal").toArray().isEmpty())
                        actor = m;
                }
                if (!actor) {
                    t.clock.advance(windowMs > 0 ? windowMs : 1);
                    continue;
                }
                const QJsonObject view = actor->ofType("view").back().json;
                const bool asked = test::askedInWindow(view, actor->observation);
                const QString action = view.value("legal").toArray().contains(QJsonValue("pass"))
                                           ? QStringLiteral("pass")
                                           : view.value("legal").toArray().first().toString();
                answered[actor] = actor->ofType("view").size();
                const std::size_t before = actor->got.size();
                actor->send(QJsonObject{
                    {"type", "act"}, {"table", table}, {"action", action}, {"id", step}});
                const QStringList after = types(actor->got, before);
                QVERIFY2(!after.isEmpty(), "no answer");
                const qsizetype ok = after.indexOf("ok");
                QVERIFY2(ok >= 0, qPrintable(after.join(',')));
                if (asked && windowMs > 0) {
                    // Kept until the window's time is up: the `ok` alone, nothing else.
                    QVERIFY2(after == QStringList{"ok"} || after == (QStringList{"view", "ok"}),
                             qPrintable(after.join(',')));
                    sawAnswer = true;
                } else {
                    QCOMPARE(ok, after.size() - 1); // the last of what it brought
                    if (after.contains("window")) {
                        sawHeld = true;
                        QVERIFY(!after.contains("view"));
                    } else {
                        QVERIFY2(after.contains("view") || after.size() == 1,
                                 qPrintable(after.join(',')));
                    }
                }
                QCOMPARE(actor->got[before + std::size_t(ok)].json.value("id").toInt(), step);
            }
            if (windowMs > 0)
                QVERIFY(sawHeld && sawAnswer);
        }
    }

    // "the first part carries the id, the others none, and they come one after another".
    void theLobbysLaterPartsCarryNoId() {
        server::ServerLimits limits;
        limits.lobbyPart = 2;
        Clocked t(limits);
        Member& a = t.greeted();
        for (int i = 0; i < 5; ++i)
            a.send(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        const std::size_t before = a.got.size();
        a.send(QJsonObject{{"type", "list"}, {"id", "L"}});
        QCOMPARE(types(a.got, before), (QStringList{"lobby", "lobby", "lobby"}));
        QCOMPARE(a.got[before].json.value("id").toString(), QString("L"));
        QVERIFY(!a.got[before + 1].json.contains("id") && !a.got[before + 2].json.contains("id"));
        QCOMPARE(a.got[before + 2].json.value("part").toInt(), 3);
    }

    // "An id of another kind, or a longer string, is refused with bad-field, and that error
    // carries no id."
    void idsOfOtherKindsAreRefusedWithoutAnId() {
        Clocked t;
        Member& a = t.greeted();
        const QList<QJsonValue> bad{QJsonValue(true), QJsonValue(QJsonValue::Null),
                                    QJsonArray{1},    QJsonObject{{"a", 1}},
                                    QJsonValue(1.5),  QJsonValue(QString("x").repeated(65))};
        for (const QJsonValue& id : bad) {
            a.send(QJsonObject{{"type", "ping"}, {"id", id}});
            QCOMPARE(a.got.back().type(), QString("error"));
            QCOMPARE(a.got.back().json.value("code").toString(), QString("bad-field"));
            QVERIFY(!a.got.back().json.contains("id"));
        }
        a.send(QJsonObject{{"type", "ping"}, {"id", QString("x").repeated(64)}});
        QCOMPARE(a.got.back().type(), QString("pong"));
        QCOMPARE(a.got.back().json.value("id").toString(), QString("x").repeated(64));
    }

    // "3, 3.0 and 3e0 are all 3. An object with a key twice counts the last one." Read from
    // frames, as the server reads them.
    void wholeNumbersInAnyFormAndTheLastOfARepeatedKey() {
        Clocked t;
        Member& a = t.greeted();
        protocol::FrameDecoder decoder;
        const auto frame = [&](const QByteArray& body) {
            QByteArray bytes(4, '\0');
            bytes[3] = char(body.size());
            bytes[2] = char(body.size() >> 8);
            const QList<QJsonObject> messages = decoder.feed(bytes + body);
            QCOMPARE(messages.size(), 1);
            a.send(messages.front());
        };
        frame(R"({"type":"create","game":"hakka","seats":4.0})");
        QCOMPARE(a.got.back().type(), QString("created"));
        frame(R"({"type":"create","game":"hakka","seats":4e0,"windowMs":1.5e3})");
        QCOMPARE(a.got.back().type(), QString("created"));
        frame(R"({"type":"create","game":"hakka","seats":4.5})");
        QCOMPARE(a.got.back().json.value("code").toString(), QString("bad-field"));
        frame(R"({"type":"ping","type":"list"})");
        QCOMPARE(a.got.back().type(), QString("lobby"));
    }

    // "join is checked in this order: started, already-seated (whatever the seat asked, -1
    // included), the seat, the password."
    void joinSaysAlreadySeatedBeforeTheSeat() {
        Clocked t;
        Member& a = t.greeted();
        a.send(
            QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}, {"password", "pw"}});
        const QString table = a.got.back().json.value("table").toString();
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}, {"password", "pw"}});
        QCOMPARE(a.got.back().type(), QString("joined"));
        for (int seat : {-1, 0, 1, 9}) {
            a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", seat}});
            QCOMPARE(a.got.back().json.value("code").toString(), QString("already-seated"));
        }
        Member& b = t.greeted();
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", -1}});
        QCOMPARE(b.got.back().json.value("code").toString(), QString("bad-seat"));
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        QCOMPARE(b.got.back().json.value("code").toString(), QString("seat-taken"));
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        QCOMPARE(b.got.back().json.value("code").toString(), QString("wrong-password"));
    }

    // "A seated connection may also spectate its own table: it then gets both streams, each
    // numbered on its own."
    void aSeatedSpectatorGetsBothStreams() {
        Clocked t;
        Member& a = t.greeted();
        Member& b = t.greeted();
        const QString table = startTable({&a, &b}, "fourcolor", 0);
        a.send(QJsonObject{{"type", "spectate"}, {"table", table}});
        QCOMPARE(a.ofType("spectating").size(), std::size_t(1));
        a.policy = b.policy = passOrFirst;
        test::settle({&a, &b});
        qint64 seat = 0, rail = 0;
        for (const Received& v : a.ofType("view")) {
            qint64& seq = v.json.value("seat").toInt() == -1 ? rail : seat;
            QCOMPARE(v.json.value("seq").toInteger(), seq + 1);
            seq = v.json.value("seq").toInteger();
        }
        QVERIFY2(seat > 1 && rail > 1, qPrintable(QString("%1 %2").arg(seat).arg(rail)));
    }

    // "That connection is told nothing: it stays open, gets no more of the seat's messages, and
    // its act is refused with not-seated."
    void aConnectionThatLosesItsSeatIsToldNothing() {
        Clocked t;
        Member& a = t.greeted();
        Member& b = t.greeted();
        const QString table = startTable({&a, &b}, "fourcolor", 0);
        QString token;
        for (const Received& r : a.got)
            if (r.type() == "joined")
                token = r.json.value("token").toString();
        Member& again = t.greeted();
        const std::size_t before = a.got.size();
        again.send(QJsonObject{{"type", "reconnect"}, {"token", token}});
        QCOMPARE(again.ofType("joined").size(), std::size_t(1));
        QCOMPARE(a.got.size(), before); // told nothing
        a.send(QJsonObject{{"type", "act"}, {"table", table}, {"action", "pass"}});
        QCOMPARE(a.got.back().json.value("code").toString(), QString("not-seated"));
        a.send(QJsonObject{{"type", "ping"}});
        QCOMPARE(a.got.back().type(), QString("pong"));
        // The seat's messages go to the new connection only.
        b.policy = again.policy = passOrFirst;
        test::settle({&b, &again});
        QVERIFY(again.ofType("view").size() > 1);
        QCOMPARE(a.got.size(), before + 2);
    }

    // "hand-over ... carries no id ... meanwhile every action is refused with illegal-action";
    // the next hand is dealt when its time is up, on the table's clock.
    void actingDuringAHandOverIsIllegal() {
        Clocked t;
        Member& a = t.greeted();
        Member& b = t.greeted();
        const QString table = startTable({&a, &b}, "fourcolor", 0, 0, 3000);
        a.policy = b.policy = passOrFirst;
        test::settle({&a, &b}); // instant players: the first hand ends on a clock that stands
        const auto over = a.ofType("hand-over");
        QCOMPARE(over.size(), std::size_t(1));
        QVERIFY(!over.front().json.contains("id"));
        QCOMPARE(over.front().json.value("nextHandMs").toInt(), 3000);
        a.send(QJsonObject{{"type", "act"}, {"table", table}, {"action", "pass"}, {"id", 1}});
        QCOMPARE(a.got.back().json.value("code").toString(), QString("illegal-action"));
        QCOMPARE(a.got.back().json.value("id").toInt(), 1);
        const std::size_t views = a.ofType("view").size();
        t.clock.advance(2999);
        QCOMPARE(a.ofType("view").size(), views);
        t.clock.advance(1);
        QVERIFY(a.ofType("view").size() > views); // the next hand, dealt on time
    }

    // "when a player's turn timer starts (bots and stand-ins have none)": no `clock` ever names
    // a bot's seat, while the player's turns are told.
    void clocksAreOnlyOfPlayers() {
        Clocked t;
        Member& a = t.greeted();
        Member& rail = t.greeted();
        const QString table = createTable(a, "fourcolor", 2, 0, 60);
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        a.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 1}});
        rail.send(QJsonObject{{"type", "spectate"}, {"table", table}});
        // Takes what it may and discards, so that it has turns of its own (a seat that passes
        // every drawn card may never have to discard).
        a.policy = [](const QJsonObject& view, const QJsonObject&) {
            const QJsonArray legal = view.value("legal").toArray();
            for (const QJsonValue& action : legal)
                if (action.toString() != "pass")
                    return action.toString();
            return legal.first().toString();
        };
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        const auto clockedTurns = [&] {
            const auto views = a.ofType("view");
            // Its turns, not its questions in claim windows (whose timers nobody else is told).
            return std::count_if(views.begin(), views.end(), [](const Received& v) {
                return v.json.value("timeLeftMs").toInteger(-1) == 60000 &&
                       !test::askedInWindow(v.json, v.json.value("observation").toObject());
            });
        };
        const auto over = [&] { return a.observation.value("phase").toString() == "match-over"; };
        for (int round = 0; round < 5000 && clockedTurns() < 3 && !over(); ++round)
            test::settle({&a}); // the bot answers from the event loop
        QVERIFY(clockedTurns() > 0);
        // Every turn of the player is told to the rail, and nothing else is.
        qsizetype told = 0;
        for (const Received& c : rail.ofType("clock")) {
            QCOMPARE(c.json.value("seat").toInt(), 0);
            ++told;
        }
        QCOMPARE(told, clockedTurns());
        QVERIFY(a.ofType("clock").empty());
    }
};

QTEST_GUILESS_MAIN(TestServerStatements)
#include "tst_server_statements.moc"
