#include "games/hakka/hakka_module.h"

#include "dialogs/sound_cues.h"
#include "session/seat_agent.h"
#include "table/table_presenter.h"
#include "text/view_text.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui {

namespace {

struct Names {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::CardNames)
};

// The hint's words are the table window's, where the translations have them.
struct Table {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TableWindow)
};

QString number(int n) { // 1..10 as written on the cards
    static const char* const digits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "一"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "二"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "三"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "四"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "五"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "六"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "七"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "八"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "九"),
                                         QT_TRANSLATE_NOOP("paiju::gui::CardNames", "十")};
    return n >= 1 && n <= 10 ? Names::tr(digits[n - 1]) : QString::number(n);
}

} // namespace

bool HakkaModule::present(const QJsonObject& observation, TableZones& zones) const {
    presenters::hakka(observation, zones);
    return true;
}

QString HakkaModule::cardName(const QString& t) const {
    if (t == QLatin1String("Y1"))
        return Names::tr("云线");
    static const char* const suits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 十"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 贯"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 索"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "%1 of 线")};
    return Names::tr(suits[QStringLiteral("SGZX").indexOf(t[0])]).arg(number(t.mid(1).toInt()));
}

int HakkaModule::rankKey(int t) const {
    return t < 36 ? (t % 9) * 4 + t / 9 : 100; // 4 suits × 9, then 云线
}

std::optional<bool> HakkaModule::takenInOneClick(const QString& verb, const QString&,
                                                 const session::SeatView& view, const Deck&) const {
    // Following a lead, the few plays that beat the best so far are choices of their own
    // (discarding face down still takes selected cards).
    if (verb == QLatin1String("play"))
        return !view.observation.value("current").toArray().isEmpty();
    return std::nullopt;
}

QString HakkaModule::mustDiscardHint(const session::SeatView& view, const Deck& deck) const {
    if (!view.awaited || view.legal.isEmpty())
        return {};
    for (const QString& action : view.legal)
        if (!action.startsWith(QLatin1String("discard ")))
            return {};
    const int count = int(cardsOf(view.legal.front(), deck).size());
    return Table::tr("Nothing in your hand beats the cards played, so you must discard %n "
                     "card(s) face down: select them, then press “Discard face down”.",
                     nullptr, count);
}

MeldFields HakkaModule::meldFields() const {
    return {.cardsWon = true, .declareShowsElders = true};
}

std::optional<Cue> HakkaModule::cueOfEvent(const QString& type) const {
    if (type == QLatin1String("declare"))
        return Cue::Win; // a declaration wins the hand
    return std::nullopt;
}

} // namespace paiju::gui
