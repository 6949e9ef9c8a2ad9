#include "language.h"
#include "main_window.h"
#include "new_table.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QRandomGenerator>
#include <QTextStream>
#include <QTimer>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Paiju"));
    QApplication::setOrganizationName(QStringLiteral("Paiju"));
    QApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/paiju.svg")));
    // Lets Wayland desktops match the windows with the installed desktop entry and its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.paiju.Paiju"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Paiju (牌局): traditional card games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"screenshot",
                      QStringLiteral("save a picture of the window to FILE once shown, then quit"),
                      "FILE"});
    parser.addOption({"exit-when-shown",
                      QStringLiteral("quit as soon as the window is on screen (start-up timing)")});
    parser.addOption({"new-game", QStringLiteral("start straight into a table of GAME"), "GAME"});
    parser.addOption({"seats",
                      QStringLiteral("who sits where, e.g. human,bot,bot,bot (one human for now)"),
                      "LIST"});
    parser.addOption({"seed", QStringLiteral("seed of the deal (default: random)"), "S"});
    parser.addOption({"open", QStringLiteral("resume a saved game or replay FILE"), "FILE"});
    parser.addOption(
        {"bot-delay", QStringLiteral("milliseconds a bot waits (default 600)"), "MS", "600"});
    parser.addOption({"lang",
                      QStringLiteral("language of the window: en, zh_CN or zh_TW (default: the "
                                     "system's)"),
                      "LANG"});
    parser.process(app);

    // --lang for this run only; otherwise the player's choice from Settings, or the system's.
    paiju::gui::applyLanguage(parser.isSet("lang") ? parser.value("lang")
                                                   : paiju::gui::savedLanguage());

    std::unique_ptr<QWidget> table;
    if (parser.isSet("open")) {
        QString error;
        table = paiju::gui::openSavedFile(parser.value("open"), parser.value("bot-delay").toInt(),
                                          &error);
        if (!table) {
            QTextStream(stderr) << "paiju: " << parser.value("open") << ": " << error << "\n";
            return 1;
        }
    } else if (parser.isSet("new-game")) {
        QString error;
        table =
            paiju::gui::openTable(parser.value("new-game"), parser.value("seats"),
                                  parser.isSet("seed") ? parser.value("seed").toULongLong()
                                                       : QRandomGenerator::global()->generate64(),
                                  parser.value("bot-delay").toInt(), &error);
        if (!table) {
            QTextStream(stderr) << "paiju: " << error << "\n";
            return 1;
        }
    }
    paiju::gui::MainWindow window;
    QWidget* shown = table ? table.get() : &window;
    shown->resize(1280, 800);
    shown->show();
    if (parser.isSet("screenshot"))
        paiju::gui::saveScreenshotAndQuit(shown, parser.value("screenshot"));
    if (parser.isSet("exit-when-shown")) // the first event after the window's first paint
        QTimer::singleShot(0, &app, [] { QApplication::exit(0); });
    return QApplication::exec();
}
