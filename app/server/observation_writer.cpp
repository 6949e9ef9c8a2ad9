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

void ObservationWriter::keep(const std::shared_ptr<const session::SharedObservation>& shared) {
    if (kept_ == shared)
        return;
    kept_ = shared;
    fields_.clear();
    const QJsonObject& fields = shared->fields;
    fields_.reserve(std::size_t(fields.size()));
    for (auto it = fields.begin(); it != fields.end(); ++it) {
        Field field;
        field.key = it.key();
        writeKey(field.head, field.key);
        const QJsonValue value = it.value();
        if (field.key == seatsKey && value.isArray()) {
            field.seats = true;
            const QJsonArray entries = value.toArray();
            field.entries.reserve(std::size_t(entries.size()));
            for (const QJsonValue& entry : entries) {
                field.entries.emplace_back();
                writeValue(field.entries.back(), entry);
            }
        } else {
            writeValue(field.value, value);
        }
        fields_.push_back(std::move(field));
    }
}

QByteArray ObservationWriter::write(const session::SeatView& view) {
    QByteArray out;
    out.reserve(lastSize_ + 64);
    if (!view.shared) {
        writeValue(out, view.observation);
        lastSize_ = out.size();
        return out;
    }
    keep(view.shared);
    out += '{';
    // The shared fields and the viewer's own, both in key order, merged: an own field replaces
    // a shared one of the same name, and the viewer's own entry its shared one.
    const QJsonObject& own = view.own.fields;
    auto mine = own.begin();
    bool first = true;
    const auto separate = [&] {
        if (!first)
            out += ',';
        first = false;
    };
    const auto writeOwnUpTo = [&](const QString* key) {
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
    for (const Field& field : fields_) {
        if (writeOwnUpTo(&field.key))
            continue; // replaced by the viewer's own, written next
        separate();
        out += field.head;
        if (!field.seats) {
            out += field.value;
            continue;
        }
        out += '[';
        for (std::size_t i = 0; i < field.entries.size(); ++i) {
            if (i > 0)
                out += ',';
            if (int(i) == view.seat && !view.own.seat.isEmpty())
                writeValue(out, view.own.seat);
            else
                out += field.entries[i];
        }
        out += ']';
    }
    writeOwnUpTo(nullptr);
    out += '}';
    lastSize_ = out.size();
    return out;
}

} // namespace paiju::server
