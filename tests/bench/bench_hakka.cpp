#include "bench_support.h"
#include "core/autoplay.h"
#include "hakka/hakka_game.h"
#include "io/registry.h"

#include <benchmark/benchmark.h>

using namespace paiju;
using namespace paiju::hakka;

// Legal leads of a fresh 12-card hand (issue budget: under 2 µs median).
static void BM_HakkaLegalLeads12(benchmark::State& state) {
    const GameInfo& game = *findGame("hakka");
    QString error;
    std::vector<Mask> hands;
    for (std::uint64_t seed = 1; seed <= 64; ++seed) {
        auto setup = makeSetup(game, 4, {}, seed, &error);
        auto match = game.create(*setup);
        const auto& p = static_cast<HakkaGame&>(*match).parts();
        hands.push_back(p.hands[static_cast<std::size_t>(p.dealer)]);
    }
    std::size_t i = 0;
    for (auto _ : state) {
        auto leads = legalLeads(hands[i++ % hands.size()], 0, false);
        benchmark::DoNotOptimize(leads.data());
    }
}
BENCHMARK(BM_HakkaLegalLeads12);

// Whole hands played by random bots, with the engine's full legality checks (budget: over 50,000
// hands per second on one core). Items processed = hands.
static void BM_HakkaRandomHands(benchmark::State& state) {
    const GameInfo& game = *findGame("hakka");
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state)
        hands += bench::randomMatchHands(game, 4, ++seed, {{"rounds", "1"}});
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_HakkaRandomHands);

// The same random play through the typed interface (playRandom), without the text notation:
// the rules engine's own speed, as a search or a simulation-based bot would use it.
static void BM_HakkaRandomHandsTyped(benchmark::State& state) {
    const GameInfo& game = *findGame("hakka");
    QString error;
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state) {
        auto setup = makeSetup(game, 4, {{"rounds", "1"}}, ++seed, &error);
        auto match = game.create(*setup);
        auto& g = static_cast<HakkaGame&>(*match);
        Rng rng(seed);
        while (!g.isTerminal()) {
            const int seat = g.parts().turn;
            g.playRandom(seat, rng);
        }
        hands += g.parts().ledger.handsPlayed();
    }
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_HakkaRandomHandsTyped);
