#include "sql_match_archive.h"

#include "store/store.h"

#include <QLoggingCategory>
#include <QSqlQuery>
#include <QVariant>

Q_DECLARE_LOGGING_CATEGORY(lcTables)

namespace paiju::server {

namespace {

QVariant orNull(bool present, const QVariant& value) {
    return present ? value : QVariant(QMetaType(QMetaType::Double));
}

std::optional<ratings::Rating> ratingAt(const QSqlQuery& q, int mu, int sigma) {
    if (q.value(mu).isNull() || q.value(sigma).isNull())
        return std::nullopt;
    return ratings::Rating{q.value(mu).toDouble(), q.value(sigma).toDouble()};
}

// The columns of a match that `history` and `match` read, in this order.
const char* const matchColumns = "id, game, table_name, started_at, finished_at, rated, private";

MatchRecord matchAt(const QSqlQuery& q) {
    MatchRecord m;
    m.id = q.value(0).toLongLong();
    m.game = q.value(1).toString();
    m.table = q.value(2).toString();
    m.startedAt = q.value(3).toLongLong();
    m.finishedAt = q.value(4).toLongLong();
    m.rated = q.value(5).toInt() != 0;
    m.privateTable = q.value(6).toInt() != 0;
    return m;
}

} // namespace

std::optional<ratings::Rating> SqlMatchArchive::kept(qint64 account, const QString& game,
                                                     bool lock) {
    QString sql = QStringLiteral("SELECT mu, sigma FROM ratings WHERE account_id = ? AND game = ?");
    // Held until the match that reads it is written (SQLite locks the whole database anyway).
    if (lock && store_.kind() == store::Store::Kind::Postgres)
        sql += QStringLiteral(" FOR UPDATE");
    auto q = store_.run(sql, {account, game});
    if (!q || !q->next())
        return std::nullopt;
    return ratingAt(*q, 0, 1);
}

ratings::Rating SqlMatchArchive::rating(qint64 account, const QString& game) {
    return kept(account, game, false).value_or(ratings::Settings{}.initial());
}

qint64 SqlMatchArchive::record(MatchRecord& match, QString* error) {
    QString problem;
    const qint64 now = store::Store::now();
    const bool ok = store_.transaction([&] {
        if (match.rated)
            rateMatch(match, [&](qint64 account) {
                return kept(account, match.game, true).value_or(ratings::Settings{}.initial());
            });
        auto q = store_.run(
            QStringLiteral("INSERT INTO matches (game, table_name, started_at, "
                           "finished_at, replay, rated, private) VALUES (?, ?, ?, ?, "
                           "?, ?, ?) RETURNING id"),
            {match.game, match.table, match.startedAt, match.finishedAt,
             QString::fromUtf8(match.replay), match.rated ? 1 : 0, match.privateTable ? 1 : 0},
            &problem);
        if (!q || !q->next())
            return false;
        match.id = q->value(0).toLongLong();
        for (const SeatRecord& s : match.seats) {
            const QVariant account =
                s.account ? QVariant(s.account) : QVariant(QMetaType(QMetaType::LongLong));
            if (!store_.run(QStringLiteral("INSERT INTO match_seats (match_id, seat, account_id, "
                                           "guest_name, result, score, mu_before, sigma_before, "
                                           "mu_after, sigma_after, bot, left_early, team) VALUES "
                                           "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                            {match.id, s.seat, account, s.name, s.place, s.score,
                             orNull(bool(s.before), s.before ? s.before->mu : 0.0),
                             orNull(bool(s.before), s.before ? s.before->sigma : 0.0),
                             orNull(bool(s.after), s.after ? s.after->mu : 0.0),
                             orNull(bool(s.after), s.after ? s.after->sigma : 0.0), s.bot ? 1 : 0,
                             s.left ? 1 : 0, s.team},
                            &problem))
                return false;
            if (!match.rated || !s.account || !s.after)
                continue;
            if (!store_.run(QStringLiteral("INSERT INTO ratings (account_id, game, mu, sigma, "
                                           "matches_played, updated_at) VALUES (?, ?, ?, ?, 1, ?) "
                                           "ON CONFLICT (account_id, game) DO UPDATE SET mu = "
                                           "excluded.mu, sigma = excluded.sigma, matches_played = "
                                           "ratings.matches_played + 1, updated_at = "
                                           "excluded.updated_at"),
                            {s.account, match.game, s.after->mu, s.after->sigma, now}, &problem))
                return false;
        }
        return true;
    });
    if (!ok) {
        if (error)
            *error = problem.isEmpty() ? QStringLiteral("the transaction failed") : problem;
        match.id = 0;
        return 0;
    }
    return match.id;
}

std::vector<SeatRecord> SqlMatchArchive::seats(qint64 match) {
    std::vector<SeatRecord> out;
    auto q = store_.run(
        QStringLiteral("SELECT s.seat, s.account_id, COALESCE(a.display_name, s.guest_name), "
                       "s.result, s.score, s.mu_before, s.sigma_before, s.mu_after, s.sigma_after, "
                       "s.bot, s.left_early, s.team FROM match_seats s LEFT JOIN accounts a ON "
                       "a.id = s.account_id WHERE s.match_id = ? ORDER BY s.seat"),
        {match});
    while (q && q->next()) {
        SeatRecord s;
        s.seat = q->value(0).toInt();
        s.account = q->value(1).isNull() ? 0 : q->value(1).toLongLong();
        s.name = q->value(2).toString();
        s.place = q->value(3).toInt();
        s.score = q->value(4).toInt();
        s.before = ratingAt(*q, 5, 6);
        s.after = ratingAt(*q, 7, 8);
        s.bot = q->value(9).toInt() != 0;
        s.left = q->value(10).toInt() != 0;
        s.team = q->value(11).toInt();
        out.push_back(s);
    }
    return out;
}

std::vector<MatchRecord> SqlMatchArchive::history(qint64 account, qint64 before, int limit) {
    std::vector<MatchRecord> out;
    auto q = store_.run(QStringLiteral("SELECT %1 FROM matches WHERE id IN (SELECT match_id FROM "
                                       "match_seats WHERE account_id = ?) AND (? = 0 OR id < ?) "
                                       "ORDER BY id DESC LIMIT ?")
                            .arg(QLatin1String(matchColumns)),
                        {account, before, before, limit});
    while (q && q->next())
        out.push_back(matchAt(*q));
    for (MatchRecord& m : out)
        m.seats = seats(m.id);
    return out;
}

std::optional<MatchRecord> SqlMatchArchive::match(qint64 id) {
    auto q = store_.run(QStringLiteral("SELECT %1, replay FROM matches WHERE id = ?")
                            .arg(QLatin1String(matchColumns)),
                        {id});
    if (!q || !q->next())
        return std::nullopt;
    MatchRecord m = matchAt(*q);
    m.replay = q->value(7).toString().toUtf8();
    m.seats = seats(id);
    return m;
}

std::vector<RatingEntry> SqlMatchArchive::leaderboard(const QString& game, int limit) {
    std::vector<RatingEntry> out;
    auto q = store_.run(QStringLiteral("SELECT r.account_id, a.display_name, r.mu, r.sigma, "
                                       "r.matches_played FROM ratings r JOIN accounts a ON a.id = "
                                       "r.account_id WHERE r.game = ? ORDER BY r.mu - 3 * r.sigma "
                                       "DESC, r.account_id LIMIT ?"),
                        {game, limit});
    while (q && q->next())
        out.push_back({q->value(0).toLongLong(), q->value(1).toString(),
                       ratings::Rating{q->value(2).toDouble(), q->value(3).toDouble()},
                       q->value(4).toInt()});
    return out;
}

} // namespace paiju::server
