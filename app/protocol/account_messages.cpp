#include "account_messages.h"

#include "message_fields.h"

#include <QJsonValue>

namespace paiju::protocol {

QJsonObject encode(const RegisterRequest& m) {
    return {{"type", "register"}, {"name", m.name}, {"password", m.password}, {"stay", m.stay}};
}
QJsonObject encode(const LoginRequest& m) {
    return {{"type", "login"}, {"name", m.name}, {"password", m.password}, {"stay", m.stay}};
}
QJsonObject encode(const LoginTokenRequest& m) {
    return {{"type", "login-token"}, {"token", m.token}};
}
QJsonObject encode(const LogoutRequest& m) {
    return {{"type", "logout"}, {"everywhere", m.everywhere}};
}
QJsonObject encode(const AccountRequest& m) {
    return std::visit([](const auto& typed) { return encode(typed); }, m);
}

bool isAccountRequest(const QJsonObject& message) {
    const QString type = message.value(QStringLiteral("type")).toString();
    return type == QLatin1String("register") || type == QLatin1String("login") ||
           type == QLatin1String("login-token") || type == QLatin1String("logout");
}

std::optional<AccountRequest> decodeAccountRequest(const QJsonObject& message,
                                                   ProtocolError* error) {
    const QString type = message.value(QStringLiteral("type")).toString();
    std::optional<AccountRequest> decoded;
    std::optional<ProtocolError> problem;
    if (type == QLatin1String("register") || type == QLatin1String("login")) {
        RequestFields r(message, type);
        const QString name = r.string("name", true, maxAccountName);
        const QString password = r.string("password", true, maxAccountPassword);
        const bool stay = r.boolean("stay", false);
        problem = r.problem();
        if (type == QLatin1String("login"))
            decoded = LoginRequest{name, password, stay};
        else
            decoded = RegisterRequest{name, password, stay};
    } else if (type == QLatin1String("login-token")) {
        RequestFields r(message, type);
        decoded = LoginTokenRequest{r.string("token", true, maxAccountToken)};
        problem = r.problem();
    } else if (type == QLatin1String("logout")) {
        RequestFields r(message, type);
        decoded = LogoutRequest{r.boolean("everywhere", false)};
        problem = r.problem();
    } else {
        problem = ProtocolError{QStringLiteral("unknown-type"),
                                QStringLiteral("'%1' is no account request").arg(type)};
    }
    if (problem) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    return decoded;
}

QJsonObject encode(const LoggedIn& m) {
    QJsonObject o{{"type", "logged-in"}, {"name", m.name}};
    if (!m.token.isEmpty())
        o.insert(QStringLiteral("token"), m.token);
    return o;
}
QJsonObject encode(const LoggedOut&) {
    return {{"type", "logged-out"}};
}

} // namespace paiju::protocol
