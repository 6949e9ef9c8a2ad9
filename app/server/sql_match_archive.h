#pragma once

#include "match_archive.h"

namespace paiju::server {

namespace store {
class Store;
}

// The archive in the server's database (store/store.h, tables `matches`, `match_seats` and
// `ratings`), SQLite or PostgreSQL alike. A match, its seats and the ratings it moves are written
// in one transaction; on PostgreSQL the ratings it reads are locked until then, so processes that
// share the database and finish matches of one player at once apply both updates.
class SqlMatchArchive : public MatchArchive {
public:
    explicit SqlMatchArchive(store::Store& store) : store_(store) {}

    ratings::Rating rating(qint64 account, const QString& game) override;
    qint64 record(MatchRecord& match, QString* error) override;
    std::vector<MatchRecord> history(qint64 account, qint64 before, int limit) override;
    std::optional<MatchRecord> match(qint64 id) override;
    std::vector<RatingEntry> leaderboard(const QString& game, int limit) override;

private:
    std::optional<ratings::Rating> kept(qint64 account, const QString& game, bool lock);
    std::vector<SeatRecord> seats(qint64 match);

    store::Store& store_;
};

} // namespace paiju::server
