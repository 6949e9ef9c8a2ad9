// Hakka cards: each active seat's play in the trick in play (face-down discards as backs), the hu
// each seat has won and the cards of its tricks, the dealer, the dummy and the caller.
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

// Suit by suit (十 贯 索 线, then 云线), low to high, as the deck lists them.
QStringList sorted(QStringList cards) {
    static const QString suits = QStringLiteral("SGZXY");
    std::stable_sort(cards.begin(), cards.end(), [](const QString& a, const QString& b) {
        const auto key = [](const QString& c) {
            return suits.indexOf(c.left(1)) * 100 + QStringView(c).mid(1).toInt();
        };
        return key(a) < key(b);
    });
    return cards;
}

} // namespace

void hakka(const QJsonObject& obs, TableZones& zones) {
    const QJsonArray seats = obs.value("seats").toArray();
    const int n = int(zones.seats.size());
    const auto badge = [&](const char* key, const QString& word) {
        if (const int s = obs.value(QLatin1String(key)).toInt(-1); s >= 0 && s < n)
            zones.seats[s].badges << word;
    };
    badge("dealer", Text::tr("dealer"));
    badge("dummy", Text::tr("dummy"));
    badge("caller", Text::tr("called"));
    badge("privileged", Text::tr("privileged"));
    for (const QJsonObject& event : eventsSince(obs, {"deal"}))
        if (event.value("type").toString() == QLatin1String("five-tigers"))
            zones.seats[std::clamp(event.value("seat").toInt(), 0, n - 1)].badges
                << Text::tr("Five Tigers");
    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = seats[s].toObject();
        SeatZone& zone = zones.seats[s];
        const QStringList won = tokensIn(seat.value("winningCards"));
        if (!won.isEmpty())
            zone.melds << won;
        zone.hasCounter = true;
        zone.counter = seat.value("wonHu").toInt();
        zone.counterText = Text::tr("%n hu won", nullptr, zone.counter);
        // Discards lie face down; the person sees their own.
        const QStringList own = tokensIn(seat.value("discarded"));
        zone.discards = own;
        while (zone.discards.size() < seat.value("discardedCount").toInt())
            zone.discards << QString();
    }
    // The trick in play: each seat's cards, face up when played, face down when discarded.
    for (const QJsonObject& event : eventsSince(obs, {"deal", "trick"})) {
        const int s = event.value("seat").toInt(-1);
        if (s < 0 || s >= n)
            continue;
        const QString type = event.value("type").toString();
        if (type == QLatin1String("play"))
            zones.seats[s].play = PlayZone{sorted(event.value("text")
                                                      .toString()
                                                      .split(QLatin1Char(' '), Qt::SkipEmptyParts)
                                                      .mid(1)),
                                           {},
                                           false,
                                           false};
        else if (type == QLatin1String("discarded"))
            zones.seats[s].play =
                PlayZone{QStringList(event.value("values").toArray().at(0).toInt(), QString()),
                         Text::tr("Discards"), false, false};
    }
    if (const int best = obs.value("best").toInt(-1); best >= 0 && best < n)
        zones.seats[best].play.winning = !zones.seats[best].play.cards.isEmpty();
    if (const int turn = obs.value("turn").toInt(-1); turn >= 0 && turn < n)
        zones.seats[turn].lit = true;
}

} // namespace paiju::gui::presenters
