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
    if (!value.isArray() && !value.isObject()) { // as cheap to write as to compare
        writeValue(out, value);
        return;
    }
    if (items && value.isArray()) {
        // An array of items is compared item by item, each against the item kept at its place.
        const QJsonArray array = value.toArray();
        kept.items.resize(std::size_t(array.size()));
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ',';
            writeShared(out, array.at(i), kept.items[std::size_t(i)], false);
        }
        out += ']';
        return;
    }
    for (const Written& written : kept.kept)
        if (!written.bytes.isEmpty() && written.value == value) {
            out += written.bytes;
            return;
        }
    const qsizetype start = out.size();
    writeValue(out, value);
    Written& replaced = kept.kept[kept.next];
    kept.next = 1 - kept.next;
    replaced.value = value;
    replaced.bytes = out.sliced(start);
}

QByteArray ObservationWriter::write(const QJsonObject& observation) {
    QByteArray out;
    out.reserve(lastSize_ + 256);
    out += '{';
    for (auto it = observation.begin(); it != observation.end(); ++it) {
        if (it != observation.begin())
            out += ',';
        const QString key = it.key();
        protocol::appendJsonString(out, key);
        out += ':';
        const QJsonValue value = it.value();
        if (value.isArray() || value.isObject())
            writeShared(out, value, fields_[key], true);
        else
            writeValue(out, value);
    }
    out += '}';
    lastSize_ = out.size();
    return out;
}

} // namespace paiju::server
