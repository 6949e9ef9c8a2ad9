// The wire format: frames survive any chunking, and every kind of bad input gets its error code
// without a crash or unbounded buffering.
#include "core/rng.h"
#include "protocol/frame_codec.h"
#include "protocol/messages.h"

#include <QTest>
#include <QtEndian>

using namespace paiju;
using namespace paiju::protocol;

namespace {

QByteArray rawFrame(quint32 length, const QByteArray& body) {
    QByteArray frame(4, '\0');
    qToBigEndian<quint32>(length, frame.data());
    return frame + body;
}

} // namespace

class TestProtocol : public QObject {
    Q_OBJECT
private slots:
    void framesRoundTripInAnyChunks() {
        const QJsonObject a{{"type", "hello"}, {"version", 1}, {"client", "test 牌局"}};
        const QJsonObject b{{"type", "act"}, {"table", "t1"}, {"action", "play G3 G4 G5"}};
        const QByteArray stream = encodeFrame(a) + encodeFrame(b) + encodeFrame(a);
        // All at once.
        FrameDecoder whole;
        QCOMPARE(whole.feed(stream), (QList<QJsonObject>{a, b, a}));
        // One byte at a time.
        FrameDecoder bytes;
        QList<QJsonObject> got;
        for (char c : stream)
            got += bytes.feed(QByteArray(1, c));
        QCOMPARE(got, (QList<QJsonObject>{a, b, a}));
        QVERIFY(!bytes.failed());
        QCOMPARE(bytes.buffered(), 0);
    }

    void badFramesGetTheirCodes_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        QTest::newRow("empty frame") << rawFrame(0, {}) << "bad-length";
        QTest::newRow("oversized length") << rawFrame(0x7fffffff, "{}") << "too-large";
        QTest::newRow("just over the limit")
            << rawFrame(quint32(maxFrameSize) + 1, {}) << "too-large";
        QTest::newRow("not json") << rawFrame(5, "hello") << "bad-json";
        QTest::newRow("truncated json") << rawFrame(8, "{\"type\":") << "bad-json";
        QTest::newRow("array") << rawFrame(2, "[]") << "bad-json";
        QTest::newRow("invalid utf-8") << rawFrame(3, "{\"\xff") << "bad-json";
    }

    void badFramesGetTheirCodes() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        FrameDecoder decoder;
        QVERIFY(decoder.feed(bytes).isEmpty());
        QVERIFY(decoder.failed());
        QCOMPARE(decoder.errorCode(), code);
        QVERIFY(!decoder.errorMessage().isEmpty());
        // Nothing is read after the first bad frame.
        QVERIFY(decoder.feed(encodeFrame(QJsonObject{{"type", "list"}})).isEmpty());
        QCOMPARE(decoder.buffered(), 0);
    }

    void aTruncatedFrameWaitsForTheRest() {
        const QByteArray frame = encodeFrame(QJsonObject{{"type", "list"}});
        FrameDecoder decoder;
        QVERIFY(decoder.feed(frame.left(frame.size() - 1)).isEmpty());
        QVERIFY(!decoder.failed());
        QCOMPARE(decoder.feed(frame.right(1)).size(), 1);
    }

    void randomBytesNeverCrashOrBufferWithoutBound() {
        Rng rng(99);
        for (int round = 0; round < 2000; ++round) {
            FrameDecoder decoder;
            for (int chunk = 0; chunk < 20 && !decoder.failed(); ++chunk) {
                QByteArray bytes(int(rng.below(300)), '\0');
                for (char& c : bytes)
                    c = char(rng.below(256));
                if (rng.below(4) == 0) // now and then a well-formed frame
                    bytes += encodeFrame(QJsonObject{{"type", "list"}});
                decoder.feed(bytes);
                QVERIFY(decoder.buffered() <= 4 + maxFrameSize + 320);
            }
        }
    }

    void messagesAreChecked_data() {
        QTest::addColumn<QJsonObject>("message");
        QTest::addColumn<QString>("code");
        QTest::newRow("ok hello") << QJsonObject{{"type", "hello"}, {"version", 1}, {"client", "x"}}
                                  << QString();
        QTest::newRow("ok act") << QJsonObject{{"type", "act"}, {"table", "a"}, {"action", "pass"}}
                                << QString();
        QTest::newRow("ok create") << QJsonObject{{"type", "create"},
                                                  {"game", "hakka"},
                                                  {"seats", 4},
                                                  {"options", QJsonObject{}}}
                                   << QString();
        QTest::newRow("no type") << QJsonObject{{"version", 1}} << "bad-field";
        QTest::newRow("unknown") << QJsonObject{{"type", "teleport"}} << "unknown-type";
        QTest::newRow("missing field")
            << QJsonObject{{"type", "act"}, {"table", "a"}} << "bad-field";
        QTest::newRow("wrong kind")
            << QJsonObject{{"type", "join"}, {"table", "a"}, {"seat", "1"}} << "bad-field";
        QTest::newRow("fraction") << QJsonObject{{"type", "join"}, {"table", "a"}, {"seat", 1.5}}
                                  << "bad-field";
    }

    void messagesAreChecked() {
        QFETCH(QJsonObject, message);
        QFETCH(QString, code);
        const auto problem = checkClientMessage(message);
        QCOMPARE(problem ? problem->code : QString(), code);
        if (problem)
            QVERIFY(!problem->message.isEmpty());
    }

    void helloChecksTheVersion() {
        QVERIFY(!checkHello(
            QJsonObject{{"type", "hello"}, {"version", protocolVersion}, {"client", "c"}}));
        const auto old =
            checkHello(QJsonObject{{"type", "hello"}, {"version", 0}, {"client", "c"}});
        QVERIFY(old);
        QCOMPARE(old->code, QString("bad-version"));
        QVERIFY(old->message.contains(QStringLiteral("version %1").arg(protocolVersion)));
        QCOMPARE(old->toJson().value("type").toString(), QString("error"));
        const auto early = checkHello(QJsonObject{{"type", "list"}});
        QVERIFY(early);
        QCOMPARE(early->code, QString("hello-first"));
    }
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
