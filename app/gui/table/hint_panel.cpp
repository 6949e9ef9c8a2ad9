#include "table/hint_panel.h"

#include "table/coach_words.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

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
    setCursor(Qt::OpenHandCursor); // it can be moved off what the person wants to see
    setToolTip(tr("Drag to move"));
    close->setCursor(Qt::ArrowCursor);
}

void HintPanel::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        grab_ = event->position().toPoint();
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept(); // a click on the panel is not a click on the table below
}

void HintPanel::mouseMoveEvent(QMouseEvent* event) {
    if (!grab_ || !parentWidget())
        return;
    moveWithin(mapToParent(event->position().toPoint()) - *grab_);
    moved_ = true;
}

void HintPanel::moveWithin(QPoint at) {
    if (!parentWidget()) {
        move(at);
        return;
    }
    const QRect area = parentWidget()->rect();
    move(std::clamp(at.x(), 0, std::max(0, area.width() - width())),
         std::clamp(at.y(), 0, std::max(0, area.height() - height())));
}

void HintPanel::mouseReleaseEvent(QMouseEvent* event) {
    grab_.reset();
    setCursor(Qt::OpenHandCursor);
    event->accept();
}

QPoint HintPanel::leastCovering(QSize size, QRect area, const QList<Covered>& things,
                                double* cost) {
    constexpr int margin = 16, step = 8;
    const int right = std::max(area.left() + margin, area.right() + 1 - margin - size.width());
    const int bottom = std::max(area.top() + margin, area.bottom() + 1 - margin - size.height());
    QPoint best(area.left() + margin, area.top() + margin);
    double bestCost = -1;
    long long bestDistance = 0;
    for (int y = area.top() + margin; y <= bottom; y += step)
        for (int x = area.left() + margin; x <= right; x += step) {
            const QRectF at(QPointF(x, y), QSizeF(size));
            double covered = 0;
            for (const Covered& thing : things) {
                const QRectF over = at.intersected(thing.rect);
                if (!over.isEmpty())
                    covered += over.width() * over.height() * thing.weight;
            }
            const long long dx = x - area.left(), dy = y - area.top();
            const long long distance = dx * dx + dy * dy;
            const bool equal = bestCost >= 0 && std::abs(covered - bestCost) <= 0.5;
            if (bestCost < 0 || covered < bestCost - 0.5 || (equal && distance < bestDistance)) {
                best = QPoint(x, y);
                bestCost = covered;
                bestDistance = distance;
            }
        }
    if (cost)
        *cost = std::max(0.0, bestCost);
    return best;
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

void HintPanel::setCompact(bool compact) {
    if (compact == compact_)
        return;
    compact_ = compact;
    if (hint_ && !working_)
        showAgain();
}

void HintPanel::showAgain() {
    if (working_)
        showWorking();
    else if (hint_)
        showHint(*hint_, game_, context_, count_);
}

void HintPanel::showWorking() {
    clearRows();
    working_ = true;
    hint_.reset();
    title_->setText(tr("Hint: the coach is weighing your choices…"));
    showRows();
}

void HintPanel::showHint(const CoachHint& hint, const QString& game, const TextContext& context,
                         int count) {
    clearRows();
    working_ = false;
    if (!hint_ || &*hint_ != &hint)
        hint_ = hint;
    game_ = game;
    context_ = context;
    count_ = count;
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
        const QString why = std::size_t(i) < hint.reasons.size()
                                ? CoachWords::reasons(deck, hint.reasons[std::size_t(i)])
                                : QString();
        if (compact_) {
            auto* row = new QLabel(
                tr("%1. %2 — %3")
                    .arg(i + 1)
                    .arg(CoachWords::action(action, context), CoachWords::shortEstimate(game, e)),
                this);
            row->setObjectName(QStringLiteral("hint-choice"));
            row->setProperty("best", i == 0);
            row->setProperty("action", action);
            row->setToolTip(why.isEmpty()
                                ? CoachWords::estimate(game, e)
                                : CoachWords::estimate(game, e) + QLatin1Char('\n') + why);
            rows_->addWidget(row);
            continue;
        }
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
        if (!why.isEmpty()) {
            auto* reason = new QLabel(why, this);
            reason->setObjectName(QStringLiteral("hint-reason"));
            reason->setProperty("detail", true);
            reason->setIndent(18);
            reason->setWordWrap(true);
            rows_->addWidget(reason);
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
