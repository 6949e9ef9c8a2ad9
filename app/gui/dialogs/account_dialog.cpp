#include "dialogs/account_dialog.h"

#include "settings/app_settings.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace paiju::gui {

AccountDialog::AccountDialog(Mode mode, const QString& name, QWidget* parent)
    : QDialog(parent), mode_(mode) {
    setWindowTitle(mode == Mode::Login ? tr("Log in") : tr("Register"));
    auto* form = new QFormLayout(this);
    name_ = new QLineEdit(name, this);
    name_->setObjectName(QStringLiteral("account-name"));
    name_->setMaxLength(64);
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("account-password"));
    password_->setEchoMode(QLineEdit::Password);
    password_->setMaxLength(128);
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Password"), password_);
    if (mode == Mode::Register) {
        again_ = new QLineEdit(this);
        again_->setObjectName(QStringLiteral("account-password-again"));
        again_->setEchoMode(QLineEdit::Password);
        again_->setMaxLength(128);
        form->addRow(tr("Password again"), again_);
        auto* rules = new QLabel(tr("A name has 2 to 24 characters; a password 8 to 128."), this);
        rules->setWordWrap(true);
        form->addRow(rules);
    }
    stay_ = new QCheckBox(tr("Stay logged in on this computer"), this);
    stay_->setObjectName(QStringLiteral("account-stay"));
    stay_->setChecked(settings::stayLoggedIn());
    form->addRow(QString(), stay_);
    problem_ = new QLabel(this);
    problem_->hide();
    form->addRow(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)
        ->setText(mode == Mode::Login ? tr("Log in") : tr("Register"));
    connect(buttons, &QDialogButtonBox::accepted, this, &AccountDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
    (name.isEmpty() ? name_ : password_)->setFocus();
}

QString AccountDialog::name() const {
    return name_->text().trimmed();
}

QString AccountDialog::password() const {
    return password_->text();
}

bool AccountDialog::stay() const {
    return stay_->isChecked();
}

void AccountDialog::accept() {
    if (name().isEmpty() || password().isEmpty()) {
        problem_->setText(tr("Type a name and a password."));
        problem_->show();
        return;
    }
    if (mode_ == Mode::Register && again_->text() != password()) {
        problem_->setText(tr("The two passwords differ."));
        problem_->show();
        return;
    }
    settings::setStayLoggedIn(stay());
    QDialog::accept();
}

} // namespace paiju::gui
