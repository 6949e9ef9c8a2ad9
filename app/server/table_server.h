#pragma once

#include "table.h"

#include <QHostAddress>
#include <QJsonValue>
#include <QObject>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTimer>
#include <memory>

namespace paiju::server {

// What one server allows; a connection that goes past a limit is closed with a reason.
struct ServerLimits {
    int maxConnections = 4096;
    int maxTables = 1000;
    int idleSeconds = 120;      // a connection that sends nothing this long is closed
    int messagesPerSecond = 20; // sustained, per connection
    int burst = 60;             // messages a connection may send at once above that rate
    int frameSeconds = 10;      // a frame begun must arrive whole within this time
    // A table nobody is connected to waits this long for its players to come back, and a
    // finished match stays this long for its results to be read; then the table closes.
    int abandonSeconds = 300;
    int lobbyPart = 100; // tables per `lobby` frame, so every frame stays under the limit
};

class Peer;

// The referee of online tables (docs/protocol.md): reads frames, checks messages, keeps the
// tables and runs each started table's match through a TableSession, whose remote agents send
// every seat its own view and nothing more. With a data directory every table is journaled, and a
// new server on the same directory brings the tables back.
class TableServer : public QObject {
    Q_OBJECT
public:
    explicit TableServer(ServerLimits limits = {}, QObject* parent = nullptr);
    ~TableServer() override;

    // Restores the tables journaled in `dir` and journals new ones there. Journals that cannot
    // be read are named in `problems` and left alone.
    bool setDataDir(const QString& dir, QStringList* problems);
    // Serves TLS only, with this certificate chain and key (PEM files). Called again while
    // serving TLS (a renewed certificate), it changes the certificate of the next connections.
    bool useTls(const QString& certificatePath, const QString& keyPath, QString* error);
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return listener_->serverPort(); }
    QString errorString() const { return listener_->errorString(); }

    // The transport seam: the server takes any peer as a connection, is handed the bytes that
    // peer sends, and is told when it is gone. The sockets of listen() come in this way too.
    Connection* attach(std::unique_ptr<Peer> peer);
    void receive(Connection* c, const QByteArray& bytes);
    void lose(Connection* c);

    const Table* table(const QString& id) const;
    int tableCount() const { return int(tables_.size()); }
    int connectionCount() const { return int(connections_.size()); }

signals:
    // Every view as it goes out (seat -1: to spectators), the message's JSON, at the moment of
    // the state it shows; for checks of what the wire carries.
    void viewSent(const QString& table, int seat, const QByteArray& message);

private:
    void accept();
    void sweep(); // once a second: silence, frames cut short, tables left alone
    void bury();  // frees the connections that are gone
    void handle(Connection* c, const QJsonObject& message);
    void handleTableMessage(Connection* c, Table& t, const QString& type, const QJsonObject& m);
    void create(Connection* c, const QJsonObject& m);
    void join(Connection* c, Table& t, const QJsonObject& m);
    void leave(Connection* c, Table& t);
    void reconnect(Connection* c, const QString& token);
    void start(Connection* c, Table& t);
    void run(Table& t, const Replay& replay);
    void connectionLost(Connection* c);
    bool isHost(const Connection* c, const Table& t) const;
    bool closeTableIfDeserted(const QString& id); // true when it closed the table
    void closeTable(const QString& id);
    bool occupied(const Table& t) const; // some connection is at the table
    void restore(const QString& id, const QList<QJsonObject>& entries, const QString& path);

    void send(Connection* c, const QJsonObject& message);
    // Every answer echoes the `id` of the request it answers (set while handling one).
    void reply(Connection* c, QJsonObject message);
    void acknowledge(Connection* c, const QString& type); // an `ok` for a request
    void refuse(Connection* c, const QString& code, const QString& message);
    void drop(Connection* c, const QString& code, const QString& message);
    void sendLobby(Connection* c) const;     // the whole list, in parts under the frame limit
    void lobbyChanged(const QString& table); // the table's entry to every subscriber
    void sendSpectators(Table& t);
    void sendHandOver(const Table& t);
    // To one who just came: the `clock` of every seat but `except` whose turn timer runs, the
    // seats a stand-in plays, and the claim window's time if one runs.
    void sendClocks(Connection* c, const Table& t, int except);
    // To everybody at the table (players but `exceptSeat`, and spectators), one frame for all.
    void sendAll(const Table& t, const QJsonObject& message, int exceptSeat = -1);
    static QJsonObject standInMessage(const Table& t, int seat, bool playing);
    static QJsonObject windowMessage(const Table& t, qint64 timeLeftMs);

    ServerLimits limits_;
    std::unique_ptr<QTcpServer> listener_;
    QString dataDir_;
    QTimer idleCheck_;
    std::vector<std::unique_ptr<Connection>> connections_;
    std::vector<std::unique_ptr<Connection>> gone_; // freed by bury() from the event loop
    QJsonValue requestId_;                          // of the request being handled
    std::map<QString, std::unique_ptr<Table>> tables_;
    int nextTable_ = 1;
};

} // namespace paiju::server
