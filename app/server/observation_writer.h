#pragma once

#include "session/seat_agent.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <memory>
#include <vector>

namespace paiju::server {

// Writes the observations of one table's seats and spectators as compact JSON, the same bytes
// QJsonDocument writes. A view in parts (SeatView::shared, SeatView::own) has most of it shared:
// the shared part of a state (the discard pile, the melds, the seats' entries, the scores) is
// written once, when the first view of that state comes, and kept as bytes per field and per
// field of each seat entry; each view then writes only the viewer's own fields (its legal
// actions, its hand) and puts the kept bytes around them. Which state a shared part is of is told
// by its object (one per version), never by comparing values.
class ObservationWriter {
public:
    QByteArray write(const session::SeatView& view);
    // The same, appended to `out`: a caller that keeps its buffer from view to view allocates it
    // once, not once per view.
    void write(QByteArray& out, const session::SeatView& view);
    // Writes a JSON value as compact JSON, keys in the order a QJsonObject keeps them.
    static void writeValue(QByteArray& out, const QJsonValue& value);

private:
    // A field of the shared part kept as bytes: its key and its value.
    struct Written {
        QString key;
        QByteArray keyJson; // the key written, quoted, with its colon: written once, not per view
        QByteArray value;
    };
    using Fields = std::vector<Written>; // in key order
    // The viewer's own fields in key order, from an object or from bytes a game wrote.
    class ObjectFields;
    class WrittenFields;
    // The shared fields of an object, and those of the viewer's own, written in key order; an own
    // field replaces a shared one of the same name. `value(i)` writes shared field i's value.
    template <class Own, class Value>
    static void merge(QByteArray& out, const Fields& shared, Own own, Value value);
    // The kept shared part with the viewer's own fields and those of its own entry put in.
    template <class Own> void writeParts(QByteArray& out, int seat, Own fields, Own seatFields);
    // The next field of `fields` past the `used` ones, for `key`, its value emptied.
    template <class Key> static Written& reuse(Fields& fields, std::size_t& used, const Key& key);
    static void fill(Fields& fields, const QJsonObject& object); // writes its fields
    void keep(const std::shared_ptr<const session::SharedObservation>& shared);
    // The same from a part the game wrote as bytes: its fields' bytes are copied, not written.
    void keepWritten(const json::WrittenShared& written);

    std::shared_ptr<const session::SharedObservation> kept_;
    Fields fields_;
    std::size_t seats_ = 0;           // the place of `seats` in fields_; past its end: none
    std::vector<QByteArray> entries_; // of `seats`, each written whole
    std::vector<Fields> entryFields_; // and field by field
    std::vector<bool> objectEntries_; // which of them are objects
    qsizetype lastSize_ = 0; // of the last observation written: room to reserve for the next
};

} // namespace paiju::server
