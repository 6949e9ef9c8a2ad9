#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <optional>

class QUdpSocket;

// Tables on the local network. A player who hosts with "Let others on my network join" has their
// tables announced every few seconds by a UDP broadcast; every lobby listens and lists what it
// hears. docs/protocol.md ("Tables on the local network") gives the datagram and why broadcast
// rather than DNS-SD.
namespace paiju::client {

// One table as a host announces it.
struct LanTable {
    QString table;
    QString game;
    QStringList seats; // per seat: "empty", "player", "bot", as the lobby's entries
    bool password = false;
    bool operator==(const LanTable&) const = default;
};

// One datagram: who hosts (the player's name), the server's port, its open tables.
struct LanAnnouncement {
    static constexpr int version = 1;
    static constexpr int maxBytes = 8192; // a datagram a network carries whole
    static constexpr int maxTables = 64;
    QString host;
    quint16 port = 0;
    QList<LanTable> tables;
    bool operator==(const LanAnnouncement&) const = default;

    // The datagram; tables past what fits in maxBytes are left out.
    QByteArray encode() const;
    // The announcement a datagram holds, or nullopt with the reason in `error` for anything
    // else (another program's datagram, a port out of range, a field of the wrong kind). Names
    // are cut to 64 characters and control characters dropped: they are shown in a list.
    static std::optional<LanAnnouncement> decode(const QByteArray& datagram,
                                                 QString* error = nullptr);
};

// A server heard of: its address as others reach it, and its last announcement.
struct HeardServer {
    QString address; // "192.168.1.20:7781"
    LanAnnouncement announcement;
    QDateTime heardAt;
};

// Broadcasts what `what` says every two seconds, and at once on announceNow().
class LanAnnouncer : public QObject {
    Q_OBJECT
public:
    LanAnnouncer(quint16 discoveryPort, std::function<LanAnnouncement()> what,
                 QObject* parent = nullptr);
    void announceNow();

private:
    quint16 discoveryPort_;
    std::function<LanAnnouncement()> what_;
    QUdpSocket* socket_;
    QTimer timer_;
};

// Hears the announcements on the network. Several lobbies on one computer share the port.
class LanListener : public QObject {
    Q_OBJECT
public:
    // A server silent this long has stopped hosting (five announcements missed).
    static constexpr int staleSeconds = 10;

    explicit LanListener(QObject* parent = nullptr);
    // Starts listening; false when the port cannot be bound (the list then stays empty).
    bool listen(quint16 discoveryPort);
    // A datagram from `from`, as if heard (the socket's path, and tests').
    void hear(const QByteArray& datagram, const QHostAddress& from, const QDateTime& at);
    // The servers heard within staleSeconds of `now`, by address.
    QList<HeardServer> servers(const QDateTime& now = QDateTime::currentDateTimeUtc()) const;

signals:
    void changed(); // something was heard, or a server fell silent

private:
    void readPending();
    void dropStale();
    QUdpSocket* socket_ = nullptr;
    QTimer sweep_;
    QMap<QString, HeardServer> heard_;
};

} // namespace paiju::client
