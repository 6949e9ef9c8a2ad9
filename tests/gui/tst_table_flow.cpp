// The flow of a table at one screen, on the offscreen platform: a person alone against bots is
// waited for in a claim window unless they chose a countdown, and a change in Settings reaches the
// open table; the bots wait while the table shows a move, the end-of-hand panel opens only once
// the hand's end has been shown, and the moves are the same with animations on or off; the panel
// shows every card and meld the hand's log shows, and the table behind it the hand as it ended.
#include "dialogs/new_table.h"
#include "dialogs/settings_dialog.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "session/bot_agent.h"
#include "session/table_session.h"
#include "settings/app_settings.h"
#include "table/hand_result_panel.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/seat_panel.h"
#include "table/table_presenter.h"
#include "table/table_view.h"
#include "table/table_window.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QGuiApplication>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QTranslator>
#include <memory>

using namespace paiju;

namespace {

// A table opened as the app opens one, shown.
std::unique_ptr<QWidget> openShown(const QString& game, const QString& seats, quint64 seed) {
    QString error;
    auto widget = gui::openTable(game, seats, seed, 0, &error);
    if (!widget)
        qWarning("%s", qPrintable(error));
    return widget;
}

gui::TableWindow* tableOf(const std::unique_ptr<QWidget>& widget) {
    auto* table = qobject_cast<gui::TableWindow*>(widget.get());
    return table && table->local() ? table : nullptr; // a table played here
}

// The person's window asks them to claim (or bomb): their legal list holds the declining answer
// and something else.
bool askedToClaim(const session::SeatView& view) {
    const bool declines = view.legal.contains("pass") || view.legal.contains("nobomb");
    return view.awaited && declines && view.legal.size() > 1;
}

int visibleButtons(gui::TableWindow& table) {
    int n = 0;
    for (QPushButton* b : table.actionButtons())
        n += b->isVisible() && !b->property("gone").toBool();
    return n;
}

// Every word of a part of an event's text that names a card of the deck.
QStringList cardWords(const QString& part, const Deck& deck) {
    QStringList cards;
    for (const QString& word : part.split(' ', Qt::SkipEmptyParts))
        if (!word.contains('=') && deck.parseType(word.toStdString()))
            cards << word;
    return cards;
}

QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

// Removes one group equal to `group` (as a multiset) from `groups`; false when there is none.
bool takeGroup(QList<QStringList>& groups, const QStringList& group) {
    for (int i = 0; i < groups.size(); ++i)
        if (sorted(groups[i]) == sorted(group)) {
            groups.removeAt(i);
            return true;
        }
    return false;
}

void saveShot(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("PAIJU_SHOTS");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestTableFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_table_flow"));
        // Pictures in another language: PAIJU_SHOTS_QM names a compiled translation.
        static QTranslator translator;
        if (const QString qm = qEnvironmentVariable("PAIJU_SHOTS_QM");
            !qm.isEmpty() && translator.load(qm))
            QCoreApplication::installTranslator(&translator);
    }
    void init() {
        QSettings().clear(); // every test starts from the defaults
        gui::settings::setAnimationMs(0);
    }

    // Alone against bots, a claim window that asks the person waits for them: there is no
    // countdown by default. Choosing one in Settings reaches the table already open, whose
    // countdown then declines for them.
    void claimWindowWaitsForThePerson_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "human,bot,bot,bot";
        QTest::newRow("zipai") << "zipai"
                               << "human,bot,bot";
    }
    void claimWindowWaitsForThePerson() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QCOMPARE(gui::settings::autoDeclineMs(), 0);
        auto widget = openShown(game, seats, 3);
        gui::TableWindow* table = tableOf(widget);
        QVERIFY(table);
        QCOMPARE(table->local()->autoDecline(), 0);
        table->resize(1024, 640);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        auto& session = table->local()->session();
        test::playFirstLegalUntil(session, 0, 3000, [&](const session::SeatView& view) {
            return askedToClaim(view) && session.inWindow();
        });
        QApplication::processEvents();
        QVERIFY(askedToClaim(session.viewFor(0)));
        // Longer than any countdown Settings offers: the table still waits.
        const auto before = session.record().actions.size();
        QTest::qWait(600);
        QApplication::processEvents();
        QCOMPARE(session.record().actions.size(), before);
        QVERIFY(!table->local()->declineCountdown()->isVisible());
        QVERIFY(table->tableView()->clockRect().isEmpty()); // no time runs: no ring
        QVERIFY(visibleButtons(*table) >= 2);               // the claim and the declining answer
        saveShot(table, game + QStringLiteral("-claim-waits"));

        // The countdown chosen now applies to the window open on this table.
        gui::settings::setAutoDeclineMs(2000);
        QCOMPARE(table->local()->autoDecline(), 2000);
        QVERIFY(table->local()->declineCountdown()->isVisible());
        // Its time runs in a ring at the card in play's upper right.
        const QRectF ring = table->tableView()->clockRect();
        QVERIFY(!ring.isEmpty());
        QRectF card;
        for (int s = 0; s < int(table->tableView()->zones().seats.size()); ++s)
            for (const auto& drawn : table->tableView()->drawnCards(s, gui::TableView::Place::Play))
                if (drawn.inPlay)
                    card = card.united(drawn.rect);
        QVERIFY(!card.isEmpty());
        QApplication::processEvents();
        saveShot(table, game + QStringLiteral("-claim-countdown"));
        QVERIFY2(ring.left() > card.right() && ring.top() < card.center().y(),
                 qPrintable(QStringLiteral("ring at %1,%2; card %3,%4 %5×%6")
                                .arg(ring.x())
                                .arg(ring.y())
                                .arg(card.x())
                                .arg(card.y())
                                .arg(card.width())
                                .arg(card.height())));
        QTRY_VERIFY_WITH_TIMEOUT(session.record().actions.size() > before, 60000);
        // Declined: its ring is gone, unless the next window asks the person again.
        QTRY_VERIFY_WITH_TIMEOUT(
            table->tableView()->clockRect().isEmpty() || askedToClaim(session.viewFor(0)), 60000);
        const Replay::Action& taken = session.record().actions[before];
        QCOMPARE(taken.seat, 0);
        QCOMPARE(QString::fromStdString(taken.text), QStringLiteral("pass"));
    }

    // Every setting of play saved while a table is open reaches it.
    void settingsReachOpenTables() {
        auto widget = openShown("fourcolor", "human,bot,human,bot", 5);
        gui::TableWindow* table = tableOf(widget);
        QVERIFY(table);
        QCOMPARE(table->local()->windowMs(), 3000);
        QVERIFY(table->local()->autoPass());
        gui::settings::setClaimWindowMs(5000);
        QCOMPARE(table->local()->windowMs(), 5000);
        gui::settings::setAutoPass(false);
        QVERIFY(!table->local()->autoPass());
        gui::settings::setBotDelayMs(1200);
        auto* bot = qobject_cast<session::BotAgent*>(table->local()->session().agent(1));
        QVERIFY(bot);
        QCOMPARE(bot->delay(), 1200);
        gui::settings::setAnimationMs(500); // the open tables are told, as by the menu
        QCOMPARE(table->tableView()->animationMs(), 500);
        // Alone against bots a window lasts half a bot's delay.
        auto alone = openShown("fourcolor", "human,bot,bot,bot", 5);
        QVERIFY(tableOf(alone));
        gui::settings::setBotDelayMs(800);
        QCOMPARE(tableOf(alone)->local()->windowMs(), 400);
    }

    // A window opens within the screen's available area, however large it would like to be,
    // and opens again at the size it had when it was closed.
    void windowsFitTheScreenAndKeepTheirSize() {
        const QRect area = QGuiApplication::primaryScreen()->availableGeometry();
        auto widget = openShown("hakka", "human,bot,bot,bot", 2);
        QVERIFY(widget);
        gui::fitToScreen(widget.get(), QStringLiteral("flow-table"), area.size() + QSize(400, 300));
        QVERIFY(widget->width() <= area.width() && widget->height() <= area.height());
        widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(widget.get()));
        QVERIFY(area.intersects(widget->geometry()));
        // Between the table's smallest size and the screen.
        const QSize chosen = (widget->minimumSize() + area.size() - QSize(16, 48)) / 2;
        widget->resize(chosen);
        QCOMPARE(widget->size(), chosen);
        widget->close(); // kept as it closes
        auto again = openShown("hakka", "human,bot,bot,bot", 2);
        gui::fitToScreen(again.get(), QStringLiteral("flow-table"), QSize(1280, 800));
        QCOMPARE(again->size(), chosen);
        // A dialog over a window stays within that window.
        auto* dialog = new QDialog(again.get());
        gui::fitToScreen(dialog, QStringLiteral("flow-dialog"), QSize(5000, 5000));
        QVERIFY(dialog->width() <= again->width() && dialog->height() <= again->height());
    }

    // The match's end names its winners, partners together, and lists the final standings.
    void theMatchEndCelebratesTheWinners_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("option");
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "hands";
        QTest::newRow("tichu") << "tichu"
                               << "hand_limit";
    }
    void theMatchEndCelebratesTheWinners() {
        QFETCH(QString, game);
        QFETCH(QString, option);
        gui::TableRequest request;
        request.game = game;
        request.kinds = QStringList{"bot", "bot", "bot", "bot"};
        request.options = {{option.toStdString(), std::string(1, '1')}}; // one hand
        request.seed = 6;
        request.botDelayMs = 0;
        QString error;
        std::unique_ptr<QWidget> widget = gui::openTable(request, &error);
        gui::TableWindow* table = tableOf(widget);
        QVERIFY2(table, qPrintable(error));
        table->resize(1280, 800);
        table->show();
        QTRY_VERIFY_WITH_TIMEOUT(
            table->local()->handResult() && table->local()->handResult()->isVisible(), 60000);
        QVERIFY(table->local()->session().isOver());
        gui::HandResultPanel* panel = table->local()->handResult();
        const auto places = table->local()->session().ledger().places();
        QStringList winners;
        for (std::size_t s = 0; s < places.size(); ++s)
            if (places[s] == 1)
                winners << table->local()->session().record().seatNames.value(int(s));
        QVERIFY(!winners.isEmpty());
        for (const QString& winner : winners)
            QVERIFY2(panel->heading()->text().contains(winner),
                     qPrintable(panel->heading()->text()));
        const QString text = panel->text()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Final standings")), qPrintable(text));
        // Partners share their place and total: one line names them together.
        if (game == QLatin1String("tichu"))
            QVERIFY2(text.contains(winners.join(QStringLiteral(" & "))), qPrintable(text));
        QTest::qWait(100);
        saveShot(panel->window(), game + QStringLiteral("-match-end"));
    }

    // A seeded hand played by bots with animations on: no bot acts while cards move and the
    // end-of-hand panel opens only once the hand's end has been shown; with animations off the
    // bots take the same actions.
    void botsWaitForThePicture_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "bot,bot,bot,bot";
        QTest::newRow("hakka") << "hakka"
                               << "bot,bot,bot,bot";
        QTest::newRow("tichu") << "tichu"
                               << "bot,bot,bot,bot";
        QTest::newRow("zipai") << "zipai"
                               << "bot,bot,bot";
    }
    void botsWaitForThePicture() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        std::vector<Replay::Action> withMoves;
        for (const int animationMs : {40, 0}) {
            gui::settings::setAnimationMs(animationMs);
            auto widget = openShown(game, seats, 11);
            gui::TableWindow* table = tableOf(widget);
            QVERIFY(table);
            table->resize(1024, 640);
            table->show();
            QVERIFY(QTest::qWaitForWindowExposed(table));
            gui::TableView* view = table->tableView();
            int actedWhileMoving = 0;
            int actions = 0;
            connect(&table->local()->session(), &session::TableSession::changed, table, [&] {
                ++actions;
                actedWhileMoving += view->animating();
            });
            // The panel opens on a table at rest that shows the hand's end: it is caught as it
            // is shown.
            int openedWhileMoving = -1;
            bool openedAtTheEnd = false;
            QObject watcher;
            const auto onShow = [&] {
                if (openedWhileMoving < 0 && table->local()->handResult() &&
                    table->local()->handResult()->window()->isVisible()) {
                    openedWhileMoving = view->animating();
                    openedAtTheEnd = table->local()->ending().version != 0;
                }
            };
            QTimer poll; // besides the check at every change, for the panel's own opening
            connect(&poll, &QTimer::timeout, &watcher, onShow);
            connect(view, &gui::TableView::animationsDone, &watcher, onShow, Qt::QueuedConnection);
            poll.start(1);
            QTRY_VERIFY_WITH_TIMEOUT(
                table->local()->handResult() && table->local()->handResult()->isVisible(), 240000);
            onShow();
            QVERIFY(actions > 10);
            QCOMPARE(actedWhileMoving, 0);
            QCOMPARE(openedWhileMoving, 0);
            QVERIFY(openedAtTheEnd);
            if (animationMs > 0) {
                QVERIFY(view->movesStarted() > actions / 2); // cards did move
                withMoves = table->local()->session().record().actions;
            } else {
                QCOMPARE(view->movesStarted(), 0);
                const auto& without = table->local()->session().record().actions;
                QCOMPARE(without.size(), withMoves.size());
                for (std::size_t i = 0; i < without.size(); ++i) {
                    QCOMPARE(without[i].seat, withMoves[i].seat);
                    QCOMPARE(without[i].text, withMoves[i].text);
                }
            }
        }
    }

    // The end-of-hand panel against the finished hand's log: every card of every event that
    // shows cards at the end (a winning reading, hands shown, elders, Tichu's last hand) is drawn,
    // in its groups; every meld on the table at the end is drawn with it; and the table behind
    // shows the hand as it ended: its log to the end, its true stock, nobody to act, no claim
    // bar or countdown.
    void endOfHandPanelShowsTheWholeEnd_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("shows"); // an event type the hand must end with
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "human,bot,bot,bot" << quint64(4) << "hu";
        QTest::newRow("hakka") << "hakka"
                               << "human,bot,bot,bot" << quint64(4) << "declare";
        QTest::newRow("tichu") << "tichu"
                               << "human,bot,bot,bot" << quint64(4) << "last";
        QTest::newRow("zipai") << "zipai"
                               << "human,bot,bot" << quint64(4) << "reveal";
    }
    void endOfHandPanelShowsTheWholeEnd() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QFETCH(quint64, seed);
        QFETCH(QString, shows);
        const GameInfo* info = findGame(game.toStdString());
        QVERIFY(info);
        gui::settings::setAutoPass(true);
        auto widget = openShown(game, seats, seed);
        gui::TableWindow* table = tableOf(widget);
        QVERIFY(table);
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        auto& session = table->local()->session();
        // The person plays the first legal action whenever asked.
        for (int step = 0; step < 5000 && session.handsPlayed() == 0; ++step) {
            QApplication::processEvents();
            // Tichu's passing is shown as one flag: the engine's own list is read.
            const auto legal = session.state().legalActions(0);
            if (!legal.empty() && session.viewFor(0).awaited && !session.pausedAtHandEnd()) {
                const std::string decline = session.declineAction().toStdString();
                session.submit(0, QString::fromStdString(
                                      std::find(legal.begin(), legal.end(), decline) != legal.end()
                                          ? decline
                                          : legal.front()));
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(
            table->local()->handResult() && table->local()->handResult()->isVisible(), 60000);
        gui::HandResultPanel* panel = table->local()->handResult();

        // The table behind: the hand as it ended, seen from the person's seat.
        const session::SeatView& ending = table->local()->ending();
        QVERIFY(ending.version != 0);
        QCOMPARE(table->panel()->view().observation, ending.observation);
        QVERIFY(ending.legal.isEmpty());
        QVERIFY(!ending.awaited);
        QCOMPARE(visibleButtons(*table), 0);
        QVERIFY(!table->local()->declineCountdown()->isVisible());
        const QJsonArray endLog = ending.observation.value("log").toArray();
        const QJsonArray handLog = session.handLog(1, 0);
        // Its log is the finished hand's, to its end (a match cut there adds its end).
        QVERIFY(endLog.size() >= handLog.size());
        for (int i = 0; i < handLog.size(); ++i)
            QCOMPARE(endLog[i].toObject().value("type"), handLog[i].toObject().value("type"));
        QCOMPARE(handLog.last().toObject().value("type").toString(), QStringLiteral("hand-end"));
        // The stock as it was when the hand ended: no more than before the hand's last action,
        // and empty when the hand ended because it ran out.
        if (ending.observation.contains("stockCount")) {
            Replay before = session.record();
            std::size_t last = 0;
            {
                // The action that settled the first hand.
                Replay probe = before;
                probe.actions.clear();
                ReplayRun run = runReplay(probe);
                for (; last < before.actions.size(); ++last) {
                    const auto& a = before.actions[last];
                    QVERIFY(run.state->apply(a.seat, a.text).ok());
                    if (run.state->ledger().handsPlayed() > 0)
                        break;
                }
            }
            before.actions.resize(last);
            const ReplayRun run = runReplay(before);
            QVERIFY(run.state && !run.failure);
            const int stockBefore = info->observe(*run.state, 0).value("stockCount").toInt(-1);
            const int stockAtEnd = ending.observation.value("stockCount").toInt(-1);
            QVERIFY2(
                stockAtEnd >= 0 && stockAtEnd <= stockBefore && stockAtEnd >= stockBefore - 2,
                qPrintable(
                    QStringLiteral("%1 before, %2 at the end").arg(stockBefore).arg(stockAtEnd)));
            for (const QJsonValue& e : handLog)
                if (e.toObject().value("type").toString() == QLatin1String("drawn"))
                    QCOMPARE(stockAtEnd, 0);
        }

        // Every card the hand's end shows, in its groups.
        QList<QStringList> drawn = panel->shownGroups();
        int events = 0;
        bool sawShows = false;
        for (const QJsonValue& v : session.handLog(1, -1)) {
            const QJsonObject e = v.toObject();
            const QString type = e.value("type").toString();
            if (!gui::HandResultPanel::showsCards(type))
                continue;
            sawShows |= type == shows;
            for (const QString& part : e.value("text").toString().split('|')) {
                const QStringList cards = cardWords(part, *info->deck);
                if (cards.isEmpty())
                    continue;
                ++events;
                QVERIFY2(
                    takeGroup(drawn, cards),
                    qPrintable(
                        QStringLiteral("%1 %2 is not drawn whole").arg(type, cards.join(' '))));
            }
        }
        QVERIFY2(sawShows, qPrintable(shows));
        QVERIFY(events > 0);
        // Every meld on the table at the end, with a caption for each group of a reading.
        const gui::TableZones zones =
            gui::presentTable(ending.observation, session.record().seatNames);
        for (const gui::SeatZone& zone : zones.seats)
            for (const QStringList& meld : zone.melds)
                QVERIFY2(takeGroup(drawn, meld),
                         qPrintable(QStringLiteral("%1's meld %2 is not drawn")
                                        .arg(zone.name, meld.join(' '))));
        if (game == QLatin1String("fourcolor") || game == QLatin1String("zipai")) {
            bool valued = false;
            for (const QString& caption : panel->shownCaptions())
                valued |= caption.contains(QRegularExpression(QStringLiteral("\\d")));
            QVERIFY(valued);
        }
        QTest::qWait(100); // laid out and painted, for the pictures
        saveShot(table, game + QStringLiteral("-table-at-end"));
        saveShot(panel->window(), game + QStringLiteral("-end-of-hand"));

        // The next hand: the table shows the game in play again.
        panel->window()->close();
        QTRY_VERIFY(!session.pausedAtHandEnd());
        QCOMPARE(table->local()->ending().version, quint64(0));
    }
};

QTEST_MAIN(TestTableFlow)
#include "tst_table_flow.moc"
