#include "table/hand_widget.h"

#include "dialogs/appearance.h"
#include "text/card_names.h"

#include <QApplication>
#include <QDrag>
#include <QKeyEvent>
#include <QMimeData>
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

bool HandWidget::keepsOwnOrder() const {
    return deckId_ == QLatin1String("zipai") || deckId_ == QLatin1String("tichu");
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
    // As players hold them: Tichu by rank, zipai in columns by number with the big card over the
    // small; four-color and Hakka as dealt (by colour or suit), or by rank on request.
    const bool zipai = deckId_ == QLatin1String("zipai");
    if (byRank_ || keepsOwnOrder())
        std::stable_sort(tokens.begin(), tokens.end(), [&](const QString& a, const QString& b) {
            const auto key = [&](const QString& t) {
                const int k = rankKey(deckId_, t);
                return zipai ? (k / 2) * 2 + (1 - k % 2) : k;
            };
            return key(a) < key(b);
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

int HandWidget::groupOf(int index) const {
    const QString token = cards_.value(index);
    if (deckId_ == QLatin1String("tichu")) // by rank; each special card alone
        return token.size() == 2 && token[1].isLower() ? rankKey(deckId_, token) / 4 : 1000 + index;
    if (deckId_ == QLatin1String("zipai")) // by number
        return rankKey(deckId_, token) / 2;
    if (byRank_)
        return rankKey(deckId_, token) / 4;
    return token.isEmpty() ? 0 : token[0].unicode(); // by colour or suit
}

QList<QRect> HandWidget::layout() const {
    QList<QRect> rects;
    const int n = int(cards_.size());
    if (n == 0)
        return rects;
    const bool columns = deckId_ == QLatin1String("zipai");
    // The groups: a gap between them, or (zipai) a column each.
    QList<int> group(n), row(n);
    int groups = 0, rows = 1;
    for (int i = 0; i < n; ++i) {
        const bool same = i > 0 && groupOf(i) == groupOf(i - 1);
        groups += same ? 0 : 1;
        row[i] = same ? row[i - 1] + 1 : 0;
        group[i] = groups - 1;
        rows = std::max(rows, row[i] + 1);
    }
    constexpr double reveal = 0.3; // of a card in a column shows under the card over it
    const int room = std::max(60, height() - (columns ? 20 : 30));
    const int h = columns ? int(room / (1 + reveal * (rows - 1))) : room;
    const int w = int(std::lround(h * faces_.aspectRatio()));
    const int places = columns ? groups : n;
    const int gap = columns ? 4 : std::max(4, w / 5);
    const int gaps = columns ? 0 : groups - 1;
    const int step =
        places > 1 ? std::min(w + 4, (width() - w - 8 - gaps * gap) / (places - 1)) : 0;
    for (int i = 0; i < n; ++i) {
        const int slot = columns ? group[i] : i;
        const int x = 4 + slot * step + (columns ? 0 : group[i] * gap);
        // A selected card is raised; in a column it keeps its place and is only marked.
        const int y = columns ? 12 + int(row[i] * reveal * h) : selected_.value(i) ? 2 : 24;
        rects << QRect(x, y, w, h);
    }
    return rects;
}

// Cards overlap so that the whole hand fits the width; a selected card is raised. In a column
// (zipai) a card is seen, and clicked, where the card over it leaves it showing.
QRect HandWidget::cardRect(int index) const {
    const QList<QRect> rects = layout();
    QRect r = rects.value(index);
    const QRect over = rects.value(index + 1);
    if (!over.isNull() && over.left() == r.left() && over.top() > r.top())
        r.setBottom(over.top() - 1);
    return r;
}

// About a fifth of the window's height, so the cards grow with the window.
QSize HandWidget::sizeHint() const {
    const int base = int(std::lround(170 * cardScale(currentAppearance().cardSize)));
    const int fifth = window() != this ? window()->height() / 5 + 30 : 0;
    return QSize(800, std::max(base, fifth));
}

bool HandWidget::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window() && event->type() == QEvent::Resize && sizeHint().height() != height())
        updateGeometry();
    return QWidget::eventFilter(watched, event);
}

void HandWidget::showEvent(QShowEvent* event) {
    if (window() != this)
        window()->installEventFilter(this); // once: Qt keeps a filter only once per object
    updateGeometry();
    QWidget::showEvent(event);
}

void HandWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const QList<QRect> rects = layout();
    for (int i = 0; i < cards_.size(); ++i) {
        const QRect r = rects[i];
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
    const QList<QRect> rects = layout();
    for (int i = int(cards_.size()) - 1; i >= 0; --i)
        if (rects[i].contains(event->position().toPoint())) {
            toggle(i);
            pressed_ = i;
            pressedAt_ = event->position().toPoint();
            return;
        }
    pressed_ = -1;
}

void HandWidget::mouseMoveEvent(QMouseEvent* event) {
    if (!draggable_ || pressed_ < 0 || pressed_ >= cards_.size() ||
        !(event->buttons() & Qt::LeftButton) ||
        (event->position().toPoint() - pressedAt_).manhattanLength() <
            QApplication::startDragDistance())
        return;
    const QString token = cards_[pressed_];
    pressed_ = -1;
    auto* drag = new QDrag(this);
    auto* mime = new QMimeData;
    mime->setData(cardMimeType(), token.toUtf8());
    drag->setMimeData(mime);
    drag->exec(Qt::MoveAction);
}

} // namespace paiju::gui
