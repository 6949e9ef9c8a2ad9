#include "accounts/accounts.h"
#include "table_server.h"
#include "version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTextStream>
#include <algorithm>
#include <functional>

Q_LOGGING_CATEGORY(lcServer, "paiju.server")

#ifdef Q_OS_UNIX
#include <QSocketNotifier>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2] = {-1, -1};

// A signal handler may only do async-signal-safe things: it writes one byte naming the signal,
// and the event loop, woken by the other end, acts on it.
void onSignal(int number) {
    const char byte = number == SIGHUP ? 'h' : 's';
    [[maybe_unused]] const auto written = ::write(signalPipe[0], &byte, 1);
}

// SIGINT and SIGTERM stop the server; SIGHUP calls `reload` (a renewed TLS certificate).
void handleSignals(QCoreApplication& app, std::function<void()> reload) {
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        return;
    auto* notifier = new QSocketNotifier(signalPipe[1], QSocketNotifier::Read, &app);
    QObject::connect(notifier, &QSocketNotifier::activated, &app, [&app, reload] {
        char byte = 0;
        [[maybe_unused]] const auto got = ::read(signalPipe[1], &byte, 1);
        if (byte == 'h') {
            reload();
            return;
        }
        qCInfo(lcServer) << "stopping";
        app.quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGHUP, &action, nullptr);
}

} // namespace
#endif

int main(int argc, char* argv[]) {
    // Qt's own event loop rather than GLib's: GLib's looks a socket up in a list each time its
    // notifier is switched (every write), which with thousands of connections took most of the
    // server's time.
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("paiju-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Paiju table server"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"port", QStringLiteral("TCP port (default 7781)"), "PORT", "7781"});
    parser.addOption({"bind", QStringLiteral("address to listen on (default: all)"), "ADDR"});
    parser.addOption(
        {"data-dir", QStringLiteral("journal the tables in DIR and restore them from it"), "DIR"});
    parser.addOption({"database",
                      QStringLiteral("keep accounts, ratings and finished matches in this "
                                     "database: postgresql://USER@HOST:PORT/NAME, or sqlite:FILE "
                                     "(default: sqlite in --data-dir, else in memory)"),
                      "URL"});
    parser.addOption({"process-name",
                      QStringLiteral("share the lobby with the other processes on the same "
                                     "PostgreSQL --database under this name (letters, digits, "
                                     "'_'; unique among them); its tables' ids begin with it"),
                      "NAME"});
    parser.addOption({"public-address",
                      QStringLiteral("with --process-name: the HOST:PORT clients of the other "
                                     "processes are sent to for this one's tables (default: "
                                     "this machine's name and --port)"),
                      "HOST:PORT"});
    parser.addOption({"stale-seconds",
                      QStringLiteral("with --process-name: stop listing the tables of a process "
                                     "silent this long (default 10)"),
                      "S", "10"});
    parser.addOption({"tls-cert",
                      QStringLiteral("serve TLS with this PEM certificate chain (read again on "
                                     "SIGHUP)"),
                      "F"});
    parser.addOption({"tls-key", QStringLiteral("the PEM private key of --tls-cert"), "F"});
    // The limits' defaults are ServerLimits' own, said once.
    const paiju::server::ServerLimits defaults;
    const auto limit = [&](const char* name, const QString& text, const char* unit, int value) {
        parser.addOption(
            {QLatin1String(name), text.arg(value), QLatin1String(unit), QString::number(value)});
    };
    limit("max-tables", QStringLiteral("tables held at once (default %1)"), "N",
          defaults.maxTables);
    limit("max-connections", QStringLiteral("connections held at once (default %1)"), "N",
          defaults.maxConnections);
    limit("idle-seconds", QStringLiteral("close a connection silent this long (default %1)"), "S",
          defaults.idleSeconds);
    limit("rate", QStringLiteral("messages a second one connection may send (default %1)"), "N",
          defaults.messagesPerSecond);
    limit("abandon-seconds",
          QStringLiteral("close a table nobody is connected to, or a finished one, after this "
                         "long (default %1)"),
          "S", defaults.abandonSeconds);
    parser.addOption({"bot-delay",
                      QStringLiteral("how long a bot takes over each move, so that people can "
                                     "follow the play (default 600; 0: at once)"),
                      "MS", "600"});
    limit("frame-seconds",
          QStringLiteral("a frame begun must arrive whole within this time (default %1)"), "S",
          defaults.frameSeconds);
    parser.addOption({"token-days",
                      QStringLiteral("refuse login tokens (\"stay logged in\") older than this "
                                     "many days (default 0: they last until logged out)"),
                      "N", "0"});
    parser.addOption({"ban-name",
                      QStringLiteral("ban an account name (as names compare: case and width "
                                     "aside) in the database, then exit"),
                      "NAME"});
    parser.addOption({"ban-address",
                      QStringLiteral("ban an IP address or subnet (ADDR/BITS) in the database, "
                                     "then exit"),
                      "ADDR"});
    parser.addOption({"unban-name", QStringLiteral("lift a name's ban, then exit"), "NAME"});
    parser.addOption({"unban-address", QStringLiteral("lift an address's ban, then exit"), "ADDR"});
    parser.process(app);

    paiju::server::ServerLimits limits;
    limits.maxTables = parser.value("max-tables").toInt();
    limits.maxConnections = parser.value("max-connections").toInt();
    limits.idleSeconds = parser.value("idle-seconds").toInt();
    limits.setRate(parser.value("rate").toInt());
    limits.abandonSeconds = parser.value("abandon-seconds").toInt();
    limits.frameSeconds = parser.value("frame-seconds").toInt();
    if (limits.maxTables < 1 || limits.maxConnections < 1 || limits.idleSeconds < 1 ||
        limits.messagesPerSecond < 1 || limits.abandonSeconds < 1 || limits.frameSeconds < 1) {
        QTextStream(stderr) << "paiju-server: the limits must be positive numbers\n";
        return 2;
    }
    bool delayRead = false;
    limits.botDelayMs = parser.value("bot-delay").toInt(&delayRead);
    if (!delayRead || limits.botDelayMs < 0 || limits.botDelayMs > 10000) {
        QTextStream(stderr) << "paiju-server: --bot-delay takes milliseconds from 0 to 10000\n";
        return 2;
    }
    // Several processes on one database (docs/hosting.md), checked before anything starts.
    if (parser.isSet("process-name")) {
        static const QRegularExpression processName(QStringLiteral("^[A-Za-z0-9_]{1,32}$"));
        QString host;
        quint16 publicPort = 0;
        if (!processName.match(parser.value("process-name")).hasMatch() ||
            (parser.isSet("public-address") &&
             !paiju::server::LobbyDirectory::splitAddress(parser.value("public-address"), &host,
                                                          &publicPort)) ||
            parser.value("stale-seconds").toInt() < 1) {
            QTextStream(stderr) << "paiju-server: --process-name takes 1 to 32 letters, digits "
                                   "or '_', --public-address HOST:PORT and --stale-seconds a "
                                   "positive number\n";
            return 2;
        }
        if (!parser.value("database").startsWith(QLatin1String("postgres"))) {
            QTextStream(stderr) << "paiju-server: --process-name needs a postgresql:// "
                                   "--database that the processes share\n";
            return 2;
        }
    }
    QString storeError;
    auto store = paiju::server::store::Store::open(parser.value("database"),
                                                   parser.value("data-dir"), &storeError);
    // A database asked for must open; the one in memory is a convenience, and without it the
    // server still serves guests.
    const bool kept = parser.isSet("database") || parser.isSet("data-dir");
    if (!store && kept) {
        QTextStream(stderr) << "paiju-server: " << storeError << "\n";
        return 1;
    }
    if (store)
        qCInfo(lcServer).noquote() << QStringLiteral("database: %1, schema version %2 (%3 "
                                                     "migrations applied now)")
                                          .arg(store->description())
                                          .arg(store->schemaVersion())
                                          .arg(store->migrationsApplied());
    else
        qCWarning(lcServer).noquote() << "no accounts, guests only:" << storeError;
    // The operator's bans act on the database, which a running server reads at every hello and
    // login, and the command ends.
    using paiju::server::accounts::Accounts;
    using paiju::server::accounts::BanKind;
    const struct {
        const char* option;
        BanKind kind;
        bool banned;
    } banOptions[] = {{"ban-name", BanKind::Name, true},
                      {"ban-address", BanKind::Address, true},
                      {"unban-name", BanKind::Name, false},
                      {"unban-address", BanKind::Address, false}};
    bool banning = false;
    for (const auto& ban : banOptions)
        for (const QString& value : parser.values(ban.option)) {
            banning = true;
            if (!kept || !store) {
                QTextStream(stderr) << "paiju-server: --" << ban.option
                                    << " needs the server's --data-dir or --database\n";
                return 2;
            }
            QString error;
            if (!Accounts::ban(*store, ban.kind, value, ban.banned, &error)) {
                QTextStream(stderr)
                    << "paiju-server: --" << ban.option << " " << value << ": " << error << "\n";
                return 1;
            }
            QTextStream(stdout) << (ban.banned ? "banned " : "unbanned ")
                                << (ban.kind == BanKind::Name ? "name " : "address ") << value
                                << "\n";
        }
    if (banning)
        return 0;
    paiju::server::accounts::AccountLimits accountLimits;
    accountLimits.tokenDays = parser.value("token-days").toInt();
    if (accountLimits.tokenDays < 0) {
        QTextStream(stderr) << "paiju-server: --token-days must not be negative\n";
        return 2;
    }
    paiju::server::TableServer server(limits);
    if (store)
        server.setStore(std::move(store), accountLimits);
    if (parser.isSet("tls-cert") != parser.isSet("tls-key")) {
        QTextStream(stderr) << "paiju-server: --tls-cert and --tls-key go together\n";
        return 2;
    }
    if (parser.isSet("tls-cert")) {
        QString error;
        if (!server.useTls(parser.value("tls-cert"), parser.value("tls-key"), &error)) {
            QTextStream(stderr) << "paiju-server: " << error << "\n";
            return 1;
        }
    }
    if (parser.isSet("data-dir")) {
        QStringList problems;
        server.setDataDir(parser.value("data-dir"), &problems);
        qCInfo(lcServer) << "restored" << server.tableCount() << "tables from"
                         << parser.value("data-dir");
    }
    const QHostAddress address =
        parser.isSet("bind") ? QHostAddress(parser.value("bind")) : QHostAddress(QHostAddress::Any);
    if (!server.listen(address, quint16(parser.value("port").toUInt()))) {
        QTextStream(stderr) << "paiju-server: cannot listen on port " << parser.value("port")
                            << ": " << server.errorString() << "\n";
        return 1;
    }
    if (parser.isSet("process-name")) {
        // Listed once it listens: the port is known (--port 0 picks one).
        paiju::server::LobbyDirectory::Settings shared;
        shared.process = parser.value("process-name");
        shared.address =
            parser.isSet("public-address")
                ? parser.value("public-address")
                : QStringLiteral("%1:%2").arg(QSysInfo::machineHostName()).arg(server.port());
        shared.staleSeconds = parser.value("stale-seconds").toInt();
        shared.heartbeatMs = std::clamp(shared.staleSeconds * 1000 / 5, 200, 2000);
        QString host;
        quint16 publicPort = 0;
        if (!paiju::server::LobbyDirectory::splitAddress(shared.address, &host, &publicPort)) {
            QTextStream(stderr) << "paiju-server: " << shared.address
                                << " is no HOST:PORT: give --public-address\n";
            return 2;
        }
        QString error;
        auto directory =
            paiju::server::LobbyDirectory::open(parser.value("database"), shared, &error);
        if (!directory || !server.core().setDirectory(std::move(directory), &error)) {
            QTextStream(stderr) << "paiju-server: the lobby directory: " << error << "\n";
            return 1;
        }
        qCInfo(lcServer).noquote() << QStringLiteral("process %1 at %2 shares the lobby")
                                          .arg(shared.process, shared.address);
    }
#ifdef Q_OS_UNIX
    handleSignals(app, [&server, &parser] {
        if (!parser.isSet("tls-cert"))
            return;
        QString error;
        // A certificate that cannot be read leaves the one in use: the server goes on.
        if (server.useTls(parser.value("tls-cert"), parser.value("tls-key"), &error))
            qCInfo(lcServer) << "reloaded the TLS certificate";
        else
            qCWarning(lcServer) << "the TLS certificate was not reloaded:" << error;
    });
#endif
    qCInfo(lcServer) << "paiju-server" << PAIJU_VERSION << "listening on port" << server.port();
    return QCoreApplication::exec();
}
