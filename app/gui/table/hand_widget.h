#pragma once

#include "cards/card_faces.h"

#include <QSet>
#include <QWidget>

namespace paiju::gui {

// A row of face-up cards, overlapping like a held hand; clicking a card (or pressing its number
// key) selects or releases it. Cards are type tokens in the order given.
class HandWidget : public QWidget {
    Q_OBJECT
public:
    HandWidget(const QString& deckId, QWidget* parent = nullptr);

    void setCards(const QStringList& tokens);
    // Orders the hand by rank instead of the deck's order (suit first).
    void setSortByRank(bool on);
    bool sortByRank() const { return byRank_; }
    // The hint: cards outside `playable` are dimmed (an empty set dims nothing). Cards in
    // `starred` carry a star (Hakka's 老岁 elders).
    void setMarks(const QSet<QString>& playable, const QSet<QString>& starred);
    bool isDimmed(int index) const;
    bool isStarred(int index) const { return starred_.contains(cards_.value(index)); }
    const QStringList& cards() const { return cards_; }
    QStringList selectedCards() const;
    void toggle(int index);
    void clearSelection();
    QRect cardRect(int index) const;
    QSize sizeHint() const override;

signals:
    void selectionChanged();

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    int cardHeight() const;
    cards::CardFaces faces_;
    QStringList cards_;
    QList<bool> selected_;
    QSet<QString> playable_;
    QSet<QString> starred_;
    QString deckId_;
    bool byRank_ = false;
    QStringList given_; // as the observation lists them
};

} // namespace paiju::gui
