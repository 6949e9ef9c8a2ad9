#pragma once

#include "text/game_terms.h"

#include <QString>

namespace paiju::gui {

// A server's refusal (its `error` message, docs/protocol.md) in the UI language, read from its
// code: the server writes its messages in English for logs and tools, the player reads this. An
// unknown code keeps the server's own words after a translated lead; an engine reason
// (`illegal-action`) is said in the player's words (refusalText) with the table's names from
// `context`, when the app knows it.
QString serverErrorText(const QString& code, const QString& message,
                        const TextContext& context = {});

// A rating as players see it (mu − 3 sigma, docs/ratings.md), in whole points.
QString ratingText(double rating);

} // namespace paiju::gui
