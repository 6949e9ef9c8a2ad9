#include "main_window.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Paiju"));
    QApplication::setOrganizationName(QStringLiteral("Paiju"));
    QApplication::setApplicationVersion(QStringLiteral(PAIJU_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Paiju (牌局): traditional card games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"screenshot",
                      QStringLiteral("save a picture of the window to FILE once shown, then quit"),
                      "FILE"});
    parser.process(app);

    paiju::gui::MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (parser.isSet("screenshot"))
        window.saveScreenshotAndQuit(parser.value("screenshot"));
    return QApplication::exec();
}
