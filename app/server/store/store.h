#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>
#include <functional>
#include <memory>
#include <optional>

namespace paiju::server::store {

// Where a server keeps what outlives a match: accounts, login tokens, bans, ratings and finished
// matches (migrations.cpp holds the schema). One schema on two databases through Qt SQL: SQLite
// by default, a file of the server's data directory, so the server needs nothing else to run; or
// PostgreSQL, which several server processes may share.
//
// Opening applies every migration the database lacks, each in a transaction of its own and
// recorded in `schema_migrations`, so a second start finds nothing to do. On PostgreSQL the
// migrations run under an advisory lock: processes starting together apply each step once.
//
// A Store belongs to the thread that opened it (Qt SQL's connections do).
class Store {
public:
    enum class Kind { Sqlite, Postgres };

    // `url` chooses the database:
    //  - empty: SQLite in `dataDir/paiju.sqlite`, made 0600 in a 0700 directory; with no
    //    `dataDir` either, an SQLite database in memory, gone when the server stops;
    //  - `sqlite:PATH` (or `sqlite:///absolute/path`): SQLite in that file, made 0600;
    //  - `postgresql://[user[:password]@][host][:port]/database[?host=/socket/dir&sslmode=…]`
    //    (or `postgres://`): PostgreSQL through libpq; a password not in the URL comes from
    //    libpq's own places (PGPASSWORD, ~/.pgpass). Query items other than `host` are passed to
    //    libpq as connection options.
    // nullptr, with the reason in `error`, when the database cannot be opened or migrated.
    static std::unique_ptr<Store> open(const QString& url, const QString& dataDir, QString* error);
    ~Store();
    Store(const Store&) = delete;
    Store& operator=(const Store&) = delete;

    Kind kind() const { return kind_; }
    QSqlDatabase database() const;
    // The database as the log may name it: never its password.
    QString description() const { return description_; }
    // The newest migration applied, and how many this open applied (0: the schema was current).
    int schemaVersion() const { return version_; }
    int migrationsApplied() const { return applied_; }
    // The SQLite file; empty on PostgreSQL or in memory.
    QString filePath() const { return filePath_; }

    // Runs one statement with `values` bound to its `?` in order. nullopt when it fails, with
    // the database's reason in `error`; the query, positioned before its first row, otherwise.
    // On PostgreSQL, a statement outside a transaction that fails because the connection is
    // gone (the server restarted, the network dropped) is run once more on a new connection.
    std::optional<QSqlQuery> run(const QString& sql, const QVariantList& values = {},
                                 QString* error = nullptr) const;
    // How many times the connection was opened again after it was lost: what lives with a
    // connection (a LISTEN) must then be asked for again.
    int reconnects() const { return reconnects_; }
    // Runs `work` in a transaction, committed when it returns true and rolled back otherwise.
    bool transaction(const std::function<bool()>& work) const;

    // Milliseconds since 1970, UTC: how the schema keeps times.
    static qint64 now();

private:
    Store() = default;
    std::optional<QSqlQuery> runOnce(const QString& sql, const QVariantList& values,
                                     QString* error) const;
    // After a failure: true when the connection was lost and is open again.
    bool reconnect() const;
    bool connect(const QString& url, const QString& dataDir, QString* error);
    bool migrate(QString* error);

    Kind kind_ = Kind::Sqlite;
    QString connection_; // the name of the Qt SQL connection, unique to this store
    QString description_;
    QString filePath_;
    int version_ = 0;
    int applied_ = 0;
    mutable bool inTransaction_ = false;
    mutable int reconnects_ = 0;
};

} // namespace paiju::server::store
