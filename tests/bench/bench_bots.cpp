// The hard bot's time per decision at its default budget (issue budget: at most 0.5 s median and
// 1 s worst on one core). Decisions are taken at distinct states met in play by normal bots,
// spread over the hand; the counters give the median and the worst decision in milliseconds.
// `--decisions=N` sets how many per game (default 100; each takes about the budget).
#include "core/search_bot.h"
#include "io/registry.h"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <charconv>
#include <chrono>
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

void hardDecisions(benchmark::State& state, const char* id, std::size_t decisions) {
    const GameInfo& game = *findGame(id);
    const auto normal = makeBot(game, "normal");
    const auto hard = makeBot(game, "hard"); // the default budget
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

} // namespace

int main(int argc, char** argv) {
    std::size_t decisions = 100;
    // Our own flag, taken out before Google Benchmark reads the rest.
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        if (arg.starts_with("--decisions=")) {
            const std::string_view value = arg.substr(12);
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), decisions);
            if (error != std::errc() || end != value.data() + value.size() || decisions == 0) {
                std::fprintf(stderr, "bench_bots: --decisions takes a whole number above 0\n");
                return 1;
            }
        } else
            argv[kept++] = argv[i];
    }
    argc = kept;
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
