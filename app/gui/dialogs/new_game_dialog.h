#pragma once

#include "dialogs/new_table.h"

#include <QDialog>
#include <QList>
#include <map>
#include <string>

class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;
class QWidget;

namespace paiju {
struct GameInfo;
struct OptionSpec;
} // namespace paiju

namespace paiju::gui {

// A field for one of a game's table options (a spin box, a check box or a list), showing
// `value`, and the value it holds as the option's text; shared by the dialogs that make tables.
QWidget* optionField(const OptionSpec& spec, const QString& value, const QString& game);
std::string optionValue(const QWidget* field);
// Replaces the rows of `form` with a field for each of the game's table options, each showing
// the value saved under `savedPrefix` + its key (or its default), and returns them by key.
std::map<std::string, QWidget*> showOptionFields(QFormLayout* form, const GameInfo& game,
                                                 const QString& savedPrefix);
// The top of a dialog that makes a table: a list of the games the app offers (by id) and the
// number of players, added to `form`.
void addGameAndSeats(QWidget* parent, QFormLayout* form, QComboBox** game, QSpinBox** seats);

// New local game: the game, how many seats, who sits in each (a person with a name, or a bot) and
// the game's table options, all taken from the engine's registry. The last choices for each game
// are remembered (QSettings) and offered again.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(const QString& game = {}, QWidget* parent = nullptr);

    TableRequest request() const;
    void accept() override; // remembers the choices

private:
    void showGame(const QString& id);
    void showSeats(int count);

    QComboBox* game_ = nullptr;
    QSpinBox* seatCount_ = nullptr;
    QWidget* seatsBox_ = nullptr;
    QFormLayout* seatsForm_ = nullptr;
    QWidget* optionsBox_ = nullptr;
    QFormLayout* optionsForm_ = nullptr;
    QList<QComboBox*> kinds_;
    QList<QLineEdit*> names_;
    std::map<std::string, QWidget*> options_; // by option key
};

} // namespace paiju::gui
