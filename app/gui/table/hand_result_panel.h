#pragma once

#include "cards/card_faces.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QTimer>
#include <QWidget>

class QDialog;
class QDialogButtonBox;
class QLabel;
class QTextBrowser;
class QVBoxLayout;

namespace paiju {
class Deck;
}

namespace paiju::gui {

// What a settled hand (or the match) comes to, wherever it was played: at this screen the
// session's ledger and match log, online the server's views.
struct HandSummary {
    QString heading;   // "Hand 2 is over", or the match's winner
    QStringList names; // by seat
    QList<int> deltas; // each seat's points for the hand
    QList<int> totals; // the totals after it
    QStringList lines; // the score's lines, in the UI language
    QJsonArray log;    // the finished hand's events the viewer may see (may be empty)
    // The table as the hand ended, as the viewer saw it (an observation; empty when not known):
    // each seat's melds with their value and the hand's running counter (Tichu's points taken,
    // Hakka's hu won and elders).
    QJsonObject table;
    // At the match's end, each seat's place (1 = won; partners share theirs); empty otherwise.
    QList<int> places;
};

// A row of cards in groups (a meld, a hand), drawn from the deck's faces; its accessible name
// names every card.
class CardStrip : public QWidget {
    Q_OBJECT
public:
    // `captions`, when given, are written under each group (a meld's kind and value).
    CardStrip(cards::CardFaces& faces, const QString& deckId, QList<QStringList> groups,
              QWidget* parent = nullptr, QStringList captions = {});
    const QList<QStringList>& groups() const { return groups_; }
    const QStringList& captions() const { return captions_; }
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent*) override;

private:
    struct Placed {
        int group;
        QPoint at;
        int step;  // from one card of the group to the next
        int width; // the group's, its caption included
    };
    QList<Placed> arrange(int width) const; // in rows as wide as `width`
    int groupWidth(int index, int step) const;
    int captionHeight() const;
    int rowHeight() const;
    int cardWidth() const;
    cards::CardFaces& faces_;
    QList<QStringList> groups_;
    QStringList captions_;
};

// The end of a hand, for every table window: the winner's hand and melds (and every hand shown
// at the end) as cards, each seat's melds on the table with their value, each seat's points for
// the hand and the new totals (partners together), and every line of the score in words; at the
// match's end the winners and the final standings. Online it counts down to the next deal, the
// same for every client.
struct HandResultDialog;

class HandResultPanel : public QWidget {
    Q_OBJECT
public:
    HandResultPanel(const Deck& deck, QWidget* parent = nullptr);

    void setSummary(const HandSummary& summary);
    // The match is over: each seat's place from its total (1 = best; equal totals share a place,
    // so partners win together) and the heading that names the winners. Every table ends a
    // match so, at one screen and online.
    static void endMatch(HandSummary& summary);
    // The end-of-hand dialog every table opens: a panel over a row of buttons the table fills
    // in, over `parent`, at the size the player left it last time.
    static HandResultDialog inDialog(const Deck& deck, QWidget* parent);
    // Counts down to `deadline` ("The next hand starts in 4 s"); a deadline that never expires
    // hides the countdown.
    void setCountdown(QDeadlineTimer deadline);
    QLabel* countdown() const { return countdown_; }
    // The cards drawn, every group of every row, for tests and screen readers.
    QStringList shownCards() const;
    // Every group drawn (a meld, a hand, a reading's unit), and the caption under each.
    QList<QStringList> shownGroups() const;
    QStringList shownCaptions() const;
    // The value of a meld as its game counts it, in words ("pung · 3 hu", "碰 · 3 油"): `kind`
    // as the engine names it; `exposed` for a meld on the table (four-color scores those, and a
    // winning hand's meld with the winning card, apart from the melds in hand). Empty when the
    // game gives melds no value of their own.
    static QString meldCaption(const QString& game, const QString& kind, const QStringList& cards,
                               bool exposed);
    QTextBrowser* text() const { return text_; }
    QLabel* heading() const { return heading_; }

    // The events of a finished hand whose cards are shown: the win with its melds, the hands
    // shown at the end, the declared elders, the last player's cards …
    static bool showsCards(const QString& eventType);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void fitText();
    void tick();

    const Deck& deck_;
    QString deckId_;
    cards::CardFaces faces_;
    HandSummary summary_;
    QLabel* heading_ = nullptr;
    QWidget* cardsScroll_ = nullptr;
    QWidget* cardsBox_ = nullptr;
    QVBoxLayout* cardsLayout_ = nullptr;
    QTextBrowser* text_ = nullptr;
    QLabel* countdown_ = nullptr;
    QDeadlineTimer deadline_ = QDeadlineTimer(QDeadlineTimer::Forever);
    QTimer ticker_;
};

struct HandResultDialog {
    QDialog* dialog = nullptr;
    HandResultPanel* panel = nullptr;
    QDialogButtonBox* buttons = nullptr;
};

} // namespace paiju::gui
