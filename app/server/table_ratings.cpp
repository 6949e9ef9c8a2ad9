// What the tables do for ratings, match history and quick play: keep every finished match, answer
// `my-games`, `leaderboard` and `replay`, and seat `play-now` players (docs/ratings.md,
// docs/protocol.md).
#include "connection.h"
#include "journal.h"
#include "protocol/rating_messages.h"
#include "protocol/server_messages.h"
#include "ratings/standing.h"
#include "table_core.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <cmath>

Q_DECLARE_LOGGING_CATEGORY(lcTables)

namespace paiju::server {

namespace {

std::optional<double> shown(const std::optional<ratings::Rating>& r) {
    return r ? std::optional<double>(r->display()) : std::nullopt;
}

protocol::PlayedMatch played(const MatchRecord& m, qint64 account) {
    protocol::PlayedMatch out{m.id, m.game, m.table, m.finishedAt, m.rated, -1, {}};
    for (const SeatRecord& s : m.seats) {
        if (account && s.account == account)
            out.you = s.seat;
        out.seats << protocol::PlayedSeat{s.seat,  s.name,  s.account != 0,  s.bot,         s.left,
                                          s.place, s.score, shown(s.before), shown(s.after)};
    }
    return out;
}

// The rating a quick play table is matched by: the mean of its seated players'.
std::optional<double> tableRating(const Table& t) {
    double sum = 0;
    int n = 0;
    for (const Seat& s : t.seats)
        if (s.kind == Seat::Kind::Player && s.shown) {
            sum += *s.shown;
            ++n;
        }
    return n ? std::optional<double>(sum / n) : std::nullopt;
}

} // namespace

void TableCore::keep(Table& t, bool atEnd) {
    if (!t.session || t.match != 0)
        return;
    const std::vector<int> totals = t.session->state().scores();
    const std::size_t n = t.seats.size();
    std::vector<bool> left(n, false);
    for (std::size_t s = 0; s < n; ++s) {
        const Seat& seat = t.seats[s];
        const auto* remote = qobject_cast<RemoteAgent*>(t.session->agent(int(s)));
        // Gone, and played by its stand-in to the end: as good as left.
        left[s] = seat.left || (atEnd && seat.kind == Seat::Kind::Player && !seat.here && remote &&
                                remote->takenOver());
    }
    const ratings::Standing standing = ratings::standingOf(totals, t.settings.game->partners, left);
    MatchRecord record;
    record.game = QString::fromStdString(t.settings.game->id);
    record.table = t.id;
    record.finishedAt = QDateTime::currentMSecsSinceEpoch();
    record.startedAt = t.startedAt ? t.startedAt : record.finishedAt;
    record.replay = QJsonDocument(t.session->record().toJson()).toJson(QJsonDocument::Compact);
    record.rated = t.settings.rated;
    record.privateTable = !t.settings.password.isEmpty();
    for (std::size_t s = 0; s < n; ++s) {
        const Seat& seat = t.seats[s];
        SeatRecord r;
        r.seat = int(s);
        r.account = seat.account;
        r.name = seat.name;
        r.bot = seat.kind == Seat::Kind::Bot && !seat.left;
        r.left = left[s];
        r.team = standing.teamOf(int(s));
        r.place = standing.rankOf(int(s));
        r.score = s < totals.size() ? totals[s] : 0;
        record.seats.push_back(r);
    }
    QString error;
    const qint64 id = archive_->record(record, &error);
    if (id == 0) {
        qCWarning(lcTables) << "the match of table" << t.id << "could not be kept:" << error;
        return;
    }
    t.match = id;
    for (const SeatRecord& r : record.seats)
        if (r.after)
            t.seats[std::size_t(r.seat)].shown = r.after->display();
    if (t.journal)
        t.journal->append(QJsonObject{{"type", "archived"}, {"match", id}});
    qCInfo(lcTables) << "the match of table" << t.id << "is kept as match" << id
                     << (record.rated ? "(rated)" : "(unrated)");
}

void TableCore::sendMyGames(Connection* c, const protocol::MyGamesRequest& request) {
    if (c->account == 0) {
        refuse(c, "login-needed", QStringLiteral("log in to see your games"));
        return;
    }
    const auto matches = archive_->history(c->account, request.before, request.limit + 1);
    protocol::MyGames games;
    games.more = int(matches.size()) > request.limit;
    for (std::size_t i = 0; i < matches.size() && int(i) < request.limit; ++i)
        games.matches << played(matches[i], c->account);
    reply(c, protocol::encode(games));
}

void TableCore::sendLeaderboard(Connection* c, const protocol::LeaderboardRequest& request) {
    if (!listedGame(c, request.game))
        return;
    protocol::Leaderboard board{request.game, {}};
    int rank = 0;
    for (const RatingEntry& e : archive_->leaderboard(request.game, request.limit))
        board.players << protocol::LeaderboardRow{++rank,      e.name,         e.rating.display(),
                                                  e.rating.mu, e.rating.sigma, e.matches};
    reply(c, protocol::encode(board));
}

// A replay may be longer than a frame: it goes in parts, the first with the request's id.
void TableCore::sendReplay(Connection* c, const protocol::ReplayRequest& request) {
    const auto match = archive_->match(request.match);
    // A private table's match is shown to its players only, and to nobody else said to exist.
    const bool played = match && c->account &&
                        std::any_of(match->seats.begin(), match->seats.end(),
                                    [&](const SeatRecord& s) { return s.account == c->account; });
    if (!match || (match->privateTable && !played)) {
        refuse(c, "no-match", QStringLiteral("there is no match %1").arg(request.match));
        return;
    }
    const auto parts = protocol::replayParts(match->id, QString::fromUtf8(match->replay));
    for (int i = 0; i < parts.size(); ++i) {
        if (i == 0)
            reply(c, protocol::encode(parts[i]));
        else
            send(c, protocol::encode(parts[i]));
    }
}

void TableCore::playNow(Connection* c, const protocol::PlayNowRequest& request) {
    const GameInfo* game = listedGame(c, request.game);
    if (!game)
        return;
    if (c->account == 0) {
        refuse(c, "login-needed", QStringLiteral("log in to play rated matches"));
        return;
    }
    const double mine = archive_->rating(c->account, request.game).display();
    Table* best = nullptr;
    double bestDistance = 0;
    for (auto& [id, table] : tables_) {
        Table& t = *table;
        if (!t.settings.quick || !t.settings.rated || t.session || t.settings.game != game)
            continue;
        if (std::any_of(t.seats.begin(), t.seats.end(),
                        [&](const Seat& s) { return s.account == c->account; })) {
            refuse(c, "already-seated",
                   QStringLiteral("you wait at table %1 for this game already").arg(t.id));
            return;
        }
        if (std::none_of(t.seats.begin(), t.seats.end(),
                         [](const Seat& s) { return s.kind == Seat::Kind::Empty; }))
            continue;
        const double distance = std::abs(tableRating(t).value_or(mine) - mine);
        // Near at first, and nearer than anybody waits long for: a table takes players within
        // 10 points of its rating, and 30 more for every minute it has waited.
        const double reach = 10.0 + 30.0 * double(clock_->now() - t.openedAt) / 60000.0;
        if (distance > reach)
            continue;
        if (!best || distance < bestDistance) {
            best = &t;
            bestDistance = distance;
        }
    }
    if (!best) {
        if (int(tables_.size()) >= limits_.maxTables) {
            refuse(c, "server-full", QStringLiteral("the server holds no more tables"));
            return;
        }
        TableSettings settings;
        settings.game = game;
        settings.seats = game->defaultSeats;
        settings.rated = true;
        settings.quick = true;
        best = open(settings, nullptr); // no host: the table starts itself when full
        if (!best) {
            refuse(c, "server-error", QStringLiteral("the table cannot be journaled"));
            return;
        }
    }
    Table& t = *best;
    int free = 0;
    while (t.seats[std::size_t(free)].kind != Seat::Kind::Empty)
        ++free;
    seat(c, t, free, {});
    if (request.botsAfterSeconds >= 0) {
        const qint64 waitMs = qint64(request.botsAfterSeconds) * 1000;
        t.botsAt[free] = clock_->now() + waitMs;
        // Kept, so that a restarted server still fills the table for a player who would rather
        // play bots than wait on.
        if (t.journal)
            t.journal->append(QJsonObject{{"type", "bots-after"}, {"seat", free}, {"ms", waitMs}});
        planBots(t);
    }
    if (std::none_of(t.seats.begin(), t.seats.end(),
                     [](const Seat& s) { return s.kind == Seat::Kind::Empty; }))
        begin(t);
}

void TableCore::planBots(Table& t) {
    std::optional<qint64> earliest;
    for (const auto& [seat, at] : t.botsAt)
        if (!earliest || at < *earliest)
            earliest = at;
    if (!earliest || t.session) {
        if (t.fillTimer)
            t.fillTimer->stop();
        return;
    }
    if (!t.fillTimer) {
        t.fillTimer = std::make_unique<session::Timer>();
        t.fillTimer->setClock(clock_);
        const QString id = t.id;
        connect(t.fillTimer.get(), &session::Timer::timeout, this,
                [this, id] { fillWithBots(id); });
    }
    t.fillTimer->start(std::max<qint64>(0, *earliest - clock_->now()));
}

void TableCore::fillWithBots(const QString& id) {
    const auto it = tables_.find(id);
    if (it == tables_.end() || it->second->session)
        return;
    Table& t = *it->second;
    for (std::size_t s = 0; s < t.seats.size(); ++s)
        if (t.seats[s].kind == Seat::Kind::Empty) {
            t.seats[s] = Seat::bot(QStringLiteral("Bot %1").arg(s + 1));
            if (t.journal)
                t.journal->append(QJsonObject{{"type", "bot"}, {"seat", int(s)}});
        }
    t.settings.rated = false; // bots sit: nobody's rating moves
    qCInfo(lcTables) << "quick play table" << id << "filled with bots";
    begin(t);
}

} // namespace paiju::server
