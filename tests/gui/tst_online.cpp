// Playing online in the app: host tables in the app, create one, sit down, fill it with a bot,
// start, and play by clicking the online table window; chat, and watch from a second lobby.
#include "client/table_client.h"
#include "dialogs/create_table_dialog.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "lobby/lobby_window.h"
#include "server/table_server.h"
#include "session/clock.h"
#include "support/online_windows.h"
#include "table/hand_result_panel.h"
#include "table/hand_widget.h"
#include "table/online_table.h"
#include "table/table_bar.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/view_text.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

using namespace paiju;

using test::hasTable;
using test::logText;

using test::hostTable;

namespace {

// Adds a bot in the table's first empty seat; true once the lobby lists the seats so.
bool addBot(gui::LobbyWindow& lobby, const QString& table, const QString& seatKinds) {
    lobby.addBot(table);
    return QTest::qWaitFor([&] { return hasTable(lobby, table, seatKinds); }, 60000);
}

// Another app connected to the lobby's server, once it lists the table.
bool connectToo(gui::LobbyWindow& other, const gui::LobbyWindow& lobby, const QString& table) {
    other.connectTo(QStringLiteral("127.0.0.1"), lobby.hostedServer()->port(), false);
    return QTest::qWaitFor([&] { return hasTable(other, table, {}); }, 60000);
}

} // namespace

class TestOnline : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online"));
    }

    void hostCreateSitPlayChatAndWatch() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.show();
        gui::TableWindow* table = hostTable(lobby, QStringLiteral("fourcolor"), 2);
        QVERIFY(table); // seated at once
        // The same window class as every other table, showing the server's table.
        QCOMPARE(QString::fromLatin1(table->metaObject()->className()),
                 QStringLiteral("paiju::gui::TableWindow"));
        QVERIFY(table->online() && !table->local() && !table->replay());
        QCOMPARE(table->online()->seat(), 0);
        // Its own seat goes to the server in process; the lobby says it hosts, not that it
        // connected to itself.
        const auto* status = lobby.findChild<QLabel*>(QStringLiteral("lobby-status"));
        QVERIFY2(status->text().startsWith(QStringLiteral("Hosting on port")),
                 qPrintable(status->text()));
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(lobby, table->online()->table(), "player,empty"), 60000);
        QCOMPARE(lobby.tables()->rowCount(), 1);
        QVERIFY(addBot(lobby, table->online()->table(), "player,bot"));

        // A second app watches.
        gui::LobbyWindow rail;
        QVERIFY(connectToo(rail, lobby, table->online()->table()));
        rail.spectate(table->online()->table());
        QTRY_COMPARE_WITH_TIMEOUT(rail.tableWindows().size(), 1, 60000);
        gui::TableWindow* watching = rail.tableWindows().first();
        QCOMPARE(watching->online()->seat(), -1);

        lobby.start(table->online()->table());
        const Deck& deck = *findGame("fourcolor")->deck;
        int clicks = 0;
        bool escTried = false;
        QElapsedTimer clock;
        clock.start();
        while (clicks < 12 && clock.elapsed() < 60000) {
            QApplication::processEvents();
            const session::SeatView& view = table->online()->view();
            if (!view.awaited || view.legal.isEmpty()) {
                QTest::qWait(5);
                continue;
            }
            const QString action = view.legal.first();
            QString missing = test::clickCards(*table->hand(), gui::cardsOf(action, deck));
            QVERIFY2(missing.isEmpty(), qPrintable(missing));
            if (!escTried && !table->hand()->selectedCards().isEmpty()) {
                // Esc clears the selection here too, as at every table.
                escTried = true;
                QTest::keyClick(table, Qt::Key_Escape);
                QVERIFY(table->hand()->selectedCards().isEmpty());
                missing = test::clickCards(*table->hand(), gui::cardsOf(action, deck));
                QVERIFY2(missing.isEmpty(), qPrintable(missing));
            }
            QApplication::processEvents();
            const int seen = table->online()->viewsReceived();
            QVERIFY2(test::clickAction(table->actionButtons(), action),
                     qPrintable("no button for " + action));
            ++clicks;
            // The server answers an applied action with a new view.
            QTRY_VERIFY_WITH_TIMEOUT(table->online()->viewsReceived() > seen, 60000);
        }
        QCOMPARE(clicks, 12);
        QVERIFY(escTried);
        // The server holds the match the clicks made: the seat's actions are in its record.
        const auto* hosted = lobby.hostedServer()->table(table->online()->table());
        QVERIFY(hosted && hosted->session);
        int mine = 0;
        for (const auto& a : hosted->session->record().actions)
            mine += a.seat == 0;
        QCOMPARE(mine, clicks);
        // The watcher sees the table but no hand.
        QTRY_VERIFY_WITH_TIMEOUT(!watching->online()->view().observation.isEmpty(), 60000);
        QVERIFY(watching->hand()->cards().isEmpty());
        QVERIFY(watching->actionButtons().isEmpty());

        // Chat reaches everybody at the table, the watcher included.
        table->online()->chatLine()->setText(
            QStringLiteral("好牌")); // typed text; keyClicks is ASCII only
        QTest::keyClick(table->online()->chatLine(), Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(table->online()->chat()->count(), 1, 60000);
        QVERIFY(table->online()->chat()->item(0)->text().endsWith(QStringLiteral("好牌")));
        QTRY_COMPARE_WITH_TIMEOUT(watching->online()->chat()->count(), 1, 60000);
    }

    // A player who types no name sits down under the system user's name, never the program's.
    void anEmptyNameIsTheSystemUsersName() {
        const QByteArray user = qgetenv("USER");
        qputenv("USER", "zhangsan");
        gui::LobbyWindow lobby;
        QCOMPARE(gui::LobbyWindow::defaultName(), QStringLiteral("zhangsan"));
        QCOMPARE(lobby.nameEdit()->placeholderText(), QStringLiteral("zhangsan"));
        lobby.nameEdit()->setText(QStringLiteral("   "));
        QCOMPARE(lobby.playerName(), QStringLiteral("zhangsan"));
        QVERIFY(hostTable(lobby, QStringLiteral("tichu"), 4));
        const QString table = lobby.tableWindows().first()->online()->table();
        const auto nameAtSeat0 = [&] {
            for (const protocol::LobbyEntry& t : lobby.lobby())
                if (t.table == table)
                    return t.names.value(0);
            return QString();
        };
        QTRY_COMPARE_WITH_TIMEOUT(nameAtSeat0(), QStringLiteral("zhangsan"), 60000);
        qputenv("USER", user);
    }

    // A seated player's table names every seat, on the plates and in the log, and counts down
    // the server's turn timer while the seat is to act.
    void namesOnEveryPlateAndTheTurnClock() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.turnSeconds = 30;
        lobby.nameEdit()->setText(QStringLiteral("张三"));
        lobby.show();
        gui::TableWindow* table = hostTable(lobby, QStringLiteral("fourcolor"), 3);
        QVERIFY(table);
        QVERIFY(addBot(lobby, table->online()->table(), "player,bot,empty"));
        QVERIFY(addBot(lobby, table->online()->table(), "player,bot,bot"));
        // The window learns the bots' names from the lobby, though it opened before they came.
        QTRY_COMPARE_WITH_TIMEOUT(table->online()->seatNames().size(), 3, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!table->online()->seatNames().contains(QString()), 60000);
        const QStringList names = table->online()->seatNames();
        QCOMPARE(names.first(), QStringLiteral("张三"));

        lobby.start(table->online()->table());
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->view().awaited && table->log()->count() > 0,
                                 60000);
        const QStringList plates = table->tableView()->plates();
        QCOMPARE(plates.size(), 3);
        for (int s = 0; s < 3; ++s)
            QVERIFY2(plates[s].startsWith(names[s]), qPrintable(plates[s]));
        const QString log = logText(*table);
        QVERIFY2(!log.contains(QStringLiteral("Seat ")), qPrintable(log));
        QVERIFY2(std::any_of(names.begin(), names.end(),
                             [&](const QString& name) { return log.contains(name); }),
                 qPrintable(log));

        // The deadline came with the view: the countdown shows what is left of 30 s.
        QVERIFY(table->online()->turnClock()->isVisible());
        const QString clock = table->online()->turnClock()->text();
        bool number = false;
        const int seconds = clock.section(QLatin1Char(':'), 1)
                                .section(QLatin1Char('s'), 0, 0)
                                .trimmed()
                                .toInt(&number);
        QVERIFY2(number && seconds > 0 && seconds <= 30, qPrintable(clock));
        const auto* hosted = lobby.hostedServer()->table(table->online()->table());
        QVERIFY(hosted && hosted->settings.turnSeconds == 30);
        // Acting stops the clock until the seat is asked again.
        const QString action = table->online()->view().legal.first();
        lobby.client().send(
            QJsonObject{{"type", "act"}, {"table", table->online()->table()}, {"action", action}});
        QTRY_VERIFY_WITH_TIMEOUT(
            !table->online()->view().awaited || table->online()->viewsReceived() > 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            table->online()->view().awaited == table->online()->turnClock()->isVisible(), 60000);
    }

    // Closing a table's window keeps the seat: the lobby, opened again, offers "Back to your
    // seat", which takes the seat back with the token the server gave at the start.
    void backToYourSeatAfterTheWindowClosed() {
        auto lobby = std::make_unique<gui::LobbyWindow>();
        lobby->windowMs = 0;
        lobby->show();
        QVERIFY(hostTable(*lobby, QStringLiteral("fourcolor"), 2));
        const quint16 port = lobby->hostedServer()->port();
        const QString table = lobby->tableWindows().first()->online()->table();
        QVERIFY(addBot(*lobby, table, "player,bot"));
        lobby->start(table);
        QTRY_VERIFY_WITH_TIMEOUT(
            !lobby->tableWindows().first()->online()->view().observation.isEmpty(), 60000);
        const QString token = lobby->client().token();
        QVERIFY(!token.isEmpty());
        QCOMPARE(gui::LobbyWindow::savedToken(lobby->serverKey(), table), token);

        // Mid-game the window is closed; the same lobby takes the seat back.
        lobby->tableWindows().first()->close();
        QTRY_VERIFY_WITH_TIMEOUT(lobby->tableWindows().isEmpty(), 60000);
        auto* here = lobby->findChild<QPushButton*>("back-to-seat");
        QVERIFY(here);
        QTest::mouseClick(here, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->tableWindows().size(), 1, 60000);
        QCOMPARE(lobby->tableWindows().first()->online()->seat(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!lobby->tableWindows().first()->hand()->cards().isEmpty(), 60000);

        // Then the window and the lobby are closed (the app's server runs on).
        lobby->tableWindows().first()->close();
        QTRY_VERIFY_WITH_TIMEOUT(lobby->tableWindows().isEmpty(), 60000);
        lobby.reset();

        gui::LobbyWindow again;
        again.show();
        again.connectTo(QStringLiteral("127.0.0.1"), port, false);
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(again, table, "player,bot"), 60000);
        QPushButton* back = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((back = again.findChild<QPushButton*>("back-to-seat")), 60000);
        QCOMPARE(back->property("table").toString(), table);
        QVERIFY(again.client().token().isEmpty());
        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(again.tableWindows().size(), 1, 60000);
        gui::TableWindow* reseated = again.tableWindows().first();
        QCOMPARE(reseated->online()->table(), table);
        QCOMPARE(reseated->online()->seat(), 0);
        QCOMPARE(again.client().token(), token); // the same seat, not a new one
        // The seat's view comes at once, the hand in it.
        QTRY_VERIFY_WITH_TIMEOUT(!reseated->hand()->cards().isEmpty(), 60000);
    }

    // Create table offers the game's options from the registry, the timers, a password and
    // whether others may watch; the server's table gets every one of them.
    void createTableOffersTheGamesOptions() {
        gui::CreateTableDialog dialog;
        auto* game = dialog.findChild<QComboBox*>("game");
        QVERIFY(game);
        game->setCurrentIndex(game->findData(QStringLiteral("tichu")));
        for (const OptionSpec& spec : findGame("tichu")->options) // advanced: not offered
            QVERIFY2(spec.advanced ==
                         !dialog.findChild<QWidget*>("option-" + QString::fromStdString(spec.key)),
                     spec.key.c_str());
        auto* target = dialog.findChild<QSpinBox*>("option-target");
        QVERIFY(target);
        target->setValue(500);
        dialog.findChild<QSpinBox*>("turn-seconds")->setValue(45);
        dialog.findChild<QDoubleSpinBox*>("window-seconds")->setValue(2.5);
        dialog.findChild<QLineEdit*>("password")->setText(QStringLiteral("secret"));
        dialog.findChild<QCheckBox*>("spectators")->setChecked(false);
        const gui::OnlineTableRequest request = dialog.request();
        QCOMPARE(request.game, QStringLiteral("tichu"));
        QCOMPARE(request.seats, 4);

        gui::LobbyWindow lobby;
        QString error;
        QVERIFY2(lobby.host(0, false, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(lobby.client().isReady(), 60000);
        lobby.createTable(request);
        QTRY_COMPARE_WITH_TIMEOUT(lobby.tableWindows().size(), 1,
                                  60000); // seated with the password
        const QString id = lobby.tableWindows().first()->online()->table();
        const auto* table = lobby.hostedServer()->table(id);
        QVERIFY(table);
        QCOMPARE(table->settings.options.at("target"), std::string("500"));
        QCOMPARE(table->settings.turnSeconds, 45);
        QCOMPARE(table->settings.windowMs, 2500);
        QCOMPARE(table->settings.password, QStringLiteral("secret"));
        QVERIFY(!table->settings.spectators);

        // Others need the password to sit down, and may not watch.
        gui::LobbyWindow other;
        other.connectTo(QStringLiteral("127.0.0.1"), lobby.hostedServer()->port(), false);
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(other, id, "player,empty,empty,empty"), 60000);
        other.join(id, 1);
        other.spectate(id);
        QTest::qWait(200);
        QVERIFY(other.tableWindows().isEmpty());
        other.join(id, 1, QStringLiteral("secret"));
        QTRY_COMPARE_WITH_TIMEOUT(other.tableWindows().size(), 1, 60000);
        QCOMPARE(other.tableWindows().first()->online()->seat(), 1);
    }

    // Everyone at the table, a spectator too, counts down the turn of the seat to act to the
    // same deadline.
    void everyoneSeesTheClockOfTheSeatToAct() {
        gui::LobbyWindow host;
        host.windowMs = 0;
        host.turnSeconds = 30;
        host.nameEdit()->setText(QStringLiteral("Ann"));
        QVERIFY(hostTable(host, QStringLiteral("fourcolor"), 2));
        const QString id = host.tableWindows().first()->online()->table();
        gui::LobbyWindow guest, rail;
        guest.nameEdit()->setText(QStringLiteral("Bo"));
        for (gui::LobbyWindow* other : {&guest, &rail})
            QVERIFY(connectToo(*other, host, id));
        guest.join(id, 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.tableWindows().size(), 1, 60000);
        rail.spectate(id);
        QTRY_COMPARE_WITH_TIMEOUT(rail.tableWindows().size(), 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(host, id, "player,player"), 60000);
        host.start(id);

        gui::TableWindow* seats[] = {host.tableWindows().first(), guest.tableWindows().first()};
        QTRY_VERIFY_WITH_TIMEOUT(
            seats[0]->online()->view().awaited != seats[1]->online()->view().awaited, 60000);
        const int toAct = seats[0]->online()->view().awaited ? 0 : 1;
        const QString name = toAct == 0 ? QStringLiteral("Ann") : QStringLiteral("Bo");
        for (gui::TableWindow* watcher : {seats[1 - toAct], rail.tableWindows().first()}) {
            QTRY_VERIFY_WITH_TIMEOUT(watcher->online()->turnClock()->isVisible(), 60000);
            const QString text = watcher->online()->turnClock()->text();
            QVERIFY2(text.startsWith(name), qPrintable(text));
            const int seconds = text.section(QLatin1Char(' '), 2, 2).toInt();
            QVERIFY2(seconds > 0 && seconds <= 30, qPrintable(text));
        }
        QVERIFY(
            seats[toAct]->online()->turnClock()->text().startsWith(QStringLiteral("Your turn")));
    }

    // When a hand ends, the online table shows its result: each seat by name, what the hand
    // gave and the totals, as the table at one screen does.
    void theEndOfAHandIsShown() {
        gui::LobbyWindow lobby;
        lobby.handEndMs = 1500;
        lobby.windowMs = 0;
        lobby.turnSeconds = 0;
        lobby.nameEdit()->setText(QStringLiteral("Ann"));
        gui::TableWindow* table = hostTable(lobby, QStringLiteral("fourcolor"), 2);
        QVERIFY(table);
        QVERIFY(addBot(lobby, table->online()->table(), "player,bot"));
        lobby.start(table->online()->table());
        QElapsedTimer clock;
        clock.start();
        int acted = 0;
        while (!(table->online()->handResult() && table->online()->handResult()->isVisible()) &&
               clock.elapsed() < 60000) {
            QApplication::processEvents();
            if (!table->online()->view().awaited || table->online()->view().legal.isEmpty() ||
                acted == table->online()->viewsReceived()) {
                QTest::qWait(2);
                continue;
            }
            acted = table->online()->viewsReceived();
            lobby.client().send(QJsonObject{{"type", "act"},
                                            {"table", table->online()->table()},
                                            {"action", table->online()->view().legal.first()}});
        }
        QVERIFY(table->online()->handResult() && table->online()->handResult()->isVisible());
        const QString text =
            table->online()->handResult()->findChild<QTextBrowser*>()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Ann")) && text.contains(QStringLiteral("Total")),
                 qPrintable(text));
        QVERIFY2(table->online()->handResult()->windowTitle().contains(QStringLiteral("over")),
                 qPrintable(table->online()->handResult()->windowTitle()));
        // The server holds the next deal and every client counts down the same time; the
        // hand's score lines come with it, and the next hand follows by itself.
        const QLabel* countdown = table->online()->resultPanel()->countdown();
        QVERIFY(countdown->isVisible());
        QVERIFY2(countdown->text().contains(QStringLiteral("s")), qPrintable(countdown->text()));
        QVERIFY2(text.contains(QStringLiteral("\u2022")) || text.count('\n') > 4, qPrintable(text));
        const int hand = table->online()->view().observation.value("hand").toInt();
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->view().observation.value("hand").toInt() != hand,
                                 60000);
        // The score sheet, as at a table at one screen: the points each started with (10 a
        // player at four-color), the hand just settled, then the totals.
        const QJsonArray totals = table->online()->view().observation.value("scores").toArray();
        table->online()->handResult()->close();
        QTest::mouseClick(table->bar()->scores(), Qt::LeftButton);
        auto* sheet = table->findChild<QDialog*>(QStringLiteral("score-sheet"));
        QVERIFY(sheet);
        const auto* grid = sheet->findChild<QTableWidget*>();
        QCOMPARE(grid->rowCount(), 3);
        QCOMPARE(grid->verticalHeaderItem(0)->text(), QStringLiteral("Start"));
        QCOMPARE(grid->verticalHeaderItem(1)->text(), QStringLiteral("Hand %1").arg(hand));
        QCOMPARE(grid->horizontalHeaderItem(0)->text(), QStringLiteral("Ann"));
        for (int s = 0; s < 2; ++s) {
            QCOMPARE(grid->item(0, s)->text().toInt(), 20);
            QCOMPARE(grid->item(1, s)->text().toInt(), totals[s].toInt() - 20);
            QCOMPARE(grid->item(2, s)->text().toInt(), totals[s].toInt());
        }
    }

    // An invite, as a link or as a code, connects a second app and sits it down in the first
    // free seat; at a full table it watches.
    void anInviteJoinsTheTable() {
        gui::LobbyWindow lobby;
        QVERIFY(hostTable(lobby, QStringLiteral("fourcolor"), 3));
        const QString table = lobby.tableWindows().first()->online()->table();
        const QUrl link = lobby.inviteLink(table);
        QCOMPARE(link.scheme(), QStringLiteral("paiju"));
        QCOMPARE(link.port(), int(lobby.hostedServer()->port()));
        QCOMPARE(link.path(), QLatin1Char('/') + table);
        QCOMPARE(lobby.inviteCode(table),
                 QStringLiteral("%1:%2/%3").arg(link.host()).arg(link.port()).arg(table));

        // The guests are on other computers: none holds a seat token of another (the apps
        // here share their settings, and a token kept for the table would take its seat back).
        const auto otherComputer = [] { QSettings().remove(QStringLiteral("online/seats")); };
        gui::LobbyWindow byLink, byCode, late;
        otherComputer();
        QVERIFY(byLink.openInvite(link.toString()));
        QTRY_COMPARE_WITH_TIMEOUT(byLink.tableWindows().size(), 1, 60000);
        QCOMPARE(byLink.tableWindows().first()->online()->table(), table);
        QCOMPARE(byLink.tableWindows().first()->online()->seat(), 1);
        otherComputer();
        QVERIFY(byCode.openInvite(lobby.inviteCode(table)));
        QTRY_COMPARE_WITH_TIMEOUT(byCode.tableWindows().size(), 1, 60000);
        QCOMPARE(byCode.tableWindows().first()->online()->seat(), 2);
        otherComputer();
        QVERIFY(late.openInvite(link.toString()));
        QTRY_COMPARE_WITH_TIMEOUT(late.tableWindows().size(), 1, 60000);
        QCOMPARE(late.tableWindows().first()->online()->seat(), -1); // full: watching

        gui::LobbyWindow stray;
        QVERIFY(!stray.openInvite(QStringLiteral("https://example.org/t1")));
        QVERIFY(!stray.openInvite(QStringLiteral("paiju://host:7781/")));
    }

    // A table hosted for the network is announced by broadcast and listed in another lobby,
    // which joins it with a double-click; a table hosted for this computer only is not.
    void tablesOnTheNetworkAppearInAnotherLobby() {
        gui::LobbyWindow::discoveryPort = 17781;
        gui::LobbyWindow guest, shared, private_;
        QString error;
        QVERIFY2(private_.host(0, false, &error), qPrintable(error));
        QVERIFY2(shared.host(0, true, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(shared.client().isReady() && private_.client().isReady(), 60000);
        private_.createTable(QStringLiteral("tichu"), 4);
        shared.createTable(QStringLiteral("fourcolor"), 2);
        QTRY_COMPARE_WITH_TIMEOUT(shared.tableWindows().size(), 1, 60000);
        const QString table = shared.tableWindows().first()->online()->table();
        const QString port = QString::number(shared.hostedServer()->port());
        const auto listed = [&]() -> QListWidgetItem* {
            for (int i = 0; i < guest.nearby()->count(); ++i)
                if (guest.nearby()
                        ->item(i)
                        ->data(Qt::UserRole)
                        .toString()
                        .endsWith(QStringLiteral(":%1/%2").arg(port, table)))
                    return guest.nearby()->item(i);
            return nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(listed(), 60000);
        // The host sits down after creating the table: the next announcement says so.
        QTRY_VERIFY_WITH_TIMEOUT(listed() && listed()->text().contains(QStringLiteral("1 of 2")),
                                 60000);
        QTest::qWait(2500); // a round of announcements more: the private host is never heard
        const QString privatePort = QString::number(private_.hostedServer()->port());
        for (int i = 0; i < guest.nearby()->count(); ++i)
            QVERIFY(!guest.nearby()
                         ->item(i)
                         ->data(Qt::UserRole)
                         .toString()
                         .contains(QLatin1Char(':') + privatePort + QLatin1Char('/')));

        QSettings().remove(QStringLiteral("online/seats")); // the guest is another computer
        emit guest.nearby()->itemActivated(listed());
        QTRY_COMPARE_WITH_TIMEOUT(guest.tableWindows().size(), 1, 60000);
        QCOMPARE(guest.tableWindows().first()->online()->table(), table);
        QCOMPARE(guest.tableWindows().first()->online()->seat(), 1);
    }

    // Quick phrases are one click away, and a muted player's chat is not shown.
    void quickPhrasesAndMute() {
        gui::LobbyWindow host, guest;
        QVERIFY(hostTable(host, QStringLiteral("fourcolor"), 2));
        const QString id = host.tableWindows().first()->online()->table();
        QVERIFY(connectToo(guest, host, id));
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(guest, id, "player,empty"), 60000);
        guest.join(id, 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.tableWindows().size(), 1, 60000);
        gui::TableWindow* mine = host.tableWindows().first();
        gui::TableWindow* theirs = guest.tableWindows().first();

        QVERIFY(mine->online()->quickPhrases().size() >= 3);
        QPushButton* phrase = mine->online()->quickPhrases().first();
        QTest::mouseClick(phrase, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(theirs->online()->chat()->count(), 1, 60000);
        QVERIFY(theirs->online()->chat()->item(0)->text().endsWith(phrase->text()));
        QTRY_COMPARE_WITH_TIMEOUT(mine->online()->chat()->count(), 1, 60000);

        mine->online()->setMuted(1, true);
        QTest::mouseClick(theirs->online()->quickPhrases().last(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(theirs->online()->chat()->count(), 2, 60000);
        QTest::qWait(200);
        QCOMPARE(mine->online()->chat()->count(), 1); // muted
        mine->online()->setMuted(1, false);
        QTest::mouseClick(theirs->online()->quickPhrases().last(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(mine->online()->chat()->count(), 2, 60000);
    }

    // A seat whose time runs out is played by a stand-in bot: its plate and the log say so, at
    // the seat and on the rail, and "I'm back" takes the seat back with one click.
    void aStandInPlaysUntilThePlayerIsBack() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.turnSeconds = 1;
        lobby.nameEdit()->setText(QStringLiteral("Ann"));
        lobby.show();
        // Tichu: every seat is asked at once whether it calls Grand Tichu, so Ann has a turn of
        // her own at the start of every deal (at four-color, one who never claims may have none).
        gui::TableWindow* table = hostTable(lobby, QStringLiteral("tichu"), 4);
        QVERIFY(table);
        // Bo plays each turn after a moment, well within the second: the stand-in alone is
        // quick, and the match goes at Bo's pace.
        gui::LobbyWindow guest;
        QVERIFY(connectToo(guest, lobby, table->online()->table()));
        guest.join(table->online()->table(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(guest.tableWindows().size(), 1, 60000);
        connect(&guest.client(), &client::TableClient::received, this,
                [&](const protocol::ServerMessage& m) {
                    const auto* view = std::get_if<protocol::View>(&m);
                    if (!view || !view->awaited || view->legal.isEmpty())
                        return;
                    QTimer::singleShot(
                        200, &guest, [&guest, table = view->table, action = view->legal.first()] {
                            guest.client().send(
                                QJsonObject{{"type", "act"}, {"table", table}, {"action", action}});
                        });
                });
        gui::LobbyWindow rail;
        QVERIFY(connectToo(rail, lobby, table->online()->table()));
        rail.spectate(table->online()->table());
        QTRY_COMPARE_WITH_TIMEOUT(rail.tableWindows().size(), 1, 60000);
        gui::TableWindow* watching = rail.tableWindows().first();
        QVERIFY(!table->online()->standInBar()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(
            hasTable(lobby, table->online()->table(), "player,player,empty,empty"), 60000);
        QVERIFY(addBot(lobby, table->online()->table(), "player,player,bot,empty"));
        QVERIFY(addBot(lobby, table->online()->table(), "player,player,bot,bot"));
        lobby.start(table->online()->table());

        // Ann never acts: after a second the stand-in plays for her.
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->standIns().contains(0), 60000);
        QVERIFY(table->online()->standInBar()->isVisible());
        QVERIFY2(table->tableView()->plates().value(0).contains(QStringLiteral("stand-in")),
                 qPrintable(table->tableView()->plates().value(0)));
        QVERIFY2(logText(*table).contains(QStringLiteral("A stand-in bot plays for you.")),
                 qPrintable(logText(*table)));
        QTRY_VERIFY_WITH_TIMEOUT(watching->online()->standIns().contains(0), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            watching->tableView()->plates().value(0).startsWith(QStringLiteral("Ann (stand-in")),
            60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            logText(*watching).contains(QStringLiteral("A stand-in bot plays for Ann.")), 60000);
        QVERIFY(!watching->online()->standInBar()->isVisible()); // nothing to take back on the rail
        QVERIFY(!guest.tableWindows().first()->online()->standInBar()->isVisible());
        // Who comes to watch mid-match sees the table at once, and who plays for whom.
        gui::LobbyWindow late;
        QVERIFY(connectToo(late, lobby, table->online()->table()));
        late.spectate(table->online()->table());
        QTRY_COMPARE_WITH_TIMEOUT(late.tableWindows().size(), 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(
            !late.tableWindows().first()->online()->view().observation.isEmpty() &&
                late.tableWindows().first()->online()->standIns().contains(0),
            60000);
        // It goes on playing the seat's turns.
        const auto* hosted = lobby.hostedServer()->table(table->online()->table());
        const auto actionsOfSeat0 = [&] {
            int n = 0;
            for (const auto& a : hosted->session->record().actions)
                n += a.seat == 0;
            return n;
        };
        const int played = actionsOfSeat0();
        QTRY_VERIFY_WITH_TIMEOUT(actionsOfSeat0() > played, 60000);

        auto* back =
            table->online()->standInBar()->findChild<QPushButton*>(QStringLiteral("im-back"));
        QVERIFY(back);
        QTest::mouseClick(back, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!table->online()->standIns().contains(0), 60000);
        QVERIFY(!table->online()->standInBar()->isVisible());
        QVERIFY(!table->tableView()->plates().value(0).contains(QStringLiteral("stand-in")));
        QVERIFY2(logText(*table).contains(QStringLiteral("You are back")),
                 qPrintable(logText(*table)));
        QTRY_VERIFY_WITH_TIMEOUT(logText(*watching).contains(QStringLiteral("Ann is back.")),
                                 60000);
    }

    // A claim window counts down on every client alike, the spectator's too, from the time the
    // server sends when the window opens. The server's clock stands still (the first window
    // never closes), so what it holds is exact, and no label may show more than that, whatever
    // the load; a loaded machine only makes the labels count down further.
    void theClaimWindowCountsDownForEveryone() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 2000;
        lobby.turnSeconds = 0;
        lobby.show();
        session::ManualClock serverClock;
        gui::TableWindow* table = hostTable(lobby, QStringLiteral("fourcolor"), 2);
        QVERIFY(table);
        lobby.hostedServer()->setClock(&serverClock); // before the start
        QVERIFY(addBot(lobby, table->online()->table(), "player,bot"));
        gui::LobbyWindow rail;
        QVERIFY(connectToo(rail, lobby, table->online()->table()));
        rail.spectate(table->online()->table());
        QTRY_COMPARE_WITH_TIMEOUT(rail.tableWindows().size(), 1, 60000);
        gui::TableWindow* watching = rail.tableWindows().first();
        lobby.start(table->online()->table());

        // Play on until a window's countdown shows at the seat and on the rail at once.
        const auto seconds = [](const gui::TableWindow* w) {
            const QString text = w->online()->turnClock()->text();
            if (!w->online()->turnClock()->isVisible() ||
                !text.startsWith(QStringLiteral("Time to claim")))
                return -1.0;
            return text.section(QLatin1Char(':'), 1).section(QLatin1Char('s'), 0, 0).toDouble();
        };
        QElapsedTimer clock;
        clock.start();
        int acted = 0;
        double mine = -1, theirs = -1;
        while (clock.elapsed() < 60000) {
            QTest::qWait(5);
            mine = seconds(table);
            theirs = seconds(watching);
            if (mine > 0 && theirs > 0)
                break;
            if (table->online()->view().awaited && !table->online()->view().legal.isEmpty() &&
                acted != table->online()->viewsReceived()) {
                acted = table->online()->viewsReceived();
                lobby.client().send(QJsonObject{{"type", "act"},
                                                {"table", table->online()->table()},
                                                {"action", table->online()->view().legal.first()}});
            }
        }
        // What the server's window has left, exactly its whole time; the labels show it in
        // tenths, counted down from when each client heard it.
        const qint64 held =
            lobby.hostedServer()->table(table->online()->table())->session->slotLeftMs();
        const QString said =
            QString("shown %1 s and %2 s, held %3 ms").arg(mine).arg(theirs).arg(held);
        QCOMPARE(held, qint64(2000));
        QVERIFY2(mine > 0 && mine * 1000 <= double(held), qPrintable(said));
        QVERIFY2(theirs > 0 && theirs * 1000 <= double(held), qPrintable(said));
    }
};

QTEST_MAIN(TestOnline)
#include "tst_online.moc"
