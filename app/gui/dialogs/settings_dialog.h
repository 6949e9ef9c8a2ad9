#pragma once

#include "dialogs/appearance.h"
#include "settings/app_settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace paiju::gui {

// Gives a window (a table, the lobby, the start page, a dialog) a size that fits the available
// area of its screen: the size and place it had when it was last closed (QSettings
// "windows/<key>") when that still fits, else `preferred` made to fit and centred. It keeps its
// size and place when it is closed or hidden, for the next run. A dialog over another window is
// given `preferred` within that window and the screen, and no place: Qt centres it.
void fitToScreen(QWidget* window, const QString& key, QSize preferred);

// Settings → Appearance and sound: a preset (standard, colour-blind, dark), the theme, the felt,
// the card size, the colour-blind faces and the sound switch, with a preview of four-color cards.
// OK keeps the choices (QSettings) and applies them to every open table.
class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    // The choices in the dialog now.
    Appearance appearance() const;
    void setAppearance(const Appearance& appearance);
    // Picks a preset: fills every field but the sound switch.
    void choosePreset(Preset preset);

    // The countdown chosen for declining by itself, in milliseconds (0: wait for me).
    int autoDeclineMs() const;

    // Opens the dialog and keeps what is chosen with OK.
    static void edit(QWidget* parent);

private:
    // Shows which preset the fields make, and the preview.
    void fieldsChanged();

    QComboBox* preset_;
    QComboBox* theme_;
    QComboBox* felt_;
    QComboBox* size_;
    QCheckBox* colourBlind_;
    QCheckBox* sound_;
    QComboBox* decline_;
    QLabel* preview_;
    bool filling_ = false;
};

} // namespace paiju::gui
