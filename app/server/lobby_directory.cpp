#include "lobby_directory.h"

#include "store/store.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSqlDriver>
#include <QUrl>

Q_DECLARE_LOGGING_CATEGORY(lcTables)

namespace paiju::server {

namespace {

const QString channel = QStringLiteral("paiju_lobby");

// Milliseconds since 1970 on the database's clock: heartbeats of processes on machines whose
// clocks differ are compared on one clock.
const QString databaseNow =
    QStringLiteral("CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)");

QString compact(const QJsonObject& o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

std::unique_ptr<LobbyDirectory> LobbyDirectory::open(const QString& url, const Settings& settings,
                                                     QString* error) {
    std::unique_ptr<LobbyDirectory> directory(new LobbyDirectory);
    directory->settings_ = settings;
    directory->store_ = store::Store::open(url, {}, error);
    if (!directory->store_)
        return nullptr;
    if (directory->store_->kind() != store::Store::Kind::Postgres) {
        *error = QStringLiteral("several processes share a PostgreSQL database only");
        return nullptr;
    }
    directory->heartbeat_.setInterval(settings.heartbeatMs);
    directory->flushTimer_.setSingleShot(true);
    directory->flushTimer_.setInterval(settings.flushMs);
    QObject::connect(&directory->flushTimer_, &QTimer::timeout, directory.get(),
                     &LobbyDirectory::flush);
    QObject::connect(&directory->heartbeat_, &QTimer::timeout, directory.get(),
                     &LobbyDirectory::heartbeat);
    return directory;
}

LobbyDirectory::~LobbyDirectory() {
    flush(); // the last changes of a process that stops
}

bool LobbyDirectory::splitAddress(const QString& address, QString* host, quint16* port) {
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    QString h = address.left(colon);
    if (h.startsWith(QLatin1Char('[')) && h.endsWith(QLatin1Char(']')))
        h = h.mid(1, h.size() - 2);
    bool ok = false;
    const uint p = address.mid(colon + 1).toUInt(&ok);
    if (!ok || p < 1 || p > 65535 || h.isEmpty() || h.contains(QLatin1Char('/')))
        return false;
    *host = h;
    *port = quint16(p);
    return true;
}

bool LobbyDirectory::start(const QList<protocol::LobbyEntry>& own, QString* error) {
    const bool ok = store_->transaction([&] {
        if (!store_->run(QStringLiteral("INSERT INTO lobby_processes (name, address, started_at, "
                                        "heartbeat_at) VALUES (?, ?, %1, %1) ON CONFLICT (name) DO "
                                        "UPDATE SET address = excluded.address, started_at = "
                                        "excluded.started_at, heartbeat_at = excluded.heartbeat_at")
                             .arg(databaseNow),
                         {settings_.process, settings_.address}, error))
            return false;
        // What a previous run left: its tables are those restored now, and no others.
        return bool(store_->run(QStringLiteral("DELETE FROM lobby_tables WHERE process = ?"),
                                {settings_.process}, error));
    });
    if (!ok) {
        if (error->isEmpty())
            *error = QStringLiteral("the lobby directory cannot be written");
        return false;
    }
    QSqlDriver* driver = store_->database().driver();
    connect(driver, &QSqlDriver::notification, this, &LobbyDirectory::notified,
            Qt::UniqueConnection);
    if (!driver->subscribedToNotifications().contains(channel) &&
        !driver->subscribeToNotification(channel)) {
        *error = QStringLiteral("cannot LISTEN on %1").arg(channel);
        return false;
    }
    for (const protocol::LobbyEntry& entry : own)
        pending_[entry.table] = entry;
    flush();
    // The others read this process's tables again: those of its previous run are gone.
    notify(QJsonObject{{"p", settings_.process}, {"a", settings_.address}, {"reset", true}});
    heartbeat();
    heartbeat_.start();
    return true;
}

void LobbyDirectory::notify(const QJsonObject& payload) {
    QString error;
    if (!store_->run(QStringLiteral("SELECT pg_notify(?, ?)"), {channel, compact(payload)}, &error))
        qCWarning(lcTables) << "the lobby directory cannot notify:" << error;
}

void LobbyDirectory::publish(const protocol::LobbyEntry& entry) {
    pending_[entry.table] = entry;
    if (!flushTimer_.isActive())
        flushTimer_.start();
}

void LobbyDirectory::withdraw(const QString& table) {
    pending_[table] = std::nullopt;
    if (!flushTimer_.isActive())
        flushTimer_.start();
}

void LobbyDirectory::flush() {
    flushTimer_.stop();
    if (pending_.empty() || !store_)
        return;
    const auto changes = std::exchange(pending_, {});
    constexpr int rowsPerStatement = 100;
    // A notification's payload must stay under PostgreSQL's 8000 bytes.
    constexpr qsizetype payloadBytes = 7000;
    QVariantList rows;
    QStringList values;
    QVariantList gone;
    QJsonArray entries;
    QJsonArray removed;
    qsizetype payload = 0;
    QString error;
    const auto writeRows = [&] {
        if (!values.isEmpty() &&
            !store_->run(QStringLiteral("INSERT INTO lobby_tables (table_id, process, game, seats, "
                                        "entry, updated_at) VALUES %1 ON CONFLICT (table_id) DO "
                                        "UPDATE SET process = excluded.process, game = "
                                        "excluded.game, seats = excluded.seats, entry = "
                                        "excluded.entry, updated_at = excluded.updated_at")
                             .arg(values.join(QLatin1Char(','))),
                         rows, &error))
            qCWarning(lcTables) << "the lobby directory cannot list tables:" << error;
        if (!gone.isEmpty() &&
            !store_->run(
                QStringLiteral("DELETE FROM lobby_tables WHERE process = ? AND table_id IN "
                               "(%1)")
                    .arg(QStringList(gone.size(), QStringLiteral("?")).join(',')),
                QVariantList{settings_.process} + gone, &error))
            qCWarning(lcTables) << "the lobby directory cannot remove tables:" << error;
        rows.clear();
        values.clear();
        gone.clear();
    };
    const auto tell = [&] {
        writeRows(); // the rows first: a process that reads them on hearing finds them
        if (!entries.isEmpty() || !removed.isEmpty())
            notify(QJsonObject{{"p", settings_.process},
                               {"a", settings_.address},
                               {"e", entries},
                               {"removed", removed}});
        entries = {};
        removed = {};
        payload = 0;
    };
    for (const auto& [table, entry] : changes) {
        QJsonObject json;
        if (entry) {
            json = protocol::encode(*entry);
            const QString text = compact(json);
            rows << table << settings_.process << entry->game << int(entry->seats.size()) << text;
            values << QStringLiteral("(?, ?, ?, ?, ?, %1)").arg(databaseNow);
            payload += text.toUtf8().size();
            entries.append(json);
        } else {
            gone << table;
            payload += table.toUtf8().size() + 3;
            removed.append(table);
        }
        if (payload > payloadBytes || values.size() + gone.size() >= rowsPerStatement)
            tell();
    }
    tell();
}

const LobbyDirectory::Remote* LobbyDirectory::find(const QString& table) const {
    const auto it = remote_.find(table);
    return it == remote_.end() ? nullptr : &it->second;
}

void LobbyDirectory::heartbeat() {
    QString error;
    // Written whole: an operator may have deleted the row.
    auto beat = store_->run(
        QStringLiteral("INSERT INTO lobby_processes (name, address, started_at, heartbeat_at) "
                       "VALUES (?, ?, %1, %1) ON CONFLICT (name) DO UPDATE SET heartbeat_at = "
                       "excluded.heartbeat_at, address = excluded.address")
            .arg(databaseNow),
        {settings_.process, settings_.address}, &error);
    auto others =
        beat ? store_->run(QStringLiteral("SELECT name, address, heartbeat_at >= %1 - ? "
                                          "FROM lobby_processes WHERE name <> ?")
                               .arg(databaseNow),
                           {qint64(settings_.staleSeconds) * 1000, settings_.process}, &error)
             : std::nullopt;
    if (!others) {
        if (!std::exchange(failing_, true))
            qCWarning(lcTables) << "the lobby directory's heartbeat failed:" << error;
        return;
    }
    failing_ = false;
    if (store_->reconnects() != reconnects_) {
        // A new connection: it LISTENs to nothing yet, and what was heard before may be stale.
        reconnects_ = store_->reconnects();
        qCInfo(lcTables) << "the lobby directory is connected again";
        alive_.clear();
        std::set<QString> processes;
        for (const auto& [table, r] : remote_)
            processes.insert(r.process);
        for (const QString& process : processes)
            forget(process);
        emit reconnected(); // start() again: LISTEN, this process's tables, a heartbeat
        return;
    }
    std::map<QString, QString> alive;
    while (others->next())
        if (others->value(2).toBool())
            alive[others->value(0).toString()] = others->value(1).toString();
    for (const auto& [process, address] : std::map(alive_))
        if (!alive.count(process)) {
            qCInfo(lcTables) << "process" << process << "is silent: its tables are not listed";
            alive_.erase(process);
            forget(process);
        }
    for (const auto& [process, address] : alive)
        if (!alive_.count(process)) {
            alive_[process] = address;
            load(process);
        }
}

void LobbyDirectory::forget(const QString& process) {
    std::vector<QString> gone;
    for (const auto& [table, r] : remote_)
        if (r.process == process)
            gone.push_back(table);
    for (const QString& table : gone) {
        remote_.erase(table);
        emit changed(table);
    }
}

void LobbyDirectory::load(const QString& process) {
    QString error;
    auto rows = store_->run(QStringLiteral("SELECT t.entry, p.address FROM lobby_tables t JOIN "
                                           "lobby_processes p ON p.name = t.process WHERE "
                                           "t.process = ?"),
                            {process}, &error);
    if (!rows) {
        qCWarning(lcTables) << "the lobby directory cannot read the tables of" << process << ":"
                            << error;
        return;
    }
    while (rows->next())
        take(process, rows->value(1).toString(),
             QJsonDocument::fromJson(rows->value(0).toString().toUtf8()).object());
}

// An entry of another process, read as a client reads one: a malformed one is left out.
void LobbyDirectory::take(const QString& process, const QString& address,
                          const QJsonObject& entry) {
    const auto update = protocol::decodeAs<protocol::LobbyUpdate>(
        QJsonObject{{"type", "lobby-update"}, {"table", entry}});
    if (!update || !update->table)
        return;
    const QString table = update->table->table;
    if (table.isEmpty())
        return;
    remote_[table] = Remote{process, address, *update->table};
    emit changed(table);
}

void LobbyDirectory::notified(const QString& name, QSqlDriver::NotificationSource source,
                              const QVariant& payload) {
    if (name != channel || source == QSqlDriver::SelfSource)
        return;
    const QJsonObject m = QJsonDocument::fromJson(payload.toString().toUtf8()).object();
    const QString process = m.value("p").toString();
    if (process.isEmpty() || process == settings_.process)
        return;
    const QString address = m.value("a").toString();
    if (m.value("reset").toBool()) { // it started again: what it had before is gone
        forget(process);
        alive_[process] = address;
        load(process);
        return;
    }
    alive_.try_emplace(process, address);
    for (const QJsonValue& entry : m.value("e").toArray())
        take(process, address, entry.toObject());
    for (const QJsonValue& gone : m.value("removed").toArray()) {
        const QString table = gone.toString();
        const auto it = remote_.find(table);
        if (it != remote_.end() && it->second.process == process) {
            remote_.erase(it);
            emit changed(table);
        }
    }
}

} // namespace paiju::server
