#pragma once

#include "io/coach_hint.h"
#include "text/game_terms.h"

#include <QFrame>
#include <QList>
#include <QRectF>
#include <optional>

class QLabel;
class QMouseEvent;
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
    // Compact: one line a choice, its means alone (the intervals, deals and reasons in its
    // tooltip), for a table with no room for the whole panel. The hint shown is shown again.
    void setCompact(bool compact);
    bool compact() const { return compact_; }
    // The hint shown, null while working or before the first; shown again, in the language now
    // set, by showAgain().
    const CoachHint* hint() const { return hint_ ? &*hint_ : nullptr; }
    void showAgain();
    // Moves the panel to `at`, kept whole within its parent.
    void moveWithin(QPoint at);
    // The actions shown, best first (empty while working), and the text of each row.
    const QStringList& shownActions() const { return actions_; }
    QStringList rowTexts() const;
    bool working() const { return working_; }
    // Whether the person has moved the panel by dragging it: the table then leaves it there.
    bool moved() const { return moved_; }

    // Where a panel of `size` covers least of what lies in `area`: each thing's rectangle
    // counts its area times its weight under the panel. Of places that cover equally, the one
    // nearest the top left corner (a margin in) is taken.
    struct Covered {
        QRectF rect;
        double weight = 1;
    };
    // `cost`, when given, receives what the place covers.
    static QPoint leastCovering(QSize size, QRect area, const QList<Covered>& things,
                                double* cost = nullptr);

signals:
    void closed();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void clearRows();
    // Shows the rows made since the last clearRows(), fits the panel to them, and raises it.
    void showRows();
    QLabel* title_ = nullptr;
    QVBoxLayout* rows_ = nullptr;
    QStringList actions_;
    bool working_ = false;
    bool moved_ = false;
    bool compact_ = false;
    // The hint shown (none while working), to show it again in the other form.
    std::optional<CoachHint> hint_;
    QString game_;
    TextContext context_;
    int count_ = 3;
    std::optional<QPoint> grab_; // where the panel was taken hold of, while dragged
};

} // namespace paiju::gui
