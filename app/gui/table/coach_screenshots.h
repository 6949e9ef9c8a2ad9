#pragma once

#include <QString>

namespace paiju::gui {

class TableWindow;

// The command line's --coach: shows the coach on the window just opened, for a picture.
// "hint": the hint for the person at a table (or the seat shown in a replay); "review": the
// review of the person's last hand (the hand in play when none is over); "analyse": a replay's
// analysis for the seat shown. With `screenshot`, the picture (of the window, or of the review's
// dialog) is saved once the coach has answered, and the app quits. False when `what` does not
// apply to the window.
bool showCoach(TableWindow* window, const QString& what, const QString& screenshot);

} // namespace paiju::gui
