#include "dialogs/rules.h"

#include "cards/card_faces.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "text/language.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <map>
#include <memory>

namespace paiju::gui {

namespace {

// A rules page whose <img src="card:deck/token"> are the deck's faces.
class RulesBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    QVariant loadResource(int type, const QUrl& name) override {
        if (type == QTextDocument::ImageResource && name.scheme() == QLatin1String("card")) {
            // Drawn at the screen's resolution and shown at its own size: never scaled blurry.
            const QString deck = name.path().section(QLatin1Char('/'), 0, 0);
            const int height = gameModule(deck).rulesCardHeight();
            const QImage image = rulesCardImage(name, height, devicePixelRatioF());
            if (!image.isNull())
                return image;
        }
        return QTextBrowser::loadResource(type, name);
    }
};

} // namespace

QImage rulesCardImage(const QUrl& url, int height, qreal dpr) {
    if (url.scheme() != QLatin1String("card"))
        return {};
    const QStringList parts = url.path().split(QLatin1Char('/'));
    if (parts.size() != 2)
        return {};
    static std::map<QString, std::unique_ptr<cards::CardFaces>> decks;
    auto& faces = decks[parts[0]];
    if (!faces)
        faces = std::make_unique<cards::CardFaces>(parts[0]);
    if (!faces->hasFace(parts[1]))
        return {};
    return faces->face(parts[1], height, dpr);
}

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
    auto* text = new RulesBrowser(dialog);
    text->setHtml(rulesHtml(game, rulesLanguage()));
    layout->addWidget(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    fitToScreen(dialog, QStringLiteral("rules"), QSize(640, 720));
    dialog->show();
}

} // namespace paiju::gui
