#pragma once

#include "cards/card_faces.h"
#include "table/review_job.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace paiju::gui {

// A review of one seat's decisions (a hand's, or a replay's): the one-line summary ("2 costly
// decisions, −18.0 expected points"), then the three that cost most against the coach's best,
// each with the position as the seat saw it (its hand, the last things that happened), the
// choice made, the best choice and the difference in expected points.
class ReviewView : public QWidget {
    Q_OBJECT
public:
    ReviewView(const GameInfo& game, const QStringList& names, QWidget* parent = nullptr);
    void setResult(const ReviewResult& result);
    QLabel* summary() const { return summary_; }
    // The decisions shown, most costly first, as (step, played, best).
    struct Shown {
        int step;
        QString played, best;
        double loss;
    };
    const QList<Shown>& shown() const { return shown_; }

private:
    void clearEntries();
    const GameInfo& game_;
    QString deckId_;
    QStringList names_;
    cards::CardFaces faces_;
    QLabel* summary_ = nullptr;
    QVBoxLayout* entries_ = nullptr;
    QList<Shown> shown_;
};

} // namespace paiju::gui
