#include "text/game_terms.h"

#include <QCoreApplication>
#include <QHash>

namespace paiju::gui {

namespace {

#define TERM(word, text)                                                                           \
    { QStringLiteral(word), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", text) }

const QHash<QString, const char*>& phases() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "discard")},
        {QStringLiteral("claim"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "claim window")},
        {QStringLiteral("match-over"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "match over")},
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

const QHash<QString, const char*>& verbs() {
    static const QHash<QString, const char*> table = {
        {QStringLiteral("discard"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Discard")},
        {QStringLiteral("play"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Play")},
        {QStringLiteral("pass"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Pass")},
        {QStringLiteral("call"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Call")},
        {QStringLiteral("declare"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Declare victory")},
        {QStringLiteral("hu"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Win (hu)")},
        {QStringLiteral("kong"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Kong")},
        {QStringLiteral("pung"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Pung")},
        {QStringLiteral("chow"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Chow")},
        {QStringLiteral("grand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Call Grand Tichu")},
        {QStringLiteral("nogrand"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "No Grand Tichu")},
        {QStringLiteral("tichu"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Call Tichu")},
        {QStringLiteral("give"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Pass cards:")},
        {QStringLiteral("nobomb"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "No bomb")},
        {QStringLiteral("wish"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Wish")},
        {QStringLiteral("gift"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Give the Dragon's trick to seat")},
        {QStringLiteral("peng"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Pong")},
        {QStringLiteral("chi"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Chow")},
        {QStringLiteral("none"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "nothing")},
        {QStringLiteral("right"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "right")},
        {QStringLiteral("partner"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "partner")},
        {QStringLiteral("left"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "left")},
    };
    return table;
}

QString phaseText(const QString& phase) {
    return lookUp(phases(), phase);
}

QString eventText(const QString& type) {
    return lookUp(events(), type);
}

QString actionText(const QString& action) {
    QStringList words = action.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return action;
    QStringList out{lookUp(verbs(), words.takeFirst())};
    for (const QString& word : words) {
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        if (word == QLatin1String("bi"))
            out << QStringLiteral("+ 比");
        else if (word.startsWith(QLatin1String("PH=")))
            out << QStringLiteral("(PH = %1)").arg(word.mid(3));
        else if (eq > 0) // give right=3j → 3j → right
            out << QStringLiteral("%1 → %2").arg(word.mid(eq + 1), lookUp(verbs(), word.left(eq)));
        else
            out << lookUp(verbs(), word);
    }
    return out.join(QLatin1Char(' '));
}

} // namespace paiju::gui
