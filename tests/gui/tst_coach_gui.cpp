// The coach at the table (app/gui/coach): the hint's best is the hard bot's choice for the same
// view, settings and seed, and stands out in the hand and the action bar; the hand review and a
// replay's analysis list exactly the decisions reviewGame finds costly, on worker threads that
// can be cancelled; an online table offers no hint.
#include "client/table_client.h"
#include "io/registry.h"
#include "lobby/lobby_window.h"
#include "server/table_server.h"
#include "support/coach_scenarios.h"
#include "support/online_windows.h"
#include "table/hand_widget.h"
#include "table/hint_panel.h"
#include "table/local_table.h"
#include "table/online_table.h"
#include "table/open_table.h"
#include "table/replay_table.h"
#include "table/review_dialog.h"
#include "table/review_view.h"
#include "table/saved_games.h"
#include "table/seat_panel.h"
#include "table/table_hints.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/language.h"
#include "text/view_text.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QMouseEvent>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;

namespace {

using test::scenario;
using test::untimed;

// A table of `game` with one person in seat 0 and normal bots, who play at once, after the bots
// played `ahead` actions for everybody.
std::unique_ptr<QWidget> openTable(const QString& game, int ahead, quint64 seed) {
    gui::TableRequest request;
    request.game = game;
    request.seed = seed;
    request.botDelayMs = 0;
    request.playAhead = ahead;
    QString error;
    auto table = gui::openTable(request, &error);
    if (!table)
        qWarning("%s", qPrintable(error));
    return table;
}

// A whole bot-played match, with its record.
Replay playedMatch(const GameInfo& game, quint64 seed, std::map<std::string, std::string> options) {
    Replay replay;
    replay.game = game.id;
    replay.seed = seed;
    replay.options = std::move(options);
    for (int s = 0; s < game.defaultSeats; ++s)
        replay.seatNames << QStringLiteral("Seat %1").arg(s);
    ReplayRun run = runReplay(replay);
    auto bot = makeBot(game, "normal");
    Rng rng(seed);
    for (int step = 0; step < 5000 && !run.state->isTerminal(); ++step) {
        const auto waiting = run.state->awaiting();
        if (waiting.empty())
            break;
        const int seat = waiting.front();
        const std::string action = bot->choose(*run.state, seat, rng);
        if (!run.state->apply(seat, action).ok())
            break;
        replay.actions.push_back({seat, action});
    }
    return replay;
}

gui::ReviewDialog* waitForReview(gui::ReviewDialog* dialog) {
    if (!QTest::qWaitFor([&] { return dialog->isDone(); }, 120000))
        return nullptr;
    return dialog;
}

} // namespace

class TestCoachGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_coach_gui"));
    }

    void games_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("ahead");
        QTest::newRow("tichu") << QString("tichu") << 20;
        QTest::newRow("zipai") << QString("zipai") << 12;
        QTest::newRow("fourcolor") << QString("fourcolor") << 30;
        QTest::newRow("hakka") << QString("hakka") << 10;
    }

    // Asked with the button, the hint names the hard bot's choice for the same state, seat,
    // settings and seed first, and that choice stands out: its cards selected in the hand, its
    // button ringed in the action bar.
    void hintIsTheHardBotsChoice_data() { games_data(); }
    void hintIsTheHardBotsChoice() {
        QFETCH(QString, game);
        QFETCH(int, ahead);
        auto widget = openTable(game, ahead, 11);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        gui::TableHints* hints = table->local()->hints();
        QVERIFY(hints && hints->button());
        // At the table the hint searches for the game's own time (the tests count samples).
        QCOMPARE(hints->settings().budgetMs, findGame(game.toStdString())->coachBudgetMs);
        QCOMPARE(hints->settings().samples, 0);
        QTRY_VERIFY_WITH_TIMEOUT(hints->available(), 20000);
        hints->setSettings(untimed(12));
        QSignalSpy ready(hints, &gui::TableHints::ready);
        // The state the hint is asked in (nothing plays between this and the click).
        const auto asked = table->local()->session().coachCopy(table->local()->shownSeat());
        QTest::mouseClick(hints->button(), Qt::LeftButton);
        QVERIFY2(ready.wait(60000),
                 qPrintable(QStringLiteral("%1 %2 %3")
                                .arg(hints->available())
                                .arg(hints->hintPanel()->working())
                                .arg(table->panel()->view().legal.join(QLatin1Char(',')))));
        const CoachHint& hint = hints->last();
        QVERIFY(!hint.analysis.estimates.empty());
        const int seat = table->local()->shownSeat();
        const GameInfo& info = *findGame(game.toStdString());
        Rng rng(hints->lastSeed());
        const std::string choice = makeBot(info, "hard", untimed(12))->choose(*asked, seat, rng);
        QCOMPARE(hint.analysis.best(), choice);
        const QString best = QString::fromStdString(choice);
        QCOMPARE(hints->hintPanel()->shownActions().value(0), best);
        QVERIFY(hints->hintPanel()->isVisible());
        QCOMPARE(hint.reasons.size(), hint.analysis.estimates.size());
        const QStringList cards = table->local()->cardsOf(best);
        if (!cards.isEmpty() && !best.startsWith(QLatin1String("give"))) {
            QStringList selected = table->hand()->selectedCards();
            QStringList expected = cards;
            selected.sort();
            expected.sort();
            QCOMPARE(selected, expected);
        }
        bool ringed = false;
        for (QPushButton* b : table->actionButtons())
            ringed |= b->property("hinted").toBool() && b->property("action").toString() == best;
        QVERIFY2(ringed || table->actionButtons().isEmpty(), qPrintable(best));

        // Once the person acts, the hint for the position before goes.
        table->panel()->chose(best);
        QTRY_VERIFY_WITH_TIMEOUT(!hints->hintPanel()->isVisible(), 20000);
    }

    // Key H asks for the hint as the button does.
    void keyHAsksForAHint() {
        auto widget = openTable(QStringLiteral("fourcolor"), 30, 5);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->show();
        QVERIFY(QTest::qWaitForWindowActive(table) || true);
        QTRY_VERIFY_WITH_TIMEOUT(table->local()->hints()->available(), 20000);
        table->local()->hints()->setSettings(untimed(8));
        QSignalSpy ready(table->local()->hints(), &gui::TableHints::ready);
        const auto shortcuts = table->findChildren<QShortcut*>();
        QVERIFY(std::any_of(shortcuts.begin(), shortcuts.end(),
                            [](QShortcut* s) { return s->key() == QKeySequence(Qt::Key_H); }));
        table->activateWindow();
        QTest::keyClick(table, Qt::Key_H);
        QVERIFY(ready.wait(60000));
        QVERIFY(table->local()->hints()->hintPanel()->isVisible());
        // Every row is in sight, the panel tall enough for them.
        const gui::HintPanel* panel = table->local()->hints()->hintPanel();
        QVERIFY(panel->rowTexts().size() >= 2);
        for (const QLabel* row : panel->findChildren<QLabel*>())
            QVERIFY(row->isVisible());
        QVERIFY(panel->height() >= panel->sizeHint().height());
        QVERIFY(panel->height() > 3 * panel->fontMetrics().height());

        // The language changed while the hint is shown: the same hint, in the new words.
        const QStringList english = panel->rowTexts();
        const std::string best = table->local()->hints()->last().analysis.best();
        gui::applyLanguage(QStringLiteral("zh_CN"));
        QTRY_VERIFY(panel->rowTexts() != english);
        QCOMPARE(panel->rowTexts().size(), english.size());
        QCOMPARE(table->local()->hints()->last().analysis.best(), best);
        gui::applyLanguage(QStringLiteral("en"));
        QTRY_COMPARE(panel->rowTexts(), english);
    }

    // On a small table the panel goes where it covers least: never the card in play, the words
    // that ask for a claim or the action bar; with no room for the whole panel it shows one line
    // a choice. Dragged, it stays where the person put it.
    void hintPanelLeavesTheTableInSight() {
        auto widget = openTable(QStringLiteral("fourcolor"), 5, 2);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1024, 640);
        table->show();
        gui::TableHints* hints = table->local()->hints();
        QTRY_VERIFY_WITH_TIMEOUT(hints->available(), 20000);
        hints->setSettings(untimed(8));
        QSignalSpy ready(hints, &gui::TableHints::ready);
        hints->request();
        QVERIFY(ready.wait(60000));
        gui::HintPanel* panel = hints->hintPanel();
        QVERIFY(panel->isVisible());
        QVERIFY(panel->compact()); // 1024×640 has no room for the whole panel
        // One line a choice (and the note when the two best are too close to call).
        const QStringList rows = panel->rowTexts();
        QVERIFY(rows.size() <= int(panel->shownActions().size()) + 1);
        for (int i = 0; i < int(panel->shownActions().size()); ++i)
            QVERIFY2(rows.value(i).contains(QStringLiteral(" — wins ")), qPrintable(rows.value(i)));
        gui::TableView* view = table->panel()->tableView();
        const QRect at = panel->geometry();
        QVERIFY(view->rect().contains(at));
        int inPlay = 0;
        for (const auto& card : view->drawnCards())
            if (card.inPlay) {
                ++inPlay;
                QVERIFY(!at.intersects(view->mapFromScene(card.rect).boundingRect()));
            }
        QVERIFY(inPlay > 0);
        int asked = 0;
        for (const QRectF& words : view->captionRects())
            if (words.intersects(view->middleRect())) {
                ++asked;
                QVERIFY(!at.intersects(view->mapFromScene(words).boundingRect()));
            }
        QVERIFY(asked > 0);
        for (QPushButton* b : table->actionButtons())
            QVERIFY(!at.intersects(
                QRect(view->mapFromGlobal(b->mapToGlobal(QPoint(0, 0))), b->size())));

        // Dragged by the person, the panel stays there when the table is laid out again.
        QTest::mousePress(panel, Qt::LeftButton, {}, QPoint(20, 10));
        QMouseEvent drag(QEvent::MouseMove, QPointF(20 - 120, 10 + 60),
                         panel->mapToGlobal(QPointF(20 - 120, 10 + 60)), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(panel, &drag);
        QTest::mouseRelease(panel, Qt::LeftButton, {}, QPoint(20 - 120, 10 + 60));
        QVERIFY(panel->moved());
        const QPoint put = panel->pos();
        QCOMPARE(put, at.topLeft() + QPoint(-120, 60));
        table->resize(1040, 660);
        QTest::qWait(100);
        QCOMPARE(panel->pos(), put);
    }

    // The place that covers least: away from what lies in the top left corner, and the corner
    // itself when nothing is in the way.
    void leastCoveringAvoidsWhatMattersMost() {
        const QRect area(0, 0, 800, 600);
        QCOMPARE(gui::HintPanel::leastCovering(QSize(300, 100), area, {}), QPoint(16, 16));
        double cost = -1;
        const QPoint away = gui::HintPanel::leastCovering(QSize(300, 100), area,
                                                          {{QRectF(0, 0, 400, 300), 5.0}}, &cost);
        QCOMPARE(cost, 0.0);
        QVERIFY(!QRect(away, QSize(300, 100)).intersects(QRect(0, 0, 400, 300)));
        // Nowhere free: the lighter thing is covered, not the heavier.
        const QPoint light = gui::HintPanel::leastCovering(
            QSize(300, 500), QRect(0, 0, 700, 532),
            {{QRectF(0, 0, 350, 532), 10.0}, {QRectF(350, 0, 350, 532), 1.0}}, &cost);
        QVERIFY(light.x() >= 350);
        QVERIFY(cost > 0);
    }

    // In a replay, the hint is for the seat shown at a step where it is to act: the hard bot's
    // choice there, from that seat's view.
    void replayHintIsTheHardBotsChoice() {
        const GameInfo& info = *findGame("zipai");
        const Replay match = playedMatch(info, 8, {{"hands", "1"}});
        QString error;
        auto window = gui::TableWindow::replayOf(match, &error);
        QVERIFY2(window, qPrintable(error));
        gui::ReplayTable* replay = window->replay();
        QVERIFY(replay);
        window->show();
        replay->setViewer(1);
        int step = 0;
        for (; step <= replay->steps(); ++step) {
            replay->goTo(step);
            if (replay->state().awaiting().contains(1) &&
                replay->state().legalActions(1).size() > 1)
                break;
        }
        QVERIFY(step <= replay->steps());
        QVERIFY(replay->hints()->available());
        replay->hints()->setSettings(untimed(10));
        QSignalSpy ready(replay->hints(), &gui::TableHints::ready);
        replay->hints()->request();
        QVERIFY(ready.wait(60000));
        Rng rng(replay->hints()->lastSeed());
        QCOMPARE(replay->hints()->last().analysis.best(),
                 makeBot(info, "hard", untimed(10))->choose(replay->state(), 1, rng));
        replay->goTo(step + 1); // another step: the hint goes
        QVERIFY(!replay->hints()->hintPanel()->isVisible());
    }

    // The end-of-hand panel of a local table offers Review, which goes through the person's
    // decisions of the hand just settled.
    void endOfHandOffersAReview() {
        auto widget = openTable(QStringLiteral("hakka"), 0, 9);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->show();
        QPushButton* review = nullptr;
        // The person takes the first action offered each time, until the hand is over.
        const bool over = QTest::qWaitFor(
            [&] {
                review = table->findChild<QPushButton*>(QStringLiteral("review-hand"));
                if (review && review->isVisible())
                    return true;
                const auto& view = table->panel()->view();
                if (view.awaited && !view.legal.isEmpty())
                    table->panel()->chose(view.legal.first());
                return false;
            },
            60000);
        QVERIFY(over);
        QCOMPARE(table->local()->session().handsPlayed(), 1);
        review->click();
        auto* dialog = table->findChild<gui::ReviewDialog*>();
        QVERIFY(dialog);
        QVERIFY(waitForReview(dialog));
        QCOMPARE(dialog->result().review.seat, 0);
        QCOMPARE(dialog->result().offset, 0); // the first hand, from its deal
        QVERIFY(!dialog->saveButton());       // nothing to save beside
    }

    // An online table offers no hint: no button, no key. (The server refuses a request for one:
    // tst_table_server.)
    void onlineTablesOfferNoHint() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.show();
        gui::TableWindow* table = test::hostTable(lobby, QStringLiteral("fourcolor"), 2);
        QVERIFY(table);
        lobby.addBot(table->online()->table());
        QVERIFY(QTest::qWaitFor(
            [&] { return test::hasTable(lobby, table->online()->table(), "player,bot"); }, 5000));
        lobby.start(table->online()->table());
        QTRY_VERIFY_WITH_TIMEOUT(!table->findChildren<QPushButton*>().isEmpty(), 5000);
        QVERIFY(!table->findChild<QPushButton*>(QStringLiteral("hint")));
        QVERIFY(!table->findChild<gui::TableHints*>());
        for (QShortcut* s : table->findChildren<QShortcut*>())
            QVERIFY(s->key() != QKeySequence(Qt::Key_H));
        QTest::keyClick(table, Qt::Key_H);
        QVERIFY(!table->findChild<gui::HintPanel*>());
    }

    // The hand review of a known position: East discards a red Chariot at the last card, which
    // every other seat wins on (7 points), where the green Elephant, whose copies are all in
    // sight, was safe. The review lists that decision alone, at 7 points; the safe hand lists none.
    void handReviewListsTheDealIn() {
        const auto dealIn = scenario(QStringLiteral("fourcolor-coach-deal-in"));
        const auto safe = scenario(QStringLiteral("fourcolor-coach-safe-discard"));
        QVERIFY(dealIn && safe);
        gui::ReviewJob job = gui::handReviewJob(*dealIn, 0, 1);
        QVERIFY(job.start);
        job.settings = untimed(16);
        gui::ReviewDialog dialog(job, dealIn->seatNames);
        dialog.start();
        QVERIFY(waitForReview(&dialog));
        const auto& shown = dialog.view()->shown();
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown[0].played, QString("discard RC"));
        QCOMPARE(shown[0].best, QString("discard GE"));
        QCOMPARE(shown[0].loss, 7.0);
        QCOMPARE(dialog.view()->summary()->text(),
                 QString("1 costly decision, \u22127.0 expected points (1 decision gone through)"));
        QCOMPARE(dialog.result().positions.size(), std::size_t(1));

        gui::ReviewJob fine = gui::handReviewJob(*safe, 0, 1);
        fine.settings = untimed(16);
        gui::ReviewDialog none(fine, safe->seatNames);
        none.start();
        QVERIFY(waitForReview(&none));
        QVERIFY(none.view()->shown().isEmpty());
        QCOMPARE(none.view()->summary()->text(),
                 QString("No costly decisions (1 decision gone through)"));
    }

    // The review on worker threads is reviewGame's, decision for decision, whatever the threads;
    // the hand review covers the hand asked for alone.
    void parallelReviewIsReviewGames() {
        const GameInfo& info = *findGame("zipai");
        const Replay match = playedMatch(info, 21, {{"hands", "2"}});
        gui::ReviewJob job = gui::handReviewJob(match, 1, 2);
        QVERIFY(job.start);
        QVERIFY(job.offset > 0);
        QCOMPARE(job.start->ledger().handsPlayed(), 1);
        job.settings = untimed(8);
        job.threshold = 0.25;
        gui::ReviewDialog dialog(job, match.seatNames);
        dialog.start();
        QVERIFY(waitForReview(&dialog));
        auto coach = makeCoach(info, job.settings);
        const GameReview expected =
            reviewGame(*coach, *job.start, job.actions, job.seat, job.seed, job.threshold);
        const GameReview& got = dialog.result().review;
        QCOMPARE(got.decisions.size(), expected.decisions.size());
        QVERIFY(!got.decisions.empty());
        for (std::size_t i = 0; i < got.decisions.size(); ++i) {
            QCOMPARE(got.decisions[i].index, expected.decisions[i].index);
            QCOMPARE(got.decisions[i].analysis.best(), expected.decisions[i].analysis.best());
            QCOMPARE(got.decisions[i].loss.mean, expected.decisions[i].loss.mean);
        }
        QCOMPARE(got.costly, expected.costly);
        QCOMPARE(got.costlyLoss, expected.costlyLoss);
    }

    // A finished game in the replay window: Analyse goes through the seat's decisions with a
    // progress bar, shows the review and saves it beside the replay as JSON; Cancel stops it.
    void replayAnalysisSavesBesideTheReplay() {
        const GameInfo& info = *findGame("fourcolor");
        const Replay match = playedMatch(info, 4, {{"hands", "1"}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QString error;
        QVERIFY(gui::writeReplay(match, path, &error));
        auto widget = gui::openSavedFile(path, 0, &error);
        gui::ReplayTable* replay = widget ? widget->replay() : nullptr;
        QVERIFY2(replay, qPrintable(error));
        QCOMPARE(replay->analysisPath(), dir.filePath(QStringLiteral("game.analysis.json")));
        replay->setViewer(2);
        gui::ReviewDialog* dialog = replay->analyse();
        QVERIFY(dialog->progress());
        QVERIFY(waitForReview(dialog));
        QVERIFY(!dialog->result().cancelled);
        QCOMPARE(dialog->result().review.seat, 2);
        QVERIFY(dialog->saveButton()->isEnabled());
        QVERIFY(dialog->save(replay->analysisPath(), &error));
        QFile saved(replay->analysisPath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject json = QJsonDocument::fromJson(saved.readAll()).object();
        QCOMPARE(json.value("game").toString(), QString("fourcolor"));
        QCOMPARE(json.value("seat").toInt(), 2);
        QCOMPARE(json.value("decisions").toArray().size(),
                 qsizetype(dialog->result().review.decisions.size()));
        dialog->close();

        // Cancelled at once: it stops, and says so.
        // Many samples per decision: the whole review takes far longer than the click.
        gui::ReviewJob job = gui::gameReviewJob(match, 1);
        job.settings = untimed(4096);
        gui::ReviewDialog cancelled(job, match.seatNames);
        cancelled.start();
        cancelled.cancelButton()->click();
        QVERIFY(waitForReview(&cancelled));
        QVERIFY(cancelled.result().cancelled);
        QVERIFY(cancelled.result().review.decisions.size() <=
                std::size_t(gui::gameReviewJob(match, 1).actions.size()));
    }
};

QTEST_MAIN(TestCoachGui)
#include "tst_coach_gui.moc"
