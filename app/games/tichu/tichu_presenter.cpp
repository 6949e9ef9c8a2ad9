// Tichu: the plays of the trick in play in front of each seat, the calls and teams on the plates,
// the card points each seat has taken as its counter (public, spec §17).
#include "games/tichu/tichu_module.h"
#include "session/observed.h"
#include "table/table_presenter.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace paiju::gui::presenters {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TablePresenter)
};

// A card's value in a play: 2 … 14 (Ace), the Mah Jong 1, the Dog 0, the Dragon 15; the Phoenix
// stands for `phoenixAs` (one above the rest when it stands for nothing, as a single).
double value(const QString& token, int phoenixAs) {
    if (token == QLatin1String("MJ"))
        return 1;
    if (token == QLatin1String("DG"))
        return 0;
    if (token == QLatin1String("DR"))
        return 15;
    if (token == QLatin1String("PH"))
        return phoenixAs > 0 ? phoenixAs + 0.5 : 14.5;
    static const QString ranks = QStringLiteral("23456789TJQKA");
    return double(ranks.indexOf(token.left(1)) + 2);
}

// As players sort a play: the bigger group first (a full house's triple), then low to high.
QStringList sorted(const QStringList& cards, int phoenixAs) {
    QMap<int, int> counts;
    for (const QString& c : cards)
        ++counts[int(value(c, phoenixAs))];
    QStringList out = cards;
    std::stable_sort(out.begin(), out.end(), [&](const QString& a, const QString& b) {
        const int ca = counts.value(int(value(a, phoenixAs)));
        const int cb = counts.value(int(value(b, phoenixAs)));
        return ca != cb ? ca > cb : value(a, phoenixAs) < value(b, phoenixAs);
    });
    return out;
}

QString caption(const QJsonObject& play, const QStringList& cards) {
    const QString kind = play.value("kind").toString();
    const int phoenixAs = play.value("phoenixAs").toInt();
    int low = 99, high = 0;
    for (const QString& c : cards) {
        low = std::min(low, int(value(c, phoenixAs)));
        high = std::max(high, int(value(c, phoenixAs)));
    }
    if (kind == QLatin1String("four of a kind") || kind == QLatin1String("straight flush"))
        return Text::tr("Bomb!");
    if (kind == QLatin1String("straight"))
        return Text::tr("Straight %1–%2").arg(tichuRank(low), tichuRank(high));
    if (kind == QLatin1String("pairs"))
        return Text::tr("Pairs %1–%2").arg(tichuRank(low), tichuRank(high));
    if (kind == QLatin1String("full house"))
        return Text::tr("Full house");
    if (kind == QLatin1String("triple"))
        return Text::tr("Triple");
    if (kind == QLatin1String("pair"))
        return Text::tr("Pair");
    if (kind == QLatin1String("dog"))
        return Text::tr("Dog");
    return {};
}

} // namespace

void tichu(const QJsonObject& obs, TableZones& zones) {
    const session::Observed observed(obs);
    const int n = int(zones.seats.size());
    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = observed.seat(s);
        SeatZone& zone = zones.seats[s];
        zone.team = s % 2;
        if (seat.value("call").toString() == QLatin1String("grand"))
            zone.badges << Text::tr("Grand Tichu");
        else if (seat.value("call").toString() == QLatin1String("tichu"))
            zone.badges << Text::tr("Tichu");
        if (const int out = seat.value("out").toInt(); out > 0)
            zone.badges << Text::tr("out %1").arg(out);
        zone.hasCounter = true;
        zone.counter = seat.value("wonPoints").toInt();
        zone.counterText = Text::tr("%1 pts taken").arg(zone.counter);
    }
    // The last play of each seat in the trick; a seat that passed since says so.
    const int owner = obs.value("owner").toInt(-1);
    for (const QJsonValue& v : obs.value("trick").toArray()) {
        const QJsonObject play = v.toObject();
        const int s = play.value("seat").toInt(-1);
        if (s < 0 || s >= n)
            continue;
        const QStringList cards =
            sorted(tokensIn(play.value("cards")), play.value("phoenixAs").toInt());
        zones.seats[s].play = PlayZone{cards, caption(play, cards), s == owner, false};
    }
    if (!obs.value("trick").toArray().isEmpty()) {
        QList<bool> passed(n, false); // the seat's last word in the trick is a pass
        for (const QJsonObject& e : eventsSince(obs, {"deal", "trick", "gift", "dog", "exchange"}))
            if (const session::ObservedEvent event(e); event.seat() >= 0 && event.seat() < n) {
                const QString type = event.type();
                bool& last = passed[event.seat()];
                last = type == QLatin1String("pass") ||
                       (last && type != QLatin1String("play") && type != QLatin1String("bomb"));
            }
        for (int s = 0; s < n; ++s)
            if (passed[s])
                zones.seats[s].play = PlayZone{{}, Text::tr("Pass"), false, false};
    }
    const QString phase = observed.phase();
    const int turn = obs.value("turn").toInt(-1);
    if (phase == QLatin1String("closing")) {
        zones.window = true;
        zones.centre = Text::tr("End of the trick: a last chance to bomb");
    } else if (phase == QLatin1String("grand")) {
        zones.centre = Text::tr("Everyone decides: Grand Tichu?");
    } else if (phase == QLatin1String("passing")) {
        zones.centre = Text::tr("Everyone passes three cards");
    } else if (turn >= 0 && turn < n) {
        zones.seats[turn].lit = true;
    }
    if (const QString wish = obs.value("wish").toString(); !wish.isEmpty())
        zones.notes
            << Text::tr("Wish: %1").arg(wish == QLatin1String("T") ? QStringLiteral("10") : wish);
}

} // namespace paiju::gui::presenters
