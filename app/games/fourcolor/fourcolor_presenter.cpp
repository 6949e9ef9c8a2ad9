// Four-color cards: the card on offer in front of the seat that drew or discarded it, each seat's
// exposed melds and the hu they are worth, and each seat's discards in order.
#include "fourcolor/fourcolor_pile.h"
#include "games/fourcolor/fourcolor_module.h"
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

// What a claim is called at the table: a pung's "Pung".
QString claimCaption(fourcolor::Move::Type type) {
    switch (type) {
    case fourcolor::Move::Type::Pung:
        return Text::tr("Pung");
    case fourcolor::Move::Type::Kong:
        return Text::tr("Kong");
    case fourcolor::Move::Type::Chow:
        return Text::tr("Chow");
    case fourcolor::Move::Type::Hu:
        return Text::tr("Hu!");
    default:
        return Text::tr("Claim");
    }
}

} // namespace

void fourColor(const QJsonObject& obs, TableZones& zones) {
    const session::Observed observed(obs);
    const int n = int(zones.seats.size());
    if (const int first = obs.value("firstPlayer").toInt(-1); first >= 0 && first < n)
        zones.seats[first].badges << Text::tr("dealer");
    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = observed.seat(s);
        SeatZone& zone = zones.seats[s];
        for (const QJsonValue& meld : seat.value("exposed").toArray())
            zone.melds << tokensIn(meld.toObject().value("cards"));
        zone.hasCounter = true;
        zone.counter = seat.value("exposedHu").toInt();
        zone.counterText = Text::tr("melds: %1 hu").arg(zone.counter);
    }
    // The discard pile, told apart by seat as the engine reads the log (fourcolor::PileByLog).
    fourcolor::PileByLog pile;
    for (const QJsonValue& v : observed.log()) {
        const session::ObservedEvent event(v.toObject());
        pile.read(event.type().toStdString(), event.seat(), event.text().toStdString());
    }
    const QJsonObject current = obs.value("current").toObject();
    pile.finish(!current.isEmpty());
    for (const fourcolor::PileByLog::Laid& laid : pile.laid())
        if (laid.seat >= 0 && laid.seat < n)
            zones.seats[laid.seat].discards
                << QString::fromStdString(fourColorDeck().typeToken(laid.type));
    if (!current.isEmpty()) {
        const int owner = current.value("owner").toInt(-1);
        if (owner >= 0 && owner < n)
            zones.seats[owner].play = PlayZone{
                {current.value("card").toString()},
                current.value("source").toString() == QLatin1String("draw") ? Text::tr("Drawn")
                                                                            : Text::tr("Discarded"),
                false,
                true};
    }
    // A claim just made: what it is, below the meld it laid (or, when the meld is not among the
    // exposed ones, the claimed cards in front of the claimer).
    const session::ObservedEvent last = observed.lastEvent();
    if (const auto claim = last.type() == QLatin1String("claim") ? readFourColorClaim(last.text())
                                                                 : std::nullopt) {
        const int s = last.seat();
        const QStringList& cards = claim->cards;
        const QString caption = claimCaption(claim->type);
        if (s >= 0 && s < n && !zones.seats[s].melds.isEmpty() &&
            zones.seats[s].melds.last() == cards)
            zones.seats[s].lastMeldCaption = caption;
        else if (s >= 0 && s < n && zones.seats[s].play.cards.isEmpty())
            zones.seats[s].play = PlayZone{cards, caption, false, false};
    }
    const QString phase = observed.phase();
    if (phase == QLatin1String("claim")) {
        zones.window = true;
        zones.centre = Text::tr("Claim window: who takes the card?");
    } else if (const int turn = obs.value("turn").toInt(-1);
               phase == QLatin1String("discard") && turn >= 0 && turn < n) {
        zones.seats[turn].lit = true;
    }
}

} // namespace paiju::gui::presenters
