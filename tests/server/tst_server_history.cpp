// Ratings, history, replays and quick play with the server's real database: SQLite in a file,
// and PostgreSQL started by the test in a temporary directory (skipped with a message where it is
// not installed). Players register and log in through the protocol; matches are played to their
// end by the tables, and what the database keeps is read back through the protocol and, for the
// ratings, from the database itself.
#include "core_harness.h"
#include "io/replay.h"
#include "protocol/account_messages.h"
#include "protocol/server_messages.h"
#include "server/store/store.h"
#include "temporary_postgres.h"

#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;
using server::store::Store;
using test::Member;
using test::Received;

namespace {

constexpr double tolerance = 1e-9;

server::accounts::AccountLimits fast() {
    server::accounts::AccountLimits limits;
    limits.cost = server::accounts::PasswordCost::least();
    return limits;
}

QString passOrFirst(const QJsonObject& view, const QJsonObject&) {
    const QJsonArray legal = view.value("legal").toArray();
    return legal.contains(QJsonValue("pass")) ? QStringLiteral("pass") : legal.first().toString();
}

QJsonObject last(const Member& m, const QString& type) {
    const auto all = m.ofType(type);
    return all.empty() ? QJsonObject{} : all.back().json;
}

bool registered(Member& m, const QString& name) {
    m.greet(name);
    m.send(protocol::encode(
        protocol::RegisterRequest{name, QStringLiteral("correct horse battery"), false}));
    // The password is hashed off the event loop: the answer comes when it is done.
    return QTest::qWaitFor([&] { return !m.ofType("logged-in").empty(); }, 30000);
}

using test::playToTheEnd;

// Where the test's database lives: an SQLite file, or a PostgreSQL of the test's own.
class Database {
public:
    explicit Database(const QString& kind) {
        if (kind == "sqlite") {
            url_ = QStringLiteral("sqlite:") + dir_.filePath(QStringLiteral("paiju.sqlite"));
            return;
        }
        postgres_ = std::make_unique<test::TemporaryPostgres>();
        skip_ = postgres_->skipReason();
        if (skip_.isEmpty() && postgres_->running())
            url_ = postgres_->createDatabase();
        if (skip_.isEmpty() && url_.isEmpty())
            error_ = postgres_->error();
    }
    QString skip() const { return skip_; }
    QString error() const { return error_; }
    std::unique_ptr<Store> open() {
        auto store = Store::open(url_, {}, &error_);
        return store;
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<test::TemporaryPostgres> postgres_;
    QString url_, skip_, error_;
};

#define OPEN_DATABASE(database)                                                                    \
    QFETCH(QString, kind);                                                                         \
    Database database(kind);                                                                       \
    if (!database.skip().isEmpty())                                                                \
        QSKIP(qPrintable(database.skip()));                                                        \
    QVERIFY2(database.error().isEmpty(), qPrintable(database.error()))

void kinds() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgresql") << QStringLiteral("postgresql");
}

} // namespace

class TestServerHistory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("paiju.server*=false")); }

    void aRatedMatchIsKeptAndRated_data() { kinds(); }
    // Two registered players play a rated match to its end; the database holds the match, its
    // seats and the new ratings, which are the two-player worked example's; a server started
    // again on the same database shows the history, the replay and the leaderboard.
    void aRatedMatchIsKeptAndRated() {
        OPEN_DATABASE(database);
        qint64 matchId = 0;
        int score0 = 0, score1 = 0;
        {
            session::ManualClock clock;
            server::TableCore core;
            core.setClock(&clock);
            auto store = database.open();
            QVERIFY2(store, qPrintable(database.error()));
            core.setStore(std::move(store), fast());
            Member a(core, clock), b(core, clock);
            QVERIFY(registered(a, "Alice"));
            QVERIFY(registered(b, "Bob"));
            a.send(QJsonObject{{"type", "create"},
                               {"game", "fourcolor"},
                               {"seats", 2},
                               {"options", QJsonObject{{"hands", 1}}},
                               {"windowMs", 0},
                               {"turnSeconds", 0},
                               {"rated", true}});
            const QString table = last(a, "created").value("table").toString();
            a.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 0}});
            b.send(QJsonObject{{"type", "join"}, {"table", table}, {"seat", 1}});
            a.send(QJsonObject{{"type", "start"}, {"table", table}});
            a.policy = b.policy = passOrFirst;
            QVERIFY(playToTheEnd(core, table, {&a, &b}));
            matchId = core.table(table)->match;
            const std::vector<int> scores = core.table(table)->session->state().scores();
            score0 = scores[0];
            score1 = scores[1];

            // The ratings as the database holds them.
            auto q = core.store()->run(
                QStringLiteral("SELECT a.display_name, r.mu, r.sigma, r.matches_played FROM "
                               "ratings r JOIN accounts a ON a.id = r.account_id WHERE r.game = "
                               "'fourcolor' ORDER BY a.display_name"));
            QVERIFY(q);
            std::map<QString, std::pair<double, double>> kept;
            while (q->next()) {
                kept[q->value(0).toString()] = {q->value(1).toDouble(), q->value(2).toDouble()};
                QCOMPARE(q->value(3).toInt(), 1);
            }
            QCOMPARE(kept.size(), std::size_t(2));
            const double winner = 27.63523138347365, loser = 22.36476861652635;
            const double alice = score0 == score1 ? 25 : score0 > score1 ? winner : loser;
            const double bob = score0 == score1 ? 25 : score0 > score1 ? loser : winner;
            QVERIFY2(std::abs(kept["Alice"].first - alice) < tolerance,
                     qPrintable(QString::number(kept["Alice"].first, 'g', 17)));
            QVERIFY(std::abs(kept["Bob"].first - bob) < tolerance);
            QVERIFY(std::abs(kept["Alice"].second - 8.065506316323548) < tolerance);
        }
        // A new server on the same database: the history is there.
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        auto store = database.open();
        QVERIFY2(store, qPrintable(database.error()));
        QCOMPARE(store->migrationsApplied(), 0);
        core.setStore(std::move(store), fast());
        Member b(core, clock), stranger(core, clock);
        b.greet("Bob");
        b.send(protocol::encode(
            protocol::LoginRequest{"bob", QStringLiteral("correct horse battery"), false}));
        QVERIFY(QTest::qWaitFor([&] { return !b.ofType("logged-in").empty(); }, 30000));
        b.send(QJsonObject{{"type", "my-games"}});
        QString error;
        const auto mine = protocol::decodeAs<protocol::MyGames>(b.got.back().json, &error);
        QVERIFY2(mine, qPrintable(error));
        QCOMPARE(mine->matches.size(), 1);
        const protocol::PlayedMatch& played = mine->matches.front();
        QCOMPARE(played.match, matchId);
        QCOMPARE(played.game, QString("fourcolor"));
        QVERIFY(played.rated);
        QCOMPARE(played.you, 1);
        QCOMPARE(played.seats.size(), 2);
        QCOMPARE(played.seats[0].name, QString("Alice"));
        QCOMPARE(played.seats[1].name, QString("Bob"));
        QCOMPARE(played.seats[0].score, score0);
        QCOMPARE(played.seats[1].score, score1);
        QCOMPARE(played.seats[0].place, score0 >= score1 ? 1 : 2);
        QCOMPARE(*played.seats[1].ratingBefore, 0.0);
        QVERIFY(played.seats[1].ratingAfter);
        QVERIFY(played.finishedAt > 0);

        // Anyone may watch the replay, and it ends as the match did.
        stranger.greet("stranger");
        stranger.send(QJsonObject{{"type", "replay"}, {"match", matchId}});
        QString text;
        for (const Received& r : stranger.ofType("replay"))
            text += protocol::decodeAs<protocol::MatchReplay>(r.json)->text;
        const auto replay = Replay::parse(text.toUtf8(), &error);
        QVERIFY2(replay, qPrintable(error));
        const ReplayRun run = runReplay(*replay);
        QVERIFY(!run.failure && run.state->isTerminal());
        QCOMPARE(run.state->scores(), (std::vector<int>{score0, score1}));

        stranger.send(QJsonObject{{"type", "leaderboard"}, {"game", "fourcolor"}});
        const auto board = protocol::decodeAs<protocol::Leaderboard>(stranger.got.back().json);
        QVERIFY(board);
        QCOMPARE(board->players.size(), 2);
        QVERIFY(board->players[0].rating >= board->players[1].rating);
        QStringList names{board->players[0].name, board->players[1].name};
        names.sort();
        QCOMPARE(names, (QStringList{"Alice", "Bob"}));
    }

    void quickPlay_data() { kinds(); }
    // Quick play on a database: two newcomers get one table; a third, rated far above, gets a
    // table of their own; after the first player's wait bots fill the first table, unrated.
    void quickPlay() {
        OPEN_DATABASE(database);
        session::ManualClock clock;
        server::TableCore core;
        core.setClock(&clock);
        auto store = database.open();
        QVERIFY2(store, qPrintable(database.error()));
        // A strong player's rating, as if won before: shown 30.
        Store* db = store.get();
        core.setStore(std::move(store), fast());
        Member a(core, clock), b(core, clock), strong(core, clock);
        QVERIFY(registered(a, "Ann"));
        QVERIFY(registered(b, "Ben"));
        QVERIFY(registered(strong, "Cy"));
        QVERIFY(db->run(QStringLiteral("INSERT INTO ratings (account_id, game, mu, sigma, "
                                       "matches_played, updated_at) SELECT id, 'fourcolor', 36, "
                                       "2, 40, 0 FROM accounts WHERE display_name = 'Cy'")));
        a.send(QJsonObject{{"type", "list"}});
        a.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}, {"botsAfterSeconds", 20}});
        const QString first = last(a, "joined").value("table").toString();
        QVERIFY(!first.isEmpty());
        strong.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        const QString own = last(strong, "joined").value("table").toString();
        QVERIFY(!own.isEmpty() && own != first);
        b.send(QJsonObject{{"type", "play-now"}, {"game", "fourcolor"}});
        QCOMPARE(last(b, "joined").value("table").toString(), first);
        QVERIFY(core.table(first)->settings.rated);
        clock.advance(20000);
        const server::Table* t = core.table(first);
        QVERIFY(t->session);
        QVERIFY(!t->settings.rated);
        QCOMPARE(t->seats[2].kind, server::Seat::Kind::Bot);
        QVERIFY(!core.table(own)->session);
    }
};

QTEST_GUILESS_MAIN(TestServerHistory)
#include "tst_server_history.moc"
