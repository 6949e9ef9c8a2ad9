#include "bot_agent.h"

#include "table_session.h"

#include <QThreadPool>
#include <mutex>

namespace paiju::session {

// Where a worker delivers its decision: the agent while it lives, nobody once it is gone. The
// lock makes posting to the agent and deleting it exclusive (a deleted object's posted events
// are discarded with it).
namespace {

// The bot's choice, or the first legal action when it has none: an awaited seat must act.
QString decideOn(Bot& bot, const GameState& state, int seat, Rng& rng) {
    std::string action = bot.choose(state, seat, rng);
    if (action.empty())
        action = state.legalActions(seat).front();
    return QString::fromStdString(action);
}

} // namespace

struct BotAgent::Mailbox {
    std::mutex lock;
    BotAgent* agent = nullptr;
};

BotAgent::BotAgent(const TableSession& session, std::unique_ptr<Bot> bot, std::uint64_t seed,
                   int delayMs)
    : session_(session), bot_(std::move(bot)), rng_(seed), mailbox_(std::make_shared<Mailbox>()) {
    mailbox_->agent = this;
    timer_.setSingleShot(true);
    delayMs_ = std::max(0, delayMs);
    connect(&timer_, &QTimer::timeout, this, &BotAgent::decide);
    // A bot that waited for the table's picture acts as soon as it has been shown.
    connect(&session, &TableSession::agentsMayAct, this, [this] {
        if (waiting_ && !timer_.isActive() && !deciding_) {
            waiting_ = false;
            decide();
        }
    });
}

BotAgent::~BotAgent() {
    const std::lock_guard<std::mutex> guard(mailbox_->lock);
    mailbox_->agent = nullptr;
}

void BotAgent::decide() {
    if (session_.agentsWait()) { // the move before is still being shown
        waiting_ = true;
        return;
    }
    waiting_ = false;
    // In a claim window's slot the bot decides where the window reaches its seat.
    const GameState& state = session_.decisionState(seat_);
    const auto waiting = state.awaiting();
    if (std::find(waiting.begin(), waiting.end(), seat_) == waiting.end())
        return;
    if (!bot_->takesLong()) {
        emit chose(seat_, decideOn(*bot_, state, seat_, rng_));
        return;
    }
    // The worker owns what it reads: a copy of the state, the bot, and a copy of the Rng, which
    // the agent takes back only with an answer it keeps (so that a dropped decision draws
    // nothing, and a table decides the same whatever the timing).
    deciding_ = true;
    std::shared_ptr<GameState> copy(state.clone());
    QThreadPool::globalInstance()->start([bot = bot_, copy, seat = seat_, rngState = rng_.state(),
                                          version = version_, mailbox = mailbox_] {
        Rng rng = Rng::fromState(rngState);
        const QString answer = decideOn(*bot, *copy, seat, rng);
        const Rng::State after = rng.state();
        const std::lock_guard<std::mutex> guard(mailbox->lock);
        if (BotAgent* agent = mailbox->agent)
            QMetaObject::invokeMethod(
                agent, [agent, version, answer, after] { agent->decided(version, answer, after); },
                Qt::QueuedConnection);
    });
}

void BotAgent::decided(quint64 version, const QString& action, const Rng::State& rngState) {
    deciding_ = false;
    if (version != version_) {
        emit dropped(seat_);
        if (awaited_ && !timer_.isActive()) {
            waiting_ = false;
            timer_.start(wait());
        }
        return;
    }
    rng_ = Rng::fromState(rngState);
    emit chose(seat_, action);
}

void BotAgent::forget() {
    timer_.stop();
    waiting_ = false;
    awaited_ = false;
    version_ = 0; // a decision on its way is of another version: it is dropped
}

void BotAgent::show(const SeatView& view) {
    seat_ = view.seat;
    version_ = view.version;
    awaited_ = view.awaited;
    inWindow_ = view.inWindow;
    if (view.awaited && !deciding_ && !timer_.isActive()) {
        waiting_ = false;
        timer_.start(wait());
    }
}

} // namespace paiju::session
