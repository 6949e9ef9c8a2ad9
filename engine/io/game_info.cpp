#include "game_info.h"

#include "json_codec.h"

namespace paiju {

const GameInfo* findGame(const std::vector<GameInfo>& games, std::string_view id) {
    for (const auto& game : games)
        if (game.id == id)
            return &game;
    return nullptr;
}

std::optional<Setup> makeSetup(const GameInfo& game, int seats,
                               const std::map<std::string, std::string>& options,
                               std::uint64_t seed, QString* error) {
    if (seats < game.minSeats || seats > game.maxSeats) {
        if (error)
            *error =
                QStringLiteral("%1 is played by %2 seats, not %3")
                    .arg(QString::fromStdString(game.id),
                         game.minSeats == game.maxSeats
                             ? QString::number(game.minSeats)
                             : QStringLiteral("%1 to %2").arg(game.minSeats).arg(game.maxSeats))
                    .arg(seats);
        return std::nullopt;
    }
    std::string problem;
    auto resolved = Options::resolve(game.options, options, &problem);
    if (!resolved) {
        if (error)
            *error = QString::fromStdString(problem);
        return std::nullopt;
    }
    return Setup{seats, *resolved, seed};
}

std::unique_ptr<Bot> makeBot(const GameInfo& game, std::string_view kind,
                             const SearchSettings& search) {
    if (kind == "random")
        return std::make_unique<RandomBot>();
    if (!game.basicBot)
        return nullptr;
    if (kind == "normal" || kind == "basic")
        return game.basicBot();
    if (kind == "easy")
        return std::make_unique<SlipBot>(game.basicBot(), 0.25);
    if (kind == "hard" && game.sampler) {
        SearchSettings settings = search;
        settings.winBonus = game.searchWinBonus;
        return std::make_unique<SearchBot>(game.sampler, game.basicBot, settings, game.candidates,
                                           game.searchSeatBot);
    }
    return nullptr;
}

std::unique_ptr<Coach> makeCoach(const GameInfo& game, const SearchSettings& search) {
    if (!game.basicBot || !game.sampler)
        return nullptr;
    SearchSettings settings = search;
    settings.winBonus = game.searchWinBonus;
    return std::make_unique<Coach>(game.sampler, game.basicBot, settings, game.candidates,
                                   game.searchSeatBot, game.partners);
}

void setObservation(GameInfo& game, std::function<QJsonObject(const GameState&)> shared,
                    std::function<OwnObservation(const GameState&, int)> own,
                    GameInfo::LogShows shows) {
    if (!shows)
        shows = [](const GameState&, const Event& e, int viewer) { return e.visibleFor(viewer); };
    game.observeShared = shared;
    game.observeOwn = own;
    game.observeFrame = [shared, own](const GameState& state, int viewer) {
        return json::joinObservation(shared(state), own(state, viewer), viewer);
    };
    game.logShows = shows;
    game.observe = [frame = game.observeFrame, shows](const GameState& state, int viewer) {
        QJsonObject observation = frame(state, viewer);
        const auto& events = state.events();
        QJsonArray log;
        for (std::size_t i = handStart(events); i < events.size(); ++i)
            if (shows(state, events[i], viewer))
                log.append(json::event(events[i]));
        observation.insert(QStringLiteral("log"), log);
        return observation;
    };
}

void setObservation(GameInfo& game,
                    std::function<void(const GameState&, json::WrittenShared&)> writeShared,
                    std::function<void(const GameState&, int, json::WrittenOwn&)> writeOwn,
                    GameInfo::LogShows shows) {
    setObservation(
        game,
        [writeShared](const GameState& state) {
            json::WrittenShared written;
            writeShared(state, written);
            return json::readObject(written.bytes);
        },
        [writeOwn](const GameState& state, int viewer) {
            OwnObservation own;
            writeOwn(state, viewer, own.written.emplace());
            return OwnObservation{own.fieldsObject(), own.seatObject()};
        },
        std::move(shows));
    game.writeShared = std::move(writeShared);
    game.writeOwn = std::move(writeOwn);
}

QJsonObject OwnObservation::fieldsObject() const {
    if (!written)
        return fields;
    return json::readObject(std::string_view(written->bytes).substr(0, written->seatFrom));
}

QJsonObject OwnObservation::seatObject() const {
    if (!written)
        return seat;
    return json::readObject(std::string_view(written->bytes).substr(written->seatFrom));
}

std::string botKindOfSeat(std::string_view seatKind) {
    if (seatKind == "bot")
        return "normal";
    if (seatKind == "easy" || seatKind == "hard")
        return std::string(seatKind);
    return {};
}

const std::vector<std::string>& botLevels() {
    static const std::vector<std::string> levels{"random", "easy", "normal", "hard"};
    return levels;
}

} // namespace paiju
