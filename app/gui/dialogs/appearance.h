#pragma once

#include <QColor>
#include <QObject>

namespace paiju::gui {

// How the app looks and sounds, kept with QSettings ("appearance/…", "sound/on") and chosen in
// the Settings dialog. The tables read it when they are made and again on every change.
enum class Theme { System, Light, Dark };
enum class CardSize { Small, Normal, Large };

struct Appearance {
    Theme theme = Theme::System; // System follows the desktop's light or dark colour scheme
    QColor felt;                 // the table's cloth; invalid: the default green baize
    CardSize cardSize = CardSize::Normal;
    bool colourBlind = false; // four-color cards carry a shape per colour besides the colour
    bool sound = false;       // short effects for cards played, claims, your turn, bombs, wins

    bool operator==(const Appearance& other) const = default;
};

// Sets of choices offered together; Custom is any other combination.
enum class Preset { Standard, ColourBlind, Dark, Custom };
Appearance presetAppearance(Preset preset);
Preset presetOf(const Appearance& appearance);

// The felts offered in Settings, the default first.
QList<QColor> feltChoices();
// Card size as a factor of the normal size.
double cardScale(CardSize size);

// The choices in force (read from QSettings on first use).
const Appearance& currentAppearance();
// Keeps `appearance` in QSettings and applies it.
void saveAppearance(const Appearance& appearance);
// Applies `appearance` without keeping it: the theme's palette, the card faces, then `changed`.
void applyAppearance(const Appearance& appearance);

// Whether the app is dark now: the Dark theme, or System on a desktop in a dark colour scheme
// (QStyleHints::colorScheme from Qt 6.5; before it the lightness of the desktop's palette).
bool darkTheme();
// The table's cloth as drawn now: the chosen felt, deeper in the dark theme.
QColor feltColour();

// Tells the tables that the appearance changed (a single object, for connections).
class AppearanceSignals : public QObject {
    Q_OBJECT
public:
    static AppearanceSignals* instance();
signals:
    void changed();
};

} // namespace paiju::gui
