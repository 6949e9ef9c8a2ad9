#include "table/hand_widget.h"

#include "dialogs/appearance.h"
#include "text/card_names.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <cmath>

namespace paiju::gui {

HandWidget::HandWidget(const QString& deckId, QWidget* parent)
    : QWidget(parent), faces_(deckId), deckId_(deckId) {
    installPaintedPartsAccessibility();
    setFocusPolicy(Qt::StrongFocus);
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

HandWidget::~HandWidget() = default;

QString HandWidget::accessibleCardName(int index) const {
    return cardName(deckId_, cards_.value(index));
}

QString HandWidget::accessibleCardDescription(int index) const {
    QStringList parts;
    parts << tr("card %1 of %2").arg(index + 1).arg(cards_.size());
    if (selected_.value(index))
        parts << tr("selected");
    if (!playable_.isEmpty())
        parts << (isDimmed(index) ? tr("not playable now") : tr("playable"));
    if (isStarred(index))
        parts << tr("elder");
    return parts.join(QStringLiteral(", "));
}

void HandWidget::setCursor(int index) {
    if (cards_.isEmpty())
        return;
    cursor_ = std::clamp(index, 0, int(cards_.size()) - 1);
    update();
    announceFocus();
}

void HandWidget::announceFocus() {
    if (hasFocus() && !cards_.isEmpty())
        announcePartFocus(this, cursor());
}

QString HandWidget::partText(int index, QAccessible::Text text) const {
    if (text == QAccessible::Name)
        return accessibleCardName(index);
    if (text == QAccessible::Description)
        return accessibleCardDescription(index);
    return {};
}

QAccessible::State HandWidget::partState(int index) const {
    QAccessible::State s;
    s.selectable = true;
    s.multiSelectable = true;
    s.focusable = true;
    s.selected = isSelected(index);
    s.focused = hasFocus() && cursor() == index;
    return s;
}

QString HandWidget::ownText(QAccessible::Text text) const {
    if (text == QAccessible::Name)
        return tr("Your hand");
    if (text == QAccessible::Description)
        return tr("%n card(s), %1 selected. Arrows move, Space selects, Esc clears.", nullptr,
                  int(cards_.size()))
            .arg(selectedCards().size());
    return {};
}

void HandWidget::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
        setCursor(cursor() - 1);
        break;
    case Qt::Key_Right:
        setCursor(cursor() + 1);
        break;
    case Qt::Key_Home:
        setCursor(0);
        break;
    case Qt::Key_End:
        setCursor(int(cards_.size()) - 1);
        break;
    case Qt::Key_Space:
        toggle(cursor());
        break;
    case Qt::Key_Escape:
        if (selectedCards().isEmpty()) {
            event->ignore();
            return;
        }
        clearSelection();
        break;
    default:
        event->ignore(); // actions are the table window's keys
        return;
    }
    event->accept();
}

void HandWidget::focusInEvent(QFocusEvent* event) {
    update();
    announceFocus();
    QWidget::focusInEvent(event);
}

void HandWidget::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
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
        // The keyboard stays on the same card when it is still held, else at the same place.
        const QString focused = cards_.value(cursor());
        cards_ = tokens;
        selected_ = QList<bool>(tokens.size(), false);
        picked_.clear();
        const int same = int(tokens.indexOf(focused));
        cursor_ = same >= 0 ? same : std::clamp(cursor_, 0, std::max(0, int(tokens.size()) - 1));
        if (QAccessible::isActive()) {
            QAccessibleEvent event(this, QAccessible::NameChanged);
            QAccessible::updateAccessibility(&event);
        }
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

QStringList HandWidget::selectedInOrder() const {
    QStringList out;
    for (int i : picked_)
        out << cards_.value(i);
    return out;
}

void HandWidget::toggle(int index) {
    if (index < 0 || index >= cards_.size())
        return;
    selected_[index] = !selected_[index];
    if (selected_[index])
        picked_ << index;
    else
        picked_.removeAll(index);
    cursor_ = index;
    emit selectionChanged();
    update();
}

void HandWidget::clearSelection() {
    selected_.fill(false);
    picked_.clear();
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
    // Where the keyboard is, while the hand has the focus.
    if (hasFocus() && !cards_.isEmpty()) {
        const QRect r = cardRect(cursor()).adjusted(1, 1, -1, -1);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
        painter.drawRoundedRect(r, 6, 6);
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
