#pragma once

#include "core/bot.h"
#include "seat_agent.h"

#include <QTimer>
#include <algorithm>
#include <memory>

namespace paiju::session {

class TableSession;

// A bot in a seat. It answers after `delayMs` so that people can follow; the answer is computed
// when the delay ends, from the state as it is then, and dropped if the seat is no longer
// awaited. A claim window's question asked while the window's slot holds the table is answered
// at once: the slot keeps the card in view for its whole time anyway, the answer waits for its
// end, and a server declines for a seat still silent then. A bot runs beside the referee and, by
// the Bot contract, reads only what its seat may see.
//
// A bot whose decisions take long (Bot::takesLong, the hard bot's search) decides on a worker
// thread, on a copy of the state, so that the session's thread (the window) goes on meanwhile;
// its answer comes back on the session's thread, and is dropped when the seat was shown another
// view in the meantime (an undo, a new hand, another seat's action): the bot then decides again
// if it is still awaited. While the session says agents wait (TableSession::setAgentsWait: the
// table still shows the move before), a bot whose delay is over holds its decision until they may
// act. An agent deleted while its bot decides (the table closed) is told
// nothing: the worker finishes on its own copies.
class BotAgent : public SeatAgent {
    Q_OBJECT
public:
    BotAgent(const TableSession& session, std::unique_ptr<Bot> bot, std::uint64_t seed,
             int delayMs);
    ~BotAgent() override;
    void show(const SeatView& view) override;
    // It reads the state (TableSession::decisionState), not the view.
    bool takesDeltas() const override { return true; }
    bool readsObservation() const override { return false; }
    // Settings → Bot speed on an open table: from the next view on.
    void setDelay(int ms) { delayMs_ = std::max(0, ms); }
    // Drops the question it is taking its time over (a stand-in whose player is back): nothing
    // is answered until it is shown another, then after its whole delay.
    void forget();
    int delay() const { return delayMs_; }
    // Whether a decision runs on a worker thread now.
    bool deciding() const { return deciding_; }

signals:
    // A decision made on a worker thread was dropped: the seat's view changed meanwhile.
    void dropped(int seat);

private:
    struct Mailbox;
    void decide();
    void decided(quint64 version, const QString& action, const Rng::State& rngState);

    const TableSession& session_;
    std::shared_ptr<Bot> bot_;
    Rng rng_;
    QTimer timer_;
    int delayMs_ = 0;
    bool inWindow_ = false; // the view shown last asks in a claim window's slot
    int wait() const { return inWindow_ ? 0 : delayMs_; }
    int seat_ = -1;
    quint64 version_ = 0;   // the last view's version
    bool awaited_ = false;  // in the last view
    bool deciding_ = false; // on a worker thread
    bool waiting_ = false;  // its delay is over, but the table still shows the move before
    std::shared_ptr<Mailbox> mailbox_;
};

} // namespace paiju::session
