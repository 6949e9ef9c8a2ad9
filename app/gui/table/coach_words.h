#pragma once

#include "io/coach_hint.h"

#include <QCoreApplication>
#include <QString>

namespace paiju::gui {

struct TextContext;

// The coach's numbers and facts in the UI language, in each game's own terms: Tichu's team wins
// the round, the others' seat wins the hand.
class CoachWords {
    Q_DECLARE_TR_FUNCTIONS(CoachWords)
public:
    // "wins the hand 62% (57–67%) · +3.1 points (2.0 to 4.2) · 512 deals"
    static QString estimate(const QString& game, const CoachEstimate& e);
    // "wins 62% · +3.1 points": the means alone, for a small table.
    static QString shortEstimate(const QString& game, const CoachEstimate& e);
    // An action in words, as the seat was shown it.
    static QString action(const QString& action, const TextContext& context);
    static QString reason(const QString& deckId, const CoachReason& r);
    static QString reasons(const QString& deckId, const std::vector<CoachReason>& rs);
    // Said when the two best cannot be told apart, else empty.
    static QString closeness(const CoachAnalysis& a);
    // "2 costly decisions, −18.0 expected points" or "No costly decisions".
    static QString summary(const GameReview& review);
    // A signed number of points with one decimal ("+3.1", "−2.0").
    static QString points(double value);
};

} // namespace paiju::gui
