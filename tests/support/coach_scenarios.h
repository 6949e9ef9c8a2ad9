#pragma once

#include "core/search_bot.h"
#include "io/replay.h"

#include <QFile>
#include <optional>

// What the coach's tests share: a search that does the same work on every machine, and the
// constructed games whose answer is known (tests/scenarios, named by the program's
// PAIJU_SCENARIO_DIR).
namespace paiju::test {

// A few samples, untimed: a run is the same on every machine, and with four samples or more a
// candidate can overturn the normal bot's choice, so the best is not always the same action.
inline SearchSettings untimed(int samples) {
    SearchSettings s;
    s.budgetMs = 0;
    s.samples = samples;
    return s;
}

#ifdef PAIJU_SCENARIO_DIR
inline std::optional<Replay> scenario(const QString& name) {
    QFile file(QStringLiteral(PAIJU_SCENARIO_DIR "/") + name + QStringLiteral(".replay.json"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QString error;
    return Replay::parse(file.readAll(), &error);
}
#endif

} // namespace paiju::test
