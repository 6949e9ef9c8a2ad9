// Ratings, match history and quick play through a server's tables: a rated match moves its
// players' ratings when it ends, every finished match is kept with its replay, and quick play
// seats players near their rating and fills with bots after their wait (docs/ratings.md,
// docs/protocol.md). The tables keep their time on a clock the test moves.
#include "core_harness.h"
#include "io/replay.h"
#include "protocol/server_messages.h"
#include "server/match_archive.h"

#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;
using test::Member;
using test::Received;

namespace {

// Passes where it may, else takes the first legal action.
QString passOrFirst(const QJsonObject& view, const QJsonObject&) {
    const QJsonArray legal = view.value("legal").toArray();
    return legal.contains(QJsonValue("pass")) ? QStringLiteral("pass") : legal.first().toString();
}

void logIn(Member& m, qint64 account, const QString& name) {
    m.greet(name);
    m.connection()->account = account;
    m.connection()->accountName = name;
}

QJsonObject last(const Member& m, const QString& type) {
    const auto all = m.ofType(type);
    return all.empty() ? QJsonObject{} : all.back().json;
}

// A two-player four-color table of one hand, no claim-window hold and no turn timer.
QString createTable(Member& host, bool rated) {
    host.send(QJsonObject{{"type", "create"},
                          {"game", "fourcolor"},
                          {"seats", 2},
                          {"options", QJsonObject{{"hands", 1}}},
                          {"windowMs", 0},
                          {"turnSeconds", 0},
                          {"rated", rated}});
    return last(host, "created").value("table").toString();
}

std::optional<protocol::LobbyEntry> entryOf(const Member& m, const QString& table) {
    std::optional<protocol::LobbyEntry> entry;
    for (const Received& r : m.got)
        if (r.type() == "lobby-update")
            if (const auto u = protocol::decodeAs<protocol::LobbyUpdate>(r.json);
                u && u->table && u->table->table == table)
                entry = u->table;
    return entry;
}

constexpr double tolerance = 1e-9;

using test::playToTheEnd;

// A server on a data directory and a store that outlive it: made again, it is a restart.
struct Journaled {
    // `startAt`: where this run's clock starts (every run's clock starts where it does).
    Journaled(server::MatchArchive& archive, const QString& dir, qint64 startAt = 0) {
        clock.advance(startAt);
        core.setClock(&clock);
        core.setArchive(&archive);
        QStringList problems;
        opened = core.setDataDir(dir, &problems);
    }
    session::ManualClock clock;
    server::TableCore core;
    bool opened = false;
};

} // namespace

class TestServerRatings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false")); }

    // Two newcomers play a rated match to its end: the match is kept, rated, and their ratings
    // move as the two-player worked example says (tst_ratings).
    void aRatedMatchMovesRatings() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        Member a(core, clock), b(core, clock), watcher(core, clock);
        logIn(a, 1, "alice");
        logIn(b, 2, "bob");
        watcher.greet("watcher");
        watcher.send(QJsonObject{{"type", "list"}});
        const QString table = createTable(a, true);
        QVERIFY(entryOf(watcher, table)->rated);
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        QCOMPARE(entryOf(watcher, table)->ratings,
                 (QList<std::optional<double>>{0.0, 0.0})); // newcomers show 0
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        a.policy = b.policy = passOrFirst;
        test::settle({&a, &b});
        const auto entry = entryOf(watcher, table);
        QVERIFY(entry->over);
        QVERIFY(entry->match > 0);

        const auto kept = core.archive().match(entry->match);
        QVERIFY(kept && kept->rated);
        QCOMPARE(kept->seats.size(), std::size_t(2));
        const server::SeatRecord& s0 = kept->seats[0];
        const server::SeatRecord& s1 = kept->seats[1];
        QCOMPARE(s0.account, 1);
        QCOMPARE(s1.account, 2);
        QVERIFY(s0.before && s0.after && s1.before && s1.after);
        QCOMPARE(*s0.before, ratings::Rating{});
        const ratings::Rating kept0 = core.archive().rating(1, "fourcolor");
        const ratings::Rating kept1 = core.archive().rating(2, "fourcolor");
        QCOMPARE(kept0, *s0.after);
        QCOMPARE(kept1, *s1.after);
        QVERIFY(std::abs(kept0.sigma - 8.065506316323548) < tolerance);
        if (s0.score == s1.score) {
            QCOMPARE(s0.place, 1);
            QCOMPARE(s1.place, 1);
            QVERIFY(std::abs(kept0.mu - 25) < tolerance);
        } else {
            const bool first = s0.score > s1.score;
            QCOMPARE(s0.place, first ? 1 : 2);
            QCOMPARE(s1.place, first ? 2 : 1);
            QVERIFY(std::abs(kept0.mu - (first ? 27.63523138347365 : 22.36476861652635)) <
                    tolerance);
            QVERIFY(std::abs(kept1.mu - (first ? 22.36476861652635 : 27.63523138347365)) <
                    tolerance);
        }
        // The seats' plates show the new ratings.
        QCOMPARE(entry->ratings, (QList<std::optional<double>>{kept0.display(), kept1.display()}));

        // My games: the match, the seat, the result and the rating change.
        b.send(QJsonObject{{"type", "my-games"}, {"id", "g"}});
        const auto mine = protocol::decodeAs<protocol::MyGames>(b.got.back().json);
        QVERIFY(mine);
        QCOMPARE(b.got.back().json.value("id").toString(), QString("g"));
        QCOMPARE(mine->matches.size(), 1);
        const protocol::PlayedMatch& played = mine->matches.front();
        QCOMPARE(played.match, entry->match);
        QCOMPARE(played.you, 1);
        QVERIFY(played.rated);
        QCOMPARE(played.seats[1].name, QString("bob"));
        QCOMPARE(played.seats[1].score, s1.score);
        QCOMPARE(*played.seats[1].ratingBefore, 0.0);
        QCOMPARE(*played.seats[1].ratingAfter, kept1.display());
        QVERIFY(!mine->more);

        // The leaderboard: both, best shown rating first.
        watcher.send(QJsonObject{{"type", "leaderboard"}, {"game", "fourcolor"}});
        const auto board = protocol::decodeAs<protocol::Leaderboard>(watcher.got.back().json);
        QVERIFY(board);
        QCOMPARE(board->players.size(), 2);
        QVERIFY(board->players[0].rating >= board->players[1].rating);
        QCOMPARE(board->players[0].rank, 1);
        QCOMPARE(board->players[0].matches, 1);
    }

    // A finished match's replay is kept and sent in parts; played again it ends as the match did.
    void aFinishedMatchCanBeReplayed() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        Member a(core, clock), b(core, clock), other(core, clock);
        logIn(a, 1, "alice");
        b.greet("guest"); // an unrated table: guests may sit
        other.greet("other");
        const QString table = createTable(a, false);
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        a.policy = b.policy = passOrFirst;
        test::settle({&a, &b});
        a.send(QJsonObject{{"type", "my-games"}});
        const auto mine = protocol::decodeAs<protocol::MyGames>(a.got.back().json);
        QVERIFY(mine && mine->matches.size() == 1);
        const protocol::PlayedMatch played = mine->matches.front();
        QVERIFY(!played.rated);
        QVERIFY(!played.seats[0].ratingAfter);
        QVERIFY(!played.seats[1].account);
        QCOMPARE(core.archive().rating(1, "fourcolor"), ratings::Rating{}); // unrated: unmoved

        // Anyone may ask for the replay by the match's id (the lobby names it).
        other.send(QJsonObject{{"type", "replay"}, {"match", played.match}, {"id", 7}});
        QString text;
        int parts = 0;
        for (const Received& r : other.ofType("replay")) {
            const auto part = protocol::decodeAs<protocol::MatchReplay>(r.json);
            QVERIFY(part);
            QCOMPARE(part->part, ++parts);
            QCOMPARE(r.json.contains("id"), parts == 1);
            text += part->text;
        }
        QString error;
        const auto replay = Replay::parse(text.toUtf8(), &error);
        QVERIFY2(replay, qPrintable(error));
        const ReplayRun run = runReplay(*replay);
        QVERIFY(!run.failure);
        QVERIFY(run.state->isTerminal());
        QCOMPARE(run.state->scores()[0], played.seats[0].score);
        QCOMPARE(run.state->scores()[1], played.seats[1].score);

        // A table with a password keeps its replay for its players.
        a.send(QJsonObject{{"type", "create"},
                           {"game", "fourcolor"},
                           {"seats", 2},
                           {"options", QJsonObject{{"hands", 1}}},
                           {"windowMs", 0},
                           {"turnSeconds", 0},
                           {"password", "secret"}});
        const QString closed = last(a, "created").value("table").toString();
        a.send(
            QJsonObject{{"type", "join"}, {"table", closed}, {"seat", 0}, {"password", "secret"}});
        a.send(QJsonObject{{"type", "add-bot"}, {"table", closed}, {"seat", 1}});
        a.send(QJsonObject{{"type", "start"}, {"table", closed}});
        QVERIFY(playToTheEnd(core, closed, {&a}));
        const qint64 secret = core.table(closed)->match;
        other.send(QJsonObject{{"type", "replay"}, {"match", secret}});
        QCOMPARE(other.got.back().json.value("code").toString(), QString("no-match"));
        a.send(QJsonObject{{"type", "replay"}, {"match", secret}});
        QCOMPARE(last(a, "replay").value("match").toInteger(), secret);

        other.send(QJsonObject{{"type", "replay"}, {"match", 999}});
        QCOMPARE(other.got.back().json.value("code").toString(), QString("no-match"));
        other.send(QJsonObject{{"type", "my-games"}});
        QCOMPARE(other.got.back().json.value("code").toString(), QString("login-needed"));
    }

    // A long replay goes in parts that each fit a frame, cut between characters.
    void aLongReplayGoesInParts() {
        QString text = QStringLiteral("{\"a\":\"");
        for (int i = 0; i < 20000; ++i)
            text += QStringLiteral("🀄\"");
        text += QStringLiteral("\"}");
        const auto parts = protocol::replayParts(3, text);
        QVERIFY(parts.size() > 1);
        QString joined;
        for (const auto& p : parts) {
            QCOMPARE(p.parts, int(parts.size()));
            QVERIFY(!p.text.back().isHighSurrogate());
            const QByteArray frame =
                QJsonDocument(protocol::encode(p)).toJson(QJsonDocument::Compact);
            QVERIFY2(frame.size() < protocol::maxFrameSize,
                     qPrintable(QString::number(frame.size())));
            joined += p.text;
        }
        QCOMPARE(joined, text);
    }

    // Guests may not sit at a rated table; a bot makes it unrated for good.
    void guestsAndBotsAndRatedTables() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        Member a(core, clock), guest(core, clock), again(core, clock);
        logIn(a, 1, "alice");
        guest.greet("guest");
        logIn(again, 1, "alice"); // the same account on a second connection
        a.send(QJsonObject{{"type", "list"}});
        const QString table = createTable(a, true);
        guest.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        QCOMPARE(guest.got.back().json.value("code").toString(), QString("login-needed"));
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        again.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        QCOMPARE(again.got.back().json.value("code").toString(), QString("already-seated"));
        QVERIFY(entryOf(a, table)->rated);
        a.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 1}});
        QVERIFY(!entryOf(a, table)->rated);
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        a.policy = passOrFirst;
        QVERIFY(playToTheEnd(core, table, {&a}));
        const auto entry = entryOf(a, table);
        QVERIFY(entry->over && entry->match > 0);
        const auto kept = core.archive().match(entry->match);
        QVERIFY(!kept->rated);
        QVERIFY(kept->seats[1].bot);
        QVERIFY(!kept->seats[0].after);
        QCOMPARE(core.archive().rating(1, "fourcolor"), ratings::Rating{});
    }

    // A player who leaves a rated match loses it, whatever the stand-in scores.
    void leavingARatedMatchLosesIt() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        Member a(core, clock), b(core, clock);
        logIn(a, 1, "alice");
        logIn(b, 2, "bob");
        const QString table = createTable(a, true);
        a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
        b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
        a.send(QJsonObject{{"type", "start"}, {"table", table}});
        a.send(QJsonObject{{"type", "leave"}, {"table", table}});
        b.policy = passOrFirst;
        QVERIFY(playToTheEnd(core, table, {&b}));
        b.send(QJsonObject{{"type", "my-games"}});
        const auto mine = protocol::decodeAs<protocol::MyGames>(b.got.back().json);
        QVERIFY(mine && mine->matches.size() == 1);
        const protocol::PlayedMatch& played = mine->matches.front();
        QVERIFY(played.rated);
        QVERIFY(played.seats[0].left);
        QCOMPARE(played.seats[0].place, 2);
        QCOMPARE(played.seats[1].place, 1);
        QVERIFY(std::abs(core.archive().rating(1, "fourcolor").mu - 22.36476861652635) < tolerance);
        QVERIFY(std::abs(core.archive().rating(2, "fourcolor").mu - 27.63523138347365) < tolerance);
    }

    // A rated match journaled mid-way comes back rated after a restart, with its players'
    // accounts, and is rated when it ends there.
    void aRestoredMatchIsStillRated() {
        QTemporaryDir dir;
        server::MemoryArchive archive; // the database, which outlives the server
        QString table, tokenA, tokenB;
        {
            Journaled server(archive, dir.path());
            QVERIFY(server.opened);
            session::ManualClock& clock = server.clock;
            server::TableCore& core = server.core;
            Member a(core, clock), b(core, clock);
            logIn(a, 1, "alice");
            logIn(b, 2, "bob");
            table = createTable(a, true);
            a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
            b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
            tokenA = last(a, "joined").value("token").toString();
            tokenB = last(b, "joined").value("token").toString();
            a.send(QJsonObject{{"type", "start"}, {"table", table}});
        }
        Journaled server(archive, dir.path());
        QVERIFY(server.opened);
        session::ManualClock& clock = server.clock;
        server::TableCore& core = server.core;
        const server::Table* restored = core.table(table);
        QVERIFY(restored && restored->session);
        QVERIFY(restored->settings.rated);
        QCOMPARE(restored->seats[0].account, 1);
        QCOMPARE(restored->seats[1].account, 2);
        Member a(core, clock), b(core, clock);
        logIn(a, 1, "alice");
        logIn(b, 2, "bob");
        a.send(QJsonObject{{"type", "reconnect"}, {"token", tokenA}});
        b.send(QJsonObject{{"type", "reconnect"}, {"token", tokenB}});
        a.policy = b.policy = passOrFirst;
        QVERIFY(playToTheEnd(core, table, {&a, &b}));
        const auto kept = archive.match(core.table(table)->match);
        QVERIFY(kept && kept->rated);
        QVERIFY(kept->seats[0].after && kept->seats[1].after);
        QCOMPARE(archive.rating(1, "fourcolor"), *kept->seats[0].after);
        QVERIFY(std::abs(archive.rating(2, "fourcolor").sigma - 8.065506316323548) < tolerance);
    }

    // Quick play: players near each other's rating share a table, one far from it gets
    // another; the table fills with bots after the wait its player chose, and is then unrated.
    void quickPlaySeatsByRating() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        server::MemoryArchive archive;
        core.setArchive(&archive);
        // Shown ratings (mu − 3 sigma): 20, 0, 18, 2.
        archive.setRating(1, "fourcolor", {29, 3}, "strong");
        archive.setRating(3, "fourcolor", {27, 3}, "strong too");
        archive.setRating(4, "fourcolor", {11, 3}, "new too");
        Member p1(core, clock), p2(core, clock), p3(core, clock), p4(core, clock),
            guest(core, clock);
        logIn(p1, 1, "strong");
        logIn(p2, 2, "new");
        logIn(p3, 3, "strong too");
        logIn(p4, 4, "new too");
        guest.greet("guest");
        p1.send(QJsonObject{{"type", "list"}});
        guest.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        QCOMPARE(guest.got.back().json.value("code").toString(), QString("login-needed"));

        p1.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"botsAfterSeconds", 30}});
        const QString strongTable = last(p1, "joined").value("table").toString();
        clock.advance(1000);
        p2.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        const QString newTable = last(p2, "joined").value("table").toString();
        QVERIFY(newTable != strongTable); // 20 points apart: too far at first
        p3.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"id", 3}});
        QCOMPARE(last(p3, "joined").value("table").toString(), strongTable);
        QCOMPARE(last(p3, "joined").value("seat").toInt(), 1);
        QCOMPARE(last(p3, "joined").value("id").toInt(), 3);
        p4.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        QCOMPARE(last(p4, "joined").value("table").toString(), newTable);
        p4.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        QCOMPARE(p4.got.back().json.value("code").toString(), QString("already-seated"));

        const auto waiting = entryOf(p1, strongTable);
        QVERIFY(waiting->rated && !waiting->started);
        QCOMPARE(waiting->seats, (QStringList{"player", "player", "empty", "empty"}));
        // Thirty seconds after the first player came, bots take the free seats: unrated.
        clock.advance(28999);
        QVERIFY(!entryOf(p1, strongTable)->started);
        clock.advance(1);
        const auto filled = entryOf(p1, strongTable);
        QVERIFY(filled->started);
        QVERIFY(!filled->rated);
        QCOMPARE(filled->seats, (QStringList{"player", "player", "bot", "bot"}));
        QVERIFY(!p1.ofType("view").empty()); // dealt
        // Nobody at the other table asked for bots: it waits for players.
        clock.advance(600000);
        QVERIFY(!entryOf(p1, newTable)->started);
    }

    // A player waiting at a quick play table for bots is not forgotten by a restart: the
    // restored table fills with bots after the player's whole wait, counted from the restart; a
    // player who left before it asks for nothing.
    void aQuickPlayWaitOutlivesARestart() {
        QTemporaryDir dir;
        server::MemoryArchive archive;
        QString table;
        {
            Journaled server(archive, dir.path());
            QVERIFY(server.opened);
            session::ManualClock& clock = server.clock;
            server::TableCore& core = server.core;
            Member p1(core, clock), p2(core, clock);
            logIn(p1, 1, "alice");
            logIn(p2, 2, "bob");
            p1.send(
                QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"botsAfterSeconds", 30}});
            table = last(p1, "joined").value("table").toString();
            p2.send(
                QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"botsAfterSeconds", 5}});
            QCOMPARE(last(p2, "joined").value("table").toString(), table);
            p2.send(QJsonObject{{"type", "leave"}, {"table", table}});
            clock.advance(20000); // two thirds of the wait, then the server stops
        }
        Journaled server(archive, dir.path(), 123456); // another run's clock
        QVERIFY(server.opened);
        session::ManualClock& clock = server.clock;
        server::TableCore& core = server.core;
        const server::Table* restored = core.table(table);
        QVERIFY(restored && !restored->session);
        QCOMPARE(restored->botsAt.size(), std::size_t(1)); // the one who left waits no more
        clock.advance(29999);
        QVERIFY(!core.table(table)->session);
        clock.advance(1);
        QVERIFY(core.table(table)->session); // bots sat, and the match began
        QCOMPARE(core.table(table)->seats[1].kind, server::Seat::Kind::Bot);
        QCOMPARE(core.table(table)->seats[0].account, 1);
    }

    // A quick play table that fills with players starts by itself, rated.
    void aFullQuickPlayTableStartsRated() {
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        std::vector<std::unique_ptr<Member>> players;
        for (int i = 1; i <= 4; ++i) {
            players.push_back(std::make_unique<Member>(core, clock));
            logIn(*players.back(), i, QStringLiteral("p%1").arg(i));
        }
        players.front()->send(QJsonObject{{"type", "list"}});
        for (auto& p : players)
            p->send(
                QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"botsAfterSeconds", 60}});
        const QString table = last(*players.front(), "joined").value("table").toString();
        for (auto& p : players)
            QCOMPARE(last(*p, "joined").value("table").toString(), table);
        const auto entry = entryOf(*players.front(), table);
        QVERIFY(entry->started && entry->rated);
        QCOMPARE(entry->seats, (QStringList{"player", "player", "player", "player"}));
    }
};

QTEST_GUILESS_MAIN(TestServerRatings)
#include "tst_server_ratings.moc"
