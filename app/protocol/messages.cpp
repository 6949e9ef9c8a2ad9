#include "messages.h"

#include <QJsonArray>
#include <QJsonValue>
#include <cmath>
#include <limits>

namespace paiju::protocol {

namespace {

// A whole number that fits 32 bits: nothing is silently cut to fit.
bool wholeNumber(const QJsonValue& v) {
    return v.isDouble() && v.toDouble() == std::trunc(v.toDouble()) &&
           v.toDouble() >= double(std::numeric_limits<qint32>::min()) &&
           v.toDouble() <= double(std::numeric_limits<qint32>::max());
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
    return (id.isString() && characters(id.toString()) <= 64) || wholeNumber(id);
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
