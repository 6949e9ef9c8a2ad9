#pragma once

#include "cards/card_faces.h"
#include "table/painted_parts.h"
#include "table/table_presenter.h"

#include <QDeadlineTimer>
#include <QGraphicsView>
#include <QHash>
#include <QJsonObject>
#include <QPixmap>
#include <QStringList>
#include <QTimer>

class QGraphicsScene;
class QGraphicsPathItem;
class QGraphicsSimpleTextItem;

namespace paiju::gui {

// The table as a picture, drawn from one seat's observation. The game's presenter
// (table_presenter.h) turns the observation into zones; the view draws them the same way for
// every game: each seat's zone along its side of the table (its plate with name, badges, cards
// left, score and the hand's counter; its exposed melds; its discards in order, wrapping into
// rows) and, towards the middle, its last play of the trick in play or the card it offers. The one
// seat to act has its plate lit; a claim window is shown in the middle instead. The scene has a
// fixed size and the view scales it to the window and the screen. When a play changes, its cards
// slide in from the seat that played them; a trick taken goes to the seat that took it; a new
// hand is dealt out from the middle. The person's own hand is the HandWidget below.
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
    // A timed turn (online tables): `seat` has until `deadline` to act. A ring beside its lit
    // plate counts the time down; seat -1 (or a seat whose plate is not lit) shows none.
    void setTurnClock(int seat, QDeadlineTimer deadline);
    // The ring drawn now (scene coordinates; empty when none) and the seconds in it, for tests.
    QRectF clockRect() const;
    QString clockText() const;
    int runningAnimations() const { return running_; }
    // Whether a move is being shown: the table's logic waits for animationsDone() before it goes
    // on (bots act, panels open), so that every play is seen.
    bool animating() const { return running_ > 0; }
    int movesStarted() const { return started_; } // since the view was made
    // The tokens drawn in the middle now (every seat's play, seat by seat), for tests.
    const QStringList& middle() const { return middle_; }
    // The seat plates' texts (name, score, cards, counter, badges) by seat, for tests.
    const QStringList& plates() const { return plates_; }
    // What is drawn, for tests: the zones last displayed, and where each card went (scene
    // coordinates; `sceneRect()` is the whole table).
    const TableZones& zones() const { return zones_; }
    enum class Place { Play, Meld, Discard };
    struct DrawnCard {
        QString token; // empty: face down
        int seat = -1;
        Place place = Place::Play;
        QRectF rect;
    };
    const QList<DrawnCard>& drawnCards() const { return drawn_; }
    QList<DrawnCard> drawnCards(int seat, Place place) const;
    QRectF zoneRect(int seat) const { return zoneRects_.value(seat); }
    QRectF plateRect(int seat) const { return plateRects_.value(seat); }
    bool isLit(int seat) const { return toAct_.value(seat); }
    QRectF sceneRect() const;

    int partCount() const override { return int(plates_.size()); }
    QString partText(int index, QAccessible::Text text) const override;
    QRect partRect(int index) const override;
    QAccessible::Role partRole() const override { return QAccessible::StaticText; }
    QString ownText(QAccessible::Text text) const override;
    QAccessible::Role ownRole() const override { return QAccessible::Pane; }

signals:
    // A seat's plate or zone was clicked (Tichu's passing: a card, then the seat it goes to).
    void seatClicked(int seat);
    // A card of the hand was dragged onto a seat (Tichu's passing).
    void cardDropped(int seat, const QString& card);
    // The last running move has ended (or was cut short by a new picture that moves nothing):
    // the picture shows the state last displayed.
    void animationsDone();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // The seat whose plate or zone is at `at` (scene coordinates), or -1.
    int seatAt(QPointF at) const;
    QGraphicsItem* addCard(const QString& token, QPointF at, int height, bool faceUp,
                           qreal angle = 0);
    // Moves the item; with `vanish` it is hidden once there (cards taken off the table).
    void slide(QGraphicsItem* item, QPointF from, QPointF to, int delayMs = 0, bool vanish = false);
    // Draws a seat's plate with its top left at `at`, no wider than `maxWidth`; returns its
    // rectangle.
    QRectF drawPlate(const SeatZone& zone, QPointF at, qreal maxWidth);
    // Lays groups of cards in rows from `area`'s top (or bottom) edge, wrapping; returns the
    // height used. `step` is the share of a card's width the next card of a group moves on.
    qreal layRows(const QList<QStringList>& groups, const QRectF& area, int height, qreal step,
                  bool upwards, int seat, Place place, bool dryRun);
    // Lays a play centred at `at`, no wider than `maxWidth`; returns the cards' rectangle.
    QRectF layPlay(const QStringList& cards, QPointF at, int height, qreal maxWidth, int seat,
                   bool slideIn, QPointF from);
    // A caption centred on `centre`, or starting there (`side` 1) or ending there (-1).
    void addCaption(const QString& text, QPointF centre, bool strong, int side = 0);
    // Draws the turn clock's ring again (each tick, and after every display).
    void drawClock();

    QGraphicsScene* scene_;
    cards::CardFaces faces_;
    int animationMs_ = 250;
    int running_ = 0;
    int started_ = 0;
    QObject* animations_ = nullptr; // parent of the running moves
    QStringList middle_;
    QStringList plates_;
    TableZones zones_;
    QList<DrawnCard> drawn_;
    QList<QStringList> plays_; // each seat's play last drawn
    QList<QRectF> plateRects_; // in the scene
    QList<QRectF> zoneRects_;  // each seat's part of the table, in the scene
    QList<bool> toAct_;        // the plates of the seats the game waits for
    QString handKey_;          // the hand last drawn: a new one is dealt out
    bool soundCues_ = true;
    qreal cardSizeScale_ = 1; // Settings → Card size, read once a display
    QHash<QString, QPixmap> pixmaps_;
    int clockSeat_ = -1;
    QDeadlineTimer clockDeadline_;
    qint64 clockTotalMs_ = 1; // the turn's whole time: the ring's full circle
    QTimer clockTick_;
    QGraphicsPathItem* ring_ = nullptr; // owned by the scene
    QGraphicsSimpleTextItem* ringText_ = nullptr;
    // The view last displayed, drawn again when the appearance changes.
    QJsonObject shown_;
    QStringList shownNames_;
    int shownBottom_ = 0;
};

// The saved animation speed (QSettings "animationMs", default 250; 0 is off).
int savedAnimationMs();
void saveAnimationMs(int ms);

} // namespace paiju::gui
