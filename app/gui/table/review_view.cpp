#include "table/review_view.h"

#include "io/game_info.h"
#include "session/observed.h"
#include "table/coach_words.h"
#include "table/hand_result_panel.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QFrame>
#include <QJsonArray>
#include <QLabel>
#include <QVBoxLayout>

namespace paiju::gui {

ReviewView::ReviewView(const GameInfo& game, const QStringList& names, QWidget* parent)
    : QWidget(parent), game_(game), deckId_(QString::fromStdString(game.deck->id())), names_(names),
      faces_(deckId_) {
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("review-summary"));
    QFont big = summary_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    summary_->setFont(big);
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    entries_ = new QVBoxLayout;
    entries_->setSpacing(10);
    layout->addLayout(entries_);
    layout->addStretch(1);
}

void ReviewView::clearEntries() {
    while (QLayoutItem* item = entries_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    shown_.clear();
}

void ReviewView::setResult(const ReviewResult& result) {
    clearEntries();
    const GameReview& review = result.review;
    QString summary = CoachWords::summary(review);
    if (result.cancelled)
        summary = tr("%1 (stopped after %2 decisions)").arg(summary).arg(review.decisions.size());
    else if (review.decisions.empty())
        summary = tr("No decisions to review: every move was the only one.");
    else if (review.decisions.size() == 1)
        summary = tr("%1 (1 decision gone through)").arg(summary);
    else
        summary = tr("%1 (%2 decisions gone through)").arg(summary).arg(review.decisions.size());
    summary_->setText(summary);
    for (std::size_t k = 0; k < review.costly.size() && k < 3; ++k) {
        const ReviewedDecision& d = review.decisions[review.costly[k]];
        const QJsonObject position =
            k < result.positions.size() ? result.positions[k] : QJsonObject{};
        const TextContext context{deckId_, names_, review.seat, position};
        const int step = result.offset + d.index;
        const QString played = QString::fromStdString(d.played);
        const QString best = QString::fromStdString(d.analysis.best());
        shown_.append({step, played, best, d.loss.mean});

        auto* entry = new QFrame(this);
        entry->setObjectName(QStringLiteral("review-entry"));
        entry->setFrameShape(QFrame::StyledPanel);
        auto* box = new QVBoxLayout(entry);
        auto* heading = new QLabel(tr("%1. At step %2: %3 expected points")
                                       .arg(k + 1)
                                       .arg(step)
                                       .arg(CoachWords::points(-d.loss.mean)),
                                   entry);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        box->addWidget(heading);
        // The position as the seat saw it: the last things that happened, and its hand.
        const QJsonArray log = session::Observed(position).log();
        QStringList lately;
        for (qsizetype i = std::max<qsizetype>(0, log.size() - 2); i < log.size(); ++i)
            if (const QString line = eventLine(log[i].toObject(), deckId_, names_); !line.isEmpty())
                lately << line;
        if (!lately.isEmpty()) {
            auto* before =
                new QLabel(tr("Just before: %1").arg(lately.join(QStringLiteral(" · "))), entry);
            before->setWordWrap(true);
            box->addWidget(before);
        }
        const QStringList hand = session::Observed(position).hand(review.seat);
        if (!hand.isEmpty())
            box->addWidget(new CardStrip(faces_, deckId_, {hand}, entry));
        auto* choices = new QLabel(entry);
        choices->setObjectName(QStringLiteral("review-choices"));
        choices->setWordWrap(true);
        const CoachEstimate* mine = d.analysis.find(d.played);
        const CoachEstimate& top = d.analysis.estimates.front();
        const QString game = QString::fromStdString(game_.id);
        choices->setText(
            tr("<b>Your choice:</b> %1<br>&nbsp;&nbsp;%2<br><b>Best:</b> %3<br>&nbsp;&nbsp;%4<br>"
               "<b>Difference:</b> %5 expected points (%6 to %7)")
                .arg(CoachWords::action(played, context).toHtmlEscaped(),
                     mine ? CoachWords::estimate(game, *mine).toHtmlEscaped() : QString(),
                     CoachWords::action(best, context).toHtmlEscaped(),
                     CoachWords::estimate(game, top).toHtmlEscaped(),
                     CoachWords::points(-d.loss.mean), CoachWords::points(-d.loss.high),
                     CoachWords::points(-d.loss.low)));
        box->addWidget(choices);
        entries_->addWidget(entry);
    }
}

} // namespace paiju::gui
