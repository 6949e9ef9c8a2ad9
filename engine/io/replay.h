#pragma once

#include "core/game_state.h"
#include "registry.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>

namespace paiju {

// A replay, which is also a saved game: how the match started and every action since, in order.
// The format is specified in docs/replay-format.md.
struct Replay {
    static constexpr const char* formatName = "paiju-replay";
    static constexpr int formatVersion = 1;

    enum class Start { Seed, Deal, Position };
    struct Action {
        int seat = 0;
        std::string text;
    };

    std::string game;
    std::map<std::string, std::string> options;
    QStringList seatNames;
    // "human", "easy", "bot" (normal) or "hard" per seat, for resuming a saved game; may be empty
    QStringList players;
    Start start = Start::Seed;
    std::uint64_t seed = 0;
    QJsonObject deal;     // Start::Deal: the game's own deal form
    QJsonObject position; // Start::Position: a full saved state
    std::vector<Action> actions;

    // `games` are the games a file may name; by default the program's catalog (io/registry.h),
    // looked up where the call is made, so that io itself never refers to the catalog.
    static std::optional<Replay> parse(const QByteArray& bytes, QString* error,
                                       const std::vector<GameInfo>& games = allGames());
    QJsonObject toJson() const;
};

struct ReplayFailure {
    int index = -1; // into Replay::actions; -1 when the start itself is unusable
    int seat = -1;
    std::string action;
    QString reason;

    QString message() const;
};

struct ReplayRun {
    std::unique_ptr<GameState> state; // null only when the start failed
    std::optional<ReplayFailure> failure;
};

// Builds the start state, then applies the actions until the first one that is refused.
// The game is looked up in `games`, by default the program's catalog, as for Replay::parse.
// `beforeAction`, when given, is shown the state before each action is applied, with the
// action's index.
ReplayRun runReplay(const Replay& replay, const std::vector<GameInfo>& games = allGames(),
                    const std::function<void(std::size_t, const GameState&)>& beforeAction = {});

// What `paiju-cli replay` prints: phase, each seat's legal actions, events, scores, whether the
// match has ended, and with `full` the full state in the form a `position` start takes.
QJsonObject replayReport(const GameInfo& game, const GameState& state, bool full);

} // namespace paiju
