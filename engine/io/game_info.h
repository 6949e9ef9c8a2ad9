#pragma once

#include "core/bot.h"
#include "core/coach.h"
#include "core/game_state.h"
#include "core/options.h"
#include "core/search_bot.h"
#include "core/setup.h"
#include "json_bytes.h"

#include <QJsonObject>
#include <QString>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace paiju {

// The viewer's own part of an observation (json::ownObservation): its top-level fields (`viewer`,
// `legal`, and whatever else the game shows this viewer alone), and the fields of its entry of
// `seats` that it alone sees (its hand …; empty for a spectator). Each is put into the shared
// part, replacing a shared field of the same name.
struct OwnObservation {
    QJsonObject fields;
    QJsonObject seat;
    // Or both written as bytes (GameInfo::writeOwn), for a server to send as they are; the
    // objects are then empty, and made from the bytes by fieldsObject() and seatObject().
    std::optional<json::WrittenOwn> written = std::nullopt;

    QJsonObject fieldsObject() const;
    QJsonObject seatObject() const;
};

// Everything the program knows about one game: found by id, with its seat range, its table options
// and the functions that create, save, restore and observe its states. Each game builds its own
// (fourcolor/fourcolor_info.h …); the game catalog above io collects them (io/registry.h).
struct GameInfo {
    std::string id;
    std::string name;       // English
    std::string nativeName; // as its players write it ("Tichu" in every language)
    std::string tileCard;   // the card the start page's tile shows
    int minSeats = 0;
    int maxSeats = 0;
    int defaultSeats = 0;
    bool listed = true; // false: the engine's reference game, offered by the CLI only
    std::vector<OptionSpec> options;
    const Deck* deck = nullptr;

    std::function<std::unique_ptr<GameState>(const Setup&)> create;
    // An explicit deal; its form is each game's own (docs/replay-format.md).
    std::function<std::unique_ptr<GameState>(const Setup&, const QJsonObject&, QString*)> fromDeal;
    std::function<QJsonObject(const GameState&)> save;
    std::function<std::unique_ptr<GameState>(const QJsonObject&, QString*)> load;
    // seat -1 is a spectator. Set by setObservation from the parts below.
    std::function<QJsonObject(const GameState&, int)> observe;
    // The observation without its `log`, and whether the viewer's log shows an event: a server
    // sends each seat the events it has not seen yet, not the whole log (docs/protocol.md).
    using LogShows = std::function<bool(const GameState&, const Event&, int viewer)>;
    std::function<QJsonObject(const GameState&, int)> observeFrame;
    LogShows logShows;
    // The observation without its `log` in two parts: what every viewer is shown alike (built
    // once per state however many look), and the viewer's own (json::joinObservation joins them
    // into observeFrame's).
    std::function<QJsonObject(const GameState&)> observeShared;
    // The same part written straight to bytes (json::ByteWriter), for a game that writes it so:
    // a server sends it to every viewer without making a QJsonObject of it, and observeShared
    // reads these bytes. Empty for a game that builds the object.
    std::function<void(const GameState&, json::WrittenShared&)> writeShared;
    std::function<OwnObservation(const GameState&, int)> observeOwn;
    // The same written as bytes (OwnObservation::written), for a game that writes it so;
    // observeOwn then reads these bytes. Empty for a game that builds the objects.
    std::function<void(const GameState&, int, json::WrittenOwn&)> writeOwn;
    std::function<std::unique_ptr<Bot>()> basicBot; // the `normal` level
    // For the `hard` level: deals what a seat cannot know (core/search_bot.h), and optionally
    // narrows the actions worth comparing.
    Sampler sampler;
    CandidateFilter candidates;
    // The hard bot's own play in its rollouts (SearchBot's seatBot); none: basicBot's.
    std::function<std::unique_ptr<Bot>()> searchSeatBot;
    // The hard bot's SearchSettings::winBonus: what winning a hand is worth beyond its points.
    double searchWinBonus = 0;
    // The hint's search time per decision at the table (SearchSettings::budgetMs): the hard bot's
    // 0.5 s, or more where a game's choices are so close that 0.5 s often picks otherwise than a
    // search ten times longer (docs/bots.md). At most 900 ms: a rollout still running a tenth
    // past the budget is given up, so the hint is ready within the second a decision may take.
    int coachBudgetMs = 500;
    // Seats s and s + n/2 play as one team and share their points (Tichu): a hand is won by a
    // team, which the coach's chance to win counts.
    bool partners = false;
};

// The game of `games` with the given id; null when there is none.
const GameInfo* findGame(const std::vector<GameInfo>& games, std::string_view id);

// Resolves options and the seat count for a new match; nullopt with a reason when they do not fit.
std::optional<Setup> makeSetup(const GameInfo& game, int seats,
                               const std::map<std::string, std::string>& options,
                               std::uint64_t seed, QString* error);

// The bot kinds: random, easy, normal (also by its old name basic) and hard; null for another
// kind or one the game lacks. `search` sets how long and wide the hard bot looks.
std::unique_ptr<Bot> makeBot(const GameInfo& game, std::string_view kind,
                             const SearchSettings& search = {});
// The coach (core/coach.h) over the hard bot's search with the same parts and settings: its
// best choice is the hard bot's for the same view and seed. Null when the game has no hard bot.
std::unique_ptr<Coach> makeCoach(const GameInfo& game, const SearchSettings& search = {});
// The kinds makeBot knows, weakest first (basic, the old name of normal, left out).
const std::vector<std::string>& botLevels();
// Who plays a seat of a local game, as saved games and --seats name it: "human", or a bot by
// level: "easy", "bot" (the normal level, the name saved games have always used) or "hard".
// The bot kind for makeBot; empty for a person or an unknown name.
std::string botKindOfSeat(std::string_view seatKind);

// Sets a game's observeShared, observeOwn, observeFrame, logShows and observe: the frame is the
// two parts joined, the observation the frame with a `log` of the hand in play's events that
// `shows` lets the viewer see (by default those visible to it, Event::visibleFor).
void setObservation(GameInfo& game, std::function<QJsonObject(const GameState&)> shared,
                    std::function<OwnObservation(const GameState&, int)> own,
                    GameInfo::LogShows shows = {});
// The same for a game that writes both parts as bytes: sets writeShared and writeOwn too.
void setObservation(GameInfo& game,
                    std::function<void(const GameState&, json::WrittenShared&)> writeShared,
                    std::function<void(const GameState&, int, json::WrittenOwn&)> writeOwn,
                    GameInfo::LogShows shows = {});

} // namespace paiju
