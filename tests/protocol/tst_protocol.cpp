// The wire format: frames survive any chunking, and every kind of bad input gets its error code
// without a crash or unbounded buffering.
#include "core/rng.h"
#include "protocol/frame_codec.h"
#include "protocol/messages.h"
#include "protocol/server_messages.h"

#include <QJsonArray>
#include <QJsonDocument>
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

// One of every message a server sends, with every field set off its default.
QList<ServerMessage> everyServerMessage() {
    const LobbyEntry entry{"t1",
                           "hakka",
                           {"player", "bot", "empty", "bot"},
                           {"张三", "Bot 2", "", "Bot 4"},
                           true,
                           false,
                           true,
                           false,
                           {"", "hard", "", "normal"}};
    const QJsonObject observation{
        {"game", "hakka"},
        {"viewer", 2},
        {"log", QJsonArray{QJsonObject{{"type", "discard"}, {"seat", 1}, {"text", "c5"}}}}};
    return {Welcome{3, "paiju-server 0.1.0"},
            Pong{},
            Ok{"act"},
            ProtocolError{"seat-taken", "seat 1 is not free"},
            Lobby{2, 3, {entry, entry}},
            Lobby{1, 1, {}},
            LobbyUpdate{entry, {}},
            LobbyUpdate{std::nullopt, "t9"},
            Created{"t1"},
            Joined{"t1", 3, "9f3c"},
            Left{"t1"},
            Spectating{"t1"},
            View{"t1", 2, 17, true, 59000, 12, {"call", "pass"}, observation},
            View{"t1", -1, 1, false, -1, 0, {}, QJsonObject{{"log", QJsonArray{}}}},
            Clock{"t1", 2, 60000},
            Window{"t1", 1500},
            Window{"t1", 1500, false, 2, "RK"},
            StandIn{"t1", 2, true},
            HandOver{"t1",
                     1,
                     5000,
                     {-4, 8, -4},
                     {-4, 8, -4},
                     {"a line"},
                     QJsonArray{QJsonObject{{"type", "deal"}}}},
            Chat{"t1", -1, "观众", "好牌！"},
            Moved{"p1-t3", "paiju.example.org", 7781}};
}

// The same message with one field taken away or given a value of another kind.
QList<QJsonObject> damaged(const QJsonObject& message) {
    const QJsonValue junk[] = {QJsonValue(),     QJsonValue(1.5),    QJsonValue("x"),
                               QJsonValue(true), QJsonArray{1, "a"}, QJsonObject{{"a", 1}},
                               QJsonValue(1e300)};
    QList<QJsonObject> out;
    for (auto it = message.begin(); it != message.end(); ++it) {
        QJsonObject without = message;
        without.remove(it.key());
        out << without;
        for (const QJsonValue& v : junk) {
            QJsonObject changed = message;
            changed.insert(it.key(), v);
            out << changed;
        }
    }
    return out;
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

    // Every server message survives the wire: encoded, framed, decoded, it is the same message.
    void serverMessagesRoundTrip() {
        for (const ServerMessage& sent : everyServerMessage()) {
            const QJsonObject json = encode(sent);
            FrameDecoder decoder;
            const QList<QJsonObject> read = decoder.feed(encodeFrame(json));
            QCOMPARE(read.size(), 1);
            QString error;
            const auto got = decodeServerMessage(read.first(), &error);
            QVERIFY2(got, qPrintable(json.value("type").toString() + ": " + error));
            QVERIFY2(*got == sent, qPrintable(QJsonDocument(json).toJson()));
            QVERIFY(error.isEmpty());
        }
    }

    // The typed messages keep protocol 3's bytes: the examples of docs/protocol.md read back.
    void serverMessagesKeepTheWireFormat() {
        const auto parse = [](const char* text) {
            return QJsonDocument::fromJson(QByteArray(text)).object();
        };
        QCOMPARE(encode(Ok{"start"}), parse(R"({"type":"ok","for":"start"})"));
        QCOMPARE(encode(Joined{"t1", 0, "9f3c"}),
                 parse(R"({"type":"joined","table":"t1","seat":0,"token":"9f3c"})"));
        QCOMPARE(encode(Clock{"t1", 2, 60000}),
                 parse(R"({"type":"clock","table":"t1","seat":2,"timeLeftMs":60000})"));
        QCOMPARE(encode(StandIn{"t1", 2, true}),
                 parse(R"({"type":"stand-in","table":"t1","seat":2,"playing":true})"));
        QCOMPARE(encode(LobbyUpdate{std::nullopt, "t1"}),
                 parse(R"({"type":"lobby-update","removed":"t1"})"));
        QCOMPARE(
            encode(Lobby{1,
                         1,
                         {LobbyEntry{"t1",
                                     "hakka",
                                     {"player", "bot", "empty", "bot"},
                                     {"张三", "Bot 2", "", "Bot 4"},
                                     false,
                                     true,
                                     false,
                                     false,
                                     {}}}}),
            parse(R"({"type":"lobby","part":1,"parts":1,"tables":[{"table":"t1","game":"hakka",)"
                  R"("seats":["player","bot","empty","bot"],"names":["张三","Bot 2","","Bot 4"],)"
                  R"("password":false,"spectators":true,"started":false,"over":false}]})"));
        const auto hello = decodeAs<Welcome>(
            parse(R"({"type":"welcome","version":3,"server":"paiju-server 0.1.0","id":7})"));
        QVERIFY(hello);
        QCOMPARE(hello->version, 3);
        QCOMPARE(requestId(parse(R"({"type":"pong","id":"a"})")), QJsonValue("a"));
        QVERIFY(requestId(parse(R"({"type":"pong","id":[1]})")).isUndefined());
    }

    // The table a message is about, as a table window filters them: a lobby update's entry or a
    // lobby is about no one table.
    void messagesNameTheirTable() {
        QCOMPARE(tableOf(View{"t3", 1, 1, false, -1, 0, {}, {}}), QStringLiteral("t3"));
        QCOMPARE(tableOf(Chat{"t4", 0, "ann", "hi"}), QStringLiteral("t4"));
        QCOMPARE(tableOf(Joined{"t5", 2, "x"}), QStringLiteral("t5"));
        LobbyEntry entry;
        entry.table = "t6";
        QCOMPARE(tableOf(LobbyUpdate{entry, {}}), QString());
        QCOMPARE(tableOf(Lobby{}), QString());
        QCOMPARE(tableOf(Welcome{}), QString());
    }

    // The server writes views straight to bytes; they are the message encode(View) gives.
    void writtenViewsAreTheEncodedOnes() {
        for (const ServerMessage& m : everyServerMessage()) {
            const View* view = std::get_if<View>(&m);
            if (!view)
                continue;
            QJsonObject withoutLog = view->observation;
            QList<QByteArray> events;
            for (const QJsonValue& e : withoutLog.take("log").toArray())
                events << QJsonDocument(e.toObject()).toJson(QJsonDocument::Compact);
            const QByteArray bytes =
                writeView(*view, QJsonDocument(withoutLog).toJson(QJsonDocument::Compact), events);
            QCOMPARE(QJsonDocument::fromJson(bytes).object(), encode(*view));
            QCOMPARE(decodeAs<View>(QJsonDocument::fromJson(bytes).object()).value_or(View{}),
                     *view);
        }
    }

    // A malformed message is refused with a sentence, never a crash: every field of every message
    // taken away or given a value of the wrong kind, and a few whole messages that are wrong.
    void malformedServerMessagesAreRefused() {
        int refused = 0;
        for (const ServerMessage& m : everyServerMessage())
            for (const QJsonObject& bad : damaged(encode(m))) {
                QString error;
                if (!decodeServerMessage(bad, &error)) {
                    ++refused;
                    QVERIFY(!error.isEmpty());
                }
            }
        QVERIFY(refused > 200);
        QString error;
        QVERIFY(!decodeServerMessage(QJsonObject{}, &error));
        QCOMPARE(error, QString("a message needs a string 'type'"));
        QVERIFY(!decodeServerMessage(QJsonObject{{"type", "teleport"}}, &error));
        QCOMPARE(error, QString("unknown message type 'teleport'"));
        // A `moved` that names no place to go is refused, as is a port out of range.
        QVERIFY(!decodeServerMessage(
            QJsonObject{{"type", "moved"}, {"table", "p1-t3"}, {"host", ""}, {"port", 7781}},
            &error));
        QCOMPARE(error, QString("a 'moved' needs a host and a port in 1..65535"));
        QVERIFY(!decodeServerMessage(
            QJsonObject{{"type", "moved"}, {"table", "p1-t3"}, {"host", "h"}, {"port", 70000}}));
        QVERIFY(!decodeServerMessage(QJsonObject{{"type", "joined"}, {"table", "t1"}}, &error));
        QCOMPARE(error, QString("'joined' needs 'seat'"));
        QVERIFY(!decodeServerMessage(
            QJsonObject{{"type", "clock"}, {"table", "t1"}, {"seat", 1}, {"timeLeftMs", "soon"}},
            &error));
        QCOMPARE(error, QString("'clock.timeLeftMs' must be a whole number"));
        // A window's discard names both its seat and its card; each fault is told by its field.
        const QList<std::pair<QJsonValue, QString>> discards = {
            {QJsonObject{{"seat", 2}}, "'window discard' needs 'card'"},
            {QJsonObject{{"card", "RK"}}, "'window discard' needs 'seat'"},
            {QJsonObject{{"seat", -1}, {"card", "RK"}},
             "'window discard.seat' must be a seat number"},
            {QJsonObject{{"seat", 1.5}, {"card", "RK"}},
             "'window discard.seat' must be a whole number"},
            {QJsonObject{{"seat", 2}, {"card", ""}}, "'window discard.card' must name a card"},
            {QJsonObject{{"seat", 2}, {"card", 7}}, "'window discard.card' must be a string"},
            {QJsonValue("RK"), "'window.discard' must be an object"}};
        for (const auto& [discard, said] : discards) {
            QVERIFY(!decodeServerMessage(QJsonObject{{"type", "window"},
                                                     {"table", "t1"},
                                                     {"timeLeftMs", 1500},
                                                     {"discard", discard}},
                                         &error));
            QCOMPARE(error, said);
        }
        QVERIFY(!decodeAs<Joined>(encode(Left{"t1"}), &error));
        QCOMPARE(error, QString("unexpected message type 'left'"));
        QJsonObject lobby = encode(
            Lobby{1, 1, {LobbyEntry{"t1", "hakka", {"bot"}, {}, false, true, false, false, {}}}});
        QVERIFY(!decodeServerMessage(lobby, &error));
        QCOMPARE(error, QString("a lobby table needs one name for each seat"));
    }

    // Names and chat lines count characters (code points), never split a surrogate pair, and
    // lose control characters and the marks that reorder text; line breaks become spaces.
    void textIsCountedInCharactersAndCleaned() {
        const QString emoji = QString::fromUtf8("\xF0\x9F\x80\x84"); // 🀄, two UTF-16 units
        QCOMPARE(protocol::characters(emoji), 1);
        QCOMPARE(protocol::characters(emoji.repeated(3) + "ab"), 5);
        const QString cut = protocol::plainText(emoji.repeated(70), 64);
        QCOMPARE(protocol::characters(cut), 64);
        QCOMPARE(cut.size(), 128); // whole pairs only
        QCOMPARE(protocol::plainText("a" + emoji.repeated(2), 2), "a" + emoji);
        QCOMPARE(protocol::plainText(QString::fromUtf8("\xE2\x80\xAE"
                                                       "evil\xE2\x81\xA6 ok\x07"),
                                     64),
                 QString("evil ok"));
        QCOMPARE(protocol::plainText(QString::fromUtf8("line\none\ttab\xE2\x80\xA8two"), 64),
                 QString("line one tab two"));
        QCOMPARE(protocol::plainText(QString::fromUtf8("\xE2\x80\x8F\x01 \n"), 500), QString());
        QCOMPARE(protocol::plainText(QString::fromUtf8("好牌！"), 500),
                 QString::fromUtf8("好牌！"));
        // A half pair left alone is dropped too.
        QCOMPARE(protocol::plainText(QString("a") + QChar(0xd800) + "b", 64), QString("ab"));
    }

    // A string with half a surrogate pair is not text: refused wherever it is, so that it is
    // never relayed to clients whose strict decoders would refuse the frame.
    void loneSurrogatesAndLongPasswordsAreRefused() {
        const QJsonObject named =
            QJsonDocument::fromJson(R"({"type":"hello","version":3,"client":"x\ud800y"})").object();
        QVERIFY(named.value("client").toString().contains(QChar(0xd800)));
        QCOMPARE(protocol::checkClientMessage(named).value_or(protocol::ProtocolError{}).code,
                 QString("bad-field"));
        const QJsonObject chat =
            QJsonDocument::fromJson(R"({"type":"chat","table":"t1","text":"\udc00"})").object();
        QCOMPARE(protocol::checkClientMessage(chat).value_or(protocol::ProtocolError{}).code,
                 QString("bad-field"));
        const QJsonObject key =
            QJsonDocument::fromJson(R"({"type":"create","game":"hakka","seats":4,)"
                                    R"("options":{"\ud83d":"1"}})")
                .object();
        QCOMPARE(protocol::checkClientMessage(key).value_or(protocol::ProtocolError{}).code,
                 QString("bad-field"));
        const QJsonObject pair =
            QJsonDocument::fromJson(R"({"type":"chat","table":"t1","text":"\ud83c\udc04"})")
                .object();
        QVERIFY(!protocol::checkClientMessage(pair));
        const QString emoji = QString::fromUtf8("\xF0\x9F\x80\x84");
        QVERIFY(!protocol::checkClientMessage(
            QJsonObject{{"type", "spectate"}, {"table", "t1"}, {"password", emoji.repeated(128)}}));
        for (const char* type : {"create", "join", "spectate"}) {
            QJsonObject m{{"type", type},    {"table", "t1"},
                          {"game", "hakka"}, {"seats", 4},
                          {"seat", 0},       {"password", QString("p").repeated(129)}};
            QCOMPARE(protocol::checkClientMessage(m).value_or(protocol::ProtocolError{}).code,
                     QString("bad-field"));
        }
        // An id is at most 64 characters, counted as such.
        QVERIFY(!protocol::checkClientMessage(
            QJsonObject{{"type", "ping"}, {"id", emoji.repeated(64)}}));
        QVERIFY(protocol::checkClientMessage(
            QJsonObject{{"type", "ping"}, {"id", emoji.repeated(65)}}));
    }
};

QTEST_APPLESS_MAIN(TestProtocol)
#include "tst_protocol.moc"
