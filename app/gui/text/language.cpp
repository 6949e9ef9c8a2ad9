#include "text/language.h"

#include <QCoreApplication>
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

QString savedLanguage() {
    return QSettings().value(QStringLiteral("language")).toString();
}

void saveLanguage(const QString& code) {
    QSettings().setValue(QStringLiteral("language"), code);
}

} // namespace paiju::gui
