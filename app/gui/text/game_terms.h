#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <string>

namespace paiju::gui {

// What the words of a table depend on: the game (its id is also its deck's), the seats' names,
// the seat that reads them, and that seat's observation (the card in play a claim takes).
struct TextContext {
    QString game;
    QStringList names;
    int seat = -1;
    QJsonObject observation;
};

// A game's name in the UI language (its English name translated as on the start page).
QString gameName(const std::string& englishName);

// A seat as the table names it: its name, or "Player 2" (seats count from 1 for people).
QString seatName(const TextContext& context, int seat);

// The words of the engine's notation that a player reads at the table — phases and the kinds of
// log events — in the UI language. A word the table does not know is shown as the engine wrote it.
QString phaseText(const QString& phase);
QString eventText(const QString& type);
// An action of the notation as a button says it, in the game's vocabulary: what it does and the
// cards it uses ("play 7j 7s 8p PH PH=8" → "Play a full house …", "pung" → "Pung red Chariot
// (俥)").
QString actionText(const QString& action, const TextContext& context = {});
// The cards an action uses, as its button shows them: each group of cards it puts together (a
// claim's meld with the card in play, each 比 of a zipai chow, a play, the cards given).
QList<QStringList> actionCards(const QString& action, const TextContext& context = {});
// The kind of a meld or of a unit of a winning hand as the engine names it ("pung",
// "soldiers3", "kaizhao", "kan" …) in the UI language; empty for a word it does not know.
QString meldKindText(const QString& kind);
// One log event as a sentence: who did what, with which cards.
QString eventSentence(const QJsonObject& event, const TextContext& context);

// A line of a settled hand's score (`HandResult::lines`, English as the engine keeps it) in the
// UI language, with the table's names for seats and teams.
QString ledgerText(const std::string& line, const TextContext& context);

// Why the engine refused an action (`ApplyResult::error`, English as the engine gives it, a
// `Refusal`), or why a saved record could not be replayed ("action 3 (seat 1, …) was refused: …"),
// in the UI language with the table's names. A reason no template matches is shown as it is.
QString refusalText(const std::string& reason, const TextContext& context);

// A table option of a game: its name, a one-line explanation, and how a choice reads.
QString optionName(const QString& game, const QString& key);
QString optionTip(const QString& game, const QString& key);
QString choiceName(const QString& game, const QString& key, const QString& value);

} // namespace paiju::gui
