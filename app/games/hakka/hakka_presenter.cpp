// Hakka cards: each active seat's play in the trick in play (face-down discards as backs), the hu
// each seat has won and the cards of its tricks, the elders it has shown, the dealer, the dummy and
// the caller.
#include "games/hakka/hakka_module.h"
#include "hakka/hakka_rules.h"
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

// A card's index in the rules (§1.2), or -1.
int cardIndex(const QString& token) {
    const QByteArray text = token.toLatin1();
    return hakka::parseCard(std::string_view(text.constData(), std::size_t(text.size())))
        .value_or(-1);
}

hakka::Mask maskOf(const QStringList& tokens) {
    hakka::Mask mask = 0;
    for (const QString& token : tokens)
        if (const int card = cardIndex(token); card >= 0)
            mask |= hakka::bit(card);
    return mask;
}

QStringList playedCards(const session::ObservedEvent& event) {
    return event.text().split(QLatin1Char(' '), Qt::SkipEmptyParts).mid(1);
}

} // namespace

void hakka(const QJsonObject& obs, TableZones& zones) {
    const session::Observed observed(obs);
    const int n = int(zones.seats.size());
    const auto badge = [&](const char* key, const QString& word) {
        if (const int s = obs.value(QLatin1String(key)).toInt(-1); s >= 0 && s < n)
            zones.seats[s].badges << word;
    };
    badge("dealer", Text::tr("dealer"));
    badge("dummy", Text::tr("dummy"));
    badge("caller", Text::tr("called"));
    badge("privileged", Text::tr("privileged"));
    for (const QJsonObject& e : eventsSince(obs, {"deal"}))
        if (const session::ObservedEvent event(e); event.type() == QLatin1String("five-tigers"))
            zones.seats[std::clamp(event.seat(), 0, n - 1)].badges << Text::tr("Five Tigers");
    for (int s = 0; s < n; ++s) {
        const QJsonObject seat = observed.seat(s);
        SeatZone& zone = zones.seats[s];
        const QStringList won = tokensIn(seat.value("winningCards"));
        if (!won.isEmpty())
            zone.melds << won;
        zone.hasCounter = true;
        zone.counter = seat.value("wonHu").toInt();
        QStringList counts{Text::tr("%n hu won", nullptr, zone.counter)};
        // The person's own elders count towards declaring (rules §9.2); only they see them.
        if (seat.contains(QLatin1String("elders")))
            counts << Text::tr("%n elder(s) in hand", nullptr,
                               int(seat.value("elders").toArray().size()));
        zone.counterText = counts.join(QStringLiteral(" · "));
        // Discards lie face down; the person sees their own.
        const QStringList own = tokensIn(seat.value("discarded"));
        zone.discards = own;
        while (zone.discards.size() < seat.value("discardedCount").toInt())
            zone.discards << QString();
    }
    // The elders each seat has shown: the singles it played while they were elders (rules §7;
    // elder status is public, as are the cards played face up) and those it showed on declaring.
    // The trick in play: each seat's cards, face up when played, face down when discarded.
    const QList<QJsonObject> hand = eventsSince(obs, {"deal"});
    qsizetype trickStart = 0;
    for (qsizetype i = 0; i < hand.size(); ++i)
        if (session::ObservedEvent(hand[i]).type() == QLatin1String("trick"))
            trickStart = i + 1;
    hakka::Mask faceUp = 0;
    QList<int> shown(n, 0);
    for (qsizetype i = 0; i < hand.size(); ++i) {
        const session::ObservedEvent event(hand[i]);
        const int s = event.seat();
        if (s < 0 || s >= n)
            continue;
        const QString type = event.type();
        if (type == QLatin1String("declare")) {
            shown[s] += int(event.text().split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
            continue;
        }
        if (type == QLatin1String("play")) {
            const QStringList cards = playedCards(event);
            const hakka::Mask mask = maskOf(cards);
            const int single = cards.size() == 1 ? cardIndex(cards[0]) : -1;
            const bool elder = single >= 0 && hakka::isElder(single, faceUp);
            shown[s] += elder ? 1 : 0;
            faceUp |= mask;
            if (i >= trickStart)
                zones.seats[s].play =
                    PlayZone{sorted(cards), elder ? Text::tr("Elder ★") : QString(), false, false};
        } else if (i >= trickStart && type == QLatin1String("discarded"))
            zones.seats[s].play = PlayZone{QStringList(event.value(0), QString()),
                                           Text::tr("Discards"), false, false};
    }
    for (int s = 0; s < n; ++s)
        if (shown[s] > 0)
            zones.seats[s].counterText +=
                QStringLiteral(" · ") + Text::tr("%n elder(s) shown", nullptr, shown[s]);
    if (const int best = obs.value("best").toInt(-1); best >= 0 && best < n)
        zones.seats[best].play.winning = !zones.seats[best].play.cards.isEmpty();
    if (const int turn = obs.value("turn").toInt(-1); turn >= 0 && turn < n)
        zones.seats[turn].lit = true;
}

} // namespace paiju::gui::presenters
