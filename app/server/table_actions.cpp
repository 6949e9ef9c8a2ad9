// What clients do at tables: create, sit, leave, come back, add bots, start, act, chat.
#include "connection.h"
#include "io/json_codec.h"
#include "journal.h"
#include "protocol/messages.h"
#include "protocol/server_messages.h"
#include "remote_agent.h"
#include "table_core.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <limits>
#include <set>

Q_DECLARE_LOGGING_CATEGORY(lcTables)

namespace paiju::server {

namespace {

QString newToken() { // 128 bits from the system's generator
    QString token;
    for (int i = 0; i < 4; ++i)
        token += QString::number(QRandomGenerator::system()->generate(), 16).rightJustified(8, '0');
    return token;
}

QJsonObject settingsEntry(const Table& t) {
    QJsonObject options;
    for (const auto& [k, v] : t.settings.options)
        options[QString::fromStdString(k)] = QString::fromStdString(v);
    return QJsonObject{{"type", "table"},
                       {"table", t.id},
                       {"game", QString::fromStdString(t.settings.game->id)},
                       {"seats", t.settings.seats},
                       {"options", options},
                       {"password", t.settings.password},
                       {"spectators", t.settings.spectators},
                       {"turnSeconds", t.settings.turnSeconds},
                       {"windowMs", t.settings.windowMs},
                       {"handEndMs", t.settings.handEndMs},
                       {"rated", t.settings.rated},
                       {"quick", t.settings.quick}};
}

// The bot that plays a seat, for good at the level it was added with, or standing in for its
// player at the normal level.
std::unique_ptr<session::BotAgent> botFor(const Table& t, int seat, int delayMs) {
    const QString& level = t.seats[std::size_t(seat)].level;
    auto bot = level.isEmpty() ? nullptr : makeBot(*t.settings.game, level.toStdString());
    return std::make_unique<session::BotAgent>(*t.session,
                                               bot ? std::move(bot) : t.settings.game->basicBot(),
                                               t.seed + quint64(seat), delayMs);
}

void journal(Table& t, const QJsonObject& entry) {
    if (t.journal)
        t.journal->append(entry);
}

} // namespace

// A game this server lists (the demo games are not), or nullptr with the request refused.
const GameInfo* TableCore::listedGame(Connection* c, const QString& id) {
    const GameInfo* game = findGame(id.toStdString());
    if (game && game->listed)
        return game;
    refuse(c, "bad-game", QStringLiteral("unknown game '%1'").arg(id));
    return nullptr;
}

// With its host gone (a server restart, a lost connection), any player seated at the table may
// do what the host did.
bool TableCore::isHost(const Connection* c, const Table& t) const {
    return t.host == c || (t.host == nullptr && t.seatOf(c) >= 0);
}

void TableCore::create(Connection* c, const protocol::CreateRequest& r) {
    if (int(tables_.size()) >= limits_.maxTables) {
        refuse(c, "server-full", QStringLiteral("the server holds no more tables"));
        return;
    }
    TableSettings settings;
    settings.game = listedGame(c, r.game);
    if (!settings.game)
        return;
    QString error;
    const auto options = json::optionValues(r.options, &error);
    settings.seats = r.seats;
    if (!options || !makeSetup(*settings.game, settings.seats, *options, 0, &error)) {
        refuse(c, "bad-options", error);
        return;
    }
    settings.options = *options;
    settings.password = r.password;
    settings.spectators = r.spectators;
    // The timings' ranges are checked with the request's fields (client_requests.cpp).
    settings.turnSeconds = r.turnSeconds.value_or(settings.turnSeconds);
    settings.windowMs = r.windowMs.value_or(settings.windowMs);
    settings.handEndMs = r.handEndMs.value_or(settings.handEndMs);
    settings.rated = r.rated;
    Table* table = open(settings, c);
    if (!table)
        return;
    reply(c, protocol::encode(protocol::Created{table->id}));
    lobbyChanged(table->id);
}

Table* TableCore::open(const TableSettings& settings, Connection* host) {
    auto table = std::make_unique<Table>();
    const auto idOf = [this](int n) { return idPrefix_ + QStringLiteral("t%1").arg(n); };
    while (tables_.count(idOf(nextTable_)))
        ++nextTable_;
    table->id = idOf(nextTable_++);
    table->settings = settings;
    table->seats.resize(std::size_t(settings.seats));
    table->host = host;
    table->openedAt = clock_->now();
    if (!dataDir_.isEmpty()) {
        QString error;
        table->journal = Journal::create(dataDir_, table->id, &error);
        if (!table->journal) {
            refuse(host, "server-error",
                   QStringLiteral("the table cannot be journaled: %1").arg(error));
            return nullptr;
        }
    }
    journal(*table, settingsEntry(*table));
    qCInfo(lcTables) << "table" << table->id << "created for" << settings.game->id.c_str()
                     << (settings.quick ? "by quick play" : "");
    const QString id = table->id;
    Table* raw = table.get();
    addTable(std::move(table));
    return raw;
}

void TableCore::handleTableMessage(Connection* c, Table& t,
                                   const protocol::ClientRequest& request) {
    const QString type = protocol::typeOf(request);
    const auto* join = std::get_if<protocol::JoinRequest>(&request);
    const auto* addBot = std::get_if<protocol::AddBotRequest>(&request);
    const auto* removeBot = std::get_if<protocol::RemoveBotRequest>(&request);
    const int seat = join ? join->seat : addBot ? addBot->seat : removeBot ? removeBot->seat : -1;
    const auto inRange = [&] {
        if (seat >= 0 && seat < int(t.seats.size()))
            return true;
        refuse(c, "bad-seat",
               QStringLiteral("the table has seats 0 to %1, not %2")
                   .arg(t.seats.size() - 1)
                   .arg(seat));
        return false;
    };
    const auto free = [&] {
        if (!inRange())
            return false;
        if (t.seats[std::size_t(seat)].kind == Seat::Kind::Empty)
            return true;
        refuse(c, "seat-taken", QStringLiteral("seat %1 is not free").arg(seat));
        return false;
    };
    if (join) {
        if (t.session)
            refuse(c, "started", QStringLiteral("the match has started"));
        else if (t.seatOf(c) >= 0)
            refuse(c, "already-seated",
                   QStringLiteral("this connection holds seat %1 at this table already")
                       .arg(t.seatOf(c)));
        else if (free())
            this->join(c, t, *join);
    } else if (const auto* spectate = std::get_if<protocol::SpectateRequest>(&request)) {
        if (!t.settings.spectators) {
            refuse(c, "no-spectators", QStringLiteral("this table takes no spectators"));
        } else if (t.settings.password != spectate->password) {
            refuse(c, "wrong-password", QStringLiteral("the password is not right"));
        } else {
            if (!t.spectators.contains(c))
                t.spectators << c;
            reply(c, protocol::encode(protocol::Spectating{t.id}));
            // The view as it stands, at once: a spectator never waits for the next move to see
            // the table.
            if (t.session) {
                t.session->watchPublicView(true, true);
                if (t.spectatorsSent.version == 0) {
                    sendSpectators(t);
                } else { // the last view again, whole, under its number
                    const session::SeatView view = t.session->publicViewAgain();
                    const QByteArray message = RemoteAgent::viewMessage(
                        t.id, view, t.observations.write(view), t.spectatorSeq, -1);
                    emit viewSent(t.id, -1, message);
                    c->send(message);
                }
                sendClocks(c, t, -1);
            }
        }
    } else if (std::holds_alternative<protocol::LeaveRequest>(request)) {
        leave(c, t);
    } else if (addBot || removeBot || std::holds_alternative<protocol::StartRequest>(request)) {
        if (!isHost(c, t)) {
            refuse(c, "not-host", QStringLiteral("only the table's host may do that"));
        } else if (t.session) {
            refuse(c, "started", QStringLiteral("the match has started"));
        } else if (!addBot && !removeBot) {
            start(c, t);
        } else if (addBot && addBot->level &&
                   !std::set<QString>{"easy", "normal", "hard"}.count(*addBot->level)) {
            refuse(c, "bad-level", QStringLiteral("a bot's level is easy, normal or hard"));
        } else if (addBot && free()) {
            const QString level = addBot->level.value_or(QString());
            t.seats[std::size_t(seat)] = Seat::bot(QStringLiteral("Bot %1").arg(seat + 1), level);
            t.settings.rated = false; // a bot's result says nothing of a player's skill
            QJsonObject entry{{"type", "bot"}, {"seat", seat}};
            if (!level.isEmpty())
                entry["level"] = level;
            journal(t, entry);
            acknowledge(c, type);
            lobbyChanged(t.id);
        } else if (removeBot && inRange()) {
            if (t.seats[std::size_t(seat)].kind != Seat::Kind::Bot) {
                refuse(c, "no-bot", QStringLiteral("no bot sits in seat %1").arg(seat));
                return;
            }
            t.seats[std::size_t(seat)] = Seat{};
            journal(t, QJsonObject{{"type", "unbot"}, {"seat", seat}});
            acknowledge(c, type);
            lobbyChanged(t.id);
        }
    } else if (const auto* act = std::get_if<protocol::ActRequest>(&request)) {
        const int mine = t.seatOf(c);
        if (!t.session || mine < 0) {
            refuse(c, "not-seated", QStringLiteral("you hold no seat in a match at this table"));
            return;
        }
        // A player who acts is back: the stand-in stops (its action, if it came first, stands).
        if (auto* remote = qobject_cast<RemoteAgent*>(t.session->agent(mine)))
            remote->takeBack();
        const ApplyResult result = t.session->submit(mine, act->action);
        if (!result.ok()) {
            refuse(c,
                   result.error == session::TableSession::windowOpen ? "window-open"
                                                                     : "illegal-action",
                   QString::fromStdString(result.error));
            return;
        }
        movedOn_ = true;
        acknowledge(c, type);
    } else if (const auto* say = std::get_if<protocol::ChatRequest>(&request)) {
        const int mine = t.seatOf(c);
        if (mine < 0 && !t.spectators.contains(c)) {
            refuse(c, "not-seated", QStringLiteral("only those at the table may chat there"));
            return;
        }
        const QString text = protocol::plainText(say->text, 500);
        if (text.isEmpty()) { // nothing to show: not relayed
            refuse(c, "bad-field", QStringLiteral("'chat.text' has nothing to show"));
            return;
        }
        const protocol::Chat chat{t.id, mine,
                                  mine >= 0 ? t.seats[std::size_t(mine)].name : c->name(), text};
        acknowledge(c, type);
        sendAll(t, protocol::encode(chat));
    } else if (std::holds_alternative<protocol::WaitRequest>(request)) {
        // Every seated person may ask once per claim window for more time, whatever their hand
        // holds; the press is refused alike to everybody once the window's time is up.
        const int mine = t.seatOf(c);
        if (!t.session || mine < 0) {
            refuse(c, "not-seated", QStringLiteral("you hold no seat in a match at this table"));
            return;
        }
        if (!t.session->extendSlot(mine)) {
            refuse(c, "cannot-wait",
                   QStringLiteral("no claim window's time runs, or you asked to wait in this one"));
            return;
        }
        acknowledge(c, type);
    } else if (std::holds_alternative<protocol::BackRequest>(request)) {
        const int mine = t.seatOf(c);
        auto* remote =
            t.session && mine >= 0 ? qobject_cast<RemoteAgent*>(t.session->agent(mine)) : nullptr;
        if (!remote) {
            refuse(c, "not-seated", QStringLiteral("you hold no seat in a match at this table"));
            return;
        }
        acknowledge(c, type);
        remote->takeBack();
    } else {
        refuse(c, "unknown-type", QStringLiteral("unknown message type '%1'").arg(type));
    }
}

void TableCore::join(Connection* c, Table& t, const protocol::JoinRequest& r) {
    if (t.settings.password != r.password) {
        refuse(c, "wrong-password", QStringLiteral("the password is not right"));
        return;
    }
    if (t.settings.rated && c->account == 0) {
        refuse(c, "login-needed", QStringLiteral("this table is rated: log in to sit at it"));
        return;
    }
    // At a rated table an account plays for itself only.
    for (std::size_t s = 0; s < t.seats.size(); ++s)
        if (t.settings.rated && c->account && t.seats[s].account == c->account) {
            refuse(c, "already-seated",
                   QStringLiteral("your account holds seat %1 at this table already").arg(s));
            return;
        }
    seat(c, t, r.seat, r.name);
}

void TableCore::seat(Connection* c, Table& t, int seat, const QString& typedName) {
    Seat& s = t.seats[std::size_t(seat)];
    s.kind = Seat::Kind::Player;
    s.here = c;
    s.token = newToken();
    s.account = c->account;
    // A logged-in player sits as the account. A guest's empty name is no name: the seat takes
    // the connection's, as without one.
    const QString name = protocol::plainText(typedName, 64);
    s.name = c->account || name.isEmpty() ? c->name() : name;
    if (s.account)
        s.shown =
            archive_->rating(s.account, QString::fromStdString(t.settings.game->id)).display();
    QJsonObject entry{{"type", "join"}, {"seat", seat}, {"name", s.name}, {"token", s.token}};
    if (s.account)
        entry.insert(QStringLiteral("account"), s.account);
    journal(t, entry);
    reply(c, protocol::encode(protocol::Joined{t.id, seat, s.token}));
    lobbyChanged(t.id);
}

// Before the start the seat is free again; after it a bot plays it to the end.
void TableCore::leave(Connection* c, Table& t) {
    t.spectators.removeAll(c);
    const int seat = t.seatOf(c);
    if (seat >= 0) {
        Seat& s = t.seats[std::size_t(seat)];
        if (t.session) {
            // The account stays with the seat: its player loses the match (docs/ratings.md).
            s = Seat::leftBy(s);
            t.session->setAgent(seat, botFor(t, seat, limits_.botDelayMs).release());
            t.session->showAgain(seat);
        } else {
            s = Seat{};
            t.botsAt.erase(seat);
            planBots(t);
        }
        journal(t, QJsonObject{{"type", "leave"}, {"seat", seat}});
    }
    if (t.host == c)
        t.host = nullptr;
    reply(c, protocol::encode(protocol::Left{t.id}));
    const QString id = t.id;
    if (!closeTableIfDeserted(id)) // closing it tells the lobby already
        lobbyChanged(id);
}

void TableCore::reconnect(Connection* c, const QString& token, const QString& wanted) {
    for (auto& [id, table] : tables_)
        for (std::size_t s = 0; s < table->seats.size(); ++s) {
            Seat& seat = table->seats[s];
            if (seat.kind != Seat::Kind::Player || seat.token != token)
                continue;
            if (const int held = table->seatOf(c); held >= 0 && held != int(s)) {
                refuse(c, "already-seated",
                       QStringLiteral("this connection holds seat %1 at this table already")
                           .arg(held));
                return;
            }
            seat.here = c; // an older connection with the same token loses the seat
            reply(c, protocol::encode(protocol::Joined{id, int(s), token}));
            if (table->session) {
                if (auto* remote = qobject_cast<RemoteAgent*>(table->session->agent(int(s))))
                    remote->setConnected(true);
                table->session->showAgain(int(s));
                sendClocks(c, *table, int(s));
            }
            qCInfo(lcTables) << "seat" << s << "of" << id << "is back";
            return;
        }
    if (!findTable(wanted) && redirect(c, wanted))
        return;
    refuse(c, "bad-token", QStringLiteral("no seat has that token"));
}

bool TableCore::occupied(const Table& t) const {
    return t.host || !t.spectators.isEmpty() ||
           std::any_of(t.seats.begin(), t.seats.end(), [](const Seat& s) { return s.here; });
}

// A table whose players all left is closed at once, with its journal: bots alone do not keep it.
// One whose players are only away waits for them (sweep()).
bool TableCore::closeTableIfDeserted(const QString& id) {
    const Table* found = findTable(id);
    if (!found)
        return false;
    const Table& t = *found;
    const bool players = std::any_of(t.seats.begin(), t.seats.end(),
                                     [](const Seat& s) { return s.kind == Seat::Kind::Player; });
    if (players || occupied(t))
        return false;
    closeTable(id);
    return true;
}

void TableCore::closeTable(const QString& id) {
    Table* t = findTable(id);
    if (!t)
        return;
    if (t->journal)
        t->journal->remove();
    qCInfo(lcTables) << "table" << id << "closed";
    eraseTable(id);
    lobbyChanged(id);
}

void TableCore::start(Connection* c, Table& t) {
    for (std::size_t s = 0; s < t.seats.size(); ++s)
        if (t.seats[s].kind == Seat::Kind::Empty) {
            refuse(c, "seats-empty", QStringLiteral("seat %1 is empty").arg(s));
            return;
        }
    acknowledge(c, QStringLiteral("start"));
    begin(t);
}

void TableCore::begin(Table& t) {
    t.botsAt.clear();
    if (t.fillTimer) // not freed here: this may be its own timeout
        t.fillTimer->stop();
    // Rated only among logged-in players: a guest's or a bot's result rates nobody.
    t.settings.rated =
        t.settings.rated && std::all_of(t.seats.begin(), t.seats.end(), [](const Seat& s) {
            return s.kind == Seat::Kind::Player && s.account != 0;
        });
    t.startedAt = QDateTime::currentMSecsSinceEpoch();
    Replay replay;
    replay.game = t.settings.game->id;
    replay.options = t.settings.options;
    replay.seed = QRandomGenerator::system()->generate64(); // never sent to a client
    for (const Seat& s : t.seats)
        replay.seatNames << s.name;
    journal(t, QJsonObject{{"type", "start"},
                           {"seed", QString::number(replay.seed)},
                           {"rated", t.settings.rated},
                           {"at", t.startedAt}});
    run(t, replay);
    lobbyChanged(t.id);
}

void TableCore::run(Table& t, const Replay& replay) {
    QString error;
    t.seed = replay.seed;
    t.session = session::TableSession::create(replay, &error);
    if (!t.session) {
        qCWarning(lcTables) << "table" << t.id << "cannot run its match:" << error;
        return;
    }
    session::TableSession& session = *t.session;
    Table* table = &t;
    for (std::size_t s = 0; s < t.seats.size(); ++s) {
        const int seat = int(s);
        auto bot = botFor(t, seat, limits_.botDelayMs);
        if (t.seats[s].kind == Seat::Kind::Bot) {
            session.setAgent(seat, bot.release());
            continue;
        }
        auto* remote = new RemoteAgent(
            t.id,
            [this, table, s](const QByteArray& message) {
                emit viewSent(table->id, int(s), message);
                if (s < table->seats.size() && table->seats[s].here)
                    table->seats[s].here->send(message);
            },
            std::move(bot), t.settings.turnSeconds * 1000, &t.observations, clock_);
        remote->setConnected(t.seats[s].here != nullptr);
        const auto reserved = t.seqReserved.find(seat);
        remote->numberFrom(
            reserved == t.seqReserved.end() ? 0 : reserved->second,
            [this, table, seat](qint64 next) { return reserveSeq(*table, seat, next); });
        // Everyone at the table sees the same countdown for the seat to act; but not of a seat
        // asked in a claim window (without a hold, windowMs 0), which would name who may claim.
        connect(remote, &RemoteAgent::turnStarted, this, [this, table, seat](qint64 left) {
            if (table->session->inWindow())
                return;
            sendAll(*table, protocol::encode(protocol::Clock{table->id, seat, left}), seat);
        });
        remote->declineWindowsWith([table] {
            return table->session->inWindow() ? table->session->declineAction() : QString();
        });
        // ... and which seats a stand-in plays.
        connect(remote, &RemoteAgent::standInChanged, this, [this, table, seat](bool playing) {
            qCInfo(lcTables) << "a stand-in" << (playing ? "plays" : "stopped playing") << "seat"
                             << seat << "of" << table->id;
            sendAll(*table, protocol::encode(protocol::StandIn{table->id, seat, playing}));
        });
        session.setAgent(seat, remote);
    }
    session.setClock(clock_);
    session.setWindowHold(t.settings.windowMs, true);
    // Every claim window's time, to everybody at the table at once when its slot begins,
    // whoever may claim and whether anybody may: each window alike, one message each. The first
    // window after a discard names it (public: the log shows it to all after the windows). Only
    // the first: were it named again in a window that follows, whether an answer was recorded
    // in between (someone could claim) would show.
    connect(&session, &session::TableSession::slotStarted, this,
            [this, table, named = session.record().actions.size()](qint64 left) mutable {
                protocol::Window window{table->id, left};
                const auto& actions = table->session->record().actions;
                if (actions.size() != named && !actions.empty()) {
                    named = actions.size();
                    if (const auto discard = session::discardOf(actions.back())) {
                        window.seat = discard->seat;
                        window.card = discard->card;
                    }
                }
                sendAll(*table, protocol::encode(window));
            });
    connect(&session, &session::TableSession::slotExtended, this, [this, table](qint64 left) {
        sendAll(*table, protocol::encode(protocol::Window{table->id, left, true}));
    });
    session.setHandEndHold(t.settings.handEndMs);
    if (!t.spectators.isEmpty())
        session.watchPublicView(true, true);
    connect(&session, &session::TableSession::changed, this, [table] {
        const auto& action = table->session->record().actions.back();
        // The seat's turn is over: its timer stops, and nobody who comes is told it runs.
        if (auto* remote = qobject_cast<RemoteAgent*>(table->session->agent(action.seat)))
            remote->acted();
        journal(*table, QJsonObject{{"type", "act"},
                                    {"seat", action.seat},
                                    {"action", QString::fromStdString(action.text)}});
    });
    connect(&session, &session::TableSession::published, this,
            [this, table] { sendSpectators(*table); });
    connect(&session, &session::TableSession::finished, this, [this, table] {
        keep(*table, true);
        lobbyChanged(table->id);
    });
    connect(&session, &session::TableSession::handEnded, this,
            [this, table] { sendHandOver(*table); });
    session.start();
}

// The end of a hand, held for handEndMs: everyone at the table is told the hand's result, the
// finished hand's log as that seat (or the rail) may see it, and when the next hand starts.
void TableCore::sendHandOver(const Table& t) {
    const session::TableSession& session = *t.session;
    const auto& ledger = session.state().ledger();
    if (ledger.history().empty())
        return;
    const HandResult& result = ledger.history().back();
    protocol::HandOver over;
    over.table = t.id;
    over.hand = ledger.handsPlayed();
    over.nextHandMs = session.handEndHold();
    for (std::size_t s = 0; s < result.deltas.size(); ++s) {
        over.deltas << result.deltas[s];
        over.totals << ledger.totals()[s];
    }
    for (const std::string& line : result.lines)
        over.lines << QString::fromStdString(line);
    const auto message = [&](int viewer) {
        over.log = session.handLog(over.hand, viewer);
        return protocol::encode(over);
    };
    // Each log is rebuilt from the whole match: only for seats someone sits at, and once for
    // the rail.
    for (std::size_t s = 0; s < t.seats.size(); ++s)
        if (t.seats[s].here)
            send(t.seats[s].here, message(int(s)));
    if (!t.spectators.isEmpty()) {
        const QJsonObject rail = message(-1);
        for (Connection* spectator : t.spectators)
            send(spectator, rail);
    }
}

void TableCore::sendClocks(Connection* c, const Table& t, int except) {
    if (!t.session)
        return;
    // While a claim window holds the table, or one waits without a hold, no seat's turn runs:
    // a clock then would be a stale turn's or name a seat asked in the window.
    const bool turns = !t.session->holding() && !t.session->inWindow();
    for (int s = 0; s < int(t.seats.size()); ++s) {
        const auto* remote = qobject_cast<RemoteAgent*>(t.session->agent(s));
        if (turns && remote && s != except && remote->timeLeftMs() >= 0)
            send(c, protocol::encode(protocol::Clock{t.id, s, remote->timeLeftMs()}));
        if (remote && remote->takenOver())
            send(c, protocol::encode(protocol::StandIn{t.id, s, true}));
    }
    if (const qint64 left = t.session->slotLeftMs(); left > 0)
        send(c, protocol::encode(protocol::Window{t.id, left}));
}

void TableCore::sendAll(const Table& t, const QJsonObject& message, int exceptSeat) {
    QByteArray bytes;
    const auto to = [&](Connection* c) {
        if (!c)
            return;
        if (bytes.isEmpty())
            bytes = QJsonDocument(message).toJson(QJsonDocument::Compact);
        c->send(bytes);
    };
    for (std::size_t s = 0; s < t.seats.size(); ++s)
        if (int(s) != exceptSeat)
            to(t.seats[s].here);
    for (Connection* spectator : t.spectators)
        to(spectator);
}

// Spectators are sent the public view when it changed, numbered like a seat's views: a private
// answer in a claim window changes nothing they see, and must not reach them as another view.
void TableCore::sendSpectators(Table& t) {
    if (!t.session || t.spectators.isEmpty())
        return;
    const session::SeatView& view = t.session->publicView();
    if (view.version == 0 || view.version == t.spectatorsSent.version)
        return;
    QByteArray observation = t.observations.write(view);
    if (t.spectatorsSent.same(view, observation)) {
        t.spectatorsSent.version = view.version;
        return;
    }
    if (const auto reserved = t.seqReserved.find(-1);
        reserved == t.seqReserved.end() || t.spectatorSeq >= reserved->second)
        reserveSeq(t, -1, t.spectatorSeq + 1);
    const QByteArray message =
        RemoteAgent::viewMessage(t.id, view, observation, ++t.spectatorSeq, -1);
    t.spectatorsSent.note(view, observation);
    emit viewSent(t.id, -1, message);
    for (Connection* c : t.spectators)
        c->send(message);
}

} // namespace paiju::server

namespace paiju::server {

// Numbers are reserved a block at a time, so that the journal grows by one line per thousand
// views of a seat at the most.
qint64 TableCore::reserveSeq(Table& t, int seat, qint64 next) {
    if (!t.journal)
        return std::numeric_limits<qint64>::max();
    const qint64 upTo = next + 999;
    t.seqReserved[seat] = upTo;
    journal(t, QJsonObject{{"type", "seq"}, {"seat", seat}, {"upTo", upTo}});
    return upTo;
}

} // namespace paiju::server
