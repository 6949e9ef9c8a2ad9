#include "dialogs/new_game_dialog.h"

#include "settings/app_settings.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QSpinBox>
#include <algorithm>

namespace paiju::gui {

NewGameDialog::NewGameDialog(const QString& game, QWidget* parent)
    : TableDialog(QStringLiteral("newGame"), parent) {
    setWindowTitle(tr("New local game"));
    seatsForm_ = addBox(tr("Seats"));
    addOptionsBox();
    connect(seats_, &QSpinBox::valueChanged, this, &NewGameDialog::showSeats);
    finish(game);
}

void NewGameDialog::gameShown(const GameInfo&) {
    showSeats(seats());
}

void NewGameDialog::showSeats(int count) {
    const QString id = game();
    const QStringList kinds = settings::seatKinds(id);
    const QStringList names = settings::seatNames(id);
    while (seatsForm_->rowCount() > 0)
        seatsForm_->removeRow(0);
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
    r.game = game();
    for (int s = 0; s < kinds_.size(); ++s) {
        r.kinds << kinds_[s]->currentData().toString();
        r.names << names_[s]->text();
    }
    r.options = options();
    r.seed = QRandomGenerator::global()->generate64();
    return r;
}

void NewGameDialog::accept() {
    const TableRequest r = request();
    remember();
    settings::setSeats(r.game, r.kinds, r.names);
    QDialog::accept();
}

} // namespace paiju::gui
