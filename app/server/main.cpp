#include "io/registry.h"
#include "version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

// The network server is built on the table session; until it exists this executable checks its
// arguments and says plainly that it cannot host tables yet, rather than pretending to listen.
int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("paiju-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Paiju table server"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"port", QStringLiteral("TCP port (default 7781)"), "PORT", "7781"});
    parser.process(app);
    QTextStream(stderr) << "paiju-server " << PAIJU_VERSION
                        << ": online tables are not available in this version\n";
    return 1;
}
