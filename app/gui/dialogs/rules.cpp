#include "dialogs/rules.h"

#include "text/language.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace paiju::gui {

QString rulesLanguage() {
    const QString chosen = appliedLanguage();
    const QLocale locale = chosen.isEmpty() ? QLocale::system() : QLocale(chosen);
    if (locale.language() != QLocale::Chinese)
        return QStringLiteral("en");
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                             locale.territory() == QLocale::Taiwan ||
                             locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Macau;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

QString rulesHtml(const QString& game, const QString& language) {
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/rules/%1.%2.html").arg(game, lang));
        if (file.open(QIODevice::ReadOnly))
            return QString::fromUtf8(file.readAll());
    }
    return {};
}

void showRules(const QString& game, QWidget* parent) {
    auto* dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("rules-") + game);
    dialog->setWindowTitle(QCoreApplication::translate("paiju::gui::Rules", "Rules"));
    auto* layout = new QVBoxLayout(dialog);
    auto* text = new QTextBrowser(dialog);
    text->setHtml(rulesHtml(game, rulesLanguage()));
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 720);
    dialog->show();
}

} // namespace paiju::gui
