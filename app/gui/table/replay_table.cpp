#include "table/replay_table.h"

#include "io/registry.h"
#include "session/observed.h"
#include "table/hand_widget.h"
#include "table/review_dialog.h"
#include "table/seat_panel.h"
#include "table/table_bar.h"
#include "table/table_hints.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

namespace paiju::gui {

std::vector<std::unique_ptr<GameState>> ReplayTable::positions(const Replay& replay,
                                                               QString* error) {
    Replay start = replay;
    start.actions.clear();
    ReplayRun run = runReplay(start);
    if (run.failure) {
        *error = run.failure->message();
        return {};
    }
    // Every position is kept: stepping back is as quick as stepping forward.
    std::vector<std::unique_ptr<GameState>> states;
    states.push_back(std::move(run.state));
    for (std::size_t i = 0; i < replay.actions.size(); ++i) {
        auto next = states.back()->clone();
        const auto& a = replay.actions[i];
        const ApplyResult result = next->apply(a.seat, a.text);
        if (!result.ok()) {
            *error = QStringLiteral("action %1 (seat %2, '%3') is refused: %4")
                         .arg(i)
                         .arg(a.seat)
                         .arg(QString::fromStdString(a.text), QString::fromStdString(result.error));
            return {};
        }
        states.push_back(std::move(next));
    }
    return states;
}

ReplayTable::ReplayTable(TableWindow& window, Replay replay,
                         std::vector<std::unique_ptr<GameState>> states)
    : TableSource(window), replay_(std::move(replay)), game_(findGame(replay_.game)),
      states_(std::move(states)) {
    window.setWindowTitle(tr("Paiju — replay of %1").arg(gameName(game_->name)));
    panel_ = window.panel();
    panel_->setInteractive(false); // nothing is chosen here
    caption_ = new QLabel(&window);
    caption_->setObjectName(QStringLiteral("caption"));
    caption_->setWordWrap(true);
    panel_->status()->hide(); // the caption says what happened at this step instead
    // Before the bar: the menu, the hand's order and the scores as they stand at the step shown.
    panel_->topRow()->insertWidget(panel_->topRow()->indexOf(window.bar()), caption_, 1);
    table_ = panel_->tableView();
    hand_ = panel_->hand();
    auto* controls = new QHBoxLayout;
    seat_ = new QComboBox(&window);
    seat_->setObjectName(QStringLiteral("viewer"));
    seat_->addItem(tr("From the rail"), -1);
    for (int s = 0; s < states_.front()->seatCount(); ++s)
        seat_->addItem(replay_.seatNames.value(s, tr("Seat %1").arg(s)), s);
    seat_->setCurrentIndex(1);
    connect(seat_, &QComboBox::currentIndexChanged, this,
            [this] { setViewer(seat_->currentData().toInt()); });
    // Icons from the style, which carries them itself: font glyphs such as ⏮ are missing from
    // many fonts and show as boxes.
    auto button = [&](QStyle::StandardPixmap icon, const QString& tip, const char* name, auto go) {
        auto* b = new QPushButton(window.style()->standardIcon(icon), QString(), &window);
        b->setObjectName(QLatin1String(name));
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        connect(b, &QPushButton::clicked, this, go);
        controls->addWidget(b);
    };
    button(QStyle::SP_MediaSkipBackward, tr("First step"), "first", [this] { goTo(0); });
    button(QStyle::SP_MediaSeekBackward, tr("Step back"), "back", [this] { goTo(step_ - 1); });
    slider_ = new QSlider(Qt::Horizontal, &window);
    slider_->setRange(0, steps());
    connect(slider_, &QSlider::valueChanged, this, &ReplayTable::goTo);
    controls->addWidget(slider_, 1);
    button(QStyle::SP_MediaSeekForward, tr("Step forward"), "forward", [this] { goTo(step_ + 1); });
    button(QStyle::SP_MediaSkipForward, tr("Last step"), "last", [this] { goTo(steps()); });
    controls->addWidget(seat_);
    auto* analyse = new QPushButton(tr("Analyse…"), &window);
    analyse->setObjectName(QStringLiteral("analyse"));
    analyse->setToolTip(tr("The coach goes through every decision of the seat shown, from what "
                           "that seat could see"));
    connect(analyse, &QPushButton::clicked, this, &ReplayTable::analyse);
    controls->addWidget(analyse);
    panel_->bottom()->addLayout(controls);
    // A hint for the seat shown, at a step where it is to act: what the coach would have said.
    const auto hintKey = [this]() -> QString {
        if (viewer_ < 0 || !state().awaiting().contains(viewer_) || state().isTerminal())
            return {};
        return QStringLiteral("%1/%2").arg(viewer_).arg(step_);
    };
    hints_ = new TableHints(
        *game_, panel_,
        [this, hintKey] {
            HintPosition position;
            position.key = hintKey();
            position.context = {QString::fromStdString(game_->deck->id()), replay_.seatNames,
                                viewer_, game_->observe(state(), std::max(0, viewer_))};
            if (position.key.isEmpty())
                return position;
            position.seat = viewer_;
            position.state = state().clone();
            position.seed =
                deriveSeed(replay_.seed, std::uint64_t(step_) * 8 + std::uint64_t(viewer_));
            return position;
        },
        hintKey);
    table_->setAnimationMs(0); // a step shows the position, not the way there
    table_->setSoundCues(false);
    refresh();
}

void ReplayTable::goTo(int step) {
    step_ = std::clamp(step, 0, steps());
    if (slider_->value() != step_)
        slider_->setValue(step_);
    refresh();
}

void ReplayTable::setViewer(int seat) {
    viewer_ = seat;
    refresh();
}

void ReplayTable::refresh() {
    const QJsonObject obs = game_->observe(state(), viewer_);
    QString last = tr("the deal");
    if (step_ > 0) { // the action in words, as its seat saw the table before it
        const auto& action = replay_.actions[std::size_t(step_ - 1)];
        const TextContext context{QString::fromStdString(game_->deck->id()), replay_.seatNames,
                                  action.seat,
                                  game_->observe(*states_[std::size_t(step_ - 1)], action.seat)};
        last = tr("%1: %2").arg(seatName(context, action.seat),
                                actionText(QString::fromStdString(action.text), context));
    }
    caption_->setText(tr("Step %1 of %2 — %3").arg(step_).arg(steps()).arg(last));
    session::SeatView view;
    view.seat = viewer_;
    view.observation = obs;
    panel_->display(view, replay_.seatNames, viewer_ >= 0 ? viewer_ : 0);
    panel_->showLog(session::Observed(obs).log());
    if (hints_)
        hints_->positionChanged();
}

ScoreSheet ReplayTable::scoreSheet() const {
    return scoreSheetOf(state().ledger(), replay_.seatNames);
}

QString ReplayTable::analysisPath() const {
    if (sourcePath_.isEmpty())
        return {};
    const QFileInfo file(sourcePath_);
    const QString base = file.suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
                             ? file.completeBaseName()
                             : file.fileName();
    return file.dir().filePath(base + QStringLiteral(".analysis.json"));
}

ReviewDialog* ReplayTable::analyse() {
    const int seat = std::max(0, viewer_);
    auto* dialog = new ReviewDialog(gameReviewJob(replay_, seat), replay_.seatNames, &window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Analysis of %1's decisions")
                               .arg(replay_.seatNames.value(seat, tr("Seat %1").arg(seat))));
    dialog->setSavePath(analysisPath());
    dialog->show();
    dialog->start();
    return dialog;
}

} // namespace paiju::gui
