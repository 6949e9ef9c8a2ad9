// Goofspiel, the engine's reference game, is played in the app through its module alone
// (app/games/goofspiel/): the new game dialog offers it, its cards have faces, and a whole match
// against a bot is played by clicking the cards and buttons as a person does, on the offscreen
// platform.
#include "cards/card_faces.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "session/table_session.h"
#include "settings/app_settings.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/table_presenter.h"
#include "table/table_window.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QJsonArray>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace paiju;

class TestGoofspielApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_goofspiel_app"));
        gui::settings::setAutoPass(false);
    }

    // The app offers the game because its catalog has a module for it; a server's table does
    // not, since the engine keeps the reference game off its tables.
    void theNewGameDialogOffersIt() {
        QVERIFY(gui::findModule(QStringLiteral("goofspiel")));
        QVERIFY(!findGame("goofspiel")->listed);
        gui::NewGameDialog dialog(QStringLiteral("goofspiel"));
        auto* game = dialog.findChild<QComboBox*>(QStringLiteral("game"));
        QVERIFY(game);
        QVERIFY(game->findData(QStringLiteral("goofspiel")) >= 0);
        QCOMPARE(game->currentData().toString(), QStringLiteral("goofspiel"));
        auto* seats = dialog.findChild<QSpinBox*>(QStringLiteral("seats"));
        QCOMPARE(seats->minimum(), 2);
        QCOMPARE(seats->maximum(), 4);
        QCOMPARE(dialog.request().game, QStringLiteral("goofspiel"));
    }

    // Every card of the deck has a face.
    void everyCardHasAFace() {
        cards::CardFaces faces(QStringLiteral("goofspiel"), false);
        QVERIFY(faces.isValid());
        const Deck& deck = *findGame("goofspiel")->deck;
        for (int t = 0; t < deck.typeCount(); ++t) {
            const QString token = QString::fromStdString(deck.typeToken(t));
            QVERIFY2(faces.hasFace(token), qPrintable(token));
            QVERIFY2(!faces.face(token, 60).isNull(), qPrintable(token));
        }
    }

    // A match of two hands of five prizes, the person in seat 0 against a normal bot: each bid
    // chosen by clicking its card and its button, each hand's end passed with Enter.
    void aWholeMatchAgainstABot() {
        gui::TableRequest request;
        request.game = QStringLiteral("goofspiel");
        request.kinds = QStringList{QStringLiteral("human"), QStringLiteral("bot")};
        request.options = {{"hands", "2"}, {"cards", "5"}};
        request.seed = 7;
        request.botDelayMs = 0;
        QString error;
        auto widget = gui::openTable(request, &error);
        QVERIFY2(widget, qPrintable(error));
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY(table && table->local());
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        auto& session = table->local()->session();
        int bids = 0;
        int handEnds = 0;
        int prizesShown = 0;
        // Steps, not time: each step lets the table run its events.
        for (int step = 0; step < 20000 && !session.isOver(); ++step) {
            QTest::qWait(1);
            if (session.pausedAtHandEnd()) {
                QTRY_VERIFY(table->findChild<QDialog*>(QStringLiteral("end-of-hand")) &&
                            table->findChild<QDialog*>(QStringLiteral("end-of-hand"))->isVisible());
                auto* result = table->findChild<QDialog*>(QStringLiteral("end-of-hand"));
                QTest::keyClick(result, Qt::Key_Return); // Next hand
                ++handEnds;
                continue;
            }
            const session::SeatView view = session.viewFor(0);
            if (!view.awaited || !table->hand()->isVisible())
                continue;
            // The table shows the prize in the middle, and no plate is lit while both bid.
            const gui::TableZones zones = gui::presentTable(view.observation, {"Ann", "Bot"});
            const QString prize = view.observation.value("prize").toString();
            QVERIFY(!prize.isEmpty());
            QCOMPARE(zones.centre, prize);
            QVERIFY(zones.window);
            ++prizesShown;
            const QString action = view.legal.front(); // "bid A3"
            QVERIFY2(action.startsWith(QLatin1String("bid ")), qPrintable(action));
            QCOMPARE(test::clickCards(*table->hand(), table->local()->cardsOf(action)), QString());
            QApplication::processEvents();
            const auto before = session.record().actions.size();
            QVERIFY2(test::clickAction(test::liveButtons(*table), action), qPrintable(action));
            QVERIFY2(session.record().actions.size() > before, qPrintable(action));
            QCOMPARE(QString::fromStdString(session.record().actions[before].text), action);
            ++bids;
        }
        QVERIFY(session.isOver());
        QCOMPARE(bids, 10); // one bid for each of five prizes, in each of two hands
        QCOMPARE(prizesShown, 10);
        QVERIFY(handEnds >= 1);
        QCOMPARE(session.handsPlayed(), 2);
        // Both bid for every prize: the bot's ten bids and the person's.
        QCOMPARE(int(session.record().actions.size()), 20);
    }
};

QTEST_MAIN(TestGoofspielApp)
#include "tst_goofspiel_app.moc"
