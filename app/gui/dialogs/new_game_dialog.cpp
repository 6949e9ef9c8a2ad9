#include "dialogs/new_game_dialog.h"

#include "io/registry.h"
#include "text/game_terms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace paiju::gui {

namespace {

QString key(const QString& game, const QString& name) {
    return QStringLiteral("newGame/%1/%2").arg(game, name);
}

void clear(QFormLayout* form) {
    while (form->rowCount() > 0)
        form->removeRow(0);
}

} // namespace

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

std::map<std::string, QWidget*> showOptionFields(QFormLayout* form, const GameInfo& game,
                                                 const QString& savedPrefix) {
    QSettings settings;
    clear(form);
    std::map<std::string, QWidget*> fields;
    for (const OptionSpec& spec : game.options) {
        if (spec.advanced)
            continue; // a safety limit, left at its default
        const QString name = QString::fromStdString(spec.key);
        const QString saved =
            settings.value(savedPrefix + name, QString::fromStdString(spec.defaultValue))
                .toString();
        const QString id = QString::fromStdString(game.id);
        QWidget* field = optionField(spec, saved, id);
        field->setObjectName(QStringLiteral("option-") + name);
        field->setToolTip(optionTip(id, name));
        form->addRow(optionName(id, name), field);
        form->labelForField(field)->setToolTip(optionTip(id, name));
        fields[spec.key] = field;
    }
    return fields;
}

void addGameAndSeats(QWidget* parent, QFormLayout* form, QComboBox** game, QSpinBox** seats) {
    *game = new QComboBox(parent);
    (*game)->setObjectName(QStringLiteral("game"));
    for (const GameInfo& info : allGames())
        if (info.listed) { // in the UI language, with the native name beside a translation
            const QString name = gameName(info.name);
            const QString native = QString::fromStdString(info.nativeName);
            (*game)->addItem(name == native ? name : name + QStringLiteral(" · ") + native,
                             QString::fromStdString(info.id));
        }
    form->addRow(NewGameDialog::tr("Game"), *game);
    *seats = new QSpinBox(parent);
    (*seats)->setObjectName(QStringLiteral("seats"));
    form->addRow(NewGameDialog::tr("Players"), *seats);
}

NewGameDialog::NewGameDialog(const QString& game, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("New local game"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    addGameAndSeats(this, top, &game_, &seatCount_);
    layout->addLayout(top);
    auto* seats = new QGroupBox(tr("Seats"), this);
    seatsForm_ = new QFormLayout(seats);
    layout->addWidget(seats);
    auto* options = new QGroupBox(tr("Table options"), this);
    optionsForm_ = new QFormLayout(options);
    layout->addWidget(options);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(game_, &QComboBox::currentIndexChanged, this,
            [this] { showGame(game_->currentData().toString()); });
    connect(seatCount_, &QSpinBox::valueChanged, this, &NewGameDialog::showSeats);
    const QString start =
        game.isEmpty() ? QSettings().value(QStringLiteral("newGame/game")).toString() : game;
    const int index = game_->findData(start);
    game_->setCurrentIndex(index >= 0 ? index : 0);
    showGame(game_->currentData().toString());
}

void NewGameDialog::showGame(const QString& id) {
    const GameInfo* info = findGame(id.toStdString());
    if (!info)
        return;
    QSettings settings;
    options_ = showOptionFields(optionsForm_, *info, key(id, QStringLiteral("option/")));
    seatCount_->blockSignals(true);
    seatCount_->setRange(info->minSeats, info->maxSeats);
    seatCount_->setValue(settings.value(key(id, "seats"), info->defaultSeats).toInt());
    seatCount_->setEnabled(info->minSeats != info->maxSeats);
    seatCount_->blockSignals(false);
    showSeats(seatCount_->value());
}

void NewGameDialog::showSeats(int count) {
    const QString id = game_->currentData().toString();
    QSettings settings;
    const QStringList kinds = settings.value(key(id, "kinds")).toStringList();
    const QStringList names = settings.value(key(id, "names")).toStringList();
    clear(seatsForm_);
    kinds_.clear();
    names_.clear();
    for (int s = 0; s < count; ++s) {
        auto* row = new QWidget;
        auto* line = new QHBoxLayout(row);
        line->setContentsMargins(0, 0, 0, 0);
        auto* kind = new QComboBox(row);
        kind->setObjectName(QStringLiteral("kind-%1").arg(s));
        kind->addItem(tr("Person"), QStringLiteral("human"));
        kind->addItem(tr("Bot: easy"), QStringLiteral("easy"));
        kind->addItem(tr("Bot: normal"), QStringLiteral("bot"));
        kind->addItem(tr("Bot: hard"), QStringLiteral("hard"));
        kind->setCurrentIndex(
            std::max(0, kind->findData(kinds.value(s, s == 0 ? "human" : "bot"))));
        auto* name = new QLineEdit(names.value(s), row);
        name->setObjectName(QStringLiteral("name-%1").arg(s));
        name->setPlaceholderText(tr("Name"));
        line->addWidget(kind);
        line->addWidget(name, 1);
        seatsForm_->addRow(tr("Seat %1").arg(s + 1), row);
        kinds_ << kind;
        names_ << name;
    }
}

TableRequest NewGameDialog::request() const {
    TableRequest r;
    r.game = game_->currentData().toString();
    for (int s = 0; s < kinds_.size(); ++s) {
        r.kinds << kinds_[s]->currentData().toString();
        r.names << names_[s]->text();
    }
    for (const auto& [name, field] : options_)
        r.options[name] = optionValue(field);
    r.seed = QRandomGenerator::global()->generate64();
    return r;
}

void NewGameDialog::accept() {
    const TableRequest r = request();
    QSettings settings;
    settings.setValue(QStringLiteral("newGame/game"), r.game);
    settings.setValue(key(r.game, "seats"), int(r.kinds.size()));
    settings.setValue(key(r.game, "kinds"), r.kinds);
    settings.setValue(key(r.game, "names"), r.names);
    for (const auto& [name, value] : r.options)
        settings.setValue(key(r.game, "option/" + QString::fromStdString(name)),
                          QString::fromStdString(value));
    QDialog::accept();
}

} // namespace paiju::gui
