#pragma once

#include "dialogs/table_dialog.h"

#include <QJsonObject>

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace paiju::gui {

// What a `create` message asks of the server (docs/protocol.md).
struct OnlineTableRequest {
    QString game;
    int seats = 0;
    QJsonObject options;  // the game's table options, as text
    int turnSeconds = 60; // a player's time to act, then a bot plays the turn; 0: no limit
    int windowMs = 1500;  // how long a claim window stays open
    QString password;     // empty: anyone may sit down
    bool spectators = true;
};

// Create table: the game, how many seats, the game's table options from the registry (as in New
// local game), the turn and claim timers, a password and whether spectators may watch. The last
// choices are remembered (QSettings) and offered again.
class CreateTableDialog : public TableDialog {
    Q_OBJECT
public:
    explicit CreateTableDialog(QWidget* parent = nullptr);

    OnlineTableRequest request() const;
    void accept() override; // remembers the choices

private:
    QSpinBox* turnSeconds_ = nullptr;
    QDoubleSpinBox* windowSeconds_ = nullptr;
    QLineEdit* password_ = nullptr;
    QCheckBox* spectators_ = nullptr;
};

} // namespace paiju::gui
