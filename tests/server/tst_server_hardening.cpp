// The server against a hostile or merely unlucky client: each test is one way the server was
// once crashed, stalled, filled up or made to tell more than it may (docs/protocol.md).
#include "core/rng.h"
#include "io/registry.h"
#include "session/clock.h"
#include "test_client.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace paiju;
using test::botSpeed;
using test::Client;
using test::runUntil;

namespace {

QString createTable(Client& c, const QString& game, int seats, int windowMs, int turnSeconds) {
    c.send(QJsonObject{{"type", "create"},
                       {"game", game},
                       {"seats", seats},
                       {"windowMs", windowMs},
                       {"turnSeconds", turnSeconds}});
    return c.next("created").value("table").toString();
}

QString code(Client& c) {
    return c.next("error").value("code").toString();
}

bool over(const Client& c) {
    return c.lastView.value("observation").toObject().value("phase") == "match-over";
}

} // namespace

class TestServerHardening : public QObject {
    Q_OBJECT
private slots:
    // Item 1 and 10: one connection tried to hold two seats, started and dropped; the seat it
    // kept pointed at a freed connection and the next view crashed the server.
    void aConnectionHoldsOneSeatAndMayDropMidMatch_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("fourcolor") << "fourcolor" << 4;
        QTest::newRow("hakka") << "hakka" << 4;
        QTest::newRow("tichu") << "tichu" << 4;
        QTest::newRow("zipai") << "zipai" << 3;
    }
    void aConnectionHoldsOneSeatAndMayDropMidMatch() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        server::ServerLimits limits = botSpeed();
        session::ManualClock clock;
        server::TableServer server(limits);
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto greedy = std::make_unique<Client>(server.port());
        Client other(server.port());
        QVERIFY(greedy->greet() && other.greet());
        const QString table = createTable(*greedy, game, seats, 50, 1);
        greedy->send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        QVERIFY(!greedy->next("joined").isEmpty());
        greedy->send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        QCOMPARE(code(*greedy), QString("already-seated"));
        for (int s = 1; s < seats; ++s)
            greedy->send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", s}});
        greedy->send(QJsonObject{{"type", "start"}, {"table", table}, {"id", "go"}});
        QJsonObject ok = greedy->next("ok");
        while (!ok.isEmpty() && ok.value("id") != "go")
            ok = greedy->next("ok");
        QCOMPARE(ok.value("for").toString(), QString("start"));
        QVERIFY(!greedy->next("view").isEmpty());
        greedy->socket.abort();
        greedy.reset();
        QVERIFY(runUntil([&] { return server.connectionCount() == 1; }, 60000));
        // The seat's turns time out and a stand-in plays them; the server goes on serving. The
        // table's clock moves a second at a time, once the server has read the loss.
        QVERIFY(server.table(table) && server.table(table)->session);
        const auto acted = [&] {
            const auto& actions = server.table(table)->session->record().actions;
            return std::count_if(actions.begin(), actions.end(),
                                 [](const auto& a) { return a.seat == 0; });
        };
        QCOMPARE(acted(), 0);
        // Time moves only by the test's steps, so the turn cannot run out before the bots and the
        // claim windows before it are done, however slow the machine.
        QVERIFY(runUntil(
            [&] {
                clock.advance(10);
                return acted() > 0;
            },
            600000));
        other.send(QJsonObject{{"type", "ping"}});
        QVERIFY(!other.next("pong").isEmpty());
    }

    // Item 2: tables whose players are gone close after the grace, and their journals go. The
    // grace runs on the tables' clock, which the test moves: the tables cannot close before the
    // test has seen the server full, however long the machine takes.
    void tablesNobodyComesBackToCloseWithTheirJournals() {
        QTemporaryDir dir;
        server::ServerLimits limits = botSpeed();
        limits.maxTables = 3;
        limits.abandonSeconds = 1;
        session::ManualClock clock;
        server::TableServer server(limits);
        server.setClock(&clock);
        QStringList problems;
        server.setDataDir(dir.path(), &problems);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        for (int i = 0; i < 3; ++i) {
            Client c(server.port());
            QVERIFY(c.greet());
            const QString table = createTable(c, "hakka", 4, 0, 60);
            QVERIFY(!table.isEmpty());
            c.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
            QVERIFY(!c.next("joined").isEmpty());
            c.socket.abort();
        }
        QVERIFY(runUntil([&] { return server.connectionCount() == 0; }, 60000));
        QCOMPARE(server.tableCount(), 3);
        Client late(server.port());
        QVERIFY(late.greet());
        late.send(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        QCOMPARE(code(late), QString("server-full"));
        QCOMPARE(server.tableCount(), 3);
        // Now the grace runs: a millisecond of the tables' clock at each poll of the test, until
        // the server's look (once a second) finds it past.
        QVERIFY(runUntil(
            [&] {
                if (server.tableCount() > 0)
                    clock.advance(1);
                return server.tableCount() == 0;
            },
            60000));
        QCOMPARE(QDir(dir.path()).entryList({"*.journal"}, QDir::Files), QStringList{});
        late.send(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        QVERIFY(!late.next("created").isEmpty());
    }

    // Item 3, that every claim window lasts whole slots of windowMs, is checked on the server's
    // own clock in tst_server_timing.

    // Item 4: a long lobby comes in parts, each under the frame limit.
    void aLongLobbyComesInPartsUnderTheFrameLimit() {
        server::ServerLimits limits = botSpeed();
        limits.maxTables = 1000;
        server::TableServer server(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client c(server.port());
        QVERIFY(c.greet());
        for (int i = 0; i < 600; ++i)
            c.send(QJsonObject{{"type", "create"}, {"game", "tichu"}, {"seats", 4}});
        QVERIFY(runUntil([&] { return server.tableCount() == 600; }, 60000));
        c.send(QJsonObject{{"type", "list"}, {"id", 7}});
        int tables = 0, parts = 0;
        for (int part = 1;; ++part) {
            const QJsonObject lobby = c.next("lobby");
            QCOMPARE(lobby.value("part").toInt(), part);
            if (part == 1)
                QCOMPARE(lobby.value("id").toInt(), 7);
            tables += int(lobby.value("tables").toArray().size());
            parts = lobby.value("parts").toInt();
            if (part >= parts)
                break;
        }
        QVERIFY(parts > 1);
        QCOMPARE(tables, 600);
        QVERIFY(!c.decoder.failed()); // every frame was within the limit
        QCOMPARE(c.socket.state(), QAbstractSocket::ConnectedState);
    }

    // Item 5: whether the Hakka leader may declare bounds his elders; only he is told.
    void onlyTheHakkaLeaderIsToldThatHeMayDeclare() {
        const GameInfo* game = findGame("hakka");
        QVERIFY(game);
        int told = 0;
        for (std::uint64_t seed = 1; seed <= 40 && told < 5; ++seed) {
            auto state = game->create(makeSetup(*game, 4, {}, seed, nullptr).value());
            Rng rng(seed);
            for (int step = 0; step < 2000 && !state->isTerminal(); ++step) {
                for (int viewer = -1; viewer < 4; ++viewer) {
                    const bool may = game->observe(*state, viewer).value("mayDeclare").toBool();
                    const auto legal =
                        viewer >= 0 ? state->legalActions(viewer) : std::vector<std::string>{};
                    const bool declare =
                        std::find(legal.begin(), legal.end(), "declare") != legal.end();
                    QCOMPARE(may, declare);
                    told += may;
                }
                const auto waiting = state->awaiting();
                const auto legal = state->legalActions(waiting.front());
                QVERIFY(state->apply(waiting.front(), legal[rng.below(std::uint32_t(legal.size()))])
                            .ok());
            }
        }
        QVERIFY(told > 0);
    }

    // Item 6: coming back again and again does not buy a player more time. On the table's own
    // clock: each reconnect's view gives exactly the time left of the first deadline, and the
    // stand-in plays the turn exactly when it runs out.
    void reconnectingKeepsTheTurnsDeadline() {
        session::ManualClock clock;
        server::TableServer server(botSpeed());
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        auto player = std::make_unique<Client>(server.port());
        QVERIFY(player->greet());
        const auto [table, token] = test::sitAmongBots(
            *player, {{"game", "tichu"}, {"seats", 4}, {"windowMs", 0}, {"turnSeconds", 2}});
        QVERIFY(!table.isEmpty());
        player->send(QJsonObject{{"type", "start"}, {"table", table}});
        QJsonObject first = player->next("view");
        while (!first.isEmpty() && !first.value("awaited").toBool())
            first = player->next("view");
        QVERIFY(first.value("awaited").toBool());
        QCOMPARE(first.value("timeLeftMs").toInt(), 2000);
        // The bots call or not at once, on a clock that stands still: the seat's deadline is
        // 2000 ms from now whatever views their calls bring it.
        QVERIFY(runUntil(
            [&] { return server.table(table)->session->state().awaiting() == std::vector<int>{0}; },
            60000));
        const qint64 start = clock.now();
        const auto acted = [&] {
            for (const auto& a : server.table(table)->session->record().actions)
                if (a.seat == 0)
                    return true;
            return false;
        };
        for (int step = 1; step <= 4; ++step) {
            clock.advance(400);
            player->socket.abort();
            player = std::make_unique<Client>(server.port());
            QVERIFY(player->greet());
            player->send(QJsonObject{{"type", "reconnect"}, {"token", token}});
            QVERIFY(!player->next("joined").isEmpty());
            const QJsonObject again = player->next("view");
            QVERIFY(again.value("awaited").toBool());
            QCOMPARE(again.value("timeLeftMs").toInteger(), 2000 - (clock.now() - start));
            QVERIFY(!acted());
        }
        clock.advance(2000 - (clock.now() - start) - 1);
        QVERIFY(!acted());
        clock.advance(1);
        QVERIFY2(runUntil(acted, 30000), "the stand-in never played the turn");
        QCOMPARE(clock.now() - start, 2000);
    }

    // Item 7: a frame begun must end in time, and the connection's buffer goes with it. The time
    // is the tables' clock, moved by the test: a byte arrives every 400 ms of it, and the frame
    // is cut once more than a second has passed since its first byte, whatever the machine's load.
    void aFrameSentByteByByteIsCutOff() {
        server::ServerLimits limits = botSpeed();
        limits.frameSeconds = 1;
        session::ManualClock clock;
        server::TableServer server(limits);
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client slow(server.port()), fine(server.port());
        QVERIFY(slow.greet() && fine.greet());
        const QByteArray frame = protocol::encodeFrame(QJsonObject{{"type", "ping"}});
        slow.sendRaw(frame.mid(0, 1));
        // The frame's time runs from when the server read its first byte.
        QVERIFY(runUntil([&] { return server.unfinishedFrames() == 1; }, 60000));
        for (int i = 1; i < 3; ++i) {
            clock.advance(400);
            slow.sendRaw(frame.mid(i, 1));
        }
        clock.advance(400);
        // 800 ms after the first byte: still in time, however long the machine took.
        fine.send(QJsonObject{{"type", "ping"}});
        QVERIFY(!fine.next("pong", 60000).isEmpty());
        QCOMPARE(slow.socket.state(), QAbstractSocket::ConnectedState);
        QVERIFY(slow.inbox.isEmpty());
        clock.advance(400); // 1,200 ms: past the limit at the next look (once a second)
        QCOMPARE(slow.next("error", 60000).value("code").toString(), QString("slow-frame"));
        QVERIFY(runUntil([&] { return server.connectionCount() == 1; }, 60000));
        fine.send(QJsonObject{{"type", "ping"}});
        QVERIFY(!fine.next("pong").isEmpty());
    }

    // Item 8: journals hold tokens and seeds; only the server's user may read them.
    void journalsArePrivate() {
        QTemporaryDir dir;
        const QString data = dir.filePath("data");
        server::TableServer server(botSpeed());
        QStringList problems;
        server.setDataDir(data, &problems);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client c(server.port());
        QVERIFY(c.greet());
        QVERIFY(!createTable(c, "hakka", 4, 0, 60).isEmpty());
        const auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                            QFileDevice::ExeGroup | QFileDevice::ReadOther |
                            QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFileInfo(data).permissions() & others, QFileDevice::Permissions{});
        const QStringList journals = QDir(data).entryList({"*.journal"}, QDir::Files);
        QCOMPARE(journals.size(), 1);
        const QFileInfo journal(QDir(data).filePath(journals.first()));
        QCOMPARE(journal.permissions() & others, QFileDevice::Permissions{});
        QVERIFY(journal.permissions() & QFileDevice::ReadOwner);
    }

    // Item 9: a player answering at once against instant bots is never taken for a flood. The
    // player answers each view that awaits it once, and only the newest (Client::autoplay); the
    // actions that move the table on must give their count back. The default burst, with no
    // refill at all: without the give-back the burst alone would have to carry the whole
    // match, and the test fails however fast or slow the machine is.
    void aQuickHonestPlayerStaysUnderTheRateLimit() {
        server::ServerLimits limits;
        limits.messagesPerSecond = 0; // no refill at all, however long the test takes
        server::TableServer server(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client player(server.port());
        QVERIFY(player.greet());
        const QString table =
            test::sitAmongBots(
                player, {{"game", "tichu"}, {"seats", 4}, {"windowMs", 0}, {"turnSeconds", 60}})
                .table;
        QVERIFY(!table.isEmpty());
        player.autoplay = true;
        player.send(QJsonObject{{"type", "start"}, {"table", table}});
        const auto mine = [&] {
            int n = 0;
            for (const auto& a : server.table(table)->session->record().actions)
                n += a.seat == 0;
            return n;
        };
        // A count of actions, not a time: a loaded machine only takes longer to get there.
        QVERIFY(runUntil(
            [&] {
                return mine() >= 2 * limits.burst || over(player) ||
                       player.socket.state() != QAbstractSocket::ConnectedState;
            },
            600000));
        for (const QJsonObject& m : player.inbox)
            QVERIFY2(m.value("code") != "rate-limit", "an honest player met the rate limit");
        QCOMPARE(player.socket.state(), QAbstractSocket::ConnectedState);
        QVERIFY(mine() > limits.burst); // more than the burst alone allows
    }

    // Item 11: each refusal says what is wrong.
    void refusalsNameTheProblemExactly() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client first(server.port());
        first.send(QJsonObject{{"type", "list"}});
        QCOMPARE(code(first), QString("hello-first"));
        Client c(server.port());
        QVERIFY(c.greet());
        c.send(QJsonObject{
            {"type", "hello"}, {"version", protocol::protocolVersion}, {"client", "again"}});
        QCOMPARE(code(c), QString("hello-again"));
        const QString table = createTable(c, "tichu", 4, 0, 60);
        for (int seat : {-1, 4}) {
            c.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", seat}, {"id", "j"}});
            const QJsonObject error = c.next("error");
            QCOMPARE(error.value("code").toString(), QString("bad-seat"));
            QCOMPARE(error.value("id").toString(), QString("j"));
        }
        for (double seat : {std::ldexp(1.0, 31), std::ldexp(1.0, 40), -std::ldexp(1.0, 40)}) {
            c.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", seat}});
            QCOMPARE(code(c), QString("bad-field"));
        }
        c.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 9}});
        QCOMPARE(code(c), QString("bad-seat"));
        c.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 2}, {"id", 41}});
        const QJsonObject ok = c.next("ok");
        QCOMPARE(ok.value("for").toString(), QString("add-bot"));
        QCOMPARE(ok.value("id").toInt(), 41);
        // A bot's level is one of the three; it is kept with the seat.
        c.send(
            QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 1}, {"level", "expert"}});
        QCOMPARE(code(c), QString("bad-level"));
        c.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 3}, {"level", "hard"}});
        QCOMPARE(c.next("ok").value("for").toString(), QString("add-bot"));
        QCOMPARE(server.table(table)->seats[3].level, QString("hard"));
        QCOMPARE(server.table(table)->seats[2].level, QString()); // normal
        // Nothing above changed a seat it should not have.
        QCOMPARE(int(server.table(table)->seats[0].kind), int(server::Seat::Kind::Empty));
        QCOMPARE(int(server.table(table)->seats[1].kind), int(server::Seat::Kind::Empty));
        QCOMPARE(int(server.table(table)->seats[2].kind), int(server::Seat::Kind::Bot));
    }

    // Item 12: spectators see every public event, and a private answer in a window sends them
    // no second copy of the same view.
    void spectatorsSeeEveryPublicEventAndNoEchoes() {
        const GameInfo* game = findGame("zipai");
        int sao = 0;
        for (std::uint64_t seed = 1; seed <= 60 && sao == 0; ++seed) {
            auto state = game->create(makeSetup(*game, 3, {}, seed, nullptr).value());
            Rng rng(seed);
            for (int step = 0; step < 3000 && !state->isTerminal(); ++step) {
                const QJsonArray seen = game->observe(*state, -1).value("log").toArray();
                const QJsonArray seated = game->observe(*state, 0).value("log").toArray();
                int seatSao = 0, watchSao = 0;
                for (const QJsonValue& e : seated)
                    seatSao += e["type"] == "sao" && e["seat"].toInt() != 0;
                for (const QJsonValue& e : seen) {
                    watchSao += e["type"] == "sao" && e["seat"].toInt() != 0;
                    QVERIFY(e["text"].toString().isEmpty() || e["type"] != "sao");
                }
                QCOMPARE(watchSao, seatSao);
                sao += watchSao;
                const auto waiting = state->awaiting();
                const auto legal = state->legalActions(waiting.front());
                QVERIFY(state->apply(waiting.front(), legal[rng.below(std::uint32_t(legal.size()))])
                            .ok());
            }
        }
        QVERIFY(sao > 0);

        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client host(server.port()), watcher(server.port());
        QVERIFY(host.greet() && watcher.greet());
        const QString table =
            test::sitAmongBots(
                host, {{"game", "fourcolor"}, {"seats", 4}, {"windowMs", 0}, {"turnSeconds", 60}})
                .table;
        QVERIFY(!table.isEmpty());
        watcher.send(QJsonObject{{"type", "spectate"}, {"table", table}});
        QVERIFY(!watcher.next("spectating").isEmpty());
        host.autoplay = true;
        host.send(QJsonObject{{"type", "start"}, {"table", table}});
        QVERIFY(runUntil([&] { return over(host) && over(watcher); }, 60000));
        QJsonObject last;
        qint64 seq = 0;
        int views = 0;
        for (const QJsonObject& m : watcher.inbox) {
            if (m.value("type") != "view")
                continue;
            ++views;
            QCOMPARE(m.value("seq").toInteger(), seq + 1);
            seq = m.value("seq").toInteger();
            QVERIFY2(m.value("observation") != last.value("observation"),
                     "a spectator was sent the same view twice");
            last = m;
        }
        QVERIFY(views > 10);
    }
};

QTEST_GUILESS_MAIN(TestServerHardening)
#include "tst_server_hardening.moc"
