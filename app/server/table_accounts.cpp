// What clients do with accounts: register, log in with a password or a token, log out.

#include "protocol/account_messages.h"
#include "protocol/server_messages.h"
#include "table_core.h"

#include <QLoggingCategory>
#include <QPointer>

// New accounts and the logins refused for a ban; never a password, nor what a login typed.
Q_LOGGING_CATEGORY(lcAccounts, "paiju.server.accounts")

namespace paiju::server {

namespace {

template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

// The passwords waiting to be hashed or checked, in all and from one address.
constexpr int maxPasswordsPending = 64;
constexpr int maxPasswordsPendingFrom = 4;

} // namespace

void TableCore::account(Connection* c, const protocol::AccountRequest& request) {
    if (!accounts_) {
        refuse(c, "no-accounts", QStringLiteral("this server keeps no accounts: play as a guest"));
        return;
    }
    // A password's hash is worked out on a thread of its own; meanwhile the tables play on, and
    // this connection's next messages wait for its answer.
    const auto withPassword =
        [this, c](std::variant<accounts::AccountResult, accounts::PasswordWork> begun) {
            if (auto* answer = std::get_if<accounts::AccountResult>(&begun)) {
                accountAnswer(c, *answer, {});
                return;
            }
            auto work = std::make_shared<accounts::PasswordWork>(
                std::move(std::get<accounts::PasswordWork>(begun)));
            if (passwordsPending_ >= maxPasswordsPending ||
                passwordsPendingFrom_.value(work->address) >= maxPasswordsPendingFrom) {
                refuse(c, "login-limit",
                       QStringLiteral("the server is busy with logins; try again in a moment"));
                return;
            }
            ++passwordsPending_;
            ++passwordsPendingFrom_[work->address];
            c->waiting = true;
            const QPointer<TableCore> core(this);
            const QJsonValue id = requestId_;
            passwords_.start([core, c, work, id] {
                accounts::Accounts::work(*work);
                // The core waits for this job before it goes (its destructor), so it is still
                // there.
                QMetaObject::invokeMethod(
                    core.data(), [core, c, work, id] { core->passwordDone(c, work, id); },
                    Qt::QueuedConnection);
            });
        };
    std::visit(Overloaded{
                   [&](const protocol::RegisterRequest& r) {
                       withPassword(
                           accounts_->beginRegister(r.name, r.password, c->address, r.stay));
                   },
                   [&](const protocol::LoginRequest& r) {
                       withPassword(accounts_->beginLogin(r.name, r.password, c->address, r.stay));
                   },
                   [&](const protocol::LoginTokenRequest& r) {
                       accountAnswer(c, accounts_->loginWithToken(r.token, c->address), r.token);
                   },
                   [&](const protocol::LogoutRequest& r) {
                       if (c->account)
                           accounts_->logout(c->account, c->loginToken, r.everywhere);
                       c->account = 0;
                       c->accountName.clear();
                       c->loginToken.clear();
                       reply(c, protocol::encode(protocol::LoggedOut{}));
                   },
               },
               request);
}

// Logged in: the connection's later seats and chat lines are the account's. Seats it holds keep
// the name they were taken with.
void TableCore::accountAnswer(Connection* c, const accounts::AccountResult& result,
                              const QString& token) {
    if (!result.account && result.error.code == QLatin1String("banned"))
        qCInfo(lcAccounts).noquote()
            << "a login refused for a ban, from" << accounts::Accounts::addressKey(c->address);
    if (!result.account) {
        refuse(c, result.error.code, result.error.message);
        return;
    }
    c->account = result.account->id;
    c->accountName = result.account->name;
    c->loginToken = result.account->token.isEmpty() ? token : result.account->token;
    reply(c, protocol::encode(protocol::LoggedIn{result.account->name, result.account->token}));
}

void TableCore::passwordDone(Connection* c, const std::shared_ptr<accounts::PasswordWork>& work,
                             const QJsonValue& requestId) {
    c->waiting = false;
    --passwordsPending_;
    if (--passwordsPendingFrom_[work->address] <= 0)
        passwordsPendingFrom_.remove(work->address);
    // Counted and stored even for a connection that is gone: a failed login still counts.
    const accounts::AccountResult result =
        accounts_ ? accounts_->finish(*work) : accounts::AccountResult{};
    if (result.account && work->kind == accounts::PasswordWork::Kind::Register)
        qCInfo(lcAccounts).noquote() << "account registered:" << result.account->name;
    if (c->lost) {
        QTimer::singleShot(0, this, &TableCore::bury);
        return;
    }
    requestId_ = requestId;
    if (accounts_)
        accountAnswer(c, result, {});
    requestId_ = QJsonValue(QJsonValue::Undefined);
    // What it sent meanwhile, in order, until one more password makes it wait again.
    while (!c->held.empty() && !c->waiting && c->open()) {
        const QJsonObject next = std::move(c->held.front());
        c->held.pop_front();
        handle(c, next);
    }
}

} // namespace paiju::server
