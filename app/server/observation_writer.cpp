#include "observation_writer.h"

#include "protocol/frame_codec.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <cmath>

namespace paiju::server {

namespace {

const QString seatsKey = QStringLiteral("seats");

void writeKey(QByteArray& out, const QString& key) {
    protocol::appendJsonString(out, key);
    out += ':';
}

} // namespace

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
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        out += '[';
        bool first = true;
        for (const QJsonValue& item : array) {
            if (!first)
                out += ',';
            first = false;
            writeValue(out, item);
        }
        out += ']';
        break;
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        out += '{';
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (it != object.begin())
                out += ',';
            writeKey(out, it.key());
            writeValue(out, it.value());
        }
        out += '}';
        break;
    }
    }
}

ObservationWriter::Fields ObservationWriter::fieldsOf(const QJsonObject& object) {
    Fields fields;
    fields.reserve(std::size_t(object.size()));
    for (auto it = object.begin(); it != object.end(); ++it) {
        Written& field = fields.emplace_back();
        field.key = it.key();
        writeKey(field.keyJson, field.key);
        writeValue(field.value, it.value());
    }
    return fields;
}

void ObservationWriter::keep(const std::shared_ptr<const session::SharedObservation>& shared) {
    if (kept_ == shared)
        return;
    kept_ = shared;
    const QJsonObject& fields = shared->fields;
    fields_.clear();
    fields_.reserve(std::size_t(fields.size()));
    seats_ = std::size_t(fields.size());
    entries_.clear();
    entryFields_.clear();
    objectEntries_.clear();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        Written& field = fields_.emplace_back();
        field.key = it.key();
        writeKey(field.keyJson, field.key);
        const QJsonValue value = it.value();
        if (field.key != seatsKey || !value.isArray()) {
            writeValue(field.value, value);
            continue;
        }
        seats_ = fields_.size() - 1;
        for (const QJsonValue& entry : value.toArray()) {
            QByteArray& bytes = entries_.emplace_back();
            if (!entry.isObject()) {
                writeValue(bytes, entry);
                entryFields_.emplace_back();
                objectEntries_.push_back(false);
                continue;
            }
            objectEntries_.push_back(true);
            const Fields& parts = entryFields_.emplace_back(fieldsOf(entry.toObject()));
            merge(bytes, parts, {}, [&](std::size_t i) { bytes += parts[i].value; });
        }
    }
}

template <class Value>
void ObservationWriter::merge(QByteArray& out, const Fields& shared, const QJsonObject& own,
                              Value value) {
    out += '{';
    auto mine = own.begin();
    bool first = true;
    const auto separate = [&] {
        if (!first)
            out += ',';
        first = false;
    };
    // Writes the own fields before `key` (all that are left without one); whether the next is
    // `key` itself, which replaces the shared field.
    const auto ownUpTo = [&](const QString* key) {
        for (; mine != own.end(); ++mine) {
            const QString ownKey = mine.key();
            if (key && !(ownKey < *key))
                return ownKey == *key;
            separate();
            writeKey(out, ownKey);
            writeValue(out, mine.value());
        }
        return false;
    };
    for (std::size_t i = 0; i < shared.size(); ++i) {
        if (ownUpTo(&shared[i].key))
            continue;
        separate();
        out += shared[i].keyJson;
        value(i);
    }
    ownUpTo(nullptr);
    out += '}';
}

QByteArray ObservationWriter::write(const session::SeatView& view) {
    QByteArray out;
    write(out, view);
    return out;
}

void ObservationWriter::write(QByteArray& out, const session::SeatView& view) {
    const qsizetype from = out.size();
    if (out.capacity() < from + lastSize_ + 64)
        out.reserve(from + lastSize_ + 64);
    if (!view.shared) {
        writeValue(out, view.observation);
        lastSize_ = out.size() - from;
        return;
    }
    keep(view.shared);
    const bool ownEntry = view.seat >= 0 && std::size_t(view.seat) < entries_.size() &&
                          !view.own.seat.isEmpty() && objectEntries_[std::size_t(view.seat)];
    merge(out, fields_, view.own.fields, [&](std::size_t i) {
        if (i != seats_) {
            out += fields_[i].value;
            return;
        }
        out += '[';
        for (std::size_t s = 0; s < entries_.size(); ++s) {
            if (s > 0)
                out += ',';
            if (ownEntry && int(s) == view.seat)
                merge(out, entryFields_[s], view.own.seat,
                      [&](std::size_t f) { out += entryFields_[s][f].value; });
            else
                out += entries_[s];
        }
        out += ']';
    });
    lastSize_ = out.size() - from;
}

} // namespace paiju::server
