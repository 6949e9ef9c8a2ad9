#include "client/table_client.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/rules.h"
#include "io/registry.h"
#include "lobby/lobby_window.h"
#include "main_window.h"
#include "settings/app_settings.h"
#include "table/local_table.h"
#include "table/online_table.h"
#include "table/open_table.h"
#include "table/saved_games.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/game_terms.h"
#include "text/language.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFileOpenEvent>
#include <QFrame>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

namespace {

// Answers the modal question that `close` raises with `button`; returns whether one was asked.
bool closeAnswering(QWidget* window, QMessageBox::StandardButton button) {
    bool asked = false;
    QTimer::singleShot(0, window, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->objectName() == QLatin1String("close-question");
            box->button(button)->click();
        }
    });
    window->close();
    return asked;
}

} // namespace

class TestGuiSmoke : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true); // games are kept under a test folder
        // The folder the tests keep games in starts empty, even after a run that was cut short.
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    }

    // A game closed before its end asks to be saved, and is kept: Continue on the start page
    // resumes it where it stopped (the same replay). Once over, it is listed among the last games.
    void closingAsksAndContinueResumes() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::settings::setBotDelayMs(0);
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* continueButton = window.findChild<QPushButton*>(QStringLiteral("start-continue"));
        QVERIFY(continueButton && continueButton->isHidden());
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("play-zipai")),
                          Qt::LeftButton);
        const auto openTable = [] {
            QPointer<paiju::gui::TableWindow> table;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* t = qobject_cast<paiju::gui::TableWindow*>(w); t && t->isVisible())
                    table = t;
            return table;
        };
        QPointer<paiju::gui::TableWindow> table = openTable();
        QVERIFY(table && table->local());
        auto& session = table->local()->session();
        QElapsedTimer waited;
        waited.start();
        for (int moves = 0; moves < 4 && !session.state().isTerminal();) {
            QVERIFY2(waited.elapsed() < 30000, "the person was not asked four times");
            QApplication::processEvents();
            if (session.pausedAtHandEnd()) { // a short hand: the next one is dealt
                session.resume();
                continue;
            }
            const auto waiting = session.state().awaiting();
            if (waiting.empty() || waiting.front() != 0)
                continue;
            session.submit(0, QString::fromStdString(session.state().legalActions(0).front()));
            ++moves;
        }
        QApplication::processEvents();
        QVERIFY(paiju::gui::hasUnfinishedGame());
        // Closing asks; Cancel keeps the table open.
        QVERIFY(closeAnswering(table, QMessageBox::Cancel));
        QVERIFY(table && table->isVisible());
        const QJsonObject played = session.record().toJson();
        // The window goes without a word (as when the program is ended): the game stays kept.
        delete table.data();
        QApplication::processEvents();
        QVERIFY(paiju::gui::hasUnfinishedGame());
        QVERIFY(continueButton->isVisible());
        QTest::mouseClick(continueButton, Qt::LeftButton);
        QPointer<paiju::gui::TableWindow> resumed = openTable();
        QVERIFY(resumed);
        QCOMPARE(resumed->local()->session().record().toJson(), played);
        // Closed without saving, it is no longer offered.
        QVERIFY(closeAnswering(resumed, QMessageBox::Discard));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!resumed);
        QVERIFY(!paiju::gui::hasUnfinishedGame());
        QVERIFY(continueButton->isHidden());
        paiju::gui::settings::setBotDelayMs(600);
    }

    // The last few finished games are kept and listed on the start page, the newest first; one
    // opens to be stepped through.
    void finishedGamesAreListedAsReplays() {
        for (int i = 0; i < paiju::gui::finishedGamesKept + 2; ++i) {
            paiju::Replay record; // a whole match, each seat taking its first legal action
            record.game = "zipai";
            record.seed = quint64(i);
            record.options = {{"hands", "1"}};
            record.seatNames = {"A", "B", "C"};
            auto state = paiju::runReplay(record).state;
            QVERIFY(state);
            while (!state->isTerminal()) {
                const int seat = state->awaiting().front();
                const std::string action = state->legalActions(seat).front();
                QVERIFY(state->apply(seat, action).ok());
                record.actions.push_back({seat, action});
            }
            QVERIFY(paiju::gui::keepFinishedGame(record));
        }
        QCOMPARE(paiju::gui::finishedGames().size(), paiju::gui::finishedGamesKept);
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int i = 0; i < paiju::gui::finishedGamesKept; ++i)
            QVERIFY(window.findChild<QPushButton*>(QStringLiteral("recent-%1").arg(i)));
        QVERIFY(!window.findChild<QPushButton*>(
            QStringLiteral("recent-%1").arg(paiju::gui::finishedGamesKept)));
        const auto before = QApplication::topLevelWidgets().size();
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("recent-0")),
                          Qt::LeftButton);
        QWidget* replay = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* t = qobject_cast<paiju::gui::TableWindow*>(w);
                t && t->replay() && t->isVisible())
                replay = w;
        QVERIFY(replay);
        QCOMPARE(QApplication::topLevelWidgets().size(), before + 1);
        replay->close();
    }

    void startPageShowsTheFourGames() {
        paiju::gui::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList names;
        for (const QLabel* label : window.findChildren<QLabel*>())
            names << label->text();
        for (const char* name : {"四色牌", "客家牌", "Tichu", "河池字牌"})
            QVERIFY2(names.contains(QString::fromUtf8(name)), name);
        const QImage image = window.grab().toImage();
        QCOMPARE(image.size(), QSize(1280, 800));
    }

    // Settings → Language switches every window at once; an open table goes on.
    void languageSwitchKeepsTheTable() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("play-hakka")),
                          Qt::LeftButton);
        QPointer<QWidget> table;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* t = qobject_cast<paiju::gui::TableWindow*>(w);
                t && t->local() && t->isVisible())
                table = w;
        QVERIFY(table);
        auto choose = [&](const char* code) {
            auto* action = window.findChild<QAction*>(QStringLiteral("language-") + code);
            QVERIFY2(action, code);
            action->trigger();
        };
        auto playText = [&] {
            return window.findChild<QPushButton*>(QStringLiteral("play-tichu"))->text();
        };
        choose("zh_CN");
        QTRY_COMPARE(playText(), QString::fromUtf8("与电脑对战"));
        QVERIFY(table && table->isVisible());
        QVERIFY(table->windowTitle().startsWith(QString::fromUtf8("牌局")));
        QCOMPARE(table->findChild<QPushButton*>(QStringLiteral("scores"))->text(),
                 QString::fromUtf8("计分表"));
        choose("zh_TW");
        QTRY_COMPARE(playText(), QString::fromUtf8("與電腦對戰"));
        choose("en");
        QTRY_COMPARE(playText(), QStringLiteral("Play against bots"));
        QVERIFY(table && table->windowTitle().startsWith(QStringLiteral("Paiju")));
        // English has its own file for plural forms: "12 cards", not "12 card(s)", on the seat
        // plates (as screen readers read them; the felt shows the count on the fan of backs)
        // and in the table's description.
        QString seats;
        const auto* view = table->findChild<paiju::gui::TableView*>();
        QVERIFY(view);
        for (const QString& plate : view->plates())
            seats += plate;
        QVERIFY2(seats.contains(QStringLiteral(" cards")) && !seats.contains(QStringLiteral("(s)")),
                 qPrintable(seats));
        seats = view->toolTip();
        QVERIFY2(seats.contains(QStringLiteral(" cards")) && !seats.contains(QStringLiteral("(s)")),
                 qPrintable(seats));
        closeAnswering(table, QMessageBox::Discard); // a person may have acted
    }

    // Each game's rules open from the start page, in the language of the window.
    void rulesOpenInTheUiLanguage() {
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::pair<const char*, const char*> games[] = {{"fourcolor", "四色牌"},
                                                             {"hakka", "客家牌"},
                                                             {"tichu", "Tichu"},
                                                             {"zipai", "河池字牌"}};
        for (const auto& [id, name] : games) {
            QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("rules-") + id),
                              Qt::LeftButton);
            auto* dialog = window.findChild<QDialog*>(QStringLiteral("rules-") + id);
            QVERIFY2(dialog && dialog->isVisible(), id);
            const QString text = dialog->findChild<QTextBrowser*>()->toPlainText();
            QVERIFY2(text.contains(QString::fromUtf8(name)), id);
            QVERIFY2(text.size() > 800, id); // a real page, not a stub
            dialog->close();
        }
        // In Traditional Chinese the page is the traditional one.
        paiju::gui::applyLanguage(QStringLiteral("zh_TW"));
        QCOMPARE(paiju::gui::rulesLanguage(), QStringLiteral("zh_TW"));
        QVERIFY(paiju::gui::rulesHtml("hakka", "zh_TW").contains(QString::fromUtf8("夢家")));
        QVERIFY(paiju::gui::rulesHtml("hakka", "zh_CN").contains(QString::fromUtf8("梦家")));
        QVERIFY(paiju::gui::rulesHtml("tichu", "xx").contains(QStringLiteral("Grand Tichu")));
        // The table's words for phases and log events follow the language too.
        QCOMPARE(paiju::gui::phaseText("closing"), QString::fromUtf8("一墩結束"));
        QCOMPARE(paiju::gui::eventText("saochuan"), QString::fromUtf8("掃穿"));
        QCOMPARE(paiju::gui::eventText("no-such-event"), QStringLiteral("no-such-event"));
        QCOMPARE(paiju::gui::actionText("chi S2 S3 bi S1 B1 B1", {"zipai", {}, -1, {}}),
                 QString::fromUtf8("吃 二、三，比 一、壹、壹"));
        paiju::gui::applyLanguage(QStringLiteral("en"));
        QCOMPARE(paiju::gui::phaseText("closing"), QStringLiteral("end of trick"));
        QCOMPARE(paiju::gui::actionText("play 7j 7s 8p PH PH=8", {"tichu", {}, -1, {}}),
                 QStringLiteral("Play pairs in a row: 7 7 8 8 (the Phoenix as 8)"));
        QCOMPARE(paiju::gui::actionText("give right=3j partner=DR left=2p", {"tichu", {}, -1, {}}),
                 QStringLiteral("Give Jade 3 to the player on the right, Dragon to the partner, "
                                "Pagoda 2 to the player on the left"));
    }

    // The new-game dialog offers the game's seats and table options from the registry, and
    // offers the last choices again.
    void newGameDialogUsesTheRegistry() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QSettings().remove(QStringLiteral("newGame"));
        paiju::gui::NewGameDialog dialog(QStringLiteral("tichu"));
        auto* target = dialog.findChild<QSpinBox*>(QStringLiteral("option-target"));
        QVERIFY(target);
        QCOMPARE(target->value(), 1000); // the registry's default
        target->setValue(500);
        dialog.findChild<QComboBox*>(QStringLiteral("kind-2"))->setCurrentIndex(0); // a person
        dialog.findChild<QLineEdit*>(QStringLiteral("name-2"))->setText(QStringLiteral("Ann"));
        const auto request = dialog.request();
        QCOMPARE(request.kinds, (QStringList{"human", "bot", "human", "bot"}));
        QCOMPARE(request.options.at("target"), std::string("500"));
        dialog.accept();
        QString error;
        auto table = paiju::gui::openTable(request, &error);
        QVERIFY2(table, qPrintable(error));
        auto& session = static_cast<paiju::gui::TableWindow&>(*table).local()->session();
        QCOMPARE(session.record().seatNames.value(2), QStringLiteral("Ann"));
        const QJsonObject saved = session.game().save(session.state());
        QCOMPARE(saved.value("options").toObject().value("target").toString(), QString("500"));
        // Zipai takes 2 or 3 players; a new dialog for Tichu remembers 500.
        paiju::gui::NewGameDialog again(QStringLiteral("tichu"));
        QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("option-target"))->value(), 500);
        again.findChild<QComboBox*>(QStringLiteral("game"))
            ->setCurrentIndex(again.findChild<QComboBox*>(QStringLiteral("game"))
                                  ->findData(QStringLiteral("zipai")));
        auto* seats = again.findChild<QSpinBox*>(QStringLiteral("seats"));
        QCOMPARE(seats->minimum(), 2);
        QCOMPARE(seats->maximum(), 3);
        QVERIFY(again.findChild<QComboBox*>(QStringLiteral("option-xing")));
    }

    // Settings → Bot speed is kept and used for the next tables.
    void botSpeedIsKept() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::MainWindow window;
        auto* slow = window.findChild<QAction*>(QStringLiteral("bot-delay-1200"));
        QVERIFY(slow);
        slow->trigger();
        QCOMPARE(paiju::gui::settings::botDelayMs(), 1200);
        QCOMPARE(paiju::gui::TableRequest{}.botDelayMs, 1200);
        window.findChild<QAction*>(QStringLiteral("bot-delay-600"))->trigger();
        QCOMPARE(paiju::gui::settings::botDelayMs(), 600);
    }

    // Settings → Claim time: how long a claim window waits for the people at one screen.
    void claimTimeIsKept() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::MainWindow window;
        auto* longer = window.findChild<QAction*>(QStringLiteral("claim-window-5000"));
        QVERIFY(longer);
        longer->trigger();
        QCOMPARE(paiju::gui::settings::claimWindowMs(), 5000);
        window.findChild<QAction*>(QStringLiteral("claim-window-3000"))->trigger();
        QCOMPARE(paiju::gui::settings::claimWindowMs(), 3000);
    }

    // Settings → Animations: a new table deals its cards out with moving cards, or at once.
    void animationSpeedIsKeptAndUsed() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::MainWindow window;
        auto moving = [](const char* setting) -> int {
            Q_UNUSED(setting);
            QString error;
            auto widget = paiju::gui::openTable(QStringLiteral("tichu"),
                                                QStringLiteral("human,bot,bot,bot"), 1, 0, &error);
            auto* table = qobject_cast<paiju::gui::TableWindow*>(widget.get());
            return table ? table->tableView()->movesStarted() : -1;
        };
        window.findChild<QAction*>(QStringLiteral("animation-0"))->trigger();
        QCOMPARE(paiju::gui::settings::animationMs(), 0);
        QCOMPARE(moving("off"), 0);
        window.findChild<QAction*>(QStringLiteral("animation-250"))->trigger();
        QCOMPARE(paiju::gui::settings::animationMs(), 250);
        QVERIFY(moving("normal") > 3); // the other seats' backs come from the middle
    }

    // The start page opens with the keyboard on the first game's Play button, and the button
    // with the focus shows it with a frame, before any key is pressed.
    void theStartPageShowsTheFocus() {
        paiju::gui::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QString first;
        for (const paiju::GameInfo& game : paiju::allGames())
            if (game.listed && game.create && first.isEmpty())
                first = QStringLiteral("play-") + QString::fromStdString(game.id);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QCOMPARE(focus->objectName(), first);
        auto* button = qobject_cast<QPushButton*>(focus);
        const QImage focused = button->grab().toImage();
        auto* other = window.findChild<QPushButton*>(QStringLiteral("start-settings"));
        other->setFocus();
        QCOMPARE(QApplication::focusWidget(), other);
        const QImage unfocused = button->grab().toImage();
        QCOMPARE(focused.size(), unfocused.size()); // the frame does not move anything
        QVERIFY(focused != unfocused);
    }

    // The start page leads everywhere: a new game, online play, a saved game, the settings.
    void theStartPageLeadsEverywhere() {
        paiju::gui::MainWindow window;
        window.show();
        for (const char* name : {"start-new-game", "play-online", "start-open", "start-settings"})
            QVERIFY2(window.findChild<QPushButton*>(QLatin1String(name)), name);
        const QMenu* settings =
            window.findChild<QPushButton*>(QStringLiteral("start-settings"))->menu();
        QVERIFY(settings);
        QVERIFY(settings->findChild<QAction*>(QStringLiteral("auto-pass")) ||
                window.findChild<QAction*>(QStringLiteral("auto-pass")));
        // Appearance and sound (themes, felt, card size, colour-blind cards, sound).
        const QList<QAction*> choices = settings->actions();
        QVERIFY(std::any_of(choices.begin(), choices.end(),
                            [](const QAction* a) { return a->objectName() == "appearance"; }));
        QTest::mouseClick(window.findChild<QPushButton*>(QStringLiteral("play-online")),
                          Qt::LeftButton);
        QWidget* lobby = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->inherits("paiju::gui::LobbyWindow") && w->isVisible())
                lobby = w;
        QVERIFY(lobby);
        lobby->close();
    }

    // Each game's button sits the player down at a table of that game against bots.
    void eachGameOpensATable() {
        paiju::gui::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char* id : {"fourcolor", "hakka", "tichu", "zipai"}) {
            auto* play = window.findChild<QPushButton*>(QStringLiteral("play-") + id);
            QVERIFY2(play && play->isEnabled(), id);
            const auto before = QApplication::topLevelWidgets().size();
            QTest::mouseClick(play, Qt::LeftButton);
            QWidget* table = nullptr;
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* t = qobject_cast<paiju::gui::TableWindow*>(w);
                    t && t->local() && t->isVisible())
                    table = w;
            QVERIFY2(table, id);
            QCOMPARE(QApplication::topLevelWidgets().size(), before + 1);
            QVERIFY(QTest::qWaitForWindowExposed(table));
            closeAnswering(table, QMessageBox::Discard); // deletes itself
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
    }

    // macOS hands the app a paiju:// invite (its Info.plist registers the scheme) as a file-open
    // event: the app's lobby opens on it and sits the person down.
    void anInviteFromTheSystemJoinsTheTable() {
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        paiju::gui::LobbyWindow host;
        QString error;
        QVERIFY2(host.host(0, false, &error), qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(host.client().isReady(), 60000);
        host.createTable(QStringLiteral("fourcolor"), 2);
        QTRY_COMPARE_WITH_TIMEOUT(host.tableWindows().size(), 1, 60000);
        const QString table = host.tableWindows().first()->online()->table();
        QSettings().remove(QStringLiteral("online/seats")); // the guest is another computer

        paiju::gui::MainWindow window;
        QFileOpenEvent opened(host.inviteLink(table));
        QVERIFY(QCoreApplication::sendEvent(qApp, &opened));
        paiju::gui::LobbyWindow* guest = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (QWidget* w : QApplication::topLevelWidgets())
                    if (auto* lobby = qobject_cast<paiju::gui::LobbyWindow*>(w);
                        lobby && lobby != &host && lobby->tableWindows().size() == 1)
                        guest = lobby;
                return guest != nullptr;
            }(),
            5000);
        QCOMPARE(guest->tableWindows().first()->online()->table(), table);
        QCOMPARE(guest->tableWindows().first()->online()->seat(), 1);
        guest->close();
    }
};

QTEST_MAIN(TestGuiSmoke)
#include "tst_gui_smoke.moc"
