#include "bench_support.h"
#include "io/registry.h"
#include "tichu/tichu_game.h"

#include <benchmark/benchmark.h>

using namespace paiju;
using namespace paiju::tichu;

// Every lead of a fresh 14-card hand holding the Phoenix (issue budget: under 5 µs median).
static void BM_TichuLeads14WithPhoenix(benchmark::State& state) {
    std::vector<Mask> hands;
    Rng rng(7);
    while (hands.size() < 64) {
        auto cards = tichuDeck().cards();
        shuffle(cards, rng);
        const Mask hand = maskOf({cards.begin(), cards.begin() + 14});
        if (hand & bit(phoenix))
            hands.push_back(hand);
    }
    std::vector<Combo> leads;
    std::size_t i = 0, total = 0;
    for (auto _ : state) {
        leads.clear();
        leadCombos(hands[i++ % hands.size()], leads);
        total += leads.size();
        benchmark::DoNotOptimize(leads.data());
    }
    state.counters["leads/hand"] = double(total) / double(state.iterations());
}
BENCHMARK(BM_TichuLeads14WithPhoenix);

// Whole rounds by random players through the typed interface (budget: over 20,000 rounds per
// second on one core). Items processed = rounds.
static void BM_TichuRandomRoundsTyped(benchmark::State& state) {
    const GameInfo& game = *findGame("tichu");
    QString error;
    std::uint64_t seed = 0;
    std::int64_t rounds = 0;
    for (auto _ : state) {
        auto setup = makeSetup(game, 4, {{"rounds", "1"}}, ++seed, &error);
        auto match = game.create(*setup);
        auto& g = static_cast<TichuGame&>(*match);
        Rng rng(seed);
        while (!g.isTerminal()) {
            const int seat = g.awaiting().front();
            g.playRandom(seat, rng);
        }
        rounds += g.parts().ledger.handsPlayed();
    }
    state.SetItemsProcessed(rounds);
}
BENCHMARK(BM_TichuRandomRoundsTyped);

// The same through the text notation and the random bot, as a table session plays.
static void BM_TichuRandomRounds(benchmark::State& state) {
    const GameInfo& game = *findGame("tichu");
    std::uint64_t seed = 0;
    std::int64_t rounds = 0;
    for (auto _ : state)
        rounds += bench::randomMatchHands(game, 4, ++seed, {{"rounds", "1"}});
    state.SetItemsProcessed(rounds);
}
BENCHMARK(BM_TichuRandomRounds);
