#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QLatin1StringView>
#include <QStringView>
#include <string>
#include <string_view>
#include <vector>

namespace paiju::json {

// Appends `text` as a JSON string, quoted and escaped: the bytes QJsonDocument writes for it.
void appendString(QByteArray& out, QStringView text);
// The same for UTF-8 text (a card token, an action, an event's line).
void appendString(QByteArray& out, std::string_view utf8);
void appendString(std::string& out, std::string_view utf8);

// The object written as `bytes` (an empty one when they are not an object).
QJsonObject readObject(std::string_view bytes);

// Where each field of an object was written, for a reader that puts its own fields among them
// without reading the JSON again: the server writes each viewer's fields between those every
// viewer sees alike (docs/observations.md).
struct WrittenField {
    QLatin1StringView key; // a literal: fields are recorded only with keys that outlive them
    qsizetype from = 0;    // the value's bytes, [from, to)
    qsizetype to = 0;
};

// An observation's shared part written as bytes (GameInfo::writeShared): the whole object, its
// top-level fields, and the fields of each entry of its `seats`, in the order written.
struct WrittenShared {
    std::string bytes;
    std::vector<WrittenField> fields;
    struct Entry {
        qsizetype from = 0; // the entry's bytes, braces included
        qsizetype to = 0;
        std::vector<WrittenField> fields;
    };
    std::vector<Entry> seats;
};

// A viewer's own part written as bytes (GameInfo::writeOwn): two objects back to back, the
// viewer's top-level fields and then those of its own entry of `seats` (empty when it has no
// seat), with where each field was written.
struct WrittenOwn {
    std::string bytes;
    std::vector<WrittenField> fields;
    std::vector<WrittenField> seat;
    qsizetype seatFrom = 0; // where the second object starts
};

// Compact JSON written straight to bytes, with no QJsonObject between: the bytes
// QJsonDocument::toJson(Compact) gives for the same value, provided each object's keys come in
// the order a QJsonObject keeps them, sorted (tst_observation_views reads every game's bytes back
// and compares them with what QJsonDocument writes).
class ByteWriter {
public:
    explicit ByteWriter(std::string& out);
    // Records the top-level fields and the entries of `seats` in `shared` as they are written.
    explicit ByteWriter(WrittenShared& shared);
    // Records the fields of the two objects written next in `own`: the viewer's top-level ones,
    // and once that object ends, those of its own entry.
    explicit ByteWriter(WrittenOwn& own);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    void key(QLatin1StringView key);

    void boolean(bool value);
    void integer(qint64 value);
    void string(std::string_view utf8);
    // An array of whole numbers from any list of them (a vector, the seats awaited, an event's
    // values).
    template <class Ints> void ints(const Ints& values) {
        beginArray();
        for (int v : values)
            integer(v);
        endArray();
    }
    void strings(const std::vector<std::string>& values);

    // key() and then the value.
    template <class T> void field(QLatin1StringView name, const T& value) {
        key(name);
        write(value);
    }

private:
    void write(bool value) { boolean(value); }
    void write(int value) { integer(value); }
    void write(qint64 value) { integer(value); }
    void write(const char* ascii) { string(std::string_view(ascii)); }
    void write(std::string_view ascii) { string(ascii); }
    void write(const std::string& ascii) { string(std::string_view(ascii)); }
    void write(const std::vector<int>& values) { ints(values); }
    void write(const std::vector<std::string>& values) { strings(values); }

    void beforeValue(); // a comma between the items of an array
    struct Open {
        bool object = false;
        int items = 0;
    };
    std::string& out_;
    std::vector<WrittenField>* fields_ = nullptr;
    std::vector<WrittenShared::Entry>* seats_ = nullptr;
    WrittenOwn* own_ = nullptr; // recording a viewer's own part
    std::vector<Open> open_;
    bool inSeats_ = false; // the top-level field being written is `seats`
};

} // namespace paiju::json
