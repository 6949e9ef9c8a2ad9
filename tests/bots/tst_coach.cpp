// The coach (core/coach.h): its best choice is the hard bot's for the same view, settings and
// seed; what it says depends on what the seat may know alone; its estimates are consistent
// (intervals around their means, the best first); and a review of a game with a known answer
// lists exactly the decisions that cost more than the threshold.
#include "core/coach.h"
#include "io/coach_hint.h"
#include "io/registry.h"
#include "io/replay.h"
#include "support/coach_scenarios.h"
#include "support/decision_points.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>
#include <cmath>

using namespace paiju;

namespace {

using test::scenario;
using test::untimed;

QByteArray bytes(const QJsonObject& o) {
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::unique_ptr<GameState> newMatch(const GameInfo& game, std::uint64_t seed) {
    return game.create(*makeSetup(game, game.defaultSeats, {}, seed, nullptr));
}

// States met in normal play where the seat awaited has a choice, spread over the hand.
std::vector<std::pair<std::unique_ptr<GameState>, int>> decisionPoints(const GameInfo& game) {
    return test::decisionPoints(game, 2, 17, true);
}

// The analysis as text, every number included: two analyses are the same when this is.
std::string describe(const CoachAnalysis& a) {
    std::string out = std::to_string(a.samples) + (a.tooClose ? " close" : " clear");
    auto add = [&out](const Interval& i) {
        char text[96];
        std::snprintf(text, sizeof text, " %.9g [%.9g, %.9g]", i.mean, i.low, i.high);
        out += text;
    };
    add(a.edge);
    for (const auto& e : a.estimates) {
        out += "\n" + e.action + " " + std::to_string(e.samples);
        add(e.value);
        add(e.points);
        add(e.win);
    }
    return out;
}

// Reviews a scenario's game for `seat`: its start, then its actions.
GameReview review(const Replay& replay, int seat, int samples, double threshold) {
    Replay start = replay;
    start.actions.clear();
    const ReplayRun run = runReplay(start);
    std::vector<std::pair<int, std::string>> actions;
    for (const auto& a : replay.actions)
        actions.emplace_back(a.seat, a.text);
    auto coach = makeCoach(*findGame(replay.game), untimed(samples));
    int refused = 0;
    GameReview out = reviewGame(*coach, *run.state, actions, seat, 3, threshold, &refused);
    if (refused != -1)
        qWarning("action %d refused", refused);
    return out;
}

} // namespace

class TestCoach : public QObject {
    Q_OBJECT

private slots:
    void games_data() {
        QTest::addColumn<QString>("game");
        for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"})
            QTest::newRow(id) << QString(id);
    }

    // The hint searches at least as long as the hard bot plays (so it is never the weaker of the
    // two), and ends within the second a decision may take at the table, the rollouts given up a
    // tenth past the budget included.
    void theHintTakesAtMostASecond_data() { games_data(); }
    void theHintTakesAtMostASecond() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        QVERIFY(info.coachBudgetMs >= SearchSettings().budgetMs);
        QVERIFY(searchCutoffMs(info.coachBudgetMs) < 1000);
    }

    // The coach's best is the hard bot's action for the same state, seat, settings and seed;
    // its estimates come best first, then by value, each interval around its mean.
    void bestIsTheHardBotsChoice_data() { games_data(); }
    void bestIsTheHardBotsChoice() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto coach = makeCoach(info, untimed(8));
        const auto hard = makeBot(info, "hard", untimed(8));
        const auto normal = makeBot(info, "normal");
        int compared = 0, overturned = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            const std::uint64_t seed = 40 + std::uint64_t(compared);
            const CoachAnalysis a = coach->analyse(*state, seat, seed);
            Rng rng(seed);
            const std::string choice = hard->choose(*state, seat, rng);
            QCOMPARE(a.best(), choice);
            QCOMPARE(a.seat, seat);
            QVERIFY(!a.estimates.empty());
            for (std::size_t i = 0; i < a.estimates.size(); ++i) {
                const CoachEstimate& e = a.estimates[i];
                QCOMPARE(e.samples, a.samples);
                QVERIFY(e.searched);
                for (const Interval& v : {e.value, e.points, e.win})
                    QVERIFY(v.low <= v.mean && v.mean <= v.high);
                QVERIFY(e.win.mean >= 0 && e.win.mean <= 1);
                if (i >= 2)
                    QVERIFY(a.estimates[i - 1].value.mean >= e.value.mean);
            }
            if (a.estimates.size() > 1) {
                QCOMPARE(a.samples, 8);
                QCOMPARE(a.tooClose, a.edge.low <= 0);
            }
            Rng probe(seed);
            overturned += choice != normal->choose(*state, seat, probe);
            ++compared;
        }
        QVERIFY(compared >= 6);
        qInfo("%d decisions, the search overturned the normal bot at %d", compared, overturned);
    }

    // SearchSettings::minGain is the bar another choice must clear over the normal bot's
    // (candidate 0): on the same samples, a lower bar overturns it at least wherever a higher one
    // does (a gain with no spread at all clears any bar), and the bar of 0 more often.
    void theBarDecidesWhenTheNormalBotIsOverturned_data() { games_data(); }
    void theBarDecidesWhenTheNormalBotIsOverturned() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        int compared = 0, overturnedUsually = 0, overturnedOften = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            const std::uint64_t seed = 40 + std::uint64_t(compared++);
            const auto chosen = [&](double bar) {
                SearchSettings settings = untimed(8);
                settings.minGain = bar;
                const auto bot = makeBot(info, "hard", settings);
                Rng rng(seed);
                return dynamic_cast<SearchBot&>(*bot).analyse(*state->botView(seat), rng).chosen;
            };
            const bool rarely = chosen(1e9) != 0, usually = chosen(kMinGain) != 0,
                       often = chosen(0) != 0;
            QVERIFY(usually || !rarely);
            QVERIFY(often || !usually);
            overturnedUsually += usually;
            overturnedOften += often;
        }
        QVERIFY(compared >= 6);
        QVERIFY(overturnedOften > overturnedUsually);
        qInfo("%d decisions, overturned at the usual bar %d, at 0 %d", compared, overturnedUsually,
              overturnedOften);
    }

    // An action measured on request (the one a person played) changes nothing of what the
    // search measured for its own candidates, nor its choice.
    // Successive elimination on constructed measures: after the 32nd sample a candidate far
    // below the leader is left out, one close to it is kept, and the seat bot's choice
    // (candidate 0) is kept however far behind; before the 32nd, and between checks, nothing is
    // left out.
    void clearlyWorseCandidatesAreLeftOut() {
        SearchAnalysis a;
        a.candidates = {"preferred", "leader", "far", "close", "extra"};
        a.searched = 4;
        std::vector<double> sums(5, 0);
        std::vector<char> in(5, 1);
        for (int k = 0; k < 33; ++k) {
            const double luck = (k % 2 ? 1.0 : -1.0) * (1 + k % 5); // shared by every candidate
            const double noise = k % 3 - 1.0;
            std::vector<SearchOutcome> lines(5);
            const double values[] = {luck - 6 + noise, luck + 1 - noise, luck - 5 + noise,
                                     luck + 0.9 + noise, luck - 9};
            for (std::size_t c = 0; c < 5; ++c) {
                lines[c].value = values[c];
                sums[c] += values[c];
            }
            a.samples.push_back(lines);
            const std::size_t out = eliminateClearlyWorse(a, sums, in);
            if (a.samples.size() != 32) {
                QCOMPARE(out, std::size_t(0));
                continue;
            }
            QCOMPARE(out, std::size_t(1));
            QCOMPARE(in, (std::vector<char>{1, 1, 0, 1, 1}));
        }
        // A candidate left out of a sample is never chosen, whatever it measured before.
        a.samples.back()[2].measured = false;
        for (auto& lines : a.samples)
            lines[2].value += 100;
        QCOMPARE(chooseCandidate(a, kMinGain), std::size_t(1));
    }

    // At a budget where candidates are left out, the coach's best is still the hard bot's; the
    // candidates left out were measured on fewer samples and the budget in rollouts was kept
    // (those it saved went to more samples of the others); the best was measured in every one.
    void eliminationKeepsTheBudget_data() { games_data(); }
    void eliminationKeepsTheBudget() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        constexpr int budget = 160;
        const auto coach = makeCoach(info, untimed(budget));
        const auto hard = makeBot(info, "hard", untimed(budget));
        int leftOut = 0, decisions = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            if (decisions == 4)
                break;
            const std::uint64_t seed = 70 + std::uint64_t(decisions++);
            const CoachAnalysis a = coach->analyse(*state, seat, seed);
            Rng rng(seed);
            QCOMPARE(a.best(), hard->choose(*state, seat, rng));
            if (a.estimates.size() < 2)
                continue;
            QCOMPARE(a.estimates[0].samples, a.samples);
            int rollouts = 0, fewer = 0;
            for (const CoachEstimate& e : a.estimates) {
                QVERIFY(e.samples <= a.samples);
                rollouts += e.samples;
                if (e.samples < a.samples) {
                    ++fewer;
                    QVERIFY(e.samples >= int(kEliminateFrom));
                    QVERIFY(e.value.mean < a.estimates[0].value.mean ||
                            e.value.mean < a.estimates[1].value.mean);
                }
            }
            const int searched = int(a.estimates.size());
            QVERIFY(rollouts <= budget * searched);
            QVERIFY(rollouts > budget * searched - searched);
            QCOMPARE(a.samples > budget, fewer > 0);
            leftOut += fewer;
        }
        QVERIFY(decisions >= 2);
        qInfo("%d candidates left out at %d decisions", leftOut, decisions);
    }

    void anExtraActionChangesNothingElse_data() { games_data(); }
    void anExtraActionChangesNothingElse() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto coach = makeCoach(info, untimed(6));
        int extras = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            const CoachAnalysis plain = coach->analyse(*state, seat, 9);
            std::string other;
            for (const auto& action : state->legalActions(seat))
                if (!plain.find(action)) {
                    other = action;
                    break;
                }
            if (other.empty())
                continue;
            const CoachAnalysis more = coach->analyse(*state, seat, 9, {other});
            QCOMPARE(more.best(), plain.best());
            QCOMPARE(int(more.estimates.size()), int(plain.estimates.size()) + 1);
            const CoachEstimate* added = more.find(other);
            QVERIFY(added && !added->searched);
            for (const auto& e : plain.estimates) {
                const CoachEstimate* same = more.find(e.action);
                QVERIFY(same);
                QCOMPARE(same->value.mean, e.value.mean);
                QCOMPARE(same->points.mean, e.points.mean);
            }
            ++extras;
        }
        if (extras == 0)
            QSKIP("the search listed every legal action at each decision met");
    }

    // Full states whose hidden cards differ but that look the same from the seat give the same
    // analysis, number for number.
    void analysisSeesOnlyItsSeat_data() { games_data(); }
    void analysisSeesOnlyItsSeat() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto coach = makeCoach(info, untimed(6));
        int compared = 0, differentStates = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            Rng other(99);
            const auto twin = info.sampler(*state, seat, other); // other hidden cards
            QCOMPARE(bytes(info.observe(*twin, seat)), bytes(info.observe(*state, seat)));
            differentStates += bytes(info.save(*twin)) != bytes(info.save(*state));
            const std::string played = state->legalActions(seat).back();
            QCOMPARE(describe(coach->analyse(*twin, seat, 17, {played})),
                     describe(coach->analyse(*state, seat, 17, {played})));
            ++compared;
        }
        QVERIFY(compared >= 6);
        QVERIFY(differentStates > 0); // the twins do hide other cards
    }

    // The hint (the analysis and each choice's reasons) is the same for full states that differ
    // only in what the seat cannot see, and its best is the hard bot's choice.
    void hintSeesOnlyItsSeat_data() { games_data(); }
    void hintSeesOnlyItsSeat() {
        QFETCH(QString, game);
        const GameInfo& info = *findGame(game.toStdString());
        const auto hard = makeBot(info, "hard", untimed(6));
        int compared = 0, withReasons = 0;
        for (const auto& [state, seat] : decisionPoints(info)) {
            Rng other(123);
            const auto twin = info.sampler(*state, seat, other);
            const CoachHint mine = coachHint(info, *state, seat, untimed(6), 31);
            const CoachHint theirs = coachHint(info, *twin, seat, untimed(6), 31);
            QCOMPARE(describe(theirs.analysis), describe(mine.analysis));
            QVERIFY(theirs.reasons == mine.reasons);
            QCOMPARE(mine.reasons.size(), mine.analysis.estimates.size());
            Rng rng(31);
            QCOMPARE(mine.analysis.best(), hard->choose(*state, seat, rng));
            for (const auto& e : mine.analysis.estimates)
                QVERIFY(coachReasons(info, *twin, seat, e.action) ==
                        coachReasons(info, *state, seat, e.action));
            withReasons += std::any_of(mine.reasons.begin(), mine.reasons.end(),
                                       [](const auto& r) { return !r.empty(); });
            ++compared;
        }
        QVERIFY(compared >= 6);
        qInfo("%d decisions, %d with a reason in words", compared, withReasons);
    }

    // Reasons with a known answer: at four-color's last card East holds a red Chariot, of which
    // three copies are unseen, and a green Elephant, whose copies are all in sight; each is the
    // only one of its kind in the hand. A win is the win.
    void reasonsReadTheKnownFacts() {
        const auto safe = scenario(QStringLiteral("fourcolor-coach-safe-discard"));
        QVERIFY(safe);
        Replay start = *safe;
        start.actions.clear();
        ReplayRun run = runReplay(start);
        QVERIFY(run.state);
        for (const auto& a : safe->actions) {
            if (run.state->awaiting().contains(0) && run.state->legalActions(0).size() > 1)
                break;
            QVERIFY(run.state->apply(a.seat, a.text).ok());
        }
        const GameInfo& info = *findGame("fourcolor");
        using Kind = CoachReason::Kind;
        const auto elephant = coachReasons(info, *run.state, 0, "discard GE");
        const auto chariot = coachReasons(info, *run.state, 0, "discard RC");
        QVERIFY(std::find(elephant.begin(), elephant.end(),
                          CoachReason{Kind::AllCopiesSeen, "GE", 4}) != elephant.end());
        QVERIFY(std::none_of(chariot.begin(), chariot.end(),
                             [](const CoachReason& r) { return r.kind == Kind::AllCopiesSeen; }));
        QVERIFY(std::find(chariot.begin(), chariot.end(), CoachReason{Kind::LoneCard, "RC", 1}) !=
                chariot.end());
        QCOMPARE(coachReasons(info, *run.state, 0, "hu"),
                 (std::vector<CoachReason>{{Kind::Wins, {}, 0}}));
        QVERIFY(coachReasons(info, *run.state, 9, "discard GE").empty()); // no such seat
        QVERIFY(coachReasons(info, *run.state, 0, "").empty());
    }

    // A win passed up: in this zipai deal South may win on East's discard. Passing costs the
    // hand; taking it costs nothing. The review lists exactly the decision where South passed.
    void reviewFindsAMissedWin() {
        const auto passed = scenario(QStringLiteral("zipai-pass-a-win-then-pong"));
        const auto won = scenario(QStringLiteral("zipai-win-on-a-discard"));
        QVERIFY(passed && won);
        const double threshold = 1;
        const GameReview missed = review(*passed, 1, 32, threshold);
        QCOMPARE(int(missed.decisions.size()), 1);
        const ReviewedDecision& d = missed.decisions[0];
        QCOMPARE(d.index, 1);
        QCOMPARE(d.played, std::string("pass"));
        QCOMPARE(d.analysis.best(), std::string("hu"));
        QVERIFY2(d.loss.mean > threshold && d.loss.low > 0, describe(d.analysis).c_str());
        QVERIFY(!d.analysis.tooClose);
        QCOMPARE(missed.costly, std::vector<std::size_t>{0});
        QCOMPARE(missed.costlyLoss, d.loss.mean);
        QVERIFY(QString::fromStdString(missed.summary()).startsWith("1 costly decision, \u2212"));

        const GameReview taken = review(*won, 1, 32, threshold);
        QCOMPARE(int(taken.decisions.size()), 1);
        QCOMPARE(taken.decisions[0].played, std::string("hu"));
        QCOMPARE(taken.decisions[0].loss.mean, 0.0);
        QVERIFY(taken.costly.empty());
        QCOMPARE(taken.summary(), std::string("no costly decisions"));
    }

    // A safe discard against a deal-in, at four-color's last card: East holds a red Chariot and
    // a green Elephant and must discard one; the stock is empty, every other card is face up
    // but the three red Chariots left, one in each other hand, each of which would then win on
    // a red Chariot (a pair) with 16 hu of exposed melds. So the Chariot pays 16 - 9 = 7 points,
    // and the Elephant, whose copies are all out, ends the hand drawn: the seat can know it, and
    // the review lists the Chariot alone.
    void reviewFindsADealIn() {
        const auto safe = scenario(QStringLiteral("fourcolor-coach-safe-discard"));
        const auto dealIn = scenario(QStringLiteral("fourcolor-coach-deal-in"));
        QVERIFY(safe && dealIn);
        const double threshold = 1;
        const GameReview costly = review(*dealIn, 0, 16, threshold);
        QCOMPARE(int(costly.decisions.size()), 1);
        const ReviewedDecision& d = costly.decisions[0];
        QCOMPARE(d.played, std::string("discard RC"));
        QCOMPARE(d.analysis.best(), std::string("discard GE"));
        QCOMPARE(d.loss.mean, 7.0);
        QCOMPARE(d.analysis.find("discard RC")->win.mean, 0.0);
        QCOMPARE(costly.costly, std::vector<std::size_t>{0});
        QCOMPARE(costly.summary(), std::string("1 costly decision, \u22127.0 expected points"));

        const GameReview fine = review(*safe, 0, 16, threshold);
        QCOMPARE(int(fine.decisions.size()), 1);
        QCOMPARE(fine.decisions[0].played, std::string("discard GE"));
        QCOMPARE(fine.decisions[0].loss.mean, 0.0);
        QVERIFY(fine.costly.empty());
    }

    // The review lists exactly the decisions whose loss exceeds the threshold, most costly
    // first, over a whole bot-played hand where a random player's choices cost points.
    void reviewListsExactlyTheCostlyDecisions() {
        const GameInfo& info = *findGame("zipai");
        auto state = newMatch(info, 5);
        const auto start = state->clone();
        const auto random = makeBot(info, "random");
        const auto normal = makeBot(info, "normal");
        Rng rng(5);
        std::vector<std::pair<int, std::string>> actions;
        for (int step = 0; step < 400 && state->ledger().handsPlayed() == 0; ++step) {
            const auto waiting = state->awaiting();
            if (waiting.empty())
                break;
            const int seat = waiting.front();
            std::string action = (seat == 0 ? random : normal)->choose(*state, seat, rng);
            if (action.empty())
                action = state->legalActions(seat).front();
            QVERIFY(state->apply(seat, action).ok());
            actions.emplace_back(seat, action);
        }
        const auto coach = makeCoach(info, untimed(8));
        int refused = 0;
        const GameReview r = reviewGame(*coach, *start, actions, 0, 1, 0.5, &refused);
        QCOMPARE(refused, -1);
        QVERIFY(r.decisions.size() >= 3);
        std::vector<std::size_t> expected;
        double total = 0;
        for (std::size_t i = 0; i < r.decisions.size(); ++i) {
            const ReviewedDecision& d = r.decisions[i];
            QCOMPARE(actions[std::size_t(d.index)].first, 0);
            QCOMPARE(d.played, actions[std::size_t(d.index)].second);
            QVERIFY(d.analysis.find(d.played));
            // The mean of the differences is the difference of the means.
            QVERIFY(std::abs(d.loss.mean - (d.analysis.estimates.front().points.mean -
                                            d.analysis.find(d.played)->points.mean)) < 1e-9);
            if (d.loss.mean > 0.5) {
                expected.push_back(i);
                total += d.loss.mean;
            }
        }
        std::stable_sort(expected.begin(), expected.end(), [&](std::size_t a, std::size_t b) {
            return r.decisions[a].loss.mean > r.decisions[b].loss.mean;
        });
        QCOMPARE(r.costly, expected);
        QCOMPARE(r.costlyLoss, total);
        QVERIFY(!expected.empty()); // a random player does lose points
        // No such seat: nothing to review, and nothing breaks.
        QVERIFY(reviewGame(*coach, *start, actions, 7, 1, 0.5).decisions.empty());
        QVERIFY(coach->analyse(*start, -1, 1).estimates.empty());
    }
};

QTEST_GUILESS_MAIN(TestCoach)
#include "tst_coach.moc"
