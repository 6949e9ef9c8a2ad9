#pragma once

#include "io/registry.h"
#include "remote_agent.h"
#include "session/clock.h"
#include "session/table_session.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace paiju::server {

struct Connection;
class Journal;

// A seat of an online table: nobody, a bot, or a player known by a token (who may be away).
struct Seat {
    enum class Kind { Empty, Player, Bot };
    Kind kind = Kind::Empty;
    QString name;
    QString token;              // a player's reconnect token
    Connection* here = nullptr; // the player's connection while connected
    QString level;              // a bot's level, a makeBot kind; empty: normal
    // The account of the player who took the seat (0: a guest or a bot). Kept when a bot takes
    // the seat over after the start (the player left): the match's result is still theirs.
    qint64 account = 0;
    bool left = false;           // the player left after the start: a bot plays the seat on
    std::optional<double> shown; // the player's rating in the game as shown, when logged in

    static Seat bot(QString name, QString level = {}) {
        Seat seat;
        seat.kind = Kind::Bot;
        seat.name = std::move(name);
        seat.level = std::move(level);
        return seat;
    }
    static Seat player(QString name, QString token, qint64 account = 0) {
        Seat seat;
        seat.kind = Kind::Player;
        seat.name = std::move(name);
        seat.token = std::move(token);
        seat.account = account;
        return seat;
    }
    // A player's seat after they left the match: a bot plays it on, and the account keeps it
    // for the result.
    static Seat leftBy(const Seat& player) {
        Seat seat = bot(player.name);
        seat.account = player.account;
        seat.shown = player.shown;
        seat.left = true;
        return seat;
    }
};

// What the creator of a table chose (the `create` message).
struct TableSettings {
    const GameInfo* game = nullptr;
    std::map<std::string, std::string> options;
    int seats = 0;
    QString password;
    bool spectators = true;
    int turnSeconds = 60; // a player away this long on their turn is played by a bot; 0: never
    int windowMs = 1500;  // how long every claim window stays open
    int handEndMs = 0;    // how long the end of a hand holds the next deal; 0: not at all
    // The match changes ratings (docs/ratings.md): only logged-in players sit, and a bot makes
    // the table unrated for good.
    bool rated = false;
    bool quick = false; // opened by quick play (`play-now`): starts when full
};

// One table on the server: its seats before the start, its session after.
struct Table {
    QString id;
    TableSettings settings;
    std::vector<Seat> seats;
    Connection* host = nullptr; // may add and remove bots and start the match
    QList<Connection*> spectators;
    quint64 seed = 0; // drawn at the start; never sent to a client
    // Writes the seats' and spectators' observations, the public part once for all; declared
    // before the session, whose agents use it.
    ObservationWriter observations;
    std::unique_ptr<session::TableSession> session;
    std::unique_ptr<Journal> journal;
    // On the tables' clock (TableCore::clock), -1 when not: since no connection is at the table,
    // and since the match ended.
    qint64 desertedAt = -1;
    qint64 overAt = -1;
    qint64 spectatorSeq = 0; // the number of the last view sent to spectators
    // The highest view numbers journaled as reserved, per seat (-1: the spectators'): a restored
    // table numbers its views on from there, so that no client sees the numbers go back.
    std::map<int, qint64> seqReserved;
    SentView spectatorsSent;
    qint64 startedAt = 0; // milliseconds since 1970, UTC
    qint64 match = 0;     // the finished match's id in the archive; 0 until it is kept
    // Quick play: when each seated player wants bots in the free seats (on the tables' clock),
    // and the timer of the earliest.
    std::map<int, qint64> botsAt;
    qint64 openedAt = 0; // on the tables' clock
    std::unique_ptr<session::Timer> fillTimer;

    // A connection holds one seat at a table at the most (join and reconnect see to it).
    int seatOf(const Connection* c) const {
        for (std::size_t s = 0; s < seats.size(); ++s)
            if (seats[s].here == c)
                return int(s);
        return -1;
    }
};

} // namespace paiju::server
