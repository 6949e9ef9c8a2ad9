// Hakka's words: its calls, its face-down discards, its declarations of victory and the events of
// its tricks, and its table options.
#include "games/hakka/hakka_module.h"
#include "text/term_parts.h"

#include <QCoreApplication>

namespace paiju::gui {

namespace {

struct Terms {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::GameTerms)
};

using namespace terms;

} // namespace

std::optional<QString> HakkaModule::actionText(const QString& verb, const QStringList&,
                                               const TextContext& c, const QString& cards) const {
    const bool own = c.game == id();
    if (verb == QLatin1String("pass") && own)
        return Terms::tr("Pass (no call)");
    if (verb == QLatin1String("discard") && own)
        return Terms::tr("Discard face down: %1").arg(cards);
    if (verb == QLatin1String("call"))
        return Terms::tr("Call (叫牌)");
    if (verb == QLatin1String("declare"))
        return Terms::tr("Declare victory");
    return std::nullopt;
}

std::optional<QString> HakkaModule::eventSentence(const QString& type, const QJsonObject& e,
                                                  const TextContext& c) const {
    const auto [text, seat, who, cards] = eventParts(e, c);
    const bool own = c.game == id();
    if (type == QLatin1String("pass") && own)
        return Terms::tr("%1 does not call.").arg(who);
    if (type == QLatin1String("discard") && own)
        return Terms::tr("%1 discards %2 face down.").arg(who, cards);
    if (type == QLatin1String("discarded"))
        return Terms::tr("%1 discards %n card(s) face down.", nullptr, value(e, 0)).arg(who);
    if (type == QLatin1String("declare") && own)
        return cards.isEmpty()
                   ? Terms::tr("%1 declares victory with %2 hu.").arg(who).arg(value(e, 0))
                   : Terms::tr("%1 declares victory with %2 hu, elders %3.")
                         .arg(who)
                         .arg(value(e, 0))
                         .arg(cards);
    if (type == QLatin1String("call"))
        return Terms::tr("%1 calls (叫牌).").arg(who);
    if (type == QLatin1String("void"))
        return Terms::tr("Nobody called: the cards are dealt again.");
    if (type == QLatin1String("trick"))
        return Terms::tr("%1 wins the trick with %2 (%3 hu).").arg(who, cards).arg(value(e, 0));
    if (type == QLatin1String("five-tigers"))
        return Terms::tr("%1 holds the five 1s (五虎下山): %2.").arg(who, cards);
    if (type == QLatin1String("no-winner"))
        return Terms::tr("Nobody declared victory: nothing is paid.");
    if (type == QLatin1String("dummy"))
        return Terms::tr("The dummy, %1, held %2.").arg(who, cards);
    return std::nullopt;
}

const OptionWords* HakkaModule::option(const QString& key) const {
    static const OptionWords rounds{
        "rounds", QT_TRANSLATE_NOOP("paiju::gui::GameTerms", "Rounds"),
        QT_TRANSLATE_NOOP("paiju::gui::GameTerms",
                          "Rounds (圈) in a game: the deal passes round the table once in each.")};
    return key == QLatin1String(rounds.key) ? &rounds : nullptr;
}

} // namespace paiju::gui
