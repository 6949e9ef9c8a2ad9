#pragma once

#include <QString>

namespace paiju::bench {

// The load of bench_server_load run against a TableCore in this process: every client is a Peer
// of the core (app/server/connection.h), so no socket is opened and the number of tables is not
// bound by the process's file limit.
struct InProcessLoad {
    int tables = 100;
    int seconds = 20;
    int thinkMs = 0;
    int warmupMs = 3000;
    QString dataDir; // journal every table there; empty: no journals
    // Instead of measuring: `tables` tables restored from journals with the seeds 1..tables, played
    // at once (think 0) in a fixed order until each match ends, and a digest of every message
    // every client received and of the journals written. Two builds that print the same digest
    // sent the same bytes and journaled the same lines.
    bool digest = false;
};

int runInProcess(const InProcessLoad& options);

} // namespace paiju::bench
