#pragma once

#include <QString>
#include <QStringList>

namespace paiju::gui {

// A card as players name it, in the UI language: 红车, 三贯, Jade 7, 壹 …
QString cardName(const QString& deckId, const QString& token);
// A key that orders a hand by rank first (then suit), where the deck's own order is suit first.
int rankKey(const QString& deckId, const QString& token);
// Every word of `text` that is a card token of the deck, named.
QString withCardNames(const QString& deckId, const QString& text);

} // namespace paiju::gui
