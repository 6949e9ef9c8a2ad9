#include "table/hand_widget.h"

#include "dialogs/appearance.h"
#include "games/catalog.h"
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
    // The faces follow Settings by themselves; the window sets the size.
    connect(AppearanceSignals::instance(), &AppearanceSignals::changed, this,
            qOverload<>(&QWidget::update));
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

bool HandWidget::columns() const {
    return gameModule(deckId_).handStyle().columns;
}

bool HandWidget::keepsOwnOrder() const {
    return gameModule(deckId_).handStyle().ownOrder;
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
    const GameModule& module = gameModule(deckId_);
    if (byRank_ || keepsOwnOrder())
        std::stable_sort(tokens.begin(), tokens.end(), [&](const QString& a, const QString& b) {
            const auto key = [&](const QString& t) {
                return module.handSortKey(rankKey(deckId_, t));
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
    // The game's own way (Tichu by rank, zipai by number), else by rank or as dealt.
    if (const auto group = gameModule(deckId_).handGroup(token, rankKey(deckId_, token), index))
        return *group;
    if (byRank_)
        return rankKey(deckId_, token) / 4;
    return token.isEmpty() ? 0 : token[0].unicode(); // by colour or suit
}

namespace {

constexpr double reveal = 0.38; // of a card in a column shows above the card over it
constexpr int margin = 8;       // left and right of the hand, and under it

// How far a selected card is raised, for cards `h` high.
int liftFor(int h) {
    return std::max(8, int(std::lround(h * 0.1)));
}

} // namespace

int HandWidget::heightForCards(int cardHeight) const {
    const int h = std::max(20, cardHeight);
    if (columns()) // three cards high, the front card standing on the bottom edge
        return int(std::lround(h * (1 + 2 * reveal))) + margin + 4;
    return h + liftFor(h) + margin;
}

int HandWidget::cardHeight() const {
    const int room = std::max(20, height() - margin - (columns() ? 4 : 0));
    if (columns()) {
        int rows = 1;
        for (int i = 0, run = 0; i < cards_.size(); ++i) {
            run = i > 0 && groupOf(i) == groupOf(i - 1) ? run + 1 : 1;
            rows = std::max(rows, run);
        }
        // The same size up to three cards a column, smaller only for a taller one.
        return int(room / (1 + reveal * std::max(2, rows - 1)));
    }
    return std::max(20, int(std::lround(room / 1.1)));
}

// The cards spread across the width: each group (a colour, a suit, a rank) together, a gap
// between groups. When the hand is wider than the widget, every step shrinks alike, so the cards
// overlap evenly. Tichu's cards of one rank overlap as a fan, their corner indices showing.
QList<QRect> HandWidget::layout() const {
    QList<QRect> rects;
    const int n = int(cards_.size());
    if (n == 0)
        return rects;
    const bool column = columns();
    QList<int> group(n), row(n), rowsOf;
    int groups = 0;
    for (int i = 0; i < n; ++i) {
        const bool same = i > 0 && groupOf(i) == groupOf(i - 1);
        if (!same) {
            ++groups;
            rowsOf << 0;
        }
        row[i] = same ? row[i - 1] + 1 : 0;
        group[i] = groups - 1;
        rowsOf.last() = row[i] + 1;
    }
    const int h = cardHeight();
    const int w = std::max(1, int(std::lround(h * faces_.aspectRatio())));
    const HandStyle style = gameModule(deckId_).handStyle();
    // The natural step from each card to the next: within a group, and to the next group.
    const double within = column             ? 0
                          : style.within > 0 ? w * style.within
                                             : w + std::max(3.0, w * 0.06);
    const double across = column ? w * 1.15 : w * style.across;
    QList<double> steps; // before each card but the first
    for (int i = 1; i < n; ++i)
        if (!column || group[i] != group[i - 1])
            steps << (group[i] != group[i - 1] ? across : within);
        else
            steps << 0;
    double natural = w;
    for (double step : steps)
        natural += step;
    const double room = std::max(1, width() - 2 * margin);
    const double shrink = natural > room && natural > w ? (room - w) / (natural - w) : 1.0;
    const double total = w + (natural - w) * std::max(0.0, shrink);
    double x = std::max<double>(margin, (width() - total) / 2);
    const int bottom = height() - margin / 2;
    for (int i = 0; i < n; ++i) {
        if (i > 0)
            x += steps[i - 1] * std::max(0.0, shrink);
        int y;
        if (column) // standing on the bottom edge, the covered cards above
            y = bottom - h - int(std::lround((rowsOf[group[i]] - 1 - row[i]) * reveal * h));
        else // a selected card is raised
            y = selected_.value(i) ? bottom - h - liftFor(h) : bottom - h;
        rects << QRect(int(std::lround(x)), y, w, h);
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

// About a fifth of a window 800 high; the window sets the height it wants.
QSize HandWidget::sizeHint() const {
    const int base = int(std::lround(160 * cardScale(currentAppearance().cardSize)));
    return QSize(800, heightForCards(base));
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
