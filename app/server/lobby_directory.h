#pragma once

#include "protocol/server_messages.h"

#include <QObject>
#include <QSqlDriver>
#include <QString>
#include <QTimer>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace paiju::server {

namespace store {
class Store;
}

// The lobby of several server processes that share one PostgreSQL database (docs/hosting.md).
//
// Each process writes the entries of its own tables to `lobby_tables` when a table is created,
// its seats change, its match starts or ends, or it closes (never on a move of play), and tells
// the others with a NOTIFY on the channel `paiju_lobby` whose payload carries the entries. The
// changes of `flushMs` are written together, each table's latest only: a table created, sat at
// by four and started costs one row written, and a few statements serve many tables.
// Every process LISTENs on that channel and keeps the other processes' entries in memory, so
// listing the lobby or finding where a table lives costs no query.
//
// Every few seconds a process writes its heartbeat to `lobby_processes` and reads the others',
// on the database's clock: the tables of a process silent for longer than `staleSeconds` (it
// died) are no longer listed, and are read again from `lobby_tables` when it speaks again. A
// process that starts removes the rows its previous run left, publishes the tables it restored
// from its journals, and tells the others to read its tables again.
//
// The directory has a database connection of its own: the one LISTENing does nothing else, so
// no notification waits behind a query of the accounts or the history. When that connection was
// lost (the database restarted, the network dropped) and the store opened a new one, the
// directory LISTENs again, forgets the other processes' tables and reads them again, and has its
// own written again (reconnected()).
class LobbyDirectory : public QObject {
    Q_OBJECT
public:
    // A table of another process.
    struct Remote {
        QString process;
        QString address; // host:port, where its clients are sent
        protocol::LobbyEntry entry;
    };

    struct Settings {
        QString process; // this process's name, unique among those sharing the database
        QString address; // host:port its clients are sent to
        int heartbeatMs = 2000;
        int staleSeconds = 10; // a process silent this long is taken for dead
        int flushMs = 100;     // how long changes gather before they are written
    };

    // Connects to `url` (a postgresql:// URL, see store::Store::open). nullptr with the reason
    // in `error` when it cannot connect or the database is not PostgreSQL.
    static std::unique_ptr<LobbyDirectory> open(const QString& url, const Settings& settings,
                                                QString* error);
    ~LobbyDirectory() override;

    const QString& process() const { return settings_.process; }
    const QString& address() const { return settings_.address; }

    // Takes this process's place in the directory with the tables it holds now (those restored
    // from its journals), and starts listening to the others. False with the reason when the
    // database refuses.
    bool start(const QList<protocol::LobbyEntry>& own, QString* error);
    // One of this process's tables changed, or closed: written within flushMs.
    void publish(const protocol::LobbyEntry& entry);
    void withdraw(const QString& table);
    // Writes the changes gathered, and tells the others.
    void flush();

    // A table of another live process; nullptr when none has it.
    const Remote* find(const QString& table) const;
    const std::map<QString, Remote>& remote() const { return remote_; }

    // Splits "host:port" ("[v6]:port" too); false when it is not one.
    static bool splitAddress(const QString& address, QString* host, quint16* port);

signals:
    // A table of another process came, changed or went: find() tells which.
    void changed(const QString& table);
    // The connection to the database was lost and is open again: what this process published
    // may be gone (the database restarted), and start() is to be called again with its tables.
    void reconnected();

private:
    LobbyDirectory() = default;
    void heartbeat();
    void notified(const QString& name, QSqlDriver::NotificationSource source,
                  const QVariant& payload);
    void load(const QString& process);   // reads its tables again
    void forget(const QString& process); // drops its tables
    void notify(const QJsonObject& payload);
    void take(const QString& process, const QString& address, const QJsonObject& entry);

    std::unique_ptr<store::Store> store_;
    Settings settings_;
    QTimer heartbeat_;
    QTimer flushTimer_;
    // The changes not written yet: each table's newest entry, or nullopt when it closed.
    std::map<QString, std::optional<protocol::LobbyEntry>> pending_;
    std::map<QString, Remote> remote_;
    std::map<QString, QString> alive_; // the other live processes, with their addresses
    bool failing_ = false;             // the last heartbeat failed (logged once)
    int reconnects_ = 0;               // the store's reconnects() when last seen
};

} // namespace paiju::server
