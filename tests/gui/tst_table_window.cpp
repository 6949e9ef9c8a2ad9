// A person's hands of each game played through the table window against bots: cards chosen by
// clicking them, actions by clicking the action bar, on the offscreen platform.
#include "dialogs/new_table.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "session/bot_agent.h"
#include "session/clock.h"
#include "settings/app_settings.h"
#include "table/hand_result_panel.h"
#include "table/hand_widget.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/replay_table.h"
#include "table/score_sheet.h"
#include "table/seat_panel.h"
#include "table/table_bar.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/game_terms.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QPushButton>
#include <QSet>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <functional>

using namespace paiju;

namespace {

// Opens `game`'s table for `seats`, dealt from `seed`, into `widget` and shows it at `size`; null
// when it is no table window (`error` says why it did not open).
gui::TableWindow* showTable(std::unique_ptr<QWidget>& widget, const QString& game,
                            const QString& seats, quint64 seed, QSize size, QString* error) {
    widget = gui::openTable(game, seats, seed, 0, error);
    auto* table = qobject_cast<gui::TableWindow*>(widget.get());
    if (table && !table->local())
        table = nullptr; // a finished game opened to be stepped through: no table to play
    if (table) {
        table->resize(size);
        table->show();
    }
    return table;
}

// The table waits at the end of a hand until the result is read: "Next hand" goes on. True when
// it was pressed.
bool nextHand(gui::TableWindow& table) {
    if (!table.local()->session().pausedAtHandEnd())
        return false;
    auto* next = table.findChild<QPushButton*>(QStringLiteral("next-hand"));
    if (!next || !next->isVisible())
        return false;
    QTest::mouseClick(next, Qt::LeftButton);
    return true;
}

bool handsEnded(const GameState& state, int hands) {
    int ended = 0;
    for (const Event& e : state.events())
        ended += e.type == "hand-end";
    return ended >= hands || state.isTerminal();
}

// The visible controls of the window that reach outside it, by class and text.
QStringList controlsOutside(const QWidget& window) {
    QStringList out;
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&window) || w->isWindow() || w->property("gone").toBool())
            continue;
        // What a scroll area holds is reached by scrolling: the area itself must be inside.
        bool scrolled = false;
        for (const QWidget* up = w->parentWidget(); up && up != &window; up = up->parentWidget())
            scrolled |= qobject_cast<const QAbstractScrollArea*>(up) != nullptr;
        if (scrolled)
            continue;
        const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
        if (!window.rect().contains(r))
            out << QStringLiteral("%1 \"%2\" at %3,%4 %5x%6")
                       .arg(QString::fromLatin1(w->metaObject()->className()),
                            w->property("text").toString())
                       .arg(r.x())
                       .arg(r.y())
                       .arg(r.width())
                       .arg(r.height());
    }
    return out;
}

// Plays the seat's legal actions (the first of each) until `stop` holds; false after a minute.
bool playUntil(gui::TableWindow& table, int me, const std::function<bool()>& stop) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 60000) {
        QApplication::processEvents();
        if (stop())
            return true;
        const auto waiting = table.local()->session().state().awaiting();
        if (std::find(waiting.begin(), waiting.end(), me) == waiting.end())
            continue;
        const QString action =
            QString::fromStdString(table.local()->session().state().legalActions(me).front());
        QStringList cards = table.local()->cardsOf(action);
        if (action.startsWith(QLatin1String("give "))) // right, partner, left in that order
            for (const QString& word : action.split(' ').mid(1))
                cards << word.section('=', 1);
        table.hand()->clearSelection();
        const bool shown = std::all_of(cards.begin(), cards.end(), [&](const QString& card) {
            return table.hand()->cards().contains(card);
        });
        if (!shown) // the hand drawn may lag behind the session
            continue;
        if (!test::clickCards(*table.hand(), cards).isEmpty()) {
            qWarning() << "cannot select the cards of" << action;
            return false;
        }
        QApplication::processEvents();
        if (!test::clickAction(table.actionButtons(), action)) {
            qWarning() << "no button for" << action;
            return false;
        }
    }
    return stop();
}

} // namespace

class TestTableWindow : public QObject {
    Q_OBJECT
private slots:
    // Every click is counted: nothing may act for the person unless a test says so.
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_table_window"));
        gui::settings::setAutoPass(false);
    }

    // With auto-pass on, a pass that is the person's only legal action is made for the person:
    // the test itself never passes, and the hand still gets played.
    void autoPassPassesWhenNothingElseIsAllowed() {
        QString error;
        auto widget = gui::openTable("tichu", "bot,bot,human,bot", 23, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->local()->setAutoPass(true);
        table->show();
        constexpr int me = 2;
        int passedByTest = 0;
        QElapsedTimer clock;
        clock.start();
        while (!handsEnded(table->local()->session().state(), 1) && clock.elapsed() < 60000) {
            QApplication::processEvents();
            const auto waiting = table->local()->session().state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), me) == waiting.end())
                continue;
            const auto legal = table->local()->session().state().legalActions(me);
            const auto other = std::find_if(legal.begin(), legal.end(), [](const std::string& a) {
                return a != "pass" && a != "tichu" && a != "grand";
            });
            if (other != legal.end()) { // a real decision: the test makes it
                table->local()->session().submit(me, QString::fromStdString(*other));
            } else if (legal != std::vector<std::string>{"pass"}) {
                table->local()->session().submit(me, QStringLiteral("pass")); // pass or call Tichu
                ++passedByTest;
            }
        }
        QVERIFY(handsEnded(table->local()->session().state(), 1));
        int passes = 0;
        for (const auto& a : table->local()->session().record().actions)
            passes += a.seat == me && a.text == "pass";
        QVERIFY2(passes > passedByTest,
                 qPrintable(QString("%1 passes, %2 by the test").arg(passes).arg(passedByTest)));
    }

    // A table against bots, one shared by two people and a replay open in the same window
    // class; what differs is the source it shows (an online table: tst_online).
    void everyTableOpensInTheSameWindow() {
        QString error;
        auto alone = gui::openTable("hakka", "human,bot,bot,bot", 3, 0, &error);
        auto shared = gui::openTable("hakka", "human,human,bot,bot", 3, 0, &error);
        QVERIFY2(alone && shared, qPrintable(error));
        auto replay = gui::TableWindow::replayOf(alone->local()->session().record(), &error);
        QVERIFY2(replay, qPrintable(error));
        for (const gui::TableWindow* window : {alone.get(), shared.get(), replay.get()})
            QCOMPARE(QString::fromLatin1(window->metaObject()->className()),
                     QStringLiteral("paiju::gui::TableWindow"));
        QVERIFY(alone->local() && !alone->online() && !alone->replay());
        QVERIFY(shared->local() && !shared->online() && !shared->replay());
        QVERIFY(replay->replay() && !replay->local() && !replay->online());
        // The hotseat curtain and undo are the local source's: one person has Undo, two do not.
        QVERIFY(alone->findChild<QPushButton*>(QStringLiteral("undo")));
        QVERIFY(!shared->findChild<QPushButton*>(QStringLiteral("undo")));
        QVERIFY(shared->findChild<QPushButton*>(QStringLiteral("curtain")));
        QVERIFY(!replay->findChild<QPushButton*>(QStringLiteral("curtain")));
    }

    // A table of bots alone (paiju --seats bot,bot,bot,bot) is watched to the end of a hand.
    void botsAloneAreWatched() {
        QString error;
        auto widget = gui::openTable("tichu", "bot,bot,bot,bot", 5, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        table->show();
        QTRY_VERIFY_WITH_TIMEOUT(handsEnded(table->local()->session().state(), 1), 60000);
        QVERIFY(table->hand()->cards().isEmpty()); // nobody's hand is shown
    }

    // The hand shows which cards some legal action uses (the others are dimmed) and stars
    // Hakka's elders, as the seat's observation names them.
    void handHintsPlayableCardsAndStarsElders() {
        QString error;
        auto widget = gui::openTable("hakka", "human,bot,bot,bot", 9, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->show();
        int checkedTurns = 0, dimmed = 0, starred = 0;
        QElapsedTimer clock;
        clock.start();
        while (checkedTurns < 25 && !table->local()->session().state().isTerminal() &&
               clock.elapsed() < 30000) {
            QApplication::processEvents();
            if (nextHand(*table))
                continue;
            const auto waiting = table->local()->session().state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), 0) == waiting.end())
                continue;
            const auto view = table->local()->session().viewFor(0);
            QSet<QString> usable;
            for (const QString& action : view.legal)
                for (const QString& card : table->local()->cardsOf(action))
                    usable.insert(card);
            QSet<QString> elders;
            const QJsonObject me = view.observation.value("seats").toArray().at(0).toObject();
            for (const QJsonValue& card : me.value("elders").toArray())
                elders.insert(card.toString());
            const gui::HandWidget* hand = table->hand();
            if (hand->cards().isEmpty()) // behind the curtain or not refreshed yet
                continue;
            for (int i = 0; i < hand->cards().size(); ++i) {
                const QString card = hand->cards()[i];
                QCOMPARE(hand->isDimmed(i), !usable.isEmpty() && !usable.contains(card));
                QCOMPARE(hand->isStarred(i), elders.contains(card));
                dimmed += hand->isDimmed(i);
                starred += hand->isStarred(i);
            }
            ++checkedTurns;
            table->local()->session().submit(0, view.legal.last());
        }
        QVERIFY(checkedTurns >= 5);
        QVERIFY(dimmed > 0);
        QVERIFY(starred > 0);
    }

    // A sheet of what a table saw (one joined online in hand 3) sums up the rest in one row, so
    // that each column still adds up to its total; a start seen is a row of its own.
    void aScoreSheetAddsUpWhateverItSaw() {
        QWidget parent;
        gui::ScoreSheet seen;
        seen.names = {"Ann", "Bo"};
        seen.hands = {{3, {4, -4}}, {4, {-1, 1}}};
        seen.totals = {25, 15};
        const auto rows = [](const QDialog* sheet) {
            const auto* grid = sheet->findChild<QTableWidget*>();
            QStringList out;
            for (int r = 0; r < grid->rowCount(); ++r)
                out << QStringLiteral("%1:%2,%3")
                           .arg(grid->verticalHeaderItem(r)->text(), grid->item(r, 0)->text(),
                                grid->item(r, 1)->text());
            return out.join(' ');
        };
        QDialog* sheet = gui::showScoreSheet(seen, &parent);
        QCOMPARE(
            rows(sheet),
            QStringLiteral("Start and earlier hands:22,18 Hand 3:4,-4 Hand 4:-1,1 Total:25,15"));
        seen.start = QList<int>{20, 20};
        sheet = gui::showScoreSheet(seen, &parent);
        QCOMPARE(rows(sheet), QStringLiteral("Start:20,20 Earlier hands:2,-2 Hand 3:4,-4 "
                                             "Hand 4:-1,1 Total:25,15"));
        seen.hands.prepend({2, {3, -3}});
        seen.hands.prepend({1, {-1, 1}});
        sheet = gui::showScoreSheet(seen, &parent);
        QCOMPARE(rows(sheet), QStringLiteral("Start:20,20 Hand 1:-1,1 Hand 2:3,-3 Hand 3:4,-4 "
                                             "Hand 4:-1,1 Total:25,15"));
    }

    // A finished game opens step by step: every position can be visited, from any seat.
    void aFinishedGameIsSteppedThrough() {
        Replay match;
        match.game = "hakka";
        match.seed = 12;
        match.options = {{"rounds", "1"}};
        for (int s = 0; s < 4; ++s)
            match.seatNames << QStringLiteral("P%1").arg(s);
        QString error;
        auto session = session::TableSession::create(match, &error);
        QVERIFY2(session, qPrintable(error));
        for (int s = 0; s < 4; ++s)
            session->setAgent(s, new session::BotAgent(*session, session->game().basicBot(),
                                                       std::uint64_t(s), 0));
        session->start();
        QTRY_VERIFY_WITH_TIMEOUT(session->state().isTerminal(), 60000);
        const Replay finished = session->record();

        auto widget = gui::openSavedTable(finished, 0, &error);
        gui::ReplayTable* replay = widget ? widget->replay() : nullptr;
        QVERIFY2(replay, qPrintable(error));
        widget->show();
        QCOMPARE(replay->steps(), int(finished.actions.size()));
        QCOMPARE(replay->step(), 0);
        QVERIFY(replay->caption()->text().startsWith(QStringLiteral("Step 0 of")));
        QTest::mouseClick(widget->findChild<QPushButton*>(QStringLiteral("last")), Qt::LeftButton);
        QCOMPARE(replay->step(), replay->steps());
        QVERIFY(replay->state().isTerminal());
        QCOMPARE(replay->state().scores(), session->state().scores());
        // The score sheet as at every table: each hand settled by the step shown, and the totals.
        const auto& ledger = session->state().ledger();
        QTest::mouseClick(widget->bar()->scores(), Qt::LeftButton);
        auto* sheet = widget->findChild<QDialog*>(QStringLiteral("score-sheet"));
        QVERIFY(sheet);
        const auto* grid = sheet->findChild<QTableWidget*>();
        QCOMPARE(grid->rowCount(), ledger.handsPlayed() + 1); // Hakka starts from nothing
        for (int s = 0; s < grid->columnCount(); ++s) {
            QCOMPARE(grid->item(0, s)->text().toInt(), ledger.history().front().deltas[s]);
            QCOMPARE(grid->item(grid->rowCount() - 1, s)->text().toInt(),
                     session->state().scores()[std::size_t(s)]);
        }
        sheet->close();
        QTest::mouseClick(widget->findChild<QPushButton*>(QStringLiteral("back")), Qt::LeftButton);
        QCOMPARE(replay->step(), replay->steps() - 1);
        QVERIFY(!replay->state().isTerminal());
        // Seen from seat 1 at the deal: seat 1's hand, as its observation holds it.
        replay->goTo(0);
        auto* viewer = widget->findChild<QComboBox*>(QStringLiteral("viewer"));
        viewer->setCurrentIndex(viewer->findData(1));
        const QJsonObject seat1 =
            session->game().observe(replay->state(), 1).value("seats").toArray().at(1).toObject();
        QCOMPARE(widget->hand()->cards().size(), seat1.value("handCount").toInt());
        viewer->setCurrentIndex(viewer->findData(-1)); // from the rail: no hand
        QVERIFY(widget->hand()->cards().isEmpty());
    }

    void playHandsByClicking_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::newRow("hakka") << "hakka"
                               << "human,bot,bot,bot";
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "bot,human,bot";
        QTest::newRow("tichu") << "tichu"
                               << "bot,bot,human,bot";
        QTest::newRow("zipai") << "zipai"
                               << "bot,human,bot";
    }

    void playHandsByClicking() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QString error;
        std::unique_ptr<QWidget> widget;
        auto* table = showTable(widget, game, seats, 17, QSize(1280, 800), &error);
        QVERIFY2(widget, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(table));
        const int me = int(seats.split(',').indexOf("human"));
        int clicks = 0;
        QElapsedTimer clock;
        clock.start();
        // Until a hand has ended and the person has acted several times (in Hakka the person may
        // be the dummy, who never acts, for a hand).
        // The table then waits at the end of a hand, its result on screen.
        auto done = [&] {
            return handsEnded(table->local()->session().state(), 1) && clicks >= 8 &&
                   (table->local()->session().pausedAtHandEnd() ||
                    table->local()->session().state().isTerminal());
        };
        while (!done() && !table->local()->session().state().isTerminal() &&
               clock.elapsed() < 60000) {
            QApplication::processEvents();
            if (table->local()->session().pausedAtHandEnd()) {
                if (clicks < 8)
                    nextHand(*table);
                continue;
            }
            const auto waiting = table->local()->session().state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), me) == waiting.end())
                continue;
            const auto legal = table->local()->session().state().legalActions(me);
            const QString action = QString::fromStdString(legal.front());
            // Select the action's cards in the hand, one click each (Tichu's passing names its
            // three cards after right=, partner= and left=).
            QStringList cards = table->local()->cardsOf(action);
            if (action.startsWith(QLatin1String("give ")))
                for (const QString& word : action.split(' ').mid(1))
                    cards << word.section('=', 1);
            const QString missing = test::clickCards(*table->hand(), cards);
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
            QApplication::processEvents();
            QVERIFY2(test::clickAction(table->actionButtons(), action),
                     qPrintable("no button for " + action));
            ++clicks;
        }
        QVERIFY2(done(), qPrintable(QString("%1 actions, no hand ended in time").arg(clicks)));
        // The end-of-hand window explains the hand: every seat with its points, and the lines.
        // It opens once the table has shown the hand's last plays.
        const QDialog* result = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (result = table->findChild<QDialog*>(QStringLiteral("end-of-hand"))) &&
                result->isVisible(),
            60000);
        const QString text = result->findChild<QTextBrowser*>()->toPlainText();
        const auto& last = table->local()->session().state().ledger().history().back();
        for (int s = 0; s < int(last.deltas.size()); ++s)
            QVERIFY2(text.contains(table->local()->session().record().seatNames.value(s)),
                     qPrintable(text));
        const paiju::gui::TextContext context{
            QString::fromStdString(table->local()->session().game().id),
            table->local()->session().record().seatNames,
            -1,
            {}};
        for (const std::string& line : last.lines) // in words, with the table's names
            QVERIFY2(text.contains(paiju::gui::ledgerText(line, context)), qPrintable(text));
        // The score sheet lists every hand and the totals, after the points each seat started
        // with where the game gives any (four-color's); each column adds up to its total.
        QTest::mouseClick(table->findChild<QPushButton*>(QStringLiteral("scores")), Qt::LeftButton);
        auto* sheet = table->findChild<QDialog*>(QStringLiteral("score-sheet"));
        QVERIFY(sheet);
        const auto* grid = sheet->findChild<QTableWidget*>();
        const auto& ledger = table->local()->session().state().ledger();
        const bool start = game == QLatin1String("fourcolor");
        QCOMPARE(grid->rowCount(), ledger.handsPlayed() + 1 + int(start));
        QCOMPARE(grid->verticalHeaderItem(0)->text(),
                 start ? QStringLiteral("Start") : QStringLiteral("Hand 1"));
        for (int s = 0; s < grid->columnCount(); ++s) {
            int sum = 0;
            for (int row = 0; row + 1 < grid->rowCount(); ++row)
                sum += grid->item(row, s)->text().toInt();
            QCOMPARE(sum, table->local()->session().state().scores()[std::size_t(s)]);
            QCOMPARE(grid->item(grid->rowCount() - 1, s)->text().toInt(),
                     table->local()->session().state().scores()[std::size_t(s)]);
        }
        // Everything the person did is in the record, under the person's seat.
        int mine = 0;
        for (const auto& a : table->local()->session().record().actions)
            mine += a.seat == me;
        QCOMPARE(mine, clicks);
    }

    // Alone against bots, Undo takes back the person's last action and the bots' answers.
    // At 1024×640 every control of every game's table is inside the window, and choosing cards
    // and the buttons that come and go never make the window wider or taller.
    void everyControlFitsASmallWindow_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::newRow("hakka") << "hakka"
                               << "bot,human,bot,bot"; // seat 0 sits out the first hand
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "bot,human,bot";
        QTest::newRow("tichu") << "tichu"
                               << "bot,bot,human,bot";
        QTest::newRow("zipai") << "zipai"
                               << "bot,human,bot";
    }
    void everyControlFitsASmallWindow() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QString error;
        std::unique_ptr<QWidget> widget;
        const QSize small(1024, 640);
        auto* table = showTable(widget, game, seats, 17, small, &error);
        QVERIFY2(table, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(table));
        // "Sort by rank" is offered only where it changes the hand: Tichu and zipai hands
        // always keep their players' order.
        const auto* sort = table->findChild<QPushButton*>(QStringLiteral("sort"));
        QVERIFY(sort);
        QCOMPARE(sort->isVisible(), game == "hakka" || game == "fourcolor");
        const int me = int(seats.split(',').indexOf("human"));
        int checks = 0;
        QVERIFY(playUntil(*table, me, [&] {
            const QStringList outside = controlsOutside(*table);
            if (table->size() != small || !outside.isEmpty()) {
                qWarning() << table->size() << outside;
                return true;
            }
            const auto waiting = table->local()->session().state().awaiting();
            if (std::find(waiting.begin(), waiting.end(), me) == waiting.end())
                return table->local()->session().pausedAtHandEnd() ||
                       table->local()->session().state().isTerminal();
            // Selecting a card brings buttons or takes them away.
            if (!table->hand()->cards().isEmpty() && checks % 3 == 0) {
                test::clickCards(*table->hand(), {table->hand()->cards().front()});
                QApplication::processEvents();
                if (table->size() != small || !controlsOutside(*table).isEmpty())
                    return true;
                table->hand()->clearSelection();
            }
            return ++checks >= 12 || table->local()->session().pausedAtHandEnd() ||
                   table->local()->session().state().isTerminal();
        }));
        QCOMPARE(table->size(), small);
        QCOMPARE(controlsOutside(*table), QStringList{});
        QVERIFY(checks > 0);
    }

    // With one person against bots the table holds every claim window for a time, showing
    // nothing of it (who may claim is secret). Meanwhile the discard that opened it lies on offer
    // in front of its seat, the largest card on the felt: the person's own discard is gone from
    // their hand, and their turn is over. When the windows' time ends the table shows what came
    // of it.
    void aDiscardLiesOnTheTableWhileItsWindowsAreHeld() {
        session::ManualClock clock;
        Replay replay;
        replay.game = "fourcolor";
        replay.players = QStringList{"human", "bot", "bot"};
        replay.seatNames = QStringList{"Ann", "Bot 2", "Bot 3"};
        std::unique_ptr<gui::TableWindow> table;
        // A deal where the person discards first.
        for (quint64 seed = 1; seed < 40 && !table; ++seed) {
            replay.seed = seed;
            QString error;
            auto session = session::TableSession::create(replay, &error);
            QVERIFY2(session, qPrintable(error));
            if (session->viewFor(0).legal.isEmpty() || !session->viewFor(0).awaited)
                continue;
            session->setClock(&clock);
            for (int s = 1; s < 3; ++s)
                session->setAgent(
                    s, new session::BotAgent(*session, makeBot(*findGame("fourcolor"), "normal"),
                                             seed + quint64(s), 0));
            auto* raw = session.get();
            table = std::make_unique<gui::TableWindow>(std::move(session), QList<int>{0}, 1000);
            raw->start();
        }
        QVERIFY(table);
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table.get()));
        QTRY_VERIFY(table->local()->session().viewFor(0).awaited);
        QString discard;
        for (const QString& action : table->local()->session().viewFor(0).legal)
            if (discard.isEmpty() && action.startsWith("discard "))
                discard = action;
        QVERIFY(!discard.isEmpty());
        const QString card = discard.section(' ', 1, 1);
        const auto handBefore = table->hand()->cards().count(card);
        QCOMPARE(test::clickCards(*table->hand(), {card}), QString());
        QApplication::processEvents();
        QVERIFY(test::clickAction(table->actionButtons(), discard));
        QTRY_VERIFY(table->local()->session().record().actions.size() == 1);
        QVERIFY(table->local()->session().holding());
        QTRY_VERIFY(table->tableView()->zones().seats.value(0).play.offer);
        const gui::SeatZone& zone = table->tableView()->zones().seats.value(0);
        QCOMPARE(zone.play.cards, QStringList{card});
        QVERIFY(table->tableView()->middle().contains(card));
        QCOMPARE(table->hand()->cards().count(card), handBefore - 1);
        QVERIFY(!table->panel()->view().awaited);
        // The windows' time ends: the table shows the state after them, the discard taken from
        // the hand once (not again with the offer's).
        // (Windows may follow, each held in turn: a card turned up that nobody takes.)
        const quint64 shown = table->panel()->view().version;
        for (int i = 0; i < 400 && table->panel()->view().version == shown; ++i) {
            clock.advance(1100);
            QTest::qWait(50);
        }
        QVERIFY(table->panel()->view().version != shown);
        QCOMPARE(table->hand()->cards().count(card), handBefore - 1);
    }

    // Bots alone, watched: each discard lies on offer while the table holds its windows too.
    void aWatchedBotsDiscardLiesOnTheTable() {
        session::ManualClock clock;
        Replay replay;
        replay.game = "fourcolor";
        replay.seed = 3;
        replay.players = QStringList{"bot", "bot", "bot"};
        replay.seatNames = QStringList{"Bot 1", "Bot 2", "Bot 3"};
        QString error;
        auto session = session::TableSession::create(replay, &error);
        QVERIFY2(session, qPrintable(error));
        session->setClock(&clock);
        for (int s = 0; s < 3; ++s)
            session->setAgent(s, new session::BotAgent(*session,
                                                       makeBot(*findGame("fourcolor"), "normal"),
                                                       quint64(s + 1), 0));
        auto* raw = session.get();
        gui::TableWindow table(std::move(session), {}, 1000);
        table.resize(1280, 800);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        raw->start();
        QTRY_VERIFY(raw->holding());
        const auto& last = raw->record().actions.back();
        const QString text = QString::fromStdString(last.text);
        QVERIFY2(text.startsWith("discard "), qPrintable(text));
        QTRY_VERIFY(table.tableView()->zones().seats.value(last.seat).play.offer);
        QCOMPARE(table.tableView()->zones().seats.value(last.seat).play.cards,
                 QStringList{text.section(' ', 1, 1)});
        QCOMPARE(table.tableView()->bottom(), 0); // nobody's seat: the first at the bottom
    }

    // The keyboard starts in the hand: a person can play from the keys as soon as the table is
    // there.
    void theHandHasTheFocusWhenATableOpens() {
        QString error;
        auto widget = gui::openTable("fourcolor", "human,bot,bot", 5, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        table->resize(1280, 800);
        table->show();
        table->activateWindow();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(table->hand()));
        // Clicking a button of the top bar leaves it there.
        QTest::mouseClick(table->findChild<QPushButton*>(QStringLiteral("sort")), Qt::LeftButton);
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(table->hand()));
    }

    // The window's frame around the table: a top bar of one line, the table under it across the
    // whole width but the log's rail, the band of the hand along the bottom edge with hand cards
    // about a fifth of the window's height. The table's place does not move while actions come and
    // go in the bar. The log opens as a drawer over the table (a click on the rail, or L), counts
    // the lines not read meanwhile, and is a column of its own from 1600 px wide.
    void theTableFillsTheWindow_data() { everyControlFitsASmallWindow_data(); }
    void theTableFillsTheWindow() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QString error;
        std::unique_ptr<QWidget> widget;
        const QSize size(1280, 800);
        auto* table = showTable(widget, game, seats, 17, size, &error);
        QVERIFY2(table, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QApplication::processEvents();
        gui::SeatPanel* panel = table->panel();
        QWidget* felt = table->tableView();
        const auto rectOf = [table](const QWidget* w) {
            return QRect(w->mapTo(table, QPoint()), w->size());
        };
        const QRect topBar = rectOf(panel->findChild<QWidget*>(QStringLiteral("top-bar")));
        const int line = panel->status()->fontMetrics().height();
        QVERIFY2(topBar.height() <= 2 * line + 12, qPrintable(QString::number(topBar.height())));
        const QRect feltAt = rectOf(felt);
        const QRect band = rectOf(panel->band());
        const QRect rail = rectOf(panel->logRail());
        QCOMPARE(feltAt.top(), topBar.bottom() + 1);
        QCOMPARE(feltAt.left(), 0);
        QCOMPARE(feltAt.right() + 1, rail.left());
        QCOMPARE(rail.right(), size.width() - 1);
        QCOMPARE(band.top(), feltAt.bottom() + 1);
        QCOMPARE(band.bottom(), size.height() - 1);
        QVERIFY(rail.width() <= 32);
        const int card = table->hand()->cardHeight();
        const double share = double(card) / size.height();
        QVERIFY2(share >= (game == "zipai" ? 0.14 : 0.18) && share <= 0.22,
                 qPrintable(QString::number(share)));
        qInfo().noquote() << game << "table view" << feltAt.width() << "x" << feltAt.height()
                          << "hand card" << card << "px at 1280x800";
        // The table keeps its place whatever the bar holds.
        const int me = int(seats.split(',').indexOf("human"));
        int changes = 0;
        QString seen;
        QVERIFY(playUntil(*table, me, [&] {
            QString buttons;
            for (QPushButton* b : test::liveButtons(*table))
                buttons += b->property("action").toString() + '|';
            if (buttons != seen) {
                seen = buttons;
                ++changes;
            }
            if (rectOf(felt) != feltAt || rectOf(panel->band()) != band) {
                qWarning() << "moved:" << rectOf(felt) << rectOf(panel->band());
                return true;
            }
            return changes >= 6 || table->local()->session().pausedAtHandEnd() ||
                   table->local()->session().state().isTerminal();
        }));
        QCOMPARE(rectOf(felt), feltAt);
        QCOMPARE(rectOf(panel->band()), band);
        QVERIFY(changes >= 2);
        // The log: closed, counting; opened by L over the table, read; closed again.
        QApplication::processEvents();
        QVERIFY(!panel->logOpen());
        QVERIFY(!table->log()->isVisible());
        QVERIFY(panel->unreadLog() > 0);
        QCOMPARE(panel->unreadLog(), table->log()->count());
        table->hand()->setFocus();
        QTest::keyClick(table->hand(), Qt::Key_L);
        QVERIFY(panel->logOpen());
        QVERIFY(table->log()->isVisible());
        QCOMPARE(panel->unreadLog(), 0);
        QVERIFY(feltAt.contains(rectOf(table->log())));
        QCOMPARE(rectOf(felt), feltAt); // over the table, which keeps its size
        QTest::keyClick(table->hand(), Qt::Key_L);
        QVERIFY(!table->log()->isVisible());
        QTest::mouseClick(panel->logRail(), Qt::LeftButton);
        QVERIFY(table->log()->isVisible());
        QTest::keyClick(table->hand(), Qt::Key_Escape);
        QVERIFY(!table->log()->isVisible());
        // …and from the top bar's menu.
        QTest::mouseClick(table->findChild<QPushButton*>(QStringLiteral("menu")), Qt::LeftButton);
        auto* menu = table->findChild<QMenu*>(QStringLiteral("table-menu"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 2);
        menu->actions().front()->trigger();
        QVERIFY(table->log()->isVisible());
        menu->close();
        QTest::keyClick(table->hand(), Qt::Key_L);
        QVERIFY(!table->log()->isVisible());
        // Wide: a column beside the table, always open.
        table->resize(1700, 900);
        QApplication::processEvents();
        QVERIFY(panel->logOpen());
        QVERIFY(table->log()->isVisible());
        QVERIFY(!panel->logRail()->isVisible());
        QVERIFY(!rectOf(felt).intersects(rectOf(table->log())));
        QCOMPARE(rectOf(felt).width() + rectOf(table->log()->parentWidget()).width(), 1700);
        QCOMPARE(controlsOutside(*table), QStringList{});
    }

    // Tichu's passing: the three cards selected go right, to the partner and left in the order
    // they were selected; one button gives them, and the window keeps its width. The Mah Jong's
    // wish is one button whose menu names the ranks.
    void tichuPassingAndWishAreOneButtonEach() {
        QString error;
        // A deal where the person holds the Mah Jong, so leads and wishes.
        std::unique_ptr<QWidget> widget;
        gui::TableWindow* table = nullptr;
        for (quint64 seed = 1; seed < 60 && !table; ++seed) {
            widget = gui::openTable("tichu", "human,bot,bot,bot", seed, 0, &error);
            auto* t = qobject_cast<gui::TableWindow*>(widget.get());
            QVERIFY2(t && t->local(), qPrintable(error));
            QTRY_VERIFY(!t->local()->session().state().awaiting().empty());
            const QJsonObject me =
                t->local()->session().viewFor(0).observation["seats"][0].toObject();
            QStringList hand;
            for (const QJsonValue& c : me["hand"].toArray())
                hand << c.toString();
            if (hand.contains("MJ"))
                table = t;
        }
        QVERIFY(table);
        const QSize small(1024, 640);
        table->resize(small);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QVERIFY(test::clickAction(table->actionButtons(), "nogrand"));
        QTRY_VERIFY(table->local()->session().viewFor(0).observation["mayGive"].toBool());
        QApplication::processEvents();
        QStringList three;
        for (const QString& card : table->hand()->cards())
            if (card != "MJ" && three.size() < 3)
                three << card;
        std::swap(three[0], three[2]); // not in the hand's order
        QCOMPARE(test::clickCards(*table->hand(), three), QString());
        QApplication::processEvents();
        QStringList gives;
        for (QPushButton* b : test::liveButtons(*table))
            if (b->property("action").toString().startsWith("give "))
                gives << b->property("action").toString();
        const QString give =
            QStringLiteral("give right=%1 partner=%2 left=%3").arg(three[0], three[1], three[2]);
        QCOMPARE(gives, QStringList{give});
        QCOMPARE(table->size(), small);
        QCOMPARE(controlsOutside(*table), QStringList{});
        QVERIFY(test::clickAction(table->actionButtons(), give));
        // The person leads with the Mah Jong alone, then wishes.
        QTRY_VERIFY(table->local()->session().viewFor(0).awaited &&
                    table->hand()->cards().contains("MJ"));
        QApplication::processEvents();
        QCOMPARE(test::clickCards(*table->hand(), {"MJ"}), QString());
        QApplication::processEvents();
        QVERIFY(test::clickAction(table->actionButtons(), "play MJ"));
        QTRY_VERIFY(table->local()->session().viewFor(0).awaited);
        QApplication::processEvents();
        const QList<QPushButton*> buttons = test::liveButtons(*table);
        QCOMPARE(buttons.size(), 1);
        const QStringList wishes = buttons.front()->property("choices").toStringList();
        QCOMPARE(wishes.size(), 14); // the ranks 2 to A, and no wish
        QVERIFY(wishes.contains("wish none"));
        QCOMPARE(buttons.front()->findChild<QMenu*>()->actions().size(), 14);
        QCOMPARE(table->size(), small);
        QCOMPARE(controlsOutside(*table), QStringList{});
        const auto before = table->local()->session().record().actions.size();
        QVERIFY(test::clickAction(table->actionButtons(), "wish 7"));
        QTRY_VERIFY(table->local()->session().record().actions.size() > before);
        QCOMPARE(QString::fromStdString(table->local()->session().record().actions[before].text),
                 QStringLiteral("wish 7"));
    }

    void undoTakesBackTheLastAction() {
        gui::TableRequest request;
        request.game = "zipai";
        request.kinds = {"human", "bot", "bot"};
        request.seed = 9;
        request.botDelayMs = 0;
        QString error;
        auto widget = gui::openTable(request, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        auto& session = table->local()->session();
        int acted = 0;
        std::size_t before = 0;
        QElapsedTimer clock;
        clock.start();
        while (acted < 2 && clock.elapsed() < 20000) {
            QApplication::processEvents();
            const auto waiting = session.state().awaiting();
            if (waiting.empty() || waiting.front() != 0)
                continue;
            before = session.record().actions.size();
            session.submit(0, QString::fromStdString(session.state().legalActions(0).front()));
            ++acted;
        }
        QCOMPARE(acted, 2);
        for (int i = 0; i < 20; ++i) // let the bots answer
            QApplication::processEvents();
        Replay prefix = session.record();
        prefix.actions.resize(before);
        QTest::mouseClick(table->findChild<QPushButton*>(QStringLiteral("undo")), Qt::LeftButton);
        QCOMPARE(session.record().actions.size(), before);
        const auto rebuilt = runReplay(prefix);
        QCOMPARE(session.game().save(session.state()), session.game().save(*rebuilt.state));
        const auto waiting = session.state().awaiting();
        QVERIFY(!waiting.empty() && waiting.front() == 0);
    }

    // A game saved mid-hand resumes in the same state, with the same people and bots.
    void saveAndResume() {
        gui::TableRequest request;
        request.game = "zipai";
        request.kinds = {"human", "bot", "bot"};
        request.seed = 5;
        request.botDelayMs = 0;
        QString error;
        auto widget = gui::openTable(request, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        // Let the game move on: the person plays the first legal action a few times.
        for (int moves = 0; moves < 3;) {
            QApplication::processEvents();
            const auto waiting = table->local()->session().state().awaiting();
            if (waiting.empty() || waiting.front() != 0)
                continue;
            table->local()->session().submit(
                0,
                QString::fromStdString(table->local()->session().state().legalActions(0).front()));
            ++moves;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath("game.json");
        QVERIFY2(table->local()->saveTo(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto replay = Replay::parse(file.readAll(), &error);
        QVERIFY2(replay, qPrintable(error));
        QCOMPARE(replay->players, (QStringList{"human", "bot", "bot"}));
        auto resumed = gui::openSavedTable(*replay, 0, &error);
        QVERIFY2(resumed, qPrintable(error));
        auto* again = qobject_cast<gui::TableWindow*>(resumed.get());
        QVERIFY(again && again->local());
        const GameInfo& game = table->local()->session().game();
        QCOMPARE(game.save(again->local()->session().state()),
                 game.save(table->local()->session().state()));
        QCOMPARE(again->local()->session().record().seatNames,
                 table->local()->session().record().seatNames);
        QVERIFY(!table->local()->saveTo(dir.filePath("no/such/dir/game.json"), &error));
        QVERIFY(!error.isEmpty());
    }

    // The end of a hand holds the table: the bots do not play the next deal until the person
    // asks for it, and the end of the match names its winner.
    void theEndOfAHandWaitsAndTheMatchNamesItsWinner() {
        gui::TableRequest request;
        request.game = QStringLiteral("zipai");
        request.kinds = QStringList{"human", "bot", "bot"};
        request.names = QStringList{"Ming", "Fang", "Lei"};
        request.options = {{"hands", "2"}};
        request.seed = 12;
        request.botDelayMs = 0;
        QString error;
        auto widget = gui::openTable(request, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->show();
        session::TableSession& session = table->local()->session();
        const auto playUntil = [&](const std::function<bool()>& stop) {
            QElapsedTimer clock;
            clock.start();
            while (!stop() && clock.elapsed() < 30000) {
                QApplication::processEvents();
                const auto waiting = session.state().awaiting();
                if (!session.pausedAtHandEnd() &&
                    std::find(waiting.begin(), waiting.end(), 0) != waiting.end())
                    session.submit(0,
                                   QString::fromStdString(session.state().legalActions(0).back()));
            }
            return stop();
        };
        QVERIFY(playUntil([&] { return session.pausedAtHandEnd(); }));
        const auto actions = session.record().actions.size();
        QTest::qWait(400); // bots at no delay would have played on by now
        QCOMPARE(session.record().actions.size(), actions);
        QVERIFY(session.state().ledger().handsPlayed() == 1);
        // The panel shows the winner's hand and melds as cards, though the next hand is dealt:
        // every card of the win, group by group.
        QTRY_VERIFY_WITH_TIMEOUT(
            table->local()->handResult() && table->local()->handResult()->isVisible(), 60000);
        const gui::HandResultPanel* panel = table->local()->handResult();
        QStringList won;
        for (const Event& e : session.state().events())
            if (e.type == "hu") {
                for (const QString& word : QString::fromStdString(e.text).split(' '))
                    if (session.game().deck->parseType(word.toStdString()))
                        won << word;
                break;
            }
        QVERIFY2(!won.isEmpty(), "the first hand was won: its cards are shown");
        for (const QString& card : won)
            QVERIFY2(panel->shownCards().contains(card), qPrintable(card));
        QVERIFY(panel->shownCards().size() >= won.size());
        QVERIFY(panel->text()->toPlainText().contains(request.names[0]));
        auto* next = table->findChild<QPushButton*>(QStringLiteral("next-hand"));
        QVERIFY(next && next->isVisible());
        QTest::mouseClick(next, Qt::LeftButton);
        QVERIFY(!session.pausedAtHandEnd());
        // The first hand's log stays readable in the hand picker once the second is dealt.
        QApplication::processEvents();
        QCOMPARE(table->logHand()->count(), 2);
        QCOMPARE(table->logHand()->currentIndex(), 1);
        table->logHand()->setCurrentIndex(0);
        emit table->logHand()->activated(0);
        bool huShown = false;
        for (int i = 0; i < table->log()->count(); ++i)
            huShown |= table->log()->item(i)->text().contains(gui::eventText("hu"));
        QVERIFY(huShown);
        QVERIFY(playUntil([&] { return session.state().isTerminal(); }));
        QApplication::processEvents();
        // It opens once the table has shown the hand's last plays.
        const QDialog* result = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            (result = table->findChild<QDialog*>(QStringLiteral("end-of-hand"))) &&
                result->isVisible(),
            60000);
        const auto scores = session.state().scores();
        const int best = int(std::max_element(scores.begin(), scores.end()) - scores.begin());
        const QString heading = table->local()->handResult()->heading()->text();
        QVERIFY2(heading.contains(request.names[best] + " win"), qPrintable(heading));
        QVERIFY(table->findChild<QPushButton*>(QStringLiteral("play-again")));
        const auto* next2 = table->findChild<QPushButton*>(QStringLiteral("next-hand"));
        QVERIFY(!next2 || !next2->isVisible());
    }

    // Two people at one screen: the hand is shown only after the curtain is lifted, and only to
    // the person who must act; both get to play.
    void hotseatCurtainHidesHands() {
        QString error;
        std::unique_ptr<QWidget> widget;
        auto* table =
            showTable(widget, "hakka", "human,bot,human,bot", 5, QSize(1280, 800), &error);
        QVERIFY2(widget, qPrintable(error));
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QMap<int, int> acted;
        int curtains = 0;
        QElapsedTimer clock;
        clock.start();
        auto done = [&] { return acted.value(0) >= 4 && acted.value(2) >= 4; };
        while (!done() && !table->local()->session().state().isTerminal() &&
               clock.elapsed() < 60000) {
            QApplication::processEvents();
            if (nextHand(*table))
                continue;
            if (table->local()->curtain()->isVisible()) {
                QVERIFY2(table->hand()->cards().isEmpty(), "a hand shows behind the curtain");
                QTest::mouseClick(table->local()->curtain(), Qt::LeftButton);
                ++curtains;
                continue;
            }
            const int seat = table->local()->shownSeat();
            const auto waiting = table->local()->session().state().awaiting();
            if (seat < 0 || std::find(waiting.begin(), waiting.end(), seat) == waiting.end()) {
                QVERIFY2(seat >= 0 || table->hand()->cards().isEmpty(),
                         "a hand shows while nobody at the screen is to act");
                continue;
            }
            const QString action = QString::fromStdString(
                table->local()->session().state().legalActions(seat).front());
            QList<int> used;
            for (const QString& card : table->local()->cardsOf(action))
                for (int i = 0; i < table->hand()->cards().size(); ++i)
                    if (table->hand()->cards()[i] == card && !used.contains(i)) {
                        used << i;
                        const QRect r = table->hand()->cardRect(i);
                        QTest::mouseClick(table->hand(), Qt::LeftButton, {},
                                          QPoint(r.left() + 3, r.center().y()));
                        break;
                    }
            QApplication::processEvents();
            QPushButton* button = nullptr;
            for (QPushButton* b : table->actionButtons())
                if (b->property("action").toString() == action)
                    button = b;
            QVERIFY2(button, qPrintable("no button for " + action));
            QTest::mouseClick(button, Qt::LeftButton);
            ++acted[seat];
        }
        QVERIFY2(done(), qPrintable(QString("seat 0 acted %1, seat 2 %2 times")
                                        .arg(acted.value(0))
                                        .arg(acted.value(2))));
        QVERIFY(curtains >= 2);
    }

    void unknownGamesAndSeatsAreRefused() {
        QString error;
        QVERIFY(!gui::openTable("chess", {}, 1, 0, &error));
        QVERIFY(error.contains("unknown game"));
        QVERIFY(!gui::openTable("hakka", "human,robot,bot,bot", 1, 0, &error));
        QVERIFY(!gui::openTable("fourcolor", "human", 1, 0, &error));
        QVERIFY(error.contains("seats"));
    }
};

QTEST_MAIN(TestTableWindow)
#include "tst_table_window.moc"
