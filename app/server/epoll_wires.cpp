#include "epoll_wires.h"

#include "table_server.h"

#ifdef Q_OS_LINUX
#include <QElapsedTimer>
#include <QSocketNotifier>
#include <QTimer>
#include <QtEndian>
#include <array>
#include <cerrno>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>
#endif

namespace paiju::server {

#ifndef Q_OS_LINUX

std::unique_ptr<EpollWires> EpollWires::open(Received, Lost) {
    return nullptr;
}

#else

namespace {

class EpollWire;

// One socket in the set. It outlives its wire while a connection the server closed reads out
// what its client still sends (so that closing with unread bytes does not reset the connection
// and lose the last frames sent), and is freed once both the socket and the wire are gone.
struct Socket {
    int fd = -1;
    Link* link = nullptr;
    EpollWire* wire = nullptr;
    QByteArray out;        // bytes the kernel has not taken yet
    qsizetype outFrom = 0; // of `out`, what went out already
    bool watchingOut = false;
    bool queued = false;   // has frames of this turn to write (Set::queued_)
    bool closing = false;  // the server closes it: what is in `out` goes, then the socket;
                           // a client that reads nothing more is cut off by sweep()
    bool shut = false;     // our side is shut: only the client's last bytes are read, and dropped
    bool dead = false;     // the descriptor is closed
    bool reported = false; // the server was told it is gone
    QElapsedTimer closedAt;

    qsizetype unsent() const { return out.size() - outFrom; }
};

class Set;

class EpollWire : public Wire {
public:
    EpollWire(Set* set, Socket* socket) : set_(set), socket_(socket) {}
    ~EpollWire() override;
    bool isOpen() const override {
        return socket_ && !socket_->closing && !socket_->shut && !socket_->dead;
    }
    void write(const QByteArray& bytes) override;
    void writeFrame(const QByteArray& message) override;
    void close() override;
    qint64 unsent() const override { return socket_ ? socket_->unsent() : 0; }

    Socket* socket() const { return socket_; }
    void forget() { socket_ = nullptr; }

private:
    Set* set_;
    Socket* socket_;
};

class Set : public EpollWires {
public:
    Set(int epoll, Received received, Lost lost)
        : epoll_(epoll), received_(std::move(received)), lost_(std::move(lost)),
          notifier_(epoll, QSocketNotifier::Read) {
        QObject::connect(&notifier_, &QSocketNotifier::activated, &notifier_,
                         [this] { dispatch(); });
        // The server hears of a connection's end from the event loop, never from inside a write
        // or a close it is making (TableServer::lose may be called from deep in a table).
        report_.setSingleShot(true);
        report_.setInterval(0);
        QObject::connect(&report_, &QTimer::timeout, &notifier_, [this] { reportLost(); });
        // Frames written outside a turn of the set (a bot's move, a timer) go out from the next
        // turn of the event loop, all of a connection's in one write.
        flushSoon_.setSingleShot(true);
        flushSoon_.setInterval(0);
        QObject::connect(&flushSoon_, &QTimer::timeout, &notifier_, [this] { writeQueued(); });
    }

    ~Set() override {
        for (auto& socket : sockets_) {
            if (socket->wire)
                socket->wire->forget();
            if (!socket->dead)
                ::close(socket->fd);
        }
        ::close(epoll_);
    }

    std::unique_ptr<Wire> adopt(qintptr descriptor) override {
        const int fd = int(descriptor);
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
        // Small frames go out at once: Nagle's wait would add up to a delayed ACK to every view.
        const int on = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
        auto socket = std::make_unique<Socket>();
        socket->fd = fd;
        auto wire = std::make_unique<EpollWire>(this, socket.get());
        socket->wire = wire.get();
        epoll_event event{};
        event.events = EPOLLIN | EPOLLRDHUP;
        event.data.ptr = socket.get();
        if (::epoll_ctl(epoll_, EPOLL_CTL_ADD, fd, &event) != 0)
            kill(socket.get());
        sockets_.push_back(std::move(socket));
        return wire;
    }

    void bind(Wire* wire, Link* link) override {
        if (Socket* socket = static_cast<EpollWire*>(wire)->socket()) {
            socket->link = link;
            if (socket->dead) // failed at once: the server hears of it like any other end
                lose(socket);
        }
    }

    void sweep(int lingerSeconds) override {
        for (auto& socket : sockets_)
            if (socket->closing && !socket->dead &&
                socket->closedAt.elapsed() > qint64(lingerSeconds) * 1000)
                kill(socket.get());
        reap();
    }

    // Queues the bytes in the socket's buffer, in order. A connection's frames of one turn go
    // out together at its end (writeQueued), in one write instead of one a frame: an action's
    // `ok` and its view, or the views of several actions, cost the kernel one send. A socket
    // the kernel is not taking from (EPOLLOUT watched) waits for it.
    void send(Socket* s, const char* head, qsizetype headSize, const QByteArray& body) {
        if (s->closing || s->shut || s->dead)
            return;
        if (s->unsent() == 0 && s->outFrom > 0) {
            s->out.resize(0);
            s->outFrom = 0;
        }
        s->out.append(head, headSize);
        s->out.append(body);
        if (s->watchingOut)
            return;
        // A long run of frames (a lobby asked for again and again) goes without waiting.
        if (s->unsent() >= flushBytes) {
            flush(s);
            return;
        }
        if (!s->queued) {
            s->queued = true;
            queued_.push_back(s);
        }
        if (!inTurn_ && !flushSoon_.isActive())
            flushSoon_.start();
    }

    void close(Socket* s) {
        if (s->closing || s->shut || s->dead)
            return;
        s->closing = true;
        s->closedAt.start();
        if (s->unsent() == 0)
            shut(s);
        // The connection is over for the server now, as a Qt socket's is once it is closing.
        lose(s);
    }

    // The wire is freed: its socket goes, unless it is still reading out a client's last bytes.
    void release(Socket* s) {
        s->wire = nullptr;
        s->link = nullptr;
        if (!s->shut && !s->closing)
            kill(s);
        reap();
    }

private:
    void dispatch() {
        std::array<epoll_event, 256> events;
        const int n = ::epoll_wait(epoll_, events.data(), int(events.size()), 0);
        inTurn_ = true;
        for (int i = 0; i < n; ++i) {
            auto* s = static_cast<Socket*>(events[std::size_t(i)].data.ptr);
            const std::uint32_t what = events[std::size_t(i)].events;
            if (!s->dead && (what & EPOLLOUT))
                flush(s);
            if (!s->dead && (what & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR)))
                read(s);
        }
        inTurn_ = false;
        writeQueued();
    }

    // Writes every connection's frames queued in this turn.
    void writeQueued() {
        flushSoon_.stop();
        // A write queues nothing (it may lose a connection, reported later): the list is whole.
        for (Socket* s : queued_) {
            s->queued = false;
            if (!s->dead && !s->watchingOut)
                flush(s);
        }
        queued_.clear(); // keeps its room for the next turn
        reap();
    }

    void read(Socket* s) {
        // Up to a few buffers a turn: the others' sockets are served in between, and epoll
        // reports again what is left.
        for (int round = 0; round < 4 && !s->dead; ++round) {
            const ssize_t n = ::recv(s->fd, buffer_.data(), buffer_.size(), 0);
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
                return;
            if (n <= 0) { // the client closed, or the connection broke
                kill(s);
                lose(s);
                return;
            }
            // A connection the server closed drops what it hears, as a closing Qt socket does.
            if (s->link && !s->closing && !s->shut)
                received_(s->link, QByteArray(buffer_.data(), qsizetype(n)));
            if (std::size_t(n) < buffer_.size())
                return;
        }
    }

    void flush(Socket* s) {
        while (s->unsent() > 0) {
            const ssize_t n = ::send(s->fd, s->out.constData() + s->outFrom,
                                     std::size_t(s->unsent()), MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
                watchOut(s, true); // full: the rest goes when epoll says it takes more
                return;
            }
            if (n < 0) {
                kill(s);
                lose(s);
                return;
            }
            s->outFrom += n;
            // A client that keeps reading slowly: what went out leaves the buffer now and then.
            if (s->outFrom > 64 * 1024 && s->outFrom > s->unsent()) {
                s->out.remove(0, s->outFrom);
                s->outFrom = 0;
            }
        }
        // The buffer's room is kept for the next turn's frames, unless a long run made it large.
        if (s->out.capacity() > flushBytes)
            s->out.clear();
        else
            s->out.resize(0);
        s->outFrom = 0;
        watchOut(s, false);
        if (s->closing)
            shut(s);
    }

    void watchOut(Socket* s, bool on) {
        if (s->watchingOut == on || s->dead)
            return;
        s->watchingOut = on;
        epoll_event event{};
        event.events = EPOLLIN | EPOLLRDHUP | (on ? EPOLLOUT : 0u);
        event.data.ptr = s;
        ::epoll_ctl(epoll_, EPOLL_CTL_MOD, s->fd, &event);
    }

    // Everything sent is with the kernel: our side ends, and the client's last bytes are read
    // and dropped until it closes too (or sweep() gives up on it).
    void shut(Socket* s) {
        s->shut = true;
        ::shutdown(s->fd, SHUT_WR);
    }

    void kill(Socket* s) {
        if (s->dead)
            return;
        s->dead = true;
        ::close(s->fd); // leaves the epoll set with it
        dying_.push_back(s);
    }

    // Reported once there is a link to report: bind() calls it again.
    void lose(Socket* s) {
        if (s->reported || !s->link)
            return;
        s->reported = true;
        lost_queue_.push_back(s);
        report_.start();
    }

    void reportLost() {
        const auto queue = std::exchange(lost_queue_, {});
        for (Socket* s : queue)
            if (s->link)
                lost_(s->link);
        reap();
    }

    // Frees the sockets whose descriptor and wire are both gone; never while a turn may still
    // hold one of them.
    void reap() {
        if (dying_.empty() || !lost_queue_.empty())
            return;
        std::vector<Socket*> keep;
        std::vector<Socket*> freed;
        for (Socket* s : dying_)
            (s->wire || s->queued ? keep : freed).push_back(s);
        dying_ = std::move(keep);
        if (freed.empty())
            return;
        // One walk over the sockets however many go at once (thousands when clients drop
        // together), not a search for each.
        std::sort(freed.begin(), freed.end());
        std::erase_if(sockets_, [&freed](const std::unique_ptr<Socket>& p) {
            return std::binary_search(freed.begin(), freed.end(), p.get());
        });
    }

    int epoll_;
    Received received_;
    Lost lost_;
    QSocketNotifier notifier_;
    QTimer report_;
    QTimer flushSoon_;
    bool inTurn_ = false;         // dispatch() is handling what epoll reported
    std::vector<Socket*> queued_; // sockets with frames to write at the end of the turn
    static constexpr qsizetype flushBytes = 64 * 1024;
    std::vector<Socket*> lost_queue_;
    std::vector<Socket*> dying_; // closed; freed once their wires are gone too
    std::vector<std::unique_ptr<Socket>> sockets_;
    std::array<char, 64 * 1024> buffer_;
};

EpollWire::~EpollWire() {
    if (socket_)
        set_->release(socket_);
}

void EpollWire::write(const QByteArray& bytes) {
    if (socket_)
        set_->send(socket_, nullptr, 0, bytes);
}

// The length, then the message, in one call and without copying the message into a frame.
void EpollWire::writeFrame(const QByteArray& message) {
    if (!socket_)
        return;
    char length[4];
    qToBigEndian<quint32>(quint32(message.size()), length);
    set_->send(socket_, length, 4, message);
}

void EpollWire::close() {
    if (socket_)
        set_->close(socket_);
}

} // namespace

std::unique_ptr<EpollWires> EpollWires::open(Received received, Lost lost) {
    const int epoll = ::epoll_create1(EPOLL_CLOEXEC);
    if (epoll < 0)
        return nullptr;
    return std::make_unique<Set>(epoll, std::move(received), std::move(lost));
}

#endif

} // namespace paiju::server
