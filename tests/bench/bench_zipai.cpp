#include "bench_support.h"
#include "io/registry.h"
#include "zipai/zipai_game.h"

#include <benchmark/benchmark.h>

using namespace paiju;
using namespace paiju::zipai;

// The best reading of a 21-card holding (issue budget: under 5 µs median): 20 cards of winning
// hands from random seeded sessions plus the card they win on, as the engine checks it for
// every seat on every shown card.
static void BM_ZipaiWinCheck21(benchmark::State& state) {
    struct Case {
        std::vector<Unit> fixed;
        Counts free;
        int w;
    };
    std::vector<Case> cases;
    Rng rng(3);
    // Random 20-card hands and a random card: mostly not wins, as in play.
    for (int i = 0; i < 256; ++i) {
        auto cards = zipaiDeck().cards();
        shuffle(cards, rng);
        Case c{{}, {}, static_cast<int>(cards[20] / 4)};
        for (int k = 0; k < 20; ++k)
            if (c.free[cards[std::size_t(k)] / 4u] < 2)
                ++c.free[cards[std::size_t(k)] / 4u];
        cases.push_back(c);
    }
    // And hands that do win: seven groups with a pair waiting.
    const Counts winning = [] {
        Counts c{};
        for (int id : {0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 11, 16, 19, 13, 14, 15, 9})
            ++c[std::size_t(id)];
        return c;
    }();
    for (int i = 0; i < 64; ++i)
        cases.push_back({{}, winning, 9});
    Valuation v;
    std::size_t i = 0, wins = 0;
    for (auto _ : state) {
        const Case& c = cases[i++ % cases.size()];
        const auto win = bestWin(c.fixed, c.free, c.w, true, v);
        wins += win.has_value();
        benchmark::DoNotOptimize(win);
    }
    state.counters["wins"] = double(wins) / double(state.iterations());
}
BENCHMARK(BM_ZipaiWinCheck21);

// Whole 3-player sessions of 8 hands by random players through the text interface (budget: over
// 20,000 hands
// per second on one core). Items processed = hands.
static void BM_ZipaiRandomHands(benchmark::State& state) {
    const GameInfo& game = *findGame("zipai");
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state)
        hands += bench::randomMatchHands(game, 3, ++seed);
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_ZipaiRandomHands);

// The same random play through the typed interface (playRandom), without the
// text notation: the rules engine's own speed, as a simulation-based bot would use it.
static void BM_ZipaiRandomHandsTyped(benchmark::State& state) {
    const GameInfo& game = *findGame("zipai");
    QString error;
    std::uint64_t seed = 0;
    std::int64_t hands = 0;
    for (auto _ : state) {
        auto setup = makeSetup(game, 3, {}, ++seed, &error);
        auto match = game.create(*setup);
        auto& g = static_cast<ZipaiGame&>(*match);
        Rng rng(seed);
        while (!g.isTerminal()) {
            const int seat = g.parts().turn;
            g.playRandom(seat, rng);
        }
        hands += g.parts().ledger.handsPlayed();
    }
    state.SetItemsProcessed(hands);
}
BENCHMARK(BM_ZipaiRandomHandsTyped);
