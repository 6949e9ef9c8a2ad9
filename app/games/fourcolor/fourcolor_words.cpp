// Four-color's words: its claims and the melds they make with the card in play, its events and
// its table options.
#include "games/fourcolor/fourcolor_module.h"
#include "text/card_names.h"
#include "text/term_parts.h"

#include <QCoreApplication>

namespace paiju::gui {

namespace {

struct Terms {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::GameTerms)
};

using namespace terms;

// The meld a four-color claim makes with the card in play.
QStringList fourColorMeld(const QStringList& words, const QString& card) {
    if (card.size() != 2)
        return {};
    const QString color = card.left(1);
    const QString kind = words.value(0);
    const QString how = words.value(1);
    if (kind == QLatin1String("pung"))
        return {card, card, card};
    if (kind == QLatin1String("kong"))
        return {card, card, card, card};
    if (how == QLatin1String("pair"))
        return {card, card};
    if (how == QLatin1String("single"))
        return {card};
    if (how == QLatin1String("command"))
        return {color + 'K', color + 'A', color + 'E'};
    if (how == QLatin1String("field"))
        return {color + 'C', color + 'H', color + 'P'};
    if (how == QLatin1String("soldiers3"))
        return {card, words.value(2), words.value(3)};
    if (how == QLatin1String("soldiers4")) {
        QStringList soldiers;
        for (const QChar col : QStringLiteral("RGYW"))
            soldiers << QString(col) + QLatin1Char('S');
        return soldiers;
    }
    return {};
}

// A four-color meld: identical cards name their card once, one colour names the colour once.
QString meldName(const QString& game, const QStringList& meld) {
    if (meld.isEmpty())
        return {};
    if (meld.count(meld.front()) == meld.size())
        return cardName(game, meld.front());
    const QString suit = fourColorSuitName(meld);
    return suit.isEmpty() ? cardList(game, meld) : suit;
}

} // namespace

std::optional<QString> FourColorModule::actionText(const QString& verb, const QStringList& words,
                                                   const TextContext& c,
                                                   const QString& cards) const {
    const QString game = c.game;
    const QString card = cardInPlay(c);
    if (verb == QLatin1String("pung") || verb == QLatin1String("kong") ||
        verb == QLatin1String("chow")) {
        const QStringList meld = fourColorMeld(words, card);
        const QString named = meld.isEmpty() ? cards : meldName(game, meld);
        const QString label = verb == QLatin1String("pung")   ? Terms::tr("Pung %1").arg(named)
                              : verb == QLatin1String("kong") ? Terms::tr("Kong %1").arg(named)
                                                              : Terms::tr("Chow %1").arg(named);
        return label.trimmed(); // without the card in play (a sealed choice in the log): the verb
    }
    return std::nullopt;
}

std::optional<QStringList> FourColorModule::claimMeld(const QString& verb, const QStringList& words,
                                                      const QString& card) const {
    if (verb == QLatin1String("pung") || verb == QLatin1String("kong") ||
        verb == QLatin1String("chow"))
        return fourColorMeld(words, card);
    return std::nullopt;
}

std::optional<QString> FourColorModule::eventSentence(const QString& type, const QJsonObject& e,
                                                      const TextContext& c) const {
    const auto [text, seat, who, cards] = eventParts(e, c);
    const QString game = c.game;
    if (type == QLatin1String("declare")) // a sealed answer to a claim window
        return Terms::tr("%1 chooses: %2.").arg(who, gui::actionText(text, c));
    if (type == QLatin1String("claim")) {
        if (const auto claim = readFourColorClaim(text)) {
            const QString meld = meldName(game, claim->cards);
            if (claim->type == fourcolor::Move::Type::Pung)
                return Terms::tr("%1 pungs %2.").arg(who, meld);
            if (claim->type == fourcolor::Move::Type::Kong)
                return Terms::tr("%1 kongs %2.").arg(who, meld);
            return Terms::tr("%1 chows %2.").arg(who, meld);
        }
    }
    if (type == QLatin1String("flower"))
        return Terms::tr("The flower card is %1: %2 hu more.").arg(cards).arg(value(e, 0));
    if (type == QLatin1String("xianggong"))
        return Terms::tr("%1 has a dead hand (相公).").arg(who);
    return std::nullopt;
}

const OptionWords* FourColorModule::option(const QString& key) const {
    static const OptionWords hands{
        "hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
        QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                          "Hands in a match; it also ends when a player has 0 points or fewer.")};
    return key == QLatin1String(hands.key) ? &hands : nullptr;
}

} // namespace paiju::gui
