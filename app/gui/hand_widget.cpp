#include "hand_widget.h"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>

namespace paiju::gui {

HandWidget::HandWidget(const QString& deckId, QWidget* parent) : QWidget(parent), faces_(deckId) {
    setMinimumHeight(140);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void HandWidget::setCards(const QStringList& tokens) {
    if (tokens != cards_) {
        cards_ = tokens;
        selected_ = QList<bool>(tokens.size(), false);
        emit selectionChanged();
    }
    update();
}

QStringList HandWidget::selectedCards() const {
    QStringList out;
    for (int i = 0; i < cards_.size(); ++i)
        if (selected_[i])
            out << cards_[i];
    return out;
}

void HandWidget::toggle(int index) {
    if (index < 0 || index >= cards_.size())
        return;
    selected_[index] = !selected_[index];
    emit selectionChanged();
    update();
}

void HandWidget::clearSelection() {
    selected_.fill(false);
    emit selectionChanged();
    update();
}

int HandWidget::cardHeight() const {
    return std::max(60, height() - 30);
}

// Cards overlap so that the whole hand fits the width; a selected card is raised.
QRect HandWidget::cardRect(int index) const {
    const int h = cardHeight();
    const int w = int(std::lround(h * faces_.aspectRatio()));
    const int n = std::max<int>(1, int(cards_.size()));
    const int step = n > 1 ? std::min(w + 4, (width() - w - 8) / (n - 1)) : 0;
    const int x = 4 + index * step;
    const int y = selected_.value(index) ? 2 : 24;
    return QRect(x, y, w, h);
}

QSize HandWidget::sizeHint() const {
    return QSize(800, 170);
}

void HandWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    for (int i = 0; i < cards_.size(); ++i) {
        const QRect r = cardRect(i);
        painter.drawImage(r.topLeft(), faces_.face(cards_[i], r.height(), devicePixelRatioF()));
        if (selected_[i])
            painter.drawImage(r.topLeft(), faces_.highlight(r.height(), devicePixelRatioF()));
    }
}

void HandWidget::mousePressEvent(QMouseEvent* event) {
    // The topmost card under the pointer: the later cards lie over the earlier ones.
    for (int i = int(cards_.size()) - 1; i >= 0; --i)
        if (cardRect(i).contains(event->position().toPoint())) {
            toggle(i);
            return;
        }
}

} // namespace paiju::gui
