#pragma once

#include <QList>
#include <QString>

namespace paiju::gui {

// The languages of the window: English (the source) and the translations compiled in.
struct Language {
    QString code; // "en", "zh_CN", "zh_TW"; empty: the system's
    QString name; // as its readers write it
};
QList<Language> languages();

// Switches every window to `code` (empty: the system's language) at once: Qt sends each widget a
// LanguageChange event, and the windows retranslate without closing anything.
void applyLanguage(const QString& code);
QString appliedLanguage();

} // namespace paiju::gui
