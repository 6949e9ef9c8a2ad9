#pragma once

#include "cards/card_faces.h"

#include <QWidget>

namespace paiju::gui {

// A row of face-up cards, overlapping like a held hand; clicking a card (or pressing its number
// key) selects or releases it. Cards are type tokens in the order given.
class HandWidget : public QWidget {
    Q_OBJECT
public:
    HandWidget(const QString& deckId, QWidget* parent = nullptr);

    void setCards(const QStringList& tokens);
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
};

} // namespace paiju::gui
