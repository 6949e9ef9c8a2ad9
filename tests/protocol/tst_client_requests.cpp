// The client's requests: every one goes through its struct and back unchanged, and a malformed
// one is refused with the code and the sentence that name its first wrong field.
#include "protocol/client_requests.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace paiju::protocol;

namespace {

// One of every request, with its fields set off their defaults where they have any.
QList<ClientRequest> everyRequest() {
    CreateRequest create{"hakka", 4,     QJsonObject{{"rounds", "2"}, {"target", 300}},
                         "秘密",  false, 0,
                         1500,    30000, true};
    CreateRequest plain;
    plain.game = "tichu";
    plain.seats = 4;
    return {HelloRequest{protocolVersion, "张三"},
            PingRequest{},
            ListRequest{},
            create,
            plain,
            JoinRequest{"t7", 2, "张三", "pw"},
            JoinRequest{"t7", 0, {}, {}},
            SpectateRequest{"t7", "pw"},
            SpectateRequest{"t7", {}},
            LeaveRequest{"t7"},
            AddBotRequest{"t7", 3, "hard"},
            AddBotRequest{"t7", 1, std::nullopt},
            AddBotRequest{"t7", 1, QString()}, // an empty level is sent, and refused by the server
            RemoveBotRequest{"t7", 3},
            StartRequest{"t7"},
            ActRequest{"t7", "play G3 G4 G5"},
            ChatRequest{"t7", "好牌！"},
            WaitRequest{"t7"},
            BackRequest{"t7"},
            ReconnectRequest{"9f3c", {}},
            ReconnectRequest{"9f3c", "p2-t4"},
            RegisterRequest{"张三", "password", true},
            LoginRequest{"张三", "password", false},
            LoginTokenRequest{"5be0"},
            LogoutRequest{true},
            MyGamesRequest{42, 10},
            LeaderboardRequest{"tichu", 100},
            ReplayRequest{42},
            PlayNowRequest{"hakka", 60},
            PlayNowRequest{"hakka", -1}};
}

QString longText(int characters) {
    return QString(characters, QLatin1Char('x'));
}

} // namespace

class TestClientRequests : public QObject {
    Q_OBJECT

private slots:
    void everyRequestRoundTrips() {
        QSet<std::size_t> kinds;
        for (const ClientRequest& request : everyRequest()) {
            kinds.insert(request.index());
            // Through the wire's bytes, as a server reads them.
            const QByteArray bytes = QJsonDocument(encode(request)).toJson(QJsonDocument::Compact);
            const QJsonObject wire = QJsonDocument::fromJson(bytes).object();
            QCOMPARE(wire.value("type").toString(), typeOf(request));
            ProtocolError error;
            const auto back = decodeClientRequest(wire, &error);
            QVERIFY2(back, qPrintable(bytes + ": " + error.message));
            QVERIFY2(*back == request, bytes.constData());
            QVERIFY2(!checkClientMessage(wire), bytes.constData());
            // With an id its answer echoes: the same request.
            const auto withAnId = decodeClientRequest(withId(wire, 12));
            QVERIFY(withAnId && *withAnId == request);
        }
        QCOMPARE(qsizetype(kinds.size()), qsizetype(std::variant_size_v<ClientRequest>));
    }

    void theTableOfARequest() {
        QCOMPARE(tableOf(ActRequest{"t7", "pass"}), QString("t7"));
        QCOMPARE(tableOf(AddBotRequest{"t3", 1, {}}), QString("t3"));
        QCOMPARE(tableOf(CreateRequest{}), QString());
        QCOMPARE(tableOf(ReconnectRequest{"t7", {}}), QString()); // a token, not a table
        QCOMPARE(typeOf(RemoveBotRequest{}), QString("remove-bot"));
        QCOMPARE(typeOf(PlayNowRequest{}), QString("play-now"));
    }

    void anOptionalFieldLeftOutTakesItsDefault() {
        const auto create =
            decodeClientRequest(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        QVERIFY(create);
        const auto& c = std::get<CreateRequest>(*create);
        QVERIFY(c.spectators);
        QVERIFY(!c.rated);
        QVERIFY(!c.turnSeconds && !c.windowMs && !c.handEndMs);
        QVERIFY(c.options.isEmpty() && c.password.isEmpty());
        // 3.0 and 3e0 are 3.
        const auto join = decodeClientRequest(
            QJsonDocument::fromJson(R"({"type":"join","table":"t1","seat":3e0})").object());
        QVERIFY(join);
        QCOMPARE(std::get<JoinRequest>(*join).seat, 3);
        // A level left out is none; one sent empty is kept for the server to refuse.
        const auto bot = decodeClientRequest(
            QJsonObject{{"type", "add-bot"}, {"table", "t1"}, {"seat", 1}, {"level", ""}});
        QVERIFY(bot);
        QCOMPARE(std::get<AddBotRequest>(*bot).level, std::optional<QString>(QString()));
    }

    void malformedRequestsAreRefused_data() {
        QTest::addColumn<QJsonObject>("message");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("sentence");
        const QString whole = "must be a whole number from -2147483648 to 2147483647";
        QTest::newRow("no type") << QJsonObject{{"version", 4}} << "bad-field"
                                 << "a message needs a string 'type'";
        QTest::newRow("type not a string") << QJsonObject{{"type", 3}} << "bad-field"
                                           << "a message needs a string 'type'";
        QTest::newRow("unknown") << QJsonObject{{"type", "teleport"}} << "unknown-type"
                                 << "unknown message type 'teleport'";
        QTest::newRow("hint") << QJsonObject{{"type", "hint"}, {"table", "t1"}} << "no-hints"
                              << "hints are not given at online tables";
        QTest::newRow("id true") << QJsonObject{{"type", "ping"}, {"id", true}} << "bad-field"
                                 << "'id' must be a string of at most 64 characters or a whole "
                                    "number";
        QTest::newRow("half a pair")
            << QJsonObject{{"type", "chat"}, {"table", "t1"}, {"text", QString(QChar(0xd800))}}
            << "bad-field"
            << "a string holds half a surrogate pair: not text";
        QTest::newRow("hello version text")
            << QJsonObject{{"type", "hello"}, {"version", "4"}, {"client", "c"}} << "bad-field"
            << "'hello.version' " + whole;
        QTest::newRow("hello no client")
            << QJsonObject{{"type", "hello"}, {"version", 4}} << "bad-field"
            << "'hello' needs 'client'";
        QTest::newRow("create no game")
            << QJsonObject{{"type", "create"}, {"seats", 4}} << "bad-field"
            << "'create' needs 'game'";
        QTest::newRow("create first wrong field")
            << QJsonObject{{"type", "create"}, {"game", 1}, {"seats", "x"}} << "bad-field"
            << "'create.game' must be a string";
        QTest::newRow("create seats text")
            << QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", "4"}} << "bad-field"
            << "'create.seats' " + whole;
        QTest::newRow("create options array") << QJsonObject{{"type", "create"},
                                                             {"game", "hakka"},
                                                             {"seats", 4},
                                                             {"options", QJsonArray{}}}
                                              << "bad-field"
                                              << "'create.options' must be an object";
        QTest::newRow("create options null")
            << QJsonObject{{"type", "create"},
                           {"game", "hakka"},
                           {"seats", 4},
                           {"options", QJsonValue(QJsonValue::Null)}}
            << "bad-field"
            << "'create.options' must be an object";
        QTest::newRow("create long password") << QJsonObject{{"type", "create"},
                                                             {"game", "hakka"},
                                                             {"seats", 4},
                                                             {"password", longText(129)}}
                                              << "bad-field"
                                              << "'create.password' is longer than 128 characters";
        QTest::newRow("create spectators text")
            << QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}, {"spectators", 1}}
            << "bad-field"
            << "'create.spectators' must be true or false";
        const QString timings =
            "turnSeconds must lie in 0..3600 and windowMs and handEndMs in 0..30000";
        QTest::newRow("create turn too long") << QJsonObject{{"type", "create"},
                                                             {"game", "hakka"},
                                                             {"seats", 4},
                                                             {"turnSeconds", 3601}}
                                              << "bad-options" << timings;
        QTest::newRow("create window below 0")
            << QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}, {"windowMs", -1}}
            << "bad-options" << timings;
        QTest::newRow("create hand end too long") << QJsonObject{{"type", "create"},
                                                                 {"game", "hakka"},
                                                                 {"seats", 4},
                                                                 {"handEndMs", 30001}}
                                                  << "bad-options" << timings;
        QTest::newRow("create rated text")
            << QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}, {"rated", "yes"}}
            << "bad-field"
            << "'create.rated' must be true or false";
        QTest::newRow("join no seat")
            << QJsonObject{{"type", "join"}, {"table", "t1"}} << "bad-field"
            << "'join' needs 'seat'";
        QTest::newRow("join seat text")
            << QJsonObject{{"type", "join"}, {"table", "t1"}, {"seat", "1"}} << "bad-field"
            << "'join.seat' " + whole;
        QTest::newRow("join seat fraction")
            << QJsonObject{{"type", "join"}, {"table", "t1"}, {"seat", 1.5}} << "bad-field"
            << "'join.seat' " + whole;
        QTest::newRow("join seat past 32 bits")
            << QJsonObject{{"type", "join"}, {"table", "t1"}, {"seat", 2147483648.0}} << "bad-field"
            << "'join.seat' " + whole;
        QTest::newRow("join name number")
            << QJsonObject{{"type", "join"}, {"table", "t1"}, {"seat", 1}, {"name", 7}}
            << "bad-field"
            << "'join.name' must be a string";
        QTest::newRow("join table number")
            << QJsonObject{{"type", "join"}, {"table", 7}} << "bad-field"
            << "'join.table' must be a string";
        QTest::newRow("spectate long password")
            << QJsonObject{{"type", "spectate"}, {"table", "t1"}, {"password", longText(129)}}
            << "bad-field"
            << "'spectate.password' is longer than 128 characters";
        QTest::newRow("leave no table") << QJsonObject{{"type", "leave"}} << "bad-field"
                                        << "'leave' needs 'table'";
        QTest::newRow("add-bot level number")
            << QJsonObject{{"type", "add-bot"}, {"table", "t1"}, {"seat", 1}, {"level", 3}}
            << "bad-field"
            << "'add-bot.level' must be a string";
        QTest::newRow("remove-bot no seat")
            << QJsonObject{{"type", "remove-bot"}, {"table", "t1"}} << "bad-field"
            << "'remove-bot' needs 'seat'";
        QTest::newRow("start table null")
            << QJsonObject{{"type", "start"}, {"table", QJsonValue(QJsonValue::Null)}}
            << "bad-field"
            << "'start.table' must be a string";
        QTest::newRow("act no action")
            << QJsonObject{{"type", "act"}, {"table", "t1"}} << "bad-field"
            << "'act' needs 'action'";
        QTest::newRow("act action array")
            << QJsonObject{{"type", "act"}, {"table", "t1"}, {"action", QJsonArray{"pass"}}}
            << "bad-field"
            << "'act.action' must be a string";
        QTest::newRow("chat text number")
            << QJsonObject{{"type", "chat"}, {"table", "t1"}, {"text", 5}} << "bad-field"
            << "'chat.text' must be a string";
        QTest::newRow("wait no table") << QJsonObject{{"type", "wait"}} << "bad-field"
                                       << "'wait' needs 'table'";
        QTest::newRow("back no table") << QJsonObject{{"type", "back"}} << "bad-field"
                                       << "'back' needs 'table'";
        QTest::newRow("reconnect no token") << QJsonObject{{"type", "reconnect"}} << "bad-field"
                                            << "'reconnect' needs 'token'";
        QTest::newRow("login long password")
            << QJsonObject{{"type", "login"}, {"name", "a"}, {"password", longText(129)}}
            << "bad-field"
            << "'login.password' is longer than 128 characters";
        QTest::newRow("logout everywhere text")
            << QJsonObject{{"type", "logout"}, {"everywhere", "yes"}} << "bad-field"
            << "'logout.everywhere' must be true or false";
        QTest::newRow("my-games limit text")
            << QJsonObject{{"type", "my-games"}, {"limit", "5"}} << "bad-field"
            << "'my-games.limit' " + whole;
        QTest::newRow("my-games limit out of range")
            << QJsonObject{{"type", "my-games"}, {"limit", 31}} << "bad-field"
            << "'my-games.limit' must lie in 1..30";
        QTest::newRow("leaderboard no game") << QJsonObject{{"type", "leaderboard"}} << "bad-field"
                                             << "'leaderboard' needs 'game'";
        QTest::newRow("replay match 0")
            << QJsonObject{{"type", "replay"}, {"match", 0}} << "bad-field"
            << "'replay.match' must lie in 1..2147483647";
        QTest::newRow("play-now wait too long")
            << QJsonObject{{"type", "play-now"}, {"game", "hakka"}, {"botsAfterSeconds", 3601}}
            << "bad-field"
            << "'play-now.botsAfterSeconds' must lie in 0..3600";
    }

    void malformedRequestsAreRefused() {
        QFETCH(QJsonObject, message);
        QFETCH(QString, code);
        QFETCH(QString, sentence);
        ProtocolError error;
        QVERIFY(!decodeClientRequest(message, &error));
        QCOMPARE(error.code, code);
        QCOMPARE(error.message, sentence);
        // The check without the typed request says the same.
        QCOMPARE(checkClientMessage(message), std::optional<ProtocolError>(error));
    }

    void theFirstMessageIsHello() {
        ProtocolError error;
        const auto hello = decodeHello(encode(HelloRequest{protocolVersion, "张三"}), &error);
        QVERIFY(hello);
        QCOMPARE(hello->client, QString("张三"));
        QVERIFY(!decodeHello(encode(ListRequest{}), &error));
        QCOMPARE(error.code, QString("hello-first"));
        QVERIFY(!decodeHello(QJsonObject{{"type", "hello"}, {"version", 4}}, &error));
        QCOMPARE(error.message, QString("'hello' needs 'client'"));
        QVERIFY(!decodeHello(encode(HelloRequest{protocolVersion - 1, "c"}), &error));
        QCOMPARE(error.code, QString("bad-version"));
        QVERIFY(error.message.contains(QStringLiteral("the client %1").arg(protocolVersion - 1)));
    }
};

QTEST_GUILESS_MAIN(TestClientRequests)
#include "tst_client_requests.moc"
