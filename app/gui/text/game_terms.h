#pragma once

#include <QString>

namespace paiju::gui {

// The words of the engine's notation that a player reads at the table — phases and the kinds of
// log events — in the UI language. A word the table does not know is shown as the engine wrote it.
QString phaseText(const QString& phase);
QString eventText(const QString& type);
// An action of the notation as a button says it: its verb in words, then its cards and choices
// ("play 7j 7s 8p PH PH=8" → "Play 7j 7s 8p PH (PH = 8)").
QString actionText(const QString& action);

} // namespace paiju::gui
