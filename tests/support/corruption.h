#pragma once

#include "io/registry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace paiju::test {

struct CorruptionResult {
    int refused = 0;
    QString problem; // empty when every damaged state was refused with a reason or played out
};

// Replaces each field of a good saved state, one at a time, with each junk value. A loader must
// refuse the damaged state with a reason, or return one that bots can play to the end of the
// match: a corrupt save never crashes the program or leaves it stuck.
CorruptionResult damageEachField(const GameInfo& game, const QJsonObject& good,
                                 const QList<QJsonValue>& junk);

// Plays `state` on with random bots and damages its saved form (as damageEachField) once in each
// phase it reaches, up to `phases` of them: a corrupt save is refused or playable whatever moment
// of the game it was taken at.
CorruptionResult damageInEachPhase(const GameInfo& game, GameState& state, std::size_t phases,
                                   const QList<QJsonValue>& junk);

} // namespace paiju::test
