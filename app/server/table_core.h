#pragma once

#include "accounts/accounts.h"
#include "connection.h"
#include "lobby_directory.h"
#include "match_archive.h"
#include "protocol/client_requests.h"
#include "sql_match_archive.h"
#include "store/store.h"
#include "table.h"

#include <QHash>
#include <QJsonValue>
#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <memory>

namespace paiju::server {

// What one server allows; a connection that goes past a limit is closed with a reason.
struct ServerLimits {
    int maxConnections = 4096;
    int maxTables = 1000;
    int idleSeconds = 120;      // a connection that sends nothing this long is closed
    int messagesPerSecond = 20; // sustained, per connection
    // Messages a connection may send at once above that rate: three seconds' worth.
    int burst = 3 * messagesPerSecond;
    int frameSeconds = 10; // a frame begun must arrive whole within this time
    // A table nobody is connected to waits this long for its players to come back, and a
    // finished match stays this long for its results to be read; then the table closes.
    int abandonSeconds = 300;
    int lobbyPart = 100; // tables per `lobby` frame, so every frame stays under the limit
    // How long a bot (or a stand-in) takes over each move, so that the people at its table can
    // follow the play; 0 answers at once. A server that people play at sets it: paiju-server
    // 600 ms unless told, a hosting app its Settings → Bot speed.
    int botDelayMs = 0;

    void setRate(int perSecond) {
        messagesPerSecond = perSecond;
        burst = 3 * perSecond;
    }
};

// The tables and the lobby of a server (docs/protocol.md), without sockets: it is handed each
// client's messages, already read, and answers through the client's Peer. It keeps the tables and
// runs each started table's match through a TableSession, whose remote agents send every seat its
// own view and nothing more. With a data directory every table is journaled, and a new core on the
// same directory brings the tables back. The bytes, frames and limits of connections are the
// transport's (TableServer); a test or an in-process host may drive a core on its own.
class TableCore : public QObject {
    Q_OBJECT
public:
    explicit TableCore(ServerLimits limits = {}, QObject* parent = nullptr);
    ~TableCore() override;

    // The clock the tables' claim windows, turn timers and hand ends keep (nullptr: the
    // system's); set before any table starts.
    void setClock(session::Clock* clock);
    session::Clock* clock() const { return clock_; }

    // The database of accounts, ratings and finished matches (store/store.h), owned by the core
    // from here on, and the accounts kept there. Without one the server has guests only, and
    // account requests are refused with `no-accounts`. Finished matches and ratings are kept
    // there too (SqlMatchArchive).
    void setStore(std::unique_ptr<store::Store> store, const accounts::AccountLimits& limits = {});
    store::Store* store() const { return store_.get(); }
    accounts::Accounts* accounts() const { return accounts_.get(); }

    // Where finished matches and ratings are kept (not owned; nullptr: the store's, or in memory
    // for as long as this core runs when there is no store). Set before any table starts.
    void setArchive(MatchArchive* archive);
    MatchArchive& archive() const { return *archive_; }

    // Shares the lobby with the other processes on the same PostgreSQL database (owned from here
    // on): this process's tables are listed there and their ids begin with its name, the lobby
    // lists every process's tables, and a request for a table of another process is answered
    // with `moved` and that process's address. Set after setDataDir(), so that the tables
    // restored are listed. False with the reason when the directory cannot be written.
    bool setDirectory(std::unique_ptr<LobbyDirectory> directory, QString* error);
    LobbyDirectory* directory() const { return directory_.get(); }

    // Restores the tables journaled in `dir` and journals new ones there. Journals that cannot
    // be read are named in `problems` and left alone.
    bool setDataDir(const QString& dir, QStringList* problems);

    // A new client, heard from through handle() and gone with lose().
    Connection* attach(std::unique_ptr<Peer> peer);
    // One message from a client, in the order sent. True when it moved a table on (an action
    // the table accepted): the transport does not count such a message against the rate limit.
    bool handle(Connection* c, const QJsonObject& message);
    // The client is gone. Its seats are kept for their tokens; it is freed from the event loop.
    void lose(Connection* c);
    // Tells the client why (an `error` with this code), then closes its peer.
    void drop(Connection* c, const QString& code, const QString& message);

    const Table* table(const QString& id) const;
    int tableCount() const { return int(tables_.size()); }
    int connectionCount() const { return int(connections_.size()); }
    // The `ok` reply to a request of `type` with id `requestId` (undefined: none), as the bytes
    // QJsonDocument writes for protocol::encode(Ok) with the id added, without building the object.
    static QByteArray okBytes(const QString& type, const QJsonValue& requestId);

signals:
    // Every view as it goes out (seat -1: to spectators), the message's JSON, at the moment of
    // the state it shows; for checks of what the wire carries.
    void viewSent(const QString& table, int seat, const QByteArray& message);

private:
    void sweep(); // once a second: tables left alone or over
    void bury();  // frees the connections that are gone
    void handleMessage(Connection* c, const QJsonObject& message);
    // A request about table `t` (join, leave, add-bot, act, chat, …).
    void handleTableMessage(Connection* c, Table& t, const protocol::ClientRequest& request);
    void create(Connection* c, const protocol::CreateRequest& r);
    // A new table, journaled; nullptr when it cannot be (`host` is told why).
    Table* open(const TableSettings& settings, Connection* host);
    void join(Connection* c, Table& t, const protocol::JoinRequest& r);
    void leave(Connection* c, Table& t);
    // `table`, when the client names it, may be on another process.
    void reconnect(Connection* c, const QString& token, const QString& table);
    // Answers a request for a table of another process with its address; false when no process
    // has that table.
    bool redirect(Connection* c, const QString& table);
    void remoteChanged(const QString& table); // a table of another process, to the subscribers
    void account(Connection* c, const protocol::AccountRequest& request);
    // The answer to an account request, and the connection's messages held meanwhile.
    void accountAnswer(Connection* c, const accounts::AccountResult& result, const QString& token);
    void passwordDone(Connection* c, const std::shared_ptr<accounts::PasswordWork>& work,
                      const QJsonValue& requestId);
    void start(Connection* c, Table& t);
    void begin(Table& t); // deals: the seats are all taken
    // Sits the client in a free seat of a table not started (join and quick play).
    void seat(Connection* c, Table& t, int seat, const QString& name);
    void run(Table& t, const Replay& replay);
    // Keeps a finished match and, when rated, moves its players' ratings (match_archive.h).
    // `atEnd`: the match has just ended here, so a player not connected while a stand-in plays
    // the seat left it; a table restored over is judged by its journal alone.
    void keep(Table& t, bool atEnd);
    // Ratings, history and quick play (rating_messages.h).
    void sendMyGames(Connection* c, const protocol::MyGamesRequest& request);
    void sendLeaderboard(Connection* c, const protocol::LeaderboardRequest& request);
    void sendReplay(Connection* c, const protocol::ReplayRequest& request);
    void playNow(Connection* c, const protocol::PlayNowRequest& request);
    void planBots(Table& t);              // the quick play timer, to the earliest player's wait
    void fillWithBots(const QString& id); // the wait is over: bots sit, and the match starts
    bool isHost(const Connection* c, const Table& t) const;
    const GameInfo* listedGame(Connection* c, const QString& id);
    bool closeTableIfDeserted(const QString& id); // true when it closed the table
    void closeTable(const QString& id);
    bool occupied(const Table& t) const; // some connection is at the table
    void restore(const QString& id, const QList<QJsonObject>& entries, const QString& path);

    void send(Connection* c, const QJsonObject& message);
    // Every answer echoes the `id` of the request it answers (set while handling one).
    void reply(Connection* c, QJsonObject message);
    void acknowledge(Connection* c, const QString& type); // an `ok` for a request
    void refuse(Connection* c, const QString& code, const QString& message);
    void sendLobby(Connection* c) const;     // the whole list, in parts under the frame limit
    void lobbyChanged(const QString& table); // the table's entry to every subscriber
    void sendSpectators(Table& t);
    void sendHandOver(const Table& t);
    // To one who just came: the `clock` of every seat but `except` whose turn timer runs, the
    // seats a stand-in plays, and the claim window's time if one runs.
    void sendClocks(Connection* c, const Table& t, int except);
    // To everybody at the table (players but `exceptSeat`, and spectators), written once for all.
    void sendAll(const Table& t, const QJsonObject& message, int exceptSeat = -1);
    // The next view number of a seat (-1: the spectators) past the last reserved: reserves a
    // block of numbers in the journal and returns the highest.
    qint64 reserveSeq(Table& t, int seat, qint64 next);

    ServerLimits limits_;
    std::unique_ptr<store::Store> store_;
    std::unique_ptr<accounts::Accounts> accounts_; // over store_
    // Hashes and checks passwords off the event loop; two at a time (64 MiB each). The work
    // waiting is bounded, in all and per address, so that many connections cannot queue up
    // minutes of it.
    QThreadPool passwords_;
    int passwordsPending_ = 0;
    QHash<QString, int> passwordsPendingFrom_;
    QString dataDir_;
    QTimer tableCheck_;
    std::vector<std::unique_ptr<Connection>> connections_;
    std::vector<std::unique_ptr<Connection>> gone_; // freed by bury() from the event loop
    QJsonValue requestId_;                          // of the request being handled
    bool movedOn_ = false;                          // the message being handled moved a table on
    // In the order of their ids (the lobby lists them so), and found by id through a hash: a
    // server of thousands of tables looks one up for nearly every message.
    std::map<QString, std::unique_ptr<Table>> tables_;
    QHash<QString, Table*> tableIndex_;
    Table* findTable(const QString& id) const { return tableIndex_.value(id); }
    void addTable(std::unique_ptr<Table> table);
    void eraseTable(const QString& id);
    std::vector<Connection*> subscribers_; // those that asked for the lobby, while connected
    int nextTable_ = 1;
    std::unique_ptr<LobbyDirectory> directory_;
    QString idPrefix_; // of the ids of new tables: the process's name and a dash, when shared
    session::Clock* clock_ = session::Clock::system();
    std::unique_ptr<MatchArchive> ownArchive_; // when given none
    std::unique_ptr<MatchArchive> sqlArchive_; // in store_
    MatchArchive* archive_ = nullptr;
};

} // namespace paiju::server
