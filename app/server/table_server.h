#pragma once

#include "connection.h"
#include "epoll_wires.h"
#include "protocol/frame_codec.h"
#include "table_core.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTimer>
#include <memory>

namespace paiju::server {

// The bytes of one connection, as the transport sees them: a TCP or TLS socket in the real
// server, an in-memory pipe in the fuzz target.
class Wire {
public:
    virtual ~Wire() = default;
    virtual bool isOpen() const = 0;
    virtual void write(const QByteArray& bytes) = 0;
    // One message as a frame (by default written whole, as one piece of bytes).
    virtual void writeFrame(const QByteArray& message) { write(protocol::frameOf(message)); }
    // Sends what is written already, then closes; the server hears of it through lose().
    virtual void close() = 0;
    // Bytes written that the far end has not taken yet.
    virtual qint64 unsent() const { return 0; }
};

// One connection at the transport: its frames and what the limits count, and its client at the
// core.
struct Link {
    std::unique_ptr<Wire> wire;
    Connection* member = nullptr; // the core's side; freed by the core
    protocol::FrameDecoder decoder;
    bool lost = false;
    qint64 heardAt = 0;       // when the last bytes came, on the tables' clock
    qint64 partialSince = -1; // when a frame still unfinished began, on the tables' clock
    double allowance = 0;     // messages it may still send now (a token bucket)
    QElapsedTimer refilled;

    bool open() const { return !lost && wire && wire->isOpen(); }
    // Counts one message against the rate limit; false when the connection is over it.
    bool spend(int perSecond, int burst);
};

// A table server's transport: it listens (TCP, or TLS only), reads frames, holds connections to
// their limits (count, frame size and time, rate, silence) and hands every message to its
// TableCore, which keeps the tables and the lobby (docs/protocol.md).
//
// On Linux, plain TCP connections are served from one epoll set (epoll_wires.h), which keeps
// thousands of connections from costing a poll each on every turn of the event loop; TLS
// connections, and every connection on other systems, are Qt's sockets. Both are Wires, held to
// the same limits. PAIJU_SERVER_SOCKETS=qt in the environment chooses Qt's sockets on Linux too,
// so that tests can run that path as well.
class TableServer : public QObject {
    Q_OBJECT
public:
    explicit TableServer(ServerLimits limits = {}, QObject* parent = nullptr);
    ~TableServer() override;

    bool setDataDir(const QString& dir, QStringList* problems) {
        return core_->setDataDir(dir, problems);
    }
    void setStore(std::unique_ptr<store::Store> store, const accounts::AccountLimits& limits = {}) {
        core_->setStore(std::move(store), limits);
    }
    // The clock of the tables' timers (TableCore::setClock).
    void setClock(session::Clock* clock) { core_->setClock(clock); }
    // Serves TLS only, with this certificate chain and key (PEM files). Called again while
    // serving TLS (a renewed certificate), it changes the certificate of the next connections.
    bool useTls(const QString& certificatePath, const QString& keyPath, QString* error);
    bool listen(const QHostAddress& address, quint16 port);
    quint16 port() const { return listener_->serverPort(); }
    QString errorString() const { return listener_->errorString(); }

    // Takes any wire as a connection, is handed the bytes it carries, and is told when it is
    // gone. The sockets of listen() come in this way too.
    Link* attach(std::unique_ptr<Wire> wire);
    void receive(Link* link, const QByteArray& bytes);
    void lose(Link* link);

    TableCore& core() { return *core_; }
    const Table* table(const QString& id) const { return core_->table(id); }
    int tableCount() const { return core_->tableCount(); }
    int connectionCount() const { return int(links_.size()); }
    // Which sockets carry plain TCP connections: "epoll" or "qt".
    QString sockets() const;
    // Bytes written to the connections that their clients have not taken yet.
    qint64 unsentBytes() const;
    // The connections with a frame begun and not finished.
    int unfinishedFrames() const;

signals:
    // Every view as it goes out (seat -1: to spectators); see TableCore::viewSent.
    void viewSent(const QString& table, int seat, const QByteArray& message);

private:
    void accept();
    void adopt(qintptr descriptor); // a plain TCP connection, into the epoll set
    void refuseIfFull(Link* link);  // past maxConnections: closed with a reason
    void sweep();                   // once a second: silence, frames cut short
    void drop(Link* link, const QString& code, const QString& message);

    ServerLimits limits_;
    std::unique_ptr<EpollWires> epoll_; // null: Qt's sockets; outlives the links' wires
    std::unique_ptr<TableCore> core_;
    std::unique_ptr<QTcpServer> listener_;
    QTimer idleCheck_;
    std::vector<std::unique_ptr<Link>> links_;
    std::vector<std::unique_ptr<Link>> gone_; // freed from the event loop
};

} // namespace paiju::server
