#include "table_session.h"

#include <QJsonArray>

namespace paiju::session {

std::unique_ptr<TableSession> TableSession::create(const Replay& replay, QString* error) {
    ReplayRun run = runReplay(replay);
    if (run.failure) {
        *error = run.failure->message();
        return nullptr;
    }
    const GameInfo* game = findGame(replay.game);
    return std::unique_ptr<TableSession>(new TableSession(*game, std::move(run.state), replay));
}

TableSession::TableSession(const GameInfo& game, std::unique_ptr<GameState> state, Replay record)
    : game_(&game), state_(std::move(state)), record_(std::move(record)),
      agents_(static_cast<std::size_t>(state_->seatCount()), nullptr) {
}

void TableSession::setAgent(int seat, SeatAgent* agent) {
    agent->setParent(this);
    agents_.at(static_cast<std::size_t>(seat)) = agent;
    connect(agent, &SeatAgent::chose, this, [this, seat](int claimed, const QString& action) {
        // An agent acts only for its own seat, whatever it claims.
        if (claimed != seat) {
            emit refused(claimed, action, QStringLiteral("an agent can only act for its seat"));
            return;
        }
        submit(seat, action);
    });
}

void TableSession::start() {
    publish();
}

ApplyResult TableSession::submit(int seat, const QString& action) {
    if (seat < 0 || seat >= state_->seatCount()) {
        emit refused(seat, action, QStringLiteral("there is no such seat"));
        return ApplyResult::failure("there is no such seat");
    }
    const ApplyResult result = state_->apply(seat, action.toStdString());
    if (!result.ok()) {
        emit refused(seat, action, QString::fromStdString(result.error));
        return result;
    }
    record_.actions.push_back({seat, action.toStdString()});
    emit changed();
    // A slot of `changed` may itself submit; the end is reported once, by whichever call saw it.
    if (state_->isTerminal() && !finishedReported_) {
        finishedReported_ = true;
        emit finished();
    }
    publish();
    return result;
}

bool TableSession::undo(int seat, QString* error) {
    auto last = record_.actions.size();
    while (last > 0 && record_.actions[last - 1].seat != seat)
        --last;
    if (last == 0) {
        *error = QStringLiteral("nothing to take back");
        return false;
    }
    Replay shorter = record_;
    shorter.actions.resize(last - 1);
    ReplayRun run = runReplay(shorter);
    if (run.failure) { // cannot happen for a prefix of a record the session applied itself
        *error = run.failure->message();
        return false;
    }
    state_ = std::move(run.state);
    record_ = std::move(shorter);
    finishedReported_ = state_->isTerminal();
    emit changed();
    publish();
    return true;
}

SeatView TableSession::viewFor(int seat) const {
    SeatView view;
    view.seat = seat;
    view.observation = game_->observe(*state_, seat);
    // The observation's list: a game may shorten it there (Tichu's 2,184 ways to pass cards are one
    // flag), which keeps views small enough for a network frame.
    for (const QJsonValue& action : view.observation.value("legal").toArray())
        view.legal << action.toString();
    const auto waiting = state_->awaiting();
    view.awaited = std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
    return view;
}

void TableSession::publish() {
    for (std::size_t seat = 0; seat < agents_.size(); ++seat)
        if (agents_[seat])
            agents_[seat]->show(viewFor(static_cast<int>(seat)));
}

} // namespace paiju::session
