#pragma once

#include "account_messages.h"
#include "frame_codec.h"
#include "messages.h"
#include "rating_messages.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <variant>

// Every message a table server sends (docs/protocol.md, "Server messages"), typed: the server
// writes them with encode(), and a client reads them with decodeServerMessage(), which refuses a
// malformed message with a sentence that says what is wrong, never with a crash. The bytes are
// those of protocol version 4. A field a message does not list is ignored; `id`, which an answer
// echoes from its request, is read with requestId().
namespace paiju::protocol {

struct Welcome {
    int version = protocolVersion;
    QString server;
    bool operator==(const Welcome&) const = default;
};

struct Pong {
    bool operator==(const Pong&) const = default;
};

// The answer to a request that has no answer of its own (`add-bot`, `start`, `act`, …).
struct Ok {
    QString request; // the request's type, the wire's `for`
    bool operator==(const Ok&) const = default;
};

// One table of the lobby: each seat's kind (`player`, `bot` or `empty`) and name.
struct LobbyEntry {
    QString table;
    QString game;
    QStringList seats;
    QStringList names;
    bool password = false;
    bool spectators = true;
    bool started = false;
    bool over = false;
    QStringList levels = {}; // each bot's level ("easy", "normal", "hard"), empty for other seats
    // A rated table (docs/ratings.md), with each seat's shown rating where a logged-in player
    // sits (nullopt elsewhere; empty when no seat has one).
    bool rated = false;
    QList<std::optional<double>> ratings = {};
    qint64 match = 0; // a finished match the server keeps: the id its replay is asked by
    bool operator==(const LobbyEntry&) const = default;
};

// A part of the lobby: the list is whole when `part` equals `parts`.
struct Lobby {
    int part = 1;
    int parts = 1;
    QList<LobbyEntry> tables;
    bool operator==(const Lobby&) const = default;
};

// A table's new entry, or the id of a table that closed.
struct LobbyUpdate {
    std::optional<LobbyEntry> table;
    QString removed; // set when `table` is not
    bool operator==(const LobbyUpdate&) const = default;
};

struct Created {
    QString table;
    bool operator==(const Created&) const = default;
};

struct Joined {
    QString table;
    int seat = -1;
    QString token;
    bool operator==(const Joined&) const = default;
};

struct Left {
    QString table;
    bool operator==(const Left&) const = default;
};

struct Spectating {
    QString table;
    bool operator==(const Spectating&) const = default;
};

// A seat's view (seat -1: the spectators'). `observation` holds its `log` as sent: the events from
// position `logFrom` on (wholeObservation() puts the whole log together).
struct View {
    QString table;
    int seat = -1;
    qint64 seq = 0;
    bool awaited = false;
    qint64 timeLeftMs = -1; // -1: no turn timer runs for the seat
    int logFrom = 0;
    QStringList legal;
    QJsonObject observation;
    bool operator==(const View&) const = default;
};

// Another seat's turn timer.
struct Clock {
    QString table;
    int seat = -1;
    qint64 timeLeftMs = 0;
    bool operator==(const Clock&) const = default;
};

// A claim window's time; again, `extended`, when somebody at the table asked to wait. The first
// window after a discard names it (`discard`: its seat and card): the discard is public, and the
// table shows it on offer until the views after the windows come.
struct Window {
    QString table;
    qint64 timeLeftMs = 0;
    bool extended = false;
    int seat = -1; // who discarded; -1: the message names no discard
    QString card = {};
    bool operator==(const Window&) const = default;
};

struct StandIn {
    QString table;
    int seat = -1;
    bool playing = false;
    bool operator==(const StandIn&) const = default;
};

// The end of a hand held before the next deal; `log` is the finished hand's, as the seat saw it.
struct HandOver {
    QString table;
    int hand = 0;
    qint64 nextHandMs = 0;
    QList<int> deltas;
    QList<int> totals;
    QStringList lines;
    QJsonArray log;
    bool operator==(const HandOver&) const = default;
};

struct Chat {
    QString table;
    int from = -1; // the seat; -1 a spectator
    QString name;
    QString text;
    bool operator==(const Chat&) const = default;
};

// The table asked for lives on another process of the same server (docs/hosting.md): the client
// connects to `host`:`port` (over TLS when it used TLS here) and asks again there.
struct Moved {
    QString table;
    QString host;
    int port = 0;
    bool operator==(const Moved&) const = default;
};

using ServerMessage =
    std::variant<Welcome, Pong, Ok, ProtocolError, Lobby, LobbyUpdate, Created, Joined, Left,
                 Spectating, View, Clock, Window, StandIn, HandOver, Chat, LoggedIn, LoggedOut,
                 MyGames, Leaderboard, MatchReplay, Moved>;

QJsonObject encode(const Welcome& m);
QJsonObject encode(const Pong& m);
QJsonObject encode(const Ok& m);
QJsonObject encode(const ProtocolError& m);
QJsonObject encode(const LobbyEntry& m); // the entry itself, as `lobby` and `lobby-update` hold it
QJsonObject encode(const Lobby& m);
QJsonObject encode(const LobbyUpdate& m);
QJsonObject encode(const Created& m);
QJsonObject encode(const Joined& m);
QJsonObject encode(const Left& m);
QJsonObject encode(const Spectating& m);
QJsonObject encode(const View& m);
QJsonObject encode(const Clock& m);
QJsonObject encode(const Window& m);
QJsonObject encode(const StandIn& m);
QJsonObject encode(const HandOver& m);
QJsonObject encode(const Chat& m);
QJsonObject encode(const Moved& m);
QJsonObject encode(const ServerMessage& m);

// A `view` written straight to JSON bytes, the same message as encode(View) gives: the
// observation comes already written, without its log (`observationJson`, a JSON object), and the
// log's events each written as JSON. This is how the server sends views: an event is written once
// for every seat that sees it.
QByteArray writeView(const View& head, QByteArrayView observationJson,
                     const QList<QByteArray>& events);

// The whole observation of a view: its `log` put together from the one of the observation before
// it (`previous`) and the view's new events (see wholeObservation in messages.h).
QJsonObject wholeObservation(const QJsonObject& previous, const View& view);

// Reads a message from a server. nullopt when it is not one: its type is unknown, or a field is
// missing or of the wrong kind; `error` then says which.
std::optional<ServerMessage> decodeServerMessage(const QJsonObject& message,
                                                 QString* error = nullptr);

// Reads a message that must be of type T (nullopt with the reason otherwise).
template <class T> std::optional<T> decodeAs(const QJsonObject& message, QString* error = nullptr) {
    QString problem;
    if (auto decoded = decodeServerMessage(message, &problem)) {
        if (T* typed = std::get_if<T>(&*decoded))
            return std::move(*typed);
        problem = QStringLiteral("unexpected message type '%1'")
                      .arg(message.value(QStringLiteral("type")).toString());
    }
    if (error)
        *error = problem;
    return std::nullopt;
}

// The table a message is about: empty for those about none (welcome, pong, ok, error, lobby).
QString tableOf(const ServerMessage& message);

// The `id` an answer echoes from its request: a string or a whole number; undefined when none.
QJsonValue requestId(const QJsonObject& message);

} // namespace paiju::protocol
