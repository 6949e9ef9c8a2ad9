#include "table/action_keys.h"

#include "text/game_terms.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLayout>
#include <QMenu>
#include <QPushButton>

namespace paiju::gui {

namespace {

struct ActionKeys {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::ActionKeys)
};

} // namespace

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
    auto* button = new QPushButton(label, bar);
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
