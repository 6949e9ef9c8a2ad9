// The cost of one frame of the table while a hand is being dealt out: the scene is rebuilt from
// the observation (a new hand starts the deal's moves) and the view painted at 1280×800, then
// every further frame paints the view with the moves half-way.
#include "session/table_session.h"
#include "table/table_view.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <benchmark/benchmark.h>

using namespace paiju;

namespace {

QJsonObject firstView(const char* game, int seats) {
    Replay replay;
    replay.game = game;
    replay.seed = 1;
    for (int s = 0; s < seats; ++s)
        replay.seatNames << QStringLiteral("Seat %1").arg(s);
    QString error;
    auto session = session::TableSession::create(replay, &error);
    return session->viewFor(0).observation;
}

void paint(gui::TableView& view, QImage& frame) {
    QPainter painter(&frame);
    view.render(&painter);
}

} // namespace

// A new hand: the scene made again and its first frame painted.
static void BM_DealStartFrame(benchmark::State& state, const char* game, int seats) {
    gui::TableView view(QString::fromLatin1(findGame(game)->deck->id().c_str()));
    view.resize(1280, 800);
    view.show(); // laid out and fitted to its size, as on screen
    view.setAnimationMs(250);
    const QJsonObject obs = firstView(game, seats);
    QJsonObject other = obs;
    other["hand"] = 99; // every other call is a new hand
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    bool flip = false;
    for (auto _ : state) {
        view.display((flip = !flip) ? obs : other, {}, 0);
        paint(view, frame);
    }
}
BENCHMARK_CAPTURE(BM_DealStartFrame, fourcolor, "fourcolor", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DealStartFrame, tichu, "tichu", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DealStartFrame, zipai, "zipai", 3)->Unit(benchmark::kMillisecond);

// A frame in the middle of the deal: the cards are where the moves have put them.
static void BM_DealMidFrame(benchmark::State& state, const char* game, int seats) {
    gui::TableView view(QString::fromLatin1(findGame(game)->deck->id().c_str()));
    view.resize(1280, 800);
    view.show(); // laid out and fitted to its size, as on screen
    view.setAnimationMs(250);
    view.display(firstView(game, seats), {}, 0);
    QImage frame(1280, 800, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state)
        paint(view, frame);
}
BENCHMARK_CAPTURE(BM_DealMidFrame, fourcolor, "fourcolor", 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_DealMidFrame, tichu, "tichu", 4)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
