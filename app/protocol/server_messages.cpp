#include "server_messages.h"

#include "frame_codec.h"
#include "io/json_bytes.h"
#include "message_fields.h"
#include "messages.h"

#include <QJsonDocument>
#include <concepts>
#include <limits>

namespace paiju::protocol {

namespace {

QJsonArray strings(const QStringList& list) {
    return QJsonArray::fromStringList(list);
}

QJsonArray integers(const QList<int>& list) {
    QJsonArray array;
    for (int v : list)
        array.append(v);
    return array;
}

LobbyEntry lobbyEntry(const QJsonObject& o, Fields& outer) {
    Fields f(o, outer.where() + QStringLiteral(" table"));
    LobbyEntry e;
    e.table = f.string("table");
    e.game = f.string("game");
    e.seats = f.stringList("seats");
    e.names = f.stringList("names");
    if (f.has("levels"))
        e.levels = f.stringList("levels");
    e.password = f.boolean("password");
    e.spectators = f.boolean("spectators");
    e.started = f.boolean("started");
    e.over = f.boolean("over");
    e.rated = f.has("rated") && f.boolean("rated");
    for (const QJsonValue& v : f.has("ratings") ? f.array("ratings") : QJsonArray()) {
        if (!v.isNull() && !v.isDouble())
            f.fail(QStringLiteral("a lobby table's 'ratings' holds numbers or null"));
        e.ratings << (v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt);
    }
    e.match = f.integer("match", 0);
    if (e.seats.size() != e.names.size())
        f.fail(QStringLiteral("a lobby table needs one name for each seat"));
    if (!e.levels.isEmpty() && e.levels.size() != e.seats.size())
        f.fail(QStringLiteral("a lobby table's 'levels' needs one entry for each seat"));
    outer.fail(f.problem());
    return e;
}

ServerMessage read(const QString& type, Fields& f) {
    if (type == QLatin1String("welcome"))
        return Welcome{int(f.integer("version")), f.string("server")};
    if (type == QLatin1String("pong"))
        return Pong{};
    if (type == QLatin1String("ok"))
        return Ok{f.string("for")};
    if (type == QLatin1String("error"))
        return ProtocolError{f.string("code"), f.string("message")};
    if (type == QLatin1String("lobby")) {
        Lobby m{int(f.integer("part")), int(f.integer("parts")), {}};
        for (const QJsonObject& t : f.objectList("tables"))
            m.tables << lobbyEntry(t, f);
        if (m.part < 1 || m.part > m.parts)
            f.fail(QStringLiteral("a lobby's part must lie in 1..parts"));
        return m;
    }
    if (type == QLatin1String("lobby-update")) {
        LobbyUpdate m;
        if (f.has("table"))
            m.table = lobbyEntry(f.object("table"), f);
        else
            m.removed = f.string("removed");
        return m;
    }
    if (type == QLatin1String("created"))
        return Created{f.string("table")};
    if (type == QLatin1String("joined"))
        return Joined{f.string("table"), int(f.integer("seat")), f.string("token")};
    if (type == QLatin1String("left"))
        return Left{f.string("table")};
    if (type == QLatin1String("spectating"))
        return Spectating{f.string("table")};
    if (type == QLatin1String("view")) {
        View m;
        m.table = f.string("table");
        m.seat = int(f.integer("seat"));
        m.seq = f.integer("seq");
        m.awaited = f.boolean("awaited");
        m.timeLeftMs = f.integer("timeLeftMs", -1);
        m.logFrom = int(f.integer("logFrom", 0));
        m.legal = f.stringList("legal");
        m.observation = f.object("observation");
        if (m.logFrom < 0)
            f.fail(QStringLiteral("a view's 'logFrom' must not be negative"));
        if (!m.observation.value(QStringLiteral("log")).isArray())
            f.fail(QStringLiteral("a view's observation needs a 'log' array"));
        return m;
    }
    if (type == QLatin1String("clock"))
        return Clock{f.string("table"), int(f.integer("seat")), f.integer("timeLeftMs")};
    if (type == QLatin1String("window")) {
        Window m{f.string("table"), f.integer("timeLeftMs"),
                 f.has("extended") && f.boolean("extended")};
        if (f.has("discard")) {
            const QJsonObject named = f.object("discard");
            Fields discard(named, f.where() + QStringLiteral(" discard"));
            const qint64 seat = discard.integer("seat");
            m.seat = seat >= 0 && seat < 64 ? int(seat) : -1;
            m.card = discard.string("card");
            if (m.seat < 0)
                discard.fail(
                    QStringLiteral("'%1.seat' must be a seat number").arg(discard.where()));
            if (m.card.isEmpty())
                discard.fail(QStringLiteral("'%1.card' must name a card").arg(discard.where()));
            f.fail(discard.problem());
        }
        return m;
    }
    if (type == QLatin1String("stand-in"))
        return StandIn{f.string("table"), int(f.integer("seat")), f.boolean("playing")};
    if (type == QLatin1String("hand-over"))
        return HandOver{f.string("table"),       int(f.integer("hand")),  f.integer("nextHandMs"),
                        f.integerList("deltas"), f.integerList("totals"), f.stringList("lines"),
                        f.array("log")};
    if (type == QLatin1String("chat"))
        return Chat{f.string("table"), int(f.integer("from")), f.string("name"), f.string("text")};
    if (type == QLatin1String("moved")) {
        Moved m{f.string("table"), f.string("host"), int(f.integer("port"))};
        if (m.host.isEmpty() || m.port < 1 || m.port > 65535)
            f.fail(QStringLiteral("a 'moved' needs a host and a port in 1..65535"));
        return m;
    }
    if (type == QLatin1String("logged-in")) {
        LoggedIn m{f.string("name"), {}};
        if (f.has("token"))
            m.token = f.string("token");
        return m;
    }
    if (type == QLatin1String("logged-out"))
        return LoggedOut{};
    if (type == QLatin1String("my-games"))
        return readMyGames(f);
    if (type == QLatin1String("leaderboard"))
        return readLeaderboard(f);
    if (type == QLatin1String("replay"))
        return readMatchReplay(f);
    f.fail(QStringLiteral("unknown message type '%1'").arg(type));
    return Pong{};
}

} // namespace

QJsonObject encode(const Welcome& m) {
    return {{"type", "welcome"}, {"version", m.version}, {"server", m.server}};
}
QJsonObject encode(const Pong&) {
    return {{"type", "pong"}};
}
QJsonObject encode(const Ok& m) {
    return {{"type", "ok"}, {"for", m.request}};
}
QJsonObject encode(const ProtocolError& m) {
    return m.toJson();
}
QJsonObject encode(const LobbyEntry& m) {
    QJsonObject o{{"table", m.table},          {"game", m.game},
                  {"seats", strings(m.seats)}, {"names", strings(m.names)},
                  {"password", m.password},    {"spectators", m.spectators},
                  {"started", m.started},      {"over", m.over}};
    if (!m.levels.isEmpty()) // only a table with bots
        o.insert(QStringLiteral("levels"), strings(m.levels));
    if (m.rated)
        o.insert(QStringLiteral("rated"), true);
    if (!m.ratings.isEmpty()) {
        QJsonArray ratings;
        for (const auto& r : m.ratings)
            ratings.append(r ? QJsonValue(*r) : QJsonValue(QJsonValue::Null));
        o.insert(QStringLiteral("ratings"), ratings);
    }
    if (m.match > 0)
        o.insert(QStringLiteral("match"), m.match);
    return o;
}
QJsonObject encode(const Lobby& m) {
    QJsonArray tables;
    for (const LobbyEntry& e : m.tables)
        tables.append(encode(e));
    return {{"type", "lobby"}, {"tables", tables}, {"part", m.part}, {"parts", m.parts}};
}
QJsonObject encode(const LobbyUpdate& m) {
    if (m.table)
        return {{"type", "lobby-update"}, {"table", encode(*m.table)}};
    return {{"type", "lobby-update"}, {"removed", m.removed}};
}
QJsonObject encode(const Created& m) {
    return {{"type", "created"}, {"table", m.table}};
}
QJsonObject encode(const Moved& m) {
    return {{"type", "moved"}, {"table", m.table}, {"host", m.host}, {"port", m.port}};
}
QJsonObject encode(const Joined& m) {
    return {{"type", "joined"}, {"table", m.table}, {"seat", m.seat}, {"token", m.token}};
}
QJsonObject encode(const Left& m) {
    return {{"type", "left"}, {"table", m.table}};
}
QJsonObject encode(const Spectating& m) {
    return {{"type", "spectating"}, {"table", m.table}};
}
QJsonObject encode(const View& m) {
    QJsonObject o{{"type", "view"},
                  {"table", m.table},
                  {"seat", m.seat},
                  {"seq", m.seq},
                  {"awaited", m.awaited},
                  {"logFrom", m.logFrom},
                  {"legal", strings(m.legal)},
                  {"observation", m.observation}};
    if (m.timeLeftMs >= 0)
        o.insert(QStringLiteral("timeLeftMs"), m.timeLeftMs);
    return o;
}
QJsonObject encode(const Clock& m) {
    return {{"type", "clock"}, {"table", m.table}, {"seat", m.seat}, {"timeLeftMs", m.timeLeftMs}};
}
QJsonObject encode(const Window& m) {
    QJsonObject o{{"type", "window"}, {"table", m.table}, {"timeLeftMs", m.timeLeftMs}};
    if (m.extended)
        o.insert(QStringLiteral("extended"), true);
    if (m.seat >= 0)
        o.insert(QStringLiteral("discard"), QJsonObject{{"seat", m.seat}, {"card", m.card}});
    return o;
}
QJsonObject encode(const StandIn& m) {
    return {{"type", "stand-in"}, {"table", m.table}, {"seat", m.seat}, {"playing", m.playing}};
}
QJsonObject encode(const HandOver& m) {
    return {{"type", "hand-over"},
            {"table", m.table},
            {"hand", m.hand},
            {"nextHandMs", m.nextHandMs},
            {"deltas", integers(m.deltas)},
            {"totals", integers(m.totals)},
            {"lines", strings(m.lines)},
            {"log", m.log}};
}
QJsonObject encode(const Chat& m) {
    return {
        {"type", "chat"}, {"table", m.table}, {"from", m.from}, {"name", m.name}, {"text", m.text}};
}
QJsonObject encode(const ServerMessage& m) {
    return std::visit([](const auto& typed) { return encode(typed); }, m);
}

QByteArray writeView(const View& head, QByteArrayView observationJson,
                     const QList<QByteArray>& events) {
    qsizetype size = observationJson.size() + 128 + head.table.size();
    for (const QByteArray& e : events)
        size += e.size() + 1;
    for (const QString& action : head.legal)
        size += action.size() + 3;
    QByteArray out;
    out.reserve(size);
    out += "{\"type\":\"view\",\"table\":";
    json::appendString(out, head.table);
    out += ",\"seat\":" + QByteArray::number(head.seat);
    out += ",\"seq\":" + QByteArray::number(head.seq);
    out += head.awaited ? ",\"awaited\":true" : ",\"awaited\":false";
    if (head.timeLeftMs >= 0)
        out += ",\"timeLeftMs\":" + QByteArray::number(head.timeLeftMs);
    out += ",\"logFrom\":" + QByteArray::number(head.logFrom);
    out += ",\"legal\":[";
    for (qsizetype i = 0; i < head.legal.size(); ++i) {
        if (i > 0)
            out += ',';
        json::appendString(out, head.legal[i]);
    }
    // The observation's object without its closing brace, then its log.
    out += "],\"observation\":";
    out += observationJson.chopped(1);
    out += observationJson.size() > 2 ? ",\"log\":[" : "\"log\":[";
    for (qsizetype i = 0; i < events.size(); ++i) {
        if (i > 0)
            out += ',';
        out += events[i];
    }
    out += "]}}";
    return out;
}

std::optional<ServerMessage> decodeServerMessage(const QJsonObject& message, QString* error) {
    const QJsonValue type = message.value(QStringLiteral("type"));
    QString problem;
    std::optional<ServerMessage> decoded;
    if (!type.isString()) {
        problem = QStringLiteral("a message needs a string 'type'");
    } else {
        Fields fields(message, type.toString());
        ServerMessage m = read(type.toString(), fields);
        problem = fields.problem();
        if (problem.isEmpty())
            decoded = std::move(m);
    }
    if (!decoded && error)
        *error = problem;
    return decoded;
}

QJsonObject wholeObservation(const QJsonObject& previous, const View& view) {
    return wholeObservation(
        previous, QJsonObject{{"logFrom", view.logFrom}, {"observation", view.observation}});
}

QString tableOf(const ServerMessage& message) {
    return std::visit(
        [](const auto& typed) {
            if constexpr (requires {
                              { typed.table } -> std::convertible_to<QString>;
                          })
                return QString(typed.table);
            else
                return QString();
        },
        message);
}

QJsonValue requestId(const QJsonObject& message) {
    const QJsonValue id = message.value(QStringLiteral("id"));
    return isRequestId(id) ? id : QJsonValue(QJsonValue::Undefined);
}

} // namespace paiju::protocol
