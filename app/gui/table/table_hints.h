#pragma once

#include "io/coach_hint.h"
#include "table/worker_mailbox.h"
#include "text/game_terms.h"

#include <QObject>
#include <functional>
#include <memory>

class QPushButton;
class QShortcut;

namespace paiju {
struct GameInfo;
}

namespace paiju::gui {

class HintPanel;
class SeatPanel;

// The position a hint is asked for: the state the seat decides in (its hidden cards are never
// read: the coach samples them), the seat, the seed of the search, and a key that changes with
// the position, so that a hint that arrives too late is dropped.
struct HintPosition {
    std::shared_ptr<const GameState> state; // null: nothing to hint now
    int seat = -1;
    std::uint64_t seed = 0;
    QString key;
    TextContext context; // the seat's view, for the words
};

// The Hint button (key H) of a local table or a replay: asks the coach for the position of the
// seat shown, on a worker thread, and shows the answer over the table (HintPanel) with the best
// choice highlighted: its cards selected in the hand and its button marked in the action bar.
// Never made for an online table.
class TableHints : public QObject {
    Q_OBJECT
public:
    // `position` makes the position to search (a copy of the state); `key` says cheaply which
    // position the table shows now.
    TableHints(const GameInfo& game, SeatPanel* panel, std::function<HintPosition()> position,
               std::function<QString()> key);
    ~TableHints() override;

    QPushButton* button() const { return button_; }
    HintPanel* hintPanel() const { return hintPanel_; }
    // The hard bot's search at the game's hint budget (GameInfo::coachBudgetMs); tests set a
    // number of samples instead, so that a run is the same on every machine.
    void setSettings(const SearchSettings& settings) { settings_ = settings; }
    const SearchSettings& settings() const { return settings_; }
    // Asks for a hint of the position now (the button, key H).
    void request();
    // The position may have changed: a hint (or a search) for another one goes.
    void positionChanged();
    // The hint shown (empty while the coach works), and the seed it was searched with.
    const CoachHint& last() const;
    std::uint64_t lastSeed() const { return lastSeed_; }
    // Whether a hint can be asked now (a seat shown and awaited).
    bool available() const;

signals:
    void ready(); // a hint is shown (or that there is nothing to decide)

private:
    void answered(const QString& key, const CoachHint& hint);
    void highlight(const QString& action);
    void clearHighlight();
    void retranslate();
    void place(); // the panel where it covers least of the table
    bool eventFilter(QObject* watched, QEvent* event) override;

    const GameInfo& game_;
    SeatPanel* panel_;
    std::function<HintPosition()> position_;
    std::function<QString()> key_;
    SearchSettings settings_;
    QPushButton* button_ = nullptr;
    QShortcut* shortcut_ = nullptr;
    HintPanel* hintPanel_ = nullptr;
    std::shared_ptr<WorkerMailbox> mailbox_;
    QString asked_; // the key of the position being searched or shown
    TextContext context_;
    std::uint64_t lastSeed_ = 0;
    QString highlighted_;
};

} // namespace paiju::gui
