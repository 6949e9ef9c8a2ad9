#include "dialogs/table_dialog.h"

#include "games/catalog.h"
#include "io/registry.h"
#include "settings/app_settings.h"
#include "text/game_terms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

QWidget* optionField(const OptionSpec& spec, const QString& value, const QString& game) {
    switch (spec.kind) {
    case OptionSpec::Kind::Integer: {
        auto* box = new QSpinBox;
        box->setRange(spec.minimum, spec.maximum);
        box->setValue(value.toInt());
        return box;
    }
    case OptionSpec::Kind::Flag: {
        auto* box = new QCheckBox;
        box->setChecked(value == QLatin1String("true"));
        return box;
    }
    case OptionSpec::Kind::Choice:
        break;
    }
    auto* box = new QComboBox;
    for (const std::string& choice : spec.choices) // the words shown, the value kept
        box->addItem(
            choiceName(game, QString::fromStdString(spec.key), QString::fromStdString(choice)),
            QString::fromStdString(choice));
    box->setCurrentIndex(std::max(0, box->findData(value)));
    return box;
}

std::string optionValue(const QWidget* field) {
    if (auto* spin = qobject_cast<const QSpinBox*>(field))
        return std::to_string(spin->value());
    if (auto* check = qobject_cast<const QCheckBox*>(field))
        return check->isChecked() ? "true" : "false";
    if (auto* combo = qobject_cast<const QComboBox*>(field))
        return combo->currentData().toString().toStdString();
    return {};
}

TableDialog::TableDialog(const QString& group, QWidget* parent, bool serverTable)
    : QDialog(parent), group_(group), layout_(new QVBoxLayout(this)) {
    auto* top = new QFormLayout;
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("game"));
    for (const GameModule* module : gameModules()) // the app's games, in the app's order
        if (const GameInfo* info = findGame(module->id().toStdString());
            info && (info->listed || !serverTable)) {
            // in the UI language, with the native name beside a translation
            const QString name = gameName(info->name);
            const QString native = QString::fromStdString(info->nativeName);
            game_->addItem(name == native ? name : name + QStringLiteral(" · ") + native,
                           QString::fromStdString(info->id));
        }
    top->addRow(tr("Game"), game_);
    seats_ = new QSpinBox(this);
    seats_->setObjectName(QStringLiteral("seats"));
    top->addRow(tr("Players"), seats_);
    layout_->addLayout(top);
}

QFormLayout* TableDialog::addBox(const QString& title) {
    auto* box = new QGroupBox(title, this);
    layout_->addWidget(box);
    return new QFormLayout(box);
}

void TableDialog::addOptionsBox() {
    optionsForm_ = addBox(tr("Table options"));
}

void TableDialog::finish(const QString& game) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout_->addWidget(buttons);
    connect(game_, &QComboBox::currentIndexChanged, this,
            [this] { showGame(game_->currentData().toString()); });
    const QString start = game.isEmpty() ? settings::lastGame(group_) : game;
    const int index = game_->findData(start);
    game_->setCurrentIndex(index >= 0 ? index : 0);
    showGame(game_->currentData().toString());
}

void TableDialog::showGame(const QString& id) {
    const GameInfo* info = findGame(id.toStdString());
    if (!info)
        return;
    while (optionsForm_->rowCount() > 0)
        optionsForm_->removeRow(0);
    options_.clear();
    for (const OptionSpec& spec : info->options) {
        if (spec.advanced)
            continue; // a safety limit, left at its default
        const QString name = QString::fromStdString(spec.key);
        const QString saved =
            settings::option(group_, id, name, QString::fromStdString(spec.defaultValue));
        QWidget* field = optionField(spec, saved, id);
        field->setObjectName(QStringLiteral("option-") + name);
        field->setToolTip(optionTip(id, name));
        optionsForm_->addRow(optionName(id, name), field);
        optionsForm_->labelForField(field)->setToolTip(optionTip(id, name));
        options_[spec.key] = field;
    }
    seats_->blockSignals(true);
    seats_->setRange(info->minSeats, info->maxSeats);
    seats_->setValue(settings::seatCount(group_, id, info->defaultSeats));
    seats_->setEnabled(info->minSeats != info->maxSeats);
    seats_->blockSignals(false);
    gameShown(*info);
}

QString TableDialog::game() const {
    return game_->currentData().toString();
}

int TableDialog::seats() const {
    return seats_->value();
}

std::map<std::string, std::string> TableDialog::options() const {
    std::map<std::string, std::string> values;
    for (const auto& [key, field] : options_)
        values[key] = optionValue(field);
    return values;
}

void TableDialog::remember() const {
    const QString id = game();
    settings::setLastGame(group_, id);
    settings::setSeatCount(group_, id, seats());
    for (const auto& [key, value] : options())
        settings::setOption(group_, id, QString::fromStdString(key), QString::fromStdString(value));
}

} // namespace paiju::gui
