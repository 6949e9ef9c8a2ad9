// bench_server_load --in-process: the same clients and the same pace as over loopback, but each
// client is a Peer of a TableCore in this process. The core is handed each action as the
// transport hands it (a frame through a FrameDecoder, then TableCore::handle), and what it sends
// is kept in an inbox that the clients read only after the core returned: the CPU time of the two
// sides is measured apart (the thread's CPU clock around each), and the rest of the process's
// time (the event loop, the core's own timers) is reported as such.
//
// An action's latency runs from the moment its think time ended (when a client over a socket
// would have sent it) to the moment the last of its table's four clients read its view: the
// wait behind other actions due at the same time is in it, as it would be at a server.
#include "server_load_in_process.h"

#include "protocol/frame_codec.h"
#include "server/table_core.h"
#include "server_load_views.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>
#include <array>
#include <ctime>
#include <memory>
#include <queue>
#include <vector>

namespace paiju::bench {

namespace {

qint64 threadCpuNs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
}

struct Table;
struct Run;

struct Client {
    Table* table = nullptr;
    int who = 0;
    server::Connection* connection = nullptr;
    protocol::FrameDecoder decoder; // the transport's, as every message goes through one
};

// The core's side of a client: what it is sent waits in the run's inbox.
class InboxPeer : public server::Peer {
public:
    InboxPeer(Run& run, Client& client) : run_(run), client_(client) {}
    bool isOpen() const override { return true; }
    void send(const QByteArray& message) override;
    void close() override {}

private:
    Run& run_;
    Client& client_;
};

struct Table {
    std::array<Client, 4> clients;
    QByteArray id;
    QByteArray idJson; // quoted
    int joined = 0;
    bool running = false;
    qint64 actedAt = -1; // µs, when the last action was due
    std::array<bool, 4> updated{};
    QString token(int seat) const { return QStringLiteral("%1-%2").arg(QString(id)).arg(seat); }
};

// A message a client sends when its time comes, in the order of those times (and of sending).
struct Due {
    qint64 at = 0; // µs on the run's clock
    quint64 order = 0;
    Client* client = nullptr;
    QByteArray body;
    bool act = false;
    bool operator>(const Due& o) const { return at != o.at ? at > o.at : order > o.order; }
};

struct Run {
    const InProcessLoad& options;
    server::TableCore core;
    std::vector<std::unique_ptr<Table>> tables;
    std::vector<std::pair<Client*, QByteArray>> inbox;
    std::priority_queue<Due, std::vector<Due>, std::greater<>> due;
    quint64 order = 0;
    QTimer wake;
    QElapsedTimer clock;
    bool measuring = false;
    qint64 actions = 0;
    int matches = 0;
    std::vector<qint64> latenciesUs, lateUs;
    qint64 coreNs = 0, loadNs = 0;
    QCryptographicHash digest{QCryptographicHash::Sha256};
    qint64 messages = 0;

    Run(const InProcessLoad& o, server::ServerLimits limits) : options(o), core(limits) {}
    qint64 nowUs() const { return options.digest ? 0 : clock.nsecsElapsed() / 1000; }
};

void InboxPeer::send(const QByteArray& message) {
    run_.inbox.emplace_back(&client_, message);
}

void sendAt(Run& run, Client& c, qint64 at, QByteArray body, bool act = false) {
    run.due.push(Due{at, run.order++, &c, std::move(body), act});
}

void sendNow(Run& run, Client& c, const QJsonObject& m) {
    sendAt(run, c, run.nowUs(), QJsonDocument(m).toJson(QJsonDocument::Compact));
}

void newMatch(Run& run, Table& t) {
    t.joined = 0;
    t.running = false;
    sendNow(run, t.clients[0],
            QJsonObject{{"type", "create"},
                        {"game", "fourcolor"},
                        {"seats", 4},
                        {"windowMs", 0},
                        {"turnSeconds", 0}});
}

void onView(Run& run, Table& t, int who, const ViewHead& view) {
    if (view.tableJson != t.idJson)
        return;
    const qint64 now = run.nowUs();
    if (t.actedAt >= 0) {
        t.updated[std::size_t(who)] = true;
        if (std::all_of(t.updated.begin(), t.updated.end(), [](bool b) { return b; })) {
            if (run.measuring)
                run.latenciesUs.push_back(now - t.actedAt);
            t.actedAt = -1;
        }
    }
    if (view.over) {
        if (who == 0 && t.running) {
            t.running = false;
            ++run.matches;
            if (!run.options.digest) // a digest plays each restored match once
                newMatch(run, t);
        }
        return;
    }
    if (!view.awaited || view.action.isEmpty())
        return;
    // Spread evenly around the mean, or every table would act in the same instant.
    const int think =
        run.options.thinkMs > 0
            ? run.options.thinkMs / 2 +
                  int(QRandomGenerator::global()->bounded(quint32(run.options.thinkMs) + 1))
            : 0;
    sendAt(run, t.clients[std::size_t(who)], now + qint64(think) * 1000,
           "{\"type\":\"act\",\"table\":" + t.idJson + ",\"action\":" + view.action + "}", true);
}

void onMessage(Run& run, Client& c, const QByteArray& body) {
    Table& t = *c.table;
    ViewHead head;
    if (readView(body, head)) {
        onView(run, t, c.who, head);
        return;
    }
    const QJsonObject m = QJsonDocument::fromJson(body).object();
    const QString type = m.value("type").toString();
    if (type == "created") {
        if (!t.id.isEmpty())
            for (auto& other : t.clients)
                sendNow(run, other, QJsonObject{{"type", "leave"}, {"table", QString(t.id)}});
        t.id = m.value("table").toString().toUtf8();
        t.idJson = '"' + t.id + '"';
        for (int i = 0; i < 4; ++i)
            sendNow(run, t.clients[std::size_t(i)],
                    QJsonObject{{"type", "join"}, {"table", m.value("table")}, {"seat", i}});
    } else if (type == "joined" && m.value("table").toString().toUtf8() == t.id) {
        if (++t.joined == 4 && !t.running) {
            t.running = true;
            if (!run.options.digest) // a restored table runs already
                sendNow(run, t.clients[0],
                        QJsonObject{{"type", "start"}, {"table", QString(t.id)}});
        }
    } else if (type == "error") {
        QTextStream(stderr) << "error: " << m.value("message").toString() << "\n";
    }
}

// The clients read what the core sent them.
void drain(Run& run) {
    const qint64 start = threadCpuNs();
    for (std::size_t i = 0; i < run.inbox.size(); ++i) { // reading may not add to it
        auto& [client, body] = run.inbox[i];
        if (run.options.digest) {
            run.digest.addData(client->table->token(client->who).toUtf8() + '\n' + body + '\n');
            ++run.messages;
        }
        onMessage(run, *client, body);
    }
    run.inbox.clear();
    if (run.measuring)
        run.loadNs += threadCpuNs() - start;
}

// The core reads one message, as the transport hands it one.
void serve(Run& run, Client& c, const QByteArray& body) {
    const qint64 start = threadCpuNs();
    for (const QJsonObject& message : c.decoder.feed(protocol::frameOf(body)))
        run.core.handle(c.connection, message);
    if (run.measuring)
        run.coreNs += threadCpuNs() - start;
}

// Sends what is due, a few hundred messages a turn of the event loop at most (the core's own
// timers run between), and sleeps until the next is due.
void pump(Run& run) {
    drain(run); // what the core's timers sent
    for (int n = 0; n < 256 && !run.due.empty(); ++n) {
        const qint64 now = run.nowUs();
        if (run.due.top().at > now)
            break;
        Due d = run.due.top();
        run.due.pop();
        if (d.act) {
            Table& t = *d.client->table;
            t.actedAt = d.at;
            t.updated.fill(false);
            if (run.measuring) {
                ++run.actions;
                run.lateUs.push_back(now - d.at);
            }
        }
        serve(run, *d.client, d.body);
        drain(run);
    }
    if (run.due.empty()) {
        if (run.options.digest)
            QCoreApplication::quit();
        return;
    }
    const qint64 wait = run.due.top().at - run.nowUs();
    run.wake.start(int(std::max<qint64>(0, (wait + 999) / 1000)));
}

// For a digest: a journal per table, as a restart finds it, with the seed `seed`.
void writeJournal(const QString& dir, const QString& id, quint64 seed, const Table& t) {
    QFile file(QDir(dir).filePath(id + ".journal"));
    if (!file.open(QIODevice::WriteOnly))
        return;
    const auto line = [&](const QJsonObject& o) {
        file.write(QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n');
    };
    line(QJsonObject{{"type", "table"},
                     {"table", id},
                     {"game", "fourcolor"},
                     {"seats", 4},
                     {"options", QJsonObject{}},
                     {"password", ""},
                     {"spectators", true},
                     {"turnSeconds", 0},
                     {"windowMs", 0},
                     {"handEndMs", 0}});
    for (int s = 0; s < 4; ++s)
        line(QJsonObject{{"type", "join"},
                         {"seat", s},
                         {"name", QStringLiteral("p%1").arg(s)},
                         {"token", t.token(s)}});
    line(QJsonObject{{"type", "start"}, {"seed", QString::number(seed)}});
}

QByteArray journalsDigest(const QString& dir) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QDir d(dir);
    for (const QString& name : d.entryList({"*.journal"}, QDir::Files, QDir::Name)) {
        QFile f(d.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            hash.addData(name.toUtf8() + '\n' + f.readAll());
    }
    return hash.result().toHex();
}

} // namespace

int runInProcess(const InProcessLoad& options) {
    QLoggingCategory::setFilterRules(QStringLiteral("paiju.server.tables.info=false"));
    server::ServerLimits limits;
    limits.maxTables = options.tables * 2;
    limits.maxConnections = options.tables * 4 + 16;
    limits.idleSeconds = 3600;
    const qint64 idleKiB = residentKiB(QStringLiteral("self"));
    Run run(options, limits);
    if (options.digest && options.dataDir.isEmpty()) {
        QTextStream(stderr) << "--digest needs --data-dir (an empty directory)\n";
        return 2;
    }
    run.tables.reserve(std::size_t(options.tables));
    for (int i = 0; i < options.tables; ++i) {
        auto t = std::make_unique<Table>();
        for (int s = 0; s < 4; ++s) {
            Client& c = t->clients[std::size_t(s)];
            c.table = t.get();
            c.who = s;
            c.connection = run.core.attach(std::make_unique<InboxPeer>(run, c));
        }
        run.tables.push_back(std::move(t));
    }
    if (options.digest) { // the tables as journals with known seeds, brought back
        for (int i = 0; i < options.tables; ++i) {
            Table& t = *run.tables[std::size_t(i)];
            t.id = QByteArray("d") + QByteArray::number(i + 1);
            t.idJson = '"' + t.id + '"';
            writeJournal(options.dataDir, QString(t.id), quint64(i + 1), t);
        }
    }
    if (!options.dataDir.isEmpty()) {
        QStringList problems;
        run.core.setDataDir(options.dataDir, &problems);
    }
    run.wake.setSingleShot(true);
    run.wake.setTimerType(Qt::PreciseTimer);
    QObject::connect(&run.wake, &QTimer::timeout, &run.wake, [&run] { pump(run); });
    run.clock.start();
    const QByteArray hello = QJsonDocument(QJsonObject{{"type", "hello"},
                                                       {"version", protocol::protocolVersion},
                                                       {"client", "load"}})
                                 .toJson(QJsonDocument::Compact);
    for (auto& t : run.tables) {
        for (Client& c : t->clients)
            sendAt(run, c, 0, hello);
        if (options.digest) {
            for (int s = 0; s < 4; ++s)
                sendNow(run, t->clients[std::size_t(s)],
                        QJsonObject{{"type", "reconnect"}, {"token", t->token(s)}});
        } else {
            newMatch(run, *t);
        }
    }
    run.wake.start(0);

    if (options.digest) {
        QCoreApplication::exec();
        // Every table keeps its match to the end: the peak is every match whole.
        const qint64 peakKiB = peakResidentKiB();
        QTextStream(stdout) << "tables " << options.tables << " matches finished " << run.matches
                            << "\nmessages " << run.messages << " digest "
                            << run.digest.result().toHex() << "\njournals digest "
                            << journalsDigest(options.dataDir) << "\nRSS KiB before the tables "
                            << idleKiB << " peak " << peakKiB << "; per table "
                            << double(peakKiB - idleKiB) / options.tables << "\n";
        // A digest of matches that did not all end (a refused hello, say) compares nothing.
        return run.matches == options.tables ? 0 : 1;
    }

    double cpuAt = 0, cpu = 0, wallMs = 0;
    QElapsedTimer measured;
    QTimer::singleShot(options.warmupMs, [&] {
        cpuAt = cpuMs(QStringLiteral("self"));
        measured.start();
        run.measuring = true;
    });
    qint64 peakKiB = 0;
    QTimer sample;
    QObject::connect(&sample, &QTimer::timeout,
                     [&] { peakKiB = std::max(peakKiB, residentKiB(QStringLiteral("self"))); });
    sample.start(500);
    QTimer::singleShot(options.warmupMs + options.seconds * 1000, [&] {
        cpu = cpuMs(QStringLiteral("self")) - cpuAt;
        wallMs = double(measured.elapsed());
        run.measuring = false;
        QCoreApplication::quit();
    });
    QCoreApplication::exec();

    int held = 0;
    for (const auto& t : run.tables)
        held += t->running;
    const double actions = double(std::max<qint64>(1, run.actions));
    const double coreMs = double(run.coreNs) / 1e6, loadMs = double(run.loadNs) / 1e6;
    const qint64 endKiB = residentKiB(QStringLiteral("self"));
    peakKiB = std::max(peakKiB, endKiB);
    QTextStream(stdout) << "in process: tables " << options.tables << " running " << held
                        << " think ms " << options.thinkMs << " journals "
                        << (options.dataDir.isEmpty() ? "off" : "on") << "\n"
                        << "actions/s " << double(run.actions) * 1000.0 / wallMs << "\n"
                        << "matches finished " << run.matches << "\n"
                        << "latency ms (from the end of the think time) p50 "
                        << double(percentile(run.latenciesUs, 0.5)) / 1000.0 << " p99 "
                        << double(percentile(run.latenciesUs, 0.99)) / 1000.0 << " max "
                        << double(percentile(run.latenciesUs, 1.0)) / 1000.0 << " (n "
                        << run.latenciesUs.size() << ")\n"
                        << "actions served late ms: p50 "
                        << double(percentile(run.lateUs, 0.5)) / 1000.0 << " p99 "
                        << double(percentile(run.lateUs, 0.99)) / 1000.0 << "\n"
                        << "RSS KiB before the tables " << idleKiB << " peak " << peakKiB
                        << " at the end " << endKiB << "; per table "
                        << double(peakKiB - idleKiB) / options.tables << "\n"
                        << "CPU % of one core: process " << 100.0 * cpu / wallMs << " (core "
                        << 100.0 * coreMs / wallMs << ", clients " << 100.0 * loadMs / wallMs
                        << ", event loop and the rest " << 100.0 * (cpu - coreMs - loadMs) / wallMs
                        << ")\n"
                        << "CPU us per action: core " << 1000.0 * coreMs / actions
                        << ", core and the rest " << 1000.0 * (cpu - loadMs) / actions
                        << ", clients " << 1000.0 * loadMs / actions << "\n";
    return 0;
}

} // namespace paiju::bench
