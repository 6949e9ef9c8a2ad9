#pragma once

#include "io/coach_hint.h"
#include "text/game_terms.h"

#include <QFrame>

class QLabel;
class QVBoxLayout;

namespace paiju::gui {

// The coach's hint over the table: the search's best few choices for the seat, each in words
// with its chance to win and expected points (with their intervals and the deals compared), the
// facts that speak for or against it, and whether the two best are too close to call.
class HintPanel : public QFrame {
    Q_OBJECT
public:
    explicit HintPanel(QWidget* parent = nullptr);
    // While the search runs.
    void showWorking();
    // `count`: the choices shown, best first.
    void showHint(const CoachHint& hint, const QString& game, const TextContext& context,
                  int count = 3);
    // The actions shown, best first (empty while working), and the text of each row.
    const QStringList& shownActions() const { return actions_; }
    QStringList rowTexts() const;
    bool working() const { return working_; }

signals:
    void closed();

private:
    void clearRows();
    // Shows the rows made since the last clearRows(), fits the panel to them, and raises it.
    void showRows();
    QLabel* title_ = nullptr;
    QVBoxLayout* rows_ = nullptr;
    QStringList actions_;
    bool working_ = false;
};

} // namespace paiju::gui
