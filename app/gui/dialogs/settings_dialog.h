#pragma once

#include "dialogs/appearance.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace paiju::gui {

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
    QLabel* preview_;
    bool filling_ = false;
};

} // namespace paiju::gui
