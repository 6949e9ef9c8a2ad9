#include "table_server.h"

#include "io/json_codec.h"
#include "protocol/messages.h"
#include "session/bot_agent.h"
#include "version.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTcpSocket>

namespace paiju::server {

struct Connection {
    QTcpSocket* socket = nullptr;
    protocol::FrameDecoder decoder;
    bool greeted = false;
    QString client;
};

namespace {

// A seat of a remote player: every view the session shows it goes out as a `view` message.
class RemoteAgent : public session::SeatAgent {
public:
    RemoteAgent(QString table, std::function<void(const QJsonObject&)> send)
        : table_(std::move(table)), send_(std::move(send)) {}
    void show(const session::SeatView& view) override {
        send_(QJsonObject{{"type", "view"},
                          {"table", table_},
                          {"seat", view.seat},
                          {"awaited", view.awaited},
                          {"legal", QJsonArray::fromStringList(view.legal)},
                          {"observation", view.observation}});
    }

private:
    QString table_;
    std::function<void(const QJsonObject&)> send_;
};

QString newToken() { // 128 bits from the system's generator
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QString::number(QRandomGenerator::system()->generate(), 16).rightJustified(8, '0');
    return token;
}

} // namespace

TableServer::TableServer(QObject* parent) : QObject(parent) {
    connect(&server_, &QTcpServer::newConnection, this, &TableServer::accept);
}

TableServer::~TableServer() {
    // Sessions first: their agents send through connections. Then the sockets, detached first:
    // deleting a socket emits `disconnected`, whose handler must not run on a half-gone server.
    tables_.clear();
    for (auto& c : connections_) {
        QObject::disconnect(c->socket, nullptr, this, nullptr);
        delete c->socket;
    }
    connections_.clear();
}

bool TableServer::listen(const QHostAddress& address, quint16 port) {
    return server_.listen(address, port);
}

const Table* TableServer::table(const QString& id) const {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

void TableServer::accept() {
    while (QTcpSocket* socket = server_.nextPendingConnection()) {
        auto connection = std::make_unique<Connection>();
        connection->socket = socket;
        Connection* c = connection.get();
        connections_.push_back(std::move(connection));
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { read(c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] {
            // A seat is kept for its token; the connection itself goes.
            for (auto& [id, table] : tables_) {
                for (auto& player : table->players)
                    if (player == c)
                        player = nullptr;
                if (table->host == c)
                    table->host = nullptr;
            }
            c->socket->deleteLater();
            std::erase_if(connections_, [c](const auto& p) { return p.get() == c; });
        });
    }
}

void TableServer::send(Connection* c, const QJsonObject& message) {
    if (c && c->socket->state() == QAbstractSocket::ConnectedState)
        c->socket->write(protocol::encodeFrame(message));
}

void TableServer::refuse(Connection* c, const QString& code, const QString& message) {
    send(c, protocol::ProtocolError{code, message}.toJson());
}

void TableServer::drop(Connection* c, const QString& code, const QString& message) {
    refuse(c, code, message);
    c->socket->disconnectFromHost();
}

void TableServer::read(Connection* c) {
    const auto messages = c->decoder.feed(c->socket->readAll());
    for (const QJsonObject& message : messages) {
        handle(c, message);
        if (c->socket->state() != QAbstractSocket::ConnectedState)
            return;
    }
    if (c->decoder.failed())
        drop(c, c->decoder.errorCode(), c->decoder.errorMessage());
}

QJsonObject TableServer::lobby() const {
    QJsonArray list;
    for (const auto& [id, t] : tables_) {
        QJsonArray seats;
        for (int s = 0; s < t->players.size(); ++s)
            seats.append(t->bots[s]                                 ? "bot"
                         : t->players[s] || !t->tokens[s].isEmpty() ? "player"
                                                                    : "empty");
        list.append(QJsonObject{{"table", id},
                                {"game", QString::fromStdString(t->game->id)},
                                {"seats", seats},
                                {"password", !t->password.isEmpty()},
                                {"started", t->session != nullptr}});
    }
    return QJsonObject{{"type", "lobby"}, {"tables", list}};
}

void TableServer::handle(Connection* c, const QJsonObject& m) {
    if (!c->greeted) {
        if (auto problem = protocol::checkHello(m)) {
            drop(c, problem->code, problem->message);
            return;
        }
        c->greeted = true;
        c->client = m.value("client").toString();
        send(c, QJsonObject{{"type", "welcome"},
                            {"version", protocol::protocolVersion},
                            {"server", QStringLiteral("paiju-server " PAIJU_VERSION)}});
        return;
    }
    if (auto problem = protocol::checkClientMessage(m)) {
        refuse(c, problem->code, problem->message);
        return;
    }
    const QString type = m.value("type").toString();
    if (type == "list") {
        send(c, lobby());
        return;
    }
    if (type == "create") {
        const GameInfo* game = findGame(m.value("game").toString().toStdString());
        QString error;
        auto options = game ? json::optionValues(m.value("options"), &error) : std::nullopt;
        if (!game || !game->listed) {
            refuse(c, "bad-game",
                   QStringLiteral("unknown game '%1'").arg(m.value("game").toString()));
            return;
        }
        if (!options || !makeSetup(*game, m.value("seats").toInt(), *options, 0, &error)) {
            refuse(c, "bad-options", error);
            return;
        }
        auto table = std::make_unique<Table>();
        table->id = QStringLiteral("t%1").arg(nextTable_++);
        table->game = game;
        table->options = *options;
        table->password = m.value("password").toString();
        table->host = c;
        const int seats = m.value("seats").toInt();
        table->players = QList<Connection*>(seats, nullptr);
        table->bots = QList<bool>(seats, false);
        table->tokens = QList<QString>(seats);
        send(c, QJsonObject{{"type", "created"}, {"table", table->id}});
        tables_[table->id] = std::move(table);
        return;
    }
    auto it = tables_.find(m.value("table").toString());
    if (it == tables_.end()) {
        refuse(c, "no-table",
               QStringLiteral("there is no table '%1'").arg(m.value("table").toString()));
        return;
    }
    Table& t = *it->second;
    const int seat = m.value("seat").toInt(-1);
    const int mine = int(t.players.indexOf(c));
    if (type == "join") {
        if (seat < 0 || seat >= t.players.size() || t.players[seat] || t.bots[seat] ||
            !t.tokens[seat].isEmpty()) {
            refuse(c, "seat-taken", QStringLiteral("seat %1 is not free").arg(seat));
            return;
        }
        if (t.password != m.value("password").toString()) {
            refuse(c, "wrong-password", QStringLiteral("the password is not right"));
            return;
        }
        t.players[seat] = c;
        t.tokens[seat] = newToken();
        send(c,
             QJsonObject{
                 {"type", "joined"}, {"table", t.id}, {"seat", seat}, {"token", t.tokens[seat]}});
        return;
    }
    if (type == "add-bot" || type == "start") {
        if (t.host != c) {
            refuse(c, "not-host", QStringLiteral("only the table's host may do that"));
            return;
        }
        if (t.session) {
            refuse(c, "started", QStringLiteral("the match has started"));
            return;
        }
        if (type == "start") {
            start(c, t);
            return;
        }
        if (seat < 0 || seat >= t.players.size() || t.players[seat] || t.bots[seat]) {
            refuse(c, "seat-taken", QStringLiteral("seat %1 is not free").arg(seat));
            return;
        }
        t.bots[seat] = true;
        send(c, lobby());
        return;
    }
    if (type == "act") {
        if (!t.session || mine < 0) {
            refuse(c, "not-seated", QStringLiteral("you hold no seat in a match at this table"));
            return;
        }
        const ApplyResult result = t.session->submit(mine, m.value("action").toString());
        if (!result.ok())
            refuse(c, "illegal-action", QString::fromStdString(result.error));
        return;
    }
    if (type == "chat") {
        for (Connection* p : t.players)
            send(p,
                 QJsonObject{
                     {"type", "chat"}, {"table", t.id}, {"from", mine}, {"text", m.value("text")}});
        return;
    }
    refuse(c, "unsupported", QStringLiteral("'%1' is not available on this server yet").arg(type));
}

void TableServer::start(Connection* c, Table& t) {
    for (int s = 0; s < t.players.size(); ++s)
        if (!t.players[s] && !t.bots[s]) {
            refuse(c, "seats-empty", QStringLiteral("seat %1 is empty").arg(s));
            return;
        }
    Replay replay;
    replay.game = t.game->id;
    replay.options = t.options;
    replay.seed = QRandomGenerator::system()->generate64(); // never sent to a client
    for (int s = 0; s < t.players.size(); ++s)
        replay.seatNames << (t.bots[s] ? QStringLiteral("Bot %1").arg(s + 1)
                                       : t.players[s]->client);
    QString error;
    t.session = session::TableSession::create(replay, &error);
    if (!t.session) {
        refuse(c, "bad-options", error);
        return;
    }
    for (int s = 0; s < t.players.size(); ++s) {
        if (t.bots[s]) {
            t.session->setAgent(s, new session::BotAgent(*t.session, t.game->basicBot(),
                                                         replay.seed + quint64(s), 0));
        } else {
            Table* table = &t;
            t.session->setAgent(s, new RemoteAgent(t.id, [this, table, s](const QJsonObject& msg) {
                                    send(table->players[s], msg);
                                }));
        }
    }
    t.session->start();
}

} // namespace paiju::server
