// The hard bot's time per decision at its default budget (issue budget: at most 0.5 s median and
// 1 s worst on one core). Decisions are taken at distinct states met in play by normal bots,
// spread over the hand; the counters give the median and the worst decision in milliseconds.
// `--decisions=N` sets how many per game (default 100; each takes about the budget).
// `hintDecisions` times the table's hint the same way, at each game's coachBudgetMs.
//
// `--consistency=N [--budget=MS]` measures the coach instead (no timing): at N decisions per
// game it compares the best choice at the budget (default 500 ms, the table's) with the best of a
// search ten times longer, counting agreement where the longer search tells its top two apart
// (the interval of their difference clear of zero). `--game=ID` measures that game alone (the run
// is long: one game at a time keeps a shared machine usable).
// `--consistency=N --samples=K` measures it untimed instead, K samples against 10 K (see
// consistencyAtSamples; `--from=M` leaves the first M decisions to another run), and
// `--calibrate=N --budget=MS` counts the samples a search at the
// budget buys per decision on this machine.
#include "core/coach.h"
#include "core/search_bot.h"
#include "io/coach_hint.h"
#include "io/registry.h"

#include <algorithm>
#include <benchmark/benchmark.h>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

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

// Times `decide` at each of `points` in turn, one per iteration: the median and worst wall time
// and the most processor time of a decision, in milliseconds.
template <class Decide>
void timeDecisions(benchmark::State& state,
                   const std::vector<std::pair<std::unique_ptr<GameState>, int>>& points,
                   Decide decide) {
    std::vector<double> ms, cpuMs;
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [at, seat] = points[i++ % points.size()];
        const auto start = std::chrono::steady_clock::now();
        const double cpuStart = threadCpuMs();
        decide(*at, seat);
        cpuMs.push_back(threadCpuMs() - cpuStart);
        ms.push_back(
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms.empty() ? 0 : ms[ms.size() / 2];
    state.counters["max_ms"] = ms.empty() ? 0 : ms.back();
    // The most processor time a decision had: a wall time far above it is time spent waiting for
    // the processor (a loaded machine), not searching.
    std::sort(cpuMs.begin(), cpuMs.end());
    state.counters["max_cpu_ms"] = cpuMs.empty() ? 0 : cpuMs.back();
}

void hardDecisions(benchmark::State& state, const char* id, std::size_t decisions) {
    const GameInfo& game = *findGame(id);
    const auto hard = makeBot(game, "hard"); // the default budget
    Rng rng(1);
    timeDecisions(state, decisionPoints(game, decisions), [&](const GameState& at, int seat) {
        benchmark::DoNotOptimize(hard->choose(at, seat, rng));
    });
    if (const auto* search = dynamic_cast<const SearchBot*>(hard.get()))
        state.counters["samples"] =
            double(search->samples()) / double(std::max(1LL, search->decisions()));
}

// The hint as the table asks for it (the game's coachBudgetMs, the reasons in words included):
// it must be ready within the second a decision may take.
void hintDecisions(benchmark::State& state, const char* id, std::size_t decisions) {
    const GameInfo& game = *findGame(id);
    SearchSettings settings;
    settings.budgetMs = game.coachBudgetMs;
    std::uint64_t seed = 1;
    long long samples = 0, hints = 0;
    timeDecisions(state, decisionPoints(game, decisions), [&](const GameState& at, int seat) {
        const CoachHint hint = coachHint(game, at, seat, settings, seed++);
        samples += hint.analysis.samples;
        ++hints;
    });
    state.counters["budget_ms"] = game.coachBudgetMs;
    state.counters["samples"] = double(samples) / double(std::max(1LL, hints));
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

// What the same search with the same seed measures untimed at `samples` samples: the first
// samples of `analysis` whose rollouts of searched candidates stay within `samples` for each.
// Each sample's draws come before the next one's, and which candidates are left out depends
// only on the samples before, so a shorter search is a longer one cut short.
SearchAnalysis firstSamples(const SearchAnalysis& analysis, std::size_t samples) {
    SearchAnalysis out;
    out.candidates = analysis.candidates;
    out.searched = analysis.searched;
    std::size_t left = samples * analysis.searched;
    for (const auto& lines : analysis.samples) {
        std::size_t rollouts = 0;
        for (std::size_t c = 0; c < analysis.searched; ++c)
            rollouts += lines[c].measured;
        if (rollouts > left)
            break;
        left -= rollouts;
        out.samples.push_back(lines);
    }
    return out;
}

// Whether the coach (engine/core/coach.cpp) calls `chosen` too close to the runner-up: the
// candidate of highest mean value among the others, the 95% interval of the paired difference
// reaching zero.
bool tooClose(const SearchAnalysis& analysis, std::size_t chosen) {
    const auto& samples = analysis.samples;
    if (samples.size() < 2)
        return true;
    std::vector<double> mean(analysis.candidates.size(), 0), count(mean.size(), 0);
    for (const auto& lines : samples)
        for (std::size_t c = 0; c < lines.size(); ++c)
            if (lines[c].measured) {
                mean[c] += lines[c].value;
                ++count[c];
            }
    for (std::size_t c = 0; c < mean.size(); ++c)
        mean[c] /= std::max(1.0, count[c]);
    std::size_t runnerUp = chosen;
    for (std::size_t c = 0; c < mean.size(); ++c)
        if (c != chosen && (runnerUp == chosen || mean[c] > mean[runnerUp]))
            runnerUp = c;
    std::vector<double> edge;
    for (const auto& lines : samples)
        if (lines[chosen].measured && lines[runnerUp].measured)
            edge.push_back(lines[chosen].value - lines[runnerUp].value);
    return edge.size() < 2 || Interval::of(edge).low <= 0;
}

// Agreement of one way of choosing at the table with the longer search, counted over decisions.
struct Tally {
    std::string name;
    int separated = 0, agree = 0, agreeAll = 0, compared = 0;
    // Per decision compared: 1 agreed, 0 not, -1 not separated; for a paired comparison.
    std::vector<int> agreed;
    void add(bool same, bool separatedHere) {
        ++compared;
        agreeAll += same;
        agreed.push_back(separatedHere ? int(same) : -1);
        if (separatedHere) {
            ++separated;
            agree += same;
        }
    }
    void print(const char* id, std::size_t decisions, const Tally& base) const {
        const double share = separated ? double(agree) / separated : 0;
        const double half = separated ? 1.96 * std::sqrt(share * (1 - share) / separated) : 0;
        // Decisions separated in both where one of the two agrees alone.
        int onlyHere = 0, onlyBase = 0;
        for (std::size_t k = 0; k < agreed.size() && k < base.agreed.size(); ++k) {
            onlyHere += agreed[k] == 1 && base.agreed[k] == 0;
            onlyBase += agreed[k] == 0 && base.agreed[k] == 1;
        }
        std::printf("  %s game=%s decisions=%zu compared=%d separated=%d agree=%d "
                    "share=%.3f±%.3f agree_all=%d agrees_alone=%d/%d\n",
                    name.c_str(), id, decisions, compared, separated, agree, share, half, agreeAll,
                    onlyHere, onlyBase);
    }
};

// The coach's best after `samples` samples against its best after ten times as many, untimed (the
// same on every machine and under any load), at the same decisions and seeds as consistency().
// The shorter search is the longer one cut short at the rollouts of `samples` samples
// (firstSamples), which is what it measures with the same seed (checked against the coach itself
// at the first decisions). Also printed, from
// the same samples: the shorter search at half and twice the count, and other gains a candidate
// must show over the seat bot's choice (`--min-gain` lists them; the search's kMinGain first).
// `from` skips the first decisions, so that a long run can be split over several processes whose
// counts add up (the paired `agrees_alone` counts of each part add up too).
void consistencyAtSamples(std::size_t decisions, std::size_t samples, std::string_view only,
                          const std::vector<double>& minGains, std::size_t from) {
    for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"}) {
        if (!only.empty() && only != id)
            continue;
        const GameInfo& game = *findGame(id);
        SearchSettings longer, table;
        longer.budgetMs = table.budgetMs = 0;
        longer.samples = int(samples * 10);
        table.samples = int(samples);
        const auto bot = makeBot(game, "hard", longer);
        auto* search = dynamic_cast<SearchBot*>(bot.get());
        const auto coach = makeCoach(game, table);
        struct Variant {
            std::size_t samples;
            double minGain;
            Tally tally;
            long long samplesTaken = 0; // by the shorter search, over the decisions compared
        };
        std::vector<Variant> variants;
        const auto variant = [&](std::size_t n, double gain, std::string name) {
            variants.push_back({n, gain, {}});
            variants.back().tally.name = std::move(name);
        };
        for (double g : minGains)
            variant(samples, g, "min_gain=" + std::to_string(g).substr(0, 4));
        for (std::size_t n : {samples / 2, samples * 2})
            variant(n, kMinGain, "samples=" + std::to_string(n));
        std::size_t i = 0;
        long long longTaken = 0, longCompared = 0;
        const auto report = [&] {
            std::printf("consistency game=%s decisions=%zu samples=%zu long_samples=%zu "
                        "long_mean_samples=%lld\n",
                        id, i, samples, samples * 10, longTaken / std::max(1LL, longCompared));
            for (const auto& v : variants) {
                v.tally.print(id, i, variants.front().tally);
                std::printf("    mean samples %lld\n",
                            v.samplesTaken / std::max(1, v.tally.compared));
            }
            std::fflush(stdout);
        };
        for (const auto& [at, seat] : decisionPoints(game, decisions)) {
            const std::uint64_t seed = deriveSeed(0xc0ac, i++);
            if (i <= from)
                continue; // measured by another run (--from): the seeds stay the decision's
            Rng rng(seed);
            const SearchAnalysis slow = search->analyse(*at->botView(seat), rng);
            if (slow.candidates.size() < 2)
                continue; // one action compared: nothing to decide
            longTaken += static_cast<long long>(slow.samples.size());
            ++longCompared;
            if (i <= from + 3) { // the prefix is what the coach measures at `samples`
                const CoachAnalysis quick = coach->analyse(*at, seat, seed);
                const SearchAnalysis prefix = firstSamples(slow, samples);
                const std::size_t chosen = chooseCandidate(prefix, kMinGain);
                if (quick.best() != prefix.candidates[chosen] ||
                    std::size_t(quick.samples) != prefix.samples.size() ||
                    quick.tooClose != tooClose(prefix, chosen)) {
                    std::fprintf(stderr, "bench_bots: the shorter search is not a prefix\n");
                    std::exit(1);
                }
            }
            for (auto& v : variants) {
                const std::size_t longChoice = chooseCandidate(slow, v.minGain);
                const SearchAnalysis prefix = firstSamples(slow, v.samples);
                const std::size_t quickChoice = chooseCandidate(prefix, v.minGain);
                v.samplesTaken += static_cast<long long>(prefix.samples.size());
                v.tally.add(quickChoice == longChoice, !tooClose(slow, longChoice));
            }
            if (i % 25 == 0 && i < decisions)
                report();
        }
        report();
    }
}

// How many samples a timed search buys per decision on one idle core at `budgetMs`, at the same
// kind of decisions as consistency(). Each decision's count is scaled by the budget over the
// processor time the search had: on a loaded machine the search gets only part of the budget's
// time, and one decision's samples cost about the same each. A count is of samples of every
// searched candidate, as consistencyAtSamples' K (rollouts over candidates). Prints the
// quartiles and mean of the scaled counts over `decisions` decisions per game, the raw median and
// the processor time.
void calibrate(std::size_t decisions, int budgetMs, std::string_view only) {
    for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"}) {
        if (!only.empty() && only != id)
            continue;
        const GameInfo& game = *findGame(id);
        SearchSettings settings;
        settings.budgetMs = budgetMs;
        const auto bot = makeBot(game, "hard", settings);
        auto* search = dynamic_cast<SearchBot*>(bot.get());
        std::vector<double> scaled, raw, cpu;
        std::size_t i = 0;
        for (const auto& [at, seat] : decisionPoints(game, decisions)) {
            Rng rng(deriveSeed(0xc0ac, i++));
            const double start = threadCpuMs();
            const SearchAnalysis a = search->analyse(*at->botView(seat), rng);
            const double used = threadCpuMs() - start;
            if (a.candidates.size() < 2 || used <= 0)
                continue;
            // In consistencyAtSamples' currency: the rollouts of the searched candidates over
            // their number (with successive elimination a search takes more samples than that).
            long long rollouts = 0;
            for (const auto& lines : a.samples)
                for (std::size_t c = 0; c < a.searched; ++c)
                    rollouts += lines[c].measured;
            const double k = double(rollouts) / double(std::max<std::size_t>(1, a.searched));
            cpu.push_back(used);
            raw.push_back(k);
            scaled.push_back(k * budgetMs / used);
        }
        if (scaled.empty())
            continue;
        for (auto* v : {&scaled, &raw, &cpu})
            std::sort(v->begin(), v->end());
        const auto q = [&](double p) { return scaled[std::size_t(p * double(scaled.size() - 1))]; };
        double mean = 0;
        for (double c : scaled)
            mean += c;
        std::printf("calibrate game=%s budget_ms=%d decisions=%zu idle_samples min=%.0f q1=%.0f "
                    "median=%.0f q3=%.0f max=%.0f mean=%.0f raw_median=%.0f cpu_ms median=%.0f "
                    "min=%.0f\n",
                    id, budgetMs, scaled.size(), scaled.front(), q(0.25), q(0.5), q(0.75),
                    scaled.back(), mean / double(scaled.size()), raw[raw.size() / 2],
                    cpu[cpu.size() / 2], cpu.front());
        std::fflush(stdout);
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
    std::size_t decisions = 100, consistent = 0, budget = 500, samples = 0, calibration = 0;
    std::size_t from = 0; // --from=N: decisions before N are left to another run
    std::vector<double> minGains{kMinGain};
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
        } else if (arg.starts_with("--samples=")) {
            if (!wholeNumber(arg.substr(10), "samples", samples))
                return 1;
            samples = std::min<std::size_t>(samples, 1'000'000);
        } else if (arg.starts_with("--from=")) {
            if (!wholeNumber(arg.substr(7), "from", from))
                return 1;
        } else if (arg.starts_with("--calibrate=")) {
            if (!wholeNumber(arg.substr(12), "calibrate", calibration))
                return 1;
        } else if (arg.starts_with("--min-gain=")) {
            // Comma-separated gains in standard errors, each compared with kMinGain's.
            std::string_view list = arg.substr(11);
            while (!list.empty()) {
                const auto comma = std::min(list.find(','), list.size());
                double g = 0;
                const auto [end, error] = std::from_chars(list.data(), list.data() + comma, g);
                if (error != std::errc() || end != list.data() + comma || g < 0) {
                    std::fprintf(stderr, "bench_bots: --min-gain takes gains of 0 or more\n");
                    return 1;
                }
                minGains.push_back(g);
                list.remove_prefix(std::min(comma + 1, list.size()));
            }
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
    if (calibration > 0) {
        calibrate(calibration, int(budget), only);
        return 0;
    }
    if (consistent > 0 && samples > 0) {
        consistencyAtSamples(consistent, samples, only, minGains, from);
        return 0;
    }
    if (consistent > 0) {
        consistency(consistent, int(budget), only);
        return 0;
    }
    for (const char* id : {"tichu", "zipai", "fourcolor", "hakka"})
        for (const auto& [name, timed] :
             {std::pair<const char*, decltype(&hardDecisions)>{"hardDecisions/", hardDecisions},
              {"hintDecisions/", hintDecisions}})
            benchmark::RegisterBenchmark((std::string(name) + id).c_str(), timed, id, decisions)
                ->Iterations(static_cast<benchmark::IterationCount>(decisions))
                ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
