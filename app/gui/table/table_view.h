#pragma once

#include "cards/card_faces.h"
#include "settings/app_settings.h"
#include "table/painted_parts.h"
#include "table/table_presenter.h"

#include <QDeadlineTimer>
#include <QFontMetricsF>
#include <QGraphicsView>
#include <QHash>
#include <QJsonObject>
#include <QPixmap>
#include <QStringList>
#include <QTimer>
#include <optional>

class QVariantAnimation;

class QGraphicsScene;
class QGraphicsPathItem;
class QGraphicsSimpleTextItem;

namespace paiju::gui {

// The table as a picture, drawn from one seat's observation. The game's presenter
// (table_presenter.h) turns the observation into zones; the view draws them the same way for
// every game (docs/table.md): the seat across along the top edge, the seats beside along the left
// and right edges, the seat at the bottom (the person) along the bottom edge, each with its plate
// (name, badges, score, the hand's counter), its hand as a fan of backs with the count, its last
// play, its exposed melds and its discards in order; in the middle the card in play (the card on
// offer, or the play to beat), the largest card on the felt, with the stock beside it. The one seat
// to act has its plate lit; a claim window is shown in the middle instead.
//
// The view lays itself out in its own pixels (the scene is the view's size), with every card
// sized against a hand card: a fifth of the window's height (handCardHeight()), so the table
// keeps its proportions in any window and at any device pixel ratio. Cards move from where they
// come from to where they go (a deal, a play from the hand, a card drawn from the stock, a card
// claimed into a meld or left as a discard, a trick to the seat that took it); a bomb or a win
// gets a short flourish that a click skips. animationsDone() tells the table's logic when the
// picture has caught up. The person's own hand is the HandWidget below.
// For screen readers each seat plate is a part of the view (PaintedParts), and the view's
// description is its tooltip: the table in lines.
class TableView : public QGraphicsView, public PaintedParts {
    Q_OBJECT
public:
    explicit TableView(const QString& deckId, QWidget* parent = nullptr);

    // `bottom` is the seat drawn at the bottom (the viewer, or 0 for a spectator).
    void display(const QJsonObject& observation, const QStringList& names, int bottom);
    // A card put on offer that the observation shown does not hold yet: while a claim window's
    // time runs the table shows the state from before the window (who may claim is secret), and
    // the discard that opened it, which is public, lies on offer in front of its seat as the card
    // in play, one card fewer in that seat's hand. Taken at the next display().
    void setOffer(const OfferedCard& offer) { offer_ = offer; }
    // Whether what happens on the table plays the sound effects (when sound is on in Settings).
    void setSoundCues(bool on) { soundCues_ = on; }
    // Milliseconds a card takes to move; 0 draws every change at once.
    void setAnimationMs(int ms) { animationMs_ = ms; }
    int animationMs() const { return animationMs_; }
    // A timed turn (online tables): `seat` has until `deadline` to act. A ring beside its lit
    // plate counts the time down; seat -1 (or a seat whose plate is not lit) shows none.
    void setTurnClock(int seat, QDeadlineTimer deadline);
    // A claim window's time (online, or the auto-decline countdown of Settings): the ring beside
    // the card in play, as the window is about that card. setTurnClock(-1, {}) ends it.
    void setWindowClock(QDeadlineTimer deadline) { setTurnClock(windowClock, deadline); }
    static constexpr int windowClock = -2; // the clock's "seat" for a claim window
    // The ring drawn now (scene coordinates; empty when none) and the seconds in it, for tests.
    QRectF clockRect() const;
    QString clockText() const;
    int runningAnimations() const { return running_; }
    // Whether a move (or a flourish) is being shown: the table's logic waits for animationsDone()
    // before it goes on (bots act, panels open), so that every play is seen.
    bool animating() const { return running_ > 0; }
    int movesStarted() const { return started_; } // since the view was made
    // The tokens drawn in the middle now (every seat's play, seat by seat), for tests.
    const QStringList& middle() const { return middle_; }
    // The seat drawn at the bottom, for tests.
    int bottom() const { return shownBottom_; }
    // The seat plates' texts (name, score, cards, counter, badges) by seat, for tests.
    const QStringList& plates() const { return plates_; }
    // What is drawn, for tests: the zones last displayed, and where each card went (scene
    // coordinates; `sceneRect()` is the whole table).
    const TableZones& zones() const { return zones_; }
    // Where a card lies: a seat's play (or the card in play), its melds, its discards, or its
    // hand drawn as a fan of backs.
    enum class Place { Play, Meld, Discard, Hand };
    struct DrawnCard {
        QString token; // empty: face down
        int seat = -1;
        Place place = Place::Play;
        QRectF rect;          // what is seen of the card (a discard may show only its end)
        qreal faceHeight = 0; // the height of the whole card drawn
        bool inPlay = false;  // the card in play, in the middle
    };
    const QList<DrawnCard>& drawnCards() const { return drawn_; }
    QList<DrawnCard> drawnCards(int seat, Place place) const;
    QRectF zoneRect(int seat) const { return zoneRects_.value(seat); }
    // The middle of the table, between the seats' zones, where the card in play lies.
    QRectF middleRect() const { return centreRect_; }
    // The stock's pile of backs (empty when there is none).
    QRectF stockRect() const { return before_.stock; }
    QRectF plateRect(int seat) const { return plateRects_.value(seat); }
    bool isLit(int seat) const { return toAct_.value(seat); }
    QRectF sceneRect() const;
    // The height of a hand card the table's cards are sized against: a fifth of the window's.
    qreal handCardHeight() const;
    // The words drawn on the felt (captions, the middle's lines, the stock's count, the count
    // on a fan of backs), for tests: none covers a card's face.
    const QList<QRectF>& captionRects() const { return captions_; }
    // A bomb or a win is being shown; a click on the table (or skipFlourish()) ends it.
    bool flourishing() const { return flourish_ != nullptr; }
    void skipFlourish();

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
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    struct Block;
    struct Metrics;
    // The seat whose plate or zone is at `at` (scene coordinates), or -1.
    int seatAt(QPointF at) const;
    // A card centred at `at`, `height` tall; `share` < 1 shows only its top part (a discard's
    // end), which is then what `at` centres.
    QGraphicsItem* addCard(const QString& token, QPointF at, qreal height, bool faceUp,
                           qreal angle = 0, qreal share = 1);
    // Moves the item; with `vanish` it is hidden once there (cards taken off the table).
    void slide(QGraphicsItem* item, QPointF from, QPointF to, int delayMs = 0, bool vanish = false);
    // The plate's size for the seat, and the plate drawn in `rect`.
    QSizeF plateSize(const SeatZone& zone, const Metrics& m) const;
    void drawPlate(const SeatZone& zone, const QRectF& rect, const Metrics& m);
    // A caption centred on `centre` (or with its top there, `below`); returns its rectangle.
    QRectF addCaption(const QString& text, QPointF centre, qreal px, bool strong,
                      bool below = false);
    // The picture of the zones last displayed, in the view's present size; with `animate` the
    // cards that changed move there from where they were.
    void build(bool animate);
    // The blocks of a seat's zone (plate and fan, play, melds, discards) at `scale`.
    QList<Block> blocksOf(int seat, int k, const Metrics& m, qreal scale, qreal width) const;
    // Lays the blocks into `area` in lines (wrapping), to its left, centre or right (`align` -1,
    // 0, 1) and top, middle or bottom (`valign`); returns the size used. With `draw` they are
    // drawn.
    QSizeF flow(const QList<Block>& blocks, const QRectF& area, int align, int valign, bool draw);
    void drawBlock(const Block& block, QPointF at);
    void startFlourish(const QString& text);
    Metrics metrics() const;
    // Ends the moves running (their cards stay where they are going); whether any ran.
    bool cutMoves();
    // Draws the turn clock's ring again (each tick, and after every display).
    void drawClock();

    QGraphicsScene* scene_;
    cards::CardFaces faces_;
    QList<QRectF> captions_;
    mutable QHash<QString, QSizeF> plateSizes_; // measured plates (name, badges, words, height)
    // The captions' font measured, for the size it was measured at.
    mutable std::optional<QFontMetricsF> captionMetrics_;
    mutable qreal captionMetricsPx_ = 0;
    qreal builtFor_ = 0;                    // the hand card's height the picture was laid out for
    QList<QGraphicsItem*> items_;           // the item of each drawn card
    QList<QRectF> hands_;                   // each seat's fan of backs (or its plate)
    QRectF centreRect_;                     // the middle, between the seats' zones
    QVariantAnimation* flourish_ = nullptr; // the bomb or win being shown
    // What the picture last showed, where the next moves start: each seat's play, melds and
    // discards as drawn, and the card in play.
    struct Shown {
        QList<QList<DrawnCard>> plays, melds, discards;
        QList<QRectF> hands; // each seat's fan (the bottom seat: its edge of the table)
        QList<int> meldCounts, discardCounts;
        QRectF stock;
        int logSize = 0;
    };
    Shown before_;
    bool dealing_ = false; // the next picture deals the hand out
    QString lastEvent_;    // the type of the observation's last event
    int taker_ = -1;       // the seat that took the trick or claimed, on the last event
    int animationMs_ = 250;
    int running_ = 0;
    int started_ = 0;
    QObject* animations_ = nullptr; // parent of the running moves
    QStringList middle_;
    QStringList plates_;
    TableZones zones_;
    OfferedCard offer_;
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
    QRectF playRect_;                   // the card in play, ringed (empty when none is)
    QGraphicsPathItem* ring_ = nullptr; // owned by the scene
    QGraphicsSimpleTextItem* ringText_ = nullptr;
    // The view last displayed, drawn again when the appearance changes.
    QJsonObject shown_;
    QStringList shownNames_;
    int shownBottom_ = 0;
};

} // namespace paiju::gui
