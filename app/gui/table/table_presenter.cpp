#include "table/table_presenter.h"

#include "games/catalog.h"
#include "session/observed.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TablePresenter)
};

} // namespace

OfferedCard offeredDiscard(int seat, const QString& card) {
    return OfferedCard{seat, card, Text::tr("Discarded")};
}

namespace presenters {

QList<int> intsIn(const QJsonValue& value) {
    QList<int> out;
    for (const QJsonValue& v : value.toArray())
        out << v.toInt();
    return out;
}

int soleAwaited(const QJsonObject& obs) {
    const QList<int> waiting = session::Observed(obs).awaiting();
    return waiting.size() == 1 ? waiting.first() : -1;
}

QList<QJsonObject> eventsSince(const QJsonObject& obs, const QStringList& types) {
    QList<QJsonObject> events;
    for (const QJsonValue& v : session::Observed(obs).log()) {
        const session::ObservedEvent event(v.toObject());
        if (types.contains(event.type()))
            events.clear();
        else
            events << event.json();
    }
    return events;
}

} // namespace presenters

TableZones presentTable(const QJsonObject& obs, const QStringList& names) {
    TableZones zones;
    const session::Observed observed(obs);
    const QList<int> scores = observed.scores();
    for (int s = 0; s < observed.seatCount(); ++s) {
        SeatZone zone;
        zone.name = names.value(s).isEmpty() ? Text::tr("Seat %1").arg(s) : names[s];
        zone.cardsLeft = observed.handCount(s);
        zone.ownHand = observed.seat(s).contains("hand");
        zone.score = scores.value(s);
        zones.seats << zone;
    }
    const QString game = observed.game();
    const bool presented = gameModule(game).present(obs, zones); // its module's presenter
    if (const int seat = presenters::soleAwaited(obs);
        !presented && seat >= 0 && seat < zones.seats.size())
        zones.seats[seat].lit = true; // a game without a presenter of its own
    if (obs.contains("stockCount"))
        zones.notes.prepend(Text::tr("Stock: %n card(s)", nullptr, observed.stockCount()));
    if (observed.matchOver()) {
        for (SeatZone& zone : zones.seats)
            zone.lit = false;
        zones.window = false;
        zones.centre = Text::tr("The match is over");
    }
    return zones;
}

} // namespace paiju::gui
