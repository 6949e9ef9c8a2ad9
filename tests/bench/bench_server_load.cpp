// Load on one table server: N tables of four clients each, every client answering its views at
// once (the first legal action, or pass), over loopback against a paiju-server process. Reports
// the tables held, actions a second, the latency from an action to the view of every seat of
// its table (p50, p99), the server's resident memory, and the CPU time the server and this
// program each used while measuring (the two share the machine: a figure is only the server's
// when its own CPU use says so). It also reports how many actions each turn of its event loop
// sent (the bursts the server is given) and how late its think timers fired: a think time is
// kept with a precise timer, since coarse ones fire thousands of clients together.
// docs/benchmarks.md has the figures.
//
// The load program must not be what limits the figures. Its thousands of sockets sit in one
// epoll set watched by a single socket notifier (as the server's do, app/server/epoll_wires.h),
// and a view is read only as far as the program needs it: the server writes a view's head in a
// fixed order (protocol::writeView), so its table, `awaited` and `legal` are read from the bytes,
// and the observation is not parsed at all. Any other message, or a view not written that way,
// is parsed whole.
//
//   bench_server_load --server build/release/app/paiju-server --tables 100 --seconds 20
//   (… --server-option=--process-name=p1 --server-option=--database=postgresql://… for one of
//   several processes on a shared database)
#include "protocol/frame_codec.h"
#include "server_load_in_process.h"
#include "server_load_views.h"

#include <QAbstractEventDispatcher>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QTextStream>
#include <QTimer>
#include <QtEndian>
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

using namespace paiju;
using namespace paiju::bench;

namespace {

struct Group;

// One client's socket: non-blocking, with what the kernel did not take yet and what was read of
// a frame not yet whole.
struct Client {
    int fd = -1;
    Group* group = nullptr;
    int who = 0;
    QByteArray in;
    QByteArray out;
    bool watchingOut = false;
};

struct Load;

// One table's four clients; the first creates the table and starts each match.
struct Group {
    Load* load = nullptr;
    std::array<Client, 4> clients;
    QByteArray table;     // its id
    QByteArray tableJson; // the id as a JSON string, quoted
    int joined = 0;
    qint64 actedAt = -1; // when the last action was sent
    std::array<bool, 4> updated{};
    bool running = false;
};

struct Load {
    int epoll = -1;
    quint16 port = 0;
    QElapsedTimer clock;
    bool measuring = false;
    int thinkMs = 0; // a client's pause before it acts: 0 saturates the server
    Qt::TimerType timers = Qt::PreciseTimer; // of the think time
    qint64 actions = 0;
    qint64 actsThisTurn = 0;         // sent in this turn of the event loop
    std::vector<qint64> actsPerTurn; // of the turns that sent any, while measuring
    std::vector<qint64> lateUs;      // how late each think timer fired, while measuring
    int matches = 0;
    std::vector<qint64> latenciesUs;
    std::vector<std::unique_ptr<Group>> groups;
};

void watchOut(Load& load, Client& c, bool on) {
    if (c.watchingOut == on)
        return;
    c.watchingOut = on;
    epoll_event event{};
    event.events = EPOLLIN | (on ? EPOLLOUT : 0u);
    event.data.ptr = &c;
    ::epoll_ctl(load.epoll, EPOLL_CTL_MOD, c.fd, &event);
}

void flush(Load& load, Client& c) {
    while (!c.out.isEmpty()) {
        const ssize_t n = ::send(c.fd, c.out.constData(), std::size_t(c.out.size()), MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)
                break;
            c.out.clear(); // the server is gone: the run ends without it
            break;
        }
        c.out.remove(0, n);
    }
    watchOut(load, c, !c.out.isEmpty());
}

void sendFrame(Client& c, const QByteArray& body) {
    c.out += protocol::frameOf(body);
    flush(*c.group->load, c);
}

void send(Client& c, const QJsonObject& m) {
    sendFrame(c, QJsonDocument(m).toJson(QJsonDocument::Compact));
}

void newMatch(Group& g) {
    g.joined = 0;
    g.running = false;
    send(g.clients[0], QJsonObject{{"type", "create"},
                                   {"game", "fourcolor"},
                                   {"seats", 4},
                                   {"windowMs", 0},
                                   {"turnSeconds", 0}});
}

void onView(Group& g, int who, const ViewHead& view) {
    Load& load = *g.load;
    if (view.tableJson != g.tableJson)
        return;
    const qint64 now = load.clock.nsecsElapsed() / 1000;
    if (g.actedAt >= 0) {
        g.updated[std::size_t(who)] = true;
        if (std::all_of(g.updated.begin(), g.updated.end(), [](bool b) { return b; })) {
            if (load.measuring)
                load.latenciesUs.push_back(now - g.actedAt);
            g.actedAt = -1;
        }
    }
    if (view.over) {
        if (who == 0 && g.running) {
            g.running = false;
            ++load.matches;
            newMatch(g);
        }
        return;
    }
    if (!view.awaited || view.action.isEmpty())
        return;
    const QByteArray act =
        "{\"type\":\"act\",\"table\":" + g.tableJson + ",\"action\":" + view.action + "}";
    // Spread evenly around the mean, or every table would act in the same instant.
    const int thinkMs =
        load.thinkMs > 0
            ? load.thinkMs / 2 + int(QRandomGenerator::global()->bounded(quint32(load.thinkMs) + 1))
            : 0;
    const qint64 due = now + qint64(thinkMs) * 1000;
    auto go = [&g, &load, who, act, due] {
        g.actedAt = load.clock.nsecsElapsed() / 1000;
        if (load.measuring) {
            ++load.actions;
            load.lateUs.push_back(g.actedAt - due);
        }
        ++load.actsThisTurn;
        g.updated.fill(false);
        sendFrame(g.clients[std::size_t(who)], act);
    };
    // Precise by default: Qt makes a timer of 2 s or more coarse, and coarse timers are moved
    // to shared boundaries (a whole second, or a multiple of 25 ms) so that they fire together:
    // thousands of clients would act in bursts, as a real population of players does not, and
    // an action's latency would be its wait behind the rest of its burst at the server.
    if (thinkMs > 0)
        QTimer::singleShot(thinkMs, load.timers, go);
    else
        go();
}

void onMessage(Group& g, int who, QByteArrayView body) {
    ViewHead head;
    if (readView(body, head)) {
        onView(g, who, head);
        return;
    }
    const QJsonObject m = QJsonDocument::fromJson(body.toByteArray()).object();
    const QString type = m.value("type").toString();
    if (type == "created") {
        if (!g.table.isEmpty())
            for (auto& c : g.clients)
                send(c, QJsonObject{{"type", "leave"}, {"table", QString::fromUtf8(g.table)}});
        g.table = m.value("table").toString().toUtf8();
        g.tableJson = QJsonDocument(QJsonArray{m.value("table")})
                          .toJson(QJsonDocument::Compact)
                          .chopped(1)
                          .mid(1);
        for (int i = 0; i < 4; ++i)
            send(g.clients[std::size_t(i)],
                 QJsonObject{{"type", "join"}, {"table", m.value("table")}, {"seat", i}});
    } else if (type == "joined" && m.value("table").toString().toUtf8() == g.table) {
        if (++g.joined == 4) {
            g.running = true;
            send(g.clients[0],
                 QJsonObject{{"type", "start"}, {"table", QString::fromUtf8(g.table)}});
        }
    } else if (type == "view") { // a view written otherwise (an older server): read whole
        const QJsonArray legal = m.value("legal").toArray();
        const QByteArray table = QJsonDocument(QJsonArray{m.value("table")})
                                     .toJson(QJsonDocument::Compact)
                                     .chopped(1)
                                     .mid(1);
        head.tableJson = table;
        head.awaited = m.value("awaited").toBool();
        head.over = m.value("observation").toObject().value("phase") == "match-over";
        if (!legal.isEmpty()) {
            const QJsonValue action =
                legal.contains(QJsonValue("pass")) ? QJsonValue("pass") : legal.first();
            head.action =
                QJsonDocument(QJsonArray{action}).toJson(QJsonDocument::Compact).chopped(1).mid(1);
        }
        onView(g, who, head);
    } else if (type == "error") {
        QTextStream(stderr) << "error: " << m.value("message").toString() << "\n";
    }
}

// Reads what the socket holds and handles every frame completed.
void receive(Client& c) {
    std::array<char, 64 * 1024> buffer;
    for (;;) {
        const ssize_t n = ::recv(c.fd, buffer.data(), buffer.size(), 0);
        if (n <= 0)
            break;
        c.in.append(buffer.data(), n);
        if (std::size_t(n) < buffer.size())
            break;
    }
    qsizetype at = 0;
    while (c.in.size() - at >= 4) {
        const auto length = qsizetype(qFromBigEndian<quint32>(c.in.constData() + at));
        if (c.in.size() - at - 4 < length)
            break;
        onMessage(*c.group, c.who, QByteArrayView(c.in.constData() + at + 4, length));
        at += 4 + length;
    }
    c.in.remove(0, at);
}

void dispatch(Load& load) {
    std::array<epoll_event, 256> events;
    const int n = ::epoll_wait(load.epoll, events.data(), int(events.size()), 0);
    for (int i = 0; i < n; ++i) {
        auto& c = *static_cast<Client*>(events[std::size_t(i)].data.ptr);
        if (events[std::size_t(i)].events & EPOLLOUT)
            flush(load, c);
        if (events[std::size_t(i)].events & (EPOLLIN | EPOLLHUP | EPOLLERR))
            receive(c);
    }
}

// A connection to the server on loopback, in the epoll set; false when it cannot be made. The
// connection is made without waiting: a server whose queue of new connections is full drops the
// attempt, and the kernel tries again a second or more later while the other clients go on. What
// is sent before it is made waits, and goes when epoll says the socket is writable.
bool connectClient(Load& load, Client& c) {
    c.fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (c.fd < 0)
        return false;
    const int on = 1; // small frames at once, as the server sends them
    ::setsockopt(c.fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(load.port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(c.fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 &&
        errno != EINPROGRESS)
        return false;
    c.watchingOut = true;
    epoll_event event{};
    event.events = EPOLLIN | EPOLLOUT;
    event.data.ptr = &c;
    return ::epoll_ctl(load.epoll, EPOLL_CTL_ADD, c.fd, &event) == 0;
}

} // namespace

int main(int argc, char* argv[]) {
    // GLib's event loop is slow with many socket notifiers (app/server/main.cpp); the load
    // program has one, but its child server inherits the choice unless told otherwise.
    const bool glibChosen = qEnvironmentVariableIsSet("QT_NO_GLIB");
    if (!glibChosen)
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({"server", "the paiju-server program", "PATH"});
    parser.addOption({"tables", "tables of four clients", "N", "100"});
    parser.addOption({"seconds", "how long to measure", "S", "20"});
    parser.addOption({"think", "milliseconds a client waits before it acts", "MS", "0"});
    parser.addOption({"timers",
                      "the think timers: precise, or coarse (Qt's default for 2 s and more, which "
                      "fires many clients' timers together)",
                      "KIND", "precise"});
    parser.addOption({"protocol", "the protocol version to say hello with (an older server)", "N",
                      QString::number(protocol::protocolVersion)});
    parser.addOption({"data-dir",
                      "journal every table in DIR (the server's --data-dir), as a real host does",
                      "DIR"});
    parser.addOption({"server-option",
                      "one more argument for paiju-server (repeat it), e.g. --process-name with "
                      "its --database",
                      "ARG"});
    parser.addOption({"warmup", "seconds to let the tables start before measuring", "S"});
    parser.addOption({"in-process",
                      "run the tables in this process, each client a Peer of a TableCore: no "
                      "sockets, so no file limit"});
    parser.addOption({"digest",
                      "with --in-process and an empty --data-dir: play --tables seeded matches "
                      "once, at once, and print a digest of every message and journal"});
    parser.process(app);
    const int tables = parser.value("tables").toInt();
    if (parser.isSet("in-process")) {
        bench::InProcessLoad load;
        load.tables = tables;
        load.seconds = parser.value("seconds").toInt();
        load.thinkMs = parser.value("think").toInt();
        load.warmupMs = parser.isSet("warmup") ? parser.value("warmup").toInt() * 1000
                                               : 3000 + 2 * load.thinkMs;
        load.dataDir = parser.value("data-dir");
        load.digest = parser.isSet("digest");
        return bench::runInProcess(load);
    }
    if (!parser.isSet("server")) {
        QTextStream(stderr) << "bench_server_load: --server or --in-process\n";
        return 2;
    }

    QProcess server;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!glibChosen) // the server chooses its own
        env.remove("QT_NO_GLIB");
    env.insert("QT_LOGGING_RULES", "paiju.server.info=true;paiju.server.tables.info=false");
    server.setProcessEnvironment(env);
    server.setReadChannel(QProcess::StandardError);
    QStringList arguments{"--port",
                          "0",
                          "--bind",
                          "127.0.0.1",
                          "--rate",
                          "100000",
                          "--max-tables",
                          QString::number(tables * 2),
                          "--max-connections",
                          QString::number(tables * 4 + 16),
                          "--idle-seconds",
                          "3600"};
    if (parser.isSet("data-dir"))
        arguments << "--data-dir" << parser.value("data-dir");
    arguments << parser.values("server-option");
    server.start(parser.value("server"), arguments);
    if (!server.waitForStarted())
        return 1;
    Load load;
    load.thinkMs = parser.value("think").toInt();
    if (parser.value("timers") == "coarse")
        load.timers = Qt::CoarseTimer;
    const QRegularExpression listening("listening on port (\\d+)");
    QByteArray said;
    while (load.port == 0 && server.waitForReadyRead(5000)) {
        said += server.readAllStandardError();
        if (auto match = listening.match(QString::fromUtf8(said)); match.hasMatch())
            load.port = quint16(match.captured(1).toUInt());
    }
    if (load.port == 0)
        return 1;
    const qint64 idleKiB = residentKiB(QString::number(server.processId()));
    load.epoll = ::epoll_create1(EPOLL_CLOEXEC);
    QSocketNotifier ready(load.epoll, QSocketNotifier::Read);
    QObject::connect(&ready, &QSocketNotifier::activated, &app, [&load] { dispatch(load); });
    load.clock.start();
    // How many actions each turn of this program's event loop sends: the bursts the server gets.
    QObject::connect(QCoreApplication::eventDispatcher(), &QAbstractEventDispatcher::aboutToBlock,
                     &app, [&load] {
                         if (load.actsThisTurn > 0 && load.measuring)
                             load.actsPerTurn.push_back(load.actsThisTurn);
                         load.actsThisTurn = 0;
                     });
    const QByteArray hello =
        QJsonDocument(QJsonObject{{"type", "hello"},
                                  {"version", parser.value("protocol").toInt()},
                                  {"client", "load"}})
            .toJson(QJsonDocument::Compact);
    for (int t = 0; t < tables; ++t) {
        auto g = std::make_unique<Group>();
        g->load = &load;
        for (int i = 0; i < 4; ++i) {
            Client& c = g->clients[std::size_t(i)];
            c.group = g.get();
            c.who = i;
            if (!connectClient(load, c)) {
                QTextStream(stderr) << "cannot connect: " << strerror(errno) << "\n";
                return 1;
            }
            sendFrame(c, hello);
        }
        newMatch(*g);
        load.groups.push_back(std::move(g));
    }
    // Let every table start, then measure.
    const int warmupMs =
        parser.isSet("warmup") ? parser.value("warmup").toInt() * 1000 : 3000 + tables * 5;
    const QString serverPid = QString::number(server.processId());
    double serverCpuAt = 0, ownCpuAt = 0, serverCpu = 0, ownCpu = 0, wallMs = 0;
    QElapsedTimer measured;
    QTimer::singleShot(warmupMs, &app, [&] {
        serverCpuAt = cpuMs(serverPid);
        ownCpuAt = cpuMs(QStringLiteral("self"));
        measured.start();
        load.measuring = true;
        load.actions = 0;
        load.matches = 0;
        load.latenciesUs.clear();
        load.actsPerTurn.clear();
        load.lateUs.clear();
    });
    const int seconds = parser.value("seconds").toInt();
    qint64 peakKiB = 0;
    QTimer sample;
    QObject::connect(&sample, &QTimer::timeout, &app, [&] {
        peakKiB = std::max(peakKiB, residentKiB(QString::number(server.processId())));
    });
    sample.start(500);
    QTimer::singleShot(warmupMs + seconds * 1000, &app, [&] {
        serverCpu = cpuMs(serverPid) - serverCpuAt;
        ownCpu = cpuMs(QStringLiteral("self")) - ownCpuAt;
        wallMs = double(measured.elapsed());
        load.measuring = false;
        QCoreApplication::quit();
    });
    QCoreApplication::exec();

    int held = 0;
    for (const auto& g : load.groups)
        held += g->running || !g->table.isEmpty();
    const auto pctOf = [](std::vector<qint64>& v, double p) { return percentile(v, p); };
    const auto pct = [&](double p) { return double(pctOf(load.latenciesUs, p)) / 1000.0; };
    QTextStream(stdout) << "tables " << tables << " held " << held << " think ms " << load.thinkMs
                        << "\n"
                        << "actions/s " << double(load.actions) / seconds << "\n"
                        << "matches finished " << load.matches << "\n"
                        << "latency ms p50 " << pct(0.5) << " p99 " << pct(0.99) << " (n "
                        << load.latenciesUs.size() << ")\n"
                        << "actions sent per turn of the load program: p50 "
                        << pctOf(load.actsPerTurn, 0.5) << " p99 " << pctOf(load.actsPerTurn, 0.99)
                        << " max " << pctOf(load.actsPerTurn, 1.0) << "\n"
                        << "think timers fired late ms: p50 "
                        << double(pctOf(load.lateUs, 0.5)) / 1000.0 << " p99 "
                        << double(pctOf(load.lateUs, 0.99)) / 1000.0 << "\n"
                        << "server RSS KiB idle " << idleKiB << " peak " << peakKiB
                        << "; per table " << double(peakKiB - idleKiB) / tables << "\n"
                        << "CPU % of one core: server " << 100.0 * serverCpu / wallMs
                        << " load program " << 100.0 * ownCpu / wallMs << "\n"
                        << "CPU us per action: server "
                        << (load.actions > 0 ? 1000.0 * serverCpu / double(load.actions) : 0.0)
                        << ", load program "
                        << (load.actions > 0 ? 1000.0 * ownCpu / double(load.actions) : 0.0)
                        << "\n";
    server.terminate();
    server.waitForFinished(5000);
    for (const auto& g : load.groups)
        for (const Client& c : g->clients)
            ::close(c.fd);
    ::close(load.epoll);
    return 0;
}
