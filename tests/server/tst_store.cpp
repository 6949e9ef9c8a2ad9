// The store's schema and migrations on the real SQLite driver and on a real PostgreSQL started in
// a temporary directory.

#include "server/store/migrations.h"
#include "server/store/store.h"
#include "temporary_postgres.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using paiju::server::store::Store;

namespace {

// The file's permission bits, as the system has them.
unsigned mode(const QString& path) {
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777u : 0u;
}

int count(const Store& store, const QString& sql) {
    auto q = store.run(sql);
    return q && q->next() ? q->value(0).toInt() : -1;
}

} // namespace

class TestStore : public QObject {
    Q_OBJECT

private slots:
    void migratesSqliteOnceAndKeepsItPrivate();
    void refusesANewerSchema();
    void refusesAnUnknownUrl();
    void migratesPostgresOnce();
    void aLostPostgresConnectionIsOpenedAgain();

private:
    // What both databases must do alike: every table there, each migration recorded once, ids
    // generated, and the unique folded name enforced.
    void checkSchema(const Store& store);
};

void TestStore::checkSchema(const Store& store) {
    const int newest = paiju::server::store::migrations().back().version;
    QCOMPARE(store.schemaVersion(), newest);
    QCOMPARE(count(store, QStringLiteral("SELECT COUNT(*) FROM schema_migrations")),
             int(paiju::server::store::migrations().size()));
    for (const char* table : {"accounts", "tokens", "bans", "ratings", "matches", "match_seats",
                              "lobby_processes", "lobby_tables"})
        QVERIFY2(count(store, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) == 0, table);
    QString error;
    auto first = store.run(
        QStringLiteral("INSERT INTO accounts (display_name, folded_name, "
                       "password_hash, created_at) VALUES (?, ?, ?, ?) "
                       "RETURNING id"),
        {QStringLiteral("Abc"), QStringLiteral("abc"), QStringLiteral("h"), Store::now()}, &error);
    QVERIFY2(first && first->next(), qPrintable(error));
    const qint64 id = first->value(0).toLongLong();
    QVERIFY(id > 0);
    QVERIFY(!store.run(
        QStringLiteral("INSERT INTO accounts (display_name, folded_name, "
                       "password_hash, created_at) VALUES (?, ?, ?, ?)"),
        {QStringLiteral("ABC"), QStringLiteral("abc"), QStringLiteral("h"), Store::now()}));
    // A token of no account is refused: the foreign keys hold on both.
    QVERIFY(!store.run(QStringLiteral("INSERT INTO tokens (token_hash, account_id, created_at) "
                                      "VALUES (?, ?, ?)"),
                       {QStringLiteral("x"), id + 1000, Store::now()}));
}

void TestStore::migratesSqliteOnceAndKeepsItPrivate() {
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    QString error;
    {
        auto store = Store::open({}, data, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->kind(), Store::Kind::Sqlite);
        QCOMPARE(store->migrationsApplied(), int(paiju::server::store::migrations().size()));
        checkSchema(*store);
    }
    const QString file = dir.filePath(QStringLiteral("data/paiju.sqlite"));
    QCOMPARE(mode(file), 0600u);
    QCOMPARE(mode(data), 0700u);
    auto again = Store::open({}, data, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->migrationsApplied(), 0);
    QCOMPARE(count(*again, QStringLiteral("SELECT COUNT(*) FROM accounts")), 1);
    QCOMPARE(count(*again, QStringLiteral("SELECT COUNT(*) FROM schema_migrations")),
             int(paiju::server::store::migrations().size()));
}

void TestStore::refusesANewerSchema() {
    QTemporaryDir dir;
    const QString url = QStringLiteral("sqlite:") + dir.filePath(QStringLiteral("x.sqlite"));
    QString error;
    {
        auto store = Store::open(url, {}, &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->run(QStringLiteral("INSERT INTO schema_migrations VALUES (999, 'x', 0)")));
    }
    QVERIFY(!Store::open(url, {}, &error));
    QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));
}

void TestStore::refusesAnUnknownUrl() {
    QString error;
    QVERIFY(!Store::open(QStringLiteral("mysql://x/y"), {}, &error));
    QVERIFY(error.contains(QLatin1String("--database")));
}

void TestStore::migratesPostgresOnce() {
    paiju::test::TemporaryPostgres postgres;
    if (!postgres.skipReason().isEmpty())
        QSKIP(qPrintable(postgres.skipReason()));
    QVERIFY2(postgres.running(), qPrintable(postgres.error()));
    const QString url = postgres.createDatabase();
    QVERIFY2(postgres.error().isEmpty(), qPrintable(postgres.error()));
    QString error;
    {
        auto store = Store::open(url, {}, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->kind(), Store::Kind::Postgres);
        QCOMPARE(store->migrationsApplied(), int(paiju::server::store::migrations().size()));
        checkSchema(*store);
    }
    auto again = Store::open(url, {}, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->migrationsApplied(), 0);
    QCOMPARE(count(*again, QStringLiteral("SELECT COUNT(*) FROM accounts")), 1);
}

// The database ends the store's connection (as when it restarts): the next statement runs on a
// new one, and a statement that is wrong is not taken for a lost connection.
void TestStore::aLostPostgresConnectionIsOpenedAgain() {
    paiju::test::TemporaryPostgres postgres;
    if (!postgres.skipReason().isEmpty())
        QSKIP(qPrintable(postgres.skipReason()));
    QVERIFY2(postgres.running(), qPrintable(postgres.error()));
    const QString url = postgres.createDatabase();
    QString error;
    auto store = Store::open(url, {}, &error);
    QVERIFY2(store, qPrintable(error));
    auto admin = Store::open(url, {}, &error);
    QVERIFY2(admin, qPrintable(error));
    auto pid = store->run(QStringLiteral("SELECT pg_backend_pid()"));
    QVERIFY(pid && pid->next());
    const qint64 before = pid->value(0).toLongLong();
    QVERIFY(admin->run(QStringLiteral("SELECT pg_terminate_backend(?)"), {before}, &error));
    // Until the backend is gone, the old connection may still answer.
    QTRY_COMPARE_WITH_TIMEOUT(
        count(*admin,
              QStringLiteral("SELECT COUNT(*) FROM pg_stat_activity WHERE pid = %1").arg(before)),
        0, 60000);
    auto after = store->run(QStringLiteral("SELECT pg_backend_pid()"), {}, &error);
    QVERIFY2(after && after->next(), qPrintable(error));
    QVERIFY(after->value(0).toLongLong() != before);
    QCOMPARE(count(*store, QStringLiteral("SELECT COUNT(*) FROM accounts")), 0);
    QVERIFY(!store->run(QStringLiteral("SELECT * FROM no_such_table")));
    QCOMPARE(count(*store, QStringLiteral("SELECT COUNT(*) FROM accounts")), 0);
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
