#include "table_session.h"

#include "io/json_codec.h"
#include "io/spelling.h"

#include <QJsonArray>

namespace paiju::session {

std::unique_ptr<TableSession> TableSession::create(const Replay& replay, QString* error) {
    const GameInfo* game = findGame(replay.game);
    // The windows the last action opened are timed again at the table: a copy of the state
    // before it is kept while the record is run, not worked out again, and its spectator's view
    // is written only when the action opened any (most records end otherwise).
    std::unique_ptr<GameState> beforeLast;
    ReplayRun run = runReplay(replay, allGames(), [&](std::size_t i, const GameState& before) {
        if (i + 1 == replay.actions.size())
            beforeLast = before.clone();
    });
    if (run.failure) {
        *error = run.failure->message();
        return nullptr;
    }
    ResumedWindows resumed;
    if (beforeLast && run.state->windowsOpened() > beforeLast->windowsOpened())
        resumed = {run.state->windowsOpened() - beforeLast->windowsOpened(),
                   game->observe(*beforeLast, -1)};
    std::unique_ptr<TableSession> session(new TableSession(*game, std::move(run.state), replay));
    session->resumed_ = std::move(resumed);
    return session;
}

TableSession::TableSession(const GameInfo& game, std::unique_ptr<GameState> state, Replay record)
    : game_(&game), state_(std::move(state)), record_(std::move(record)),
      agents_(static_cast<std::size_t>(state_->seatCount()), nullptr), shown_(agents_.size()) {
    connect(&holdTimer_, &Timer::timeout, this, &TableSession::nextSlot);
    connect(&handEndTimer_, &Timer::timeout, this, &TableSession::resume);
}

void TableSession::setClock(Clock* clock) {
    clock_ = clock ? clock : Clock::system();
    holdTimer_.setClock(clock_);
    handEndTimer_.setClock(clock_);
}

void TableSession::setHandEndHold(int ms) {
    handEndHoldMs_ = std::max(0, ms);
    if (handEndHoldMs_ > 0)
        pauseAtHandEnd_ = true;
}

void TableSession::reportHandEnd() {
    if (handEndHoldMs_ > 0)
        handEndTimer_.start(handEndHoldMs_);
    emit handEnded();
}

void TableSession::setWindowHold(int ms, bool closeAtEnd) {
    holdMs_ = std::max(0, ms);
    closeAtEnd_ = closeAtEnd;
}

const GameState& TableSession::decisionState(int seat) const {
    const auto it = asked_.find(seat);
    return it != asked_.end() && it->second.at ? *it->second.at : *state_;
}

bool TableSession::askedInWindow(int seat) const {
    const auto it = asked_.find(seat);
    return it != asked_.end() && it->second.at != nullptr;
}

void TableSession::holdSlots(int count) {
    if (!holding_)
        slotEnd_ = clock_->now();
    // A slot that ended while the table waited for a person starts the next one from now.
    slotEnd_ = std::max(slotEnd_, clock_->now());
    holding_ = true;
    slotsLeft_ = count;
    emit holdStarted(holdLeftMs());
    nextSlot();
}

qint64 TableSession::holdLeftMs() const {
    if (!holding_)
        return -1;
    return std::max<qint64>(0, slotEnd_ + qint64(slotsLeft_) * holdMs_ - clock_->now());
}

qint64 TableSession::slotLeftMs() const {
    return holding_ ? std::max<qint64>(0, slotEnd_ - clock_->now()) : -1;
}

void TableSession::nextSlot() {
    if (slotsLeft_ == 0) {
        if (window_ >= 0) {
            resolveWindow();
            return;
        }
        holding_ = false;
        publish();
        return;
    }
    --slotsLeft_;
    slotEnd_ += holdMs_;
    extendedBy_.clear();
    emit slotStarted(slotLeftMs());
    // Skipped windows come first: the live one, if any, is the last slot of the run.
    if (slotsLeft_ == 0 && state_->inWindow())
        askWindow();
    holdTimer_.start(int(slotLeftMs()));
}

bool TableSession::extendSlot(int seat) {
    const qint64 now = clock_->now();
    if (!holding_ || resolving_ || slotEnd_ <= now || seat < 0 || seat >= state_->seatCount() ||
        !extendedBy_.insert(seat).second)
        return false;
    slotEnd_ += holdMs_;
    emit slotExtended(slotEnd_ - now);
    holdTimer_.start(int(slotEnd_ - now));
    return true;
}

namespace {

// How a seat declines in a window: the engine's declining answer, or the only thing it may do;
// empty when neither applies.
std::string declineFor(const GameState& g, int seat) {
    const auto legal = g.legalActions(seat);
    const std::string decline = g.declineAction();
    if (std::find(legal.begin(), legal.end(), decline) != legal.end())
        return decline;
    return legal.size() == 1 ? legal.front() : std::string();
}

} // namespace

bool TableSession::reachSeat(GameState& g, int seat) const {
    for (int guard = 0; guard < 64 && g.inWindow() && g.windowsOpened() == window_; ++guard) {
        const auto waiting = g.awaiting();
        if (waiting.empty())
            return false;
        if (std::find(waiting.begin(), waiting.end(), seat) != waiting.end())
            return true;
        const int other = waiting.front();
        const std::string action = declineFor(g, other);
        if (action.empty() || !g.apply(other, action).ok())
            return false;
    }
    return false;
}

void TableSession::askWindow() {
    window_ = state_->windowsOpened();
    resolving_ = false;
    asked_.clear();
    for (int seat = 0; seat < state_->seatCount(); ++seat) {
        auto g = state_->clone();
        if (reachSeat(*g, seat)) {
            Ask& ask = asked_[seat];
            ask.at = std::move(g);
            ask.real = state_->events().size();
            ask.version = ++versions_;
        }
    }
    for (auto& [seat, ask] : asked_)
        show(seat, *ask.at, ask.real, ask.version, true);
}

ApplyResult TableSession::answer(int seat, const QString& action) {
    Ask& ask = asked_.at(seat);
    auto after = ask.at->clone();
    const ApplyResult result = after->apply(seat, action.toStdString());
    if (!result.ok()) {
        emit refused(seat, action, QString::fromStdString(result.error));
        return result;
    }
    // Kept as the legal list spells it, as every action the session records.
    const std::string text = action.toStdString();
    ask.answers.push_back(spelledAsListed(*ask.at, seat, text)
                              ? text
                              : listedSpelling(*game_, *ask.at, *after, seat, text));
    // Asked again in this window (a win passed, then a pong)? Then at once: only its own answer
    // lies in between.
    if (reachSeat(*after, seat)) {
        ask.at = std::move(after);
        ask.version = ++versions_;
        show(seat, *ask.at, ask.real, ask.version, true);
    } else {
        ask.at.reset();
    }
    if (resolving_) // the slot is over and the table was waiting for this answer
        resolveWindow();
    return result;
}

void TableSession::resolveWindow() {
    resolving_ = true;
    while (state_->inWindow() && state_->windowsOpened() == window_) {
        const auto waiting = state_->awaiting();
        if (waiting.empty())
            break;
        const int seat = waiting.front();
        std::string action;
        const auto it = asked_.find(seat);
        if (it != asked_.end() && it->second.applied < it->second.answers.size()) {
            action = it->second.answers[it->second.applied++];
        } else if (!closeAtEnd_ && it != asked_.end() && it->second.at) {
            emit answersAwaited(); // a person at this screen has not answered yet: the table waits
            return;
        } else {
            action = declineFor(*state_, seat);
        }
        // An answer that no longer fits (a claim before it changed the window) declines.
        if (action.empty() || !apply(seat, QString::fromStdString(action)).ok()) {
            const std::string decline = state_->declineAction();
            if (!apply(seat, QString::fromStdString(decline)).ok())
                break;
        }
    }
    const int opened = state_->windowsOpened() - window_;
    window_ = -1;
    resolving_ = false;
    asked_.clear();
    if (paused_) { // a claim ended the hand
        holding_ = false;
        reportHandEnd();
        return;
    }
    if (opened > 0) {
        holdSlots(opened);
        return;
    }
    holding_ = false;
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
    // A server's table brought back in a claim window holds it like any other: its claimants
    // are asked in a slot of their own, and nobody else is shown the window.
    if (holdMs_ > 0 && closeAtEnd_ && state_->inWindow())
        holdSlots(1);
    else
        publish();
}

ApplyResult TableSession::submit(int seat, const QString& action) {
    if (seat < 0 || seat >= state_->seatCount()) {
        emit refused(seat, action, QStringLiteral("there is no such seat"));
        return ApplyResult::failure("there is no such seat");
    }
    if (paused_) {
        emit refused(seat, action, QString::fromLatin1(handOver));
        return ApplyResult::failure(handOver);
    }
    // Whether the window is already closed must not be probed by acting: while a window's time
    // runs, only the seats asked in it act, and everybody else is told to wait.
    if (holding_) {
        if (!askedInWindow(seat)) {
            emit refused(seat, action, QString::fromLatin1(windowOpen));
            return ApplyResult::failure(windowOpen);
        }
        return answer(seat, action);
    }
    const int windowsBefore = state_->windowsOpened();
    const ApplyResult result = apply(seat, action);
    if (!result.ok())
        return result;
    if (paused_) { // nothing is shown of the next deal until resume()
        reportHandEnd();
        return result;
    }
    const int opened = state_->windowsOpened() - windowsBefore;
    if (holdMs_ > 0 && opened > 0)
        holdSlots(opened);
    else
        publish();
    return result;
}

ApplyResult TableSession::apply(int seat, const QString& action) {
    const int settledBefore = state_->ledger().handsPlayed();
    // A spelling the legal list does not show is recorded as the listed one it means, so that a
    // replay or journal holds one text per move whatever a client typed.
    std::string text = action.toStdString();
    const std::unique_ptr<GameState> before =
        spelledAsListed(*state_, seat, text) ? nullptr : state_->clone();
    const ApplyResult result = state_->apply(seat, text);
    if (!result.ok()) {
        emit refused(seat, action, QString::fromStdString(result.error));
        return result;
    }
    if (before)
        text = listedSpelling(*game_, *before, *state_, seat, text);
    record_.actions.push_back({seat, std::move(text)});
    resumed_ = {};
    changedState();
    if (pauseAtHandEnd_ && state_->ledger().handsPlayed() > settledBefore && !state_->isTerminal())
        paused_ = true;
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
    resumed_ = {};
    holding_ = false;
    holdTimer_.stop();
    window_ = -1;
    resolving_ = false;
    asked_.clear();
    paused_ = false;
    handEndTimer_.stop();
    finishedReported_ = state_->isTerminal();
    // The log shown may be longer than the one left: every view starts again from the whole.
    std::fill(shown_.begin(), shown_.end(), Shown{});
    publicShown_ = Shown{};
    eventJson_.clear();
    changedState();
    emit changed();
    publish();
    return true;
}

namespace {

// The hand each of a match's events belongs to, from 1: a hand starts at the first `deal` after
// the last one's `hand-end`; events before the first deal (none today) go with hand 1. `f(event,
// hand, redealt)` may return false to stop; `redealt` marks a deal within a hand that has not
// ended (everybody passed and the cards were dealt again).
template <class F> int forEachHandEvent(const std::vector<Event>& events, F f) {
    int hand = 0;
    bool ended = true;
    for (const Event& e : events) {
        const bool deal = e.type == "deal";
        const bool starts = deal && ended;
        if (starts) {
            ++hand;
            ended = false;
        }
        if (!f(e, std::max(hand, 1), deal && !starts))
            break;
        ended |= e.type == "hand-end";
    }
    return hand;
}

} // namespace

// A hand dealt again after everybody passed keeps the events of the deal that stood.
QJsonArray TableSession::handLog(int hand, int viewer) const {
    QJsonArray out;
    forEachHandEvent(state_->events(), [&](const Event& e, int of, bool redealt) {
        if (of > hand)
            return false;
        if (of == hand && redealt)
            out = {}; // the hand starts over
        if (of == hand && game_->logShows(*state_, e, viewer))
            out.append(json::event(e));
        return true;
    });
    return out;
}

int TableSession::handsLogged() const {
    return forEachHandEvent(state_->events(), [](const Event&, int, bool) { return true; });
}

void TableSession::changedState() {
    stateVersion_ = ++versions_;
}

SeatView TableSession::viewFor(int seat) const {
    SeatView view;
    view.seat = seat;
    view.version = stateVersion_;
    view.observation = game_->observe(*state_, seat);
    for (const std::string& action : state_->shownActions(seat))
        view.legal << QString::fromStdString(action);
    const auto waiting = state_->awaiting();
    view.awaited = std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
    return view;
}

bool TableSession::viewOf(const GameState& state, std::size_t real, int viewer, quint64 version,
                          bool inWindow, bool deltas, Shown& shown, SeatView& view) const {
    view = SeatView{};
    view.seat = viewer;
    view.version = version;
    view.inWindow = inWindow;
    // The part every viewer sees alike is built once per state, whoever looks; the network's
    // form carries it as it is, shared, and the other agents are given it joined with their own.
    auto shared = sharedOf(state, version);
    if (deltas && game_->writeOwn)
        game_->writeOwn(state, viewer, view.own.written.emplace());
    else
        view.own = game_->observeOwn(state, viewer);
    if (deltas) {
        view.shared = std::move(shared);
    } else {
        view.observation = json::joinObservation(shared->object(), view.own, viewer);
        view.own = {};
    }
    // The list the observation carries: a game may shorten it (Tichu's 2,184 ways to pass cards
    // are one flag), which keeps views small enough for a network frame.
    for (const std::string& action : state.shownActions(viewer))
        view.legal << QString::fromStdString(action);
    const auto waiting = state.awaiting();
    view.awaited = std::find(waiting.begin(), waiting.end(), viewer) != waiting.end();

    // The log goes on from the one shown when it is the same hand's and the events shown are
    // still the first of this state's: the table's own only grow, and those of a window as it
    // reached the seat (the tail) must be there as they were.
    const auto& events = state.events();
    const std::size_t start = handStart(events);
    const std::size_t seen = shown.real + shown.tail.size();
    const bool goesOn = shown.view.version != 0 && !shown.blind && start == shown.start &&
                        shown.real <= real && seen <= events.size() &&
                        std::equal(shown.tail.begin(), shown.tail.end(),
                                   events.begin() + std::ptrdiff_t(shown.real));
    int added = 0;
    for (std::size_t i = goesOn ? seen : start; i < events.size(); ++i)
        if (game_->logShows(state, events[i], viewer)) {
            ++added;
            if (deltas)
                view.newEvents << eventJson(state, real, i);
        }
    // The same view again (a seat asked twice in one hold) is not shown to a person twice.
    if (!deltas && goesOn && added == 0 && view.observation == shown.view.observation)
        return false;
    view.logFrom = goesOn ? shown.count : 0;
    shown.blind = false;
    shown.view = view;
    shown.view.newEvents.clear();
    shown.start = start;
    shown.real = std::min(real, events.size());
    shown.tail.assign(events.begin() + std::ptrdiff_t(shown.real), events.end());
    shown.count = view.logFrom + added;
    if (!deltas) {
        view.observation.insert(QStringLiteral("log"), wholeLog(shown));
        view.logFrom = 0;
    }
    return true;
}

std::shared_ptr<const SharedObservation> TableSession::sharedOf(const GameState& state,
                                                                quint64 version) const {
    if (!shared_ || shared_->version != version)
        shared_ = makeSharedObservation(*game_, state, version);
    return shared_;
}

template <class F> void TableSession::forEachShown(const Shown& shown, F f) const {
    const auto& events = state_->events();
    const std::size_t end = shown.real + shown.tail.size();
    for (std::size_t i = shown.start; i < end; ++i) {
        const Event& e = i < shown.real ? events[i] : shown.tail[i - shown.real];
        if (game_->logShows(*state_, e, shown.view.seat))
            f(e, i);
    }
}

QJsonArray TableSession::wholeLog(const Shown& shown) const {
    QJsonArray log;
    forEachShown(shown, [&log](const Event& e, std::size_t) { log.append(json::event(e)); });
    return log;
}

SeatView TableSession::shownAgain(const Shown& shown, bool deltas) const {
    SeatView view = shown.view;
    view.again = true;
    view.logFrom = 0;
    if (!deltas) {
        view.observation.insert(QStringLiteral("log"), wholeLog(shown));
        return view;
    }
    forEachShown(shown, [&](const Event& e, std::size_t i) {
        view.newEvents << (i < shown.real ? eventJson(*state_, shown.real, i)
                                          : json::eventBytes(e));
    });
    return view;
}

QByteArray TableSession::eventJson(const GameState& state, std::size_t real,
                                   std::size_t index) const {
    if (index >= real)
        return json::eventBytes(state.events()[index]);
    auto [it, fresh] = eventJson_.try_emplace(index);
    if (fresh)
        it->second = json::eventBytes(state_->events()[index]);
    return it->second;
}

void TableSession::show(int seat, const GameState& state, std::size_t real, quint64 version,
                        bool inWindow) {
    SeatAgent* agent = agents_[static_cast<std::size_t>(seat)];
    Shown& shown = shown_[static_cast<std::size_t>(seat)];
    if (!agent || shown.view.version == version) // nothing changed since it was shown
        return;
    if (!agent->readsObservation()) {
        shown = Shown{};
        shown.blind = true;
        shown.view.seat = seat;
        shown.view.version = version;
        shown.view.inWindow = inWindow;
        const auto waiting = state.awaiting();
        shown.view.awaited = std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
        agent->show(shown.view);
        return;
    }
    SeatView view;
    if (viewOf(state, real, seat, version, inWindow, agent->takesDeltas(), shown, view))
        agent->show(view);
}

// While a window's slot runs, the asked seats were shown it (askWindow) and everybody else waits
// for its outcome.
void TableSession::publish() {
    if (holding_)
        return;
    eventJson_.clear(); // each event is made once per change, and kept no longer
    const std::size_t real = state_->events().size();
    for (std::size_t seat = 0; seat < agents_.size(); ++seat)
        show(int(seat), *state_, real, stateVersion_, false);
    if (publicWatched_ && publicShown_.view.version != stateVersion_ &&
        !(publicOutsideWindows_ && state_->inWindow())) {
        SeatView view;
        if (viewOf(*state_, real, -1, stateVersion_, false, publicDeltas_, publicShown_, view))
            publicView_ = std::move(view);
    }
    emit published();
}

void TableSession::resume() {
    if (!paused_)
        return;
    paused_ = false;
    handEndTimer_.stop();
    // A deal that opens a window at once (a win offered on the deal) holds it like any other.
    if (holdMs_ > 0 && state_->inWindow())
        holdSlots(1);
    else
        publish();
}

void TableSession::watchPublicView(bool deltas, bool outsideWindows) {
    publicDeltas_ = deltas;
    publicOutsideWindows_ = outsideWindows;
    // During a hold the view would show what the hold hides; the hold's end brings it.
    if (!publicWatched_ && !holding_ && !(outsideWindows && state_->inWindow())) {
        SeatView view;
        if (viewOf(*state_, state_->events().size(), -1, stateVersion_, false, deltas, publicShown_,
                   view))
            publicView_ = std::move(view);
    }
    publicWatched_ = true;
}

SeatView TableSession::publicViewAgain() const {
    return shownAgain(publicShown_, publicDeltas_);
}

void TableSession::showAgain(int seat) {
    SeatAgent* agent = agents_.at(static_cast<std::size_t>(seat));
    Shown& shown = shown_[static_cast<std::size_t>(seat)];
    if (!agent)
        return;
    if (shown.view.version != 0 && !agent->readsObservation()) {
        SeatView view = shown.view;
        view.again = true;
        view.observation = QJsonObject(); // a view shown to a reader before: the bot needs none
        view.shared.reset();
        view.own = {};
        view.newEvents.clear();
        agent->show(view);
    } else if (shown.view.version == 0 || shown.blind) {
        // Nothing, or no observation, was shown yet: the view as it is now.
        shown = Shown{};
        show(seat, *state_, state_->events().size(), stateVersion_, false);
    } else {
        agent->show(shownAgain(shown, agent->takesDeltas()));
    }
}

void TableSession::setAgentsWait(bool wait) {
    if (agentsWait_ == wait)
        return;
    agentsWait_ = wait;
    if (!wait)
        emit agentsMayAct();
}

SeatView TableSession::handEndView(int hand, int viewer) const {
    SeatView view;
    view.seat = viewer;
    if (hand < 1 || hand > handsPlayed() || record_.start == Replay::Start::Position)
        return view;
    // The option that ends a match after a number of hands: every game has one.
    const auto has = [this](const char* key) {
        return std::any_of(game_->options.begin(), game_->options.end(),
                           [key](const OptionSpec& o) { return o.key == key; });
    };
    const char* key = has(handLimitKey) ? handLimitKey : has("hands") ? "hands" : nullptr;
    if (!key)
        return view;
    Replay cut = record_;
    cut.options[key] = std::to_string(hand);
    // The actions after the hand's end are refused by the match that ended there.
    const ReplayRun run = runReplay(cut);
    if (!run.state || !run.state->isTerminal() || run.state->ledger().handsPlayed() != hand)
        return view;
    // The match goes on: its phase and log say the hand is over, not the match.
    QJsonObject observation = game_->observe(*run.state, viewer);
    observation.insert(QStringLiteral("phase"), QStringLiteral("hand-over"));
    QJsonArray log = observation.value(QStringLiteral("log")).toArray();
    if (!log.isEmpty() && log.last().toObject().value(QStringLiteral("type")).toString() ==
                              QLatin1String("match-end"))
        log.removeLast();
    observation.insert(QStringLiteral("log"), log);
    view.observation = std::move(observation);
    view.version = stateVersion_;
    return view;
}

QJsonObject SharedObservation::object() const {
    return written ? json::readObject(written->bytes) : fields;
}

std::shared_ptr<const SharedObservation>
makeSharedObservation(const GameInfo& game, const GameState& state, quint64 version) {
    auto shared = std::make_shared<SharedObservation>();
    shared->version = version;
    if (game.writeShared)
        game.writeShared(state, shared->written.emplace());
    else
        shared->fields = game.observeShared(state);
    return shared;
}

std::optional<PublicDiscard> discardOf(const Replay::Action& action) {
    const QString text = QString::fromStdString(action.text);
    if (!text.startsWith(QLatin1String("discard ")))
        return std::nullopt;
    return PublicDiscard{action.seat, text.section(QLatin1Char(' '), 1, 1)};
}

QJsonObject wholeObservation(const SeatView& view) {
    return view.shared ? json::joinObservation(view.shared->object(), view.own, view.seat)
                       : view.observation;
}

} // namespace paiju::session
