// Zipai's words: its chows with their 比, its pongs, sweeps and fours, its wins in 油 and 舵, the
// 醒 card, and its table options.
#include "games/zipai/zipai_module.h"
#include "text/card_names.h"
#include "text/term_parts.h"

#include <QCoreApplication>
#include <QHash>

namespace paiju::gui {

namespace {

struct Terms {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::GameTerms)
};

using namespace terms;

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

std::optional<QString> ZipaiModule::actionText(const QString& verb, const QStringList& words,
                                               const TextContext& c, const QString&) const {
    const QString card = cardInPlay(c);
    if (verb == QLatin1String("peng"))
        return Terms::tr("Pong %1").arg(gui::cardName(c.game, card));
    if (verb == QLatin1String("chi"))
        return zipaiChow(words, card);
    return std::nullopt;
}

std::optional<QString> ZipaiModule::eventSentence(const QString& type, const QJsonObject& e,
                                                  const TextContext& c) const {
    const auto [text, seat, who, cards] = eventParts(e, c);
    const QString game = c.game;
    const bool own = game == id();
    if (type == QLatin1String("pass") && own)
        return Terms::tr("%1 lets the card go.").arg(who);
    if (type == QLatin1String("hu") && own)
        return Terms::tr("%1 wins: %2 (%3 油, %4 舵 per payer).")
            .arg(who, splitText(game, text))
            .arg(value(e, 0))
            .arg(value(e, 1));
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
    return std::nullopt;
}

const OptionWords* ZipaiModule::option(const QString& key) const {
    static const OptionWords options[] = {
        {"threshold", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "油 to win (起胡)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The 油 a hand needs before it may win.")},
        {"step", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "油 per 舵"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "The 油 each further 舵 costs; automatic: 3 at 10 油, 5 at 15.")},
        {"zimo_bonus", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Self-drawn win (自摸)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "What a win on one's own card earns: one 舵 more, or double.")},
        {"xing", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Bonus card (翻醒)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "The card turned up after a win: none, the same card (本醒) or its "
                           "neighbours (上下醒).")},
        {"must_win", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Must win (有胡必胡)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "A player who can win must do so.")},
        {"double_ron", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Two winners (一炮双响)"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "With Must win and three players, two may win on one card.")},
        {"hands", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Hands in a session.")},
    };
    for (const OptionWords& o : options)
        if (key == QLatin1String(o.key))
            return &o;
    return nullptr;
}

std::optional<QString> ZipaiModule::choiceName(const QString& key, const QString& value) const {
    static const QHash<QString, const char*> choices = {
        {QStringLiteral("step/auto"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "automatic")},
        {QStringLiteral("zimo_bonus/plus1"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "one 舵 more")},
        {QStringLiteral("zimo_bonus/double"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "double")},
        {QStringLiteral("xing/none"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "none")},
        {QStringLiteral("xing/ben"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "本醒")},
        {QStringLiteral("xing/shangxia"), QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "上下醒")},
    };
    const auto it = choices.find(key + QLatin1Char('/') + value);
    if (it == choices.end())
        return std::nullopt;
    return QCoreApplication::translate("paiju::gui::GameTerms", it.value());
}

} // namespace paiju::gui
