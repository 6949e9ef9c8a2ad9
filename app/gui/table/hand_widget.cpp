#include "table/hand_widget.h"

#include "text/card_names.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPointer>
#include <cmath>

namespace paiju::gui {

namespace {

// One card of the hand for assistive technology: the hand paints its cards, so they are no
// widgets of their own.
class CardAccessible : public QAccessibleInterface {
public:
    CardAccessible(HandWidget* hand, int index) : hand_(hand), index_(index) {}
    bool isValid() const override { return hand_ && index_ < hand_->cards().size(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return hand_ ? hand_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(hand_.data());
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return {};
        if (t == QAccessible::Name)
            return hand_->accessibleCardName(index_);
        if (t == QAccessible::Description)
            return hand_->accessibleCardDescription(index_);
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        const QRect r = hand_->cardRect(index_);
        return QRect(hand_->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.selectable = true;
        s.focusable = true;
        s.multiSelectable = true;
        s.selected = hand_->isSelected(index_);
        s.focused = hand_->hasFocus() && hand_->cursor() == index_;
        return s;
    }

private:
    QPointer<HandWidget> hand_;
    int index_;
};

class HandAccessible : public QAccessibleWidget {
public:
    explicit HandAccessible(QWidget* w) : QAccessibleWidget(w, QAccessible::List) {}
    HandWidget* hand() const { return static_cast<HandWidget*>(widget()); }
    int childCount() const override { return int(hand()->cards().size()); }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount())
            return nullptr;
        while (ids_.size() <= index) {
            ids_ << QAccessible::registerAccessibleInterface(
                new CardAccessible(hand(), int(ids_.size())));
        }
        return QAccessible::accessibleInterface(ids_[index]);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        for (int i = 0; i < ids_.size() && i < childCount(); ++i)
            if (QAccessible::accessibleInterface(ids_[i]) == child)
                return i;
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const QPoint p = hand()->mapFromGlobal(QPoint(x, y));
        for (int i = childCount() - 1; i >= 0; --i)
            if (hand()->cardRect(i).contains(p))
                return child(i);
        return nullptr;
    }
    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name)
            return HandWidget::tr("Your hand");
        if (t == QAccessible::Description)
            return HandWidget::tr("%n card(s), %1 selected. Arrows move, Space selects, Esc "
                                  "clears.",
                                  nullptr, int(hand()->cards().size()))
                .arg(hand()->selectedCards().size());
        return QAccessibleWidget::text(t);
    }
    ~HandAccessible() override {
        for (QAccessible::Id id : ids_)
            QAccessible::deleteAccessibleInterface(id);
    }

private:
    mutable QList<QAccessible::Id> ids_;
};

QAccessibleInterface* handFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("paiju::gui::HandWidget") && object && object->isWidgetType())
        return new HandAccessible(static_cast<QWidget*>(object));
    return nullptr;
}

} // namespace

HandWidget::HandWidget(const QString& deckId, QWidget* parent)
    : QWidget(parent), faces_(deckId), deckId_(deckId) {
    static const bool installed = [] {
        QAccessible::installFactory(handFactory);
        return true;
    }();
    Q_UNUSED(installed);
    setMinimumHeight(140);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFocusPolicy(Qt::StrongFocus);
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
    if (!hasFocus() || cards_.isEmpty() || !QAccessible::isActive())
        return;
    QAccessibleInterface* hand = QAccessible::queryAccessibleInterface(this);
    if (!hand)
        return;
    if (QAccessibleInterface* card = hand->child(cursor())) {
        QAccessibleEvent event(card, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
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

void HandWidget::toggle(int index) {
    if (index < 0 || index >= cards_.size())
        return;
    selected_[index] = !selected_[index];
    cursor_ = index;
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
