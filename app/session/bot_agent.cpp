#include "bot_agent.h"

#include "table_session.h"

namespace paiju::session {

BotAgent::BotAgent(const TableSession& session, std::unique_ptr<Bot> bot, std::uint64_t seed,
                   int delayMs)
    : session_(session), bot_(std::move(bot)), rng_(seed) {
    timer_.setSingleShot(true);
    timer_.setInterval(delayMs);
    connect(&timer_, &QTimer::timeout, this, [this] {
        // In a claim window's slot the bot decides where the window reaches its seat.
        const GameState& state = session_.decisionState(seat_);
        const auto waiting = state.awaiting();
        if (std::find(waiting.begin(), waiting.end(), seat_) == waiting.end())
            return;
        std::string action = bot_->choose(state, seat_, rng_);
        if (action.empty()) // an awaited seat must act: the first legal action
            action = state.legalActions(seat_).front();
        emit chose(seat_, QString::fromStdString(action));
    });
}

void BotAgent::show(const SeatView& view) {
    seat_ = view.seat;
    if (view.awaited && !timer_.isActive())
        timer_.start();
}

} // namespace paiju::session
