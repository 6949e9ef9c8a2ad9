#pragma once

// Playing a table window as a person does: clicking the cards of an action, then its button.
#include "table/hand_widget.h"

#include <QPushButton>
#include <QTest>

namespace paiju::test {

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

} // namespace paiju::test
