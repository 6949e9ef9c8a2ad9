#include "messages.h"

#include "frame_codec.h"

#include <QJsonArray>
#include <QJsonValue>
#include <cmath>
#include <limits>

namespace paiju::protocol {

namespace {

enum class Kind { String, Integer, Object, Boolean };

struct Field {
    const char* name;
    Kind kind;
    bool required;
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
      {"password", Kind::String, false},
      {"spectators", Kind::Boolean, false},
      {"turnSeconds", Kind::Integer, false},
      {"windowMs", Kind::Integer, false},
      {"handEndMs", Kind::Integer, false}}},
    {"join",
     {{"table", Kind::String, true},
      {"seat", Kind::Integer, true},
      {"name", Kind::String, false},
      {"password", Kind::String, false}}},
    {"leave", {{"table", Kind::String, true}}},
    {"spectate", {{"table", Kind::String, true}, {"password", Kind::String, false}}},
    {"add-bot",
     {{"table", Kind::String, true},
      {"seat", Kind::Integer, true},
      {"level", Kind::String, false}}},
    {"remove-bot", {{"table", Kind::String, true}, {"seat", Kind::Integer, true}}},
    {"start", {{"table", Kind::String, true}}},
    {"act", {{"table", Kind::String, true}, {"action", Kind::String, true}}},
    {"chat", {{"table", Kind::String, true}, {"text", Kind::String, true}}},
    {"back", {{"table", Kind::String, true}}},
    {"reconnect", {{"token", Kind::String, true}}},
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

} // namespace

QJsonObject ProtocolError::toJson() const {
    return QJsonObject{{"type", "error"}, {"code", code}, {"message", message}};
}

std::optional<ProtocolError> checkClientMessage(const QJsonObject& message) {
    const QJsonValue type = message.value("type");
    if (!type.isString())
        return ProtocolError{"bad-field", QStringLiteral("a message needs a string 'type'")};
    // Any request may carry an id, which its answer echoes.
    if (const QJsonValue id = message.value("id"); !id.isUndefined() &&
                                                   !(id.isString() && id.toString().size() <= 64) &&
                                                   !fits(id, Kind::Integer))
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
            QStringLiteral("this server speaks protocol version %1 and the client %2; please "
                           "use a Paiju release with protocol version %1")
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
