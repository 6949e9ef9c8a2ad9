#include "text/card_names.h"

#include "core/deck.h"
#include "games/catalog.h"

#include <QRegularExpression>

namespace paiju::gui {

QString cardName(const QString& deckId, const QString& token) {
    const Deck* deck = deckById(deckId.toStdString());
    if (!deck || !deck->parseType(token.toStdString()))
        return token;
    return gameModule(deckId).cardName(token);
}

int rankKey(const QString& deckId, const QString& token) {
    const Deck* deck = deckById(deckId.toStdString());
    const auto type = deck ? deck->parseType(token.toStdString()) : std::nullopt;
    if (!type)
        return 0;
    return gameModule(deckId).rankKey(*type);
}

QString withCardNames(const QString& deckId, const QString& text) {
    static const QRegularExpression word(QStringLiteral("[A-Za-z0-9]+"));
    QString out;
    qsizetype at = 0;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += text.mid(at, m.capturedStart() - at) + cardName(deckId, m.captured());
        at = m.capturedEnd();
    }
    return out + text.mid(at);
}

} // namespace paiju::gui
