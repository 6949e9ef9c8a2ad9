#include "table_server.h"

#include "connection.h"
#include "journal.h"
#include "protocol/messages.h"
#include "remote_agent.h"
#include "version.h"

#include <QFile>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QSslKey>
#include <QSslServer>

Q_LOGGING_CATEGORY(lcTables, "paiju.server.tables")

namespace paiju::server {

namespace {

// A connection over TCP, or TLS when the server serves it.
class SocketPeer : public Peer {
public:
    explicit SocketPeer(QTcpSocket* socket) : socket_(socket) {}
    ~SocketPeer() override {
        // Its signals must not reach a server that is letting go of the connection.
        QObject::disconnect(socket_, nullptr, nullptr, nullptr);
        socket_->deleteLater();
    }
    bool isOpen() const override { return socket_->state() == QAbstractSocket::ConnectedState; }
    // Written at once, not from the next turn of the event loop: each turn polls every
    // connection, and a view waiting for one would cost as much again.
    void write(const QByteArray& bytes) override {
        socket_->write(bytes);
        socket_->flush();
    }
    void close() override { socket_->disconnectFromHost(); }

private:
    QTcpSocket* socket_;
};

QString kindName(Seat::Kind kind) {
    return kind == Seat::Kind::Bot      ? QStringLiteral("bot")
           : kind == Seat::Kind::Player ? QStringLiteral("player")
                                        : QStringLiteral("empty");
}

QJsonObject lobbyEntry(const Table& t) {
    QJsonArray seats, names;
    for (const Seat& seat : t.seats) {
        seats.append(kindName(seat.kind));
        names.append(seat.name);
    }
    return QJsonObject{{"table", t.id},
                       {"game", QString::fromStdString(t.settings.game->id)},
                       {"seats", seats},
                       {"names", names},
                       {"password", !t.settings.password.isEmpty()},
                       {"spectators", t.settings.spectators},
                       {"started", t.session != nullptr},
                       {"over", t.session && t.session->state().isTerminal()}};
}

} // namespace

TableServer::TableServer(ServerLimits limits, QObject* parent)
    : QObject(parent), limits_(limits), listener_(std::make_unique<QTcpServer>()) {
    connect(listener_.get(), &QTcpServer::pendingConnectionAvailable, this, &TableServer::accept);
    idleCheck_.setInterval(1000);
    connect(&idleCheck_, &QTimer::timeout, this, &TableServer::sweep);
    idleCheck_.start();
}

TableServer::~TableServer() {
    // Sessions first: their agents send through connections. The peers then let their sockets
    // go without telling a half-gone server.
    tables_.clear();
    connections_.clear();
    gone_.clear();
}

bool TableServer::useTls(const QString& certificatePath, const QString& keyPath, QString* error) {
    const auto chain = QSslCertificate::fromPath(certificatePath, QSsl::Pem);
    QFile keyFile(keyPath);
    if (chain.isEmpty()) {
        *error = QStringLiteral("no certificate in %1").arg(certificatePath);
        return false;
    }
    if (!keyFile.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(keyPath, keyFile.errorString());
        return false;
    }
    const QByteArray pem = keyFile.readAll();
    QSslKey key(pem, QSsl::Rsa);
    if (key.isNull())
        key = QSslKey(pem, QSsl::Ec);
    if (key.isNull()) {
        *error = QStringLiteral("no RSA or EC private key in %1").arg(keyPath);
        return false;
    }
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    config.setLocalCertificateChain(chain);
    config.setPrivateKey(key);
    config.setPeerVerifyMode(QSslSocket::VerifyNone); // clients are not asked for certificates
    // A renewed certificate is taken without closing the listening socket or any connection:
    // the connections that come next get it.
    if (auto* serving = qobject_cast<QSslServer*>(listener_.get())) {
        serving->setSslConfiguration(config);
        return true;
    }
    auto tls = std::make_unique<QSslServer>();
    tls->setSslConfiguration(config);
    listener_ = std::move(tls);
    connect(listener_.get(), &QTcpServer::pendingConnectionAvailable, this, &TableServer::accept);
    return true;
}

bool TableServer::listen(const QHostAddress& address, quint16 port) {
    return listener_->listen(address, port);
}

const Table* TableServer::table(const QString& id) const {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

void TableServer::accept() {
    while (QTcpSocket* socket = listener_->nextPendingConnection()) {
        // Small frames go out at once: Nagle's wait would add up to a delayed ACK to every view.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        Connection* c = attach(std::make_unique<SocketPeer>(socket));
        connect(socket, &QTcpSocket::readyRead, this,
                [this, c, socket] { receive(c, socket->readAll()); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { lose(c); });
        if (int(connections_.size()) > limits_.maxConnections)
            drop(c, "server-full", QStringLiteral("the server has no room for more connections"));
    }
}

Connection* TableServer::attach(std::unique_ptr<Peer> peer) {
    auto connection = std::make_unique<Connection>();
    connection->peer = std::move(peer);
    connection->heard.start();
    connection->refilled.start();
    connection->allowance = limits_.burst;
    connections_.push_back(std::move(connection));
    return connections_.back().get();
}

// A player's seat is kept for its token; the connection itself goes. It is freed only from the
// event loop: `lose` may be called from deep inside the handling of that very connection.
void TableServer::lose(Connection* c) {
    if (c->lost)
        return;
    c->lost = true;
    std::vector<QString> left; // the tables it was at: each may now be deserted
    for (auto& [id, table] : tables_) {
        bool at = false;
        for (std::size_t s = 0; s < table->seats.size(); ++s) {
            if (table->seats[s].here != c)
                continue;
            table->seats[s].here = nullptr;
            at = true;
            if (table->session)
                if (auto* remote = qobject_cast<RemoteAgent*>(table->session->agent(int(s))))
                    remote->setConnected(false);
        }
        at = table->spectators.removeAll(c) > 0 || at;
        if (table->host == c) {
            table->host = nullptr;
            at = true;
        }
        if (at)
            left.push_back(id);
    }
    const auto it = std::find_if(connections_.begin(), connections_.end(),
                                 [c](const auto& p) { return p.get() == c; });
    if (it != connections_.end()) {
        gone_.push_back(std::move(*it));
        connections_.erase(it);
        QTimer::singleShot(0, this, &TableServer::bury);
    }
    // Tables close from the event loop: a socket may report its loss from inside a write that
    // one of these tables' sessions is making.
    QTimer::singleShot(0, this, [this, left] {
        for (const QString& id : left)
            closeTableIfDeserted(id);
    });
}

void TableServer::bury() {
    gone_.clear();
}

void TableServer::send(Connection* c, const QJsonObject& message) {
    if (c)
        c->write(protocol::encodeFrame(message));
}

void TableServer::reply(Connection* c, QJsonObject message) {
    if (!requestId_.isUndefined())
        message.insert(QStringLiteral("id"), requestId_);
    send(c, message);
}

void TableServer::acknowledge(Connection* c, const QString& type) {
    reply(c, QJsonObject{{"type", "ok"}, {"for", type}});
}

void TableServer::refuse(Connection* c, const QString& code, const QString& message) {
    reply(c, protocol::ProtocolError{code, message}.toJson());
}

void TableServer::drop(Connection* c, const QString& code, const QString& message) {
    qCInfo(lcTables) << "closing a connection:" << code << message;
    refuse(c, code, message);
    if (c->peer)
        c->peer->close();
}

void TableServer::sweep() {
    std::vector<std::pair<Connection*, QString>> late; // dropped after the walk: drop may lose
    for (auto& c : connections_) {
        if (!c->open())
            continue;
        if (c->heard.elapsed() > qint64(limits_.idleSeconds) * 1000)
            late.push_back({c.get(), QStringLiteral("idle")});
        else if (c->decoder.buffered() > 0 && c->partialSince.isValid() &&
                 c->partialSince.elapsed() > qint64(limits_.frameSeconds) * 1000)
            late.push_back({c.get(), QStringLiteral("slow-frame")});
    }
    for (const auto& [c, code] : late)
        if (code == QLatin1String("idle"))
            drop(c, code,
                 QStringLiteral("nothing was heard for %1 seconds").arg(limits_.idleSeconds));
        else
            drop(c, code,
                 QStringLiteral("a frame must arrive whole within %1 seconds")
                     .arg(limits_.frameSeconds));
    std::vector<QString> closing;
    for (auto& [id, t] : tables_) {
        if (occupied(*t))
            t->deserted.invalidate();
        else if (!t->deserted.isValid())
            t->deserted.start();
        if (t->session && t->session->state().isTerminal() && !t->over.isValid())
            t->over.start();
        const qint64 grace = qint64(limits_.abandonSeconds) * 1000;
        if ((t->deserted.isValid() && t->deserted.elapsed() >= grace) ||
            (t->over.isValid() && t->over.elapsed() >= grace))
            closing.push_back(id);
    }
    for (const QString& id : closing)
        closeTable(id);
}

void TableServer::receive(Connection* c, const QByteArray& bytes) {
    if (!c->open())
        return;
    c->heard.restart();
    const auto messages = c->decoder.feed(bytes);
    // A frame cut short must be finished in time: the clock runs from its first byte.
    if (c->decoder.buffered() == 0)
        c->partialSince.invalidate();
    else if (!messages.isEmpty() || !c->partialSince.isValid())
        c->partialSince.start();
    for (const QJsonObject& message : messages) {
        if (!c->open())
            return;
        if (!c->spend(limits_.messagesPerSecond, limits_.burst)) {
            drop(c, "rate-limit",
                 QStringLiteral("more than %1 messages a second").arg(limits_.messagesPerSecond));
            return;
        }
        const QJsonValue id = message.value(QStringLiteral("id"));
        requestId_ = id.isString() || id.isDouble() ? id : QJsonValue(QJsonValue::Undefined);
        handle(c, message);
        requestId_ = QJsonValue(QJsonValue::Undefined);
    }
    if (c->decoder.failed() && c->open())
        drop(c, c->decoder.errorCode(), c->decoder.errorMessage());
}

void TableServer::sendLobby(Connection* c) const {
    const int part = std::max(1, limits_.lobbyPart);
    const int parts = std::max<int>(1, (int(tables_.size()) + part - 1) / part);
    auto it = tables_.begin();
    for (int i = 1; i <= parts; ++i) {
        QJsonArray list;
        for (int n = 0; n < part && it != tables_.end(); ++n, ++it)
            list.append(lobbyEntry(*it->second));
        QJsonObject message{{"type", "lobby"}, {"tables", list}, {"part", i}, {"parts", parts}};
        if (i == 1 && !requestId_.isUndefined())
            message.insert(QStringLiteral("id"), requestId_);
        c->write(protocol::encodeFrame(message));
    }
}

void TableServer::lobbyChanged(const QString& table) {
    const auto it = tables_.find(table);
    const QJsonObject update =
        it == tables_.end()
            ? QJsonObject{{"type", "lobby-update"}, {"removed", table}}
            : QJsonObject{{"type", "lobby-update"}, {"table", lobbyEntry(*it->second)}};
    QByteArray frame;
    for (auto& c : connections_)
        if (c->subscribed && c->open()) {
            if (frame.isEmpty())
                frame = protocol::encodeFrame(update);
            c->write(frame);
        }
}

void TableServer::handle(Connection* c, const QJsonObject& m) {
    if (!c->greeted) {
        if (auto problem = protocol::checkHello(m)) {
            drop(c, problem->code, problem->message);
            return;
        }
        c->greeted = true;
        c->client = m.value("client").toString().left(64);
        reply(c, QJsonObject{{"type", "welcome"},
                             {"version", protocol::protocolVersion},
                             {"server", QStringLiteral("paiju-server " PAIJU_VERSION)}});
        return;
    }
    if (auto problem = protocol::checkClientMessage(m)) {
        refuse(c, problem->code, problem->message);
        return;
    }
    const QString type = m.value("type").toString();
    if (type == "hello") {
        refuse(c, "hello-again", QStringLiteral("this connection has said hello already"));
    } else if (type == "ping") {
        reply(c, QJsonObject{{"type", "pong"}});
    } else if (type == "list") {
        c->subscribed = true;
        sendLobby(c);
    } else if (type == "create") {
        create(c, m);
    } else if (type == "reconnect") {
        reconnect(c, m.value("token").toString());
    } else if (auto it = tables_.find(m.value("table").toString()); it != tables_.end()) {
        handleTableMessage(c, *it->second, type, m);
    } else {
        refuse(c, "no-table",
               QStringLiteral("there is no table '%1'").arg(m.value("table").toString()));
    }
}

} // namespace paiju::server
