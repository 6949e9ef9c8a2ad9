#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <vector>

namespace paiju::server {

// Writes the observations of one table's seats as JSON, sharing what they have alike: most of a
// view is public (the discard pile, the melds, the scores), and the same for every seat and from
// one action to the next. Each top-level field, and each item of a top-level array (a seat's
// entry), is kept with its bytes; a field equal to the one kept is not written again. So the
// public part of a view is written once per action, whichever seat it goes to, and only what
// tells the seats apart (its own hand, its legal actions) is written per seat. The bytes parse to
// the observation given.
class ObservationWriter {
public:
    QByteArray write(const QJsonObject& observation);

private:
    struct Written {
        QJsonValue value;
        QByteArray bytes;
    };
    // The last two values written at one place: a seat's entry is written for its own view (with
    // its hand) and for everybody else's (without), and both come back from action to action.
    struct Part {
        Written kept[2];
        int next = 0;            // the one replaced next
        std::vector<Part> items; // of an array, each item kept as a part of its own
    };
    static void writeValue(QByteArray& out, const QJsonValue& value);
    static void writeShared(QByteArray& out, const QJsonValue& value, Part& kept, bool items);

    QHash<QString, Part> fields_;
    qsizetype lastSize_ = 0; // of the last observation written: room to reserve for the next
};

} // namespace paiju::server
