#pragma once

#include "account_messages.h"
#include "frame_codec.h"
#include "messages.h"
#include "rating_messages.h"

#include <QJsonObject>
#include <QString>
#include <optional>
#include <variant>

// Every message a client sends (docs/protocol.md, "Client messages"), typed: a client writes one
// with encode(), and the server reads it once with decodeClientRequest(), which refuses a
// malformed request field by field with a sentence (`'join' needs 'seat'`, `'create.seats' must
// be a whole number from -2147483648 to 2147483647`) and hands the server the typed request. The
// account requests are those of account_messages.h and the ratings' those of rating_messages.h.
// What depends on a table (a seat it has, a bot's level, a password) is the server's to judge.
namespace paiju::protocol {

// The first message of a connection; `client` names its guest seats and chat lines.
struct HelloRequest {
    int version = protocolVersion;
    QString client;
    bool operator==(const HelloRequest&) const = default;
};

struct PingRequest {
    bool operator==(const PingRequest&) const = default;
};

// The lobby, and its updates from then on.
struct ListRequest {
    bool operator==(const ListRequest&) const = default;
};

// A new table, whose host the sender becomes. A timing left out is the server's default (60 s
// turns, 1500 ms windows, no hold at a hand's end).
struct CreateRequest {
    QString game;
    int seats = 0;
    QJsonObject options; // option name → a string or a number
    QString password;    // empty: none
    bool spectators = true;
    std::optional<int> turnSeconds; // 0..3600; 0: no turn timer
    std::optional<int> windowMs;    // 0..30000
    std::optional<int> handEndMs;   // 0..30000
    bool rated = false;
    bool operator==(const CreateRequest&) const = default;
};

// The ranges create's timings must lie in.
constexpr int maxTurnSeconds = 3600;
constexpr int maxWindowMs = 30000;
constexpr int maxHandEndMs = 30000;

struct JoinRequest {
    QString table;
    int seat = -1;
    QString name; // empty: the connection's name
    QString password;
    bool operator==(const JoinRequest&) const = default;
};

struct SpectateRequest {
    QString table;
    QString password;
    bool operator==(const SpectateRequest&) const = default;
};

struct LeaveRequest {
    QString table;
    bool operator==(const LeaveRequest&) const = default;
};

// `level` as sent: nullopt when none was (the normal level); the server takes easy, normal and
// hard.
struct AddBotRequest {
    QString table;
    int seat = -1;
    std::optional<QString> level;
    bool operator==(const AddBotRequest&) const = default;
};

struct RemoveBotRequest {
    QString table;
    int seat = -1;
    bool operator==(const RemoveBotRequest&) const = default;
};

struct StartRequest {
    QString table;
    bool operator==(const StartRequest&) const = default;
};

// An action of the sender's seat, in the game's notation (docs/notation.md).
struct ActRequest {
    QString table;
    QString action;
    bool operator==(const ActRequest&) const = default;
};

struct ChatRequest {
    QString table;
    QString text;
    bool operator==(const ChatRequest&) const = default;
};

// More time in the claim window whose time runs.
struct WaitRequest {
    QString table;
    bool operator==(const WaitRequest&) const = default;
};

// The seat back from its stand-in bot.
struct BackRequest {
    QString table;
    bool operator==(const BackRequest&) const = default;
};

// A seat taken back with the token `joined` gave.
struct ReconnectRequest {
    QString token;
    QString table; // the seat's table, so that another process can send the client there
    bool operator==(const ReconnectRequest&) const = default;
};

using ClientRequest =
    std::variant<HelloRequest, PingRequest, ListRequest, CreateRequest, JoinRequest,
                 SpectateRequest, LeaveRequest, AddBotRequest, RemoveBotRequest, StartRequest,
                 ActRequest, ChatRequest, WaitRequest, BackRequest, ReconnectRequest,
                 RegisterRequest, LoginRequest, LoginTokenRequest, LogoutRequest, MyGamesRequest,
                 LeaderboardRequest, ReplayRequest, PlayNowRequest>;

QJsonObject encode(const HelloRequest& m);
QJsonObject encode(const PingRequest& m);
QJsonObject encode(const ListRequest& m);
QJsonObject encode(const CreateRequest& m);
QJsonObject encode(const JoinRequest& m);
QJsonObject encode(const SpectateRequest& m);
QJsonObject encode(const LeaveRequest& m);
QJsonObject encode(const AddBotRequest& m);
QJsonObject encode(const RemoveBotRequest& m);
QJsonObject encode(const StartRequest& m);
QJsonObject encode(const ActRequest& m);
QJsonObject encode(const ChatRequest& m);
QJsonObject encode(const WaitRequest& m);
QJsonObject encode(const BackRequest& m);
QJsonObject encode(const ReconnectRequest& m);
QJsonObject encode(const ClientRequest& m);

// A request with the `id` its answer echoes (docs/protocol.md, "Requests and answers").
QJsonObject withId(QJsonObject request, const QJsonValue& id);

// Reads a client's message. nullopt when it is no well-formed request, with the refusal in
// `error`: `unknown-type`, `no-hints` for a coach's `hint`, or `bad-field` with the first field
// that is missing, of the wrong kind, too long or out of its range (the ranges of ratings'
// requests, and create's timings, which are `bad-options`).
std::optional<ClientRequest> decodeClientRequest(const QJsonObject& message,
                                                 ProtocolError* error = nullptr);

// The first message of a connection: nullopt with `hello-first` when it is not a `hello`, with
// `bad-version` when the client speaks another protocol version, or as decodeClientRequest.
std::optional<HelloRequest> decodeHello(const QJsonObject& message, ProtocolError* error = nullptr);

// The request's type as the wire names it ("add-bot").
QString typeOf(const ClientRequest& request);
// The table a request is about: empty for those about none (hello, list, create, reconnect, …).
QString tableOf(const ClientRequest& request);

} // namespace paiju::protocol
