#include "account_messages.h"

#include <QJsonValue>

namespace paiju::protocol {

namespace {

// Reads a request's fields in order and keeps the first refusal.
class Request {
public:
    Request(const QJsonObject& message, const char* type) : m_(message), type_(type) {}

    QString string(const char* key, int maxCharacters, bool required = true) {
        const QJsonValue v = m_.value(QLatin1String(key));
        if (v.isUndefined()) {
            if (required)
                fail(QStringLiteral("'%1' needs '%2'").arg(type_, key));
            return {};
        }
        if (!v.isString()) {
            fail(QStringLiteral("'%1.%2' must be a string").arg(type_, key));
            return {};
        }
        if (characters(v.toString()) > maxCharacters) {
            fail(QStringLiteral("'%1.%2' is longer than %3 characters")
                     .arg(type_, key)
                     .arg(maxCharacters));
            return {};
        }
        return v.toString();
    }
    bool boolean(const char* key) {
        const QJsonValue v = m_.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isBool())
            fail(QStringLiteral("'%1.%2' must be true or false").arg(type_, key));
        return v.toBool(false);
    }
    const std::optional<ProtocolError>& problem() const { return problem_; }

private:
    void fail(const QString& message) {
        if (!problem_)
            problem_ = ProtocolError{QStringLiteral("bad-field"), message};
    }

    const QJsonObject& m_;
    QString type_;
    std::optional<ProtocolError> problem_;
};

} // namespace

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
        Request r(message, type == QLatin1String("login") ? "login" : "register");
        const QString name = r.string("name", maxAccountName);
        const QString password = r.string("password", maxAccountPassword);
        const bool stay = r.boolean("stay");
        problem = r.problem();
        if (type == QLatin1String("login"))
            decoded = LoginRequest{name, password, stay};
        else
            decoded = RegisterRequest{name, password, stay};
    } else if (type == QLatin1String("login-token")) {
        Request r(message, "login-token");
        decoded = LoginTokenRequest{r.string("token", maxAccountToken)};
        problem = r.problem();
    } else if (type == QLatin1String("logout")) {
        Request r(message, "logout");
        decoded = LogoutRequest{r.boolean("everywhere")};
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
