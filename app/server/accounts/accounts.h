#pragma once

#include "attempt_window.h"
#include "passwords.h"
#include "protocol/messages.h"

#include <QHostAddress>
#include <QString>
#include <functional>
#include <optional>
#include <variant>

namespace paiju::session {
class Clock;
}

namespace paiju::server::store {
class Store;
}

namespace paiju::server::accounts {

// What accounts allow: the limits on login attempts (each over a sliding window) and the cost of
// a password's hash.
struct AccountLimits {
    int failuresPerName = 5;     // wrong logins of one name
    int failuresPerAddress = 20; // wrong logins (and wrong tokens) from one address
    qint64 failureWindowMs = 15 * 60 * 1000;
    int registrationsPerAddress = 5;
    qint64 registrationWindowMs = 60 * 60 * 1000;
    PasswordCost cost = PasswordCost::interactive();
    // A login token older than this many days is refused (`bad-token`): the app logs in with
    // the password again. 0: a token lasts until it is revoked.
    int tokenDays = 0;
};

struct Account {
    qint64 id = 0;
    QString name;  // as shown
    QString token; // a new login token (only when one was asked for); its digest is stored
};

// Either the account or why not: a refusal with one of the error codes of docs/protocol.md
// (`bad-name`, `name-taken`, `bad-password`, `wrong-login`, `login-limit`, `banned`,
// `bad-token`, `server-error`).
struct AccountResult {
    std::optional<Account> account;
    protocol::ProtocolError error;
};

enum class BanKind { Name, Address };

// The slow part of a registration or a login, between Accounts::begin...() and finish().
struct PasswordWork {
    enum class Kind { Register, Login };
    Kind kind = Kind::Login;
    QString password; // wiped by work()
    QByteArray hash;  // a login's stored hash (or a decoy); a registration's new one
    PasswordCost cost{};
    bool known = false; // a login's name has an account
    bool right = false; // a login's password is right
    qint64 id = 0;
    QString display; // the name as shown
    QString folded;
    QString address;
    bool stay = false;
};

// The accounts of a server over its store: registering, logging in with a password or a token,
// logging out, and the operator's bans. Passwords are hashed with Argon2id (passwords.h) and are
// never kept, logged or journaled; tokens are kept as their SHA-256 only.
//
// A wrong password and a name nobody has get the same refusal (`wrong-login`), after the same
// work (an unknown name is checked against a decoy hash). Failed logins are counted per name and
// per address over a sliding window on the server's Clock; past a limit every login of that name,
// or from that address, is refused with `login-limit` until the window has moved on, without
// checking the password.
class Accounts {
public:
    Accounts(store::Store& store, session::Clock* clock, AccountLimits limits = {});

    void setClock(session::Clock* clock) { clock_ = clock; }
    // The calendar tokens age by: milliseconds since 1970 (by default store::Store::now). Tokens
    // outlive the server, so their age is reckoned in dates, not on the monotonic Clock.
    void setCalendar(std::function<qint64()> now);
    void setLimits(const AccountLimits& limits);

    // A new account, logged in; with `stay` it comes with a token for later logins.
    AccountResult registerAccount(const QString& name, const QString& password,
                                  const QHostAddress& from, bool stay);
    AccountResult login(const QString& name, const QString& password, const QHostAddress& from,
                        bool stay);

    // The same in three steps, so that a server's event loop never waits for a password's hash
    // (a fifth of a second with the interactive cost): begin...() checks and reads the store,
    // and gives either the answer already (a refusal) or the password's work; work() hashes or
    // checks the password, on any thread, touching nothing but the PasswordWork; finish() writes
    // the outcome to the store and gives the answer. begin and finish on the store's thread.
    std::variant<AccountResult, PasswordWork> beginRegister(const QString& name,
                                                            const QString& password,
                                                            const QHostAddress& from, bool stay);
    std::variant<AccountResult, PasswordWork>
    beginLogin(const QString& name, const QString& password, const QHostAddress& from, bool stay);
    static void work(PasswordWork& work);
    AccountResult finish(PasswordWork& work);
    // The token stays valid: it is the app's for as long as it stays logged in, or until it is
    // older than AccountLimits::tokenDays.
    AccountResult loginWithToken(const QString& token, const QHostAddress& from);
    // Revokes the token (empty: none), or with `everywhere` every token of the account; false
    // when none was revoked.
    bool logout(qint64 account, const QString& token, bool everywhere);

    // Whether the address may connect at all.
    bool addressBanned(const QHostAddress& address) const;

    // The operator's bans, straight on the store (paiju-server --ban-name and the like). A name
    // ban keeps the name from being registered or logged into; an address ban, an address or a
    // subnet (`192.0.2.0/24`, `2001:db8::/32`), keeps it from connecting. False with the reason
    // when the value is no name or address, or the store fails.
    static bool ban(store::Store& store, BanKind kind, const QString& value, bool banned,
                    QString* error);
    // An address as bans and limits know it: an IPv4 address mapped into IPv6 is the IPv4 one.
    static QString addressKey(const QHostAddress& address);

private:
    AccountResult refuse(const QString& code, const QString& message) const;
    AccountResult loggedIn(qint64 id, const QString& name, bool stay);
    bool nameBanned(const QString& folded) const;
    std::optional<AccountResult> limited(const QString& nameKey, const QString& address);
    void failed(const QString& nameKey, const QString& address);

    store::Store& store_;
    session::Clock* clock_;
    std::function<qint64()> calendar_;
    AccountLimits limits_;
    AttemptWindow nameFailures_;
    AttemptWindow addressFailures_;
    AttemptWindow registrations_;
};

} // namespace paiju::server::accounts
