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
      agents_(static_cast<std::size_t>(state_->seatCount()), nullptr), shown_(agents_.size()) {
    clock_.start();
    holdTimer_.setSingleShot(true);
    holdTimer_.setTimerType(Qt::PreciseTimer); // a coarse timer may end a hold early
    connect(&holdTimer_, &QTimer::timeout, this, &TableSession::endHold);
}

void TableSession::setWindowHold(int ms, bool closeAtEnd) {
    holdMs_ = std::max(0, ms);
    closeAtEnd_ = closeAtEnd;
}

bool TableSession::askedInWindow(int seat) const {
    if (!state_->inWindow())
        return false;
    const auto waiting = state_->awaiting();
    return std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
}

void TableSession::holdWindows(int opened) {
    if (holdMs_ == 0 || opened <= 0)
        return;
    // Windows opened one after another by one action each get their full time.
    if (!holding_)
        holdUntil_ = clock_.elapsed();
    holdUntil_ += qint64(opened) * holdMs_;
    holding_ = true;
    holdTimer_.start(int(std::max<qint64>(0, holdUntil_ - clock_.elapsed())));
}

void TableSession::endHold() {
    holding_ = false;
    // Declining may open the next window (the next card shown), which starts a new hold.
    while (closeAtEnd_ && !holding_ && state_->inWindow()) {
        const int seat = state_->awaiting().front();
        const auto legal = state_->legalActions(seat);
        const std::string decline = state_->declineAction();
        const std::string action = std::find(legal.begin(), legal.end(), decline) != legal.end()
                                       ? decline
                                   : legal.size() == 1 ? legal.front()
                                                       : std::string();
        if (action.empty() || !apply(seat, QString::fromStdString(action)).ok())
            break;
    }
    publish();
}

void TableSession::setAgent(int seat, SeatAgent* agent) {
    SeatAgent*& slot = agents_.at(static_cast<std::size_t>(seat));
    if (slot) // later: it may be in the middle of emitting `chose`
        slot->deleteLater();
    slot = agent;
    if (!agent)
        return;
    agent->setParent(this);
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
    // Whether the window is already closed must not be probed by acting: while a window's time
    // runs, only the seats asked in it act, and everybody else is told to wait.
    if (holding_ && !askedInWindow(seat)) {
        emit refused(seat, action, QString::fromLatin1(windowOpen));
        return ApplyResult::failure(windowOpen);
    }
    const ApplyResult result = apply(seat, action);
    if (result.ok())
        publish();
    return result;
}

ApplyResult TableSession::apply(int seat, const QString& action) {
    const int windowsBefore = state_->windowsOpened();
    const ApplyResult result = state_->apply(seat, action.toStdString());
    if (!result.ok()) {
        emit refused(seat, action, QString::fromStdString(result.error));
        return result;
    }
    record_.actions.push_back({seat, action.toStdString()});
    holdWindows(state_->windowsOpened() - windowsBefore);
    emit changed();
    // A slot of `changed` may itself submit; the end is reported once, by whichever call saw it.
    if (state_->isTerminal() && !finishedReported_) {
        finishedReported_ = true;
        emit finished();
    }
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
    holding_ = false;
    holdTimer_.stop();
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
    for (std::size_t seat = 0; seat < agents_.size(); ++seat) {
        if (!agents_[seat] || (holding_ && !askedInWindow(int(seat))))
            continue;
        SeatView view = viewFor(static_cast<int>(seat));
        // A seat asked twice in one hold would otherwise be shown the same question twice.
        if (view.observation == shown_[seat].observation)
            continue;
        shown_[seat] = view;
        agents_[seat]->show(view);
    }
    if (!holding_) {
        if (publicWatched_)
            publicView_ = viewFor(-1);
        emit published();
    }
}

void TableSession::watchPublicView() {
    // During a hold the view would show what the hold hides; the hold's end brings it.
    if (!publicWatched_ && !holding_)
        publicView_ = viewFor(-1);
    publicWatched_ = true;
}

void TableSession::showAgain(int seat) {
    auto& agent = agents_.at(static_cast<std::size_t>(seat));
    const SeatView& last = shown_[static_cast<std::size_t>(seat)];
    if (agent)
        agent->show(last.seat >= 0 ? last : viewFor(seat));
}

} // namespace paiju::session
