// Tichu's words: its plays named as combinations, its calls, wishes, passing and the Dragon's
// gift, its events and its table options.
#include "games/tichu/tichu_module.h"
#include "text/card_names.h"
#include "text/term_parts.h"
#include "tichu/tichu_combos.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <algorithm>
#include <bit>

namespace paiju::gui {

QString tichuRank(int rank) {
    static const char* const faces[] = {"J", "Q", "K", "A"};
    return rank >= 11 && rank <= 14 ? QString::fromLatin1(faces[rank - 11]) : QString::number(rank);
}

namespace {

struct Terms {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::GameTerms)
};

using namespace terms;

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

// What a Tichu play is: "a straight 2–6", "a bomb: 8 8 8 8", "Jade 7". The engine reads the
// cards (tichu::readings, the reading the Phoenix's rank names); the words only show it.
QString tichuCombo(const QStringList& words) {
    QStringList cards;
    tichu::Mask mask = 0;
    int phoenix = 0;
    for (const QString& w : words) {
        const QByteArray token = w.toLatin1();
        if (w.startsWith(QLatin1String("PH=")))
            phoenix = tichu::parseRank(std::string_view(token).substr(3));
        else if (const int card = tichu::parseCard(std::string_view(token)); card >= 0) {
            cards << w;
            mask |= tichu::bit(card);
        }
    }
    if (cards.size() == 1)
        return cardName(QStringLiteral("tichu"), cards.front());
    const std::vector<tichu::Combo> read = tichu::readings(mask);
    const auto combo = std::find_if(read.begin(), read.end(), [phoenix](const tichu::Combo& c) {
        return phoenix == 0 || c.phoenixAs == phoenix;
    });
    if (combo == read.end() || std::popcount(mask) != cards.size())
        return cardList(QStringLiteral("tichu"), cards);
    QList<int> ranks;
    for (const QString& c : cards)
        ranks << (c == QLatin1String("PH") ? combo->phoenixAs : tichuRankOf(c));
    std::sort(ranks.begin(), ranks.end());
    QStringList shown;
    for (int r : ranks)
        shown << tichuRank(r);
    const QString all = shown.join(QLatin1Char(' '));
    const QString span =
        QStringLiteral("%1–%2").arg(tichuRank(ranks.front()), tichuRank(ranks.back()));
    QString named;
    switch (combo->kind) {
    case tichu::Kind::Pair:
        named = Terms::tr("a pair: %1").arg(all);
        break;
    case tichu::Kind::Triple:
        named = Terms::tr("three of a kind: %1").arg(all);
        break;
    case tichu::Kind::FourBomb:
        named = Terms::tr("a bomb: %1").arg(all);
        break;
    case tichu::Kind::FullHouse:
        named = Terms::tr("a full house: %1").arg(all);
        break;
    case tichu::Kind::Straight:
        named = Terms::tr("a straight: %1").arg(span);
        break;
    case tichu::Kind::StraightFlush:
        named = Terms::tr("a straight flush bomb: %1").arg(span);
        break;
    case tichu::Kind::PairRun:
        named = Terms::tr("pairs in a row: %1").arg(all);
        break;
    case tichu::Kind::Single:
    case tichu::Kind::Dog:
        return cardList(QStringLiteral("tichu"), cards);
    }
    if (combo->phoenixAs != 0 && cards.contains(QStringLiteral("PH")))
        named += Terms::tr(" (the Phoenix as %1)").arg(tichuRank(combo->phoenixAs));
    return named;
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

} // namespace

std::optional<QString> TichuModule::actionText(const QString& verb, const QStringList& words,
                                               const TextContext& c, const QString&) const {
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
    if (verb == QLatin1String("play") && c.game == id())
        return Terms::tr("Play %1").arg(tichuCombo(words.mid(1)));
    return std::nullopt;
}

std::optional<QString> TichuModule::eventSentence(const QString& type, const QJsonObject& e,
                                                  const TextContext& c) const {
    const auto [text, seat, who, cards] = eventParts(e, c);
    if (type == QLatin1String("play") && c.game == id())
        return Terms::tr("%1 plays %2.").arg(who, tichuCombo(wordsOf(text)));
    if (type == QLatin1String("bomb"))
        return Terms::tr("%1 bombs with %2.").arg(who, tichuCombo(wordsOf(text)));
    if (type == QLatin1String("trick") && c.game == id())
        return Terms::tr("%1 takes the trick (%2 points).").arg(who).arg(value(e, 0));
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
    return std::nullopt;
}

const char* TichuModule::eventWord(const QString& type) const {
    static const QHash<QString, const char*> words = {
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
    };
    return words.value(type, nullptr);
}

const OptionWords* TichuModule::option(const QString& key) const {
    static const OptionWords options[] = {
        {"target", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Points to win"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "The points a team needs to win the game.")},
        {"rounds", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Rounds"),
         QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                           "After this many rounds the higher total wins (0: no limit).")},
    };
    for (const OptionWords& o : options)
        if (key == QLatin1String(o.key))
            return &o;
    return nullptr;
}

} // namespace paiju::gui
