#include "core/autoplay.h"
#include "core/deck.h"
#include "io/registry.h"

#include <benchmark/benchmark.h>

using namespace paiju;

static void BM_ShuffleFourColorDeck(benchmark::State& state) {
    Rng rng(1);
    auto cards = fourColorDeck().cards();
    for (auto _ : state) {
        shuffle(cards, rng);
        benchmark::DoNotOptimize(cards.data());
    }
}
BENCHMARK(BM_ShuffleFourColorDeck);

static void BM_RandomGoofspielMatch(benchmark::State& state) {
    const GameInfo& game = *findGame("goofspiel");
    QString error;
    RandomBot bot;
    std::vector<Bot*> bots(4, &bot);
    std::uint64_t seed = 0;
    for (auto _ : state) {
        auto setup = makeSetup(game, 4, {}, ++seed, &error);
        auto match = game.create(*setup);
        Rng rng(seed);
        benchmark::DoNotOptimize(autoplay(*match, bots, rng).actions);
    }
}
BENCHMARK(BM_RandomGoofspielMatch);

BENCHMARK_MAIN();
