#include "session/observed.h"

namespace paiju::session {

namespace {

QStringList strings(const QJsonValue& value) {
    QStringList out;
    for (const QJsonValue& v : value.toArray())
        out << v.toString();
    return out;
}

QList<int> ints(const QJsonValue& value) {
    QList<int> out;
    for (const QJsonValue& v : value.toArray())
        out << v.toInt();
    return out;
}

} // namespace

QString ObservedEvent::type() const {
    return e_.value(QLatin1String("type")).toString();
}

int ObservedEvent::seat() const {
    return e_.value(QLatin1String("seat")).toInt(-1);
}

QString ObservedEvent::text() const {
    return e_.value(QLatin1String("text")).toString();
}

int ObservedEvent::value(int i, int otherwise) const {
    const QJsonArray v = values();
    return i >= 0 && i < v.size() ? v.at(i).toInt(otherwise) : otherwise;
}

QJsonArray ObservedEvent::values() const {
    return e_.value(QLatin1String("values")).toArray();
}

QString Observed::game() const {
    return o_.value(QLatin1String("game")).toString();
}

int Observed::viewer() const {
    return o_.value(QLatin1String("viewer")).toInt(-1);
}

QString Observed::phase() const {
    return o_.value(QLatin1String("phase")).toString();
}

bool Observed::matchOver() const {
    return phase() == QLatin1String("match-over");
}

QJsonArray Observed::seats() const {
    return o_.value(QLatin1String("seats")).toArray();
}

int Observed::seatCount() const {
    return int(seats().size());
}

QJsonObject Observed::seat(int s) const {
    return seats().at(s).toObject(); // out of range: Undefined, so an empty object
}

QStringList Observed::hand(int s) const {
    return strings(seat(s).value(QLatin1String("hand")));
}

int Observed::handCount(int s) const {
    return seat(s).value(QLatin1String("handCount")).toInt();
}

QList<int> Observed::scores() const {
    return ints(o_.value(QLatin1String("scores")));
}

QList<int> Observed::awaiting() const {
    return ints(o_.value(QLatin1String("awaiting")));
}

QStringList Observed::legal() const {
    return strings(o_.value(QLatin1String("legal")));
}

QJsonArray Observed::log() const {
    return o_.value(QLatin1String("log")).toArray();
}

int Observed::logSize() const {
    return int(log().size());
}

ObservedEvent Observed::event(int i) const {
    const QJsonArray events = log();
    return i >= 0 && i < events.size() ? ObservedEvent(events.at(i).toObject()) : ObservedEvent();
}

ObservedEvent Observed::lastEvent() const {
    return event(logSize() - 1);
}

QString Observed::handKey() const {
    return o_.value(QLatin1String("hand")).toVariant().toString() + QLatin1Char('/') +
           o_.value(QLatin1String("round")).toVariant().toString();
}

int Observed::handNumber() const {
    return o_.value(QLatin1String("hand")).toInt(o_.value(QLatin1String("round")).toInt(-1));
}

QString Observed::cardInPlay() const {
    const QJsonValue current = o_.value(QLatin1String("current"));
    if (current.isObject())
        return current.toObject().value(QLatin1String("card")).toString();
    return o_.value(QLatin1String("card")).toString();
}

int Observed::stockCount() const {
    return o_.value(QLatin1String("stockCount")).toInt();
}

bool Observed::mayGive() const {
    return o_.value(QLatin1String("mayGive")).toBool();
}

} // namespace paiju::session
