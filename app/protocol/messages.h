#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

namespace paiju::protocol {

// Why a message was refused: a code a client can act on and a sentence a person can read.
struct ProtocolError {
    QString code;
    QString message;
    QJsonObject toJson() const; // the server's {"type": "error", …} message
    bool operator==(const ProtocolError&) const = default;
};

// Checks a message from a client against docs/protocol.md: a known type and its fields of the
// right kinds and ranges. nullopt when it is well formed. It is decodeClientRequest
// (client_requests.h) without the typed request.
std::optional<ProtocolError> checkClientMessage(const QJsonObject& message);

// The whole observation of a `view` message: its `log` holds the events from `logFrom` on, and
// those before come from the observation of the view before it (`previous`). A client that
// missed a view (a gap in `seq`) gets the whole log again only when it reconnects.
QJsonObject wholeObservation(const QJsonObject& previous, const QJsonObject& view);

// Whether a value may be a request's `id`: a string of at most 64 characters or a whole number
// that fits 32 bits. A message with any other `id` is refused, and no answer echoes it.
bool isRequestId(const QJsonValue& id);

// The longest password a table takes, in characters (Unicode code points).
constexpr int maxPassword = 128;

// The number of characters (Unicode code points) of a text with no lone surrogate.
int characters(const QString& text);

// A name or chat line as the server relays it: control characters and the invisible marks that
// reorder text (bidi controls) taken out, line breaks and tabs made spaces, blanks trimmed at
// both ends, and then cut to `limit` characters (code points: a pair of surrogates is never
// split).
QString plainText(const QString& text, int limit);

// The answer to `hello`: nullopt when the client speaks this protocol version (decodeHello,
// client_requests.h, without the typed request).
std::optional<ProtocolError> checkHello(const QJsonObject& hello);

} // namespace paiju::protocol
