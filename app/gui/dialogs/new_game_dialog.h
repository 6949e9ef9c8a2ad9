#pragma once

#include "dialogs/new_table.h"
#include "dialogs/table_dialog.h"

#include <QList>

class QComboBox;
class QFormLayout;
class QLineEdit;

namespace paiju::gui {

// New local game: the game, how many seats, who sits in each (a person with a name, or a bot) and
// the game's table options, all taken from the engine's registry. The last choices for each game
// are remembered (QSettings) and offered again.
class NewGameDialog : public TableDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const QString& game = {}, QWidget* parent = nullptr);

    TableRequest request() const;
    void accept() override; // remembers the choices

private:
    void gameShown(const GameInfo&) override;
    void showSeats(int count);

    QFormLayout* seatsForm_ = nullptr;
    QList<QComboBox*> kinds_;
    QList<QLineEdit*> names_;
};

} // namespace paiju::gui
