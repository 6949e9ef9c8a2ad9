#include "text/view_text.h"

#include "games/catalog.h"
#include "session/observed.h"
#include "settings/app_settings.h"
#include "text/card_names.h"
#include "text/game_terms.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace paiju::gui {

namespace {
// The texts belong to the table window's context, where the translations have them.
struct Table {
    Q_DECLARE_TR_FUNCTIONS(paiju::gui::TableWindow)
};
} // namespace

QStringList tokensIn(const QJsonValue& v) {
    if (v.isString())
        return {v.toString()};
    if (v.isObject())
        return tokensIn(v.toObject().value("card"));
    QStringList out;
    for (const QJsonValue& item : v.toArray())
        out << tokensIn(item);
    return out;
}

QString eventLine(const QJsonObject& e, const QString& deckId, const QStringList& names) {
    return eventSentence(e, TextContext{deckId, names, -1, {}});
}

QString actionToolTip(const QString& action, const QString& label) {
    return settings::showNotation() ? Table::tr("%1\nNotation: %2").arg(label, action) : label;
}

QStringList tableLines(const QJsonObject& obs, const QString& deckId, const QStringList& names) {
    const TextContext context{deckId, names, -1, {}};
    const auto named = [&](const QStringList& cards) {
        QStringList out;
        for (const QString& card : cards)
            out << cardName(deckId, card);
        return out.join(QStringLiteral(" "));
    };
    QStringList lines;
    struct Shown {
        const char* key;
        const char* label;
    };
    static const Shown shown[] = {
        {"current", QT_TRANSLATE_NOOP("paiju::gui::TableWindow", "Best play")},
        {"trick", QT_TRANSLATE_NOOP("paiju::gui::TableWindow", "Trick")},
        {"faceUp", QT_TRANSLATE_NOOP("paiju::gui::TableWindow", "Played")},
        {"discardPile", QT_TRANSLATE_NOOP("paiju::gui::TableWindow", "Discards")},
        {"revealed", QT_TRANSLATE_NOOP("paiju::gui::TableWindow", "Shown")}};
    for (const Shown& item : shown) {
        const QStringList cards = tokensIn(obs.value(QLatin1String(item.key)));
        if (!cards.isEmpty())
            lines << QStringLiteral("%1: %2").arg(
                QCoreApplication::translate("paiju::gui::TableWindow", item.label), named(cards));
    }
    const session::Observed observed(obs);
    for (int i = 0; i < observed.seatCount(); ++i) {
        const QJsonObject s = observed.seat(i);
        QString line = Table::tr("%1 holds %n card(s)", nullptr, observed.handCount(i))
                           .arg(seatName(context, s.value("seat").toInt()));
        for (const QJsonValue& meld : s.value("exposed").toArray())
            line += QStringLiteral(" [%1]").arg(named(tokensIn(meld.toObject().value("cards"))));
        lines << line;
    }
    return lines;
}

QStringList cardsOf(const QString& action, const Deck& deck) {
    QStringList cards;
    // `PH=8` names a reading, not a card.
    for (const QString& word : action.split(QLatin1Char(' '), Qt::SkipEmptyParts).mid(1))
        if (!word.contains(QLatin1Char('=')) && deck.parseType(word.toStdString()))
            cards << word;
    return cards;
}

QSet<QString> playableCards(const session::SeatView& view, const Deck& deck) {
    QSet<QString> cards;
    if (!view.awaited)
        return cards;
    if (const session::Observed observed(view.observation); observed.mayGive()) {
        for (const QString& card : observed.hand(view.seat))
            cards.insert(card);
        return cards;
    }
    for (const QString& action : view.legal)
        for (const QString& card : cardsOf(action, deck))
            cards.insert(card);
    return cards;
}

bool takenInOneClick(const QString& action, const session::SeatView& view, const Deck& deck) {
    const QString verb = action.section(QLatin1Char(' '), 0, 0);
    if (verb == QLatin1String("chi") || verb == QLatin1String("chow"))
        return true; // a claim on the card in play names the hand's cards it uses
    const QString game = session::Observed(view.observation).game();
    return gameModule(game).takenInOneClick(verb, action, view, deck).value_or(false);
}

QStringList offeredActions(const session::SeatView& view, QStringList selected, const Deck& deck,
                           bool* cardActions) {
    const QStringList order = selected;
    selected.sort();
    *cardActions = false;
    QStringList offered = view.legal;
    // Tichu's passing: any three cards, one to each other seat. The order they were selected in
    // says where each goes: the first to the right, the second to the partner, the third to the
    // left; one action, not one per order.
    if (session::Observed(view.observation).mayGive()) {
        *cardActions = true;
        if (order.size() == 3)
            offered << QStringLiteral("give right=%1 partner=%2 left=%3")
                           .arg(order[0], order[1], order[2]);
    }
    QStringList out;
    for (const QString& action : offered) {
        QStringList cards = cardsOf(action, deck);
        cards.sort();
        const bool oneClick = takenInOneClick(action, view, deck);
        *cardActions |= !cards.isEmpty() && !oneClick;
        if (cards.isEmpty() || cards == selected || oneClick)
            out << action;
    }
    return out;
}

QJsonArray readableLog(const QJsonArray& events, QList<int>* kept) {
    QJsonArray out;
    if (kept)
        kept->clear();
    for (int i = 0; i < events.size(); ++i) {
        const session::ObservedEvent e(events[i].toObject());
        const session::ObservedEvent before(i > 0 ? events[i - 1].toObject() : QJsonObject());
        const bool toldAgain = e.type() == QLatin1String("discarded") &&
                               before.type() == QLatin1String("discard") &&
                               before.seat() == e.seat();
        if (kept)
            kept->append(toldAgain ? -1 : int(out.size()));
        if (!toldAgain)
            out.append(e.json());
    }
    return out;
}

QString mustDiscardHint(const session::SeatView& view, const Deck& deck) {
    return gameModule(session::Observed(view.observation).game()).mustDiscardHint(view, deck);
}

QString beatenClaimHint(const session::SeatView& view, const QStringList& names) {
    const session::Observed observed(view.observation);
    const QString game = observed.game();
    const auto beaten = gameModule(game).beatenClaim(observed.log(), view.seat);
    if (!beaten)
        return {};
    const QString verb = beaten->action.section(QLatin1Char(' '), 0, 0);
    const QString claim = actionText(verb, TextContext{game, {}, -1, {}}).trimmed();
    const QString by = names.value(beaten->by, Table::tr("Seat %1").arg(beaten->by + 1));
    return Table::tr("%1 claimed the card first: your %2 was not made.").arg(by, claim);
}

} // namespace paiju::gui
