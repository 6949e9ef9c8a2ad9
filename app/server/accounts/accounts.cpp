#include "accounts.h"

#include "account_names.h"
#include "server/store/store.h"
#include "session/clock.h"

#include <QSqlQuery>

namespace paiju::server::accounts {

namespace {

const QString wrongLogin = QStringLiteral("wrong name or password");

QString kindName(BanKind kind) {
    return kind == BanKind::Name ? QStringLiteral("name") : QStringLiteral("address");
}

// An address ban as stored: an address, or a subnet with its prefix length.
std::optional<QString> addressBanValue(const QString& value) {
    if (value.contains(QLatin1Char('/'))) {
        const auto [network, prefix] = QHostAddress::parseSubnet(value);
        if (network.isNull())
            return std::nullopt;
        return Accounts::addressKey(network) + QLatin1Char('/') + QString::number(prefix);
    }
    const QHostAddress address(value);
    if (address.isNull())
        return std::nullopt;
    return Accounts::addressKey(address);
}

} // namespace

Accounts::Accounts(store::Store& store, session::Clock* clock, AccountLimits limits)
    : store_(store), clock_(clock ? clock : session::Clock::system()),
      calendar_(&store::Store::now), limits_(limits),
      nameFailures_(limits.failuresPerName, limits.failureWindowMs),
      addressFailures_(limits.failuresPerAddress, limits.failureWindowMs),
      registrations_(limits.registrationsPerAddress, limits.registrationWindowMs) {
}

void Accounts::setCalendar(std::function<qint64()> now) {
    calendar_ = now ? std::move(now) : std::function<qint64()>(&store::Store::now);
}

void Accounts::setLimits(const AccountLimits& limits) {
    limits_ = limits;
    nameFailures_ = AttemptWindow(limits.failuresPerName, limits.failureWindowMs);
    addressFailures_ = AttemptWindow(limits.failuresPerAddress, limits.failureWindowMs);
    registrations_ = AttemptWindow(limits.registrationsPerAddress, limits.registrationWindowMs);
    decoyHash(limits_.cost);
}

QString Accounts::addressKey(const QHostAddress& address) {
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (mapped)
        return QHostAddress(v4).toString();
    return address.toString();
}

AccountResult Accounts::refuse(const QString& code, const QString& message) const {
    return AccountResult{std::nullopt, protocol::ProtocolError{code, message}};
}

AccountResult Accounts::loggedIn(qint64 id, const QString& name, bool stay) {
    Account account{id, name, {}};
    if (stay) {
        const QString token = newToken();
        if (!store_.run(QStringLiteral("INSERT INTO tokens (token_hash, account_id, created_at) "
                                       "VALUES (?, ?, ?)"),
                        {tokenDigest(token), id, calendar_()}))
            return refuse(QStringLiteral("server-error"),
                          QStringLiteral("the server could not keep the login"));
        account.token = token;
    }
    return AccountResult{account, {}};
}

bool Accounts::nameBanned(const QString& folded) const {
    auto q = store_.run(QStringLiteral("SELECT 1 FROM bans WHERE kind = 'name' AND value = ?"),
                        {folded});
    return q && q->next();
}

bool Accounts::addressBanned(const QHostAddress& address) const {
    if (address.isNull())
        return false;
    auto q = store_.run(QStringLiteral("SELECT value FROM bans WHERE kind = 'address'"));
    if (!q)
        return false;
    const QString key = addressKey(address);
    const QHostAddress plain(key);
    while (q->next()) {
        const QString value = q->value(0).toString();
        if (value == key)
            return true;
        if (value.contains(QLatin1Char('/')) && plain.isInSubnet(QHostAddress::parseSubnet(value)))
            return true;
    }
    return false;
}

std::optional<AccountResult> Accounts::limited(const QString& nameKey, const QString& address) {
    const bool byName = !nameKey.isEmpty() && nameFailures_.full(nameKey, *clock_);
    if (!byName && !addressFailures_.full(address, *clock_))
        return std::nullopt;
    const qint64 wait =
        byName ? nameFailures_.waitMs(nameKey, *clock_) : addressFailures_.waitMs(address, *clock_);
    return refuse(QStringLiteral("login-limit"),
                  QStringLiteral("too many failed logins; try again in %1 minutes")
                      .arg(std::max<qint64>(1, (wait + 59999) / 60000)));
}

void Accounts::failed(const QString& nameKey, const QString& address) {
    if (!nameKey.isEmpty())
        nameFailures_.add(nameKey, *clock_);
    addressFailures_.add(address, *clock_);
}

AccountResult Accounts::registerAccount(const QString& name, const QString& password,
                                        const QHostAddress& from, bool stay) {
    auto begun = beginRegister(name, password, from, stay);
    if (auto* answer = std::get_if<AccountResult>(&begun))
        return *answer;
    work(std::get<PasswordWork>(begun));
    return finish(std::get<PasswordWork>(begun));
}

AccountResult Accounts::login(const QString& name, const QString& password,
                              const QHostAddress& from, bool stay) {
    auto begun = beginLogin(name, password, from, stay);
    if (auto* answer = std::get_if<AccountResult>(&begun))
        return *answer;
    work(std::get<PasswordWork>(begun));
    return finish(std::get<PasswordWork>(begun));
}

std::variant<AccountResult, PasswordWork> Accounts::beginRegister(const QString& name,
                                                                  const QString& password,
                                                                  const QHostAddress& from,
                                                                  bool stay) {
    const QString display = displayName(name);
    if (auto problem = nameProblem(display))
        return refuse(QStringLiteral("bad-name"), *problem);
    const int length = protocol::characters(password);
    if (length < minPasswordCharacters || length > maxPasswordCharacters)
        return refuse(QStringLiteral("bad-password"),
                      QStringLiteral("a password has %1 to %2 characters")
                          .arg(minPasswordCharacters)
                          .arg(maxPasswordCharacters));
    const QString folded = foldedName(display);
    if (nameBanned(folded))
        return refuse(QStringLiteral("banned"), QStringLiteral("that name is banned here"));
    const QString address = addressKey(from);
    if (registrations_.full(address, *clock_))
        return refuse(QStringLiteral("login-limit"),
                      QStringLiteral("too many new accounts from this address; try again in %1 "
                                     "minutes")
                          .arg(std::max<qint64>(
                              1, (registrations_.waitMs(address, *clock_) + 59999) / 60000)));
    auto taken =
        store_.run(QStringLiteral("SELECT 1 FROM accounts WHERE folded_name = ?"), {folded});
    if (!taken)
        return refuse(QStringLiteral("server-error"),
                      QStringLiteral("the server could not read its accounts"));
    if (taken->next())
        return refuse(QStringLiteral("name-taken"), QStringLiteral("that name is taken"));
    registrations_.add(address, *clock_);
    PasswordWork w;
    w.kind = PasswordWork::Kind::Register;
    w.password = password;
    w.cost = limits_.cost;
    w.display = display;
    w.folded = folded;
    w.address = address;
    w.stay = stay;
    return w;
}

std::variant<AccountResult, PasswordWork> Accounts::beginLogin(const QString& name,
                                                               const QString& password,
                                                               const QHostAddress& from,
                                                               bool stay) {
    const QString display = displayName(name);
    const QString folded = foldedName(display);
    const QString address = addressKey(from);
    if (auto refusal = limited(folded, address))
        return *refusal;
    if (nameBanned(folded))
        return refuse(QStringLiteral("banned"), QStringLiteral("that name is banned here"));
    auto found = store_.run(QStringLiteral("SELECT id, display_name, password_hash FROM accounts "
                                           "WHERE folded_name = ?"),
                            {folded});
    if (!found)
        return refuse(QStringLiteral("server-error"),
                      QStringLiteral("the server could not read its accounts"));
    PasswordWork w;
    w.kind = PasswordWork::Kind::Login;
    w.known = found->next();
    // An unknown name costs the check of a password too: the time taken tells nothing.
    w.hash = w.known ? found->value(2).toString().toLatin1() : decoyHash(limits_.cost);
    w.id = w.known ? found->value(0).toLongLong() : 0;
    w.display = w.known ? found->value(1).toString() : display;
    w.password = password;
    w.cost = limits_.cost;
    w.folded = folded;
    w.address = address;
    w.stay = stay;
    return w;
}

void Accounts::work(PasswordWork& w) {
    if (w.kind == PasswordWork::Kind::Register)
        w.hash = hashPassword(w.password, w.cost);
    else
        w.right = verifyPassword(w.hash, w.password) && w.known;
    // Our copy of the password goes (the message it came in is the caller's).
    w.password.fill(QChar(0));
    w.password.clear();
}

AccountResult Accounts::finish(PasswordWork& w) {
    if (w.kind == PasswordWork::Kind::Login) {
        if (!w.right) {
            failed(w.folded, w.address);
            return refuse(QStringLiteral("wrong-login"), wrongLogin);
        }
        nameFailures_.clear(w.folded);
        return loggedIn(w.id, w.display, w.stay);
    }
    if (w.hash.isEmpty())
        return refuse(QStringLiteral("server-error"),
                      QStringLiteral("the server could not hash the password"));
    // The unique folded name decides between two registrations of one name at once.
    auto made = store_.run(QStringLiteral("INSERT INTO accounts (display_name, folded_name, "
                                          "password_hash, created_at) VALUES (?, ?, ?, ?) "
                                          "RETURNING id"),
                           {w.display, w.folded, QString::fromLatin1(w.hash), store::Store::now()});
    if (!made || !made->next())
        return refuse(QStringLiteral("name-taken"), QStringLiteral("that name is taken"));
    return loggedIn(made->value(0).toLongLong(), w.display, w.stay);
}

AccountResult Accounts::loginWithToken(const QString& token, const QHostAddress& from) {
    const QString address = addressKey(from);
    if (auto refusal = limited({}, address))
        return *refusal;
    auto found = store_.run(
        QStringLiteral("SELECT accounts.id, accounts.display_name, accounts.folded_name, "
                       "tokens.created_at FROM tokens JOIN accounts ON accounts.id = "
                       "tokens.account_id WHERE tokens.token_hash = ? AND tokens.revoked_at IS "
                       "NULL"),
        {tokenDigest(token)});
    if (!found)
        return refuse(QStringLiteral("server-error"),
                      QStringLiteral("the server could not read its accounts"));
    if (!found->next()) {
        failed({}, address);
        return refuse(QStringLiteral("bad-token"),
                      QStringLiteral("that login has ended; log in again"));
    }
    // Expired, it is refused as one revoked is: the same code, and the app asks for the password.
    const qint64 lifetime = qint64(limits_.tokenDays) * 24 * 60 * 60 * 1000;
    if (lifetime > 0 && calendar_() - found->value(3).toLongLong() > lifetime)
        return refuse(QStringLiteral("bad-token"),
                      QStringLiteral("that login has expired; log in again"));
    if (nameBanned(found->value(2).toString()))
        return refuse(QStringLiteral("banned"), QStringLiteral("that name is banned here"));
    return AccountResult{Account{found->value(0).toLongLong(), found->value(1).toString(), {}}, {}};
}

bool Accounts::logout(qint64 account, const QString& token, bool everywhere) {
    const auto q =
        everywhere
            ? store_.run(QStringLiteral("UPDATE tokens SET revoked_at = ? WHERE revoked_at IS NULL "
                                        "AND account_id = ?"),
                         {store::Store::now(), account})
            : store_.run(QStringLiteral("UPDATE tokens SET revoked_at = ? WHERE revoked_at IS NULL "
                                        "AND token_hash = ?"),
                         {store::Store::now(), tokenDigest(token)});
    return q && q->numRowsAffected() > 0;
}

bool Accounts::ban(store::Store& store, BanKind kind, const QString& value, bool banned,
                   QString* error) {
    QString key;
    if (kind == BanKind::Name) {
        key = foldedName(displayName(value));
        if (key.isEmpty()) {
            *error = QStringLiteral("no name to ban");
            return false;
        }
    } else if (auto parsed = addressBanValue(value.trimmed())) {
        key = *parsed;
    } else {
        *error = QStringLiteral("'%1' is no IP address or subnet").arg(value);
        return false;
    }
    if (banned)
        return bool(store.run(QStringLiteral("INSERT INTO bans (kind, value, created_at) VALUES "
                                             "(?, ?, ?) ON CONFLICT DO NOTHING"),
                              {kindName(kind), key, store::Store::now()}, error));
    return bool(store.run(QStringLiteral("DELETE FROM bans WHERE kind = ? AND value = ?"),
                          {kindName(kind), key}, error));
}

} // namespace paiju::server::accounts
