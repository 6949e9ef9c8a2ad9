#include "privacy.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <set>

namespace paiju::test {

namespace {

void collect(const QJsonValue& v, QStringList& out) {
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue& item : v.toArray())
            collect(item, out);
    else if (v.isObject())
        for (const QJsonValue& item : v.toObject())
            collect(item, out);
}

} // namespace

QString leakedToken(const GameState& state, int seat, const QJsonValue& observation) {
    const Deck& deck = state.deck();
    std::set<int> known;
    for (Card c : state.knownCards(seat))
        known.insert(deck.typeOf(c));
    QStringList strings;
    collect(observation, strings);
    static const QRegularExpression separators(QStringLiteral("[\\s=,;:()\\[\\]]+"));
    for (const QString& s : strings)
        for (const QString& word : s.split(separators, Qt::SkipEmptyParts)) {
            auto type = deck.parseType(word.toStdString());
            if (type && !known.count(*type))
                return word;
        }
    return {};
}

} // namespace paiju::test
