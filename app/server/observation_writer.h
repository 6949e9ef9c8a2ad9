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
// the shared part of a state (the discard pile, the melds, the other seats' entries, the scores)
// is written once, when the first view of that state comes, and kept as bytes per field and per
// seat entry; each view then writes only the viewer's own fields and entry and puts the kept
// bytes around them. Which state a shared part is of is told by its object (one per version),
// never by comparing values.
class ObservationWriter {
public:
    QByteArray write(const session::SeatView& view);
    // Writes a JSON value as compact JSON, keys in the order a QJsonObject keeps them.
    static void writeValue(QByteArray& out, const QJsonValue& value);

private:
    // A top-level field of the shared part: its key as written (`"key":`), and its value's bytes,
    // or for `seats` each entry's.
    struct Field {
        QString key;
        QByteArray head;
        QByteArray value;
        std::vector<QByteArray> entries;
        bool seats = false;
    };
    void keep(const std::shared_ptr<const session::SharedObservation>& shared);

    std::shared_ptr<const session::SharedObservation> kept_;
    std::vector<Field> fields_;
    qsizetype lastSize_ = 0; // of the last observation written: room to reserve for the next
};

} // namespace paiju::server
