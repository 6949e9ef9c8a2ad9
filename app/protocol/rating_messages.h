#pragma once

#include "messages.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <optional>

// The requests and answers of ratings, match history and quick play (docs/protocol.md, "Ratings,
// history and quick play"), typed: a client writes a request with encode() and reads the answer
// with decodeServerMessage (server_messages.h), which holds these answers too; the server reads a
// request with decodeClientRequest (client_requests.h), which checks its fields' kinds and then
// their ranges with the decode function of its type.
namespace paiju::protocol {

// `my-games`: the asker's finished matches, newest first: those before match `before` (0: from
// the newest), at most `limit` (1..30).
struct MyGamesRequest {
    qint64 before = 0;
    int limit = 20;
    bool operator==(const MyGamesRequest&) const = default;
};

// `leaderboard`: the best `limit` (1..100) rated players of a game.
struct LeaderboardRequest {
    QString game;
    int limit = 50;
    bool operator==(const LeaderboardRequest&) const = default;
};

// `replay`: a finished match's replay.
struct ReplayRequest {
    qint64 match = 0;
    bool operator==(const ReplayRequest&) const = default;
};

// `play-now`: a seat at an open rated table of the game near the asker's rating, or at a new one
// that fills as players come; with `botsAfterSeconds` (0..3600), bots take the seats still free
// that long after, and the table is then unrated. -1: wait for players only.
struct PlayNowRequest {
    QString game;
    int botsAfterSeconds = -1;
    bool operator==(const PlayNowRequest&) const = default;
};

QJsonObject encode(const MyGamesRequest& m);
QJsonObject encode(const LeaderboardRequest& m);
QJsonObject encode(const ReplayRequest& m);
QJsonObject encode(const PlayNowRequest& m);

// Read a request whose fields are of the right kinds; a value out of its range is the error.
std::optional<MyGamesRequest> decodeMyGames(const QJsonObject& m, ProtocolError* error);
std::optional<LeaderboardRequest> decodeLeaderboard(const QJsonObject& m, ProtocolError* error);
std::optional<ReplayRequest> decodeReplay(const QJsonObject& m, ProtocolError* error);
std::optional<PlayNowRequest> decodePlayNow(const QJsonObject& m, ProtocolError* error);

// One seat of a finished match. Ratings are the shown ones (mu − 3 sigma, docs/ratings.md), of a
// rated match only.
struct PlayedSeat {
    int seat = 0;
    QString name;
    bool account = false; // a logged-in player's seat
    bool bot = false;     // a bot played it from the start
    bool left = false;    // its player left the match early
    int place = 0;        // 1 the best; partners share theirs
    int score = 0;
    std::optional<double> ratingBefore;
    std::optional<double> ratingAfter;
    bool operator==(const PlayedSeat&) const = default;
};

struct PlayedMatch {
    qint64 match = 0;
    QString game;
    QString table;
    qint64 finishedAt = 0; // milliseconds since 1970, UTC
    bool rated = false;
    int you = -1; // the asker's seat
    QList<PlayedSeat> seats;
    bool operator==(const PlayedMatch&) const = default;
};

// The answer to `my-games`; `more`: older matches are left.
struct MyGames {
    QList<PlayedMatch> matches;
    bool more = false;
    bool operator==(const MyGames&) const = default;
};

struct LeaderboardRow {
    int rank = 0;
    QString name;
    double rating = 0; // shown: mu − 3 sigma
    double mu = 0;
    double sigma = 0;
    int matches = 0;
    bool operator==(const LeaderboardRow&) const = default;
};

// The answer to `leaderboard`.
struct Leaderboard {
    QString game;
    QList<LeaderboardRow> players;
    bool operator==(const Leaderboard&) const = default;
};

// The answer to `replay`, in parts: the replay (docs/replay-format.md) is the `text` of parts 1
// to `parts` joined, each part cut between characters. The first part carries the match.
struct MatchReplay {
    qint64 match = 0;
    int part = 1;
    int parts = 1;
    QString text;
    bool operator==(const MatchReplay&) const = default;
};

QJsonObject encode(const PlayedMatch& m);
QJsonObject encode(const MyGames& m);
QJsonObject encode(const Leaderboard& m);
QJsonObject encode(const MatchReplay& m);

// A replay's text cut into `MatchReplay` parts that each stay well under the frame limit
// (characters of up to 3 bytes, quotes escaped: at most 16,384 UTF-16 units a part).
QList<MatchReplay> replayParts(qint64 match, const QString& text);

// The answers above read from a server's message, for decodeServerMessage; a field missing or
// wrong is noted in `f`.
class Fields;
MyGames readMyGames(Fields& f);
Leaderboard readLeaderboard(Fields& f);
MatchReplay readMatchReplay(Fields& f);

} // namespace paiju::protocol
