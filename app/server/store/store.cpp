#include "store.h"

#include "migrations.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>
#include <atomic>
#include <set>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace paiju::server::store {

namespace {

// A number of PostgreSQL's advisory locks, held while the schema is migrated.
constexpr qint64 migrationLock = 0x7061696a75; // "paiju"

QString uniqueConnectionName() {
    static std::atomic<int> next{1};
    return QStringLiteral("paiju-store-%1").arg(next++);
}

// Makes the file if it is missing, readable and writable by its owner alone (whatever the umask),
// and takes the group's and others' rights away from one that exists. SQLite gives its journal
// and write-ahead log the mode of the database file.
bool makePrivateFile(const QString& path, QString* error) {
#ifdef Q_OS_UNIX
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0 || ::fchmod(fd, 0600) != 0) {
        *error = QStringLiteral("cannot make %1 private: %2").arg(path, qt_error_string(errno));
        if (fd >= 0)
            ::close(fd);
        return false;
    }
    ::close(fd);
    return true;
#else
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite)) {
        *error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return true;
#endif
}

QString sqlError(const QSqlError& e) {
    return e.text().trimmed();
}

} // namespace

std::unique_ptr<Store> Store::open(const QString& url, const QString& dataDir, QString* error) {
    std::unique_ptr<Store> store(new Store);
    store->connection_ = uniqueConnectionName();
    if (!store->connect(url, dataDir, error) || !store->migrate(error))
        return nullptr;
    return store;
}

Store::~Store() {
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

QSqlDatabase Store::database() const {
    return QSqlDatabase::database(connection_, false);
}

qint64 Store::now() {
    return QDateTime::currentMSecsSinceEpoch();
}

bool Store::connect(const QString& url, const QString& dataDir, QString* error) {
    const bool postgres =
        url.startsWith(QLatin1String("postgresql:")) || url.startsWith(QLatin1String("postgres:"));
    const char* driver = postgres ? "QPSQL" : "QSQLITE";
    if (!postgres && !url.isEmpty() && !url.startsWith(QLatin1String("sqlite:"))) {
        *error = QStringLiteral("--database must be a postgresql:// or sqlite: URL");
        return false;
    }
    if (!QSqlDatabase::isDriverAvailable(QLatin1String(driver))) {
        *error = QStringLiteral("Qt SQL has no %1 driver here (Debian: the package %2)")
                     .arg(QLatin1String(driver), postgres ? QStringLiteral("libqt6sql6-psql")
                                                          : QStringLiteral("libqt6sql6-sqlite"));
        return false;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QLatin1String(driver), connection_);
    if (postgres) {
        kind_ = Kind::Postgres;
        const QUrl parsed(url);
        if (!parsed.isValid()) {
            *error = QStringLiteral("--database: not a URL: %1").arg(parsed.errorString());
            return false;
        }
        QString host = parsed.host();
        int port = parsed.port();
        QString user = parsed.userName();
        QStringList options;
        const QUrlQuery query(parsed);
        // As in libpq's URLs, query items may give the host (a directory: the unix socket
        // there), the port and the user; the others are connection options.
        for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
            if (key == QLatin1String("host"))
                host = value;
            else if (key == QLatin1String("port"))
                port = value.toInt();
            else if (key == QLatin1String("user"))
                user = value;
            else
                options << key + QLatin1Char('=') + value;
        }
        db.setHostName(host);
        if (port > 0)
            db.setPort(port);
        db.setUserName(user);
        if (!parsed.password().isEmpty())
            db.setPassword(parsed.password());
        db.setDatabaseName(parsed.path().mid(1));
        db.setConnectOptions(options.join(QLatin1Char(';')));
        description_ =
            QStringLiteral("PostgreSQL database %1 on %2")
                .arg(db.databaseName(), host.isEmpty() ? QStringLiteral("localhost") : host);
    } else {
        kind_ = Kind::Sqlite;
        if (url.startsWith(QLatin1String("sqlite:")))
            filePath_ = url.startsWith(QLatin1String("sqlite://"))
                            ? QUrl(url).path()
                            : url.mid(int(qstrlen("sqlite:")));
        else if (!dataDir.isEmpty())
            filePath_ = QDir(dataDir).filePath(QStringLiteral("paiju.sqlite"));
        if (filePath_.isEmpty()) {
            db.setDatabaseName(QStringLiteral(":memory:"));
            description_ = QStringLiteral("SQLite database in memory");
        } else {
            const QString dir = QFileInfo(filePath_).absolutePath();
            if (!QDir().mkpath(dir)) {
                *error = QStringLiteral("cannot make the directory %1").arg(dir);
                return false;
            }
            if (url.isEmpty()) // the server's own data directory: nobody else's to read
                QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner);
            if (!makePrivateFile(filePath_, error))
                return false;
            db.setDatabaseName(filePath_);
            description_ = QStringLiteral("SQLite database %1").arg(filePath_);
        }
        // Another process (an operator's --ban-name) may write while the server runs: it waits
        // its turn instead of failing.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    }
    if (!db.open()) {
        *error =
            QStringLiteral("cannot open the %1: %2").arg(description_, sqlError(db.lastError()));
        return false;
    }
    if (kind_ == Kind::Sqlite) {
        // Foreign keys are off in SQLite unless asked for, on every connection; a write-ahead log
        // lets readers go on while one writes.
        if (!run(QStringLiteral("PRAGMA foreign_keys = ON"), {}, error))
            return false;
        if (!filePath_.isEmpty() && !run(QStringLiteral("PRAGMA journal_mode = WAL"), {}, error))
            return false;
    }
    return true;
}

bool Store::migrate(QString* error) {
    const bool postgres = kind_ == Kind::Postgres;
    if (postgres && !run(QStringLiteral("SELECT pg_advisory_lock(?)"), {migrationLock}, error))
        return false;
    const auto unlock = [&] {
        if (postgres)
            run(QStringLiteral("SELECT pg_advisory_unlock(?)"), {migrationLock});
    };
    // Made only when missing (PostgreSQL would note each "IF NOT EXISTS" in the log).
    if (!database().tables().contains(QStringLiteral("schema_migrations")) &&
        !run(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                            " version INTEGER PRIMARY KEY,"
                            " name TEXT NOT NULL,"
                            " applied_at BIGINT NOT NULL)"),
             {}, error)) {
        unlock();
        return false;
    }
    std::set<int> done;
    if (auto q = run(QStringLiteral("SELECT version FROM schema_migrations"), {}, error)) {
        while (q->next())
            done.insert(q->value(0).toInt());
    } else {
        unlock();
        return false;
    }
    const auto steps = migrations();
    if (!done.empty() && *done.rbegin() > steps.back().version) {
        *error = QStringLiteral("the %1 has schema version %2, newer than this server's %3: "
                                "run a newer paiju-server")
                     .arg(description_)
                     .arg(*done.rbegin())
                     .arg(steps.back().version);
        unlock();
        return false;
    }
    const QString id = postgres
                           ? QStringLiteral("BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
                           : QStringLiteral("INTEGER PRIMARY KEY AUTOINCREMENT");
    for (const Migration& step : steps) {
        if (done.count(step.version)) {
            version_ = step.version;
            continue;
        }
        QString problem;
        const bool ok = transaction([&] {
            for (QString statement : step.statements)
                if (!run(statement.replace(QLatin1String("{id}"), id), {}, &problem))
                    return false;
            return bool(run(QStringLiteral("INSERT INTO schema_migrations (version, name, "
                                           "applied_at) VALUES (?, ?, ?)"),
                            {step.version, QString::fromUtf8(step.name), now()}, &problem));
        });
        if (!ok) {
            *error = QStringLiteral("migration %1 (%2) of the %3 failed: %4")
                         .arg(step.version)
                         .arg(QString::fromUtf8(step.name), description_, problem);
            unlock();
            return false;
        }
        version_ = step.version;
        ++applied_;
    }
    unlock();
    return true;
}

std::optional<QSqlQuery> Store::run(const QString& sql, const QVariantList& values,
                                    QString* error) const {
    auto query = runOnce(sql, values, error);
    // Within a transaction the work done so far is gone with the connection: its failure is the
    // transaction's.
    if (query || kind_ != Kind::Postgres || inTransaction_ || !reconnect())
        return query;
    return runOnce(sql, values, error);
}

bool Store::reconnect() const {
    QSqlDatabase db = database();
    if (db.isOpen()) {
        QSqlQuery probe(db);
        if (probe.exec(QStringLiteral("SELECT 1")))
            return false; // the connection works: the statement itself failed
    }
    db.close();
    if (!db.open())
        return false;
    ++reconnects_;
    return true;
}

std::optional<QSqlQuery> Store::runOnce(const QString& sql, const QVariantList& values,
                                        QString* error) const {
    QSqlQuery query(database());
    query.setForwardOnly(true);
    // A statement without values runs as it is: PostgreSQL prepares only queries and changes of
    // rows, not the CREATE of a migration.
    if (values.isEmpty()) {
        if (!query.exec(sql)) {
            if (error)
                *error = sqlError(query.lastError());
            return std::nullopt;
        }
        return query;
    }
    if (!query.prepare(sql)) {
        if (error)
            *error = sqlError(query.lastError());
        return std::nullopt;
    }
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec()) {
        if (error)
            *error = sqlError(query.lastError());
        return std::nullopt;
    }
    return query;
}

bool Store::transaction(const std::function<bool()>& work) const {
    QSqlDatabase db = database();
    if (!db.transaction() && !(kind_ == Kind::Postgres && reconnect() && db.transaction()))
        return false;
    inTransaction_ = true;
    const bool done = work();
    inTransaction_ = false;
    if (!done) {
        db.rollback();
        return false;
    }
    if (!db.commit()) {
        db.rollback();
        return false;
    }
    return true;
}

} // namespace paiju::server::store
