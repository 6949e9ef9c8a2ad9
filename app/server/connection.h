#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QJsonObject>
#include <QString>
#include <deque>
#include <memory>

namespace paiju::server {

// A client as the tables and the lobby see it: messages out, and a way to close. The transport
// (TableServer) gives each of its connections one, which frames the messages onto a TCP or TLS
// socket; a test or a host in the same process may give its own, with no socket at all.
class Peer {
public:
    virtual ~Peer() = default;
    virtual bool isOpen() const = 0;
    // One message, written as a JSON object (protocol/server_messages.h).
    virtual void send(const QByteArray& message) = 0;
    // Sends what is sent already, then closes; the core hears of it through TableCore::lose().
    virtual void close() = 0;
};

// One client at the core: whether it said hello, whether it follows the lobby, and the account
// it logged into.
struct Connection {
    std::unique_ptr<Peer> peer;
    bool greeted = false;
    bool subscribed = false; // asked for the lobby: is sent its updates
    bool lost = false;       // gone; freed once nothing on the stack can hold it any more
    QString client;          // the name it gave in `hello`
    QHostAddress address;    // where it comes from, as the transport saw it; null in process
    qint64 account = 0;      // the account logged in on it; 0: a guest
    QString accountName;
    QString loginToken; // the token it logged in with or was given; revoked by `logout`
    // A password is being hashed or checked for it: its next messages wait, in order, for the
    // answer, and the connection is not freed before it comes.
    bool waiting = false;
    std::deque<QJsonObject> held;

    // The name its seats and chat lines take: its account's, or a guest's own.
    QString name() const { return account ? accountName : client; }

    bool open() const { return !lost && peer && peer->isOpen(); }
    void send(const QByteArray& message) {
        if (open())
            peer->send(message);
    }
};

} // namespace paiju::server
