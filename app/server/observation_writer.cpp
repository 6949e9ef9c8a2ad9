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

// The fields are written into the room of those of the state before (a table's states have
// mostly the same keys, and values of about the same size): no array is made again per state.
ObservationWriter::Written& ObservationWriter::reuse(Fields& fields, std::size_t& used,
                                                     const QString& key) {
    if (used == fields.size())
        fields.emplace_back();
    Written& field = fields[used++];
    if (field.key != key || field.keyJson.isEmpty()) {
        field.key = key;
        field.keyJson.resize(0);
        writeKey(field.keyJson, key);
    }
    field.value.resize(0);
    return field;
}

void ObservationWriter::fill(Fields& fields, const QJsonObject& object) {
    std::size_t used = 0;
    for (auto it = object.begin(); it != object.end(); ++it)
        writeValue(reuse(fields, used, it.key()).value, it.value());
    fields.resize(used);
}

void ObservationWriter::keep(const std::shared_ptr<const session::SharedObservation>& shared) {
    if (kept_ == shared)
        return;
    kept_ = shared;
    const QJsonObject& fields = shared->fields;
    std::size_t used = 0, entries = 0;
    seats_ = std::size_t(fields.size());
    objectEntries_.clear();
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        const QString key = it.key();
        Written& field = reuse(fields_, used, key);
        const QJsonValue value = it.value();
        if (key != seatsKey || !value.isArray()) {
            writeValue(field.value, value);
            continue;
        }
        seats_ = used - 1;
        for (const QJsonValue& entry : value.toArray()) {
            if (entries == entries_.size()) {
                entries_.emplace_back();
                entryFields_.emplace_back();
            }
            QByteArray& bytes = entries_[entries];
            Fields& parts = entryFields_[entries];
            ++entries;
            bytes.resize(0);
            if (!entry.isObject()) {
                writeValue(bytes, entry);
                parts.clear();
                objectEntries_.push_back(false);
                continue;
            }
            objectEntries_.push_back(true);
            fill(parts, entry.toObject());
            merge(bytes, parts, {}, [&](std::size_t i) { bytes += parts[i].value; });
        }
    }
    fields_.resize(used);
    entries_.resize(entries);
    entryFields_.resize(entries);
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
