#include "table_client.h"

#include <QDir>
#include <QSettings>
#include <QSslCertificate>
#include <QStandardPaths>

namespace paiju::client {

namespace {

QString settingsKey(const QString& host, quint16 port) {
    return QStringLiteral("trustedHosts/%1:%2").arg(host).arg(port);
}

QString fingerprintOf(const QSslCertificate& certificate) {
    return QString::fromLatin1(certificate.digest(QCryptographicHash::Sha256).toHex(':'));
}

} // namespace

QString systemUserName() {
    for (const char* variable : {"USER", "USERNAME"}) {
        const QString user = qEnvironmentVariable(variable).trimmed();
        if (!user.isEmpty())
            return user.left(64);
    }
    return QDir(QStandardPaths::writableLocation(QStandardPaths::HomeLocation))
        .dirName()
        .trimmed()
        .left(64);
}

TableClient::TableClient(QObject* parent) : QObject(parent) {
    ping_.setInterval(30000); // well inside the server's idle time
    connect(&ping_, &QTimer::timeout, this,
            [this] { send(protocol::encode(protocol::PingRequest{})); });
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &TableClient::open);
    connect(&socket_, &QSslSocket::connected, this, [this] {
        socket_.setSocketOption(QAbstractSocket::LowDelayOption, 1); // actions go out at once
        if (!tls_)
            onReady();
    });
    connect(&socket_, &QSslSocket::encrypted, this, &TableClient::onReady);
    connect(&socket_, &QSslSocket::sslErrors, this, &TableClient::onSslErrors);
    connect(&socket_, &QSslSocket::readyRead, this, [this] {
        for (const QJsonObject& m : decoder_.feed(socket_.readAll()))
            onMessage(m);
        if (decoder_.failed())
            socket_.abort();
    });
    connect(&socket_, &QSslSocket::disconnected, this, [this] {
        ready_ = false;
        ping_.stop();
        emit connectionLost(socket_.errorString());
        if (wanted_)
            retry_.start(reconnectDelayMs);
    });
    connect(&socket_, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (socket_.state() == QAbstractSocket::UnconnectedState && !ready_ && wanted_) {
            emit connectionLost(socket_.errorString());
            retry_.start(reconnectDelayMs);
        }
    });
}

TableClient::~TableClient() {
    // The socket goes last and says `disconnected` as it goes: not to the half-gone client.
    QObject::disconnect(&socket_, nullptr, this, nullptr);
}

void TableClient::aim(const QString& host, quint16 port, bool tls, const QString& name) {
    host_ = host;
    port_ = port;
    tls_ = tls;
    name_ = name;
    table_.clear();
    token_.clear();
    seat_ = -1;
}

void TableClient::connectTo(const QString& host, quint16 port, bool tls, const QString& name) {
    aim(host, port, tls, name);
    wanted_ = true;
    open();
}

void TableClient::connectThrough(Send toServer, const QString& name) {
    wanted_ = false; // before the socket goes: its drop is not to be retried
    retry_.stop();
    ping_.stop();
    socket_.abort();
    aim({}, 0, false, name);
    ready_ = false;
    through_ = std::move(toServer);
    onReady();
}

void TableClient::receive(const QJsonObject& message) {
    if (through_)
        onMessage(message);
}

void TableClient::lost(const QString& reason) {
    if (!through_)
        return;
    through_ = {};
    ready_ = false;
    emit connectionLost(reason);
}

void TableClient::open() {
    through_ = {};
    socket_.abort();
    decoder_ = protocol::FrameDecoder();
    if (tls_)
        socket_.connectToHostEncrypted(host_, port_);
    else
        socket_.connectToHost(host_, port_);
}

void TableClient::disconnectFromServer() {
    if (through_) {
        through_ = {};
        ready_ = false;
    }
    wanted_ = false;
    retry_.stop();
    ping_.stop();
    socket_.disconnectFromHost();
}

void TableClient::send(const QJsonObject& message) {
    if (through_)
        through_(message);
    else if (socket_.state() == QAbstractSocket::ConnectedState)
        socket_.write(protocol::encodeFrame(message));
}

void TableClient::onReady() {
    decoder_ = protocol::FrameDecoder();
    QString name = name_.trimmed().isEmpty() ? systemUserName() : name_;
    if (name.isEmpty())
        name = QStringLiteral("Player");
    send(protocol::encode(protocol::HelloRequest{protocol::protocolVersion, name}));
    if (!through_) // in process, no idle time runs out
        ping_.start();
}

void TableClient::onMessage(const QJsonObject& m) {
    QString problem;
    const auto decoded = protocol::decodeServerMessage(m, &problem);
    if (!decoded) { // nothing of a malformed message is passed on
        qWarning("a malformed message from the server: %s", qPrintable(problem));
        return;
    }
    if (std::holds_alternative<protocol::Welcome>(*decoded)) {
        ready_ = true;
        // Back after a drop: take the seat again before anything else.
        if (!token_.isEmpty())
            send(protocol::encode(protocol::ReconnectRequest{token_, table_}));
        emit ready();
    } else if (const auto* joined = std::get_if<protocol::Joined>(&*decoded)) {
        table_ = joined->table;
        seat_ = joined->seat;
        token_ = joined->token;
    } else if (std::holds_alternative<protocol::Left>(*decoded)) {
        table_.clear();
        token_.clear();
        seat_ = -1;
    } else if (const auto* error = std::get_if<protocol::ProtocolError>(&*decoded);
               error && !ready_) {
        wanted_ = false; // refused at the door (version, full): retrying would not help
        emit failed(error->message);
    }
    emit received(*decoded, protocol::requestId(m));
}

void TableClient::onSslErrors(const QList<QSslError>& errors) {
    const QSslCertificate presented = socket_.peerCertificate();
    const QString fingerprint = fingerprintOf(presented);
    if (!presented.isNull() && fingerprint == trustedFingerprint(host_, port_)) {
        socket_.ignoreSslErrors(errors);
        return;
    }
    wanted_ = false; // not without the user's word
    emit untrustedCertificate(fingerprint,
                              errors.isEmpty() ? QString() : errors.first().errorString());
}

QString TableClient::trustedFingerprint(const QString& host, quint16 port) {
    return QSettings().value(settingsKey(host, port)).toString();
}

void TableClient::trust(const QString& fingerprint) {
    QSettings().setValue(settingsKey(host_, port_), fingerprint);
    wanted_ = true;
    open();
}

} // namespace paiju::client
