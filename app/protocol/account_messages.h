#pragma once

#include "messages.h"

#include <QJsonObject>
#include <QString>
#include <optional>
#include <variant>

// The messages of accounts (docs/protocol.md, "Accounts"): a client's requests to register, log
// in with a password or a token and log out, typed, with their encoders and a decoder that
// refuses a malformed request field by field; and the server's answers, which are read with the
// other server messages (decodeServerMessage, server_messages.h).
namespace paiju::protocol {

// The longest name, password and token a request may carry, in characters. A name is checked
// further by the server's account rules (2 to 24 characters, docs/protocol.md).
constexpr int maxAccountName = 64;
constexpr int maxAccountPassword = 128;
constexpr int maxAccountToken = 128;

// A new account, logged in at once; with `stay` the answer carries a token for later logins.
struct RegisterRequest {
    QString name;
    QString password;
    bool stay = false;
    bool operator==(const RegisterRequest&) const = default;
};

struct LoginRequest {
    QString name;
    QString password;
    bool stay = false;
    bool operator==(const LoginRequest&) const = default;
};

// A login with the token an earlier login gave.
struct LoginTokenRequest {
    QString token;
    bool operator==(const LoginTokenRequest&) const = default;
};

// Back to a guest; the connection's token is revoked (every token of the account with
// `everywhere`).
struct LogoutRequest {
    bool everywhere = false;
    bool operator==(const LogoutRequest&) const = default;
};

using AccountRequest =
    std::variant<RegisterRequest, LoginRequest, LoginTokenRequest, LogoutRequest>;

QJsonObject encode(const RegisterRequest& m);
QJsonObject encode(const LoginRequest& m);
QJsonObject encode(const LoginTokenRequest& m);
QJsonObject encode(const LogoutRequest& m);
QJsonObject encode(const AccountRequest& m);

// Whether the message's type is one of the account requests.
bool isAccountRequest(const QJsonObject& message);
// Reads an account request. nullopt when it is none or is malformed, with the refusal in `error`:
// `unknown-type`, or `bad-field` naming the first wrong field ('login.password' must be a string).
std::optional<AccountRequest> decodeAccountRequest(const QJsonObject& message,
                                                   ProtocolError* error = nullptr);

// The answer to `register`, `login` and `login-token`: the account's name, which the connection's
// seats take from now on, and a new token when one was asked for (`stay`).
struct LoggedIn {
    QString name;
    QString token; // empty: none given
    bool operator==(const LoggedIn&) const = default;
};

// The answer to `logout`.
struct LoggedOut {
    bool operator==(const LoggedOut&) const = default;
};

QJsonObject encode(const LoggedIn& m);
QJsonObject encode(const LoggedOut& m);

} // namespace paiju::protocol
