#include "dialogs/create_table_dialog.h"

#include "dialogs/new_game_dialog.h"
#include "io/registry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace paiju::gui {

namespace {

QString key(const QString& name) {
    return QStringLiteral("createTable/") + name;
}

} // namespace

CreateTableDialog::CreateTableDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Create a table"));
    QSettings settings;
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    addGameAndSeats(this, top, &game_, &seats_);
    layout->addLayout(top);

    auto* options = new QGroupBox(tr("Table options"), this);
    optionsForm_ = new QFormLayout(options);
    layout->addWidget(options);

    // The server's limits (docs/protocol.md): turns of up to an hour, claim windows of up to 30 s.
    auto* online = new QGroupBox(tr("Online"), this);
    auto* form = new QFormLayout(online);
    turnSeconds_ = new QSpinBox(online);
    turnSeconds_->setObjectName(QStringLiteral("turn-seconds"));
    turnSeconds_->setRange(0, 3600);
    turnSeconds_->setSuffix(tr(" s"));
    turnSeconds_->setSpecialValueText(tr("no limit"));
    turnSeconds_->setToolTip(tr("How long a player may think; then a bot plays that turn."));
    turnSeconds_->setValue(settings.value(key("turnSeconds"), 60).toInt());
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
    windowSeconds_->setValue(settings.value(key("windowMs"), 1500).toInt() / 1000.0);
    form->addRow(tr("Time to claim"), windowSeconds_);
    password_ = new QLineEdit(online);
    password_->setObjectName(QStringLiteral("password"));
    password_->setPlaceholderText(tr("none: anyone may sit down"));
    form->addRow(tr("Password"), password_);
    spectators_ = new QCheckBox(tr("Others may watch"), online);
    spectators_->setObjectName(QStringLiteral("spectators"));
    spectators_->setChecked(settings.value(key("spectators"), true).toBool());
    form->addRow(QString(), spectators_);
    layout->addWidget(online);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(game_, &QComboBox::currentIndexChanged, this,
            [this] { showGame(game_->currentData().toString()); });
    const int index = game_->findData(settings.value(key("game")).toString());
    game_->setCurrentIndex(index >= 0 ? index : 0);
    showGame(game_->currentData().toString());
}

void CreateTableDialog::showGame(const QString& id) {
    const GameInfo* info = findGame(id.toStdString());
    if (!info)
        return;
    QSettings settings;
    options_ = showOptionFields(optionsForm_, *info, key(id + QStringLiteral("/option/")));
    seats_->setRange(info->minSeats, info->maxSeats);
    seats_->setValue(
        settings.value(key(id + QStringLiteral("/seats")), info->defaultSeats).toInt());
    seats_->setEnabled(info->minSeats != info->maxSeats);
}

OnlineTableRequest CreateTableDialog::request() const {
    OnlineTableRequest r;
    r.game = game_->currentData().toString();
    r.seats = seats_->value();
    for (const auto& [name, field] : options_)
        r.options[QString::fromStdString(name)] = QString::fromStdString(optionValue(field));
    r.turnSeconds = turnSeconds_->value();
    r.windowMs = int(windowSeconds_->value() * 1000);
    r.password = password_->text();
    r.spectators = spectators_->isChecked();
    return r;
}

void CreateTableDialog::accept() {
    const OnlineTableRequest r = request();
    // Not the password: it is for this table only.
    QSettings settings;
    settings.setValue(key("game"), r.game);
    settings.setValue(key(r.game + QStringLiteral("/seats")), r.seats);
    for (auto it = r.options.begin(); it != r.options.end(); ++it)
        settings.setValue(key(r.game + QStringLiteral("/option/") + it.key()),
                          it.value().toString());
    settings.setValue(key("turnSeconds"), r.turnSeconds);
    settings.setValue(key("windowMs"), r.windowMs);
    settings.setValue(key("spectators"), r.spectators);
    QDialog::accept();
}

} // namespace paiju::gui
