#include "table/review_job.h"

#include "games/catalog.h"
#include "games/game_module.h"
#include "io/coach_hint.h"
#include "io/game_info.h"

#include <QThread>
#include <QThreadPool>
#include <algorithm>
#include <atomic>

namespace paiju::gui {

namespace {

std::vector<std::pair<int, std::string>> actionsOf(const Replay& record, std::size_t from,
                                                   std::size_t to) {
    std::vector<std::pair<int, std::string>> out;
    for (std::size_t i = from; i < to && i < record.actions.size(); ++i)
        out.emplace_back(record.actions[i].seat, record.actions[i].text);
    return out;
}

// What the workers share: the positions to analyse, the next one to take, the answers.
struct Shared {
    ReviewJob job;
    std::vector<std::unique_ptr<GameState>> states; // before each decision
    GameReview review;
    std::atomic<std::size_t> next{0};
    std::atomic<int> done{0};
    std::atomic<int> workersLeft{0};
};

} // namespace

double costlyThreshold(const std::string& game) {
    return gameModule(QString::fromStdString(game)).costlyLoss();
}

ReviewJob handReviewJob(const Replay& record, int seat, int hand) {
    ReviewJob job;
    job.game = findGame(record.game);
    job.threshold = costlyThreshold(record.game);
    job.seat = seat;
    job.seed = deriveSeed(record.seed, std::uint64_t(hand));
    Replay startOnly = record;
    startOnly.actions.clear();
    ReplayRun run = runReplay(startOnly);
    if (!run.state || !job.game || hand < 1)
        return job;
    // The hand starts once the one before it is settled, and ends with the action that settles it.
    std::unique_ptr<GameState> state = std::move(run.state);
    std::size_t from = 0;
    std::unique_ptr<GameState> start;
    for (std::size_t i = 0; i <= record.actions.size(); ++i) {
        const int settled = state->ledger().handsPlayed();
        if (!start && settled == hand - 1) {
            start = state->clone();
            from = i;
        }
        if (settled >= hand) {
            job.start = std::move(start);
            job.actions = actionsOf(record, from, i);
            job.offset = int(from);
            return job;
        }
        if (i == record.actions.size() ||
            !state->apply(record.actions[i].seat, record.actions[i].text).ok())
            break;
    }
    if (start) { // the hand is still going on: what has been played of it
        job.start = std::move(start);
        job.actions = actionsOf(record, from, record.actions.size());
        job.offset = int(from);
    }
    return job;
}

ReviewJob gameReviewJob(const Replay& record, int seat) {
    ReviewJob job;
    job.game = findGame(record.game);
    job.threshold = costlyThreshold(record.game);
    job.seat = seat;
    job.seed = record.seed;
    Replay startOnly = record;
    startOnly.actions.clear();
    ReplayRun run = runReplay(startOnly);
    if (!run.state || !job.game)
        return job;
    job.start = std::move(run.state);
    job.actions = actionsOf(record, 0, record.actions.size());
    return job;
}

void runReview(const ReviewJob& job, std::shared_ptr<WorkerMailbox> mailbox,
               std::function<void(int, int)> progress,
               std::function<void(const ReviewResult&)> finished) {
    auto shared = std::make_shared<Shared>();
    shared->job = job;
    shared->review.seat = job.seat;
    shared->review.threshold = job.threshold;
    // The walk is quick (no search): the decisions and their positions, as reviewGame finds them.
    if (job.start && job.game && job.seat >= 0 && job.seat < job.start->seatCount()) {
        auto state = job.start->clone();
        for (std::size_t i = 0; i < job.actions.size(); ++i) {
            const auto& [who, action] = job.actions[i];
            const auto legal =
                who == job.seat ? state->legalActions(job.seat) : std::vector<std::string>();
            if (legal.size() > 1 && state->awaiting().contains(job.seat)) {
                ReviewedDecision d;
                d.index = int(i);
                d.legalCount = int(legal.size());
                d.legal = state->shownActions(job.seat);
                d.played = action;
                shared->review.decisions.push_back(std::move(d));
                shared->states.push_back(state->clone());
            }
            if (!state->apply(who, action).ok())
                break;
        }
    }
    const int total = int(shared->states.size());
    const auto finish = [shared, mailbox, finished] {
        ReviewResult result;
        result.offset = shared->job.offset;
        result.cancelled = mailbox->cancel;
        result.review = shared->review;
        if (result.cancelled) // only what was analysed
            std::erase_if(result.review.decisions,
                          [](const ReviewedDecision& d) { return d.analysis.estimates.empty(); });
        rankCostly(result.review);
        for (std::size_t k = 0; k < result.review.costly.size() && k < 3; ++k) {
            const ReviewedDecision& d = result.review.decisions[result.review.costly[k]];
            for (std::size_t j = 0; j < shared->review.decisions.size(); ++j)
                if (shared->review.decisions[j].index == d.index)
                    result.positions.push_back(
                        shared->job.game->observe(*shared->states[j], shared->job.seat));
        }
        mailbox->post([finished, result] { finished(result); });
    };
    if (total == 0) {
        QThreadPool::globalInstance()->start(finish);
        return;
    }
    const int workers = std::clamp(QThread::idealThreadCount(), 1, total);
    shared->workersLeft = workers;
    for (int w = 0; w < workers; ++w)
        QThreadPool::globalInstance()->start([shared, mailbox, progress, finish, total] {
            auto coach = makeCoach(*shared->job.game, shared->job.settings);
            for (std::size_t k; !mailbox->cancel && (k = shared->next++) < std::size_t(total);) {
                ReviewedDecision& d = shared->review.decisions[k];
                if (coach) {
                    d.analysis = coach->analyse(
                        *shared->states[k], shared->job.seat,
                        deriveSeed(shared->job.seed, std::uint64_t(d.index)), {d.played});
                    d.loss = d.analysis.loss(d.played);
                }
                const int done = ++shared->done;
                mailbox->post([progress, done, total] { progress(done, total); });
            }
            if (--shared->workersLeft == 0)
                finish();
        });
}

QJsonObject reviewResultJson(const ReviewJob& job, const ReviewResult& result) {
    QJsonObject header{{"game", QString::fromStdString(job.game ? job.game->id : std::string())},
                       {"budgetMs", job.settings.budgetMs},
                       {"samples", job.settings.samples},
                       {"seed", job.seed < (1ULL << 53) ? QJsonValue(double(job.seed))
                                                        : QJsonValue(QString::number(job.seed))},
                       {"firstAction", job.offset}};
    if (result.cancelled)
        header["cancelled"] = true;
    return reviewJson(result.review, header);
}

} // namespace paiju::gui
