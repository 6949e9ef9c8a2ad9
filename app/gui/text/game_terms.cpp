#include "text/game_terms.h"

#include "core/match_ledger.h"
#include "core/refusal.h"
#include "games/catalog.h"
#include "session/observed.h"
#include "text/card_names.h"
#include "text/term_parts.h"

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
    if (events().contains(type))
        return lookUp(events(), type);
    for (const GameModule* module : gameModules())
        if (const char* word = module->eventWord(type))
            return QCoreApplication::translate("paiju::gui::GameTerms", word);
    return type;
}

namespace terms {

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
EventParts eventParts(const QJsonObject& e, const TextContext& c) {
    const session::ObservedEvent event(e);
    const QString text = event.text();
    const int seat = event.seat();
    return {text, seat, seatName(c, seat), cardsIn(c.game, text)};
}

int numberIn(const QString& text) {
    for (const QString& w : wordsOf(text))
        if (bool ok = false; w.toInt(&ok), ok)
            return w.toInt();
    return 0;
}

int value(const QJsonObject& e, int i) {
    return session::ObservedEvent(e).value(i);
}

// The card a claim takes, from the seat's observation.
QString cardInPlay(const TextContext& c) {
    return session::Observed(c.observation).cardInPlay();
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

} // namespace terms

using namespace terms;

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
    // The game's own words first, then the words every game shares, then a verb of another game
    // (its words are the same whoever reads them).
    if (auto own = gameModule(game).actionText(verb, words, c, cards))
        return *own;
    if (verb == QLatin1String("pass"))
        return Terms::tr("Pass");
    if (verb == QLatin1String("discard"))
        return Terms::tr("Discard %1").arg(cards);
    if (verb == QLatin1String("hu"))
        return Terms::tr("Win (胡)");
    if (verb == QLatin1String("play"))
        return Terms::tr("Play %1").arg(cards);
    if (verb == QLatin1String("bid"))
        return Terms::tr("Bid %1").arg(words.value(1));
    for (const GameModule* module : gameModules())
        if (auto other = module->actionText(verb, words, c, cards))
            return *other;
    return action;
}

QList<QStringList> actionCards(const QString& action, const TextContext& c) {
    const QStringList words = wordsOf(action);
    const QString verb = words.value(0);
    const QString card = cardInPlay(c);
    for (const GameModule* module : gameModules())
        if (const auto meld = module->claimMeld(verb, words, card))
            return meld->isEmpty() ? QList<QStringList>{} : QList<QStringList>{*meld};
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
    const QString type = session::ObservedEvent(e).type();
    const auto [text, seat, who, cards] = eventParts(e, c);
    const QString game = c.game;
    // The game's own sentence first, then those every game shares, then an event of another
    // game (told the same whoever reads it).
    if (auto own = gameModule(game).eventSentence(type, e, c))
        return *own;
    if (type == QLatin1String("deal"))
        return Terms::tr("Hand %1 is dealt.").arg(numberIn(text));
    if (type == QLatin1String("hand"))
        return Terms::tr("%1 is dealt %2.").arg(who, cards);
    if (type == QLatin1String("play"))
        return Terms::tr("%1 plays %2.").arg(who, cards);
    if (type == QLatin1String("pass"))
        return Terms::tr("%1 passes.").arg(who);
    if (type == QLatin1String("discard"))
        return Terms::tr("%1 discards %2.").arg(who, cards);
    if (type == QLatin1String("draw") || type == QLatin1String("flip"))
        return Terms::tr("%1 is turned up for %2.").arg(cards, who);
    if (type == QLatin1String("hu"))
        return Terms::tr("%1 wins: %2 (%3 hu).").arg(who, splitText(game, text)).arg(value(e, 2));
    if (type == QLatin1String("exhaustive-draw") || type == QLatin1String("drawn"))
        return Terms::tr("The stock ran out: nobody wins the hand.");
    if (type == QLatin1String("hand-end"))
        return Terms::tr("Hand %1 is over.").arg(numberIn(text));
    if (type == QLatin1String("match-end"))
        return Terms::tr("The match is over.");
    for (const GameModule* module : gameModules())
        if (auto other = module->eventSentence(type, e, c))
            return *other;
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

QString optionName(const QString& game, const QString& key) {
    const OptionWords* o = gameModule(game).option(key);
    return o ? QCoreApplication::translate("paiju::gui::GameTerms", o->name) : key;
}

QString optionTip(const QString& game, const QString& key) {
    const OptionWords* o = gameModule(game).option(key);
    return o ? QCoreApplication::translate("paiju::gui::GameTerms", o->tip) : QString();
}

QString choiceName(const QString& game, const QString& key, const QString& value) {
    return gameModule(game).choiceName(key, value).value_or(value);
}

QString meldKindText(const QString& kind) {
    return unitText(kind);
}

} // namespace paiju::gui
