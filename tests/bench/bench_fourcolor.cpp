#include "bench_support.h"
#include "core/autoplay.h"
#include "fourcolor/fourcolor_game.h"
#include "io/registry.h"

#include <benchmark/benchmark.h>

using namespace paiju;
using namespace paiju::fourcolor;

// Win check with the best split of a 21-card concealed hand (budget: under 2 µs median): hands
// from many seeded deals, half of them winning, so both answers are measured.
static void BM_FourColorWinCheck21(benchmark::State& state) {
    std::vector<std::pair<Counts, int>> cases;
    Rng rng(3);
    while (cases.size() < 256) {
        Counts c{};
        int n = 0;
        if (cases.size() % 2) { // a random 21-card hand and a random winning card
            while (n < 21) {
                const int t = int(rng.below(types));
                if (c[std::size_t(t)] < 4) {
                    ++c[std::size_t(t)];
                    ++n;
                }
            }
        } else { // built from melds, so that it wins
            while (n < 21) {
                const auto& shapes = shapesContaining(int(rng.below(types)));
                const Meld& m = shapes[rng.below(std::uint32_t(shapes.size()))];
                Counts with = c;
                bool fits = n + int(m.types.size()) <= 21;
                for (int t : m.types)
                    fits = fits && ++with[std::size_t(t)] <= 4;
                if (fits) {
                    c = with;
                    n += int(m.types.size());
                }
            }
        }
        int w = 0;
        while (c[std::size_t(w)] == 0)
            ++w;
        --c[std::size_t(w)]; // the winning card is one of the 21
        cases.push_back({c, w});
    }
    std::size_t i = 0;
    for (auto _ : state) {
        const auto& [hand, w] = cases[i++ % cases.size()];
        benchmark::DoNotOptimize(huBase(hand, w, 0));
    }
}
BENCHMARK(BM_FourColorWinCheck21);

// Whole hands with random bots through the text interface (budget: over 20,000 per second).
static void BM_FourColorRandomHands(benchmark::State& state) {
    const GameInfo& game = *findGame("fourcolor");
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state)
        hands += bench::randomMatchHands(game, 4, ++seed, {});
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_FourColorRandomHands);

// The same random play through the typed interface (playRandom), without the text notation.
static void BM_FourColorRandomHandsTyped(benchmark::State& state) {
    const GameInfo& game = *findGame("fourcolor");
    QString error;
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state) {
        auto setup = makeSetup(game, 4, {}, ++seed, &error); // default length: 3 hands
        auto match = game.create(*setup);
        auto& g = static_cast<FourColorGame&>(*match);
        Rng rng(seed);
        while (!g.isTerminal()) {
            const int seat = g.awaiting().front();
            g.playRandom(seat, rng);
        }
        hands += g.parts().ledger.handsPlayed();
    }
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_FourColorRandomHandsTyped);
