#pragma once

#include "protocol/client_requests.h"
#include "protocol/frame_codec.h"
#include "protocol/server_messages.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSslSocket>
#include <QTimer>
#include <functional>

namespace paiju::client {

// The name of the system user running the app (empty when there is none): the name a player is
// most likely known by, and the one a connection gives when it is given none.
QString systemUserName();

// The app's end of a connection to a table server (docs/protocol.md): it says hello, keeps the
// connection alive, passes on what the server says, and when the connection drops it connects
// again and takes its seat back with the seat's token.
//
// TLS: the server's certificate is verified. A certificate that does not verify (self-signed)
// is reported with its SHA-256 fingerprint; once the user trusts it (trust()), that certificate
// is accepted for that host from then on.
class TableClient : public QObject {
    Q_OBJECT
public:
    explicit TableClient(QObject* parent = nullptr);
    ~TableClient() override;

    // `name` is the connection's (`hello`'s client), and so the seats' it takes without naming
    // themselves; empty: systemUserName(), or "Player" when there is none.
    void connectTo(const QString& host, quint16 port, bool tls, const QString& name);
    // A server in this same process (the tables the app hosts), with no socket: every message
    // goes out through `toServer`, and what the server says comes in through receive(), or
    // lost() once it closes the link. Nothing is retried: the link does not drop by itself.
    using Send = std::function<void(const QJsonObject&)>;
    void connectThrough(Send toServer, const QString& name);
    void receive(const QJsonObject& message);
    void lost(const QString& reason);
    void disconnectFromServer();
    bool isReady() const { return ready_; }
    void send(const QJsonObject& message);

    // The seat held and its token, kept for reconnecting.
    const QString& table() const { return table_; }
    int seat() const { return seat_; }
    const QString& token() const { return token_; }

    // The fingerprints the user trusts, per "host:port" (kept in QSettings).
    static QString trustedFingerprint(const QString& host, quint16 port);
    void trust(const QString& fingerprint); // for the host last connected to, then reconnects

    int reconnectDelayMs = 1000; // after a dropped connection

signals:
    void ready(); // welcomed by the server
    // Every well-formed message from the server, typed, with the `id` it echoes from its request
    // (undefined when none; see protocol::requestId). A malformed one is dropped with a warning.
    void received(const protocol::ServerMessage& message, const QJsonValue& id);
    void untrustedCertificate(const QString& fingerprint, const QString& reason);
    void connectionLost(const QString& reason);
    void failed(const QString& reason); // the server refused us outright (version, full …)

private:
    // A new server to reach: where it is, the name to greet it with, and no seat held there yet.
    void aim(const QString& host, quint16 port, bool tls, const QString& name);
    void open();
    void onReady();
    void onMessage(const QJsonObject& m);
    void onSslErrors(const QList<QSslError>& errors);

    QSslSocket socket_;
    Send through_; // set while connected in process (connectThrough)
    protocol::FrameDecoder decoder_;
    QTimer ping_;
    QTimer retry_;
    QString host_;
    quint16 port_ = 0;
    bool tls_ = false;
    QString name_;
    bool ready_ = false;
    bool wanted_ = false; // a connection is wanted: a drop is retried
    QString table_;
    int seat_ = -1;
    QString token_;
};

} // namespace paiju::client
