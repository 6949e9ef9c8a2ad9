// The app's connection to a table server: it plays through views, survives the server going
// away and coming back (it reconnects and takes its seat back by token), and asks before it
// trusts a certificate it cannot verify. In the same process as the server it needs no socket.
#include "client/table_client.h"
#include "server/in_process_link.h"
#include "server/table_server.h"
#include "server/test_certificate.h"
#include "server/test_client.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;
using test::botSpeed;

namespace {

// Plays the client's seat with the first legal action (pass when it may), and counts views.
struct Player {
    explicit Player(client::TableClient& c) : client(c) {
        QObject::connect(&c, &client::TableClient::received, &c,
                         [this](const protocol::ServerMessage& m) {
                             const auto* view = std::get_if<protocol::View>(&m);
                             if (!view)
                                 return;
                             ++views;
                             phase = view->observation.value("phase").toString();
                             if (!view->awaited || view->legal.isEmpty())
                                 return;
                             client.send(QJsonObject{{"type", "act"},
                                                     {"table", view->table},
                                                     {"action", view->legal.contains("pass")
                                                                    ? QStringLiteral("pass")
                                                                    : view->legal[0]}});
                         });
    }
    client::TableClient& client;
    int views = 0;
    QString phase;
};

// Creates a two-seat four-color table, sits the client at seat 0 with a bot beside it and starts
// the match (no claim window hold, no turn timer; `more` adds to the create request).
void startAgainstABot(client::TableClient& c, const QJsonObject& more = {}) {
    QObject::connect(
        &c, &client::TableClient::received, &c, [&c](const protocol::ServerMessage& m) {
            if (const auto* created = std::get_if<protocol::Created>(&m)) {
                const QString table = created->table;
                c.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
                c.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 1}});
                c.send(QJsonObject{{"type", "start"}, {"table", table}});
            }
        });
    QJsonObject create{{"type", "create"},
                       {"game", "fourcolor"},
                       {"seats", 2},
                       {"windowMs", 0},
                       {"turnSeconds", 0}};
    for (auto it = more.begin(); it != more.end(); ++it)
        create.insert(it.key(), it.value());
    c.send(create);
}

} // namespace

class TestTableClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_table_client"));
    }

    void playsOnThroughAServerRestart() {
        QTemporaryDir dir;
        QStringList problems;
        auto server = std::make_unique<server::TableServer>(botSpeed());
        server->setDataDir(dir.path(), &problems);
        QVERIFY(server->listen(QHostAddress::LocalHost, 0));
        const quint16 port = server->port();

        client::TableClient c;
        c.reconnectDelayMs = 100;
        Player player(c);
        QSignalSpy ready(&c, &client::TableClient::ready);
        c.connectTo(QStringLiteral("127.0.0.1"), port, false, QStringLiteral("me"));
        QVERIFY(ready.wait(5000));
        startAgainstABot(c);
        QTRY_VERIFY_WITH_TIMEOUT(player.views >= 10, 60000);
        QCOMPARE(c.seat(), 0);
        const QString token = c.token();
        QCOMPARE(token.size(), 32);

        QSignalSpy lost(&c, &client::TableClient::connectionLost);
        server.reset(); // the server goes away mid-hand
        QTRY_VERIFY_WITH_TIMEOUT(lost.count() >= 1, 60000);
        server = std::make_unique<server::TableServer>(botSpeed());
        server->setDataDir(dir.path(), &problems);
        QVERIFY(server->listen(QHostAddress::LocalHost, port));
        QTRY_VERIFY_WITH_TIMEOUT(player.phase == "match-over", 60000);
        QCOMPARE(c.token(), token);
        QVERIFY(problems.isEmpty());
    }

    // The app's own seat at the tables it hosts: the same messages, through the core in process
    // and no socket. A whole match is played so; neither side hears a message from inside its
    // own call (a reply is never handled before the request that caused it returns); when the
    // link goes the core loses the client, and when the core goes the client hears it.
    void playsAMatchInProcess() {
        auto core = std::make_unique<server::TableCore>(botSpeed());
        client::TableClient c;
        Player player(c);
        bool inSend = false;
        int reentered = 0;
        auto link = std::make_unique<server::InProcessLink>(*core, [&](const QJsonObject& m) {
            reentered += inSend;
            c.receive(m);
        });
        c.connectThrough(
            [&](const QJsonObject& m) {
                inSend = true;
                link->send(m);
                inSend = false;
            },
            QStringLiteral("me"));
        QTRY_VERIFY_WITH_TIMEOUT(c.isReady(), 60000);
        startAgainstABot(c, {{"handEndMs", 0}});
        QTRY_VERIFY_WITH_TIMEOUT(player.phase == "match-over", 120000);
        QCOMPARE(c.seat(), 0);
        QVERIFY(player.views > 10);
        QCOMPARE(reentered, 0);
        QCOMPARE(core->connectionCount(), 1);

        link.reset(); // the app connects elsewhere
        QTRY_COMPARE_WITH_TIMEOUT(core->connectionCount(), 0, 60000);

        QSignalSpy lost(&c, &client::TableClient::connectionLost);
        link = std::make_unique<server::InProcessLink>(*core,
                                                       [&](const QJsonObject& m) { c.receive(m); });
        QObject::connect(link.get(), &server::InProcessLink::closed, &c,
                         [&] { c.lost(QStringLiteral("gone")); });
        c.connectThrough([&](const QJsonObject& m) { link->send(m); }, QStringLiteral("me"));
        QTRY_VERIFY_WITH_TIMEOUT(c.isReady(), 60000);
        core.reset(); // the app closes the server first
        QCOMPARE(lost.count(), 1);
        QVERIFY(!c.isReady());
        QVERIFY(!link->isOpen());
        c.send(QJsonObject{{"type", "list"}}); // goes nowhere, harmlessly
    }

    // A connection given no name goes by the system user's: a seat taken without a name of its
    // own is listed under it, and the id a request carries comes back with its answer.
    void aConnectionWithoutANameGoesByTheUsers() {
        const QByteArray user = qgetenv("USER");
        qputenv("USER", "zhangsan");
        QCOMPARE(client::systemUserName(), QStringLiteral("zhangsan"));
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        client::TableClient c;
        QSignalSpy ready(&c, &client::TableClient::ready);
        c.connectTo(QStringLiteral("127.0.0.1"), server.port(), false, QString());
        const bool welcomed = ready.wait(5000);
        qputenv("USER", user);
        QVERIFY(welcomed);
        QStringList names;
        QJsonValue listId;
        QObject::connect(
            &c, &client::TableClient::received, &c,
            [&](const protocol::ServerMessage& m, const QJsonValue& id) {
                if (const auto* created = std::get_if<protocol::Created>(&m))
                    c.send(QJsonObject{
                        {"type", "join"}, {"table", created->table}, {"seat", 0}, {"name", ""}});
                else if (std::holds_alternative<protocol::Joined>(m))
                    c.send(QJsonObject{{"type", "list"}, {"id", "names"}});
                else if (const auto* lobby = std::get_if<protocol::Lobby>(&m);
                         lobby && !lobby->tables.isEmpty()) {
                    names = lobby->tables.first().names;
                    listId = id;
                }
            });
        c.send(QJsonObject{{"type", "create"}, {"game", "fourcolor"}, {"seats", 2}});
        QTRY_VERIFY_WITH_TIMEOUT(!names.isEmpty(), 60000);
        QCOMPARE(names.first(), QStringLiteral("zhangsan"));
        QCOMPARE(listId, QJsonValue("names"));
    }

    void aSelfSignedCertificateIsTrustedOnlyWhenTheUserSaysSo() {
        QTemporaryDir dir;
        QString cert, key;
        if (const QString problem = test::makeLocalhostCertificate(dir.path(), &cert, &key);
            !problem.isEmpty()) {
            if (problem.startsWith(QLatin1String("openssl is needed")))
                QSKIP(qPrintable(problem));
            QFAIL(qPrintable(problem));
        }
        server::TableServer server;
        QString error;
        QVERIFY2(server.useTls(cert, key, &error), qPrintable(error));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QString expected = QString::fromLatin1(
            QSslCertificate::fromPath(cert).first().digest(QCryptographicHash::Sha256).toHex(':'));

        client::TableClient c;
        QSignalSpy asked(&c, &client::TableClient::untrustedCertificate);
        QSignalSpy ready(&c, &client::TableClient::ready);
        c.connectTo(QStringLiteral("localhost"), server.port(), true, QStringLiteral("me"));
        QVERIFY(asked.wait(10000));
        QCOMPARE(asked.first().at(0).toString(), expected);
        QCOMPARE(ready.count(), 0);
        c.trust(expected);
        QVERIFY(ready.wait(10000));
        QCOMPARE(client::TableClient::trustedFingerprint("localhost", server.port()), expected);

        // Next time the same certificate is taken without asking.
        client::TableClient again;
        QSignalSpy againReady(&again, &client::TableClient::ready);
        QSignalSpy againAsked(&again, &client::TableClient::untrustedCertificate);
        again.connectTo(QStringLiteral("localhost"), server.port(), true, QStringLiteral("me"));
        QVERIFY(againReady.wait(10000));
        QCOMPARE(againAsked.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTableClient)
#include "tst_table_client.moc"
