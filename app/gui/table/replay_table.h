#pragma once

#include "io/replay.h"
#include "table/table_source.h"

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QListWidget;
class QSlider;

namespace paiju::gui {

class HandWidget;
class ReviewDialog;
class SeatPanel;
class TableHints;
class TableView;
class TableWindow;

// A finished game (or any replay) step by step: the table after each action, seen from the seat
// chosen (or from the rail), with the controls of a player: first, back, forward, last, and a
// slider. Nothing can be played here. It opens in a table window (TableWindow::replayOf).
class ReplayTable : public TableSource {
    Q_OBJECT
public:
    // The positions of the replay: before the first action and after each; none, and a reason,
    // when the replay does not apply.
    static std::vector<std::unique_ptr<GameState>> positions(const Replay& replay, QString* error);
    ReplayTable(TableWindow& window, Replay replay, std::vector<std::unique_ptr<GameState>> states);

    int step() const { return step_; } // actions applied
    int steps() const { return int(states_.size()) - 1; }
    void goTo(int step);
    void setViewer(int seat); // -1: the rail
    const GameState& state() const { return *states_[std::size_t(step_)]; }
    QLabel* caption() const { return caption_; }
    const Replay& replay() const { return replay_; }
    int viewer() const { return viewer_; }
    // The file the replay was read from: its analysis is offered to be saved beside it
    // (REPLAY.analysis.json).
    void setSourcePath(const QString& path) { sourcePath_ = path; }
    // The coach: a hint for the seat shown when it is to act at this step, and the analysis of
    // the whole replay for that seat (on worker threads, with a progress bar and Cancel).
    TableHints* hints() const { return hints_; }
    ReviewDialog* analyse();
    // Where an analysis is saved by default.
    QString analysisPath() const;
    // The settled hands and the totals as they stand at the step shown.
    ScoreSheet scoreSheet() const override;

private:
    void refresh();

    Replay replay_;
    const GameInfo* game_;
    std::vector<std::unique_ptr<GameState>> states_; // before the first action, after each
    int step_ = 0;
    int viewer_ = 0;
    TableView* table_ = nullptr;
    HandWidget* hand_ = nullptr;
    QLabel* caption_ = nullptr;
    QSlider* slider_ = nullptr;
    QComboBox* seat_ = nullptr;
    SeatPanel* panel_ = nullptr;
    TableHints* hints_ = nullptr;
    QString sourcePath_;
};

} // namespace paiju::gui
