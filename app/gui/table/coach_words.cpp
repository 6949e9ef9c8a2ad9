#include "table/coach_words.h"

#include "games/catalog.h"
#include "games/game_module.h"
#include "text/card_names.h"
#include "text/game_terms.h"

#include <cmath>

namespace paiju::gui {

namespace {

QString percent(double share) {
    return QString::number(std::lround(std::clamp(share, 0.0, 1.0) * 100));
}

} // namespace

QString CoachWords::points(double value) {
    // U+2212 MINUS SIGN, as a loss is written.
    const QString number = QString::number(std::abs(value), 'f', 1);
    return value < -0.05 ? QStringLiteral("\u2212") + number : QStringLiteral("+") + number;
}

QString CoachWords::estimate(const QString& game, const CoachEstimate& e) {
    if (e.samples == 0)
        return tr("the only choice worth comparing");
    const QString win = gameModule(game).winsAsATeam() ? tr("the team wins the round %1% (%2–%3%)")
                                                       : tr("wins the hand %1% (%2–%3%)");
    return tr("%1 · %2 points (%3 to %4) · %5 deals")
        .arg(win.arg(percent(e.win.mean), percent(e.win.low), percent(e.win.high)),
             points(e.points.mean), points(e.points.low), points(e.points.high))
        .arg(e.samples);
}

QString CoachWords::shortEstimate(const QString& game, const CoachEstimate& e) {
    if (e.samples == 0)
        return tr("the only choice worth comparing");
    const QString win = gameModule(game).winsAsATeam() ? tr("the team wins %1%") : tr("wins %1%");
    return tr("%1 · %2 points").arg(win.arg(percent(e.win.mean)), points(e.points.mean));
}

QString CoachWords::action(const QString& action, const TextContext& context) {
    return actionText(action, context);
}

QString CoachWords::reason(const QString& deckId, const CoachReason& r) {
    const QString card = cardName(deckId, QString::fromStdString(r.card));
    using Kind = CoachReason::Kind;
    switch (r.kind) {
    case Kind::AllCopiesSeen:
        return tr("safe from a pair: every %1 is in sight, no one else holds one").arg(card);
    case Kind::BreaksSet:
        return r.count == 2 ? tr("breaks your pair of %1").arg(card)
                            : tr("breaks your set of %1 × %2").arg(r.count).arg(card);
    case Kind::LoneCard:
        return tr("a lone card: keeps every pair");
    case Kind::Wins:
        return tr("takes the win");
    case Kind::Bomb:
        return tr("a bomb: takes the trick worth %1 points").arg(r.count);
    case Kind::GoesOut:
        return tr("plays your last cards");
    case Kind::Claims:
        return tr("claims the %1 into a meld").arg(card);
    }
    return {};
}

QString CoachWords::reasons(const QString& deckId, const std::vector<CoachReason>& rs) {
    QStringList out;
    for (const CoachReason& r : rs)
        out << reason(deckId, r);
    return out.join(QStringLiteral("; "));
}

QString CoachWords::closeness(const CoachAnalysis& a) {
    if (a.estimates.size() < 2 || !a.tooClose)
        return {};
    return tr("Too close to call: the two best differ by less than the search can tell.");
}

QString CoachWords::summary(const GameReview& review) {
    if (review.costly.empty())
        return tr("No costly decisions");
    if (review.costly.size() == 1)
        return tr("1 costly decision, %1 expected points").arg(points(-review.costlyLoss));
    return tr("%1 costly decisions, %2 expected points")
        .arg(review.costly.size())
        .arg(points(-review.costlyLoss));
}

} // namespace paiju::gui
