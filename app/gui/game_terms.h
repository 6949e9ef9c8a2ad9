#pragma once

#include <QString>

namespace paiju::gui {

// The words of the engine's notation that a player reads at the table — phases and the kinds of
// log events — in the UI language. A word the table does not know is shown as the engine wrote it.
QString phaseText(const QString& phase);
QString eventText(const QString& type);

} // namespace paiju::gui
