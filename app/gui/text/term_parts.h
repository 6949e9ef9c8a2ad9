#pragma once

#include "text/game_terms.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace paiju::gui {

// The parts the words of every game are made of (gui/text/game_terms.cpp). The words of every
// game's table are in the "paiju::gui::GameTerms" context, wherever they are written: each file
// declares its own `Terms` with that context, where lupdate sees it.
namespace terms {
QStringList wordsOf(const QString& text);
// The word is a card token of the game's deck.
bool isCard(const QString& game, const QString& word);
// Card names one after another: "red Chariot (俥), red Horse (傌)" or "紅俥 紅傌".
QString cardList(const QString& game, const QStringList& tokens);
// Every card token of `text`, named; other words are left out.
QString cardsIn(const QString& game, const QString& text);
// What a log event's sentence is made of: its text, its seat and who that is at the table, and
// the cards its text names.
struct EventParts {
    QString text;
    int seat;
    QString who;
    QString cards;
};
EventParts eventParts(const QJsonObject& e, const TextContext& c);
// The first number in a text ("hand 3", "round 2").
int numberIn(const QString& text);
// An event's value `i`.
int value(const QJsonObject& e, int i);
// The card a claim takes, from the seat's observation.
QString cardInPlay(const TextContext& c);
// The name of a meld or unit in a winning hand's split; empty for a kind it does not know.
QString unitText(const QString& kind);
// "field YC YH YP | pair RH RH" → "field: yellow Chariot (俥), …; pair: …".
QString splitText(const QString& game, const QString& text);
} // namespace terms

} // namespace paiju::gui
