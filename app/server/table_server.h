#pragma once

#include "protocol/frame_codec.h"
#include "session/table_session.h"

#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <memory>

class QTcpSocket;

namespace paiju::server {

struct Connection;

// One table on the server: its game and seats before the start, its session after.
struct Table {
    QString id;
    const GameInfo* game = nullptr;
    std::map<std::string, std::string> options;
    QString password;
    Connection* host = nullptr;
    QList<Connection*> players; // per seat: the connection, or nullptr
    QList<bool> bots;           // per seat
    QList<QString> tokens;      // per seat: the reconnect token of a player
    std::unique_ptr<session::TableSession> session;
};

// The referee of online tables (docs/protocol.md): reads frames, checks messages, keeps the
// tables and runs each started table's match through a TableSession, whose remote agents send
// every seat its own view and nothing more.
class TableServer : public QObject {
    Q_OBJECT
public:
    explicit TableServer(QObject* parent = nullptr);
    ~TableServer() override;

    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return server_.serverPort(); }
    const Table* table(const QString& id) const;
    int connectionCount() const { return int(connections_.size()); }

private:
    void accept();
    void read(Connection* c);
    void handle(Connection* c, const QJsonObject& message);
    void send(Connection* c, const QJsonObject& message);
    void refuse(Connection* c, const QString& code, const QString& message);
    void drop(Connection* c, const QString& code, const QString& message);
    void start(Connection* c, Table& table);
    QJsonObject lobby() const;

    QTcpServer server_;
    std::vector<std::unique_ptr<Connection>> connections_;
    std::map<QString, std::unique_ptr<Table>> tables_;
    int nextTable_ = 1;
};

} // namespace paiju::server
