// The hard bot's time per decision at its default budget (issue budget: at most 0.5 s median and
// 1 s worst on one core). Decisions are taken at distinct states met in play by normal bots,
// spread over the hand; the counters give the median and the worst decision in milliseconds.
// `--decisions=N` sets how many per game (default 100; each takes about the budget).
//
// `--consistency=N [--budget=MS]` measures the coach instead (no timing): at N decisions per
// game it compares the best choice at the budget (default 500 ms, the table's) with the best of a
// search ten times longer, counting agreement where the longer search tells its top two apart
// (the interval of their difference clear of zero). `--game=ID` measures that game alone (the run
// is long: one game at a time keeps a shared machine usable).
#include "core/coach.h"
#include "core/search_bot.h"
#include "io/registry.h"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <string>
#include <string_view>
#include <system_error>

using namespace paiju;

namespace {

double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// `decisions` distinct states met in play by normal bots, each with the seat awaited, which has a
// choice.
std::vector<std::pair<std::unique_ptr<GameState>, int>> decisionPoints(const GameInfo& game,
                                                                       std::size_t decisions) {
    const auto normal = makeBot(game, "normal");
    std::vector<std::pair<std::unique_ptr<GameState>, int>> points;
    for (std::uint64_t seed = 1; points.size() < decisions; ++seed) {
        auto match = game.create(*makeSetup(game, game.defaultSeats, {}, seed, nullptr));
        Rng rng(seed);
        for (int step = 0; step < 2000 && !match->isTerminal(); ++step) {
            const auto waiting = match->awaiting();
            if (waiting.empty())
                break;
            const int seat = waiting.front();
            if (step % 7 == 0 && match->legalActions(seat).size() > 1)
                points.emplace_back(match->clone(), seat);
            std::string action = normal->choose(*match, seat, rng);
            if (action.empty())
                action = match->legalActions(seat).front();
            if (!match->apply(seat, action).ok())
                break;
        }
    }
    points.resize(decisions);
    return points;
}

void hardDecisions(benchmark::State& state, const char* id, std::size_t decisions) {
    const GameInfo& game = *findGame(id);
    const auto hard = makeBot(game, "hard"); // the default budget
    const auto points = decisionPoints(game, decisions);
    std::vector<double> ms, cpuMs;
    std::size_t i = 0;
    Rng rng(1);
    for (auto _ : state) {
        const auto& [at, seat] = points[i++ % points.size()];
        const auto start = std::chrono::steady_clock::now();
        const double cpuStart = threadCpuMs();
        benchmark::DoNotOptimize(hard->choose(*at, seat, rng));
        cpuMs.push_back(threadCpuMs() - cpuStart);
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms.empty() ? 0 : ms[ms.size() / 2];
    state.counters["max_ms"] = ms.empty() ? 0 : ms.back();
    // The processor time of the longest decision: a wall time far above it is time spent waiting
    // for the processor (a loaded machine), not searching.
    std::sort(cpuMs.begin(), cpuMs.end());
    state.counters["max_cpu_ms"] = cpuMs.empty() ? 0 : cpuMs.back();
    if (const auto* search = dynamic_cast<const SearchBot*>(hard.get()))
        state.counters["samples"] =
            double(search->samples()) / double(std::max(1LL, search->decisions()));
}

// The coach's best at `budgetMs` against a search ten times longer, at the same decisions and
// seeds; prints a line per game every 50 decisions (the counts so far) and at its end.
// Decisions where the search compares one action only (Tichu's card passing) are left out.
void consistency(std::size_t decisions, int budgetMs, std::string_view only) {
    for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"}) {
        if (!only.empty() && only != id)
            continue;
        const GameInfo& game = *findGame(id);
        SearchSettings table, longer;
        table.budgetMs = budgetMs;
        longer.budgetMs = budgetMs * 10;
        const auto atTable = makeCoach(game, table), careful = makeCoach(game, longer);
        int compared = 0, separated = 0, agree = 0, agreeAll = 0;
        long long tableSamples = 0, longSamples = 0;
        std::size_t i = 0;
        const auto report = [&] {
            const double share = separated ? double(agree) / separated : 0;
            const double half = separated ? 1.96 * std::sqrt(share * (1 - share) / separated) : 0;
            const long long n = std::max(1, compared);
            std::printf("consistency game=%s decisions=%zu budget_ms=%d long_ms=%d compared=%d "
                        "separated=%d agree=%d share=%.3f±%.3f agree_all=%d "
                        "mean_samples=%lld/%lld\n",
                        id, i, budgetMs, budgetMs * 10, compared, separated, agree, share, half,
                        agreeAll, tableSamples / n, longSamples / n);
            std::fflush(stdout);
        };
        for (const auto& [at, seat] : decisionPoints(game, decisions)) {
            const std::uint64_t seed = deriveSeed(0xc0ac, i++);
            const CoachAnalysis quick = atTable->analyse(*at, seat, seed);
            const CoachAnalysis slow = careful->analyse(*at, seat, seed);
            if (slow.estimates.size() >= 2) {
                ++compared;
                tableSamples += quick.samples;
                longSamples += slow.samples;
                const bool same = quick.best() == slow.best();
                agreeAll += same;
                if (!slow.tooClose) {
                    ++separated;
                    agree += same;
                }
            }
            if (i % 50 == 0 && i < decisions)
                report();
        }
        report();
    }
}

// A whole number above 0 from `--name=VALUE`; false after saying what is wrong.
bool wholeNumber(std::string_view value, const char* name, std::size_t& out) {
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), out);
    if (error != std::errc() || end != value.data() + value.size() || out == 0) {
        std::fprintf(stderr, "bench_bots: --%s takes a whole number above 0\n", name);
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char** argv) {
    std::size_t decisions = 100, consistent = 0, budget = 500;
    std::string_view only; // --game=ID: that game's consistency alone
    // Our own flags, taken out before Google Benchmark reads the rest.
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg.starts_with("--decisions=")) {
            if (!wholeNumber(arg.substr(12), "decisions", decisions))
                return 1;
        } else if (arg.starts_with("--consistency=")) {
            if (!wholeNumber(arg.substr(14), "consistency", consistent))
                return 1;
        } else if (arg.starts_with("--game=")) {
            only = arg.substr(7);
            if (!findGame(std::string(only))) {
                std::fprintf(stderr, "bench_bots: no game '%s'\n", std::string(only).c_str());
                return 1;
            }
        } else if (arg.starts_with("--budget=")) {
            if (!wholeNumber(arg.substr(9), "budget", budget))
                return 1;
            budget = std::min<std::size_t>(budget, 100'000); // ten times that is long enough
        } else
            argv[kept++] = argv[i];
    }
    argc = kept;
    if (consistent > 0) {
        consistency(consistent, int(budget), only);
        return 0;
    }
    for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"})
        benchmark::RegisterBenchmark((std::string("hardDecisions/") + id).c_str(), hardDecisions,
                                     id, decisions)
            ->Iterations(static_cast<benchmark::IterationCount>(decisions))
            ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
