#pragma once

#include "ratings/weng_lin.h"

#include <QByteArray>
#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace paiju::server {

// One seat of a finished match as it is kept.
struct SeatRecord {
    int seat = 0;
    qint64 account = 0; // a logged-in player's account; 0: a guest or a bot
    QString name;
    bool bot = false;  // a bot played it from the start
    bool left = false; // its player left the match early: ranked last (docs/ratings.md)
    int team = 0;      // seats of one team (Tichu's partners) share it
    int place = 0;     // the team's rank, 1 the best; equal places are ties
    int score = 0;     // the seat's final total
    std::optional<ratings::Rating> before, after; // a rated match's
};

// A finished match: where and when it was played, its replay, who sat where and how each did.
struct MatchRecord {
    qint64 id = 0; // given by the archive
    QString game;
    QString table;
    qint64 startedAt = 0; // milliseconds since 1970, UTC
    qint64 finishedAt = 0;
    QByteArray replay; // docs/replay-format.md, as JSON
    bool rated = false;
    bool privateTable = false; // its table had a password: the replay is for its players only
    std::vector<SeatRecord> seats;
};

// One line of a game's leaderboard.
struct RatingEntry {
    qint64 account = 0;
    QString name;
    ratings::Rating rating;
    int matches = 0;
};

// Where a server keeps finished matches and the ratings they move. The tables call it when a
// match ends and to answer `my-games`, `leaderboard`, `replay` and quick play; a database keeps
// it for good (store/), MemoryArchive for as long as the server runs.
class MatchArchive {
public:
    virtual ~MatchArchive() = default;

    // An account's rating in a game: a newcomer's when it has none.
    virtual ratings::Rating rating(qint64 account, const QString& game) = 0;
    // Keeps a finished match with its seats and gives it its id (also set in `match.id`); 0, and
    // the reason in `error`, when it cannot. A rated match is rated here too (rateMatch), from
    // the seats' ratings as they stand, and the new ratings are kept in the same transaction as
    // the match: two matches that end at once never lose one another's update.
    virtual qint64 record(MatchRecord& match, QString* error) = 0;
    // The matches an account played, newest first, those with ids below `before` (0: all), at
    // most `limit`; their replays left out.
    virtual std::vector<MatchRecord> history(qint64 account, qint64 before, int limit) = 0;
    // One match with its replay.
    virtual std::optional<MatchRecord> match(qint64 id) = 0;
    // A game's rated players, best shown rating (mu − 3 sigma) first, at most `limit`.
    virtual std::vector<RatingEntry> leaderboard(const QString& game, int limit) = 0;
};

// Sets every seat's rating before and after a rated match: the seats' teams and places as the
// match ranked them (ratings::rateSeats), from each account's rating now (`current`).
void rateMatch(MatchRecord& match, const std::function<ratings::Rating(qint64 account)>& current,
               const ratings::Settings& settings = {});

// An archive held in memory: a server with no database, and tests.
class MemoryArchive : public MatchArchive {
public:
    ratings::Rating rating(qint64 account, const QString& game) override;
    qint64 record(MatchRecord& match, QString* error) override;
    std::vector<MatchRecord> history(qint64 account, qint64 before, int limit) override;
    std::optional<MatchRecord> match(qint64 id) override;
    std::vector<RatingEntry> leaderboard(const QString& game, int limit) override;
    // Sets a rating as if matches had brought it there.
    void setRating(qint64 account, const QString& game, const ratings::Rating& rating,
                   const QString& name);

private:
    struct Kept {
        ratings::Rating rating;
        int matches = 0;
        QString name;
    };
    std::map<std::pair<qint64, QString>, Kept> ratings_; // by account and game
    std::vector<MatchRecord> matches_;                   // in the order kept; id = index + 1
};

} // namespace paiju::server
