#include "text/game_terms.h"

#include "core/match_ledger.h"
#include "core/refusal.h"
#include "text/card_names.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <functional>

namespace paiju::gui {

namespace {

struct Terms {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::GameTerms)
};

const QHash<QString, const char*>& phases() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "discard")},
        {QStringLiteral("claim"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "claim window")},
        {QStringLiteral("match-over"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "match over")},
        {QStringLiteral("hand-over"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "hand over")},
        {QStringLiteral("bidding"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "bidding")},
        {QStringLiteral("lead"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "lead")},
        {QStringLiteral("follow"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "follow")},
        {QStringLiteral("grand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Grand Tichu")},
        {QStringLiteral("passing"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "passing cards")},
        {QStringLiteral("closing"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "end of trick")},
        {QStringLiteral("wish"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "wish")},
        {QStringLiteral("gift"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Dragon gift")},
        {QStringLiteral("hu"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "win?")},
        {QStringLiteral("peng"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "pong?")},
        {QStringLiteral("chi"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "chow?")},
    };
    return table;
}

const QHash<QString, const char*>& events() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("deal"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "deals")},
        {QStringLiteral("hand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "hand")},
        {QStringLiteral("play"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "plays")},
        {QStringLiteral("pass"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "passes")},
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "discards")},
        {QStringLiteral("discarded"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "discards face down")},
        {QStringLiteral("draw"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "turns up")},
        {QStringLiteral("drawn"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "drawn hand")},
        {QStringLiteral("claim"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "claims")},
        {QStringLiteral("declare"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "declares")},
        {QStringLiteral("trick"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "wins the trick")},
        {QStringLiteral("five-tigers"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Five Tigers")},
        {QStringLiteral("no-winner"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "no winner")},
        {QStringLiteral("dummy"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "dummy's card")},
        {QStringLiteral("void"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "all passed")},
        {QStringLiteral("call"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "calls")},
        {QStringLiteral("hand-end"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "hand over")},
        {QStringLiteral("match-end"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "match over")},
        {QStringLiteral("exhaustive-draw"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "stock exhausted")},
        {QStringLiteral("flower"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "flower")},
        {QStringLiteral("xianggong"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "dead hand")},
        {QStringLiteral("tichu"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "calls Tichu")},
        {QStringLiteral("grand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "calls Grand Tichu")},
        {QStringLiteral("nogrand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "no Grand Tichu")},
        {QStringLiteral("give"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "gives")},
        {QStringLiteral("receive"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "receives")},
        {QStringLiteral("exchange"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "cards exchanged")},
        {QStringLiteral("bomb"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "bombs")},
        {QStringLiteral("wish"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "wishes")},
        {QStringLiteral("wish-fulfilled"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "wish fulfilled")},
        {QStringLiteral("dog"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "takes the lead")},
        {QStringLiteral("out"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "goes out")},
        {QStringLiteral("gift"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "gives the Dragon's trick")},
        {QStringLiteral("last"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "last hand")},
        {QStringLiteral("nobomb"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "no bomb")},
        {QStringLiteral("liang"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "shows")},
        {QStringLiteral("flip"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "turns up")},
        {QStringLiteral("sao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "sao")},
        {QStringLiteral("guosao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "guosao")},
        {QStringLiteral("saochuan"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "saochuan")},
        {QStringLiteral("kaizhao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "kaizhao")},
        {QStringLiteral("peng"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "pongs")},
        {QStringLiteral("chi"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "chows")},
        {QStringLiteral("hu"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "wins")},
        {QStringLiteral("skip"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "skips the discard")},
        {QStringLiteral("xing"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "xing card")},
        {QStringLiteral("reveal"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "shows the hand")},
    };
    return table;
}

QString lookUp(const QHash<QString, const char*>& table, const QString& word) {
    const auto it = table.find(word);
    return it == table.end() ? word
                             : QCoreApplication::translate("paiju::gui::GameTerms", it.value());
}

} // namespace

QString phaseText(const QString& phase) {
    return lookUp(phases(), phase);
}

QString eventText(const QString& type) {
    return lookUp(events(), type);
}

QString tichuRank(int rank) {
    static const char* const faces[] = {"J", "Q", "K", "A"};
    return rank >= 11 && rank <= 14 ? QString::fromLatin1(faces[rank - 11]) : QString::number(rank);
}

namespace {

QStringList wordsOf(const QString& text) {
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool isCard(const QString& game, const QString& word) {
    return cardName(game, word) != word;
}

// Card names one after another: "red Chariot (俥), red Horse (傌)" or "紅俥 紅傌".
QString cardList(const QString& game, const QStringList& tokens) {
    QStringList names;
    for (const QString& t : tokens)
        names << cardName(game, t);
    return names.join(Terms::tr(", ", "between the names of cards"));
}

// Every card token of `text`, named; other words are left out.
QString cardsIn(const QString& game, const QString& text) {
    QStringList tokens;
    for (const QString& w : wordsOf(text))
        if (isCard(game, w))
            tokens << w;
    return cardList(game, tokens);
}

// The first number in a text ("hand 3", "round 2").
int numberIn(const QString& text) {
    for (const QString& w : wordsOf(text))
        if (bool ok = false; w.toInt(&ok), ok)
            return w.toInt();
    return 0;
}

int value(const QJsonObject& e, int i) {
    return e.value("values").toArray().at(i).toInt();
}

// --- Tichu ---

int tichuRankOf(const QString& token) {
    if (token == QLatin1String("MJ"))
        return 1;
    static const QString ranks = QStringLiteral("23456789TJQKA");
    const qsizetype r = ranks.indexOf(token.at(0));
    return token.size() == 2 && r >= 0 ? int(r) + 2 : 0;
}

// "a 7", "an 8", "an A": the rank a wish names, with the article English needs.
QString wishedRank(int rank) {
    return rank == 8 || rank == 14 ? Terms::tr("an %1", "a rank wished for").arg(tichuRank(rank))
                                   : Terms::tr("a %1", "a rank wished for").arg(tichuRank(rank));
}

// What a Tichu play is: "a straight 2–6", "a bomb: 8 8 8 8", "Jade 7".
QString tichuCombo(const QStringList& words) {
    QStringList cards;
    int phoenix = 0;
    for (const QString& w : words) {
        if (w.startsWith(QLatin1String("PH=")))
            phoenix = tichuRankOf(w.mid(3) + QLatin1Char('j'));
        else if (isCard(QStringLiteral("tichu"), w))
            cards << w;
    }
    if (cards.size() == 1)
        return cardName(QStringLiteral("tichu"), cards.front());
    QList<int> ranks;
    QSet<QChar> suits;
    bool special = false;
    for (const QString& c : cards) {
        const int r = c == QLatin1String("PH") ? phoenix : tichuRankOf(c);
        special |= c == QLatin1String("PH") || c == QLatin1String("MJ");
        if (r == 0)
            return cardList(QStringLiteral("tichu"), cards);
        ranks << r;
        if (c != QLatin1String("MJ") && c != QLatin1String("PH"))
            suits.insert(c.at(1));
    }
    std::sort(ranks.begin(), ranks.end());
    QMap<int, int> counts;
    for (int r : ranks)
        ++counts[r];
    QStringList shown;
    for (int r : ranks)
        shown << tichuRank(r);
    const QString all = shown.join(QLatin1Char(' '));
    const QString span =
        QStringLiteral("%1–%2").arg(tichuRank(ranks.front()), tichuRank(ranks.back()));
    const bool consecutive = counts.lastKey() - counts.firstKey() + 1 == counts.size();
    const auto every = [&](int n) {
        return std::all_of(counts.begin(), counts.end(), [n](int c) { return c == n; });
    };
    QString combo;
    if (counts.size() == 1 && cards.size() == 2)
        combo = Terms::tr("a pair: %1").arg(all);
    else if (counts.size() == 1 && cards.size() == 3)
        combo = Terms::tr("three of a kind: %1").arg(all);
    else if (counts.size() == 1 && cards.size() == 4 && !special)
        combo = Terms::tr("a bomb: %1").arg(all);
    else if (cards.size() == 5 && counts.size() == 2 && !every(1) &&
             (counts.first() == 3 || counts.last() == 3))
        combo = Terms::tr("a full house: %1").arg(all);
    else if (cards.size() >= 5 && every(1) && consecutive)
        combo = !special && suits.size() == 1 ? Terms::tr("a straight flush bomb: %1").arg(span)
                                              : Terms::tr("a straight: %1").arg(span);
    else if (cards.size() >= 4 && every(2) && consecutive)
        combo = Terms::tr("pairs in a row: %1").arg(all);
    else
        return cardList(QStringLiteral("tichu"), cards);
    if (cards.contains(QStringLiteral("PH")))
        combo += Terms::tr(" (the Phoenix as %1)").arg(tichuRank(phoenix));
    return combo;
}

// "Give 2♠ to Ann, 3 to Bob, A to Cy": right, partner and left of the giver.
QString tichuGive(const QStringList& words, const TextContext& c, int giver) {
    QString to[3];
    static const char* const keys[] = {"right", "partner", "left"};
    for (const QString& w : words)
        for (int k = 0; k < 3; ++k)
            if (w.startsWith(QLatin1String(keys[k]) + QLatin1Char('=')))
                to[k] = cardName(QStringLiteral("tichu"), w.mid(w.indexOf(QLatin1Char('=')) + 1));
    QString names[3];
    for (int k = 0; k < 3; ++k)
        names[k] = giver >= 0 ? seatName(c, (giver + 1 + k) % 4)
                   : k == 0   ? Terms::tr("the player on the right")
                   : k == 1   ? Terms::tr("the partner")
                              : Terms::tr("the player on the left");
    return Terms::tr("%1 to %2, %3 to %4, %5 to %6")
        .arg(to[0], names[0], to[1], names[1], to[2], names[2]);
}

// --- Four-color cards ---

// The card a claim takes, from the seat's observation.
QString cardInPlay(const TextContext& c) {
    const QJsonValue current = c.observation.value("current");
    if (current.isObject())
        return current.toObject().value("card").toString();
    return c.observation.value("card").toString();
}

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

// The name of a meld or unit in a winning hand's split.
QString unitText(const QString& kind) {
    static const QHash<QString, const char*> units = {
        {QStringLiteral("pair"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "pair")},
        {QStringLiteral("single"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "single General")},
        {QStringLiteral("field"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "field")},
        {QStringLiteral("command"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "command")},
        {QStringLiteral("pung"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "pung")},
        {QStringLiteral("soldiers3"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "three soldiers")},
        {QStringLiteral("soldiers4"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "four soldiers")},
        {QStringLiteral("kong"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "kong")},
        {QStringLiteral("general-kong"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "General kong")},
        {QStringLiteral("chi"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "chow (吃)")},
        {QStringLiteral("bi"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "match (比)")},
        {QStringLiteral("peng"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "pong (碰)")},
        {QStringLiteral("sao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "sweep (扫)")},
        {QStringLiteral("guosao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "open sweep (过扫)")},
        {QStringLiteral("kaizhao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "open four (开招)")},
        {QStringLiteral("saochuan"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "closed four (扫穿)")},
        {QStringLiteral("kan"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "three in hand (坎)")},
        {QStringLiteral("triplet"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "triplet")},
        {QStringLiteral("group"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "sequence")},
    };
    const auto it = units.find(kind);
    return it == units.end() ? QString()
                             : QCoreApplication::translate("paiju::gui::GameTerms", it.value());
}

// A zipai meld made from the hand, named with its English article ("an open four"): a sentence
// cannot put "a" before a name it does not know.
QString unitWithArticle(const QString& kind) {
    static const QHash<QString, const char*> units = {
        {QStringLiteral("sao"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "a sweep (扫)")},
        {QStringLiteral("guosao"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "an open sweep (过扫)")},
        {QStringLiteral("kaizhao"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "an open four (开招)")},
        {QStringLiteral("saochuan"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "a closed four (扫穿)")},
    };
    const auto it = units.find(kind);
    return it == units.end() ? unitText(kind)
                             : QCoreApplication::translate("paiju::gui::GameTerms", it.value());
}

// "field YC YH YP | pair RH RH" → "field: yellow Chariot (俥), …; pair: …".
QString splitText(const QString& game, const QString& text) {
    QStringList parts;
    for (const QString& part : text.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const QStringList w = wordsOf(part);
        const QString kind = unitText(w.value(0));
        const QString cards = cardsIn(game, part);
        parts << (kind.isEmpty() ? cards
                                 : Terms::tr("%1: %2", "a meld: its cards").arg(kind, cards));
    }
    return parts.join(Terms::tr("; ", "between melds"));
}

// --- Zipai ---

QString zipaiChow(const QStringList& words, const QString& card) {
    QStringList chow{card};
    QList<QStringList> matches;
    for (const QString& w : words.mid(1)) {
        if (w == QLatin1String("bi"))
            matches.append(QStringList{});
        else if (matches.isEmpty())
            chow << w;
        else
            matches.last() << w;
    }
    if (card.isEmpty())
        chow.removeFirst();
    QString text = Terms::tr("Chow %1").arg(cardList(QStringLiteral("zipai"), chow));
    for (const QStringList& m : matches)
        text += Terms::tr(", match %1").arg(cardList(QStringLiteral("zipai"), m));
    return text;
}

} // namespace

QString gameName(const std::string& englishName) {
    return QCoreApplication::translate("paiju::gui::StartPage", englishName.c_str());
}

QString seatName(const TextContext& c, int seat) {
    const QString name = c.names.value(seat);
    return !name.isEmpty() ? name : Terms::tr("Player %1").arg(seat + 1);
}

QString actionText(const QString& action, const TextContext& c) {
    const QStringList words = wordsOf(action);
    if (words.isEmpty())
        return action;
    const QString verb = words.front();
    const QString game = c.game;
    const QString cards = cardList(game, [&] {
        QStringList t;
        for (const QString& w : words.mid(1))
            if (isCard(game, w))
                t << w;
        return t;
    }());
    if (verb == QLatin1String("pass"))
        return game == QLatin1String("hakka") ? Terms::tr("Pass (no call)") : Terms::tr("Pass");
    if (verb == QLatin1String("discard"))
        return game == QLatin1String("hakka") ? Terms::tr("Discard face down: %1").arg(cards)
                                              : Terms::tr("Discard %1").arg(cards);
    if (verb == QLatin1String("hu"))
        return Terms::tr("Win (胡)");
    if (verb == QLatin1String("call"))
        return Terms::tr("Call (叫牌)");
    if (verb == QLatin1String("declare"))
        return Terms::tr("Declare victory");
    if (verb == QLatin1String("grand"))
        return Terms::tr("Call Grand Tichu");
    if (verb == QLatin1String("nogrand"))
        return Terms::tr("No Grand Tichu");
    if (verb == QLatin1String("tichu"))
        return Terms::tr("Call Tichu");
    if (verb == QLatin1String("nobomb"))
        return Terms::tr("No bomb");
    if (verb == QLatin1String("give"))
        return Terms::tr("Give %1").arg(tichuGive(words, c, c.seat));
    if (verb == QLatin1String("wish"))
        return words.value(1) == QLatin1String("none")
                   ? Terms::tr("No wish")
                   : Terms::tr("Wish for %1").arg(wishedRank(tichuRankOf(words.value(1) + 'j')));
    if (verb == QLatin1String("gift"))
        return Terms::tr("Give the Dragon's trick to %1").arg(seatName(c, words.value(1).toInt()));
    if (verb == QLatin1String("play")) {
        if (game == QLatin1String("tichu")) {
            return Terms::tr("Play %1").arg(tichuCombo(words.mid(1)));
        }
        return Terms::tr("Play %1").arg(cards);
    }
    const QString card = cardInPlay(c);
    if (verb == QLatin1String("peng"))
        return Terms::tr("Pong %1").arg(cardName(game, card));
    if (verb == QLatin1String("chi"))
        return zipaiChow(words, card);
    if (verb == QLatin1String("pung") || verb == QLatin1String("kong") ||
        verb == QLatin1String("chow")) {
        const QStringList meld = fourColorMeld(words, card);
        const QString named = meld.isEmpty() ? cards : meldName(game, meld);
        const QString label = verb == QLatin1String("pung")   ? Terms::tr("Pung %1").arg(named)
                              : verb == QLatin1String("kong") ? Terms::tr("Kong %1").arg(named)
                                                              : Terms::tr("Chow %1").arg(named);
        return label.trimmed(); // without the card in play (a sealed choice in the log): the verb
    }
    if (verb == QLatin1String("bid"))
        return Terms::tr("Bid %1").arg(words.value(1));
    return action;
}

QList<QStringList> actionCards(const QString& action, const TextContext& c) {
    const QStringList words = wordsOf(action);
    const QString verb = words.value(0);
    const QString card = cardInPlay(c);
    if (verb == QLatin1String("pung") || verb == QLatin1String("kong") ||
        verb == QLatin1String("chow")) {
        const QStringList meld = fourColorMeld(words, card);
        return meld.isEmpty() ? QList<QStringList>{} : QList<QStringList>{meld};
    }
    if (verb == QLatin1String("peng"))
        return card.isEmpty() ? QList<QStringList>{} : QList<QStringList>{{card, card, card}};
    QList<QStringList> groups{{}};
    if (verb == QLatin1String("chi") && !card.isEmpty())
        groups.front() << card;
    for (const QString& w : words.mid(1)) {
        const QString token = verb == QLatin1String("give") ? w.section(QLatin1Char('='), 1) : w;
        if (w == QLatin1String("bi"))
            groups.append(QStringList{});
        else if (isCard(c.game, token))
            groups.last() << token;
    }
    groups.removeAll(QStringList{});
    return groups;
}

QString eventSentence(const QJsonObject& e, const TextContext& c) {
    const QString type = e.value("type").toString();
    const QString text = e.value("text").toString();
    const int seat = e.value("seat").toInt(-1);
    const QString who = seatName(c, seat);
    const QString game = c.game;
    const QString cards = cardsIn(game, text);
    if (type == QLatin1String("deal"))
        return Terms::tr("Hand %1 is dealt.").arg(numberIn(text));
    if (type == QLatin1String("hand"))
        return Terms::tr("%1 is dealt %2.").arg(who, cards);
    if (type == QLatin1String("play"))
        return game == QLatin1String("tichu")
                   ? Terms::tr("%1 plays %2.").arg(who, tichuCombo(wordsOf(text)))
                   : Terms::tr("%1 plays %2.").arg(who, cards);
    if (type == QLatin1String("bomb"))
        return Terms::tr("%1 bombs with %2.").arg(who, tichuCombo(wordsOf(text)));
    if (type == QLatin1String("pass")) {
        if (game == QLatin1String("zipai"))
            return Terms::tr("%1 lets the card go.").arg(who);
        return game == QLatin1String("hakka") ? Terms::tr("%1 does not call.").arg(who)
                                              : Terms::tr("%1 passes.").arg(who);
    }
    if (type == QLatin1String("discard"))
        return game == QLatin1String("hakka")
                   ? Terms::tr("%1 discards %2 face down.").arg(who, cards)
                   : Terms::tr("%1 discards %2.").arg(who, cards);
    if (type == QLatin1String("discarded"))
        return Terms::tr("%1 discards %n card(s) face down.", nullptr, value(e, 0)).arg(who);
    if (type == QLatin1String("draw") || type == QLatin1String("flip"))
        return Terms::tr("%1 is turned up for %2.").arg(cards, who);
    if (type == QLatin1String("declare")) {
        if (game == QLatin1String("hakka"))
            return cards.isEmpty()
                       ? Terms::tr("%1 declares victory with %2 hu.").arg(who).arg(value(e, 0))
                       : Terms::tr("%1 declares victory with %2 hu, elders %3.")
                             .arg(who)
                             .arg(value(e, 0))
                             .arg(cards);
        return Terms::tr("%1 chooses: %2.").arg(who, actionText(text, c));
    }
    if (type == QLatin1String("claim")) {
        const QString kind = text.section(QLatin1Char(':'), 0, 0).section(QLatin1Char(' '), 0, 0);
        const QString meld = meldName(game, wordsOf(text.section(QLatin1Char(':'), 1)));
        if (kind == QLatin1String("pung"))
            return Terms::tr("%1 pungs %2.").arg(who, meld);
        if (kind == QLatin1String("kong"))
            return Terms::tr("%1 kongs %2.").arg(who, meld);
        return Terms::tr("%1 chows %2.").arg(who, meld);
    }
    if (type == QLatin1String("hu")) {
        if (game == QLatin1String("zipai"))
            return Terms::tr("%1 wins: %2 (%3 油, %4 舵 per payer).")
                .arg(who, splitText(game, text))
                .arg(value(e, 0))
                .arg(value(e, 1));
        return Terms::tr("%1 wins: %2 (%3 hu).").arg(who, splitText(game, text)).arg(value(e, 2));
    }
    if (type == QLatin1String("flower"))
        return Terms::tr("The flower card is %1: %2 hu more.").arg(cards).arg(value(e, 0));
    if (type == QLatin1String("xianggong"))
        return Terms::tr("%1 has a dead hand (相公).").arg(who);
    if (type == QLatin1String("exhaustive-draw") || type == QLatin1String("drawn"))
        return Terms::tr("The stock ran out: nobody wins the hand.");
    if (type == QLatin1String("hand-end"))
        return Terms::tr("Hand %1 is over.").arg(numberIn(text));
    if (type == QLatin1String("match-end"))
        return Terms::tr("The match is over.");
    if (type == QLatin1String("call"))
        return Terms::tr("%1 calls (叫牌).").arg(who);
    if (type == QLatin1String("void"))
        return Terms::tr("Nobody called: the cards are dealt again.");
    if (type == QLatin1String("trick"))
        return game == QLatin1String("tichu")
                   ? Terms::tr("%1 takes the trick (%2 points).").arg(who).arg(value(e, 0))
                   : Terms::tr("%1 wins the trick with %2 (%3 hu).")
                         .arg(who, cards)
                         .arg(value(e, 0));
    if (type == QLatin1String("five-tigers"))
        return Terms::tr("%1 holds the five 1s (五虎下山): %2.").arg(who, cards);
    if (type == QLatin1String("no-winner"))
        return Terms::tr("Nobody declared victory: nothing is paid.");
    if (type == QLatin1String("dummy"))
        return Terms::tr("The dummy, %1, held %2.").arg(who, cards);
    if (type == QLatin1String("tichu"))
        return Terms::tr("%1 calls Tichu.").arg(who);
    if (type == QLatin1String("grand"))
        return Terms::tr("%1 calls Grand Tichu.").arg(who);
    if (type == QLatin1String("nogrand"))
        return Terms::tr("%1 does not call Grand Tichu.").arg(who);
    if (type == QLatin1String("give"))
        return Terms::tr("%1 gives %2.").arg(who, tichuGive(wordsOf(text), c, seat));
    if (type == QLatin1String("receive"))
        return Terms::tr("%1 receives %2 from %3.").arg(who, cards, seatName(c, value(e, 0)));
    if (type == QLatin1String("exchange"))
        return Terms::tr("The cards are exchanged; %1 holds the Mah Jong and leads.").arg(who);
    if (type == QLatin1String("nobomb"))
        return Terms::tr("%1 does not bomb.").arg(who);
    if (type == QLatin1String("wish"))
        return value(e, 0) ? Terms::tr("%1 wishes for %2.").arg(who, wishedRank(value(e, 0)))
                           : Terms::tr("%1 makes no wish.").arg(who);
    if (type == QLatin1String("wish-fulfilled"))
        return Terms::tr("The wish is fulfilled.");
    if (type == QLatin1String("dog"))
        return Terms::tr("The Dog passes the lead to %1.").arg(who);
    if (type == QLatin1String("out"))
        return Terms::tr("%1 goes out in place %2.").arg(who).arg(value(e, 0));
    if (type == QLatin1String("gift"))
        return Terms::tr("%1 gives the Dragon's trick to %2 (%3 points).")
            .arg(who, seatName(c, value(e, 0)))
            .arg(value(e, 1));
    if (type == QLatin1String("last"))
        return Terms::tr("%1 is last and still held %2.").arg(who, cards);
    if (type == QLatin1String("liang"))
        return Terms::tr("%1 shows %2 (亮张).").arg(who, cards);
    if (type == QLatin1String("sao") || type == QLatin1String("guosao") ||
        type == QLatin1String("saochuan") || type == QLatin1String("kaizhao"))
        return cards.isEmpty()
                   ? Terms::tr("%1 makes %2.").arg(who, unitWithArticle(type))
                   : Terms::tr("%1 makes %2 of %3.").arg(who, unitWithArticle(type), cards);
    if (type == QLatin1String("peng"))
        return Terms::tr("%1 pongs %2.").arg(who, cards);
    if (type == QLatin1String("chi"))
        return Terms::tr("%1 chows %2.").arg(who, cards);
    if (type == QLatin1String("skip"))
        return Terms::tr("%1 skips the discard (dealt four of a kind).").arg(who);
    if (type == QLatin1String("xing"))
        return cards.isEmpty() ? Terms::tr("醒: %1 舵 more.").arg(value(e, 0))
                               : Terms::tr("醒 card %1: %2 舵 more.").arg(cards).arg(value(e, 0));
    if (type == QLatin1String("reveal"))
        return Terms::tr("%1 shows the hand: %2.").arg(who, cards);
    // A kind of event the table does not know: its type in words, and its cards.
    return (seat >= 0 ? who + QStringLiteral(": ") : QString()) + eventText(type) +
           (cards.isEmpty() ? QString() : QStringLiteral(" ") + cards);
}

// --- Score lines ---

namespace {

struct Refusals {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::Refusals)
};

// A rank as a Tichu player reads it: T is 10.
QString rankWord(const QString& code) {
    return code == QLatin1String("T") ? QStringLiteral("10") : code;
}

// The arguments of an English template (core/text_template.h) in words, in the template's order:
// seats and teams by the table's names, cards, actions and phases as the table says them; any
// other text through `other`.
QStringList argumentWords(const std::string& pattern, const std::vector<std::string>& values,
                          const TextContext& c,
                          const std::function<QString(const QString&)>& other = {}) {
    QStringList args;
    std::size_t next = 0;
    for (std::size_t i = 0; i + 1 < pattern.size() && next < values.size(); ++i) {
        if (pattern[i] != '%')
            continue;
        const QString value = QString::fromStdString(values[next++]);
        switch (pattern[++i]) {
        case 's':
            args << seatName(c, value.toInt());
            break;
        case 't': { // team A: seats 0 and 2; team B: seats 1 and 3
            const int first = value == QLatin1String("A") ? 0 : 1;
            args << Terms::tr("%1 & %2").arg(seatName(c, first), seatName(c, first + 2));
            break;
        }
        case 'c':
            args << cardName(c.game, value);
            break;
        case 'l':
            args << cardsIn(c.game, value);
            break;
        case 'r':
            args << rankWord(value);
            break;
        case 'a':
            args << actionText(value, c);
            break;
        case 'p':
            args << phaseText(value);
            break;
        case 'x':
            args << (other ? other(value) : value);
            break;
        default:
            args << value;
        }
    }
    return args;
}

// `text` with %1, %2… replaced by `args`; a translation may leave some out.
QString filled(QString text, const QStringList& args) {
    for (qsizetype i = args.size(); i-- > 0;)
        text.replace(QStringLiteral("%") + QString::number(i + 1), args[i]);
    return text;
}

} // namespace

QString ledgerText(const std::string& line, const TextContext& c) {
    static const QHash<QString, const char*> lines = {
        {QStringLiteral("fourcolor.hu"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 wins: base %2 hu + flower %3 = %4 hu.")},
        {QStringLiteral("fourcolor.pays"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Each other player pays %1.")},
        {QStringLiteral("fourcolor.xianggong"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "A dead hand (相公): the winner pays 11 to each other player.")},
        {QStringLiteral("fourcolor.exhausted"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The stock ran out: nothing is paid.")},
        {QStringLiteral("hakka.no-winner"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "No winner: nothing is paid.")},
        {QStringLiteral("hakka.declare"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "%1 declares victory: %2 hu won + %3 elders = %4 hu, %5 from each "
                           "payer.")},
        {QStringLiteral("hakka.dummy"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The dummy, %1: %2 hu, %3 from each payer.")},
        {QStringLiteral("hakka.privileged"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "%1 called as the privileged player and lost: pays for both.")},
        {QStringLiteral("tichu.double-victory"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Double victory: %1 200, %2 0.")},
        {QStringLiteral("tichu.last"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "%1 went out last: the hand (%2 points) goes to %3, the tricks (%4 "
                           "points) to %5.")},
        {QStringLiteral("tichu.card-points"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1: %2 card points.")},
        {QStringLiteral("tichu.tichu-made"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 made the Tichu: +%2 for %3.")},
        {QStringLiteral("tichu.tichu-failed"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 failed the Tichu: %2 for %3.")},
        {QStringLiteral("tichu.grand-made"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 made the Grand Tichu: +%2 for %3.")},
        {QStringLiteral("tichu.grand-failed"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 failed the Grand Tichu: %2 for %3.")},
        {QStringLiteral("zipai.xing-haidi"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "醒 on the last card (海底): %1 舵.")},
        {QStringLiteral("zipai.xing-none"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "醒: no card was left.")},
        {QStringLiteral("zipai.xing"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "醒 card %1: +%2 舵.")},
        {QStringLiteral("zipai.win-discard"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 wins on %2's discard: %3 油, %4 舵 base.")},
        {QStringLiteral("zipai.win-flip"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "%1 wins on the card turned up for %2: %3 油, %4 舵 base.")},
        {QStringLiteral("zipai.win-self"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 wins on a card of their own (自摸): %2 "
                                                    "油, %3 舵 base.")},
        {QStringLiteral("zipai.mingtang"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "名堂: %1")},
        {QStringLiteral("zipai.per-payer"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 舵 from each payer.")},
        {QStringLiteral("zipai.drawn"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The stock ran out (流局).")},
        {QStringLiteral("goofspiel.won"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "%1 won %2 prizes worth %3.")},
    };
    // The 名堂 as the engine names them, in simplified characters.
    static const QHash<QString, const char*> mingtang = {
        {QStringLiteral("十三红"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "十三红")},
        {QStringLiteral("一点红"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "一点红")},
        {QStringLiteral("门前清"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "门前清")},
        {QStringLiteral("无油"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "无油")},
        {QStringLiteral("十八大"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "十八大")},
        {QStringLiteral("十八小"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "十八小")},
        {QStringLiteral("全求人"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "全求人")},
    };
    const LedgerLine parsed = LedgerLine::parse(line);
    const auto it = lines.find(QString::fromStdString(parsed.key));
    if (it == lines.end())
        return QString::fromStdString(line);
    const QStringList args = argumentWords(
        templateOf(LedgerLine::templates(), parsed.key), parsed.args, c, [&](const QString& value) {
            const auto name = mingtang.find(value);
            return name == mingtang.end()
                       ? value
                       : QCoreApplication::translate("paiju::gui::GameTerms", name.value());
        });
    return filled(QCoreApplication::translate("paiju::gui::GameTerms", it.value()), args);
}

QString refusalText(const std::string& reason, const TextContext& c) {
    // A file's action that its match refused: which step, whose, and the engine's reason.
    static const QRegularExpression step(QStringLiteral(
        "^action (\\d+) \\(seat (\\d+), [\"'](.*)[\"']\\) (?:was|is) refused: (.*)$"));
    if (const auto m = step.match(QString::fromStdString(reason)); m.hasMatch())
        return Refusals::tr("Step %1 of the record, %2's action “%3”, is not allowed: %4")
            .arg(QString::number(m.captured(1).toInt() + 1), seatName(c, m.captured(2).toInt()),
                 actionText(m.captured(3), c), refusalText(m.captured(4).toStdString(), c));
    static const QHash<QString, const char*> refusals = {
        {QStringLiteral("no-seat"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This table has no such seat.")},
        {QStringLiteral("match-over"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The match is over.")},
        {QStringLiteral("game-over"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The match is over.")},
        {QStringLiteral("empty"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "No action was given.")},
        {QStringLiteral("unknown-card"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This game has no such card.")},
        {QStringLiteral("card-twice"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The same card is named twice.")},
        {QStringLiteral("turn"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "It is %1's turn, not %2's.")},
        {QStringLiteral("takes-nothing"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This action takes no cards.")},
        {QStringLiteral("unknown-action"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This game has no such action.")},
        {QStringLiteral("not-legal-for"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%2 may not do this now: %1.")},
        {QStringLiteral("fourcolor.turn"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "It is %1's turn to discard.")},
        {QStringLiteral("fourcolor.general-kept"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A General is never discarded.")},
        {QStringLiteral("fourcolor.general-drawn"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "Whoever draws a General must take it.")},
        {QStringLiteral("fourcolor.words"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "This action is not written as the game writes it.")},
        {QStringLiteral("fourcolor.chow-kind"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A chow must say which kind it is.")},
        {QStringLiteral("fourcolor.unknown-chow"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "There is no such kind of chow.")},
        {QStringLiteral("fourcolor.soldiers3"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "A chow of three soldiers names the two soldiers from the hand.")},
        {QStringLiteral("hakka.not-in-hand"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%2 does not hold %1.")},
        {QStringLiteral("hakka.must-beat-one"),
         QT_TRANSLATE_N_NOOP("paiju::gui::Refusals",
                             "Beat %1 if you can; otherwise discard %n card(s).")},
        {QStringLiteral("hakka.must-beat"),
         QT_TRANSLATE_N_NOOP("paiju::gui::Refusals",
                             "Beat %1 if you can; otherwise discard %n card(s).")},
        {QStringLiteral("hakka.single-lead"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 breaks the single-lead rule.")},
        {QStringLiteral("hakka.not-legal"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This is not allowed now: %1.")},
        {QStringLiteral("hakka.no-cards"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This action takes no cards.")},
        {QStringLiteral("hakka.needs-cards"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "This action needs cards.")},
        {QStringLiteral("tichu.no-call"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "%1 may not call Tichu now: one call per round, before playing a first "
                           "card, and not while passed cards are on the way.")},
        {QStringLiteral("tichu.passed"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 has already passed cards.")},
        {QStringLiteral("tichu.not-held"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 does not hold %2.")},
        {QStringLiteral("tichu.no-combination"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 is not a combination.")},
        {QStringLiteral("tichu.phoenix"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The Phoenix cannot stand for %1 in %2 now.")},
        {QStringLiteral("tichu.wish"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "The wish is for %1: %2 must play it (or a bomb, when following).")},
        {QStringLiteral("tichu.wish-an"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "The wish is for %1: %2 must play it (or a bomb, when following).")},
        {QStringLiteral("tichu.leader-pass"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The player who leads may not pass.")},
        {QStringLiteral("tichu.lead"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "Lead the Dog or a combination.")},
        {QStringLiteral("tichu.not-beat"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 does not beat %2.")},
        {QStringLiteral("tichu.bomb-only"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "Out of turn, only a bomb that beats %1 may be played.")},
        {QStringLiteral("tichu.dragon"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "The Dragon's trick goes to an opponent: %1 or %2.")},
        {QStringLiteral("tichu.lead-bomb"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "%1 leads: a bomb out of turn goes only on cards on the table.")},
        {QStringLiteral("tichu.not-legal"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%2 may not do this now: %1.")},
        {QStringLiteral("tichu.wish-rank"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A wish names one rank, or none.")},
        {QStringLiteral("tichu.not-rank"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "There is no such rank.")},
        {QStringLiteral("tichu.not-seat"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "There is no such seat.")},
        {QStringLiteral("tichu.give"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "Give one card to each other player.")},
        {QStringLiteral("tichu.give-key"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "Cards go to the right, the partner or the left.")},
        {QStringLiteral("tichu.given-twice"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A player is given two cards.")},
        {QStringLiteral("tichu.same-card"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The same card cannot be given twice.")},
        {QStringLiteral("tichu.one-rank"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "The Phoenix stands for one rank, 2 to A.")},
        {QStringLiteral("tichu.play-cards"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "Choose cards to play.")},
        {QStringLiteral("tichu.phoenix-unplayed"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "A rank is given for the Phoenix, but the Phoenix is not played.")},
        {QStringLiteral("zipai.turn"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "It is %1's turn (%2), not %3's.")},
        {QStringLiteral("zipai.kan"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A card of a 坎 is never discarded.")},
        {QStringLiteral("zipai.not-free"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 holds no %2 outside a 坎.")},
        {QStringLiteral("zipai.discard"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A discard names one card.")},
        {QStringLiteral("zipai.chi"),
         QT_TRANSLATE_NOOP(
             "paiju::gui::Refusals",
             "A chow names the two cards from the hand that go with the card shown.")},
        {QStringLiteral("zipai.bi"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals",
                           "Each match (比) takes three cards from the hand.")},
        {QStringLiteral("goofspiel.bid"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "A bid names one card.")},
        {QStringLiteral("goofspiel.has-bid"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%1 has already bid.")},
        {QStringLiteral("goofspiel.not-in-hand"),
         QT_TRANSLATE_NOOP("paiju::gui::Refusals", "%2 does not hold %1.")},
    };
    const Refusal parsed = Refusal::parse(reason);
    const auto it = refusals.find(QString::fromStdString(parsed.key));
    if (it == refusals.end())
        return QString::fromStdString(reason);
    const QString key = QString::fromStdString(parsed.key);
    // The count may come from a server's message: one no int holds is shown as it came.
    bool counted = true;
    const int count = key == QLatin1String("hakka.must-beat-one") ? 1
                      : key == QLatin1String("hakka.must-beat")
                          ? QString::fromStdString(parsed.args.at(1)).toInt(&counted)
                          : -1;
    if (!counted)
        return QString::fromStdString(reason);
    return filled(QCoreApplication::translate("paiju::gui::Refusals", it.value(), nullptr, count),
                  argumentWords(templateOf(Refusal::templates(), parsed.key), parsed.args, c));
}

// --- Table options ---

namespace {

struct OptionText {
    const char* game;
    const char* key;
    const char* name;
    const char* tip;
};

const OptionText* findOption(const QString& game, const QString& key) {
    static const OptionText options[] = {
        {"fourcolor", "hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "Hands in a match; it also ends when a player has 0 points or fewer.")},
        {"hakka", "rounds", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Rounds"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "Rounds (圈) in a game: the deal passes round the table once in each.")},
        {"tichu", "target", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Points to win"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The points a team needs to win the game.")},
        {"tichu", "rounds", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Rounds"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "After this many rounds the higher total wins (0: no limit).")},
        {"zipai", "threshold", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "油 to win (起胡)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The 油 a hand needs before it may win.")},
        {"zipai", "step", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "油 per 舵"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "The 油 each further 舵 costs; automatic: 3 at 10 油, 5 at 15.")},
        {"zipai", "zimo_bonus", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Self-drawn win (自摸)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "What a win on one's own card earns: one 舵 more, or double.")},
        {"zipai", "xing", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Bonus card (翻醒)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "The card turned up after a win: none, the same card (本醒) or its "
                           "neighbours (上下醒).")},
        {"zipai", "must_win", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Must win (有胡必胡)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "A player who can win must do so.")},
        {"zipai", "double_ron",
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Two winners (一炮双响)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "With Must win and three players, two may win on one card.")},
        {"zipai", "hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands in a session.")},
        {"goofspiel", "hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands in a match.")},
    };
    for (const OptionText& o : options)
        if (game == QLatin1String(o.game) && key == QLatin1String(o.key))
            return &o;
    return nullptr;
}

} // namespace

QString optionName(const QString& game, const QString& key) {
    const OptionText* o = findOption(game, key);
    return o ? QCoreApplication::translate("paiju::gui::GameTerms", o->name) : key;
}

QString optionTip(const QString& game, const QString& key) {
    const OptionText* o = findOption(game, key);
    return o ? QCoreApplication::translate("paiju::gui::GameTerms", o->tip) : QString();
}

QString choiceName(const QString& game, const QString& key, const QString& value) {
    static const QHash<QString, const char*> choices = {
        {QStringLiteral("zipai/step/auto"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "automatic")},
        {QStringLiteral("zipai/zimo_bonus/plus1"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "one 舵 more")},
        {QStringLiteral("zipai/zimo_bonus/double"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "double")},
        {QStringLiteral("zipai/xing/none"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "none")},
        {QStringLiteral("zipai/xing/ben"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "本醒")},
        {QStringLiteral("zipai/xing/shangxia"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "上下醒")},
    };
    const auto it = choices.find(game + QLatin1Char('/') + key + QLatin1Char('/') + value);
    return it == choices.end() ? value
                               : QCoreApplication::translate("paiju::gui::GameTerms", it.value());
}

QString meldKindText(const QString& kind) {
    return unitText(kind);
}

} // namespace paiju::gui
