#pragma once

#include <QByteArray>
#include <QtGlobal>
#include <functional>
#include <memory>

namespace paiju::server {

class Wire;
struct Link;

// The plain TCP connections of a server, served from one epoll set (Linux).
//
// Qt's UNIX event dispatcher polls every socket notifier on every turn of its loop: with
// thousands of connections, most of a server's time went to the kernel's poll of sockets that
// had nothing to say. Here the connections' sockets sit in one epoll set, and Qt's loop watches
// only that set's descriptor (one QSocketNotifier), so a turn costs what the ready sockets cost;
// Qt's timers, signals and the listening socket work as before. Sockets are read and written
// without blocking. A connection's frames are gathered while a turn of the set handles what
// epoll reported, and written together at its end, one send a connection a turn (frames written
// outside such a turn go from the next turn of Qt's loop); what the kernel does not take waits
// in the connection's own buffer and goes out when epoll says the socket takes more (EPOLLOUT),
// in order.
//
// Each connection is a Wire (table_server.h), so the server's limits and TableCore see the same
// connection whichever transport carries it; TLS connections and systems without epoll keep Qt's
// sockets.
class EpollWires {
public:
    using Received = std::function<void(Link*, const QByteArray&)>;
    using Lost = std::function<void(Link*)>;

    // Null where epoll is not available (not Linux, or the set cannot be made).
    static std::unique_ptr<EpollWires> open(Received received, Lost lost);
    virtual ~EpollWires() = default;

    // Takes a connected socket's descriptor. Its bytes and its end are reported for `link`,
    // set with bind() once the server has made the link.
    virtual std::unique_ptr<Wire> adopt(qintptr descriptor) = 0;
    virtual void bind(Wire* wire, Link* link) = 0;
    // Once a second: a connection the server closed gets this long (seconds) to read what it
    // was sent last, and to close its own side, before its socket goes.
    virtual void sweep(int lingerSeconds) = 0;
};

} // namespace paiju::server
