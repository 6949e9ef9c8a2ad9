#pragma once

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

} // namespace paiju::protocol
