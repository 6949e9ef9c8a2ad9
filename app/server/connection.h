#pragma once

#include "protocol/frame_codec.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>
#include <algorithm>
#include <memory>

namespace paiju::server {

// The far end of a connection as the server sees it: bytes out, and a way to close. A TCP or TLS
// socket in the real server; an in-memory pipe in tests and the fuzz target, so that the tables
// and the lobby run without sockets.
class Peer {
public:
    virtual ~Peer() = default;
    virtual bool isOpen() const = 0;
    virtual void write(const QByteArray& bytes) = 0;
    // Sends what is written already, then closes; the server hears of it through lose().
    virtual void close() = 0;
};

// One client's connection: its frames, whether it said hello, and what the limits count.
struct Connection {
    std::unique_ptr<Peer> peer;
    protocol::FrameDecoder decoder;
    bool greeted = false;
    bool subscribed = false; // asked for the lobby: is sent its updates
    bool lost = false;       // gone; freed once nothing on the stack can hold it any more
    QString client;
    QElapsedTimer heard;        // since the last bytes
    QElapsedTimer partialSince; // since a frame still unfinished began
    double allowance = 0;       // messages it may still send now (a token bucket)
    QElapsedTimer refilled;

    bool open() const { return !lost && peer && peer->isOpen(); }
    void write(const QByteArray& bytes) {
        if (open())
            peer->write(bytes);
    }

    // Counts one message against the rate limit; false when the connection is over it.
    bool spend(int perSecond, int burst) {
        allowance = std::min<double>(burst, allowance + refilled.restart() * perSecond / 1000.0);
        if (allowance < 1)
            return false;
        allowance -= 1;
        return true;
    }
    // A message that moved its table on gives its count back: play is paced by the table, and a
    // quick player against quick bots must never meet the limit.
    void refund(int burst) { allowance = std::min<double>(burst, allowance + 1); }
};

} // namespace paiju::server
