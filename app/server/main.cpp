#include "table_server.h"
#include "version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTextStream>

Q_LOGGING_CATEGORY(lcServer, "paiju.server")

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("paiju-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Paiju table server"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"port", QStringLiteral("TCP port (default 7781)"), "PORT", "7781"});
    parser.addOption({"bind", QStringLiteral("address to listen on (default: all)"), "ADDR"});
    parser.process(app);

    paiju::server::TableServer server;
    const QHostAddress address =
        parser.isSet("bind") ? QHostAddress(parser.value("bind")) : QHostAddress(QHostAddress::Any);
    if (!server.listen(address, quint16(parser.value("port").toUInt()))) {
        QTextStream(stderr) << "paiju-server: cannot listen on port " << parser.value("port")
                            << "\n";
        return 1;
    }
    qCInfo(lcServer) << "paiju-server" << PAIJU_VERSION << "listening on port" << server.port();
    return QCoreApplication::exec();
}
