#include "games/tichu/tichu_module.h"

#include "dialogs/sound_cues.h"
#include "session/seat_agent.h"
#include "table/table_presenter.h"
#include "text/view_text.h"
#include "tichu/tichu_combos.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>

namespace paiju::gui {

namespace {

struct Names {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::CardNames)
};

} // namespace

bool TichuModule::present(const QJsonObject& observation, TableZones& zones) const {
    presenters::tichu(observation, zones);
    return true;
}

QString TichuModule::cardName(const QString& t) const {
    if (t == QLatin1String("MJ"))
        return Names::tr("Mah Jong");
    if (t == QLatin1String("DG"))
        return Names::tr("Dog");
    if (t == QLatin1String("PH"))
        return Names::tr("Phoenix");
    if (t == QLatin1String("DR"))
        return Names::tr("Dragon");
    static const char* const suits[] = {QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Jade %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Sword %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Pagoda %1"),
                                        QT_TRANSLATE_NOOP("paiju::gui::CardNames", "Star %1")};
    const QString rank = t[0] == QLatin1Char('T') ? QStringLiteral("10") : QString(t[0]);
    return Names::tr(suits[QStringLiteral("jspt").indexOf(t[1])]).arg(rank);
}

int TichuModule::rankKey(int t) const {
    // 4 suits × 13, then the 4 specials; the Mah Jong lowest.
    return t < 52 ? (t % 13) * 4 + t / 13 + 1 : (t == 52 ? 0 : 100 + t);
}

HandStyle TichuModule::handStyle() const {
    // Held by rank, the cards of a rank overlapping, a gap between ranks.
    return {.ownOrder = true, .within = 0.42, .across = 1.1};
}

std::optional<int> TichuModule::handGroup(const QString& token, int rankKey, int index) const {
    // By rank (keys from 1); each special card alone.
    return token.size() == 2 && token[1].isLower() ? (rankKey - 1) / 4 : 1000 + index;
}

// A bomb as the engine reads the cards (a four of a kind, a straight flush): none with a special
// card in it.
bool isTichuBomb(const QStringList& cards) {
    if (cards.size() < 4)
        return false;
    tichu::Mask mask = 0;
    for (const QString& card : cards) {
        const int c = tichu::parseCard(card.toStdString());
        if (c < 0)
            return false;
        mask |= tichu::bit(c);
    }
    const auto read = tichu::readings(mask);
    return std::any_of(read.begin(), read.end(),
                       [](const tichu::Combo& combo) { return tichu::isBomb(combo.kind); });
}

bool TichuModule::declines(const QString& action) const {
    return action == QLatin1String("pass") || action == QLatin1String("nobomb") ||
           action == QLatin1String("nogrand");
}

bool TichuModule::isCall(const QString& action) const {
    return action == QLatin1String("tichu") || action == QLatin1String("grand");
}

bool TichuModule::isBomb(const QString& action, const QStringList& cards) const {
    return action.startsWith(QLatin1String("play ")) && isTichuBomb(cards);
}

std::optional<bool> TichuModule::takenInOneClick(const QString& verb, const QString& action,
                                                 const session::SeatView& view,
                                                 const Deck& deck) const {
    // A bomb in the last chance before a trick is taken. At the seat's own turn it is chosen
    // like any play: a button of its own there would show the screen's onlookers the bomb.
    return verb == QLatin1String("play") && view.legal.contains(QLatin1String("nobomb")) &&
           isTichuBomb(cardsOf(action, deck));
}

std::optional<Cue> TichuModule::cueOfEvent(const QString& type) const {
    if (type == QLatin1String("tichu"))
        return Cue::Claim; // a call is heard as a claim
    return std::nullopt;
}

} // namespace paiju::gui
