// The server on loopback: whole matches played by clients over the wire, and bad input answered
// with its error code while the server goes on serving everybody else.
#include "support/privacy.h"
#include "test_client.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QtEndian>
#include <map>

using namespace paiju;
using paiju::test::botSpeed;
using paiju::test::Client;
using paiju::test::runUntil;

namespace {

QByteArray header(quint32 length) {
    QByteArray h(4, '\0');
    qToBigEndian<quint32>(length, h.data());
    return h;
}

} // namespace

class TestTableServer : public QObject {
    Q_OBJECT
private slots:
    void clientsPlayWholeMatches_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("bots");
        QTest::addColumn<QJsonObject>("options");
        QTest::newRow("fourcolor, two players") << "fourcolor" << 2 << 0 << QJsonObject{};
        QTest::newRow("hakka, one player and three bots")
            << "hakka" << 1 << 3 << QJsonObject{{"rounds", 1}};
        QTest::newRow("tichu, four players") << "tichu" << 4 << 0 << QJsonObject{{"rounds", 2}};
        QTest::newRow("tichu, two players and two bots")
            << "tichu" << 2 << 2 << QJsonObject{{"rounds", 1}};
        QTest::newRow("zipai, three players") << "zipai" << 3 << 0 << QJsonObject{{"hands", 2}};
        QTest::newRow("zipai, one player and a bot")
            << "zipai" << 1 << 1 << QJsonObject{{"hands", 2}};
    }

    void clientsPlayWholeMatches() {
        QFETCH(QString, game);
        QFETCH(int, players);
        QFETCH(int, bots);
        QFETCH(QJsonObject, options);
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<Client>> clients;
        for (int i = 0; i < players; ++i) {
            clients.push_back(std::make_unique<Client>(server.port()));
            QVERIFY(clients.back()->greet());
        }
        Client& host = *clients.front();
        host.send(QJsonObject{{"type", "create"},
                              {"game", game},
                              {"seats", players + bots},
                              {"options", options},
                              {"windowMs", 0}});
        const QString table = host.next("created").value("table").toString();
        QVERIFY(!table.isEmpty());
        for (int i = 0; i < players; ++i) {
            clients[std::size_t(i)]->send(
                QJsonObject{{"type", "join"}, {"table", table}, {"seat", i}});
            const QJsonObject joined = clients[std::size_t(i)]->next("joined");
            QCOMPARE(joined.value("seat").toInt(), i);
            QCOMPARE(joined.value("token").toString().size(), 32); // 128 bits
        }
        for (int s = players; s < players + bots; ++s)
            host.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", s}});
        for (auto& c : clients)
            c->autoplay = true;
        // Every view on the wire names only cards its seat may know at that moment. Its log
        // holds the events added since the seat's last view: put after the log before, they are
        // the seat's whole log.
        QStringList leaks, wrongLogs;
        int checked = 0, deltas = 0;
        std::map<int, QJsonObject> whole; // per seat, the observation put together
        connect(
            &server, &server::TableServer::viewSent, &server,
            [&](const QString& id, int seat, const QByteArray& bytes) {
                ++checked;
                QJsonObject message = QJsonDocument::fromJson(bytes).object();
                message.remove("table"); // the server's name for the table, not a card
                const GameState& state = server.table(id)->session->state();
                const QString leak = test::leakedToken(state, seat, message);
                if (!leak.isEmpty())
                    leaks << QStringLiteral("seat %1: %2").arg(seat).arg(leak);
                deltas += message.value("logFrom").toInt() > 0;
                whole[seat] = protocol::wholeObservation(whole[seat], message);
                const QJsonArray log =
                    server.table(id)->settings.game->observe(state, seat).value("log").toArray();
                if (whole[seat].value("log").toArray() != log)
                    wrongLogs << QStringLiteral("seat %1 at view %2").arg(seat).arg(checked);
            });
        host.send(QJsonObject{{"type", "start"}, {"table", table}});
        const bool ended = runUntil([&] {
            const auto* t = server.table(table);
            return t && t->session && t->session->state().isTerminal();
        });
        if (!ended) {
            const auto& s = server.table(table)->session->state();
            QStringList errors;
            for (const QJsonObject& m : host.inbox)
                if (m.value("type") == "error")
                    errors << m.value("message").toString();
            int hands = 0, voids = 0;
            for (const Event& e : s.events()) {
                hands += e.type == "hand-end";
                voids += e.type == "void";
            }
            QFAIL(qPrintable(QString("not over after %5 hands (%6 void): in %1 awaiting %2 after "
                                     "%3 actions; errors: %4")
                                 .arg(QString::fromStdString(s.phase()))
                                 .arg(s.awaiting().empty() ? -1 : s.awaiting().front())
                                 .arg(server.table(table)->session->record().actions.size())
                                 .arg(errors.join(" | "))
                                 .arg(hands)
                                 .arg(voids)));
        }
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.mid(0, 5).join("; ")));
        QVERIFY(checked > 20);
        QVERIFY2(wrongLogs.isEmpty(), qPrintable(wrongLogs.mid(0, 5).join("; ")));
        QVERIFY(deltas > checked / 2); // most views carry only what is new
        const server::Table& t = *server.table(table);
        // The server's journal replays offline to the same match.
        const ReplayRun offline = runReplay(t.session->record());
        QVERIFY(!offline.failure);
        QCOMPARE(offline.state->scores(), t.session->state().scores());
        // No client ever received the full state, the stock order or the seed.
        for (auto& c : clients) {
            QVERIFY(c->raw.size() > 1000);
            for (const char* secret :
                 {"\"rng\"", "\"stock\":[", "\"hands\"", "\"seed\"", "\"undealt\""})
                QVERIFY2(!c->raw.contains(secret), secret);
            QVERIFY(c->inbox.isEmpty() || c->next("error", 0).isEmpty());
        }
    }

    // A server's bots take their time over each move (ServerLimits::botDelayMs), so that the
    // people at the table can follow the play: none answers sooner, however quick its choice.
    void botsTakeTheirTime() {
        server::ServerLimits limits = botSpeed();
        limits.botDelayMs = 400;
        server::TableServer server(limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client player(server.port());
        QVERIFY(player.greet());
        const QString table = test::sitAmongBots(player, {{"game", "tichu"}, {"seats", 4}}).table;
        QVERIFY(!table.isEmpty());
        // Every seat is asked about Grand Tichu at the start: the bots answer after their time,
        // counted here from before the server can have heard of the start.
        QElapsedTimer since;
        since.start();
        player.send(QJsonObject{{"type", "start"}, {"table", table}});
        const auto botsActed = [&] {
            const auto* t = server.table(table);
            return t && t->session && !t->session->record().actions.empty();
        };
        QVERIFY(runUntil(botsActed, 60000));
        const qint64 waited = since.elapsed();
        // A coarse timer may fire up to 5% early.
        QVERIFY2(waited >= 380, qPrintable(QString::number(waited)));
    }

    void serverStopsCleanlyOnSigterm() {
#ifdef Q_OS_UNIX
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels); // its log is on stderr
        process.start(QStringLiteral(PAIJU_SERVER_PATH), {"--port", "0", "--bind", "127.0.0.1"});
        QVERIFY(process.waitForStarted());
        // Its handlers are in place once it says it listens (a fixed wait may be too short on a
        // loaded machine, and SIGTERM would then kill it outright).
        QByteArray said;
        while (!said.contains("listening on port") && process.waitForReadyRead(60000))
            said += process.readAllStandardOutput();
        QVERIFY2(said.contains("listening on port"), said.constData());
        QCOMPARE(process.state(), QProcess::Running);
        process.terminate(); // SIGTERM
        QVERIFY(process.waitForFinished(5000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 0);
#else
        QSKIP("signals are a Unix matter");
#endif
    }

    // No hint is given online, to anybody: a seated player of a started match, at its own table
    // and turn, is refused one with its own code, and the table plays on.
    void hintsAreRefused() {
        server::TableServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client player(server.port());
        QVERIFY(player.greet());
        player.send(QJsonObject{{"type", "create"}, {"game", "fourcolor"}, {"seats", 2}});
        const QString table = player.next("created").value("table").toString();
        player.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        player.next("joined");
        player.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 1}});
        player.next("ok");
        player.send(QJsonObject{{"type", "start"}, {"table", table}});
        player.next("ok");
        for (const QJsonObject& asked : {QJsonObject{{"type", "hint"}, {"table", table}, {"id", 7}},
                                         QJsonObject{{"type", "hint"}}}) {
            player.send(asked);
            const QJsonObject refusal = player.next("error");
            QCOMPARE(refusal.value("code").toString(), QString("no-hints"));
            QCOMPARE(refusal.value("id"), asked.value("id"));
        }
        player.send(QJsonObject{{"type", "ping"}});
        QVERIFY(!player.next("pong").isEmpty());
    }

    void badInputIsAnsweredAndOthersAreServed() {
        server::TableServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));

        Client old(server.port());
        old.send(QJsonObject{{"type", "hello"}, {"version", 9}, {"client", "old"}});
        QCOMPARE(old.next("error").value("code").toString(), QString("bad-version"));

        Client huge(server.port());
        huge.sendRaw(header(0x7fffffff));
        QCOMPARE(huge.next("error").value("code").toString(), QString("too-large"));

        Client garbage(server.port());
        garbage.sendRaw(header(5) + "hello");
        QCOMPARE(garbage.next("error").value("code").toString(), QString("bad-json"));

        Client rude(server.port());
        rude.send(QJsonObject{{"type", "list"}}); // before hello
        QCOMPARE(rude.next("error").value("code").toString(), QString("hello-first"));

        Client fine(server.port());
        QVERIFY(fine.greet());
        fine.send(QJsonObject{{"type", "act"}, {"table", "t99"}, {"action", "pass"}});
        QCOMPARE(fine.next("error").value("code").toString(), QString("no-table"));
        fine.send(QJsonObject{{"type", "teleport"}});
        QCOMPARE(fine.next("error").value("code").toString(), QString("unknown-type"));
        fine.send(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 3}});
        QCOMPARE(fine.next("error").value("code").toString(), QString("bad-options"));
        fine.send(
            QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}, {"password", "x"}});
        const QString table = fine.next("created").value("table").toString();
        Client other(server.port());
        QVERIFY(other.greet());
        other.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}, {"password", "y"}});
        QCOMPARE(other.next("error").value("code").toString(), QString("wrong-password"));
        other.send(QJsonObject{{"type", "start"}, {"table", table}});
        QCOMPARE(other.next("error").value("code").toString(), QString("not-host"));
        // The rude clients are gone; the well-behaved ones are still served.
        QVERIFY(runUntil([&] { return server.connectionCount() == 2; }, 60000));
        fine.send(QJsonObject{{"type", "list"}});
        QCOMPARE(fine.next("lobby").value("tables").toArray().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestTableServer)
#include "tst_table_server.moc"
