#include "table_server.h"

#include "connection.h"
#include "protocol/frame_codec.h"

#include <QFile>
#include <QSslKey>
#include <QSslServer>
#include <QtEndian>

#ifdef Q_OS_UNIX
#include <sys/socket.h>
#endif

namespace paiju::server {

namespace {

// A connection over TCP, or TLS when the server serves it.
class SocketWire : public Wire {
public:
    explicit SocketWire(QTcpSocket* socket) : socket_(socket) {}
    ~SocketWire() override {
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
    // The length, then the message itself: no copy of the message into a frame of its own.
    void writeFrame(const QByteArray& message) override {
        char length[4];
        qToBigEndian<quint32>(quint32(message.size()), length);
        socket_->write(length, 4);
        write(message);
    }
    void close() override { socket_->disconnectFromHost(); }
    qint64 unsent() const override { return socket_->bytesToWrite(); }

private:
    QTcpSocket* socket_;
};

// The plain TCP listener. With an epoll set, a new connection's descriptor goes straight into
// it: no QTcpSocket (and no socket notifier of Qt's) is made for it.
class Listener : public QTcpServer {
public:
    explicit Listener(std::function<void(qintptr)> adopt) : adopt_(std::move(adopt)) {}

protected:
    void incomingConnection(qintptr descriptor) override {
        if (adopt_)
            adopt_(descriptor);
        else
            QTcpServer::incomingConnection(descriptor);
    }

private:
    std::function<void(qintptr)> adopt_;
};

// The core's side of a link: every message it sends goes out as one frame.
class FramedPeer : public Peer {
public:
    explicit FramedPeer(Link* link) : link_(link) {}
    bool isOpen() const override { return link_->open(); }
    void send(const QByteArray& message) override {
        if (link_->open())
            link_->wire->writeFrame(message);
    }
    void close() override {
        if (link_->wire)
            link_->wire->close();
    }

private:
    Link* link_;
};

} // namespace

bool Link::spend(int perSecond, int burst) {
    allowance = std::min<double>(burst, allowance + refilled.restart() * perSecond / 1000.0);
    if (allowance < 1)
        return false;
    allowance -= 1;
    return true;
}

TableServer::TableServer(ServerLimits limits, QObject* parent)
    : QObject(parent), limits_(limits), core_(std::make_unique<TableCore>(limits)) {
    if (qgetenv("PAIJU_SERVER_SOCKETS") != "qt")
        epoll_ =
            EpollWires::open([this](Link* link, const QByteArray& bytes) { receive(link, bytes); },
                             [this](Link* link) { lose(link); });
    listener_ = std::make_unique<Listener>(
        epoll_ ? std::function<void(qintptr)>([this](qintptr fd) { adopt(fd); }) : nullptr);
    connect(core_.get(), &TableCore::viewSent, this, &TableServer::viewSent);
    connect(listener_.get(), &QTcpServer::pendingConnectionAvailable, this, &TableServer::accept);
    idleCheck_.setInterval(1000);
    connect(&idleCheck_, &QTimer::timeout, this, &TableServer::sweep);
    idleCheck_.start();
}

TableServer::~TableServer() {
    // The core first: its sessions' agents send through the links. The wires then let their
    // sockets go without telling a half-gone server.
    core_.reset();
    links_.clear();
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
    // Qt's queue of 50 connections not yet accepted overflows when many clients come at once (a
    // restart, and every client reconnects): each one dropped tries again a second or more later.
    // The kernel caps the queue at its own limit (somaxconn).
    listener_->setListenBacklogSize(std::max(50, limits_.maxConnections));
    return listener_->listen(address, port);
}

void TableServer::accept() {
    while (QTcpSocket* socket = listener_->nextPendingConnection()) {
        // Small frames go out at once: Nagle's wait would add up to a delayed ACK to every view.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        Link* link = attach(std::make_unique<SocketWire>(socket));
        link->member->address = socket->peerAddress();
        connect(socket, &QTcpSocket::readyRead, this,
                [this, link, socket] { receive(link, socket->readAll()); });
        connect(socket, &QTcpSocket::disconnected, this, [this, link] { lose(link); });
        refuseIfFull(link);
    }
}

void TableServer::refuseIfFull(Link* link) {
    if (int(links_.size()) > limits_.maxConnections)
        drop(link, "server-full", QStringLiteral("the server has no room for more connections"));
}

void TableServer::adopt(qintptr descriptor) {
    QHostAddress from;
#ifdef Q_OS_UNIX
    sockaddr_storage peer{};
    socklen_t size = sizeof peer;
    if (::getpeername(int(descriptor), reinterpret_cast<sockaddr*>(&peer), &size) == 0)
        from.setAddress(reinterpret_cast<const sockaddr*>(&peer));
#endif
    auto wire = epoll_->adopt(descriptor);
    Wire* adopted = wire.get();
    Link* link = attach(std::move(wire));
    link->member->address = from;
    epoll_->bind(adopted, link);
    refuseIfFull(link);
}

QString TableServer::sockets() const {
    return epoll_ ? QStringLiteral("epoll") : QStringLiteral("qt");
}

qint64 TableServer::unsentBytes() const {
    qint64 bytes = 0;
    for (const auto& link : links_)
        if (link->wire)
            bytes += link->wire->unsent();
    return bytes;
}

int TableServer::unfinishedFrames() const {
    return int(std::count_if(links_.begin(), links_.end(), [](const auto& link) {
        return link->open() && link->decoder.buffered() > 0;
    }));
}

Link* TableServer::attach(std::unique_ptr<Wire> wire) {
    auto link = std::make_unique<Link>();
    link->wire = std::move(wire);
    link->heardAt = core_->clock()->now();
    link->refilled.start();
    link->allowance = limits_.burst;
    link->member = core_->attach(std::make_unique<FramedPeer>(link.get()));
    links_.push_back(std::move(link));
    return links_.back().get();
}

// The link is freed only from the event loop: `lose` may be called from deep inside the handling
// of that very connection.
void TableServer::lose(Link* link) {
    if (link->lost)
        return;
    link->lost = true;
    core_->lose(link->member);
    const auto it = std::find_if(links_.begin(), links_.end(),
                                 [link](const auto& p) { return p.get() == link; });
    if (it != links_.end()) {
        gone_.push_back(std::move(*it));
        links_.erase(it);
        QTimer::singleShot(0, this, [this] { gone_.clear(); });
    }
}

void TableServer::drop(Link* link, const QString& code, const QString& message) {
    core_->drop(link->member, code, message);
}

void TableServer::sweep() {
    if (epoll_) // a closed connection's last bytes, read for as long as a frame may take
        epoll_->sweep(limits_.frameSeconds);
    std::vector<std::pair<Link*, QString>> late; // dropped after the walk: drop may lose
    for (auto& link : links_) {
        if (!link->open())
            continue;
        if (core_->clock()->now() - link->heardAt > qint64(limits_.idleSeconds) * 1000)
            late.push_back({link.get(), QStringLiteral("idle")});
        else if (link->decoder.buffered() > 0 && link->partialSince >= 0 &&
                 core_->clock()->now() - link->partialSince > qint64(limits_.frameSeconds) * 1000)
            late.push_back({link.get(), QStringLiteral("slow-frame")});
    }
    for (const auto& [link, code] : late)
        if (code == QLatin1String("idle"))
            drop(link, code,
                 QStringLiteral("nothing was heard for %1 seconds").arg(limits_.idleSeconds));
        else
            drop(link, code,
                 QStringLiteral("a frame must arrive whole within %1 seconds")
                     .arg(limits_.frameSeconds));
}

void TableServer::receive(Link* link, const QByteArray& bytes) {
    if (!link->open())
        return;
    link->heardAt = core_->clock()->now();
    const auto messages = link->decoder.feed(bytes);
    // A frame cut short must be finished in time: the clock runs from its first byte.
    if (link->decoder.buffered() == 0)
        link->partialSince = -1;
    else if (!messages.isEmpty() || link->partialSince < 0)
        link->partialSince = core_->clock()->now();
    for (const QJsonObject& message : messages) {
        if (!link->open())
            return;
        if (!link->spend(limits_.messagesPerSecond, limits_.burst)) {
            drop(link, "rate-limit",
                 QStringLiteral("more than %1 messages a second").arg(limits_.messagesPerSecond));
            return;
        }
        // A message that moved its table on gives its count back: play is paced by the table,
        // and a quick player against quick bots must never meet the limit.
        if (core_->handle(link->member, message))
            link->allowance = std::min<double>(limits_.burst, link->allowance + 1);
    }
    if (link->decoder.failed() && link->open())
        drop(link, link->decoder.errorCode(), link->decoder.errorMessage());
}

} // namespace paiju::server
