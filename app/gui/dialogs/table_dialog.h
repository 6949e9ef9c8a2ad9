#pragma once

#include <QDialog>
#include <QString>
#include <map>
#include <string>

class QComboBox;
class QFormLayout;
class QSpinBox;
class QVBoxLayout;

namespace paiju {
struct GameInfo;
struct OptionSpec;
} // namespace paiju

namespace paiju::gui {

// A field for one of a game's table options (a spin box, a check box or a list), showing
// `value`, and the value it holds as the option's text.
QWidget* optionField(const OptionSpec& spec, const QString& value, const QString& game);
std::string optionValue(const QWidget* field);

// What every dialog that makes a table has: on top the game (those the app has a module for, by
// id; for a server's table only those the engine lists for every table) and
// the number of players, then boxes of rows, among them the game's table options from the
// registry, and OK and Cancel at the bottom. The choices are remembered (QSettings) under
// `group`: the game as group/game, and per game its seats and options as
// group/<game>/seats and group/<game>/option/<key>; they are offered again next time.
class TableDialog : public QDialog {
    Q_OBJECT
protected:
    TableDialog(const QString& group, QWidget* parent, bool serverTable = false);

    // A box of rows below the ones added before it; its form.
    QFormLayout* addBox(const QString& title);
    void addOptionsBox(); // the game's table options, as a box
    // Adds OK and Cancel and shows `game` (empty: the one chosen last, else the first).
    void finish(const QString& game);
    // Called when a game is shown, after its options and number of players.
    virtual void gameShown(const GameInfo&) {}

    QString game() const;
    int seats() const;
    std::map<std::string, std::string> options() const; // each option's value as text
    void remember() const;                              // the game, its seats and options

    QSpinBox* seats_ = nullptr;

private:
    void showGame(const QString& id);

    QString group_;
    QVBoxLayout* layout_ = nullptr;
    QComboBox* game_ = nullptr;
    QFormLayout* optionsForm_ = nullptr;
    std::map<std::string, QWidget*> options_; // by option key
};

} // namespace paiju::gui
