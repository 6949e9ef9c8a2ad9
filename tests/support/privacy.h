#pragma once

#include "core/game_state.h"

#include <QJsonValue>
#include <QString>

namespace paiju::test {

// Every card token that appears anywhere in an observation, in any string (actions and log texts
// included), must name a card type the seat may know. Returns the first offending token, or an
// empty string. Types, not copies: for decks with identical copies this checks that no type the
// seat cannot see shows up at all.
QString leakedToken(const GameState& state, int seat, const QJsonValue& observation);

} // namespace paiju::test
