#include "cards/card_faces.h"
#include "core/deck.h"

#include <QGuiApplication>
#include <benchmark/benchmark.h>

using namespace paiju;

namespace {

QStringList tokens(const char* id) {
    QStringList out;
    const Deck* deck = deckById(id);
    for (int t = 0; t < deck->typeCount(); ++t)
        out << QString::fromStdString(deck->typeToken(t));
    return out;
}

} // namespace

// Every face of a deck rendered from its SVG at 2x device pixel ratio, cache emptied each time:
// what a table pays once per card size (after a resize or a screen change).
static void BM_ColdDeck2x(benchmark::State& state, const char* id) {
    cards::CardFaces faces(QString::fromLatin1(id));
    const QStringList all = tokens(id);
    for (auto _ : state) {
        faces.clearCache();
        for (const QString& token : all)
            benchmark::DoNotOptimize(faces.face(token, 120, 2.0).constBits());
    }
    state.SetItemsProcessed(state.iterations() * all.size());
}
BENCHMARK_CAPTURE(BM_ColdDeck2x, fourcolor, "fourcolor")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ColdDeck2x, hakka, "hakka")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ColdDeck2x, tichu, "tichu")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ColdDeck2x, zipai, "zipai")->Unit(benchmark::kMillisecond);

// The same faces served from the cache: what every repaint pays.
static void BM_CachedFace(benchmark::State& state) {
    cards::CardFaces faces(QStringLiteral("tichu"));
    const QStringList all = tokens("tichu");
    for (const QString& token : all)
        faces.face(token, 120, 2.0);
    int i = 0;
    for (auto _ : state)
        benchmark::DoNotOptimize(faces.face(all[i++ % all.size()], 120, 2.0).constBits());
}
BENCHMARK(BM_CachedFace);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
