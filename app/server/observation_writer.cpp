#include "observation_writer.h"

#include "protocol/frame_codec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <cmath>

namespace paiju::server {

void ObservationWriter::writeValue(QByteArray& out, const QJsonValue& value) {
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::isfinite(d) && d == std::trunc(d) && std::abs(d) < 9.0e15)
            out += QByteArray::number(qint64(d));
        else if (std::isfinite(d))
            out += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
        else
            out += "null";
        break;
    }
    case QJsonValue::String:
        protocol::appendJsonString(out, value.toString());
        break;
    case QJsonValue::Array:
        out += QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
        break;
    case QJsonValue::Object:
        out += QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
        break;
    }
}

void ObservationWriter::writeShared(QByteArray& out, const QJsonValue& value, Part& kept,
                                    bool items) {
    // An array of items is compared item by item, each against the item kept at its place.
    const bool byItem = items && value.isArray();
    if (!byItem && !kept.bytes.isEmpty() && kept.value == value) {
        out += kept.bytes;
        return;
    }
    QByteArray bytes;
    if (byItem) {
        const QJsonArray array = value.toArray();
        kept.items.resize(std::size_t(array.size()));
        bytes += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                bytes += ',';
            writeShared(bytes, array.at(i), kept.items[std::size_t(i)], false);
        }
        bytes += ']';
    } else {
        writeValue(bytes, value);
        kept.items.clear();
    }
    out += bytes;
    kept.value = value;
    kept.bytes = std::move(bytes);
}

QByteArray ObservationWriter::write(const QJsonObject& observation) {
    QByteArray out;
    out.reserve(1024);
    out += '{';
    bool first = true;
    for (auto it = observation.begin(); it != observation.end(); ++it) {
        if (!first)
            out += ',';
        first = false;
        protocol::appendJsonString(out, it.key());
        out += ':';
        writeShared(out, it.value(), fields_[it.key()], true);
    }
    out += '}';
    return out;
}

} // namespace paiju::server
