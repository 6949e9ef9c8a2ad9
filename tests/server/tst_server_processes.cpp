// Two paiju-server processes on one PostgreSQL database, started by the test: the lobby of one
// lists the tables of the other, a client that asks for a table of the other process is sent
// there, a process killed after a finished match loses nothing of it, and its table comes back
// and is listed again when it starts again.
#include "server/store/store.h"
#include "temporary_postgres.h"
#include "test_client.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;
using test::Client;
using test::runUntil;

namespace {

quint16 freePort() {
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// A paiju-server process of the shared database, named `name`, on `port`.
struct Process {
    QString name;
    quint16 port = 0;
    QString dataDir;
    QProcess process;
    QByteArray log;

    bool start(const QString& database) {
        process.setProcessChannelMode(QProcess::MergedChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("paiju.server*.info=true"));
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PAIJU_SERVER_PATH),
                      {"--port", QString::number(port), "--bind", "127.0.0.1", "--data-dir",
                       dataDir, "--database", database, "--process-name", name, "--public-address",
                       QStringLiteral("127.0.0.1:%1").arg(port), "--stale-seconds", "3", "--rate",
                       "100000"});
        if (!process.waitForStarted())
            return false;
        const QRegularExpression listening(QStringLiteral("listening on port (\\d+)"));
        return runUntil(
                   [&] {
                       log += process.readAll();
                       return listening.match(QString::fromUtf8(log)).hasMatch() ||
                              process.state() == QProcess::NotRunning;
                   },
                   60000) &&
               process.state() == QProcess::Running;
    }
    void kill() {
        process.kill(); // SIGKILL: no goodbye, nothing written on the way out
        process.waitForFinished(60000);
    }
};

// What a client's lobby shows now, from every `lobby` and `lobby-update` it was sent (read in
// order, left in the inbox).
QMap<QString, QJsonObject> lobbyOf(const Client& c) {
    QMap<QString, QJsonObject> tables;
    for (const QJsonObject& m : c.inbox) {
        const QString type = m.value("type").toString();
        if (type == "lobby") {
            if (m.value("part").toInt() == 1)
                tables.clear();
            for (const QJsonValue& t : m.value("tables").toArray())
                tables[t.toObject().value("table").toString()] = t.toObject();
        } else if (type == "lobby-update") {
            if (m.contains("removed"))
                tables.remove(m.value("removed").toString());
            else
                tables[m.value("table").toObject().value("table").toString()] =
                    m.value("table").toObject();
        }
    }
    return tables;
}

} // namespace

class TestServerProcesses : public QObject {
    Q_OBJECT
private slots:
    // A process of several needs a name of its own, a shared PostgreSQL and an address to send
    // clients to; the server refuses to start without them, before it listens.
    void theOptionsOfSeveralProcessesAreChecked() {
        const QStringList wrong[] = {
            {"--process-name", "p 1", "--database", "postgresql:///x"},
            {"--process-name", QString(33, 'p'), "--database", "postgresql:///x"},
            {"--process-name", "p1"},
            {"--process-name", "p1", "--database", "sqlite:/tmp/x.sqlite"},
            {"--process-name", "p1", "--database", "postgresql:///x", "--public-address", "h"},
            {"--process-name", "p1", "--database", "postgresql:///x", "--public-address",
             "h:70000"},
            {"--process-name", "p1", "--database", "postgresql:///x", "--stale-seconds", "0"},
        };
        for (const QStringList& arguments : wrong) {
            QProcess server;
            server.setProcessChannelMode(QProcess::MergedChannels);
            server.start(QStringLiteral(PAIJU_SERVER_PATH), arguments + QStringList{"--port", "0"});
            QVERIFY(server.waitForFinished(60000));
            QVERIFY2(server.exitCode() == 2, qPrintable(arguments.join(' ')));
            const QByteArray said = server.readAll();
            QVERIFY2(!said.contains("listening") && said.contains("--"), said.constData());
        }
    }

    void twoProcessesShareTheLobbyAndTheHistory() {
        test::TemporaryPostgres postgres;
        if (!postgres.skipReason().isEmpty())
            QSKIP(qPrintable(postgres.skipReason()));
        QVERIFY2(postgres.running(), qPrintable(postgres.error()));
        const QString database = postgres.createDatabase();
        QVERIFY2(postgres.error().isEmpty(), qPrintable(postgres.error()));
        QTemporaryDir dirs;
        QVERIFY(dirs.isValid());

        Process a, b;
        a.name = QStringLiteral("a");
        b.name = QStringLiteral("b");
        a.port = freePort();
        b.port = freePort();
        QVERIFY(a.port != b.port);
        a.dataDir = dirs.filePath(QStringLiteral("a"));
        b.dataDir = dirs.filePath(QStringLiteral("b"));
        QVERIFY2(a.start(database), a.log.constData());
        QVERIFY2(b.start(database), b.log.constData());

        // Process A's table, with its creator seated.
        Client host(a.port);
        QVERIFY(host.greet());
        host.send(QJsonObject{{"type", "create"},
                              {"game", "fourcolor"},
                              {"seats", 2},
                              {"windowMs", 0},
                              {"options", QJsonObject{{"hands", 1}}}});
        const QString table = host.next("created").value("table").toString();
        QVERIFY2(table.startsWith("a-"), qPrintable(table)); // ids are unique across processes
        host.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        QVERIFY(!host.next("joined").value("token").toString().isEmpty());

        // A client of B sees it in the lobby, with its seat taken.
        Client watcher(b.port);
        QVERIFY(watcher.greet());
        watcher.send(QJsonObject{{"type", "list"}});
        QVERIFY2(runUntil([&] {
                     const QJsonObject t = lobbyOf(watcher).value(table);
                     return t.value("seats").toArray() == QJsonArray{"player", "empty"};
                 }),
                 b.log.constData());

        // Asking B for a seat there: sent to A, where the same request sits.
        Client guest(b.port);
        QVERIFY(guest.greet());
        const QJsonObject join{{"type", "join"}, {"table", table}, {"seat", 1}, {"id", "j"}};
        guest.send(join);
        const QJsonObject moved = guest.next("moved");
        QCOMPARE(moved.value("table").toString(), table);
        QCOMPARE(moved.value("host").toString(), QString("127.0.0.1"));
        QCOMPARE(moved.value("port").toInt(), int(a.port));
        QCOMPARE(moved.value("id").toString(), QString("j")); // the answer to that request
        Client sent(quint16(moved.value("port").toInt()));
        QVERIFY(sent.greet());
        sent.send(join);
        const QJsonObject joined = sent.next("joined");
        QCOMPARE(joined.value("seat").toInt(), 1);
        const QString token = joined.value("token").toString();
        // A seat's token names no process: a reconnect that names the table is sent on too.
        guest.send(QJsonObject{{"type", "reconnect"}, {"token", token}, {"table", table}});
        QCOMPARE(guest.next("moved").value("port").toInt(), int(a.port));
        // A table no process has is still refused.
        guest.send(QJsonObject{{"type", "spectate"}, {"table", "z-t9"}});
        QCOMPARE(guest.next("error").value("code").toString(), QString("no-table"));

        // The match is played to its end on A; B's lobby shows it over, with its match kept.
        host.autoplay = sent.autoplay = true;
        host.send(QJsonObject{{"type", "start"}, {"table", table}});
        qint64 match = 0;
        QVERIFY2(runUntil([&] {
                     const QJsonObject t = lobbyOf(watcher).value(table);
                     match = t.value("over").toBool() ? t.value("match").toInteger() : 0;
                     return match > 0;
                 }),
                 a.log.constData());

        // A dies without a word: B stops listing its table once A is silent.
        a.kill();
        QVERIFY(runUntil([&] { return !lobbyOf(watcher).contains(table); }));
        // The finished match was kept in the database: B shows its replay.
        watcher.send(QJsonObject{{"type", "replay"}, {"match", match}});
        const QJsonObject replay = watcher.next("replay");
        QCOMPARE(replay.value("match").toInteger(), match);
        QCOMPARE(replay.value("part").toInt(), 1);
        QVERIFY(replay.value("text").toString().contains("fourcolor"));

        // A starts again on its data directory: the table is back, and B lists it again.
        a.log.clear();
        QVERIFY2(a.start(database), a.log.constData());
        QVERIFY(runUntil([&] { return lobbyOf(watcher).contains(table); }));
        QCOMPARE(lobbyOf(watcher).value(table).value("match").toInteger(), match);
        Client back(a.port);
        QVERIFY(back.greet());
        back.send(QJsonObject{{"type", "reconnect"}, {"token", token}});
        QCOMPARE(back.next("joined").value("table").toString(), table);

        // The database drops every connection (as in its restart): the processes connect again,
        // a table created after that is listed by the other, and the history is read again.
        QString error;
        const auto admin = server::store::Store::open(database, {}, &error);
        QVERIFY2(admin, qPrintable(error));
        QVERIFY(admin->run(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                          "WHERE datname = current_database() AND pid <> "
                                          "pg_backend_pid()"),
                           {}, &error));
        QVERIFY(runUntil([&] {
            a.log += a.process.readAll();
            return a.log.contains("the lobby directory is connected again");
        }));
        back.send(QJsonObject{{"type", "create"}, {"game", "fourcolor"}, {"seats", 2}});
        const QString later = back.next("created").value("table").toString();
        QVERIFY(!later.isEmpty());
        QVERIFY2(runUntil([&] {
                     b.log += b.process.readAll();
                     return lobbyOf(watcher).contains(later);
                 }),
                 (a.log + b.log).constData());
        QVERIFY(lobbyOf(watcher).contains(table)); // and A's other table is listed still
        // B's history reads on a new connection too.
        watcher.send(QJsonObject{{"type", "replay"}, {"match", match}});
        QCOMPARE(watcher.next("replay").value("match").toInteger(), match);

        b.kill();
        a.kill();
    }
};

QTEST_GUILESS_MAIN(TestServerProcesses)
#include "tst_server_processes.moc"
