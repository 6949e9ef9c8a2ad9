#pragma once

// Drives a whole table server, in process and without sockets, with a sequence of client messages
// read from bytes: several connections say hello, create tables, sit (also twice), add bots,
// start, act with what their views offer, chat, leave, reconnect, drop and come back, and now and
// then send garbage. The fuzz target feeds it libFuzzer's inputs and the chaos test seeded random
// bytes. Whatever the sequence, the server must neither crash nor leave a table it cannot play,
// and every answer must be a well-formed frame holding a message the typed decoders read.
#include "protocol/frame_codec.h"
#include "protocol/server_messages.h"
#include "server/table_server.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLoggingCategory>
#include <array>
#include <cstdint>
#include <memory>

namespace paiju::test {

class ServerDriver {
public:
    static constexpr int connections = 4;

    ServerDriver() : server_(limits()) {
        QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false"));
    }

    // Runs one input; false when the server broke a promise (a bad frame, a lost answer).
    bool run(const std::uint8_t* data, std::size_t size) {
        for (std::size_t at = 0; at + 1 < size; at += 2)
            step(data[at], data[at + 1]);
        settle();
        for (auto& p : peers_)
            if (p.failed)
                return false;
        return true;
    }

private:
    // A connection's far end: keeps what the server wrote and decodes it as a client would.
    class Pipe : public server::Wire {
    public:
        bool isOpen() const override { return open; }
        void write(const QByteArray& bytes) override { received += bytes; }
        void close() override { open = false; }
        bool open = true;
        QByteArray received;
    };

    struct End {
        server::Link* connection = nullptr;
        Pipe* pipe = nullptr;
        protocol::FrameDecoder decoder;
        QString table, token;
        QStringList legal;
        bool failed = false;
    };

    static server::ServerLimits limits() {
        server::ServerLimits l;
        l.maxTables = 8;
        l.messagesPerSecond = 1000000;
        l.burst = 1000000;
        return l;
    }

    void connectEnd(End& e) {
        auto pipe = std::make_unique<Pipe>();
        e.pipe = pipe.get();
        e.connection = server_.attach(std::move(pipe));
        e.decoder = protocol::FrameDecoder();
        e.legal.clear();
        // Most sequences should reach the tables: a new connection greets at once (a hello
        // later in the stream is a second one, or the first after garbage).
        send(e, QJsonObject{{"type", "hello"},
                            {"version", protocol::protocolVersion},
                            {"client", "driver"}});
    }

    void send(End& e, const QJsonObject& m) {
        server_.receive(e.connection, protocol::encodeFrame(m));
    }

    // Reads what the server said to each end; a closed end is lost to the server.
    void settle() {
        QCoreApplication::processEvents();
        for (auto& e : peers_) {
            if (!e.connection)
                continue;
            const QByteArray bytes = std::exchange(e.pipe->received, QByteArray());
            for (const QJsonObject& m : e.decoder.feed(bytes)) {
                const QString type = m.value("type").toString();
                if (type == "created" || type == "joined" || type == "spectating")
                    e.table = m.value("table").toString();
                if (type == "joined")
                    e.token = m.value("token").toString();
                if (type == "view") {
                    e.legal.clear();
                    for (const QJsonValue& a : m.value("legal").toArray())
                        e.legal << a.toString();
                }
                if (type == "error" && m.value("code").toString().isEmpty())
                    e.failed = true;
                if (!protocol::decodeServerMessage(m))
                    e.failed = true; // not a message of the protocol's (server_messages.h)
            }
            if (e.decoder.failed())
                e.failed = true; // the server wrote a frame a client cannot read
            if (!e.pipe->open) {
                server_.lose(e.connection);
                e.connection = nullptr;
            }
        }
    }

    void step(std::uint8_t op, std::uint8_t arg) {
        End& e = peers_[op % connections];
        if (!e.connection)
            connectEnd(e);
        static const char* games[] = {"fourcolor", "hakka", "tichu", "zipai"};
        static const int seats[] = {4, 4, 4, 3};
        const QString table = arg % 8 == 7 ? QStringLiteral("t%1").arg(arg % 5) : e.table;
        switch ((op / connections) % 16) {
        case 0:
            send(e, QJsonObject{{"type", "hello"},
                                {"version", protocol::protocolVersion},
                                {"client", "driver"}});
            break;
        case 1:
            send(e, QJsonObject{{"type", "create"},
                                {"game", games[arg % 4]},
                                {"seats", seats[arg % 4]},
                                {"windowMs", arg % 3 == 0 ? 0 : 1},
                                {"turnSeconds", arg % 2}});
            break;
        case 2:
        case 3:
            send(e, QJsonObject{{"type", "join"}, {"table", table}, {"seat", arg % 5 - 1}});
            break;
        case 4:
            send(e, QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", arg % 4}});
            break;
        case 5:
            send(e, QJsonObject{{"type", "remove-bot"}, {"table", table}, {"seat", arg % 4}});
            break;
        case 6:
            send(e, QJsonObject{{"type", "start"}, {"table", table}});
            break;
        case 7:
        case 8:
        case 9:
            send(e, QJsonObject{{"type", "act"},
                                {"table", table},
                                {"action", e.legal.isEmpty() ? QStringLiteral("pass")
                                                             : e.legal[arg % e.legal.size()]}});
            break;
        case 10:
            if (arg % 4 == 0) // the player is back from a stand-in (or never left)
                send(e, QJsonObject{{"type", "back"}, {"table", table}});
            else
                send(e, QJsonObject{{"type", "chat"}, {"table", table}, {"text", "hi"}});
            break;
        case 11:
            send(e, QJsonObject{{"type", arg % 2 ? "leave" : "spectate"}, {"table", table}});
            break;
        case 12:
            if (!e.token.isEmpty()) {
                // Another end takes this seat back: the older connection loses it.
                End& other = peers_[(op + 1) % connections];
                if (!other.connection)
                    connectEnd(other);
                send(other, QJsonObject{{"type", "reconnect"}, {"token", e.token}});
            }
            break;
        case 13:
            server_.lose(e.connection); // the connection drops
            e.connection = nullptr;
            break;
        case 14:
            send(e, QJsonObject{{"type", "list"}});
            break;
        default: { // garbage: a frame cut short, or a body that is not a message
            const QByteArray junk = QByteArray(1 + arg % 7, char(arg));
            server_.receive(e.connection, arg % 2 ? junk : protocol::encodeFrame({}).left(3));
            break;
        }
        }
        settle();
    }

    server::TableServer server_;
    std::array<End, connections> peers_;
};

} // namespace paiju::test
