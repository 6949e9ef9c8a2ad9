#pragma once

#include <QList>
#include <QPushButton>
#include <QStringList>
#include <functional>

class QLayout;
class QKeyEvent;
class QWidget;

namespace paiju {
class Deck;
}

namespace paiju::gui {

// Playing a table from the keyboard, the same at every table window: the action bar's buttons
// are taken by keys, Enter for the primary one, the digits in the order shown, P to pass.

// A button of the action bar as players read it at a card table: its key in a small box, its words,
// then the cards it uses as small faces (the button's icon); the primary action gold. Its text
// stays the whole label (what screen readers and tooltips say); a text too long for the bar is
// cut with an ellipsis rather than widen it.
class ActionButton : public QPushButton {
    Q_OBJECT
public:
    ActionButton(const QString& text, QWidget* parent);
    // What the key box shows ("1", "P"); empty: no box.
    void setKey(const QString& key);
    QString key() const { return key_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The words drawn: the "short" property when set (a claim whose faces show its cards says its
    // verb only), else the text.
    QString shownText() const;
    // The claim's value drawn after its faces (the "value" property, "1 hu"); empty: none.
    QString valueText() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int keyWidth() const;
    QString key_;
};

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
