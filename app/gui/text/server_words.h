#pragma once

#include <QString>

namespace paiju::gui {

// A server's refusal (its `error` message, docs/protocol.md) in the UI language, read from its
// code: the server writes its messages in English for logs and tools, the player reads this. An
// unknown code, or an engine reason (`illegal-action`), keeps the server's own words after a
// translated lead.
QString serverErrorText(const QString& code, const QString& message);

} // namespace paiju::gui
