#pragma once

#include <QList>
#include <QStringList>
#include <functional>

class QLayout;
class QKeyEvent;
class QPushButton;
class QWidget;

namespace paiju {
class Deck;
}

namespace paiju::gui {

// Playing a table from the keyboard, the same at every table window: the action bar's buttons
// are taken by keys, Enter for the primary one, the digits in the order shown, P to pass.

// The action Enter takes among those offered: the one the selected cards make, else the first.
int primaryAction(const QStringList& offered, const QStringList& selected, const Deck& deck);
// An action button's tooltip (its words, the notation when the player asked for it, and its keys),
// accessible name (`label`) and description (its keys); the primary button is the default one.
// The button's "pass" property marks the passing answer.
void describeAction(QPushButton* button, const QString& action, const QString& label, int index,
                    bool primary, bool pass);
// A button of the action bar `bar` for `action` (kept in its "action" property), labelled in
// words: a long label is cut rather than widen the window, and a click leaves the focus where
// it was (in the hand).
QPushButton* makeActionButton(QWidget* bar, const QString& action, const QString& label, int index,
                              bool primary, bool pass);
// Fills the bar (its buttons in `layout`) with the offered actions, `primary` the default one:
// a button each, except Tichu's wishes, which share one button "Wish…" opening a menu of the
// ranks and "No wish" (its "choices" property lists them). `label` names an action, `isPass`
// marks the passing answer, `take` acts.
void fillActionBar(QWidget* bar, QLayout* layout, const QStringList& offered, int primary,
                   const std::function<QString(const QString&)>& label,
                   const std::function<bool(const QString&)>& isPass,
                   const std::function<void(const QString&)>& take);
// The bar's old buttons leave at once (hidden, marked "gone") and are deleted later.
void retireActionButtons(const QList<QPushButton*>& buttons);
// Clicks the button a key stands for (buttons whose "gone" property is set are being replaced);
// false when the key is none of the action keys (or its button is not there).
bool pressActionKey(QKeyEvent* event, const QList<QPushButton*>& buttons);

} // namespace paiju::gui
