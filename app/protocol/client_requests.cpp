#include "client_requests.h"

#include "message_fields.h"

#include <QJsonArray>
#include <QJsonValue>
#include <algorithm>
#include <iterator>

namespace paiju::protocol {

namespace {

bool loneSurrogate(const QString& text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return true;
    }
    return false;
}

// Whether a string anywhere in the value, keys included, has half a surrogate pair: it is not
// text, and a strict JSON decoder refuses a frame that carries it on.
bool loneSurrogate(const QJsonValue& value) {
    if (value.isString())
        return loneSurrogate(value.toString());
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        return std::any_of(array.begin(), array.end(),
                           [](const QJsonValue& v) { return loneSurrogate(v); });
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it)
            if (loneSurrogate(it.key()) || loneSurrogate(it.value()))
                return true;
    }
    return false;
}

// What every client message must be, whatever its type: an object with a string `type`, text
// without half a surrogate pair, and an `id` its answer can echo.
std::optional<ProtocolError> envelopeProblem(const QJsonObject& message) {
    if (!message.value(QStringLiteral("type")).isString())
        return ProtocolError{"bad-field", QStringLiteral("a message needs a string 'type'")};
    if (loneSurrogate(QJsonValue(message)))
        return ProtocolError{"bad-field",
                             QStringLiteral("a string holds half a surrogate pair: not text")};
    if (const QJsonValue id = message.value(QStringLiteral("id"));
        !id.isUndefined() && !isRequestId(id))
        return ProtocolError{"bad-field",
                             QStringLiteral("'id' must be a string of at most 64 characters or "
                                            "a whole number")};
    return std::nullopt;
}

// The requests that name only a table.
template <class T> T tableOnly(RequestFields& r) {
    return T{r.string("table", true)};
}

// Reads the fields of a request of `type` (the envelope checked), in the order docs/protocol.md
// lists them; nullopt with the refusal in `r` otherwise, or when no request has that type.
std::optional<ClientRequest> readFields(const QString& type, const QJsonObject& m, RequestFields& r,
                                        ProtocolError* error) {
    if (type == QLatin1String("hello")) {
        HelloRequest hello;
        hello.version = r.integer("version", true).value_or(0);
        hello.client = r.string("client", true);
        return hello;
    }
    if (type == QLatin1String("ping"))
        return PingRequest{};
    if (type == QLatin1String("list"))
        return ListRequest{};
    if (type == QLatin1String("create")) {
        CreateRequest create;
        create.game = r.string("game", true);
        create.seats = r.integer("seats", true).value_or(0);
        create.options = r.object("options", false);
        create.password = r.string("password", false, maxPassword);
        create.spectators = r.boolean("spectators", true);
        create.turnSeconds = r.integer("turnSeconds", false);
        create.windowMs = r.integer("windowMs", false);
        create.handEndMs = r.integer("handEndMs", false);
        create.rated = r.boolean("rated", false);
        const auto within = [](const std::optional<int>& v, int high) {
            return !v || (*v >= 0 && *v <= high);
        };
        if (!within(create.turnSeconds, maxTurnSeconds) || !within(create.windowMs, maxWindowMs) ||
            !within(create.handEndMs, maxHandEndMs))
            r.fail(QStringLiteral("turnSeconds must lie in 0..3600 and windowMs and handEndMs in "
                                  "0..30000"),
                   "bad-options");
        return create;
    }
    if (type == QLatin1String("join")) {
        JoinRequest join;
        join.table = r.string("table", true);
        join.seat = r.integer("seat", true).value_or(-1);
        join.name = r.string("name", false);
        join.password = r.string("password", false, maxPassword);
        return join;
    }
    if (type == QLatin1String("leave"))
        return tableOnly<LeaveRequest>(r);
    if (type == QLatin1String("spectate")) {
        SpectateRequest spectate;
        spectate.table = r.string("table", true);
        spectate.password = r.string("password", false, maxPassword);
        return spectate;
    }
    if (type == QLatin1String("add-bot")) {
        AddBotRequest add;
        add.table = r.string("table", true);
        add.seat = r.integer("seat", true).value_or(-1);
        add.level = r.optionalString("level");
        return add;
    }
    if (type == QLatin1String("remove-bot")) {
        RemoveBotRequest remove;
        remove.table = r.string("table", true);
        remove.seat = r.integer("seat", true).value_or(-1);
        return remove;
    }
    if (type == QLatin1String("start"))
        return tableOnly<StartRequest>(r);
    if (type == QLatin1String("act")) {
        ActRequest act;
        act.table = r.string("table", true);
        act.action = r.string("action", true);
        return act;
    }
    if (type == QLatin1String("chat")) {
        ChatRequest chat;
        chat.table = r.string("table", true);
        chat.text = r.string("text", true);
        return chat;
    }
    if (type == QLatin1String("back"))
        return tableOnly<BackRequest>(r);
    if (type == QLatin1String("wait"))
        return tableOnly<WaitRequest>(r);
    if (type == QLatin1String("reconnect"))
        return ReconnectRequest{r.string("token", true), r.string("table", false)};
    if (isAccountRequest(m)) {
        auto account = decodeAccountRequest(m, error);
        if (!account)
            return std::nullopt;
        return std::visit([](auto& typed) { return ClientRequest(std::move(typed)); }, *account);
    }
    // Ratings, history and quick play: their fields' kinds here, their ranges in
    // rating_messages.cpp.
    const auto ranged = [&](auto decoded) -> std::optional<ClientRequest> {
        if (r.problem() || !decoded)
            return std::nullopt;
        return ClientRequest(*decoded);
    };
    if (type == QLatin1String("my-games")) {
        r.integer("before", false);
        r.integer("limit", false);
        return ranged(r.problem() ? std::nullopt : decodeMyGames(m, error));
    }
    if (type == QLatin1String("leaderboard")) {
        r.string("game", true);
        r.integer("limit", false);
        return ranged(r.problem() ? std::nullopt : decodeLeaderboard(m, error));
    }
    if (type == QLatin1String("replay")) {
        r.integer("match", true);
        return ranged(r.problem() ? std::nullopt : decodeReplay(m, error));
    }
    if (type == QLatin1String("play-now")) {
        r.string("game", true);
        r.integer("botsAfterSeconds", false);
        return ranged(r.problem() ? std::nullopt : decodePlayNow(m, error));
    }
    r.fail(QStringLiteral("unknown message type '%1'").arg(type), "unknown-type");
    return std::nullopt;
}

} // namespace

QJsonObject encode(const HelloRequest& m) {
    return {{"type", "hello"}, {"version", m.version}, {"client", m.client}};
}
QJsonObject encode(const PingRequest&) {
    return {{"type", "ping"}};
}
QJsonObject encode(const ListRequest&) {
    return {{"type", "list"}};
}
QJsonObject encode(const CreateRequest& m) {
    QJsonObject o{{"type", "create"}, {"game", m.game}, {"seats", m.seats}, {"options", m.options}};
    if (!m.password.isEmpty())
        o.insert(QStringLiteral("password"), m.password);
    if (!m.spectators)
        o.insert(QStringLiteral("spectators"), false);
    if (m.turnSeconds)
        o.insert(QStringLiteral("turnSeconds"), *m.turnSeconds);
    if (m.windowMs)
        o.insert(QStringLiteral("windowMs"), *m.windowMs);
    if (m.handEndMs)
        o.insert(QStringLiteral("handEndMs"), *m.handEndMs);
    if (m.rated)
        o.insert(QStringLiteral("rated"), true);
    return o;
}
QJsonObject encode(const JoinRequest& m) {
    QJsonObject o{{"type", "join"}, {"table", m.table}, {"seat", m.seat}};
    if (!m.name.isEmpty())
        o.insert(QStringLiteral("name"), m.name);
    if (!m.password.isEmpty())
        o.insert(QStringLiteral("password"), m.password);
    return o;
}
QJsonObject encode(const SpectateRequest& m) {
    QJsonObject o{{"type", "spectate"}, {"table", m.table}};
    if (!m.password.isEmpty())
        o.insert(QStringLiteral("password"), m.password);
    return o;
}
QJsonObject encode(const LeaveRequest& m) {
    return {{"type", "leave"}, {"table", m.table}};
}
QJsonObject encode(const AddBotRequest& m) {
    QJsonObject o{{"type", "add-bot"}, {"table", m.table}, {"seat", m.seat}};
    if (m.level)
        o.insert(QStringLiteral("level"), *m.level);
    return o;
}
QJsonObject encode(const RemoveBotRequest& m) {
    return {{"type", "remove-bot"}, {"table", m.table}, {"seat", m.seat}};
}
QJsonObject encode(const StartRequest& m) {
    return {{"type", "start"}, {"table", m.table}};
}
QJsonObject encode(const ActRequest& m) {
    return {{"type", "act"}, {"table", m.table}, {"action", m.action}};
}
QJsonObject encode(const ChatRequest& m) {
    return {{"type", "chat"}, {"table", m.table}, {"text", m.text}};
}
QJsonObject encode(const WaitRequest& m) {
    return {{"type", "wait"}, {"table", m.table}};
}
QJsonObject encode(const BackRequest& m) {
    return {{"type", "back"}, {"table", m.table}};
}
QJsonObject encode(const ReconnectRequest& m) {
    QJsonObject o{{"type", "reconnect"}, {"token", m.token}};
    if (!m.table.isEmpty())
        o.insert("table", m.table);
    return o;
}
QJsonObject encode(const ClientRequest& m) {
    return std::visit([](const auto& typed) { return encode(typed); }, m);
}

QJsonObject withId(QJsonObject request, const QJsonValue& id) {
    if (!id.isUndefined())
        request.insert(QStringLiteral("id"), id);
    return request;
}

std::optional<ClientRequest> decodeClientRequest(const QJsonObject& message, ProtocolError* error) {
    const QString type = message.value(QStringLiteral("type")).toString();
    // The coach's hints are for tables at one screen: online, every seat plays on its own.
    std::optional<ProtocolError> problem;
    if (type == QLatin1String("hint"))
        problem = ProtocolError{"no-hints", QStringLiteral("hints are not given at online tables")};
    else
        problem = envelopeProblem(message);
    std::optional<ClientRequest> decoded;
    if (!problem) {
        RequestFields r(message, type);
        ProtocolError ranged;
        decoded = readFields(type, message, r, &ranged);
        if (r.problem())
            problem = r.problem();
        else if (!decoded)
            problem = ranged;
    }
    if (problem) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    return decoded;
}

std::optional<HelloRequest> decodeHello(const QJsonObject& message, ProtocolError* error) {
    std::optional<ProtocolError> problem;
    std::optional<HelloRequest> hello;
    if (message.value(QStringLiteral("type")).toString() != QLatin1String("hello")) {
        problem = ProtocolError{"hello-first", QStringLiteral("the first message must be 'hello'")};
    } else if (ProtocolError refused; const auto decoded = decodeClientRequest(message, &refused)) {
        hello = std::get<HelloRequest>(*decoded);
        if (hello->version != protocolVersion)
            problem = ProtocolError{
                "bad-version",
                QStringLiteral("this server speaks protocol version %1 and the client %2: please "
                               "update Paiju to a release that speaks protocol version %1")
                    .arg(protocolVersion)
                    .arg(hello->version)};
    } else {
        problem = refused;
    }
    if (problem) {
        if (error)
            *error = *problem;
        return std::nullopt;
    }
    return hello;
}

std::optional<ProtocolError> checkClientMessage(const QJsonObject& message) {
    ProtocolError problem;
    if (decodeClientRequest(message, &problem))
        return std::nullopt;
    return problem;
}

std::optional<ProtocolError> checkHello(const QJsonObject& hello) {
    ProtocolError problem;
    if (decodeHello(hello, &problem))
        return std::nullopt;
    return problem;
}

QString typeOf(const ClientRequest& request) {
    // In the order of the variant's types.
    static const char* const names[] = {
        "hello",  "ping",     "list",        "create",   "join",    "spectate",
        "leave",  "add-bot",  "remove-bot",  "start",    "act",     "chat",
        "wait",   "back",     "reconnect",   "register", "login",   "login-token",
        "logout", "my-games", "leaderboard", "replay",   "play-now"};
    static_assert(std::size(names) == std::variant_size_v<ClientRequest>);
    return QString::fromLatin1(names[request.index()]);
}

QString tableOf(const ClientRequest& request) {
    return std::visit(
        [](const auto& typed) -> QString {
            if constexpr (requires { typed.table; })
                return typed.table;
            else
                return {};
        },
        request);
}

} // namespace paiju::protocol
