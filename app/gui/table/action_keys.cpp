#include "table/action_keys.h"

#include "text/game_terms.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLayout>
#include <QMenu>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionButton>
#include <algorithm>

namespace paiju::gui {

namespace {

struct ActionKeys {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::ActionKeys)
};

constexpr int padding = 10; // inside the button, on each side
constexpr int gap = 7;      // between the key, the words and the faces

} // namespace

ActionButton::ActionButton(const QString& text, QWidget* parent) : QPushButton(text, parent) {
    setAttribute(Qt::WA_Hover);
    setCursor(Qt::PointingHandCursor);
}

void ActionButton::setKey(const QString& key) {
    key_ = key;
    updateGeometry();
    update();
}

int ActionButton::keyWidth() const {
    if (key_.isEmpty())
        return 0;
    return std::max(fontMetrics().height() + 2, fontMetrics().horizontalAdvance(key_) + 10);
}

QString ActionButton::shownText() const {
    const QString brief = property("short").toString();
    return brief.isEmpty() ? text() : brief;
}

QString ActionButton::valueText() const {
    return property("value").toString();
}

// The value is read after the meld, smaller than the verb: the faces say what the claim is.
static QFont valueFont(const QFont& font) {
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    return small;
}

QSize ActionButton::sizeHint() const {
    ensurePolished(); // the font it is drawn with
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics words(bold);
    // A pixel or two more than the advance: the ellipsis is measured to the fraction.
    int width = padding + words.horizontalAdvance(shownText()) + 2 + padding;
    if (!key_.isEmpty())
        width += keyWidth() + gap;
    if (!icon().isNull())
        width += iconSize().width() + gap;
    if (!valueText().isEmpty())
        width += QFontMetrics(valueFont(font())).horizontalAdvance(valueText()) + 2 + gap;
    const int height =
        std::max(words.height() + 14, icon().isNull() ? 0 : iconSize().height() + 10);
    return QSize(width, height);
}

QSize ActionButton::minimumSizeHint() const {
    return QSize(padding * 2 + keyWidth(), fontMetrics().height() + 14);
}

void ActionButton::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    const bool primary = isDefault();
    const bool hover = underMouse() && isEnabled();
    QColor fill = primary ? QColor(0xf6, 0xcf, 0x45) : QColor(0xf7, 0xf2, 0xe2);
    if (isDown())
        fill = fill.darker(112);
    else if (hover)
        fill = fill.lighter(104);
    if (!isEnabled())
        fill.setAlpha(140);
    painter.setPen(QPen(primary ? QColor(0x8a, 0x64, 0x00) : QColor(0, 0, 0, 70), 1));
    painter.setBrush(fill);
    painter.drawRoundedRect(frame, 7, 7);
    if (primary) { // the action Enter takes: a dashed ring round it, as the keyboard's focus
        QPen dashed(QColor(0x1d, 0x3a, 0x2a), 1.5, Qt::DashLine);
        painter.setPen(dashed);
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(0.75, 0.75, -0.75, -0.75), 8, 8);
    }
    if (hasFocus()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(frame.adjusted(2, 2, -2, -2), 5, 5);
    }
    const QColor ink =
        property("bomb").toBool() ? QColor(0xa0, 0x10, 0x10) : QColor(0x22, 0x22, 0x1e);
    int x = padding;
    const int mid = height() / 2;
    if (!key_.isEmpty()) {
        const int w = keyWidth();
        const int h = fontMetrics().height() + 2;
        const QRectF box(x, mid - h / 2.0, w, h);
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1));
        painter.setBrush(QColor(255, 255, 255, 200));
        painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        painter.setPen(QColor(0x44, 0x44, 0x40));
        painter.drawText(box, Qt::AlignCenter, key_);
        x += w + gap;
    }
    const int iconWidth = icon().isNull() ? 0 : iconSize().width() + gap;
    const QString value = valueText();
    const QFont small = valueFont(font());
    const int valueWidth =
        value.isEmpty() ? 0 : QFontMetrics(small).horizontalAdvance(value) + 2 + gap;
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    const QFontMetrics words(bold);
    const int room = std::max(0, width() - padding - iconWidth - valueWidth - x);
    const QString shown = words.elidedText(shownText(), Qt::ElideRight, room);
    painter.setPen(ink);
    painter.drawText(QRect(x, 0, room, height()), Qt::AlignLeft | Qt::AlignVCenter, shown);
    x += words.horizontalAdvance(shown) + gap;
    if (iconWidth > 0) {
        const QPixmap faces = icon().pixmap(iconSize(), devicePixelRatioF());
        const QSize size = faces.deviceIndependentSize().toSize();
        x = std::min(x, width() - padding - valueWidth - size.width());
        painter.drawPixmap(QPoint(x, mid - size.height() / 2), faces);
        x += size.width() + gap;
    }
    if (!value.isEmpty()) {
        painter.setFont(small);
        painter.setPen(QColor(0x4a, 0x46, 0x3a));
        painter.drawText(QRect(x, 0, std::max(0, width() - padding - x), height()),
                         Qt::AlignLeft | Qt::AlignVCenter, value);
    }
}

int primaryAction(const QStringList& offered, const QStringList& selected, const Deck& deck) {
    if (offered.isEmpty())
        return -1;
    if (!selected.isEmpty()) // the action the chosen cards make
        for (int i = 0; i < offered.size(); ++i)
            if (!cardsOf(offered[i], deck).isEmpty() ||
                offered[i].startsWith(QLatin1String("give ")))
                return i;
    return 0;
}

void describeAction(QPushButton* button, const QString& action, const QString& label, int index,
                    bool primary, bool pass) {
    QStringList keys;
    if (primary)
        keys << ActionKeys::tr("Enter");
    if (index < 9)
        keys << QString::number(index + 1);
    if (pass)
        keys << QStringLiteral("P");
    const QString shortcut = keys.isEmpty()
                                 ? QString()
                                 : ActionKeys::tr("Keys: %1").arg(keys.join(QStringLiteral(", ")));
    const QString tip = actionToolTip(action, label);
    button->setToolTip(shortcut.isEmpty() ? tip : tip + QLatin1Char('\n') + shortcut);
    button->setAccessibleName(label);
    button->setAccessibleDescription(shortcut);
    if (primary)
        button->setDefault(true);
}

QPushButton* makeActionButton(QWidget* bar, const QString& action, const QString& label, int index,
                              bool primary, bool pass) {
    auto* button = new ActionButton(label, bar);
    button->setKey(pass ? QStringLiteral("P") : index < 9 ? QString::number(index + 1) : QString());
    button->setSizePolicy(QSizePolicy::Ignored, button->sizePolicy().verticalPolicy());
    button->setProperty("action", action); // the notation, as the engine takes it
    button->setProperty("pass", pass);
    button->setFocusPolicy(Qt::TabFocus);
    describeAction(button, action, label, index, primary, pass);
    return button;
}

void fillActionBar(QWidget* bar, QLayout* layout, const QStringList& offered, int primary,
                   const std::function<QString(const QString&)>& label,
                   const std::function<bool(const QString&)>& isPass,
                   const std::function<void(const QString&)>& take) {
    QPushButton* wish = nullptr;
    int index = 0;
    for (int i = 0; i < offered.size(); ++i) {
        const QString& action = offered[i];
        if (action.startsWith(QLatin1String("wish "))) { // one rank picker for every wish
            if (!wish) {
                wish = makeActionButton(bar, QString(), ActionKeys::tr("Wish…"), index++,
                                        i == primary, false);
                auto* menu = new QMenu(wish);
                menu->setObjectName(QStringLiteral("wish-menu"));
                QObject::connect(menu, &QMenu::triggered, wish,
                                 [take](QAction* a) { take(a->data().toString()); });
                // The menu opens without waiting in a loop of its own, under the button.
                QObject::connect(wish, &QPushButton::clicked, menu, [wish, menu] {
                    menu->popup(wish->mapToGlobal(QPoint(0, wish->height())));
                });
                layout->addWidget(wish);
            }
            auto* menu = wish->findChild<QMenu*>();
            menu->addAction(label(action))->setData(action);
            wish->setProperty("choices", wish->property("choices").toStringList() << action);
            continue;
        }
        QPushButton* button =
            makeActionButton(bar, action, label(action), index++, i == primary, isPass(action));
        layout->addWidget(button);
        QObject::connect(button, &QPushButton::clicked, bar, [take, action] { take(action); });
    }
}

void retireActionButtons(const QList<QPushButton*>& buttons) {
    for (QPushButton* b : buttons) {
        b->setProperty("gone", true);
        b->hide();
        b->deleteLater();
    }
}

bool pressActionKey(QKeyEvent* event, const QList<QPushButton*>& all) {
    QList<QPushButton*> buttons; // older buttons may still await deletion
    for (QPushButton* b : all)
        if (!b->property("gone").toBool())
            buttons << b;
    const int key = event->key();
    QPushButton* target = nullptr;
    if (key == Qt::Key_Return || key == Qt::Key_Enter) {
        for (QPushButton* b : buttons)
            if (b->isDefault())
                target = b;
    } else if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        target = buttons.value(key - Qt::Key_1);
    } else if (key == Qt::Key_P) {
        for (QPushButton* b : buttons)
            if (b->property("pass").toBool())
                target = b;
    } else {
        return false;
    }
    if (!target)
        return false;
    target->click();
    return true;
}

} // namespace paiju::gui
