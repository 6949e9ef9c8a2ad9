#include "table/hand_widget.h"

#include "dialogs/appearance.h"
#include "text/card_names.h"

#include <QMouseEvent>
#include <QPainter>
#include <cmath>

namespace paiju::gui {

HandWidget::HandWidget(const QString& deckId, QWidget* parent)
    : QWidget(parent), faces_(deckId), deckId_(deckId) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    // Settings → Card size (and the faces, which follow by themselves) on an open table.
    auto fitCardSize = [this] {
        setMinimumHeight(int(std::lround(140 * cardScale(currentAppearance().cardSize))));
        updateGeometry();
        update();
    };
    fitCardSize();
    connect(AppearanceSignals::instance(), &AppearanceSignals::changed, this, fitCardSize);
}

void HandWidget::setSortByRank(bool on) {
    byRank_ = on;
    const QStringList given = given_;
    given_.clear();
    setCards(given);
}

void HandWidget::setCards(const QStringList& given) {
    given_ = given;
    QStringList tokens = given;
    if (byRank_)
        std::stable_sort(tokens.begin(), tokens.end(), [this](const QString& a, const QString& b) {
            return rankKey(deckId_, a) < rankKey(deckId_, b);
        });
    if (tokens != cards_) {
        cards_ = tokens;
        selected_ = QList<bool>(tokens.size(), false);
        emit selectionChanged();
    }
    update();
}

void HandWidget::setMarks(const QSet<QString>& playable, const QSet<QString>& starred) {
    if (playable == playable_ && starred == starred_)
        return;
    playable_ = playable;
    starred_ = starred;
    update();
}

bool HandWidget::isDimmed(int index) const {
    return !playable_.isEmpty() && !playable_.contains(cards_.value(index));
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
    return QSize(800, int(std::lround(170 * cardScale(currentAppearance().cardSize))));
}

void HandWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    for (int i = 0; i < cards_.size(); ++i) {
        const QRect r = cardRect(i);
        painter.drawImage(r.topLeft(), faces_.face(cards_[i], r.height(), devicePixelRatioF()));
        if (selected_[i])
            painter.drawImage(r.topLeft(), faces_.highlight(r.height(), devicePixelRatioF()));
        if (isDimmed(i))
            painter.fillRect(r, QColor(40, 40, 40, 90));
        if (isStarred(i)) { // a five-pointed star in the top right corner
            QPolygonF star;
            const QPointF centre(r.right() - r.width() * 0.2, r.top() + r.width() * 0.2);
            const double outer = r.width() * 0.14;
            for (int k = 0; k < 10; ++k) {
                const double a = -M_PI / 2 + k * M_PI / 5;
                const double radius = k % 2 ? outer * 0.45 : outer;
                star << centre + QPointF(radius * std::cos(a), radius * std::sin(a));
            }
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(QColor(0x7a, 0x4a, 0x00), 1));
            painter.setBrush(QColor(0xf2, 0xb8, 0x1c));
            painter.drawPolygon(star);
        }
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
