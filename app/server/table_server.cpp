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

TableServer::TableServer(ServerLimits limits, QObject* parent)
    : QObject(parent), limits_(limits), listener_(std::make_unique<QTcpServer>()) {
    connect(listener_.get(), &QTcpServer::pendingConnectionAvailable, this, &TableServer::accept);
    idleCheck_.setInterval(1000);
    connect(&idleCheck_, &QTimer::timeout, this, &TableServer::closeIdle);
    idleCheck_.start();
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
        auto connection = std::make_unique<Connection>();
        connection->socket = socket;
        // Small frames go out at once: Nagle's wait would add up to a delayed ACK to every view.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connection->heard.start();
        connection->refilled.start();
        connection->allowance = limits_.burst;
        Connection* c = connection.get();
        connections_.push_back(std::move(connection));
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { read(c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { connectionLost(c); });
        if (int(connections_.size()) > limits_.maxConnections) {
            drop(c, "server-full", QStringLiteral("the server has no room for more connections"));
            return;
        }
    }
}

void TableServer::connectionLost(Connection* c) {
    // A player's seat is kept for its token; the connection itself goes.
    std::vector<QString> left; // the tables it was at: each may now be deserted
    for (auto& [id, table] : tables_) {
        const int seat = table->seatOf(c);
        if (seat >= 0) {
            table->seats[std::size_t(seat)].here = nullptr;
            if (table->session)
                if (auto* remote = qobject_cast<RemoteAgent*>(table->session->agent(seat)))
                    remote->setConnected(false);
        }
        const bool watched = table->spectators.removeAll(c) > 0;
        const bool hosted = table->host == c;
        if (hosted)
            table->host = nullptr;
        if (seat >= 0 || watched || hosted)
            left.push_back(id);
    }
    c->socket->deleteLater();
    std::erase_if(connections_, [c](const auto& p) { return p.get() == c; });
    for (const QString& id : left)
        closeTableIfDeserted(id);
}

void TableServer::send(Connection* c, const QJsonObject& message) {
    if (c && c->socket->state() == QAbstractSocket::ConnectedState)
        c->socket->write(protocol::encodeFrame(message));
}

void TableServer::refuse(Connection* c, const QString& code, const QString& message) {
    send(c, protocol::ProtocolError{code, message}.toJson());
}

void TableServer::drop(Connection* c, const QString& code, const QString& message) {
    qCInfo(lcTables) << "closing a connection:" << code << message;
    refuse(c, code, message);
    c->socket->disconnectFromHost();
}

void TableServer::closeIdle() {
    for (auto& c : connections_)
        if (c->heard.elapsed() > qint64(limits_.idleSeconds) * 1000 &&
            c->socket->state() == QAbstractSocket::ConnectedState)
            drop(c.get(), "idle",
                 QStringLiteral("nothing was heard for %1 seconds").arg(limits_.idleSeconds));
}

void TableServer::read(Connection* c) {
    c->heard.restart();
    const auto messages = c->decoder.feed(c->socket->readAll());
    for (const QJsonObject& message : messages) {
        if (c->socket->state() != QAbstractSocket::ConnectedState)
            return;
        if (!c->spend(limits_.messagesPerSecond, limits_.burst)) {
            drop(c, "rate-limit",
                 QStringLiteral("more than %1 messages a second").arg(limits_.messagesPerSecond));
            return;
        }
        handle(c, message);
    }
    if (c->decoder.failed() && c->socket->state() == QAbstractSocket::ConnectedState)
        drop(c, c->decoder.errorCode(), c->decoder.errorMessage());
}

QJsonObject TableServer::lobby() const {
    QJsonArray list;
    for (const auto& [id, t] : tables_) {
        QJsonArray seats, names;
        for (const Seat& seat : t->seats) {
            seats.append(seat.kind == Seat::Kind::Bot      ? "bot"
                         : seat.kind == Seat::Kind::Player ? "player"
                                                           : "empty");
            names.append(seat.name);
        }
        list.append(QJsonObject{{"table", id},
                                {"game", QString::fromStdString(t->settings.game->id)},
                                {"seats", seats},
                                {"names", names},
                                {"password", !t->settings.password.isEmpty()},
                                {"spectators", t->settings.spectators},
                                {"started", t->session != nullptr},
                                {"over", t->session && t->session->state().isTerminal()}});
    }
    return QJsonObject{{"type", "lobby"}, {"tables", list}};
}

void TableServer::lobbyChanged() {
    QByteArray frame;
    for (auto& c : connections_)
        if (c->subscribed) {
            if (frame.isEmpty())
                frame = protocol::encodeFrame(lobby());
            if (c->socket->state() == QAbstractSocket::ConnectedState)
                c->socket->write(frame);
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
    if (type == "ping") {
        send(c, QJsonObject{{"type", "pong"}});
    } else if (type == "list") {
        c->subscribed = true;
        send(c, lobby());
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
