#pragma once

#include "io/replay.h"
#include "table/worker_mailbox.h"

#include <QJsonObject>
#include <functional>
#include <memory>
#include <vector>

namespace paiju::gui {

// A review to run: one seat's decisions in a stretch of a game (a hand, or a whole replay).
struct ReviewJob {
    const GameInfo* game = nullptr;
    std::shared_ptr<const GameState> start; // the position before `actions`
    std::vector<std::pair<int, std::string>> actions;
    int offset = 0; // actions of the game before `start`: a decision's step is offset + index
    int seat = 0;
    std::uint64_t seed = 1;
    double threshold = 1; // costlyThreshold(game) for the jobs made below
    // Untimed, so that the same game gives the same review on every machine (as `paiju-cli
    // analyse` does by default).
    SearchSettings settings = [] {
        SearchSettings s;
        s.budgetMs = 0;
        s.samples = 256;
        return s;
    }();
};

struct ReviewResult {
    GameReview review;
    int offset = 0;
    // The seat's observation before each decision of review.costly (the position as it was).
    std::vector<QJsonObject> positions;
    bool cancelled = false;
};

// A decision is costly when it loses more expected points than this, in the game's own points:
// Tichu's come in fives and a hand is worth a hundred or more, Hakka's a point or two.
double costlyThreshold(const std::string& game);

// The review of hand `hand` (1 = the first) of a recorded game for `seat`; a job whose start is
// null when the record has no such hand.
ReviewJob handReviewJob(const Replay& record, int seat, int hand);
// The whole replay, for `seat`.
ReviewJob gameReviewJob(const Replay& record, int seat);

// Runs a review on worker threads (Qt's global pool, one decision at a time per thread). Each
// decision is analysed with the seed reviewGame gives it, so the result is reviewGame's whatever
// the threads. `progress(done, total)` and `finished` are called on `mailbox`'s owner's thread;
// mailbox->cancel stops the job after the decisions under way (finished then says cancelled).
void runReview(const ReviewJob& job, std::shared_ptr<WorkerMailbox> mailbox,
               std::function<void(int done, int total)> progress,
               std::function<void(const ReviewResult&)> finished);

// The review as JSON (io/coach_hint.h reviewJson), with the game and the settings.
QJsonObject reviewResultJson(const ReviewJob& job, const ReviewResult& result);

} // namespace paiju::gui
