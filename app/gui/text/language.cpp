#include "text/language.h"

#include "cards/card_faces.h"
#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>
#include <memory>

namespace paiju::gui {

namespace {

std::unique_ptr<QTranslator>& installed() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

// Qt's own words (OK, Cancel, Close, the file dialog): qtbase's translations, from Qt's own
// folder or, in a deployed app, the translations folder beside the program.
std::unique_ptr<QTranslator>& installedQt() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator> qtTranslator(const QLocale& locale) {
    auto translator = std::make_unique<QTranslator>();
    for (const QString& dir :
         {QLibraryInfo::path(QLibraryInfo::TranslationsPath),
          QCoreApplication::applicationDirPath() + QStringLiteral("/translations"),
          QCoreApplication::applicationDirPath() + QStringLiteral("/../Resources/translations")})
        if (translator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), dir))
            return translator;
    return nullptr;
}

QString& current() {
    static QString code;
    return code;
}

} // namespace

QList<Language> languages() {
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
            {QStringLiteral("zh_TW"), QStringLiteral("繁體中文")}};
}

void applyLanguage(const QString& code) {
    auto& translator = installed();
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
    current() = code;
    // English is the source language; otherwise the closest translation compiled in.
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // Faces printed per script (Hakka's 貫 and 線) follow the language too.
    cards::setFaceLanguage(locale.script() == QLocale::TraditionalChineseScript
                               ? QStringLiteral("zh_TW")
                               : locale.name());
    if (auto& qt = installedQt()) {
        QCoreApplication::removeTranslator(qt.get());
        qt.reset();
    }
    if (locale.language() != QLocale::English)
        if ((installedQt() = qtTranslator(locale)))
            QCoreApplication::installTranslator(installedQt().get());
    auto next = std::make_unique<QTranslator>();
    // A language without a translation of its own reads English, with English plural forms.
    if (next->load(locale, QStringLiteral("paiju"), QStringLiteral("_"),
                   QStringLiteral(":/i18n")) ||
        next->load(QStringLiteral(":/i18n/paiju_en.qm"))) {
        QCoreApplication::installTranslator(next.get());
        translator = std::move(next);
    } else {
        // No translator to install: the change itself must still reach the windows.
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
    }
}

QString appliedLanguage() {
    return current();
}

} // namespace paiju::gui
