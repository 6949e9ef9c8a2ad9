#include "messages.h"

#include "account_messages.h"
#include "frame_codec.h"

#include <QJsonArray>
#include <QJsonValue>
#include <algorithm>
#include <cmath>
#include <limits>

namespace paiju::protocol {

namespace {

enum class Kind { String, Integer, Object, Boolean };

struct Field {
    const char* name;
    Kind kind;
    bool required;
    int maxCharacters = 0; // a string's; 0: any
};

struct Type {
    const char* name;
    std::initializer_list<Field> fields;
};

// Every message a client may send, with its fields (docs/protocol.md).
const Type clientTypes[] = {
    {"hello", {{"version", Kind::Integer, true}, {"client", Kind::String, true}}},
    {"list", {}},
    {"ping", {}},
    {"create",
     {{"game", Kind::String, true},
      {"seats", Kind::Integer, true},
      {"options", Kind::Object, false},
      {"password", Kind::String, false, maxPassword},
      {"spectators", Kind::Boolean, false},
      {"turnSeconds", Kind::Integer, false},
      {"windowMs", Kind::Integer, false},
      {"handEndMs", Kind::Integer, false},
      {"rated", Kind::Boolean, false}}},
    {"join",
     {{"table", Kind::String, true},
      {"seat", Kind::Integer, true},
      {"name", Kind::String, false},
      {"password", Kind::String, false, maxPassword}}},
    {"leave", {{"table", Kind::String, true}}},
    {"spectate", {{"table", Kind::String, true}, {"password", Kind::String, false, maxPassword}}},
    {"add-bot",
     {{"table", Kind::String, true},
      {"seat", Kind::Integer, true},
      {"level", Kind::String, false}}},
    {"remove-bot", {{"table", Kind::String, true}, {"seat", Kind::Integer, true}}},
    {"start", {{"table", Kind::String, true}}},
    {"act", {{"table", Kind::String, true}, {"action", Kind::String, true}}},
    {"chat", {{"table", Kind::String, true}, {"text", Kind::String, true}}},
    {"back", {{"table", Kind::String, true}}},
    {"wait", {{"table", Kind::String, true}}},
    {"reconnect", {{"token", Kind::String, true}, {"table", Kind::String, false}}},
    // Accounts (account_messages.h, which reads them into types).
    {"register",
     {{"name", Kind::String, true, maxAccountName},
      {"password", Kind::String, true, maxAccountPassword},
      {"stay", Kind::Boolean, false}}},
    {"login",
     {{"name", Kind::String, true, maxAccountName},
      {"password", Kind::String, true, maxAccountPassword},
      {"stay", Kind::Boolean, false}}},
    {"login-token", {{"token", Kind::String, true, maxAccountToken}}},
    {"logout", {{"everywhere", Kind::Boolean, false}}},
    // Ratings, history and quick play (rating_messages.h).
    {"my-games", {{"before", Kind::Integer, false}, {"limit", Kind::Integer, false}}},
    {"leaderboard", {{"game", Kind::String, true}, {"limit", Kind::Integer, false}}},
    {"replay", {{"match", Kind::Integer, true}}},
    {"play-now", {{"game", Kind::String, true}, {"botsAfterSeconds", Kind::Integer, false}}},
};

bool fits(const QJsonValue& v, Kind kind) {
    switch (kind) {
    case Kind::String:
        return v.isString();
    case Kind::Integer: // a whole number that fits 32 bits: nothing is silently cut to fit
        return v.isDouble() && v.toDouble() == std::trunc(v.toDouble()) &&
               v.toDouble() >= double(std::numeric_limits<qint32>::min()) &&
               v.toDouble() <= double(std::numeric_limits<qint32>::max());
    case Kind::Object:
        return v.isObject();
    case Kind::Boolean:
        return v.isBool();
    }
    return false;
}

const char* kindName(Kind kind) {
    switch (kind) {
    case Kind::String:
        return "a string";
    case Kind::Integer:
        return "a whole number from -2147483648 to 2147483647";
    case Kind::Object:
        return "an object";
    case Kind::Boolean:
        return "true or false";
    }
    return "";
}

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

// Controls, and the marks that change the direction of text around them (a name that turns the
// chat line after it around).
bool invisible(char32_t c) {
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

bool lineBreak(char32_t c) {
    return c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

} // namespace

bool isRequestId(const QJsonValue& id) {
    return (id.isString() && characters(id.toString()) <= 64) || fits(id, Kind::Integer);
}

int characters(const QString& text) {
    int n = 0;
    for (qsizetype i = 0; i < text.size(); ++i, ++n)
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
    return n;
}

QString plainText(const QString& text, int limit) {
    QString clean;
    clean.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            clean += c; // a character beyond the first 65,536: never a control
            clean += text[++i];
        } else if (lineBreak(c.unicode())) {
            clean += QLatin1Char(' ');
        } else if (!invisible(c.unicode()) && !c.isSurrogate()) { // half a pair: dropped
            clean += c;
        }
    }
    clean = clean.trimmed();
    qsizetype end = 0;
    for (int n = 0; n < limit && end < clean.size(); ++n)
        end += clean[end].isHighSurrogate() && end + 1 < clean.size() ? 2 : 1;
    return clean.left(end).trimmed();
}

QJsonObject ProtocolError::toJson() const {
    return QJsonObject{{"type", "error"}, {"code", code}, {"message", message}};
}

std::optional<ProtocolError> checkClientMessage(const QJsonObject& message) {
    const QJsonValue type = message.value("type");
    if (!type.isString())
        return ProtocolError{"bad-field", QStringLiteral("a message needs a string 'type'")};
    if (loneSurrogate(QJsonValue(message)))
        return ProtocolError{"bad-field",
                             QStringLiteral("a string holds half a surrogate pair: not text")};
    // Any request may carry an id, which its answer echoes.
    if (const QJsonValue id = message.value("id"); !id.isUndefined() && !isRequestId(id))
        return ProtocolError{"bad-field",
                             QStringLiteral("'id' must be a string of at most 64 characters or "
                                            "a whole number")};
    for (const Type& known : clientTypes) {
        if (type.toString() != QLatin1String(known.name))
            continue;
        for (const Field& field : known.fields) {
            const QJsonValue value = message.value(QLatin1String(field.name));
            if (value.isUndefined()) {
                if (field.required)
                    return ProtocolError{
                        "bad-field",
                        QStringLiteral("'%1' needs '%2'").arg(type.toString(), field.name)};
                continue;
            }
            if (!fits(value, field.kind))
                return ProtocolError{"bad-field",
                                     QStringLiteral("'%1.%2' must be %3")
                                         .arg(type.toString(), field.name, kindName(field.kind))};
            if (field.maxCharacters > 0 && characters(value.toString()) > field.maxCharacters)
                return ProtocolError{"bad-field", QStringLiteral("'%1.%2' is longer than %3 "
                                                                 "characters")
                                                      .arg(type.toString(), field.name)
                                                      .arg(field.maxCharacters)};
        }
        return std::nullopt;
    }
    return ProtocolError{"unknown-type",
                         QStringLiteral("unknown message type '%1'").arg(type.toString())};
}

std::optional<ProtocolError> checkHello(const QJsonObject& hello) {
    if (hello.value("type").toString() != QLatin1String("hello"))
        return ProtocolError{"hello-first", QStringLiteral("the first message must be 'hello'")};
    if (auto problem = checkClientMessage(hello))
        return problem;
    const int version = hello.value("version").toInt();
    if (version != protocolVersion)
        return ProtocolError{
            "bad-version",
            QStringLiteral("this server speaks protocol version %1 and the client %2: please "
                           "update Paiju to a release that speaks protocol version %1")
                .arg(protocolVersion)
                .arg(version)};
    return std::nullopt;
}

QJsonObject wholeObservation(const QJsonObject& previous, const QJsonObject& view) {
    QJsonObject observation = view.value(QStringLiteral("observation")).toObject();
    const qsizetype from = view.value(QStringLiteral("logFrom")).toInteger();
    if (from <= 0)
        return observation;
    QJsonArray log = previous.value(QStringLiteral("log")).toArray();
    while (log.size() > from)
        log.removeLast();
    for (const QJsonValue& event : observation.value(QStringLiteral("log")).toArray())
        log.append(event);
    observation.insert(QStringLiteral("log"), log);
    return observation;
}

} // namespace paiju::protocol
