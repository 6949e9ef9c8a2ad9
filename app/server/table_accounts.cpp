// What clients do with accounts: register, log in with a password or a token, log out.

#include "protocol/account_messages.h"
#include "protocol/server_messages.h"
#include "table_core.h"

namespace paiju::server {

namespace {

template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

} // namespace

void TableCore::account(Connection* c, const QJsonObject& m) {
    protocol::ProtocolError problem;
    const auto request = protocol::decodeAccountRequest(m, &problem);
    if (!request) {
        refuse(c, problem.code, problem.message);
        return;
    }
    if (!accounts_) {
        refuse(c, "no-accounts", QStringLiteral("this server keeps no accounts: play as a guest"));
        return;
    }
    // Logged in: the connection's later seats and chat lines are the account's. Seats it holds
    // keep the name they were taken with.
    const auto answer = [this, c](const accounts::AccountResult& result, const QString& token) {
        if (!result.account) {
            refuse(c, result.error.code, result.error.message);
            return;
        }
        c->account = result.account->id;
        c->accountName = result.account->name;
        c->loginToken = result.account->token.isEmpty() ? token : result.account->token;
        reply(c, protocol::encode(protocol::LoggedIn{result.account->name, result.account->token}));
    };
    std::visit(Overloaded{
                   [&](const protocol::RegisterRequest& r) {
                       answer(accounts_->registerAccount(r.name, r.password, c->address, r.stay),
                              {});
                   },
                   [&](const protocol::LoginRequest& r) {
                       answer(accounts_->login(r.name, r.password, c->address, r.stay), {});
                   },
                   [&](const protocol::LoginTokenRequest& r) {
                       answer(accounts_->loginWithToken(r.token, c->address), r.token);
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
               *request);
}

} // namespace paiju::server
