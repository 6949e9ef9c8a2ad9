#include "table/hint_panel.h"

#include "table/coach_words.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace paiju::gui {

HintPanel::HintPanel(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("hint-panel"));
    setFrameShape(QFrame::StyledPanel);
    // Dark and warm like the table's own prompts, readable over any cloth.
    setStyleSheet(QStringLiteral(
        "QFrame#hint-panel { background: #1d221f; border: 2px solid #e0a810;"
        " border-radius: 8px; }"
        "QFrame#hint-panel QLabel { color: #f4f1e6; background: transparent; }"
        "QFrame#hint-panel QLabel[best=\"true\"] { color: #f6cf45; font-weight: bold; }"
        "QFrame#hint-panel QLabel[detail=\"true\"] { color: #cfc9b6; }"
        "QFrame#hint-panel QPushButton { background: transparent; color: #f4f1e6; border: none;"
        " font-weight: bold; padding: 0 6px; }"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 8, 12, 10);
    layout->setSpacing(4);
    auto* head = new QHBoxLayout;
    title_ = new QLabel(this);
    title_->setObjectName(QStringLiteral("hint-title"));
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    head->addWidget(title_, 1);
    auto* close = new QPushButton(QStringLiteral("×"), this);
    close->setObjectName(QStringLiteral("hint-close"));
    close->setFocusPolicy(Qt::NoFocus);
    connect(close, &QPushButton::clicked, this, [this] {
        hide();
        emit closed();
    });
    head->addWidget(close);
    layout->addLayout(head);
    rows_ = new QVBoxLayout;
    rows_->setSpacing(2);
    layout->addLayout(rows_);
    setMaximumWidth(560);
}

void HintPanel::clearRows() {
    while (QLayoutItem* item = rows_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    actions_.clear();
}

void HintPanel::showRows() {
    // Rows made while the panel is on screen are hidden until shown, and left out of its size.
    for (int i = 0; i < rows_->count(); ++i)
        if (QWidget* row = rows_->itemAt(i)->widget())
            row->show();
    layout()->activate(); // the new rows count in the size at once
    adjustSize();
    show();
    raise();
}

void HintPanel::showWorking() {
    clearRows();
    working_ = true;
    title_->setText(tr("Hint: the coach is weighing your choices…"));
    showRows();
}

void HintPanel::showHint(const CoachHint& hint, const QString& game, const TextContext& context,
                         int count) {
    clearRows();
    working_ = false;
    const auto& estimates = hint.analysis.estimates;
    if (estimates.empty()) {
        title_->setText(tr("Hint: nothing to decide now."));
        showRows();
        return;
    }
    title_->setText(tr("Hint: the coach's best choices"));
    const QString deck = context.game;
    for (int i = 0; i < count && i < int(estimates.size()); ++i) {
        const CoachEstimate& e = estimates[std::size_t(i)];
        const QString action = QString::fromStdString(e.action);
        actions_ << action;
        auto* name =
            new QLabel(tr("%1. %2").arg(i + 1).arg(CoachWords::action(action, context)), this);
        name->setObjectName(QStringLiteral("hint-choice"));
        name->setProperty("best", i == 0);
        name->setProperty("action", action);
        rows_->addWidget(name);
        auto* numbers = new QLabel(CoachWords::estimate(game, e), this);
        numbers->setProperty("detail", true);
        numbers->setIndent(18);
        rows_->addWidget(numbers);
        if (std::size_t(i) < hint.reasons.size() && !hint.reasons[std::size_t(i)].empty()) {
            auto* why = new QLabel(CoachWords::reasons(deck, hint.reasons[std::size_t(i)]), this);
            why->setObjectName(QStringLiteral("hint-reason"));
            why->setProperty("detail", true);
            why->setIndent(18);
            why->setWordWrap(true);
            rows_->addWidget(why);
        }
    }
    if (const QString close = CoachWords::closeness(hint.analysis); !close.isEmpty()) {
        auto* note = new QLabel(close, this);
        note->setObjectName(QStringLiteral("hint-close-call"));
        note->setWordWrap(true);
        rows_->addWidget(note);
    }
    showRows();
}

QStringList HintPanel::rowTexts() const {
    QStringList out;
    for (int i = 0; i < rows_->count(); ++i)
        if (auto* label = qobject_cast<QLabel*>(rows_->itemAt(i)->widget()))
            out << label->text();
    return out;
}

} // namespace paiju::gui
