#pragma once

#include "cards/card_faces.h"
#include "table/painted_parts.h"

#include <QSet>
#include <QWidget>
#include <algorithm>

namespace paiju::gui {

// A row of face-up cards grouped as the game's players group them, spread across the width it is
// given and overlapping evenly only when they do not fit; clicking a card selects or releases it.
// Its card height follows its own height (the window sets it, about a fifth of the window's;
// heightForCards gives the height for a card height).
// From the keyboard the arrows (and Home, End) move the focus through the hand, Space selects or
// releases the focused card and Esc releases them all; other keys go to the table window. Cards
// are type tokens in the order given. Each card is a child of the hand for screen readers, named
// in the UI language.
class HandWidget : public QWidget, public PaintedParts {
    Q_OBJECT
public:
    HandWidget(const QString& deckId, QWidget* parent = nullptr);
    ~HandWidget() override;

    void setCards(const QStringList& tokens);
    // Orders the hand by rank instead of the deck's order (suit first). Tichu's hand is always by
    // rank, zipai's always in columns by number.
    void setSortByRank(bool on);
    bool sortByRank() const { return byRank_; }
    // Tichu and zipai hands are always held in their players' order, so sorting does not apply.
    bool keepsOwnOrder() const;
    // The hint: cards outside `playable` are dimmed (an empty set dims nothing). Cards in
    // `starred` carry a star (Hakka's 老岁 elders).
    void setMarks(const QSet<QString>& playable, const QSet<QString>& starred);
    bool isDimmed(int index) const;
    bool isStarred(int index) const { return starred_.contains(cards_.value(index)); }
    const QStringList& cards() const { return cards_; }
    QStringList selectedCards() const;
    // The selected cards in the order they were chosen (Tichu's passing: right, partner, left).
    QStringList selectedInOrder() const;
    bool isSelected(int index) const { return selected_.value(index); }
    void toggle(int index);
    void clearSelection();
    QRect cardRect(int index) const;
    QSize sizeHint() const override;
    // The widget's height that holds cards `cardHeight` high, raised when selected (zipai: in
    // columns three cards high).
    int heightForCards(int cardHeight) const;
    // The height of the cards as they are drawn now.
    int cardHeight() const;
    // The card the keyboard is on, -1 in an empty hand.
    int cursor() const { return cards_.isEmpty() ? -1 : std::min(cursor_, int(cards_.size()) - 1); }
    void setCursor(int index);
    // What a screen reader says of a card: its name, and whether it is selected, playable, an
    // elder.
    QString accessibleCardName(int index) const;
    QString accessibleCardDescription(int index) const;

    int partCount() const override { return int(cards_.size()); }
    QString partText(int index, QAccessible::Text text) const override;
    QRect partRect(int index) const override { return cardRect(index); }
    QAccessible::State partState(int index) const override;
    QAccessible::Role partRole() const override { return QAccessible::ListItem; }
    QString ownText(QAccessible::Text text) const override;
    QAccessible::Role ownRole() const override { return QAccessible::List; }

    // Whether a card may be dragged out of the hand (Tichu's passing: onto a seat of the table).
    void setDraggable(bool on) { draggable_ = on; }
    // The MIME type a dragged card carries, its token as the data.
    static QString cardMimeType() { return QStringLiteral("application/x-paiju-card"); }

signals:
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    // The cards' places: in groups as players hold them (four-color by colour, Hakka by suit,
    // Tichu by rank, zipai in columns by number).
    QList<QRect> layout() const;
    int groupOf(int index) const;
    bool columns() const;
    cards::CardFaces faces_;
    QStringList cards_;
    QList<bool> selected_;
    QList<int> picked_; // the selected cards' places, in the order they were chosen
    QSet<QString> playable_;
    QSet<QString> starred_;
    QString deckId_;
    bool byRank_ = false;
    QStringList given_; // as the observation lists them
    int cursor_ = 0;
    void announceFocus();
    bool draggable_ = false;
    int pressed_ = -1; // the card last pressed, which a drag takes
    QPoint pressedAt_;
};

} // namespace paiju::gui
