#pragma once

#include "messages.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <cmath>
#include <limits>
#include <optional>

namespace paiju::protocol {

// Reads the fields of one message (or of an object inside one), keeping the first problem: each
// getter gives a harmless value once a field is wrong, and problem() is empty when all were right.
// The decoders of server messages share it (server_messages.cpp, rating_messages.cpp).
class Fields {
public:
    Fields(const QJsonObject& object, QString where) : o_(object), where_(std::move(where)) {}

    QString string(const char* key) {
        const QJsonValue v = value(key);
        if (v.isUndefined())
            return {};
        if (!v.isString())
            wrong(key, "a string");
        return v.toString();
    }
    qint64 integer(const char* key, std::optional<qint64> fallback = std::nullopt) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() && fallback)
            return *fallback;
        if (!isInteger(v)) {
            if (v.isUndefined())
                missing(key);
            else
                wrong(key, "a whole number");
            return 0;
        }
        return v.toInteger();
    }
    double real(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isUndefined() && (!v.isDouble() || !std::isfinite(v.toDouble())))
            wrong(key, "a number");
        return v.toDouble();
    }
    // A number that may be missing or null: nullopt then.
    std::optional<double> optionalReal(const char* key) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        return real(key);
    }
    bool boolean(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isUndefined() && !v.isBool())
            wrong(key, "true or false");
        return v.toBool();
    }
    QJsonObject object(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isUndefined() && !v.isObject())
            wrong(key, "an object");
        return v.toObject();
    }
    QJsonArray array(const char* key) {
        const QJsonValue v = value(key);
        if (!v.isUndefined() && !v.isArray())
            wrong(key, "an array");
        return v.toArray();
    }
    QStringList stringList(const char* key) {
        QStringList out;
        for (const QJsonValue& v : array(key)) {
            if (!v.isString()) {
                wrong(key, "an array of strings");
                return {};
            }
            out << v.toString();
        }
        return out;
    }
    QList<int> integerList(const char* key) {
        QList<int> out;
        for (const QJsonValue& v : array(key)) {
            if (!isInteger(v) || v.toDouble() < std::numeric_limits<int>::min() ||
                v.toDouble() > std::numeric_limits<int>::max()) {
                wrong(key, "an array of whole numbers");
                return {};
            }
            out << v.toInt();
        }
        return out;
    }
    QList<QJsonObject> objectList(const char* key) {
        QList<QJsonObject> out;
        for (const QJsonValue& v : array(key)) {
            if (!v.isObject()) {
                wrong(key, "an array of objects");
                return {};
            }
            out << v.toObject();
        }
        return out;
    }
    bool has(const char* key) const { return o_.contains(QLatin1String(key)); }
    void fail(const QString& problem) {
        if (problem_.isEmpty())
            problem_ = problem;
    }
    const QString& problem() const { return problem_; }
    const QString& where() const { return where_; }

private:
    static bool isInteger(const QJsonValue& v) {
        return v.isDouble() && std::isfinite(v.toDouble()) &&
               v.toDouble() == std::trunc(v.toDouble()) && std::abs(v.toDouble()) <= 9.0e15;
    }
    QJsonValue value(const char* key) {
        const QJsonValue v = o_.value(QLatin1String(key));
        if (v.isUndefined())
            missing(key);
        return v;
    }
    void missing(const char* key) { fail(QStringLiteral("'%1' needs '%2'").arg(where_, key)); }
    void wrong(const char* key, const char* kind) {
        fail(QStringLiteral("'%1.%2' must be %3").arg(where_, key, kind));
    }

    const QJsonObject& o_;
    QString where_;
    QString problem_;
};

// Reads the fields of a client's request in the order asked, keeping the first refusal with the
// sentence the protocol gives it (`'join' needs 'seat'`); a field read after it gives its
// default. The decoders of requests share it (client_requests.cpp, account_messages.cpp).
class RequestFields {
public:
    RequestFields(const QJsonObject& message, QString type) : m_(message), type_(std::move(type)) {}

    QString string(const char* key, bool required, int maxCharacters = 0) {
        const QJsonValue probe = m_.value(QLatin1String(key));
        const QJsonValue v = present(key, required, probe.isString(), "a string");
        if (!v.isString())
            return {};
        if (maxCharacters > 0 && characters(v.toString()) > maxCharacters) {
            fail(QStringLiteral("'%1.%2' is longer than %3 characters")
                     .arg(type_, key)
                     .arg(maxCharacters));
            return {};
        }
        return v.toString();
    }
    std::optional<QString> optionalString(const char* key, int maxCharacters = 0) {
        if (!m_.contains(QLatin1String(key)))
            return std::nullopt;
        return string(key, false, maxCharacters);
    }
    // A whole number that fits 32 bits: nothing is silently cut to fit.
    std::optional<int> integer(const char* key, bool required) {
        const QJsonValue probe = m_.value(QLatin1String(key));
        const bool whole = probe.isDouble() && probe.toDouble() == std::trunc(probe.toDouble()) &&
                           probe.toDouble() >= double(std::numeric_limits<qint32>::min()) &&
                           probe.toDouble() <= double(std::numeric_limits<qint32>::max());
        const QJsonValue v =
            present(key, required, whole, "a whole number from -2147483648 to 2147483647");
        if (!whole)
            return std::nullopt;
        return int(v.toDouble());
    }
    QJsonObject object(const char* key, bool required) {
        const QJsonValue probe = m_.value(QLatin1String(key));
        return present(key, required, probe.isObject(), "an object").toObject();
    }
    bool boolean(const char* key, bool fallback) {
        const QJsonValue probe = m_.value(QLatin1String(key));
        const QJsonValue v = present(key, false, probe.isBool(), "true or false");
        return v.isBool() ? v.toBool() : fallback;
    }
    void fail(const QString& message, const char* code = "bad-field") {
        if (!problem_)
            problem_ = ProtocolError{QString::fromLatin1(code), message};
    }
    const std::optional<ProtocolError>& problem() const { return problem_; }

private:
    // The field's value when present and of its kind; undefined otherwise, with the refusal.
    QJsonValue present(const char* key, bool required, bool fits, const char* kind) {
        const QJsonValue v = m_.value(QLatin1String(key));
        if (v.isUndefined()) {
            if (required)
                fail(QStringLiteral("'%1' needs '%2'").arg(type_, key));
            return v;
        }
        if (!fits) {
            fail(QStringLiteral("'%1.%2' must be %3").arg(type_, key, kind));
            return QJsonValue(QJsonValue::Undefined);
        }
        return v;
    }

    const QJsonObject& m_;
    QString type_;
    std::optional<ProtocolError> problem_;
};

} // namespace paiju::protocol
