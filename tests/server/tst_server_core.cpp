// The tables and the lobby without a socket: clients in this process talk to a TableCore through
// peers that pass whole messages, read every answer with the typed decoders, and play a match
// to its end. This test links the core alone, not the transport (no Qt Network).
#include "protocol/client_requests.h"
#include "protocol/server_messages.h"
#include "server/observation_writer.h"
#include "server/table_core.h"
#include "support/privacy.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QTest>
#include <deque>

using namespace paiju;
using namespace paiju::protocol;

namespace {

// A client in the same process: keeps every message the core sends it, typed.
class InProcessPeer : public server::Peer {
public:
    bool isOpen() const override { return open; }
    void send(const QByteArray& message) override {
        QJsonParseError error;
        const QJsonObject json = QJsonDocument::fromJson(message, &error).object();
        QString problem;
        if (auto decoded = decodeServerMessage(json, &problem))
            inbox.push_back(std::move(*decoded));
        else
            malformed << problem + ": " + QString::fromUtf8(message);
    }
    void close() override { open = false; }

    bool open = true;
    std::deque<ServerMessage> inbox;
    QStringList malformed;
};

struct Client {
    server::TableCore& core;
    InProcessPeer* peer = nullptr;
    server::Connection* connection = nullptr;

    explicit Client(server::TableCore& c) : core(c) {
        auto p = std::make_unique<InProcessPeer>();
        peer = p.get();
        connection = core.attach(std::move(p));
    }
    void send(const QJsonObject& m) { core.handle(connection, m); }
    // The next message of type T; nullopt when another kind comes first or none.
    template <class T> std::optional<T> next() {
        if (peer->inbox.empty())
            return std::nullopt;
        ServerMessage m = std::move(peer->inbox.front());
        peer->inbox.pop_front();
        if (T* typed = std::get_if<T>(&m))
            return *typed;
        return std::nullopt;
    }
};

} // namespace

class TestServerCore : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false")); }

    // The `ok` reply is written straight to bytes; they must be the bytes the protocol's own
    // encoding gives, with every kind of request id a client may send (strings and numbers) and
    // request types that need escaping.
    void okBytesAreTheEncodedOk() {
        const QList<QJsonValue> ids = {QJsonValue(QJsonValue::Undefined),
                                       QJsonValue(0),
                                       QJsonValue(7),
                                       QJsonValue(-3),
                                       QJsonValue(1.5),
                                       QJsonValue(1e20),
                                       QJsonValue(9007199254740993.0),
                                       QJsonValue(QStringLiteral("r-12")),
                                       QJsonValue(QStringLiteral("quote \" back \\ tab \t")),
                                       QJsonValue(QStringLiteral("\u724c\u5c40")),
                                       QJsonValue(QString())};
        QStringList types = {QStringLiteral("add-bot"), QStringLiteral("start"), QString(),
                             QStringLiteral("\u724c \u00e9")};
        for (char16_t c = 1; c < 0x80; ++c) // every ASCII character, escaped or not
            types << QStringLiteral("a") + QChar(c) + QStringLiteral("b");
        for (const QJsonValue& id : ids)
            for (const QString& type : types) {
                QJsonObject expected = encode(Ok{type});
                if (!id.isUndefined())
                    expected.insert(QStringLiteral("id"), id);
                QCOMPARE(server::TableCore::okBytes(type, id),
                         QJsonDocument(expected).toJson(QJsonDocument::Compact));
            }
    }

    // Two clients and two bots play a hakka match to its end through the core alone; every
    // message is well formed, each seat's views are numbered without gaps, their logs put
    // together are the seat's whole log, and no view names a card its seat may not know.
    void clientsPlayAMatchWithoutSockets() {
        server::TableCore core;
        Client a(core), b(core);
        for (Client* c : {&a, &b}) {
            c->send(QJsonObject{{"type", "hello"}, {"version", protocolVersion}, {"client", "in"}});
            const auto welcome = c->next<Welcome>();
            QVERIFY(welcome);
            QCOMPARE(welcome->version, protocolVersion);
        }
        a.send(QJsonObject{{"type", "create"},
                           {"game", "hakka"},
                           {"seats", 4},
                           {"options", QJsonObject{{"rounds", "1"}}},
                           {"windowMs", 0},
                           {"turnSeconds", 0},
                           {"id", 5}});
        const auto created = a.next<Created>();
        QVERIFY(created);
        const QString table = created->table;
        for (int seat : {0, 1}) {
            Client& c = seat == 0 ? a : b;
            c.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", seat}});
            const auto joined = c.next<Joined>();
            QVERIFY(joined);
            QCOMPARE(joined->seat, seat);
            QCOMPARE(joined->token.size(), 32);
        }
        for (int seat : {2, 3}) {
            a.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", seat}});
            QCOMPARE(a.next<Ok>(), Ok{"add-bot"});
        }

        QStringList leaks;
        connect(&core, &server::TableCore::viewSent, &core,
                [&](const QString& id, int seat, const QByteArray& bytes) {
                    QJsonObject message = QJsonDocument::fromJson(bytes).object();
                    message.remove("table");
                    const QString leak =
                        test::leakedToken(core.table(id)->session->state(), seat, message);
                    if (!leak.isEmpty())
                        leaks << QStringLiteral("seat %1: %2").arg(seat).arg(leak);
                });
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        QCOMPARE(a.next<Ok>(), Ok{"start"});

        QJsonObject whole[2];
        qint64 seq[2] = {0, 0};
        int views = 0, acts = 0;
        const auto over = [&] {
            const auto* t = core.table(table);
            return t && t->session && t->session->state().isTerminal();
        };
        // Reads what each client was sent, and answers the views that await it.
        const auto readAll = [&] {
            for (int seat : {0, 1}) {
                Client& c = seat == 0 ? a : b;
                while (!c.peer->inbox.empty()) {
                    ServerMessage m = std::move(c.peer->inbox.front());
                    c.peer->inbox.pop_front();
                    const View* view = std::get_if<View>(&m);
                    if (!view) {
                        QVERIFY2(std::holds_alternative<Ok>(m) ||
                                     std::holds_alternative<ProtocolError>(m),
                                 qPrintable(QJsonDocument(encode(m)).toJson()));
                        continue;
                    }
                    ++views;
                    QCOMPARE(view->seat, seat);
                    QCOMPARE(view->seq, ++seq[seat]);
                    whole[seat] = wholeObservation(whole[seat], *view);
                    // Pass when allowed: a Hakka dealer who always calls keeps the deal for
                    // ever (§11).
                    if (view->awaited && !view->legal.isEmpty()) {
                        const QString action = view->legal.contains("pass") ? QStringLiteral("pass")
                                                                            : view->legal.first();
                        c.send(QJsonObject{{"type", "act"}, {"table", table}, {"action", action}});
                        ++acts;
                    }
                }
            }
        };
        for (int round = 0; round < 20000 && !over(); ++round) {
            readAll();
            QCoreApplication::processEvents(); // the bots' turns
        }
        readAll();
        QVERIFY(over());
        QVERIFY(acts > 10);
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.mid(0, 5).join("; ")));
        QVERIFY2(a.peer->malformed.isEmpty(), qPrintable(a.peer->malformed.join("\n")));
        QVERIFY2(b.peer->malformed.isEmpty(), qPrintable(b.peer->malformed.join("\n")));
        const GameState& state = core.table(table)->session->state();
        const GameInfo& game = *core.table(table)->settings.game;
        for (int seat : {0, 1})
            QCOMPARE(whole[seat].value("log").toArray(),
                     game.observe(state, seat).value("log").toArray());
        QVERIFY(views > acts);
    }

    // The core keeps the protocol's rules of the door without a transport: the first message
    // must be hello, and a refusal there closes the peer; answers echo the request's id.
    void theDoorIsKeptWithoutATransport() {
        server::TableCore core;
        Client early(core);
        early.send(QJsonObject{{"type", "list"}});
        const auto refused = early.next<ProtocolError>();
        QVERIFY(refused);
        QCOMPARE(refused->code, QString("hello-first"));
        QVERIFY(!early.peer->open);
        core.lose(early.connection);

        Client c(core);
        c.send(QJsonObject{{"type", "hello"}, {"version", protocolVersion}, {"client", "in"}});
        QVERIFY(c.next<Welcome>());
        c.send(QJsonObject{{"type", "join"}, {"table", "t404"}, {"seat", 0}});
        const auto missing = c.next<ProtocolError>();
        QVERIFY(missing);
        QCOMPARE(missing->code, QString("no-table"));
        c.send(QJsonObject{{"type", "list"}});
        const auto lobby = c.next<Lobby>();
        QVERIFY(lobby);
        QCOMPARE(lobby->tables.size(), 0);
        c.send(QJsonObject{{"type", "create"}, {"game", "zipai"}, {"seats", 3}});
        QVERIFY(c.next<Created>());
        const auto update = c.next<LobbyUpdate>(); // c follows the lobby since its list
        QVERIFY(update && update->table);
        QCOMPARE(update->table->game, QString("zipai"));
        QCOMPARE(update->table->seats, QStringList({"empty", "empty", "empty"}));
        QVERIFY(c.peer->open);
        QCOMPARE(core.connectionCount(), 1); // the one refused at the door is gone
    }

    // The core reads each request once into its type: a malformed one is refused with its first
    // wrong field, and what the table judges (its seats, a bot's level) is refused after.
    void requestsAreReadIntoTheirTypes() {
        server::TableCore core;
        Client host(core);
        host.send(encode(HelloRequest{protocolVersion, "ann"}));
        QVERIFY(host.next<Welcome>());
        const auto refused = [&](const QJsonObject& request, const QString& code,
                                 const QString& sentence) {
            host.send(withId(request, "r1"));
            const auto error = host.next<ProtocolError>();
            if (!error || error->code != code || error->message != sentence)
                qWarning("refused with %s: %s", qPrintable(error ? error->code : "nothing"),
                         qPrintable(error ? error->message : QString()));
            return error && error->code == code && error->message == sentence &&
                   host.peer->inbox.empty();
        };
        QVERIFY(refused(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", "4"}},
                        "bad-field",
                        "'create.seats' must be a whole number from -2147483648 to 2147483647"));
        // The timings are the request's own: refused before the game is looked up.
        QVERIFY(refused(
            QJsonObject{
                {"type", "create"}, {"game", "no-such-game"}, {"seats", 4}, {"turnSeconds", 3601}},
            "bad-options",
            "turnSeconds must lie in 0..3600 and windowMs and handEndMs in 0..30000"));
        QVERIFY(refused(encode(CreateRequest{"no-such-game", 4, {}, {}, true, 60, {}, {}, false}),
                        "bad-game", "unknown game 'no-such-game'"));
        QVERIFY(refused(encode(ActRequest{"t99", "pass"}), "no-table", "there is no table 't99'"));
        QVERIFY(refused(QJsonObject{{"type", "hint"}, {"table", "t1"}}, "no-hints",
                        "hints are not given at online tables"));
        QVERIFY(refused(encode(HelloRequest{protocolVersion, "again"}), "hello-again",
                        "this connection has said hello already"));

        host.send(encode(CreateRequest{"tichu", 4, {}, {}, true, 0, {}, {}, false}));
        const auto created = host.next<Created>();
        QVERIFY(created);
        const QString t = created->table;
        QVERIFY(refused(encode(JoinRequest{t, 4, {}, {}}), "bad-seat",
                        "the table has seats 0 to 3, not 4"));
        QVERIFY(refused(encode(AddBotRequest{t, 1, QString()}), "bad-level",
                        "a bot's level is easy, normal or hard"));
        QVERIFY(refused(QJsonObject{{"type", "add-bot"}, {"table", t}, {"seat", true}}, "bad-field",
                        "'add-bot.seat' must be a whole number from -2147483648 to 2147483647"));
        QVERIFY(refused(encode(RemoveBotRequest{t, 2}), "no-bot", "no bot sits in seat 2"));
        QVERIFY(refused(encode(StartRequest{t}), "seats-empty", "seat 0 is empty"));

        // And the typed requests play: a seat, three bots, the start, an action refused.
        host.send(encode(JoinRequest{t, 0, "Ann", {}}));
        const auto joined = host.next<Joined>();
        QVERIFY(joined && joined->seat == 0);
        for (int seat = 1; seat < 4; ++seat) {
            host.send(encode(
                AddBotRequest{t, seat, seat == 3 ? std::optional<QString>("hard") : std::nullopt}));
            QCOMPARE(host.next<Ok>(), std::optional<Ok>(Ok{"add-bot"}));
        }
        host.send(encode(StartRequest{t}));
        QCOMPARE(host.next<Ok>(), std::optional<Ok>(Ok{"start"}));
        host.peer->inbox.clear();
        host.send(encode(ActRequest{t, "no such action"}));
        const auto illegal = host.next<ProtocolError>(); // the engine's sentence is its own
        QVERIFY(illegal);
        QCOMPARE(illegal->code, QString("illegal-action"));
        QVERIFY(host.peer->malformed.isEmpty());
    }

    // A seat joined with no name, an empty one or a blank one takes its connection's name
    // (`hello`'s client), as the lobby then lists it; a name given is kept.
    void aSeatWithoutANameTakesTheConnections() {
        server::TableCore core;
        Client a(core), b(core), c(core), d(core);
        const QString clients[] = {"ann", "bo", "cy", "di"};
        Client* all[] = {&a, &b, &c, &d};
        for (int i = 0; i < 4; ++i) {
            all[i]->send(QJsonObject{
                {"type", "hello"}, {"version", protocolVersion}, {"client", clients[i]}});
            QVERIFY(all[i]->next<Welcome>());
        }
        a.send(QJsonObject{{"type", "create"}, {"game", "tichu"}, {"seats", 4}});
        const auto created = a.next<Created>();
        QVERIFY(created);
        const QJsonValue names[] = {QJsonValue(QJsonValue::Undefined), "", "  ", "张三"};
        for (int seat = 0; seat < 4; ++seat) {
            QJsonObject join{{"type", "join"}, {"table", created->table}, {"seat", seat}};
            if (!names[seat].isUndefined())
                join.insert("name", names[seat]);
            all[seat]->send(join);
            QVERIFY(all[seat]->next<Joined>());
        }
        d.send(QJsonObject{{"type", "list"}});
        const auto lobby = d.next<Lobby>();
        QVERIFY(lobby);
        QCOMPARE(lobby->tables.size(), 1);
        QCOMPARE(lobby->tables[0].names, QStringList({"ann", "bo", "cy", "张三"}));
    }

    // The writer shares bytes between the seats' observations only where they are equal: each
    // observation it writes reads back as itself, whatever came before it.
    void sharedWritingGivesEachObservationItsOwnBytes() {
        const auto seat = [](int s, const QJsonArray& hand) {
            QJsonObject o{{"seat", s}, {"handCount", int(hand.size())}};
            if (!hand.isEmpty())
                o.insert("hand", hand);
            return o;
        };
        const QJsonArray pile{"R1", "G2", "Y3"};
        QJsonArray seats;
        for (int s = 0; s < 3; ++s)
            seats.append(seat(s, {}));
        const auto shared = std::make_shared<const session::SharedObservation>(
            session::SharedObservation{1, QJsonObject{{"discardPile", pile},
                                                      {"seats", seats},
                                                      {"scores", QJsonArray{1.5, -2, 1e20}},
                                                      {"over", false},
                                                      {"current", QJsonValue::Null},
                                                      {"名", "牌局"}}});
        QJsonObject fewer = shared->fields;
        fewer.insert("seats", QJsonArray{seat(0, {})});
        fewer.insert("discardPile", QJsonArray{"R1"});
        const auto shorter = std::make_shared<const session::SharedObservation>(
            session::SharedObservation{2, fewer});
        QList<session::SeatView> views;
        for (int viewer = -1; viewer < 3; ++viewer) {
            session::SeatView view;
            view.seat = viewer;
            view.shared = shared;
            // Own fields before, between and after the shared ones, one replacing a shared one.
            view.own.fields = QJsonObject{{"viewer", viewer}, {"aa", "x"}, {"over", viewer == 2}};
            if (viewer >= 0)
                view.own.seat = seat(viewer, QJsonArray{"B4", "W\"5"});
            views << view;
        }
        session::SeatView fromShorter = views[2];
        fromShorter.shared = shorter;
        session::SeatView whole;
        whole.observation = session::wholeObservation(views[1]);
        views << fromShorter << views[1] << session::SeatView{} << whole << views[3];
        server::ObservationWriter writer;
        for (const session::SeatView& view : views) {
            QJsonParseError error;
            const QByteArray bytes = writer.write(view);
            const QJsonObject read = QJsonDocument::fromJson(bytes, &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(read, session::wholeObservation(view));
            // QJsonDocument's own bytes, too (control characters in text it escapes otherwise).
            QCOMPARE(bytes, QJsonDocument(read).toJson(QJsonDocument::Compact));
        }
    }

    // Names and chat lines as relayed: cut by characters, never inside a surrogate pair, without
    // control or bidi characters; a chat line with nothing left is refused and relayed to
    // nobody; a string with half a surrogate pair is refused and shown nowhere.
    void namesAndChatAreCleanText() {
        server::TableCore core;
        Client a(core), b(core), odd(core);
        const QString emoji = QString::fromUtf8("\xF0\x9F\x80\x84");
        a.send(QJsonObject{{"type", "hello"},
                           {"version", protocolVersion},
                           {"client", QString::fromUtf8("\xE2\x80\xAE") + "Ann\n"}});
        b.send(QJsonObject{{"type", "hello"}, {"version", protocolVersion}, {"client", "Bo"}});
        QVERIFY(a.next<Welcome>() && b.next<Welcome>());
        a.send(QJsonObject{{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        const QString table = a.next<Created>()->table;
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        QVERIFY(a.next<Joined>());
        b.send(QJsonObject{
            {"type", "join"}, {"table", table}, {"seat", 1}, {"name", "x" + emoji.repeated(70)}});
        QVERIFY(b.next<Joined>());
        QCOMPARE(core.table(table)->seats[0].name, QString("Ann"));
        const QString name = core.table(table)->seats[1].name;
        QCOMPARE(protocol::characters(name), 64);
        QCOMPARE(name, "x" + emoji.repeated(63));
        // A hello whose name is half a pair: refused, and the connection closed.
        odd.send(QJsonObject{{"type", "hello"},
                             {"version", protocolVersion},
                             {"client", QString("z") + QChar(0xdbff)}});
        const auto refused = odd.next<ProtocolError>();
        QVERIFY(refused);
        QCOMPARE(refused->code, QString("bad-field"));
        b.send(QJsonObject{
            {"type", "join"}, {"table", table}, {"seat", 2}, {"name", QString(QChar(0xdc00))}});
        QCOMPARE(b.next<ProtocolError>()->code, QString("bad-field"));
        QCOMPARE(int(core.table(table)->seats[2].kind), int(server::Seat::Kind::Empty));

        // Chat: cut at 500 characters, cleaned, relayed to both; nothing left: refused.
        a.send(QJsonObject{{"type", "chat"}, {"table", table}, {"text", emoji.repeated(600)}});
        QCOMPARE(a.next<Ok>(), Ok{"chat"});
        const auto chat = b.next<Chat>();
        QVERIFY(chat);
        QCOMPARE(chat->text, emoji.repeated(500));
        QVERIFY(a.next<Chat>());
        a.send(QJsonObject{{"type", "chat"},
                           {"table", table},
                           {"text", QString::fromUtf8("\xE2\x81\xA7\x01 \t")}});
        QCOMPARE(a.next<ProtocolError>()->code, QString("bad-field"));
        QVERIFY(a.peer->inbox.empty() && b.peer->inbox.empty()); // relayed to nobody
        a.send(QJsonObject{{"type", "chat"},
                           {"table", table},
                           {"text", QString::fromUtf8("\xE2\x80\x8F") + "hi\u0085there"}});
        QCOMPARE(a.next<Ok>(), Ok{"chat"});
        QCOMPARE(b.next<Chat>()->text, QString("hi there"));
    }
};

QTEST_GUILESS_MAIN(TestServerCore)
#include "tst_server_core.moc"
