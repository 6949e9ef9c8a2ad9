// Load on one table server: N tables of four clients each, every client answering its views at
// once (the first legal action, or pass), over loopback against a paiju-server process. Reports
// the tables held, actions a second, the latency from an action to the view of every seat of
// its table (p50, p99), the server's resident memory, and the CPU time the server and this
// program each used while measuring (the two share the machine: a figure is only the server's
// when its own CPU use says so). docs/benchmarks.md has the figures.
//
//   bench_server_load --server build/release/app/paiju-server --tables 100 --seconds 20
#include "protocol/frame_codec.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTextStream>
#include <QTimer>
#include <algorithm>
#include <memory>
#include <unistd.h>
#include <vector>

using namespace paiju;

namespace {

struct Load;

// One table's four clients; the first creates the table and starts each match.
struct Group {
    Load* load = nullptr;
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    std::vector<protocol::FrameDecoder> decoders;
    QString table;
    int joined = 0;
    qint64 actedAt = -1; // when the last action was sent
    std::vector<bool> updated;
    bool running = false;
};

struct Load {
    quint16 port = 0;
    QElapsedTimer clock;
    bool measuring = false;
    int thinkMs = 0; // a client's pause before it acts: 0 saturates the server
    qint64 actions = 0;
    int matches = 0;
    std::vector<qint64> latenciesUs;
    std::vector<std::unique_ptr<Group>> groups;
};

void send(QTcpSocket& s, const QJsonObject& m) {
    s.write(protocol::encodeFrame(m));
    if (s.state() == QAbstractSocket::ConnectedState)
        s.flush();
}

void newMatch(Group& g) {
    g.joined = 0;
    g.running = false;
    send(*g.sockets[0], QJsonObject{{"type", "create"},
                                    {"game", "fourcolor"},
                                    {"seats", 4},
                                    {"windowMs", 0},
                                    {"turnSeconds", 0}});
}

void onMessage(Group& g, int who, const QJsonObject& m) {
    Load& load = *g.load;
    const QString type = m.value("type").toString();
    if (type == "created") {
        if (!g.table.isEmpty())
            for (auto& s : g.sockets)
                send(*s, QJsonObject{{"type", "leave"}, {"table", g.table}});
        g.table = m.value("table").toString();
        for (int i = 0; i < 4; ++i)
            send(*g.sockets[std::size_t(i)],
                 QJsonObject{{"type", "join"}, {"table", g.table}, {"seat", i}});
    } else if (type == "joined" && m.value("table") == g.table) {
        if (++g.joined == 4) {
            g.running = true;
            send(*g.sockets[0], QJsonObject{{"type", "start"}, {"table", g.table}});
        }
    } else if (type == "view" && m.value("table") == g.table) {
        const qint64 now = load.clock.nsecsElapsed() / 1000;
        if (g.actedAt >= 0) {
            g.updated[std::size_t(who)] = true;
            if (std::all_of(g.updated.begin(), g.updated.end(), [](bool b) { return b; })) {
                if (load.measuring)
                    load.latenciesUs.push_back(now - g.actedAt);
                g.actedAt = -1;
            }
        }
        const QJsonObject obs = m.value("observation").toObject();
        if (obs.value("phase") == "match-over") {
            if (who == 0 && g.running) {
                g.running = false;
                ++load.matches;
                newMatch(g);
            }
            return;
        }
        if (!m.value("awaited").toBool())
            return;
        const QJsonArray legal = m.value("legal").toArray();
        if (legal.isEmpty())
            return;
        const QJsonValue action =
            legal.contains(QJsonValue("pass")) ? QJsonValue("pass") : legal.first();
        const QJsonObject act{{"type", "act"}, {"table", g.table}, {"action", action}};
        auto go = [&g, &load, who, act] {
            if (load.measuring)
                ++load.actions;
            g.actedAt = load.clock.nsecsElapsed() / 1000;
            std::fill(g.updated.begin(), g.updated.end(), false);
            send(*g.sockets[std::size_t(who)], act);
        };
        if (load.thinkMs > 0)
            // Spread evenly around the mean, or every table would act in the same instant.
            QTimer::singleShot(load.thinkMs / 2 + int(QRandomGenerator::global()->bounded(
                                                      quint32(load.thinkMs) + 1)),
                               g.sockets[std::size_t(who)].get(), go);
        else
            go();
    } else if (type == "error") {
        QTextStream(stderr) << "error: " << m.value("message").toString() << "\n";
    }
}

// The user and system CPU time of a process so far, in milliseconds (/proc/PID/stat, fields 14
// and 15, in clock ticks).
double cpuMs(const QString& pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // The program's name, in parentheses, may hold spaces: the fields are counted after it.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    const double ticks = double(sysconf(_SC_CLK_TCK));
    return double(fields[11].toLongLong() + fields[12].toLongLong()) * 1000.0 / ticks;
}

qint64 residentKiB(qint64 pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace

int main(int argc, char* argv[]) {
    // The load program's thousands of sockets, like the server's: GLib's event loop is slow
    // with them (app/server/main.cpp).
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
    parser.addOption({"protocol", "the protocol version to say hello with (an older server)", "N",
                      QString::number(protocol::protocolVersion)});
    parser.process(app);
    const int tables = parser.value("tables").toInt();

    QProcess server;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!glibChosen) // the server chooses its own
        env.remove("QT_NO_GLIB");
    env.insert("QT_LOGGING_RULES", "paiju.server.info=true;paiju.server.tables.info=false");
    server.setProcessEnvironment(env);
    server.setReadChannel(QProcess::StandardError);
    server.start(parser.value("server"),
                 {"--port", "0", "--bind", "127.0.0.1", "--rate", "100000", "--max-tables",
                  QString::number(tables * 2), "--max-connections",
                  QString::number(tables * 4 + 16), "--idle-seconds", "3600"});
    if (!server.waitForStarted())
        return 1;
    Load load;
    load.thinkMs = parser.value("think").toInt();
    const QRegularExpression listening("listening on port (\\d+)");
    QByteArray said;
    while (load.port == 0 && server.waitForReadyRead(5000)) {
        said += server.readAllStandardError();
        if (auto match = listening.match(QString::fromUtf8(said)); match.hasMatch())
            load.port = quint16(match.captured(1).toUInt());
    }
    if (load.port == 0)
        return 1;
    const qint64 idleKiB = residentKiB(server.processId());
    load.clock.start();
    for (int t = 0; t < tables; ++t) {
        auto g = std::make_unique<Group>();
        g->load = &load;
        g->decoders.resize(4);
        g->updated.assign(4, false);
        Group* group = g.get();
        for (int i = 0; i < 4; ++i) {
            auto socket = std::make_unique<QTcpSocket>();
            QTcpSocket* s = socket.get();
            QObject::connect(s, &QTcpSocket::readyRead, s, [group, i, s] {
                for (const QJsonObject& m : group->decoders[std::size_t(i)].feed(s->readAll()))
                    onMessage(*group, i, m);
            });
            s->connectToHost(QHostAddress::LocalHost, load.port);
            QObject::connect(s, &QTcpSocket::connected, s,
                             [s] { s->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
            send(*s, QJsonObject{{"type", "hello"},
                                 {"version", parser.value("protocol").toInt()},
                                 {"client", "load"}});
            g->sockets.push_back(std::move(socket));
        }
        newMatch(*g);
        load.groups.push_back(std::move(g));
    }
    // Let every table start, then measure.
    const int warmupMs = 3000 + tables * 5;
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
    });
    const int seconds = parser.value("seconds").toInt();
    qint64 peakKiB = 0;
    QTimer sample;
    QObject::connect(&sample, &QTimer::timeout, &app,
                     [&] { peakKiB = std::max(peakKiB, residentKiB(server.processId())); });
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
    std::sort(load.latenciesUs.begin(), load.latenciesUs.end());
    auto pct = [&](double p) {
        return load.latenciesUs.empty()
                   ? 0.0
                   : double(
                         load.latenciesUs[std::size_t(p * double(load.latenciesUs.size() - 1))]) /
                         1000.0;
    };
    QTextStream(stdout) << "tables " << tables << " held " << held << " think ms " << load.thinkMs
                        << "\n"
                        << "actions/s " << double(load.actions) / seconds << "\n"
                        << "matches finished " << load.matches << "\n"
                        << "latency ms p50 " << pct(0.5) << " p99 " << pct(0.99) << " (n "
                        << load.latenciesUs.size() << ")\n"
                        << "server RSS KiB idle " << idleKiB << " peak " << peakKiB << "\n"
                        << "CPU % of one core: server " << 100.0 * serverCpu / wallMs
                        << " load program " << 100.0 * ownCpu / wallMs << "\n"
                        << "server CPU us per action "
                        << (load.actions > 0 ? 1000.0 * serverCpu / double(load.actions) : 0.0)
                        << "\n";
    server.terminate();
    server.waitForFinished(5000);
    return 0;
}
