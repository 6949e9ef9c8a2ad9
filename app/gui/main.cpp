#include "main_window.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTranslator>

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
    parser.addOption({"lang",
                      QStringLiteral("language of the window: en, zh_CN or zh_TW (default: the "
                                     "system's)"),
                      "LANG"});
    parser.process(app);

    // English is the source language; otherwise the closest translation compiled in.
    QTranslator translator;
    const QLocale locale = parser.isSet("lang") ? QLocale(parser.value("lang")) : QLocale::system();
    if (translator.load(locale, QStringLiteral("paiju"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    paiju::gui::MainWindow window;
    window.resize(1280, 800);
    window.show();
    if (parser.isSet("screenshot"))
        window.saveScreenshotAndQuit(parser.value("screenshot"));
    return QApplication::exec();
}
