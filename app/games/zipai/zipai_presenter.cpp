// Hechi zipai: the card in question in front of the seat it was flipped for or discarded by, each
// seat's melds (face-down 扫 as backs) with their 油, its row of discards and flips, the dealer.
#include "games/zipai/zipai_module.h"
#include "session/observed.h"
#include "table/table_presenter.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui::presenters {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TablePresenter)
};

QString meldCaption(const QString& type) {
    if (type == QLatin1String("peng"))
        return Text::tr("Pong (碰)");
    if (type == QLatin1String("chi"))
        return Text::tr("Chow (吃)");
    if (type == QLatin1String("sao") || type == QLatin1String("guosao") ||
        type == QLatin1String("saochuan"))
        return Text::tr("Sweep (扫)");
    if (type == QLatin1String("kaizhao"))
        return Text::tr("Open (开招)");
    return {};
}

} // namespace

void zipai(const QJsonObject& obs, TableZones& zones) {
    const session::Observed observed(obs);
    const int n = int(zones.seats.size());
    if (const int dealer = obs.value("dealer").toInt(-1); dealer >= 0 && dealer < n)
        zones.seats[dealer].badges << Text::tr("dealer");
    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = observed.seat(s);
        SeatZone& zone = zones.seats[s];
        for (const QJsonValue& meld : seat.value("melds").toArray()) {
            QStringList cards;
            for (const QJsonValue& c : meld.toObject().value("cards").toArray())
                cards << c.toString(); // "" face down
            zone.melds << cards;
        }
        zone.discards = tokensIn(seat.value("row"));
        if (seat.value("xianggong").toBool())
            zone.badges << Text::tr("xianggong (相公)");
        if (const int zhao = seat.value("zhao").toInt(); zhao > 0)
            zone.badges << Text::tr("%n zhao", nullptr, zhao);
        zone.hasCounter = true;
        zone.counter = seat.value("meldYu").toInt();
        zone.counterText = Text::tr("%1 yu (油)").arg(zone.counter);
    }
    const QString card = observed.cardInPlay();
    const int owner = obs.value("owner").toInt(-1);
    const session::ObservedEvent last = observed.lastEvent();
    if (!card.isEmpty() && owner >= 0 && owner < n) {
        zones.seats[owner].play = PlayZone{
            {card},
            last.type() == QLatin1String("flip") ? Text::tr("Turned up") : Text::tr("Discarded"),
            false,
            true};
    } else if (const int s = last.seat(); s >= 0 && s < n) {
        // A meld just laid: its name below it.
        const QString caption = meldCaption(last.type());
        if (!caption.isEmpty() && !zones.seats[s].melds.isEmpty())
            zones.seats[s].lastMeldCaption = caption;
    }
    const QString phase = observed.phase();
    const bool claim =
        phase == QLatin1String("claim") ||
        (!card.isEmpty() && (phase == QLatin1String("hu") || phase == QLatin1String("peng") ||
                             phase == QLatin1String("chi")));
    if (claim) {
        zones.window = true;
        zones.centre = Text::tr("Claim window: who takes the card?");
    } else if (const int seat = soleAwaited(obs); seat >= 0 && seat < n) {
        zones.seats[seat].lit = true;
    }
}

} // namespace paiju::gui::presenters
