#pragma once

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;

namespace paiju::gui {

// Log in or register on the server the lobby is connected to: a name, a password (twice for a
// new account) and whether to stay logged in on this computer.
class AccountDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode { Login, Register };
    AccountDialog(Mode mode, const QString& name, QWidget* parent = nullptr);

    QString name() const;
    QString password() const;
    bool stay() const;
    void accept() override; // a new account's two passwords must agree

private:
    Mode mode_;
    QLineEdit* name_ = nullptr;
    QLineEdit* password_ = nullptr;
    QLineEdit* again_ = nullptr;
    QCheckBox* stay_ = nullptr;
    QLabel* problem_ = nullptr;
};

} // namespace paiju::gui
