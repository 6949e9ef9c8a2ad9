#pragma once

#include "core/deck.h"
#include "session/seat_agent.h"
#include "text/game_terms.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QStringList>

namespace paiju::gui {

// What any table window makes of a seat's view, wherever the view came from (a session at this
// screen or a server): card tokens, the table in lines, the log in words, the actions to offer.

// Card tokens anywhere in an observation value: a token, a list of them, or {"card": token}.
QStringList tokensIn(const QJsonValue& v);
// One log event in the UI language: the seat by its name when known, cards by their names.
QString eventLine(const QJsonObject& event, const QString& deckId = {},
                  const QStringList& names = {});
// An action button's tooltip: its words, and the notation when the player asked to see it
// (QSettings "showNotation").
QString actionToolTip(const QString& action, const QString& label);
// The public table: the trick or current card, each seat's count and exposed melds.
QStringList tableLines(const QJsonObject& observation, const QString& deckId = {},
                       const QStringList& names = {});
// The cards an action names (its words that are card tokens of the deck).
QStringList cardsOf(const QString& action, const Deck& deck);
// The hint: the cards some legal action of the seat names (every card while it may pass three).
QSet<QString> playableCards(const session::SeatView& view, const Deck& deck);
// The actions to offer for the selected cards: those naming no card, those taken in one click,
// and those naming exactly the selection. `cardActions` tells whether any action names cards (a
// hint to select some). `selected` is in the order the cards were chosen: Tichu's passing gives
// them to the right, the partner and the left in that order.
// Whether an action is offered whatever cards are selected: a claim on the card in play, with
// the cards it uses (zipai's chows with each 比, four-color's chows that name soldiers), or a
// Tichu bomb in the last chance to bomb before a trick is taken, or a Hakka play that beats the
// lead. One click takes it.
bool takenInOneClick(const QString& action, const session::SeatView& view, const Deck& deck);
QStringList offeredActions(const session::SeatView& view, QStringList selected, const Deck& deck,
                           bool* cardActions);
// The log as a player reads it: a Hakka discard the seat saw with its cards is not told again
// by the count of cards that everybody is shown for it. `kept`, when given, gets for each event
// of `events` its index in the result (-1: left out), for lines placed after events.
QJsonArray readableLog(const QJsonArray& events, QList<int>* kept = nullptr);
// Why the seat may only discard face down (Hakka, when nothing in its hand beats the play), as
// the hint under the table says it; empty otherwise.
QString mustDiscardHint(const session::SeatView& view, const Deck& deck);
// Why the seat's last claim was not made, when another seat's came first and the seat has not
// acted since ("Bot 4 claimed the card first: your Chow was not made."); empty otherwise.
QString beatenClaimHint(const session::SeatView& view, const QStringList& names);

} // namespace paiju::gui
