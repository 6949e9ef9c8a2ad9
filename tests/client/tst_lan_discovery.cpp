// Tables on the local network (client/lan_discovery.h): an announcement reads back as written;
// anything else on the port (another program's datagram, a broken or hostile one) is refused with
// its reason and lists nothing; names are cleaned for the list; a datagram stays within what a
// network carries whole; a server that falls silent leaves the list; and an announcer is heard by
// a listener over a real broadcast.
#include "client/lan_discovery.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace paiju::client;

namespace {

LanAnnouncement sample() {
    LanAnnouncement a;
    a.host = QStringLiteral("Wei 伟");
    a.port = 7781;
    a.tables << LanTable{"t1", "fourcolor", {"player", "empty", "bot"}, false}
             << LanTable{"t2", "tichu", {"empty", "empty", "empty", "empty"}, true};
    return a;
}

} // namespace

class TestLanDiscovery : public QObject {
    Q_OBJECT
private slots:
    void anAnnouncementReadsBackAsWritten() {
        const auto back = LanAnnouncement::decode(sample().encode());
        QVERIFY(back);
        QCOMPARE(*back, sample());
    }

    void anythingElseIsRefusedWithItsReason_data() {
        QTest::addColumn<QByteArray>("datagram");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not json") << QByteArray("hello") << "not a JSON object";
        QTest::newRow("a list") << QByteArray("[1]") << "not a JSON object";
        QTest::newRow("another program")
            << QByteArray(R"({"paiju":"other","port":7781,"host":"x","tables":[]})")
            << "not an announcement";
        QTest::newRow("port 0") << QByteArray(
                                       R"({"paiju":"tables","port":0,"host":"x","tables":[]})")
                                << "port";
        QTest::newRow("port too high")
            << QByteArray(R"({"paiju":"tables","port":70000,"host":"x","tables":[]})") << "port";
        QTest::newRow("port a fraction")
            << QByteArray(R"({"paiju":"tables","port":7781.5,"host":"x","tables":[]})") << "port";
        QTest::newRow("port as text")
            << QByteArray(R"({"paiju":"tables","port":"7781","host":"x","tables":[]})") << "port";
        QTest::newRow("host a number")
            << QByteArray(R"({"paiju":"tables","port":7781,"host":1,"tables":[]})") << "host";
        QTest::newRow("tables an object")
            << QByteArray(R"({"paiju":"tables","port":7781,"host":"x","tables":{}})") << "host";
        QTest::newRow("a table without seats")
            << QByteArray(
                   R"({"paiju":"tables","port":7781,"host":"x","tables":[{"table":"t1","game":"tichu"}]})")
            << "a table needs";
        QTest::newRow("too long") << QByteArray(LanAnnouncement::maxBytes + 1, ' ') << "longer";
    }
    void anythingElseIsRefusedWithItsReason() {
        QFETCH(QByteArray, datagram);
        QFETCH(QString, reason);
        QString error;
        QVERIFY(!LanAnnouncement::decode(datagram, &error));
        QVERIFY2(error.contains(reason), qPrintable(error));
        // Heard on the port, it lists nothing and tells nobody.
        LanListener listener;
        QSignalSpy changed(&listener, &LanListener::changed);
        listener.hear(datagram, QHostAddress("192.168.1.5"), QDateTime::currentDateTimeUtc());
        QVERIFY(listener.servers().isEmpty());
        QCOMPARE(changed.size(), 0);
    }

    // Names are shown in a list: control and direction characters go, and 64 characters at most.
    void namesAreCleanedForTheList() {
        QJsonObject m{{"paiju", "tables"}, {"port", 7781}, {"tables", QJsonArray{}}};
        m["host"] = QStringLiteral("Ev\u202Eil\u0007") + QString(100, QLatin1Char('x'));
        const auto a = LanAnnouncement::decode(QJsonDocument(m).toJson());
        QVERIFY(a);
        QVERIFY(a->host.startsWith(QStringLiteral("Evil")));
        QCOMPARE(a->host.size(), 64);
    }

    // However many tables a host has, its datagram fits what a network carries whole.
    void aDatagramStaysWhole() {
        LanAnnouncement a = sample();
        for (int i = 0; i < 300; ++i)
            a.tables << LanTable{QStringLiteral("table-%1").arg(i),
                                 "hakka",
                                 {"player", "player", "empty", "bot"},
                                 false};
        const QByteArray bytes = a.encode();
        QVERIFY(bytes.size() <= LanAnnouncement::maxBytes);
        const auto back = LanAnnouncement::decode(bytes);
        QVERIFY(back);
        QVERIFY(back->tables.size() >= 2 && back->tables.size() <= LanAnnouncement::maxTables);
        QCOMPARE(back->tables.front(), a.tables.front());
    }

    // A server is named by the address it was heard from and the port it announced; its next
    // announcement replaces the last; silent for longer than staleSeconds, it is gone.
    void serversAreListedUntilTheyFallSilent() {
        LanListener listener;
        QSignalSpy changed(&listener, &LanListener::changed);
        const QDateTime t0 = QDateTime::currentDateTimeUtc();
        listener.hear(sample().encode(), QHostAddress("::ffff:192.168.1.5"), t0);
        LanAnnouncement later = sample();
        later.tables.removeLast();
        listener.hear(later.encode(), QHostAddress("192.168.1.5"), t0.addSecs(2));
        listener.hear(sample().encode(), QHostAddress("192.168.1.9"), t0.addSecs(3));
        QCOMPARE(changed.size(), 3);
        const QList<HeardServer> now = listener.servers(t0.addSecs(3));
        QCOMPARE(now.size(), 2);
        QCOMPARE(now[0].address, QString("192.168.1.5:7781"));
        QCOMPARE(now[0].announcement.tables.size(), 1);
        QCOMPARE(now[1].address, QString("192.168.1.9:7781"));
        const QList<HeardServer> after =
            listener.servers(t0.addSecs(2 + LanListener::staleSeconds + 1));
        QCOMPARE(after.size(), 1);
        QCOMPARE(after.front().address, QString("192.168.1.9:7781"));
    }

    // Over the network: a listener hears an announcer on the same port.
    void anAnnouncerIsHeard() {
        const quint16 port = 17791;
        LanListener listener;
        QVERIFY(listener.listen(port));
        LanAnnouncer announcer(port, [] { return sample(); });
        announcer.announceNow();
        QTRY_VERIFY_WITH_TIMEOUT(!listener.servers().isEmpty(), 60000);
        QCOMPARE(listener.servers().front().announcement, sample());
    }
};

QTEST_GUILESS_MAIN(TestLanDiscovery)
#include "tst_lan_discovery.moc"
