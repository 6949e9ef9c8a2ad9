#include "dialogs/appearance.h"

#include "cards/card_faces.h"
#include "settings/app_settings.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

namespace paiju::gui {

namespace {

const QColor baize(0x2f, 0x6b, 0x4a);

QString themeKey(Theme theme) {
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

QString sizeKey(CardSize size) {
    switch (size) {
    case CardSize::Small:
        return QStringLiteral("small");
    case CardSize::Large:
        return QStringLiteral("large");
    case CardSize::Normal:
        break;
    }
    return QStringLiteral("normal");
}

Appearance load() {
    const settings::StoredAppearance stored = settings::appearance();
    Appearance a;
    const QString& theme = stored.theme;
    for (Theme t : {Theme::System, Theme::Light, Theme::Dark})
        if (theme == themeKey(t))
            a.theme = t;
    const QColor felt(stored.felt);
    if (felt.isValid() && felt != baize)
        a.felt = felt;
    const QString& size = stored.cardSize;
    for (CardSize s : {CardSize::Small, CardSize::Normal, CardSize::Large})
        if (size == sizeKey(s))
            a.cardSize = s;
    a.colourBlind = stored.colourBlind;
    a.sound = stored.sound;
    return a;
}

Appearance& current() {
    static Appearance appearance = [] {
        Appearance a = load();
        cards::setColourBlindFaces(a.colourBlind);
        return a;
    }();
    return appearance;
}

// The desktop's own style and palette, kept before the first theme is applied.
struct SystemLook {
    QString style;
    QPalette palette;
    bool kept = false;
};

SystemLook& systemLook() {
    static SystemLook look;
    if (!look.kept && qApp) {
        look.style = QApplication::style()->name();
        look.palette = QApplication::palette();
        look.kept = true;
    }
    return look;
}

bool systemIsDark() {
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
    if (scheme != Qt::ColorScheme::Unknown)
        return scheme == Qt::ColorScheme::Dark;
#endif
    const QPalette palette = systemLook().kept ? systemLook().palette : QGuiApplication::palette();
    return palette.color(QPalette::Window).lightness() < 128;
}

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30), base(0x1e, 0x1f, 0x22), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6e, 0x6e));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3f, 0x42, 0x46));
    p.setColor(QPalette::Mid, QColor(0x33, 0x35, 0x38));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7a, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb4, 0x9a, 0xff));
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

void applyTheme(Theme theme) {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    const SystemLook& look = systemLook();
    if (theme == Theme::System) {
        if (QApplication::style()->name() != look.style)
            if (QStyle* style = QStyleFactory::create(look.style))
                QApplication::setStyle(style);
        QApplication::setPalette(look.palette);
        return;
    }
    // Fusion draws every widget from the palette, so both themes look whole on every desktop.
    if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion")))
            QApplication::setStyle(fusion);
    QApplication::setPalette(theme == Theme::Dark ? darkPalette()
                                                  : QApplication::style()->standardPalette());
}

} // namespace

Appearance presetAppearance(Preset preset) {
    Appearance a;
    switch (preset) {
    case Preset::ColourBlind:
        // A shape on every coloured card, larger cards, and a blue cloth that neither the red
        // nor the green cards blend into.
        a.colourBlind = true;
        a.cardSize = CardSize::Large;
        a.felt = feltChoices().at(1);
        break;
    case Preset::Dark:
        a.theme = Theme::Dark;
        break;
    case Preset::Standard:
    case Preset::Custom:
        break;
    }
    return a;
}

Preset presetOf(const Appearance& appearance) {
    Appearance look = appearance;
    look.sound = false; // sound is its own switch, in every preset
    for (Preset p : {Preset::Standard, Preset::ColourBlind, Preset::Dark})
        if (presetAppearance(p) == look)
            return p;
    return Preset::Custom;
}

QList<QColor> feltChoices() {
    return {baize, QColor(0x2b, 0x4a, 0x6f), QColor(0x6b, 0x2f, 0x3a), QColor(0x4a, 0x4f, 0x55),
            QColor(0x5a, 0x46, 0x32)};
}

double cardScale(CardSize size) {
    switch (size) {
    case CardSize::Small:
        return 0.8;
    case CardSize::Large:
        return 1.25;
    case CardSize::Normal:
        break;
    }
    return 1.0;
}

const Appearance& currentAppearance() {
    return current();
}

void saveAppearance(const Appearance& a) {
    settings::setAppearance({.theme = themeKey(a.theme),
                             .felt = a.felt.isValid() ? a.felt.name() : QString(),
                             .cardSize = sizeKey(a.cardSize),
                             .colourBlind = a.colourBlind,
                             .sound = a.sound});
    applyAppearance(a);
}

void applyAppearance(const Appearance& a) {
    systemLook(); // before any theme changes the palette
    current() = a;
    cards::setColourBlindFaces(a.colourBlind);
    applyTheme(a.theme);
    emit AppearanceSignals::instance()->changed();
}

bool darkTheme() {
    const Theme theme = current().theme;
    return theme == Theme::Dark || (theme == Theme::System && systemIsDark());
}

QColor feltColour() {
    const QColor felt = current().felt.isValid() ? current().felt : baize;
    return darkTheme() ? felt.darker(160) : felt;
}

AppearanceSignals* AppearanceSignals::instance() {
    static auto* hub = [] {
        auto* s = new AppearanceSignals;
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
        if (qApp)
            QObject::connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, s,
                             &AppearanceSignals::changed);
#endif
        return s;
    }();
    return hub;
}

} // namespace paiju::gui
