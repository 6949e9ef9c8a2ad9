#include "cli/commands.h"
#include "version.h"

#include <QCoreApplication>
#include <QTextStream>
#include <cstdio>

namespace {

constexpr const char* usage = R"(Usage: paiju-cli <command> [options]

Commands:
  simulate   play whole matches with bots and print a summary line per match
  arena      measure bots against each other, seats rotated, with confidence intervals
  replay     apply a replay or saved game and print where it stands, as JSON
  legal      print one seat's legal actions in a replay or saved game
  analyse    the coach's estimates at each decision of one seat in a replay, as JSON
  render-deck  draw every card face of a deck on one PNG sheet

Run 'paiju-cli <command> --help' for the options of a command.
Options: --help, --version
)";

} // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("paiju-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);

    QStringList args = QCoreApplication::arguments();
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h")) {
        (args.size() < 2 ? err : out) << usage;
        return args.size() < 2 ? 1 : 0;
    }
    if (args[1] == QLatin1String("--version") || args[1] == QLatin1String("-v")) {
        out << "paiju-cli " << PAIJU_VERSION << "\n";
        return 0;
    }
    const QString command = args.takeAt(1);
    args[0] = args[0] + QLatin1Char(' ') + command;
    if (command == QLatin1String("simulate"))
        return paiju::cli::simulate(args, out, err);
    if (command == QLatin1String("arena"))
        return paiju::cli::arena(args, out, err);
    if (command == QLatin1String("replay"))
        return paiju::cli::replay(args, out, err);
    if (command == QLatin1String("legal"))
        return paiju::cli::legal(args, out, err);
    if (command == QLatin1String("analyse"))
        return paiju::cli::analyse(args, out, err);
    if (command == QLatin1String("render-deck"))
        return paiju::cli::renderDeck(args, out, err);
    err << "paiju-cli: unknown command '" << command << "'\n\n" << usage;
    return 1;
}
