#include "table_core.h"

#include "connection.h"
#include "io/json_bytes.h"
#include "journal.h"
#include "observation_writer.h"
#include "protocol/frame_codec.h"
#include "protocol/messages.h"
#include "protocol/server_messages.h"
#include "remote_agent.h"
#include "version.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <type_traits>
#include <utility>

Q_LOGGING_CATEGORY(lcTables, "paiju.server.tables")

namespace paiju::server {

namespace {

QString kindName(Seat::Kind kind) {
    return kind == Seat::Kind::Bot      ? QStringLiteral("bot")
           : kind == Seat::Kind::Player ? QStringLiteral("player")
                                        : QStringLiteral("empty");
}

protocol::LobbyEntry lobbyEntry(const Table& t) {
    protocol::LobbyEntry entry;
    entry.table = t.id;
    entry.game = QString::fromStdString(t.settings.game->id);
    bool bots = false;
    for (const Seat& seat : t.seats) {
        entry.seats << kindName(seat.kind);
        entry.names << seat.name;
        const bool bot = seat.kind == Seat::Kind::Bot;
        entry.levels << (!bot                   ? QString()
                         : seat.level.isEmpty() ? QStringLiteral("normal")
                                                : seat.level);
        bots |= bot;
    }
    if (!bots)
        entry.levels.clear();
    entry.password = !t.settings.password.isEmpty();
    entry.spectators = t.settings.spectators;
    entry.started = t.session != nullptr;
    entry.over = t.session && t.session->state().isTerminal();
    entry.rated = t.settings.rated;
    if (std::any_of(t.seats.begin(), t.seats.end(), [](const Seat& s) { return s.shown; }))
        for (const Seat& seat : t.seats)
            entry.ratings << seat.shown;
    entry.match = t.match;
    return entry;
}

} // namespace

TableCore::TableCore(ServerLimits limits, QObject* parent)
    : QObject(parent), limits_(limits), ownArchive_(std::make_unique<MemoryArchive>()),
      archive_(ownArchive_.get()) {
    passwords_.setMaxThreadCount(2);
    tableCheck_.setInterval(1000);
    connect(&tableCheck_, &QTimer::timeout, this, &TableCore::sweep);
    tableCheck_.start();
}

TableCore::~TableCore() {
    // A password's work in hand finishes first: its answer is posted to this core.
    passwords_.waitForDone();
    // Sessions first: their agents send through connections.
    tableIndex_.clear();
    tables_.clear();
    connections_.clear();
    gone_.clear();
}

void TableCore::setStore(std::unique_ptr<store::Store> store,
                         const accounts::AccountLimits& limits) {
    accounts_.reset();
    sqlArchive_.reset();
    store_ = std::move(store);
    if (store_) {
        accounts_ = std::make_unique<accounts::Accounts>(*store_, clock_, limits);
        // Finished matches and ratings are kept in the same database.
        sqlArchive_ = std::make_unique<SqlMatchArchive>(*store_);
        archive_ = sqlArchive_.get();
    } else {
        setArchive(nullptr);
    }
}

void TableCore::setClock(session::Clock* clock) {
    clock_ = clock ? clock : session::Clock::system();
    if (accounts_)
        accounts_->setClock(clock_);
}

void TableCore::setArchive(MatchArchive* archive) {
    if (archive) {
        archive_ = archive;
        ownArchive_.reset();
    } else if (sqlArchive_) {
        archive_ = sqlArchive_.get();
    } else {
        if (!ownArchive_)
            ownArchive_ = std::make_unique<MemoryArchive>();
        archive_ = ownArchive_.get();
    }
}

const Table* TableCore::table(const QString& id) const {
    return findTable(id);
}

void TableCore::addTable(std::unique_ptr<Table> table) {
    Table* t = table.get();
    tableIndex_.insert(t->id, t);
    tables_[t->id] = std::move(table);
}

void TableCore::eraseTable(const QString& id) {
    tableIndex_.remove(id);
    tables_.erase(id);
}

Connection* TableCore::attach(std::unique_ptr<Peer> peer) {
    auto connection = std::make_unique<Connection>();
    connection->peer = std::move(peer);
    connections_.push_back(std::move(connection));
    return connections_.back().get();
}

// A player's seat is kept for its token; the connection itself goes. It is freed only from the
// event loop: `lose` may be called from deep inside the handling of that very connection.
void TableCore::lose(Connection* c) {
    if (c->lost)
        return;
    c->lost = true;
    subscribers_.erase(std::remove(subscribers_.begin(), subscribers_.end(), c),
                       subscribers_.end());
    std::vector<QString> left; // the tables it was at: each may now be deserted
    for (auto& [id, table] : tables_) {
        bool at = false;
        for (std::size_t s = 0; s < table->seats.size(); ++s) {
            if (table->seats[s].here != c)
                continue;
            table->seats[s].here = nullptr;
            at = true;
            if (table->session)
                if (auto* remote = qobject_cast<RemoteAgent*>(table->session->agent(int(s))))
                    remote->setConnected(false);
        }
        at = table->spectators.removeAll(c) > 0 || at;
        if (table->host == c) {
            table->host = nullptr;
            at = true;
        }
        if (at)
            left.push_back(id);
    }
    const auto it = std::find_if(connections_.begin(), connections_.end(),
                                 [c](const auto& p) { return p.get() == c; });
    if (it != connections_.end()) {
        gone_.push_back(std::move(*it));
        connections_.erase(it);
        QTimer::singleShot(0, this, &TableCore::bury);
    }
    // Tables close from the event loop: a socket may report its loss from inside a write that
    // one of these tables' sessions is making.
    QTimer::singleShot(0, this, [this, left] {
        for (const QString& id : left)
            closeTableIfDeserted(id);
    });
}

void TableCore::bury() {
    // A connection a password is worked on for waits for the work's end (passwordDone).
    std::erase_if(gone_, [](const auto& c) { return !c->waiting; });
}

void TableCore::send(Connection* c, const QJsonObject& message) {
    if (c)
        c->send(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

void TableCore::reply(Connection* c, QJsonObject message) {
    if (!requestId_.isUndefined())
        message.insert(QStringLiteral("id"), requestId_);
    send(c, message);
}

// The reply to every action, so written straight to bytes without a JSON object: the bytes
// QJsonDocument writes for protocol::encode(Ok) with the request's id, its keys in their order.
QByteArray TableCore::okBytes(const QString& type, const QJsonValue& requestId) {
    QByteArray out;
    out.reserve(48 + type.size());
    out += "{\"for\":";
    json::appendString(out, type);
    if (!requestId.isUndefined()) {
        out += ",\"id\":";
        ObservationWriter::writeValue(out, requestId);
    }
    out += ",\"type\":\"ok\"}";
    return out;
}

void TableCore::acknowledge(Connection* c, const QString& type) {
    if (c)
        c->send(okBytes(type, requestId_));
}

void TableCore::refuse(Connection* c, const QString& code, const QString& message) {
    reply(c, protocol::encode(protocol::ProtocolError{code, message}));
}

void TableCore::drop(Connection* c, const QString& code, const QString& message) {
    qCInfo(lcTables) << "closing a connection:" << code << message;
    refuse(c, code, message);
    if (c->peer)
        c->peer->close();
}

void TableCore::sweep() {
    std::vector<QString> closing;
    for (auto& [id, t] : tables_) {
        const qint64 now = clock_->now();
        if (occupied(*t))
            t->desertedAt = -1;
        else if (t->desertedAt < 0)
            t->desertedAt = now;
        if (t->session && t->session->state().isTerminal() && t->overAt < 0)
            t->overAt = now;
        const qint64 grace = qint64(limits_.abandonSeconds) * 1000;
        if ((t->desertedAt >= 0 && now - t->desertedAt >= grace) ||
            (t->overAt >= 0 && now - t->overAt >= grace))
            closing.push_back(id);
    }
    for (const QString& id : closing)
        closeTable(id);
}

bool TableCore::handle(Connection* c, const QJsonObject& message) {
    if (!c->open())
        return false;
    if (c->waiting) { // its answers keep the order of its requests
        c->held.push_back(message);
        return false;
    }
    requestId_ = protocol::requestId(message);
    movedOn_ = false;
    handleMessage(c, message);
    requestId_ = QJsonValue(QJsonValue::Undefined);
    return std::exchange(movedOn_, false);
}

void TableCore::sendLobby(Connection* c) const {
    // This process's tables, then those of the others sharing its database.
    static const std::map<QString, LobbyDirectory::Remote> none;
    const auto& remote = directory_ ? directory_->remote() : none;
    const int part = std::max(1, limits_.lobbyPart);
    const int parts = std::max<int>(1, (int(tables_.size() + remote.size()) + part - 1) / part);
    auto it = tables_.begin();
    auto there = remote.begin();
    for (int i = 1; i <= parts; ++i) {
        protocol::Lobby lobby{i, parts, {}};
        for (int n = 0; n < part && it != tables_.end(); ++n, ++it)
            lobby.tables << lobbyEntry(*it->second);
        for (int n = int(lobby.tables.size()); n < part && there != remote.end(); ++n, ++there)
            lobby.tables << there->second.entry;
        QJsonObject message = protocol::encode(lobby);
        if (i == 1 && !requestId_.isUndefined())
            message.insert(QStringLiteral("id"), requestId_);
        c->send(QJsonDocument(message).toJson(QJsonDocument::Compact));
    }
}

void TableCore::lobbyChanged(const QString& table) {
    const Table* t = findTable(table);
    if (directory_) { // the other processes list it too
        if (t)
            directory_->publish(lobbyEntry(*t));
        else
            directory_->withdraw(table);
    }
    if (subscribers_.empty()) // most changes: nobody follows the lobby
        return;
    const protocol::LobbyUpdate update =
        t ? protocol::LobbyUpdate{lobbyEntry(*t), {}} : protocol::LobbyUpdate{std::nullopt, table};
    QByteArray message;
    for (Connection* c : subscribers_)
        if (c->open()) {
            if (message.isEmpty())
                message = QJsonDocument(protocol::encode(update)).toJson(QJsonDocument::Compact);
            c->send(message);
        }
}

bool TableCore::setDirectory(std::unique_ptr<LobbyDirectory> directory, QString* error) {
    directory_ = std::move(directory);
    if (!directory_) {
        idPrefix_.clear();
        return true;
    }
    idPrefix_ = directory_->process() + QLatin1Char('-');
    const auto own = [this] {
        QList<protocol::LobbyEntry> entries;
        for (const auto& [id, t] : tables_)
            entries << lobbyEntry(*t);
        return entries;
    };
    connect(directory_.get(), &LobbyDirectory::changed, this, &TableCore::remoteChanged);
    // Back after the database was lost: this process's tables are written again.
    connect(directory_.get(), &LobbyDirectory::reconnected, this, [this, own] {
        QString problem;
        if (!directory_->start(own(), &problem))
            qCWarning(lcTables) << "the lobby directory cannot be written again:" << problem;
    });
    return directory_->start(own(), error);
}

void TableCore::remoteChanged(const QString& table) {
    if (subscribers_.empty() || findTable(table))
        return;
    const LobbyDirectory::Remote* r = directory_->find(table);
    const protocol::LobbyUpdate update =
        r ? protocol::LobbyUpdate{r->entry, {}} : protocol::LobbyUpdate{std::nullopt, table};
    const QByteArray message =
        QJsonDocument(protocol::encode(update)).toJson(QJsonDocument::Compact);
    for (Connection* c : subscribers_)
        if (c->open())
            c->send(message);
}

bool TableCore::redirect(Connection* c, const QString& table) {
    const LobbyDirectory::Remote* r = directory_ ? directory_->find(table) : nullptr;
    QString host;
    quint16 port = 0;
    if (!r || !LobbyDirectory::splitAddress(r->address, &host, &port))
        return false;
    reply(c, protocol::encode(protocol::Moved{table, host, port}));
    return true;
}

void TableCore::handleMessage(Connection* c, const QJsonObject& m) {
    protocol::ProtocolError problem;
    if (!c->greeted) {
        const auto hello = protocol::decodeHello(m, &problem);
        if (!hello) {
            drop(c, problem.code, problem.message);
            return;
        }
        if (accounts_ && accounts_->addressBanned(c->address)) {
            drop(c, "banned", QStringLiteral("this address is banned from this server"));
            return;
        }
        c->greeted = true;
        c->client = protocol::plainText(hello->client, 64);
        reply(c, protocol::encode(protocol::Welcome{
                     protocol::protocolVersion, QStringLiteral("paiju-server " PAIJU_VERSION)}));
        return;
    }
    // Read once, here: the handlers take the typed request.
    const auto request = protocol::decodeClientRequest(m, &problem);
    if (!request) {
        refuse(c, problem.code, problem.message);
        return;
    }
    const auto answer = [&](const auto& r) {
        using R = std::decay_t<decltype(r)>;
        if constexpr (std::is_same_v<R, protocol::HelloRequest>) {
            refuse(c, "hello-again", QStringLiteral("this connection has said hello already"));
        } else if constexpr (std::is_same_v<R, protocol::PingRequest>) {
            reply(c, protocol::encode(protocol::Pong{}));
        } else if constexpr (std::is_same_v<R, protocol::ListRequest>) {
            if (!std::exchange(c->subscribed, true))
                subscribers_.push_back(c);
            sendLobby(c);
        } else if constexpr (std::is_same_v<R, protocol::CreateRequest>) {
            create(c, r);
        } else if constexpr (std::is_same_v<R, protocol::ReconnectRequest>) {
            reconnect(c, r.token, r.table);
        } else if constexpr (std::is_same_v<R, protocol::MyGamesRequest>) {
            sendMyGames(c, r);
        } else if constexpr (std::is_same_v<R, protocol::LeaderboardRequest>) {
            sendLeaderboard(c, r);
        } else if constexpr (std::is_same_v<R, protocol::ReplayRequest>) {
            sendReplay(c, r);
        } else if constexpr (std::is_same_v<R, protocol::PlayNowRequest>) {
            playNow(c, r);
        } else if constexpr (std::is_constructible_v<protocol::AccountRequest, R>) {
            account(c, r);
        } else if (Table* t = findTable(r.table)) { // the requests about a table
            handleTableMessage(c, *t, *request);
        } else if (!redirect(c, r.table)) {
            refuse(c, "no-table", QStringLiteral("there is no table '%1'").arg(r.table));
        }
    };
    std::visit(answer, *request);
}

} // namespace paiju::server
