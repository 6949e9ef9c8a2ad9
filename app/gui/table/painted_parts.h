#pragma once

#include <QAccessible>
#include <QRect>
#include <QString>

class QWidget;

namespace paiju::gui {

// A widget that paints parts a screen reader should reach one by one (the cards of the hand,
// the seat plates of the table): each part becomes an accessible child of the widget, with the
// name, description, place and state the widget gives it.
class PaintedParts {
public:
    virtual ~PaintedParts() = default;
    virtual int partCount() const = 0;
    virtual QString partText(int index, QAccessible::Text text) const = 0;
    virtual QRect partRect(int index) const = 0; // in the widget's coordinates
    virtual QAccessible::State partState(int index) const;
    virtual QAccessible::Role partRole() const = 0;
    // The widget's own name and description.
    virtual QString ownText(QAccessible::Text text) const = 0;
    virtual QAccessible::Role ownRole() const = 0;
};

// Lets screen readers reach the parts of every widget that is also PaintedParts (once is enough).
void installPaintedPartsAccessibility();
// Tells a screen reader that the part now has the keyboard focus.
void announcePartFocus(QWidget* widget, int index);

} // namespace paiju::gui
