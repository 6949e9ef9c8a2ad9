// The app's settings (gui/settings/app_settings.h): each has its default when nothing is kept,
// reads back what was set, is read from the key older versions of the app wrote (a user's
// choices carry over), and only the settings of play tell the open tables.
#include "settings/app_settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace paiju::gui;

class TestAppSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_app_settings"));
    }
    void init() { QSettings().clear(); }

    void defaultsWhenNothingIsKept() {
        QCOMPARE(settings::botDelayMs(), 600);
        QCOMPARE(settings::claimWindowMs(), 3000);
        QVERIFY(settings::autoPass());
        QCOMPARE(settings::autoDeclineMs(), 0);
        QVERIFY(!settings::sortByRank());
        QCOMPARE(settings::animationMs(), 250);
        QVERIFY(!settings::showNotation());
        QVERIFY(settings::language().isEmpty());
        QCOMPARE(settings::onlineTurnSeconds(), 60);
        QCOMPARE(settings::onlineWindowMs(), 4000);
        QVERIFY(settings::onlineSpectators());
        QVERIFY(settings::stayLoggedIn());
        QCOMPARE(settings::serverPort(7781), 7781);
        QVERIFY(settings::serverHosts().isEmpty());
        QCOMPARE(settings::seatCount("newGame", "zipai", 3), 3);
        QCOMPARE(settings::option("newGame", "tichu", "target", "1000"), QString("1000"));
        const settings::StoredAppearance a = settings::appearance();
        QVERIFY(a.theme.isEmpty() && a.felt.isEmpty() && !a.colourBlind && !a.sound);
    }

    void whatIsSetIsReadBack() {
        settings::setBotDelayMs(900);
        settings::setAutoDeclineMs(-5); // a hand-edited file: never a negative wait
        settings::setSortByRank(true);
        settings::setOption("createTable", "fourcolor", "hands", "8");
        settings::setSeats("hakka", {"human", "hard"}, {"Ann", ""});
        settings::setAppearance({.theme = "dark",
                                 .felt = "#224466",
                                 .cardSize = {},
                                 .colourBlind = false,
                                 .sound = true});
        QCOMPARE(settings::botDelayMs(), 900);
        QCOMPARE(settings::autoDeclineMs(), 0);
        QVERIFY(settings::sortByRank());
        QCOMPARE(settings::option("createTable", "fourcolor", "hands", "16"), QString("8"));
        QCOMPARE(settings::option("newGame", "fourcolor", "hands", "16"), QString("16"));
        QCOMPARE(settings::seatKinds("hakka"), (QStringList{"human", "hard"}));
        QCOMPARE(settings::seatNames("hakka"), (QStringList{"Ann", ""}));
        QCOMPARE(settings::appearance().felt, QString("#224466"));
        QVERIFY(settings::appearance().sound);
    }

    // The servers joined, newest first, ten at most, and each server's seat tokens apart.
    void serversAndSeatTokens() {
        for (int i = 0; i < 12; ++i)
            settings::setServerJoined(QStringLiteral("host%1").arg(i), 7000 + i, i % 2, " Wei ");
        settings::setServerJoined("host3", 7781, false, "Wei");
        QCOMPARE(settings::serverHosts().size(), 10);
        QCOMPARE(settings::serverHosts().front(), QString("host3"));
        QCOMPARE(settings::serverPort(0), 7781);
        QCOMPARE(settings::playerName(), QString("Wei"));
        settings::setSeatToken("a.example:7781", "t1", "tok1");
        settings::setSeatToken("a.example:7781", "t/2", "tok2");
        settings::setSeatToken("b.example:7781", "t1", "other");
        QCOMPARE(settings::seatToken("a.example:7781", "t/2"), QString("tok2"));
        settings::keepSeatTokens("a.example:7781", [](const QString& t) { return t == "t/2"; });
        QVERIFY(settings::seatToken("a.example:7781", "t1").isEmpty());
        QCOMPARE(settings::seatToken("a.example:7781", "t/2"), QString("tok2"));
        QCOMPARE(settings::seatToken("b.example:7781", "t1"), QString("other"));
        settings::removeSeatToken("a.example:7781", "t/2");
        QVERIFY(settings::seatToken("a.example:7781", "t/2").isEmpty());
    }

    // The keys the app has always written: an update keeps a user's choices.
    void readsTheKeysEarlierVersionsWrote() {
        QSettings s;
        s.setValue("botDelay", 1200);
        s.setValue("claimWindowMs", 5000);
        s.setValue("autoPass", false);
        s.setValue("animationMs", 0);
        s.setValue("language", "zh_TW");
        s.setValue("newGame/game", "zipai");
        s.setValue("newGame/zipai/seats", 2);
        s.setValue("createTable/windowMs", 2500);
        s.setValue("online/stayLoggedIn", false);
        s.setValue("appearance/cardSize", "large");
        QCOMPARE(settings::botDelayMs(), 1200);
        QCOMPARE(settings::claimWindowMs(), 5000);
        QVERIFY(!settings::autoPass());
        QCOMPARE(settings::animationMs(), 0);
        QCOMPARE(settings::language(), QString("zh_TW"));
        QCOMPARE(settings::lastGame("newGame"), QString("zipai"));
        QCOMPARE(settings::seatCount("newGame", "zipai", 3), 2);
        QCOMPARE(settings::onlineWindowMs(), 2500);
        QVERIFY(!settings::stayLoggedIn());
        QCOMPARE(settings::appearance().cardSize, QString("large"));
    }

    // The open tables take a setting of play at once; the others do not concern them.
    void settingsOfPlayTellTheTables() {
        QSignalSpy told(settings::Changes::instance(), &settings::Changes::tableSettings);
        settings::setBotDelayMs(300);
        settings::setClaimWindowMs(2000);
        settings::setAutoPass(false);
        settings::setAutoDeclineMs(1500);
        settings::setAnimationMs(120);
        QCOMPARE(told.size(), 5);
        settings::setSortByRank(true);
        settings::setShowNotation(true);
        settings::setLanguage("en");
        settings::setStayLoggedIn(false);
        QCOMPARE(told.size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_app_settings.moc"
