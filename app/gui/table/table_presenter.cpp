#include "table/table_presenter.h"

#include "games/catalog.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TablePresenter)
};

} // namespace

namespace presenters {

QList<int> intsIn(const QJsonValue& value) {
    QList<int> out;
    for (const QJsonValue& v : value.toArray())
        out << v.toInt();
    return out;
}

int soleAwaited(const QJsonObject& obs) {
    const QList<int> waiting = intsIn(obs.value("awaiting"));
    return waiting.size() == 1 ? waiting.first() : -1;
}

QList<QJsonObject> eventsSince(const QJsonObject& obs, const QStringList& types) {
    QList<QJsonObject> events;
    for (const QJsonValue& v : obs.value("log").toArray()) {
        const QJsonObject event = v.toObject();
        if (types.contains(event.value("type").toString()))
            events.clear();
        else
            events << event;
    }
    return events;
}

} // namespace presenters

TableZones presentTable(const QJsonObject& obs, const QStringList& names) {
    TableZones zones;
    const QJsonArray seats = obs.value("seats").toArray();
    const QJsonArray scores = obs.value("scores").toArray();
    for (int s = 0; s < seats.size(); ++s) {
        const QJsonObject seat = seats[s].toObject();
        SeatZone zone;
        zone.name = names.value(s).isEmpty() ? Text::tr("Seat %1").arg(s) : names[s];
        zone.cardsLeft = seat.value("handCount").toInt();
        zone.ownHand = seat.contains("hand");
        zone.score = scores.at(s).toInt();
        zones.seats << zone;
    }
    const QString game = obs.value("game").toString();
    const bool presented = gameModule(game).present(obs, zones); // its module's presenter
    if (const int seat = presenters::soleAwaited(obs);
        !presented && seat >= 0 && seat < zones.seats.size())
        zones.seats[seat].lit = true; // a game without a presenter of its own
    if (obs.contains("stockCount"))
        zones.notes.prepend(
            Text::tr("Stock: %n card(s)", nullptr, obs.value("stockCount").toInt()));
    if (obs.value("phase").toString() == QLatin1String("match-over")) {
        for (SeatZone& zone : zones.seats)
            zone.lit = false;
        zones.window = false;
        zones.centre = Text::tr("The match is over");
    }
    return zones;
}

} // namespace paiju::gui
