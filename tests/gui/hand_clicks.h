#pragma once

// Playing a table window as a person does: clicking the cards of an action, then its button.
#include "session/table_session.h"
#include "table/hand_widget.h"
#include "table/table_window.h"

#include <QApplication>
#include <QMenu>
#include <QPushButton>
#include <QTest>

namespace paiju::test {

// The action bar's buttons still shown (a button taken away waits for deletion, marked "gone").
inline QList<QPushButton*> liveButtons(const gui::TableWindow& table) {
    QList<QPushButton*> out;
    for (QPushButton* b : table.actionButtons())
        if (!b->property("gone").toBool())
            out << b;
    return out;
}

// Clicks each of the cards in the hand once; copies of a card are clicked one after another.
// Returns the first card the hand does not hold, or an empty string.
inline QString clickCards(gui::HandWidget& hand, const QStringList& cards) {
    QList<int> used;
    for (const QString& card : cards) {
        int index = -1;
        for (int i = 0; i < hand.cards().size() && index < 0; ++i)
            if (hand.cards()[i] == card && !used.contains(i))
                index = i;
        if (index < 0)
            return card;
        used << index;
        const QRect r = hand.cardRect(index);
        QTest::mouseClick(&hand, Qt::LeftButton, {}, QPoint(r.left() + 3, r.center().y()));
    }
    return {};
}

// The action bar's button for exactly this action (its notation), or nullptr.
inline QPushButton* buttonFor(const QList<QPushButton*>& buttons, const QString& action) {
    QPushButton* found = nullptr;
    for (QPushButton* b : buttons) // the last one: older buttons may still await deletion
        if (b->property("action").toString() == action)
            found = b;
    return found;
}

// The entry of the button's menu for this action (Tichu's wish picker), or nullptr.
inline QAction* menuEntryFor(QPushButton* button, const QString& action) {
    if (auto* menu = button ? button->findChild<QMenu*>() : nullptr)
        for (QAction* a : menu->actions())
            if (a->data().toString() == action)
                return a;
    return nullptr;
}

// The button that offers this action: its own, or the one whose menu lists it; nullptr if none.
inline QPushButton* offeringButton(const QList<QPushButton*>& buttons, const QString& action) {
    QPushButton* found = buttonFor(buttons, action);
    for (QPushButton* b : buttons)
        if (!found && b->property("choices").toStringList().contains(action) &&
            !b->property("gone").toBool())
            found = b;
    return found;
}

// Takes the action as a person does: clicks its button, or the button whose menu offers it and
// then the menu's entry. False when nothing offers it.
inline bool clickAction(const QList<QPushButton*>& buttons, const QString& action) {
    QPushButton* button = offeringButton(buttons, action);
    if (!button)
        return false;
    QAction* entry = menuEntryFor(button, action);
    QTest::mouseClick(button, Qt::LeftButton);
    if (entry)
        entry->trigger();
    return true;
}

// Plays `seat`'s turns with their first legal action, and deals the next hand at a hand's end,
// until `stop` holds for the seat's view (checked after the events of each step) or `steps` steps
// have passed.
template <typename Stop>
void playFirstLegalUntil(session::TableSession& session, int seat, int steps, Stop stop) {
    for (int step = 0; step < steps; ++step) {
        QApplication::processEvents();
        const session::SeatView view = session.viewFor(seat);
        if (stop(view))
            break;
        if (session.pausedAtHandEnd())
            session.resume();
        else if (view.awaited)
            session.submit(seat, view.legal.front());
    }
}

} // namespace paiju::test
