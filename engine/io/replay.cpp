#include "replay.h"

#include "json_codec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <limits>

namespace paiju {

namespace {

std::optional<std::uint64_t> parseSeed(const QJsonValue& v) {
    if (v.isString()) {
        bool ok = false;
        const std::uint64_t seed = v.toString().toULongLong(&ok, 10);
        return ok ? std::optional(seed) : std::nullopt;
    }
    const double d = v.toDouble(-1);
    if (!v.isDouble() || d < 0 || d > 9007199254740992.0 || d != static_cast<double>(v.toInteger()))
        return std::nullopt;
    return static_cast<std::uint64_t>(v.toInteger());
}

} // namespace

std::optional<Replay> Replay::parse(const QByteArray& bytes, QString* error,
                                    const std::vector<GameInfo>& games) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("not valid JSON at byte %1: %2")
                     .arg(parseError.offset)
                     .arg(parseError.errorString());
        return std::nullopt;
    }
    if (!doc.isObject()) {
        *error = QStringLiteral("a replay must be a JSON object");
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != QLatin1String(formatName)) {
        *error = QStringLiteral("'format' must be \"%1\"").arg(QLatin1String(formatName));
        return std::nullopt;
    }
    if (root.value("version").toInt(-1) != formatVersion) {
        *error = QStringLiteral("this program reads replay version %1, the file has %2")
                     .arg(formatVersion)
                     .arg(root.value("version").toVariant().toString());
        return std::nullopt;
    }
    Replay replay;
    replay.game = root.value("game").toString().toStdString();
    const GameInfo* game = findGame(games, replay.game);
    if (!game) {
        *error = QStringLiteral("unknown game '%1'").arg(QString::fromStdString(replay.game));
        return std::nullopt;
    }
    auto options = json::optionValues(root.value("options"), error);
    if (!options)
        return std::nullopt;
    replay.options = *options;

    const QJsonValue seats = root.value("seats");
    if (!seats.isArray()) {
        *error = QStringLiteral("'seats' must be an array of seat names");
        return std::nullopt;
    }
    for (const QJsonValue& name : seats.toArray()) {
        if (!name.isString()) {
            *error = QStringLiteral("'seats' must be an array of seat names");
            return std::nullopt;
        }
        replay.seatNames.append(name.toString());
    }

    if (root.contains("players")) {
        const QJsonArray players = root.value("players").toArray();
        for (const QJsonValue& p : players) {
            const QString kind = p.toString();
            if (kind != QLatin1String("human") && botKindOfSeat(kind.toStdString()).empty()) {
                *error = QStringLiteral(
                    "'players' lists \"human\", \"easy\", \"bot\" or \"hard\" for each seat");
                return std::nullopt;
            }
            replay.players.append(kind);
        }
        if (replay.players.size() != replay.seatNames.size()) {
            *error = QStringLiteral("'players' must name one kind per seat");
            return std::nullopt;
        }
    }

    const QJsonObject start = root.value("start").toObject();
    const int kinds =
        int(start.contains("seed")) + int(start.contains("deal")) + int(start.contains("position"));
    if (kinds != 1) {
        *error = QStringLiteral("'start' must hold exactly one of 'seed', 'deal' or 'position'");
        return std::nullopt;
    }
    if (start.contains("seed") || start.contains("deal")) {
        // A deal may still carry a seed for the hands after the first.
        auto seed = parseSeed(start.value("seed"));
        if (start.contains("seed") && !seed) {
            *error = QStringLiteral("'start.seed' must be a whole number from 0 to 2^53, or a "
                                    "decimal string for larger seeds");
            return std::nullopt;
        }
        replay.seed = seed.value_or(0);
    }
    if (start.contains("deal")) {
        replay.start = Start::Deal;
        replay.deal = start.value("deal").toObject();
        if (start.contains("dealSeed")) {
            auto seed = parseSeed(start.value("dealSeed"));
            if (!seed) {
                *error = QStringLiteral("'start.dealSeed' must be a whole number");
                return std::nullopt;
            }
            replay.seed = *seed;
        }
    } else if (start.contains("position")) {
        replay.start = Start::Position;
        if (!start.value("position").isObject()) {
            *error = QStringLiteral("'start.position' must be an object");
            return std::nullopt;
        }
        replay.position = start.value("position").toObject();
    }

    const QJsonValue actions = root.value("actions");
    if (!actions.isUndefined() && !actions.isArray()) {
        *error = QStringLiteral("'actions' must be an array");
        return std::nullopt;
    }
    int index = 0;
    for (const QJsonValue& entry : actions.toArray()) {
        const QJsonObject a = entry.toObject();
        const QJsonValue seat = a.value("seat");
        if (!entry.isObject() || !seat.isDouble() || seat.toDouble() != seat.toInt() ||
            !a.value("action").isString()) {
            *error = QStringLiteral("action %1 must be an object with an integer 'seat' and a "
                                    "string 'action'")
                         .arg(index);
            return std::nullopt;
        }
        replay.actions.push_back({seat.toInt(), a.value("action").toString().toStdString()});
        ++index;
    }
    return replay;
}

QJsonObject Replay::toJson() const {
    QJsonObject begin;
    switch (start) {
    case Start::Seed:
        begin["seed"] = seed <= (1ULL << 53) ? QJsonValue(static_cast<qint64>(seed))
                                             : QJsonValue(QString::number(seed));
        break;
    case Start::Deal:
        begin["deal"] = deal;
        begin["dealSeed"] = QString::number(seed);
        break;
    case Start::Position:
        begin["position"] = position;
        break;
    }
    QJsonObject opts;
    for (const auto& [key, value] : options)
        opts[QString::fromStdString(key)] = QString::fromStdString(value);
    QJsonArray list;
    for (const auto& a : actions)
        list.append(QJsonObject{{"seat", a.seat}, {"action", QString::fromStdString(a.text)}});
    QJsonObject out{{"format", QLatin1String(formatName)},
                    {"version", formatVersion},
                    {"game", QString::fromStdString(game)},
                    {"options", opts},
                    {"seats", QJsonArray::fromStringList(seatNames)},
                    {"start", begin},
                    {"actions", list}};
    if (!players.isEmpty())
        out["players"] = QJsonArray::fromStringList(players);
    return out;
}

QString ReplayFailure::message() const {
    if (index < 0)
        return QStringLiteral("cannot start the game: %1").arg(reason);
    return QStringLiteral("action %1 (seat %2, \"%3\") was refused: %4")
        .arg(index)
        .arg(seat)
        .arg(QString::fromStdString(action), reason);
}

ReplayRun runReplay(const Replay& replay, const std::vector<GameInfo>& games,
                    const std::function<void(std::size_t, const GameState&)>& beforeAction) {
    ReplayRun run;
    const GameInfo* game = findGame(games, replay.game);
    QString error;
    if (!game) {
        run.failure = ReplayFailure{-1, -1, {}, QStringLiteral("unknown game")};
        return run;
    }
    if (replay.start == Replay::Start::Position) {
        run.state = game->load(replay.position, &error);
        if (run.state && run.state->seatCount() != replay.seatNames.size())
            error = QStringLiteral("'seats' names %1 seats, the position has %2")
                        .arg(replay.seatNames.size())
                        .arg(run.state->seatCount());
    } else if (auto setup = makeSetup(*game, static_cast<int>(replay.seatNames.size()),
                                      replay.options, replay.seed, &error)) {
        run.state = replay.start == Replay::Start::Seed
                        ? game->create(*setup)
                        : game->fromDeal(*setup, replay.deal, &error);
    }
    if (!run.state || !error.isEmpty()) {
        run.state.reset();
        run.failure = ReplayFailure{-1, -1, {}, error};
        return run;
    }
    for (std::size_t i = 0; i < replay.actions.size(); ++i) {
        const auto& a = replay.actions[i];
        if (beforeAction)
            beforeAction(i, *run.state);
        ApplyResult result = a.seat >= 0 && a.seat < run.state->seatCount()
                                 ? run.state->apply(a.seat, a.text)
                                 : ApplyResult::failure("there is no such seat");
        if (!result.ok()) {
            run.failure = ReplayFailure{static_cast<int>(i), a.seat, a.text,
                                        QString::fromStdString(result.error)};
            break;
        }
    }
    return run;
}

QJsonObject replayReport(const GameInfo& game, const GameState& state, bool full) {
    QJsonArray legal;
    for (int s = 0; s < state.seatCount(); ++s)
        legal.append(json::strings(state.legalActions(s)));
    QJsonObject report{{"game", QString::fromStdString(state.gameId())},
                       {"phase", QString::fromStdString(state.phase())},
                       {"ended", state.isTerminal()},
                       {"scores", json::ints(state.scores())},
                       {"awaiting", json::ints(state.awaiting())},
                       {"legal", legal},
                       {"events", json::events(state.events())}};
    if (full)
        report["state"] = game.save(state);
    return report;
}

} // namespace paiju
