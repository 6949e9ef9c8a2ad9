#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace paiju::gui {

// What the table shows, worked out from one seat's observation by the game's presenter and drawn
// by the TableView the same way for every game: a zone per seat (its plate, melds, discards and
// last play) and the centre. Cards are type tokens; an empty token is a card face down.

// A seat's last play in the trick in play, or the card it offers to the table.
struct PlayZone {
    QStringList cards;    // sorted as players sort the play
    QString caption;      // "Straight 2–6", "Bomb!", "碰", "Drawn" …
    bool winning = false; // the play that takes the trick so far
    bool offer = false;   // the card on offer (four-color, zipai): drawn large
};

struct SeatZone {
    QString name;
    QStringList badges; // dealer, dummy, Tichu calls, places out …
    int team = -1;      // Tichu's teams (0: seats 0 and 2, 1: seats 1 and 3); -1 none
    int cardsLeft = 0;
    bool ownHand = false; // the hand is the person's own, shown below the table
    int score = 0;        // the match total
    bool hasCounter = false;
    int counter = 0;          // the game's running counter for the hand
    QString counterText;      // …in words: "25 points taken", "胡息 6"
    QList<QStringList> melds; // exposed melds (Hakka: the cards won in tricks)
    QString lastMeldCaption;  // the last meld was just laid: what it is ("Pung", "Chow (吃)")
    QStringList discards;     // every discard of the hand, in order
    PlayZone play;
    bool lit = false; // the one seat to act
};

struct TableZones {
    QList<SeatZone> seats;
    // The centre: a claim window, Tichu's end of a trick or a decision every seat makes at once.
    // While `window` is set no plate is lit: who may act stays secret.
    QString centre;
    bool window = false;
    QStringList notes; // the stock, the wish …
};

// A card put on offer that the observation shown does not hold yet (TableView::setOffer): a
// discard whose claim windows' time runs, shown before their outcome. Seat -1: none.
struct OfferedCard {
    int seat = -1;
    QString card;
    QString caption;
};
// A seat's discard on offer, captioned as the presenters caption one.
OfferedCard offeredDiscard(int seat, const QString& card);

// The zones of the observation, as seen with `names` (empty names read "Seat n").
TableZones presentTable(const QJsonObject& observation, const QStringList& names);

namespace presenters {
// Each game's presenter (in its module, app/games/<id>/) fills in what the common part cannot
// know (the common part has set the names, scores, cards left and the person's own hand).

// Shared by the presenters.
QList<int> intsIn(const QJsonValue& value);
// The only seat awaited, or -1.
int soleAwaited(const QJsonObject& observation);
// The log's events since the last event of one of `types` (the whole log when there is none).
QList<QJsonObject> eventsSince(const QJsonObject& observation, const QStringList& types);
} // namespace presenters

} // namespace paiju::gui
