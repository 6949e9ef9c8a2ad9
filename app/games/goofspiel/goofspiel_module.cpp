#include "games/goofspiel/goofspiel_module.h"

#include "session/observed.h"
#include "table/table_presenter.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui {

bool GoofspielModule::present(const QJsonObject& obs, TableZones& zones) const {
    const session::Observed observed(obs);
    for (int s = 0; s < zones.seats.size(); ++s) {
        const QJsonObject seat = observed.seat(s);
        SeatZone& zone = zones.seats[s];
        QStringList won;
        for (const QJsonValue& card : seat.value("won").toArray())
            won << card.toString();
        if (!won.isEmpty())
            zone.melds << won;
        zone.hasCounter = true;
        zone.counter = seat.value("handPoints").toInt();
        zone.counterText = QString::number(zone.counter);
        if (seat.value("hasBid").toBool()) // a bid lies face down until every seat has bid
            zone.play.cards = QStringList{QString()};
    }
    // The prize every seat bids for at once: in the middle, no plate lit.
    if (const QString prize = obs.value("prize").toString(); !prize.isEmpty()) {
        zones.centre = prize;
        zones.window = true;
    }
    return true;
}

const OptionWords* GoofspielModule::option(const QString& key) const {
    static const OptionWords hands{"hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
                                   QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands in a match.")};
    return key == QLatin1String(hands.key) ? &hands : nullptr;
}

} // namespace paiju::gui
