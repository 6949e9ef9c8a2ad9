#pragma once

#include "core/bot.h"
#include "seat_agent.h"

#include <QTimer>
#include <memory>

namespace paiju::session {

class TableSession;

// A bot in a seat. It answers after `delayMs` so that people can follow; the answer is computed
// when the delay ends, from the state as it is then, and dropped if the seat is no longer
// awaited. A bot runs beside the referee and, by the Bot contract, reads only what its seat may
// see.
class BotAgent : public SeatAgent {
    Q_OBJECT
public:
    BotAgent(const TableSession& session, std::unique_ptr<Bot> bot, std::uint64_t seed,
             int delayMs);
    void show(const SeatView& view) override;
    // It reads the state (TableSession::decisionState), not the view.
    bool takesDeltas() const override { return true; }
    bool readsObservation() const override { return false; }

private:
    const TableSession& session_;
    std::unique_ptr<Bot> bot_;
    Rng rng_;
    QTimer timer_;
    int seat_ = -1;
};

} // namespace paiju::session
