// The cost of one frame of the table while a hand is being dealt out: the scene is rebuilt from
// the observation (a new hand starts the deal's moves) and the view painted at 1280×800, then
// every further frame paints the view with the moves half-way. And a busy table in the middle of
// a hand (melds, discards, plays), rebuilt from its observation and painted at 1920×1080, still
// and with its cards moving.
#include "core/rng.h"
#include "io/game_info.h"
#include "io/registry.h"
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

// Seat 0's view after bots have played `actions` actions of the match for every seat.
QJsonObject midHandView(const char* game, int actions) {
    const GameInfo* info = findGame(game);
    Replay replay;
    replay.game = game;
    replay.seed = 1;
    for (int s = 0; s < info->defaultSeats; ++s)
        replay.seatNames << QStringLiteral("Seat %1").arg(s);
    ReplayRun run = runReplay(replay);
    auto bot = makeBot(*info, "normal");
    Rng rng(1);
    for (int i = 0; i < actions && !run.state->isTerminal(); ++i) {
        const int seat = run.state->awaiting().front();
        run.state->apply(seat, bot->choose(*run.state, seat, rng));
    }
    return info->observe(*run.state, 0);
}

// A busy table in the middle of a hand: the scene made again from the observation and painted.
static void BM_MidHandFrame(benchmark::State& state, const char* game, int actions) {
    gui::TableView view(QString::fromLatin1(findGame(game)->deck->id().c_str()));
    view.resize(1920, 1080);
    view.show();
    view.setAnimationMs(0);
    const QJsonObject obs = midHandView(game, actions);
    const QStringList names{"Mei", "Ann", "Bo", "Cy"};
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        view.display(obs, names, 0);
        paint(view, frame);
    }
}
BENCHMARK_CAPTURE(BM_MidHandFrame, fourcolor, "fourcolor", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrame, hakka, "hakka", 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrame, tichu, "tichu", 30)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrame, zipai, "zipai", 30)->Unit(benchmark::kMillisecond);

// The same busy table while its cards move: each frame shows the next action (a card played,
// drawn, claimed or discarded, so moves start and run) and is painted mid-move at 1920×1080.
static void BM_MidHandFrameMoving(benchmark::State& state, const char* game, int actions) {
    gui::TableView view(QString::fromLatin1(findGame(game)->deck->id().c_str()));
    view.resize(1920, 1080);
    view.show();
    view.setAnimationMs(250);
    const QJsonObject before = midHandView(game, actions);
    const QJsonObject after = midHandView(game, actions + 1);
    const QStringList names{"Mei", "Ann", "Bo", "Cy"};
    QImage frame(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    bool flip = false;
    qint64 moving = 0;
    for (auto _ : state) {
        view.display((flip = !flip) ? after : before, names, 0);
        moving += view.animating() ? 1 : 0;
        paint(view, frame);
    }
    state.counters["moving"] =
        benchmark::Counter(double(moving), benchmark::Counter::kAvgIterations);
}
BENCHMARK_CAPTURE(BM_MidHandFrameMoving, fourcolor, "fourcolor", 60)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrameMoving, hakka, "hakka", 20)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrameMoving, tichu, "tichu", 30)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_MidHandFrameMoving, zipai, "zipai", 30)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    return 0;
}
