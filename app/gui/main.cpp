#include "dialogs/appearance.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "main_window.h"
#include "settings/app_settings.h"
#include "table/coach_screenshots.h"
#include "table/open_table.h"
#include "table/table_window.h"
#include "text/language.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

using namespace paiju;

namespace {

// The options, the same whether they are read by the window's application or only printed.
void addOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription(QStringLiteral("Paiju (牌局): traditional card games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"screenshot",
                      QStringLiteral("save a picture of the window to FILE once shown, then quit"),
                      "FILE"});
    parser.addOption(
        {"size",
         QStringLiteral("size of the window, e.g. 1920x1080 (default: as last "
                        "time, within the screen; 1280x800 at first and for --screenshot)"),
         "WxH"});
    parser.addOption({"after",
                      QStringLiteral("with --new-game: bots play the first N actions for every "
                                     "seat, the person's too, then the table is shown from the "
                                     "person's seat (a hand in play, for --screenshot)"),
                      "N"});
    parser.addOption({"coach",
                      QStringLiteral("show the coach on the table opened: 'hint' (the person's "
                                     "hint), 'review' (the person's last hand reviewed) or "
                                     "'analyse' (a finished game's analysis for the seat shown); "
                                     "with --screenshot, the picture is taken once it answers"),
                      "WHAT"});
    parser.addOption({"exit-when-shown",
                      QStringLiteral("quit as soon as the window is on screen (start-up timing)")});
    QStringList games;
    for (const gui::GameModule* module : gui::gameModules())
        games << module->id();
    parser.addOption({"new-game",
                      QStringLiteral("start straight into a table of GAME (%1)")
                          .arg(games.join(QStringLiteral(", "))),
                      "GAME"});
    parser.addOption({"seats",
                      QStringLiteral("who sits where, e.g. human,bot,hard,easy: 'human' for each "
                                     "person at this screen (several take turns), a bot for the "
                                     "others: 'easy', 'bot' (normal) or 'hard'; all bots to "
                                     "watch them play (default: one person in seat 1, normal "
                                     "bots elsewhere)"),
                      "LIST"});
    parser.addOption({"seed", QStringLiteral("seed of the deal (default: random)"), "S"});
    parser.addOption({"open", QStringLiteral("resume a saved game or replay FILE"), "FILE"});
    parser.addOption(
        {"bot-delay", QStringLiteral("milliseconds a bot waits (default 600)"), "MS", "600"});
    parser.addPositionalArgument(
        "invite",
        QStringLiteral(
            "an invite to an online table (paiju://host:port/table, or host:port/table): "
            "connect, and sit down or watch"),
        "[invite]");
    parser.addOption({"lang",
                      QStringLiteral("language of the window: en, zh_CN or zh_TW (default: the "
                                     "system's)"),
                      "LANG"});
}

// --help and --version print text and quit: they must work where no window can be opened (a
// terminal over ssh, a build machine), and QApplication aborts without a display.
bool onlyPrints(int argc, char* argv[]) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            return false;
        if (arg == "-h" || arg == "--help" || arg == "-?" || arg == "--help-all" || arg == "-v" ||
            arg == "--version")
            return true;
    }
    return false;
}

void setApplicationNames() {
    QCoreApplication::setApplicationName(QStringLiteral("Paiju"));
    QCoreApplication::setOrganizationName(QStringLiteral("Paiju"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
}

} // namespace

int main(int argc, char* argv[]) {
    if (onlyPrints(argc, argv)) {
        QCoreApplication app(argc, argv);
        setApplicationNames();
        QCommandLineParser parser;
        addOptions(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    setApplicationNames();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/paiju.svg")));
    // Lets Wayland desktops match the windows with the installed desktop entry and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.paiju.Paiju"));

    QCommandLineParser parser;
    addOptions(parser);
    parser.process(app);

    // --lang for this run only; otherwise the player's choice from Settings, or the system's.
    gui::applyLanguage(parser.isSet("lang") ? parser.value("lang") : gui::settings::language());
    gui::applyAppearance(gui::currentAppearance()); // the theme and cards from Settings

    std::unique_ptr<gui::TableWindow> table;
    if (parser.isSet("open")) {
        QString error;
        table = gui::openSavedFile(parser.value("open"), parser.value("bot-delay").toInt(), &error);
        if (!table) {
            QTextStream(stderr) << "paiju: " << parser.value("open") << ": " << error << "\n";
            return 1;
        }
    } else if (parser.isSet("new-game")) {
        QString error;
        gui::TableRequest request;
        request.game = parser.value("new-game");
        if (!parser.value("seats").isEmpty())
            request.kinds = parser.value("seats").split(QLatin1Char(','));
        request.seed = parser.isSet("seed") ? parser.value("seed").toULongLong()
                                            : QRandomGenerator::global()->generate64();
        request.botDelayMs = parser.value("bot-delay").toInt();
        request.playAhead = parser.value("after").toInt();
        table = gui::openTable(request, &error);
        if (!table) {
            QTextStream(stderr) << "paiju: " << error << "\n";
            return 1;
        }
    }
    gui::MainWindow window;
    QWidget* shown = table ? static_cast<QWidget*>(table.get()) : &window;
    // A picture is taken at a size of its own, whatever the last run left.
    if (parser.isSet("size") || parser.isSet("screenshot")) {
        const QStringList size = parser.value("size").split(QLatin1Char('x'));
        shown->resize(size.value(0).toInt() > 0 ? size.value(0).toInt() : 1280,
                      size.value(1).toInt() > 0 ? size.value(1).toInt() : 800);
    } else { // as last time, within the screen
        gui::fitToScreen(shown, table ? QStringLiteral("table") : QStringLiteral("main"),
                         QSize(1280, 800));
    }
    shown->show();
    if (!table && !parser.positionalArguments().isEmpty() &&
        !window.openInvite(parser.positionalArguments().first())) {
        QTextStream(stderr) << "paiju: not an invite: " << parser.positionalArguments().first()
                            << "\n";
        return 1;
    }
    if (parser.isSet("coach")) {
        if (!table ||
            !gui::showCoach(table.get(), parser.value("coach"), parser.value("screenshot"))) {
            QTextStream(stderr) << "paiju: --coach " << parser.value("coach")
                                << " does not apply to this window\n";
            return 1;
        }
    } else if (parser.isSet("screenshot")) {
        gui::saveScreenshotAndQuit(shown, parser.value("screenshot"));
    }
    if (parser.isSet("exit-when-shown")) // the first event after the window's first paint
        QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    return QApplication::exec();
}
