#pragma once

#include "cards/card_faces.h"
#include "table/painted_parts.h"

#include <QGraphicsView>
#include <QJsonObject>
#include <QStringList>

class QGraphicsScene;

namespace paiju::gui {

// The table as a picture, drawn from one seat's observation: the other seats around it with
// their backs and counts, names, scores and markers, every seat's exposed melds, the cards in the
// middle (the trick, the card on offer, the discards) and the stock. The scene has a fixed size
// and the view scales it to the window and the screen. When the middle changes, the new cards
// slide in from the seat that played them; a new hand is dealt out from the middle. The person's
// own hand is the HandWidget below, where cards are chosen.
// For screen readers each seat plate is a part of the view (PaintedParts), and the view's
// description is its tooltip: the table in lines.
class TableView : public QGraphicsView, public PaintedParts {
    Q_OBJECT
public:
    explicit TableView(const QString& deckId, QWidget* parent = nullptr);

    // `bottom` is the seat drawn at the bottom (the viewer, or 0 for a spectator).
    void display(const QJsonObject& observation, const QStringList& names, int bottom);
    // Whether what happens on the table plays the sound effects (when sound is on in Settings).
    void setSoundCues(bool on) { soundCues_ = on; }
    // Milliseconds a card takes to move; 0 draws every change at once.
    void setAnimationMs(int ms) { animationMs_ = ms; }
    int runningAnimations() const { return running_; }
    int movesStarted() const { return started_; } // since the view was made
    // The tokens drawn in the middle now, for tests.
    const QStringList& middle() const { return middle_; }
    // The seat plates' texts (name, score, cards, markers) by seat, for tests.
    const QStringList& plates() const { return plates_; }

    int partCount() const override { return int(plates_.size()); }
    QString partText(int index, QAccessible::Text text) const override;
    QRect partRect(int index) const override;
    QAccessible::Role partRole() const override { return QAccessible::StaticText; }
    QString ownText(QAccessible::Text text) const override;
    QAccessible::Role ownRole() const override { return QAccessible::Pane; }

signals:
    // A seat's plate or zone was clicked (Tichu's passing: a card, then the seat it goes to).
    void seatClicked(int seat);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    QPointF seatPosition(int seat, int seats, int bottom) const;
    QGraphicsItem* addCard(const QString& token, QPointF at, int height, bool faceUp,
                           qreal angle = 0);
    // Moves the item; with `vanish` it is hidden once there (cards taken off the table).
    void slide(QGraphicsItem* item, QPointF from, QPointF to, int delayMs = 0, bool vanish = false);

    QGraphicsScene* scene_;
    cards::CardFaces faces_;
    int animationMs_ = 250;
    int running_ = 0;
    int started_ = 0;
    QObject* animations_ = nullptr; // parent of the running moves
    QStringList middle_;
    QStringList plates_;
    QList<QRectF> plateRects_; // in the scene
    QList<QRectF> zoneRects_;  // each seat's part of the table, in the scene
    QList<bool> toAct_;        // the plates of the seats the game waits for
    QString handKey_;          // the hand last drawn: a new one is dealt out
    bool soundCues_ = true;
    // The view last displayed, drawn again when the appearance changes.
    QJsonObject shown_;
    QStringList shownNames_;
    int shownBottom_ = 0;
};

// The saved animation speed (QSettings "animationMs", default 250; 0 is off).
int savedAnimationMs();
void saveAnimationMs(int ms);

} // namespace paiju::gui
