// The lobby's rated play: "Play now" seats a logged-in player at a quick-play table whose plates
// show the ratings, the leaderboard and "My games" show what the server sent, and a match chosen
// in My games opens in the replay window. With PAIJU_SCREENSHOT_DIR set, each is also saved as a
// picture, in English and in Simplified Chinese.
#include "client/table_client.h"
#include "lobby/lobby_window.h"
#include "lobby/rated_play.h"
#include "protocol/account_messages.h"
#include "server/store/store.h"
#include "server/table_server.h"
#include "session/clock.h"
#include "support/seeded_replay.h"
#include "table/online_table.h"
#include "table/replay_table.h"
#include "table/table_window.h"
#include "text/language.h"

#include <QApplication>
#include <QDir>
#include <QJsonDocument>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace paiju;

namespace {

void picture(QWidget* widget, const QString& name) {
    const QString dir = qEnvironmentVariable("PAIJU_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

template <class T> T* shown() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* typed = qobject_cast<T*>(w); typed && typed->isVisible())
            return typed;
    return nullptr;
}

// The replay window shown, if one is.
gui::TableWindow* shownReplay() {
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* table = qobject_cast<gui::TableWindow*>(w);
            table && table->replay() && table->isVisible())
            return table;
    return nullptr;
}

protocol::MyGames someGames() {
    protocol::MyGames games;
    protocol::PlayedMatch tichu{12, "tichu", "t3", 1796000000000, true, 0, {}};
    tichu.seats = {{0, "Alice", true, false, false, 1, 1020, 4.2, 6.8},
                   {1, "Bob", true, false, false, 2, 985, 3.0, 1.1},
                   {2, "张三", true, false, false, 1, 1020, 0.0, 2.9},
                   {3, "Dana", true, false, true, 2, 985, 9.4, 5.0}};
    protocol::PlayedMatch hakka{9, "hakka", "t1", 1795900000000, false, 0, {}};
    hakka.seats = {{0, "Alice", true, false, false, 2, 12, {}, {}},
                   {1, "guest", false, false, false, 1, 30, {}, {}},
                   {2, "Bot 3", false, true, false, 3, -20, {}, {}},
                   {3, "Bot 4", false, true, false, 4, -22, {}, {}}};
    games.matches = {tichu, hakka};
    return games;
}

} // namespace

class TestRatedLobby : public QObject {
    Q_OBJECT
private slots:
    void leaderboardShowsTheServersRows() {
        protocol::Leaderboard board{
            "zipai", {{1, "Alice", 12.6, 27.1, 4.8, 31}, {2, "李四", -1.4, 23.9, 8.4, 2}}};
        gui::LeaderboardDialog dialog(board);
        QCOMPARE(dialog.table()->rowCount(), 2);
        QCOMPARE(dialog.table()->item(0, 1)->text(), QString("Alice"));
        QCOMPARE(dialog.table()->item(0, 2)->text(), QString("13")); // whole points
        QCOMPARE(dialog.table()->item(1, 2)->text(), QString("-1"));
        QCOMPARE(dialog.table()->item(1, 3)->text(), QString("2"));
    }

    void myGamesShowsResultsAndOpensAReplay() {
        gui::MyGamesDialog dialog(someGames());
        QCOMPARE(dialog.table()->rowCount(), 2);
        QCOMPARE(dialog.table()->item(0, 2)->text(), QString("t3"));
        QVERIFY(dialog.table()->item(0, 3)->text().contains("Dana (left)"));
        QCOMPARE(dialog.table()->item(0, 4)->text(), QString("place 1 of 4"));
        QCOMPARE(dialog.table()->item(0, 5)->text(), QString("4 → 7 (+3)"));
        QCOMPARE(dialog.table()->item(1, 5)->text(), QString("unrated"));
        qint64 asked = 0;
        connect(&dialog, &gui::MyGamesDialog::openReplay, this, [&](qint64 m) { asked = m; });
        dialog.table()->selectRow(1);
        dialog.findChild<QPushButton*>("watch-replay")->click();
        QCOMPARE(asked, 9);
    }

    // Through a server hosted in the app, with accounts in an in-memory database: the player
    // logs in, plays now, waits, and bots come after the wait chosen; the plates show the
    // ratings; My games lists a kept match, which opens in the replay window.
    void playNowThroughTheLobby() {
        for (const QString language : {"en", "zh_CN"}) {
            gui::applyLanguage(language);
            session::ManualClock clock;
            gui::LobbyWindow lobby;
            lobby.resize(1100, 700);
            lobby.botDelayMs = 0; // the bots play on the test's clock alone
            QString error;
            QVERIFY2(lobby.host(0, false, &error), qPrintable(error));
            server::TableCore& core = lobby.hostedServer()->core();
            core.setClock(&clock);
            auto store = server::store::Store::open({}, {}, &error);
            QVERIFY2(store, qPrintable(error));
            server::accounts::AccountLimits fast;
            fast.cost = server::accounts::PasswordCost::least();
            core.setStore(std::move(store), fast);
            QVERIFY(QTest::qWaitFor([&] { return lobby.client().isReady(); }, 5000));
            bool loggedIn = false;
            connect(&lobby.client(), &client::TableClient::received, this,
                    [&](const protocol::ServerMessage& m, const QJsonValue&) {
                        loggedIn = loggedIn || std::holds_alternative<protocol::LoggedIn>(m);
                    });
            lobby.client().send(protocol::encode(
                protocol::RegisterRequest{"Alice", "correct horse battery", false}));
            QVERIFY(QTest::qWaitFor([&] { return loggedIn; }, 5000));
            // A match of hers (account 1, the first), kept as the tables keep one.
            server::MatchRecord kept;
            kept.game = "fourcolor";
            kept.table = "t0";
            kept.finishedAt = 1796000000000;
            kept.replay = QJsonDocument(test::seededReplay("fourcolor", 7, 4).toJson())
                              .toJson(QJsonDocument::Compact);
            for (int s = 0; s < 4; ++s)
                kept.seats.push_back({s,
                                      s == 0 ? 1 : 0,
                                      s == 0 ? "Alice" : QStringLiteral("Bot %1").arg(s + 1),
                                      s != 0,
                                      false,
                                      s,
                                      s + 1,
                                      10 - s,
                                      {},
                                      {}});
            QVERIFY(core.archive().record(kept, &error) > 0);

            auto* bar = lobby.ratedPlay();
            QCOMPARE(bar->findChild<QPushButton*>("play-now")->text(),
                     language == "en" ? QStringLiteral("Play now") : QString::fromUtf8("马上开局"));
            bar->findChild<QSpinBox*>("bots-after")->setValue(30);
            bar->findChild<QPushButton*>("play-now")->click();
            QVERIFY(QTest::qWaitFor([&] { return lobby.tableWindows().size() == 1; }, 5000));
            gui::TableWindow* table = lobby.tableWindows().first();
            QVERIFY(QTest::qWaitFor(
                [&] { return table->online()->plateNames().value(0).contains(" · 0"); }, 5000));
            picture(&lobby, "rated-lobby-" + language);
            clock.advance(30000); // the wait: bots sit, the match starts, unrated
            QVERIFY(QTest::qWaitFor([&] { return table->online()->viewsReceived() > 0; }, 5000));
            const auto* hosted = core.table(table->online()->table());
            QVERIFY(hosted && !hosted->settings.rated);
            table->resize(1280, 800);
            picture(table, "rated-plates-" + language);

            bar->findChild<QPushButton*>("my-games")->click();
            QVERIFY(QTest::qWaitFor([&] { return shown<gui::MyGamesDialog>() != nullptr; }, 5000));
            gui::MyGamesDialog* games = shown<gui::MyGamesDialog>();
            QCOMPARE(games->table()->rowCount(), 1);
            games->table()->selectRow(0);
            games->findChild<QPushButton*>("watch-replay")->click();
            QVERIFY(QTest::qWaitFor([&] { return shownReplay() != nullptr; }, 5000));
            QCOMPARE(shownReplay()->replay()->state().scores().size(), std::size_t(4));
            shownReplay()->close();
            // An invite to the finished match opens its replay too.
            QVERIFY(lobby.openInvite(QStringLiteral("127.0.0.1:%1/match/%2")
                                         .arg(lobby.hostedServer()->port())
                                         .arg(kept.id)));
            QVERIFY(QTest::qWaitFor([&] { return shownReplay() != nullptr; }, 5000));
            shownReplay()->close();
            QVERIFY(!lobby.openInvite(QStringLiteral("127.0.0.1:7781/match/x/y")));
            // My games of a richer history, and a leaderboard, as pictures.
            gui::MyGamesDialog rich(someGames());
            rich.show();
            picture(&rich, "my-games-" + language);
            games->close();
            bar->findChild<QPushButton*>("leaderboard")->click();
            QVERIFY(
                QTest::qWaitFor([&] { return shown<gui::LeaderboardDialog>() != nullptr; }, 5000));
            shown<gui::LeaderboardDialog>()->close();
            gui::LeaderboardDialog board(protocol::Leaderboard{"tichu",
                                                               {{1, "Alice", 12.6, 27.1, 4.8, 31},
                                                                {2, "张三", 9.2, 24.0, 4.9, 18},
                                                                {3, "Bob", 3.4, 20.1, 5.6, 7},
                                                                {4, "李四", -1.4, 23.9, 8.4, 2}}});
            board.show();
            picture(&board, "leaderboard-" + language);
            for (QWidget* w : QApplication::topLevelWidgets())
                if (w != &lobby && w != &rich && w != &board)
                    w->close();
        }
        gui::applyLanguage("en");
    }
};

QTEST_MAIN(TestRatedLobby)
#include "tst_rated_lobby.moc"
