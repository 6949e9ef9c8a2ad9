#include "observation_writer.h"

#include "io/json_bytes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <cmath>

namespace paiju::server {

namespace {

const QString seatsKey = QStringLiteral("seats");

void writeKey(QByteArray& out, const QString& key) {
    json::appendString(out, key);
    out += ':';
}

} // namespace

// The viewer's own fields of an object, read in key order: from the object the game built...
class ObservationWriter::ObjectFields {
public:
    explicit ObjectFields(const QJsonObject& object) : at_(object.begin()), end_(object.end()) {
        read();
    }
    bool done() const { return at_ == end_; }
    const QString& key() const { return key_; }
    void write(QByteArray& out) const {
        writeKey(out, key_);
        writeValue(out, at_.value());
    }
    void next() {
        ++at_;
        read();
    }
    bool empty() const { return done(); }

private:
    void read() {
        if (!done())
            key_ = at_.key();
    }
    QJsonObject::const_iterator at_, end_;
    QString key_;
};

// ...or from the bytes it wrote, copied as they are.
class ObservationWriter::WrittenFields {
public:
    WrittenFields(const std::string& bytes, const std::vector<json::WrittenField>& fields)
        : bytes_(bytes.data()), fields_(fields) {}
    bool done() const { return at_ == fields_.size(); }
    QLatin1StringView key() const { return fields_[at_].key; }
    void write(QByteArray& out) const {
        const json::WrittenField& field = fields_[at_];
        json::appendString(out, std::string_view(field.key.data(), std::size_t(field.key.size())));
        out += ':';
        out.append(bytes_ + field.from, field.to - field.from);
    }
    void next() { ++at_; }
    bool empty() const { return fields_.empty(); }

private:
    const char* bytes_;
    const std::vector<json::WrittenField>& fields_;
    std::size_t at_ = 0;
};

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
        json::appendString(out, value.toString());
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
template <class Key>
ObservationWriter::Written& ObservationWriter::reuse(Fields& fields, std::size_t& used,
                                                     const Key& key) {
    if (used == fields.size())
        fields.emplace_back();
    Written& field = fields[used++];
    if (field.key != key || field.keyJson.isEmpty()) {
        field.key = key;
        field.keyJson.resize(0);
        writeKey(field.keyJson, field.key);
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
    if (shared->written) {
        keepWritten(*shared->written);
        return;
    }
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
            merge(bytes, parts, ObjectFields(QJsonObject()),
                  [&](std::size_t i) { bytes += parts[i].value; });
        }
    }
    fields_.resize(used);
    entries_.resize(entries);
    entryFields_.resize(entries);
}

void ObservationWriter::keepWritten(const json::WrittenShared& written) {
    const char* bytes = written.bytes.data();
    const auto copy = [bytes](const std::vector<json::WrittenField>& from, Fields& to) {
        std::size_t used = 0;
        for (const json::WrittenField& field : from)
            reuse(to, used, field.key).value.append(bytes + field.from, field.to - field.from);
        to.resize(used);
    };
    copy(written.fields, fields_);
    seats_ = fields_.size();
    for (std::size_t i = 0; i < written.fields.size(); ++i)
        if (written.fields[i].key == seatsKey && bytes[written.fields[i].from] == '[')
            seats_ = i;
    const std::size_t entries = written.seats.size();
    entries_.resize(entries);
    entryFields_.resize(entries);
    objectEntries_.assign(entries, true); // a written entry is always an object
    for (std::size_t i = 0; i < entries; ++i) {
        const auto& entry = written.seats[i];
        entries_[i].resize(0);
        entries_[i].append(bytes + entry.from, entry.to - entry.from);
        copy(entry.fields, entryFields_[i]);
    }
}

template <class Own, class Value>
void ObservationWriter::merge(QByteArray& out, const Fields& shared, Own own, Value value) {
    out += '{';
    bool first = true;
    const auto separate = [&] {
        if (!first)
            out += ',';
        first = false;
    };
    // Writes the own fields before `key` (all that are left without one); whether the next is
    // `key` itself, which replaces the shared field.
    const auto ownUpTo = [&](const QString* key) {
        for (; !own.done(); own.next()) {
            if (key && !(own.key() < *key))
                return own.key() == *key;
            separate();
            own.write(out);
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
    if (const auto& written = view.own.written)
        writeParts(out, view.seat, WrittenFields(written->bytes, written->fields),
                   WrittenFields(written->bytes, written->seat));
    else
        writeParts(out, view.seat, ObjectFields(view.own.fields), ObjectFields(view.own.seat));
    lastSize_ = out.size() - from;
}

template <class Own>
void ObservationWriter::writeParts(QByteArray& out, int seat, Own fields, Own seatFields) {
    const bool ownEntry = seat >= 0 && std::size_t(seat) < entries_.size() && !seatFields.empty() &&
                          objectEntries_[std::size_t(seat)];
    merge(out, fields_, fields, [&](std::size_t i) {
        if (i != seats_) {
            out += fields_[i].value;
            return;
        }
        out += '[';
        for (std::size_t s = 0; s < entries_.size(); ++s) {
            if (s > 0)
                out += ',';
            if (ownEntry && int(s) == seat)
                merge(out, entryFields_[s], seatFields,
                      [&](std::size_t f) { out += entryFields_[s][f].value; });
            else
                out += entries_[s];
        }
        out += ']';
    });
}

} // namespace paiju::server
