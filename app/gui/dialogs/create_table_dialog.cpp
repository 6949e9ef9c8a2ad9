#include "dialogs/create_table_dialog.h"

#include "settings/app_settings.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace paiju::gui {

CreateTableDialog::CreateTableDialog(QWidget* parent)
    : TableDialog(QStringLiteral("createTable"), parent, true) {
    setWindowTitle(tr("Create a table"));
    addOptionsBox();

    // The server's limits (docs/protocol.md): turns of up to an hour, claim windows of up to 30 s.
    QFormLayout* form = addBox(tr("Online"));
    QWidget* online = form->parentWidget();
    turnSeconds_ = new QSpinBox(online);
    turnSeconds_->setObjectName(QStringLiteral("turn-seconds"));
    turnSeconds_->setRange(0, 3600);
    turnSeconds_->setSuffix(tr(" s"));
    turnSeconds_->setSpecialValueText(tr("no limit"));
    turnSeconds_->setToolTip(tr("How long a player may think; then a bot plays that turn."));
    turnSeconds_->setValue(settings::onlineTurnSeconds());
    form->addRow(tr("Time to act"), turnSeconds_);
    windowSeconds_ = new QDoubleSpinBox(online);
    windowSeconds_->setObjectName(QStringLiteral("window-seconds"));
    windowSeconds_->setRange(0, 30);
    windowSeconds_->setDecimals(1);
    windowSeconds_->setSingleStep(0.5);
    windowSeconds_->setSuffix(tr(" s"));
    windowSeconds_->setToolTip(
        tr("How long everyone may claim a card. It is the same whoever can claim, so that its "
           "length tells nothing."));
    // Long enough to see the card, find it among the claims offered and press (docs/table-flow.md).
    windowSeconds_->setValue(settings::onlineWindowMs() / 1000.0);
    form->addRow(tr("Time to claim"), windowSeconds_);
    password_ = new QLineEdit(online);
    password_->setObjectName(QStringLiteral("password"));
    password_->setPlaceholderText(tr("none: anyone may sit down"));
    form->addRow(tr("Password"), password_);
    spectators_ = new QCheckBox(tr("Others may watch"), online);
    spectators_->setObjectName(QStringLiteral("spectators"));
    spectators_->setChecked(settings::onlineSpectators());
    form->addRow(QString(), spectators_);
    finish({});
}

OnlineTableRequest CreateTableDialog::request() const {
    OnlineTableRequest r;
    r.game = game();
    r.seats = seats();
    for (const auto& [name, value] : options())
        r.options[QString::fromStdString(name)] = QString::fromStdString(value);
    r.turnSeconds = turnSeconds_->value();
    r.windowMs = int(windowSeconds_->value() * 1000);
    r.password = password_->text();
    r.spectators = spectators_->isChecked();
    return r;
}

void CreateTableDialog::accept() {
    const OnlineTableRequest r = request();
    remember();
    // Not the password: it is for this table only.
    settings::setOnlineTable(r.turnSeconds, r.windowMs, r.spectators);
    QDialog::accept();
}

} // namespace paiju::gui
