// Two people at one screen: what the screen shows around a claim window (and Tichu's last chance
// to bomb) must not depend on their hidden cards. Each game is played twice from deals that differ
// only in hidden cards, one person able to claim or bomb in the first and not in the second;
// nobody presses, and the two recordings of the screen must be the same, timings included. The
// table runs on a test clock (session::ManualClock) that moves only when nothing else happens, so
// every screen and every window's slot is compared at its exact moment of the table's time, and a
// loaded machine, which only stretches the time between screens, cannot tell the runs apart. Then
// the person presses and gets the window's choices behind the curtain, the time standing still.
#include "dialogs/new_table.h"
#include "hand_clicks.h"
#include "io/registry.h"
#include "session/bot_agent.h"
#include "session/observed.h"
#include "support/claim_deals.h"
#include "table/hand_widget.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/table_view.h"
#include "table/table_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <algorithm>
#include <cstdlib>

using namespace paiju;

namespace {

constexpr int windowMs = 1200; // the countdown shows 2, then 1: every window's start is seen
// Bots wait long enough for every screen between two people's turns to be seen.
constexpr int botDelayMs = 100;

// What the screen shows at one moment: the curtain, the window's prompt with its buttons, the
// action bar, and how many cards the hand shows (which ones is the person's own business).
struct Screen {
    QString curtain;     // its text; empty when it is not shown
    QStringList prompt;  // the prompt's texts, then its buttons', in reading order
    QStringList actions; // the action bar's buttons, in order
    int handCards = 0;
    QStringList middle; // the cards in the middle of the table
    QStringList plates; // the seats' plates

    bool operator==(const Screen&) const = default;
    QString text() const {
        return QStringLiteral("curtain '%1' | prompt [%2] | actions [%3] | hand %4 | middle [%5] "
                              "| plates [%6]")
            .arg(curtain, prompt.join(", "), actions.join(", "))
            .arg(handCards)
            .arg(middle.join(' '), plates.join(" / "));
    }
};

// Widgets in reading order: top to bottom, then left to right.
template <typename W> QList<W*> inReadingOrder(QList<W*> widgets, const QWidget* within) {
    std::stable_sort(widgets.begin(), widgets.end(), [within](W* a, W* b) {
        const QPoint pa = a->mapTo(within, QPoint()), pb = b->mapTo(within, QPoint());
        return pa.y() != pb.y() ? pa.y() < pb.y() : pa.x() < pb.x();
    });
    return widgets;
}

QWidget* promptOf(gui::TableWindow& table) {
    auto* prompt = table.findChild<QWidget*>(QStringLiteral("claim-window"));
    return prompt && prompt->isVisible() ? prompt : nullptr;
}

Screen screenOf(gui::TableWindow& table) {
    Screen s;
    if (table.local()->curtain()->isVisible())
        s.curtain = table.local()->curtain()->text();
    if (QWidget* prompt = promptOf(table)) {
        for (QLabel* label : inReadingOrder(prompt->findChildren<QLabel*>(), prompt))
            if (label->isVisible())
                s.prompt << label->text();
        for (QPushButton* b : inReadingOrder(prompt->findChildren<QPushButton*>(), prompt))
            if (b->isVisible())
                s.prompt << b->text();
    }
    for (QPushButton* b : inReadingOrder(table.actionButtons(), &table))
        if (b->isVisible())
            s.actions << b->text();
    s.handCards = int(table.hand()->cards().size());
    s.middle = table.tableView()->middle();
    s.plates = table.tableView()->plates();
    return s;
}

// One game's pair of deals. The people's own turns are played the same way in both: `script`
// first, then pass (or decline) where allowed, else the first legal action that names none of the
// cards that differ between the deals.
struct Scenario : test::ClaimDeals {
    QString claim;       // what `person` takes after speaking up in `withClaim`
    int recordSlots = 0; // the screens are recorded until this many windows' slots have begun
};

Replay parsed(const QByteArray& json) {
    QString error;
    auto replay = Replay::parse(json, &error);
    if (!replay)
        qFatal("%s", qPrintable(error));
    return *replay;
}

Scenario scenario(const QString& game) {
    Scenario s;
    static_cast<test::ClaimDeals&>(s) = test::claimDeals(game);
    if (game == "fourcolor") {
        s.claim = "chow pair";
        s.recordSlots = 5;
    } else if (game == "zipai") {
        s.claim = "peng";
        s.recordSlots = 4;
    } else {
        s.claim = "play 3j 3s 3p 3t";
        s.recordSlots = 4;
    }
    return s;
}

class Player {
public:
    Player(const Scenario& s, gui::TableWindow& table) : s_(s), table_(table), script_(s.script) {}

    // Plays the shown person's turn as the scenario says; true when something was clicked.
    bool playTurn() {
        const int seat = table_.local()->shownSeat();
        if (seat < 0 || table_.hand()->cards().isEmpty())
            return false;
        const auto waiting = table_.local()->session().state().awaiting();
        if (std::find(waiting.begin(), waiting.end(), seat) == waiting.end())
            return false;
        QStringList legal;
        for (const std::string& a : table_.local()->session().state().legalActions(seat))
            legal << QString::fromStdString(a);
        QString action;
        if (!script_.isEmpty() && legal.contains(script_.front()))
            action = script_.takeFirst();
        else if (legal.contains("pass"))
            action = "pass";
        else if (legal.contains(
                     QString::fromStdString(table_.local()->session().state().declineAction())))
            action = QString::fromStdString(table_.local()->session().state().declineAction());
        else
            for (const QString& a : legal)
                if (action.isEmpty() &&
                    std::none_of(s_.differing.begin(), s_.differing.end(), [&](const QString& c) {
                        return table_.local()->cardsOf(a).contains(c);
                    }))
                    action = a;
        return click(action);
    }

    // Selects the action's cards, then clicks its button.
    bool click(const QString& action) {
        if (!test::clickCards(*table_.hand(), table_.local()->cardsOf(action)).isEmpty())
            return false;
        QApplication::processEvents();
        return test::clickAction(table_.actionButtons(), action);
    }

private:
    const Scenario& s_;
    gui::TableWindow& table_;
    QStringList script_;
};

void settle() {
    QApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// A table of the scenario on the test's clock, played as its people would: every curtain lifted,
// every turn played.
class Run {
public:
    Run(const Scenario& s, const QByteArray& json, session::Clock& clock) {
        QString error;
        widget_ = gui::openSavedTable(parsed(json), botDelayMs, &error);
        table_ = qobject_cast<gui::TableWindow*>(widget_.get());
        if (!table_ || !table_->local())
            qFatal("%s", qPrintable(error));
        table_->local()->session().setClock(&clock);
        table_->resize(1280, 800);
        table_->show();
        player_ = std::make_unique<Player>(s, *table_);
    }

    gui::TableWindow& table() { return *table_; }
    Player& player() { return *player_; }

    // Lifts the curtain or plays the shown person's turn.
    void step() {
        settle();
        if (table_->local()->curtain()->isVisible())
            QTest::mouseClick(table_->local()->curtain(), Qt::LeftButton);
        else
            player_->playTurn();
        QTest::qWait(2);
    }
    // Plays until the prompt of a window shows (a minute of the machine's time at the most: the
    // bots answer after their delay); false when none does.
    bool playUntilAWindow() {
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000) {
            settle();
            if (promptOf(*table_))
                return true;
            step();
        }
        return false;
    }

private:
    std::unique_ptr<QWidget> widget_;
    gui::TableWindow* table_ = nullptr;
    std::unique_ptr<Player> player_;
};

// A screen as the table's own clock saw it.
struct TimedShot {
    qint64 at = 0;      // on the table's clock
    int slotsBegun = 0; // the claim windows' slots begun by then
    Screen screen;
    bool operator==(const TimedShot&) const = default;
    QString text() const {
        return QStringLiteral("%1 ms, slot %2: %3").arg(at, 6).arg(slotsBegun).arg(screen.text());
    }
};

// The scenario's table on a clock that moves only when nothing else happens: every screen is
// kept with the table's time, and so is the start of every window's slot. Bots answer at once;
// the people lift every curtain and play their turns; nobody presses in a window.
QList<TimedShot> recordOnTheTablesClock(const Scenario& s, const QByteArray& json,
                                        QList<qint64>& slotTimes) {
    session::ManualClock clock;
    QString error;
    std::unique_ptr<QWidget> widget = gui::openSavedTable(parsed(json), 0, &error);
    auto* table = qobject_cast<gui::TableWindow*>(widget.get());
    if (!table || !table->local())
        qFatal("%s", qPrintable(error));
    table->local()->session().setClock(&clock);
    table->resize(1280, 800);
    table->show();
    Player player(s, *table);
    QObject::connect(&table->local()->session(), &session::TableSession::slotStarted, table,
                     [&] { slotTimes << clock.now(); });
    QList<TimedShot> shots;
    const auto changes = [&] {
        return std::make_pair(screenOf(*table), table->local()->session().record().actions.size());
    };
    for (int guard = 0; guard < 20000 && slotTimes.size() < s.recordSlots; ++guard) {
        settle();
        const auto before = changes();
        if (shots.isEmpty() || shots.last().screen != before.first)
            shots << TimedShot{clock.now(), int(slotTimes.size()), before.first};
        bool clicked = false;
        if (table->local()->curtain()->isVisible()) {
            QTest::mouseClick(table->local()->curtain(), Qt::LeftButton);
            clicked = true;
        } else {
            clicked = player.playTurn();
        }
        for (int i = 0; i < 5; ++i)
            settle();
        // Time moves on only when the table has nothing more to do at this moment.
        if (!clicked && changes() == before && !clock.advanceToNext())
            break;
    }
    return shots;
}

// A table of the game at one screen for the seats' kinds ("human" or "bot"), its claim windows
// `claimMs` long: the window as the program makes it, with a shorter time to press.
std::unique_ptr<gui::TableWindow> tableAtOneScreen(const char* game, const QStringList& kinds,
                                                   quint64 seed, int claimMs) {
    Replay replay;
    replay.game = game;
    replay.seed = seed;
    replay.players = kinds;
    for (int s = 0; s < kinds.size(); ++s)
        replay.seatNames << QStringLiteral("%1 %2")
                                .arg(kinds[s] == QLatin1String("human") ? "Person" : "Bot")
                                .arg(s + 1);
    QString error;
    auto session = session::TableSession::create(replay, &error);
    if (!session)
        qFatal("%s", qPrintable(error));
    QList<int> humans;
    for (int s = 0; s < kinds.size(); ++s) {
        if (kinds[s] == QLatin1String("human"))
            humans << s;
        else
            session->setAgent(s, new session::BotAgent(*session, makeBot(*findGame(game), "normal"),
                                                       seed + quint64(s), 0));
    }
    auto* raw = session.get();
    auto table = std::make_unique<gui::TableWindow>(std::move(session), humans, claimMs);
    raw->start();
    return table;
}

// What the table shows and waits for, to explain a table that stopped.
QString tableState(gui::TableWindow& table) {
    QStringList waiting;
    for (int seat : table.local()->session().state().awaiting())
        waiting << QString::number(seat);
    return QStringLiteral("after %1 actions: waiting for [%2], in a window %3, hand of %4 shown, "
                          "%5")
        .arg(table.local()->session().record().actions.size())
        .arg(waiting.join(", "))
        .arg(table.local()->session().inWindow())
        .arg(table.local()->shownSeat())
        .arg(screenOf(table).text());
}

} // namespace

class TestHotseat : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_hotseat"));
        QSettings settings;
        settings.setValue(QStringLiteral("claimWindowMs"), windowMs);
        settings.setValue(QStringLiteral("autoPass"), true); // it must not pass for a person here
        settings.setValue(QStringLiteral("animationMs"), 0);
    }

    void aWindowLooksTheSameWhoeverCanAnswerIt_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("fourcolor") << "fourcolor";
        QTest::newRow("zipai") << "zipai";
        QTest::newRow("tichu") << "tichu";
    }
    // Every screen at the same moment of the table's time, and every window's slot starting at
    // the same moment, whoever could have claimed; nobody presses. On the table's own clock, so
    // that a loaded machine, which only stretches the time between screens, changes nothing. The
    // window's countdown keeps the session's clock, so the end of a window's time is one instant
    // for both; a table whose countdown ran on a clock of its own waited, when a person could
    // have claimed, until that countdown also ran out, and began the next window that much later.
    void aWindowLooksTheSameWhoeverCanAnswerIt() {
        QFETCH(QString, game);
        const Scenario s = scenario(game);
        QList<qint64> withSlots, withoutSlots;
        const QList<TimedShot> with = recordOnTheTablesClock(s, s.withClaim, withSlots);
        const QList<TimedShot> without = recordOnTheTablesClock(s, s.without, withoutSlots);
        const auto lines = [](const QList<TimedShot>& shots) {
            QStringList out;
            for (const TimedShot& shot : shots)
                out << shot.text();
            return out.join('\n');
        };
        if (with != without || withSlots != withoutSlots ||
            qEnvironmentVariableIsSet("HOTSEAT_SHOW"))
            qInfo().noquote() << "\nable to claim:\n" + lines(with) + "\nnot able to:\n" +
                                     lines(without);
        QCOMPARE(withSlots.size(), qsizetype(s.recordSlots));
        QCOMPARE(withSlots, withoutSlots);
        QCOMPARE(with.size(), without.size());
        for (qsizetype i = 0; i < with.size(); ++i)
            QVERIFY2(with[i] == without[i],
                     qPrintable(QString("screen %1:\n  %2\n  %3")
                                    .arg(i)
                                    .arg(with[i].text(), without[i].text())));
        // The windows were shown, each counting down its whole time.
        const auto prompts = std::count_if(with.begin(), with.end(), [](const TimedShot& shot) {
            return shot.screen.prompt.contains(QLatin1String("1 s"));
        });
        QVERIFY(prompts >= 2);
    }

    // While a window's time runs the table shows the state from before it, and the discard that
    // opened the first window lies on offer in front of its seat, the card in play, with one card
    // fewer in that seat's hand; nobody's plate is lit. (Whether anyone could claim it changes
    // none of this: aWindowLooksTheSameWhoeverCanAnswerIt compares the middle and the plates.)
    void theDiscardLiesOnTheTableWhileItsWindowRuns_data() {
        QTest::addColumn<QString>("game");
        QTest::newRow("fourcolor") << "fourcolor";
        QTest::newRow("zipai") << "zipai";
    }
    void theDiscardLiesOnTheTableWhileItsWindowRuns() {
        QFETCH(QString, game);
        const Scenario s = scenario(game);
        session::ManualClock clock;
        Run run(s, s.without, clock);
        gui::TableWindow& table = run.table();
        int seen = 0;
        for (int windows = 0; windows < 12 && seen < 2; ++windows) {
            QVERIFY(run.playUntilAWindow());
            const auto& last = table.local()->session().record().actions.back();
            const QString text = QString::fromStdString(last.text);
            if (text.startsWith(QLatin1String("discard "))) {
                const QString card = text.section(' ', 1, 1);
                const gui::TableZones& zones = table.tableView()->zones();
                const gui::SeatZone& zone = zones.seats.value(last.seat);
                QVERIFY2(zone.play.offer, qPrintable(screenOf(table).text()));
                QCOMPARE(zone.play.cards, QStringList{card});
                QVERIFY(table.tableView()->middle().contains(card));
                QVERIFY(zones.window);
                for (const gui::SeatZone& seat : zones.seats)
                    QVERIFY(!seat.lit);
                // The seat's hand as the state before the discard had it, less the discard.
                const session::Observed before(table.local()->session().publicView().observation);
                QCOMPARE(zone.cardsLeft, before.handCount(last.seat) - 1);
                ++seen;
            }
            // On to the window's end.
            clock.advance(windowMs + 300);
            settle();
        }
        QVERIFY(seen > 0);
    }

    // The person who presses, and nobody else, gets the curtain, then the window's choices.
    void speakingUpGivesTheChoices_data() { aWindowLooksTheSameWhoeverCanAnswerIt_data(); }
    void speakingUpGivesTheChoices() {
        QFETCH(QString, game);
        const Scenario s = scenario(game);
        session::ManualClock clock;
        Run run(s, s.withClaim, clock);
        gui::TableWindow& table = run.table();
        QVERIFY(run.playUntilAWindow());
        const QString name = table.local()->session().record().seatNames.value(s.person);
        auto* press =
            promptOf(table)->findChild<QPushButton*>(QStringLiteral("press-%1").arg(s.person));
        QVERIFY(press);
        QTest::mouseClick(press, Qt::LeftButton);
        settle();
        QVERIFY(!promptOf(table));
        QCOMPARE(table.local()->curtain()->text(),
                 QString("Pass to %1 — click to show your hand").arg(name));
        QVERIFY(table.hand()->cards().isEmpty());
        QTest::mouseClick(table.local()->curtain(), Qt::LeftButton);
        settle();
        QCOMPARE(table.local()->shownSeat(), s.person);
        QVERIFY(!table.hand()->cards().isEmpty());
        // Deciding may take longer than the window's time: nobody declines for the person.
        clock.advance(windowMs + 300);
        settle();
        QCOMPARE(table.local()->shownSeat(), s.person);
        QVERIFY2(run.player().click(s.claim), qPrintable(screenOf(table).text()));
        settle();
        const auto& last = table.local()->session().record().actions.back();
        QCOMPARE(last.seat, s.person);
        QCOMPARE(QString::fromStdString(last.text), s.claim);
    }

    // Pressing with nothing to take looks like taking nothing: the hand, and one way to decline.
    void speakingUpForNothing() {
        const Scenario s = scenario("tichu");
        session::ManualClock clock;
        Run run(s, s.without, clock);
        gui::TableWindow& table = run.table();
        QVERIFY(run.playUntilAWindow());
        const auto actions = table.local()->session().record().actions.size();
        auto* press =
            promptOf(table)->findChild<QPushButton*>(QStringLiteral("press-%1").arg(s.person));
        QVERIFY(press);
        QTest::mouseClick(press, Qt::LeftButton);
        settle();
        QCOMPARE(table.local()->curtain()->text(),
                 QString("Pass to Bob — click to show your hand"));
        QTest::mouseClick(table.local()->curtain(), Qt::LeftButton);
        settle();
        QCOMPARE(table.local()->shownSeat(), s.person);
        QCOMPARE(screenOf(table).actions, QStringList{"No bomb"});
        const QStringList hand = table.hand()->cards();
        QVERIFY(!hand.isEmpty());
        // The time stands still while the person looks, and so does the table: the trick is not
        // seen to be taken before the others' time is up.
        clock.advance(windowMs + 300);
        settle();
        QCOMPARE(table.local()->shownSeat(), s.person);
        QCOMPARE(screenOf(table).actions, QStringList{"No bomb"});
        QCOMPARE(table.hand()->cards(), hand);
        QVERIFY(run.player().click("nobomb"));
        settle();
        // Bob was asked nothing, so answered nothing (the bots may have played on meanwhile).
        const auto& record = table.local()->session().record().actions;
        for (auto i = actions; i < record.size(); ++i)
            QVERIFY(record[i].seat != s.person);
        QVERIFY(promptOf(table)); // the rest of the window's time, for the others
        QCOMPARE(table.local()->shownSeat(), -1);
    }

    // Whole hands with two people and a bot at one screen (four-color, and zipai too), the people
    // played as they would: each lifts the curtain and plays the first thing offered; each presses
    // for a window where they could claim but need not, and takes the claim. Whatever comes (a
    // General drawn must be taken, windows follow one another), the table always either shows
    // somebody what to do or goes on by itself, until the hand is over.
    void wholeHandsRunToTheirEnd_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::addColumn<quint64>("seed");
        const QStringList seatings{"human,human,bot", "bot,human,human", "human,bot,human"};
        for (quint64 seed = 1; seed <= 6; ++seed) {
            const QString seats = seatings[int(seed % 3)];
            QTest::newRow(qPrintable(QStringLiteral("fourcolor %1 seed %2").arg(seats).arg(seed)))
                << QStringLiteral("fourcolor") << seats << seed;
        }
        for (quint64 seed = 1; seed <= 3; ++seed) {
            const QString seats = seatings[int(seed % 3)];
            QTest::newRow(qPrintable(QStringLiteral("zipai %1 seed %2").arg(seats).arg(seed)))
                << QStringLiteral("zipai") << seats << seed;
        }
    }
    void wholeHandsRunToTheirEnd() {
        QFETCH(QString, seats);
        QFETCH(quint64, seed);
        const QStringList kinds = seats.split(',');
        // Short windows: the test is about what follows a window, not its length.
        QFETCH(QString, game);
        auto table = tableAtOneScreen(qPrintable(game), kinds, seed, 60);
        table->resize(1280, 800);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table.get()));
        gui::TableWindow& t = *table;
        const auto& state = [&t]() -> const GameState& { return t.local()->session().state(); };
        int presses = 0, curtains = 0, played = 0;
        std::size_t actions = 0;
        QElapsedTimer still; // since the table last moved on
        still.start();
        QElapsedTimer clock;
        clock.start();
        while (t.local()->session().handsPlayed() == 0 && clock.elapsed() < 240000) {
            settle();
            if (t.local()->session().record().actions.size() != actions) {
                actions = t.local()->session().record().actions.size();
                still.restart();
            }
            // Nothing happens without a reason for long: the bot's and the windows' time is short.
            QVERIFY2(still.elapsed() < 60000, qPrintable(tableState(t)));
            if (t.local()->curtain()->isVisible()) {
                QTest::mouseClick(t.local()->curtain(), Qt::LeftButton);
                ++curtains;
                continue;
            }
            if (QWidget* prompt = promptOf(t)) {
                for (int seat = 0; seat < kinds.size(); ++seat) {
                    if (kinds[seat] != QLatin1String("human") || !t.local()->session().asks(seat))
                        continue;
                    const auto legal = t.local()->session().decisionState(seat).legalActions(seat);
                    const std::string decline = state().declineAction();
                    if (legal.size() > 1 &&
                        std::find(legal.begin(), legal.end(), decline) != legal.end()) {
                        auto* press =
                            prompt->findChild<QPushButton*>(QStringLiteral("press-%1").arg(seat));
                        QVERIFY(press);
                        QTest::mouseClick(press, Qt::LeftButton);
                        ++presses;
                        break;
                    }
                }
                QTest::qWait(5);
                continue;
            }
            const int me = t.local()->shownSeat();
            if (me < 0 || t.hand()->cards().isEmpty()) {
                QTest::qWait(5);
                continue;
            }
            // What the person shown is offered: the window as it reached them, or the table.
            const auto legal = t.local()->session().decisionState(me).legalActions(me);
            const auto waiting = t.local()->session().decisionState(me).awaiting();
            if (legal.empty() || std::find(waiting.begin(), waiting.end(), me) == waiting.end()) {
                // One who pressed for a window that a bot's claim ended meanwhile (the bots answer
                // on their own time) is shown only the decline: taking nothing ends the press, as
                // a person would click it. Without it the table waits for that click for ever.
                if (test::clickAction(t.actionButtons(),
                                      QString::fromStdString(state().declineAction())))
                    continue;
                QTest::qWait(5);
                continue;
            }
            const QString action = QString::fromStdString(legal.front());
            t.hand()->clearSelection();
            // A claim is one click; a discard selects its card first.
            const bool claim = t.local()->session().decisionState(me).inWindow();
            if (!claim && !test::clickCards(*t.hand(), t.local()->cardsOf(action)).isEmpty()) {
                QTest::qWait(5); // the hand drawn lags behind
                continue;
            }
            settle();
            if (test::clickAction(t.actionButtons(), action))
                ++played;
            else
                t.hand()->clearSelection();
        }
        qInfo().noquote() << game << seats << "seed" << seed << ":"
                          << t.local()->session().record().actions.size() << "actions," << played
                          << "played by the people," << presses << "presses," << curtains
                          << "curtains," << clock.elapsed() << "ms";
        QVERIFY2(t.local()->session().handsPlayed() >= 1, qPrintable(tableState(t)));
        QVERIFY(played > 0);
        QVERIFY(curtains > 0);
    }

    // The curtain covers the hand and the person's own controls, nothing more: the table keeps
    // its size behind it and after it is lifted, and the window keeps its size from one person to
    // the next.
    void theTableKeepsItsSizeBehindTheCurtain_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("seats");
        QTest::newRow("fourcolor") << "fourcolor"
                                   << "human,human,bot";
        QTest::newRow("zipai") << "zipai"
                               << "human,human,bot";
        QTest::newRow("tichu") << "tichu"
                               << "human,bot,human,bot";
        QTest::newRow("hakka") << "hakka"
                               << "bot,human,human,bot";
    }
    void theTableKeepsItsSizeBehindTheCurtain() {
        QFETCH(QString, game);
        QFETCH(QString, seats);
        QString error;
        auto widget = gui::openTable(game, seats, 7, 0, &error);
        auto* table = qobject_cast<gui::TableWindow*>(widget.get());
        QVERIFY2(table && table->local(), qPrintable(error));
        const QSize window(1280, 800);
        table->resize(window);
        table->show();
        QVERIFY(QTest::qWaitForWindowExposed(table));
        QWidget* felt = table->tableView();
        QSize feltSize;
        QSet<int> persons;
        int curtains = 0;
        QElapsedTimer clock;
        clock.start();
        while (curtains < 3 && clock.elapsed() < 20000) {
            settle();
            QCOMPARE(table->size(), window);
            if (table->local()->curtain()->isVisible()) {
                if (feltSize.isEmpty())
                    feltSize = felt->size();
                // Most of the window is table, the curtain covers the hand, and the table shows
                // beside and above it.
                QCOMPARE(felt->size(), feltSize);
                QVERIFY2(feltSize.height() >= window.height() / 2 &&
                             feltSize.width() >= window.width() * 9 / 10,
                         qPrintable(QStringLiteral("table %1x%2")
                                        .arg(feltSize.width())
                                        .arg(feltSize.height())));
                const QRect curtain(table->local()->curtain()->mapTo(table, QPoint()),
                                    table->local()->curtain()->size());
                const QRect hand(table->hand()->mapTo(table, QPoint()), table->hand()->size());
                const QRect tableRect(felt->mapTo(table, QPoint()), felt->size());
                QVERIFY(curtain.contains(hand));
                QVERIFY(!curtain.intersects(tableRect.adjusted(0, 0, 0, -tableRect.height() / 3)));
                QTest::mouseClick(table->local()->curtain(), Qt::LeftButton);
                settle();
                QVERIFY(!table->local()->curtain()->isVisible());
                QVERIFY(!table->hand()->cards().isEmpty());
                QCOMPARE(felt->size(), feltSize);
                QCOMPARE(table->size(), window);
                persons << table->local()->shownSeat();
                ++curtains;
                continue;
            }
            if (table->local()->session().pausedAtHandEnd()) { // a short hand: the next one
                if (auto* next = table->findChild<QPushButton*>(QStringLiteral("next-hand")))
                    QTest::mouseClick(next, Qt::LeftButton);
                continue;
            }
            // The shown person plays the first thing they may, as they would: cards, then the
            // button.
            const int me = table->local()->shownSeat();
            if (me < 0 || !table->local()->session().viewFor(me).awaited) {
                QTest::qWait(5);
                continue;
            }
            const QString action =
                QString::fromStdString(table->local()->session().state().legalActions(me).front());
            QStringList cards = table->local()->cardsOf(action);
            if (action.startsWith(QLatin1String("give ")))
                for (const QString& word : action.split(' ').mid(1))
                    cards << word.section('=', 1);
            table->hand()->clearSelection();
            if (!test::clickCards(*table->hand(), cards).isEmpty())
                continue; // the hand drawn lags behind
            settle();
            if (!test::clickAction(table->actionButtons(), action))
                table->hand()->clearSelection();
        }
        qInfo().noquote() << game << "table view" << feltSize.width() << "x" << feltSize.height()
                          << "at 1280x800, with and without the curtain";
        QVERIFY2(curtains >= 2, qPrintable(QString::number(curtains)));
        QCOMPARE(persons.size(), 2); // both people passed the screen to each other
        QCOMPARE(felt->size(), feltSize);
    }
};

QTEST_MAIN(TestHotseat)
#include "tst_hotseat.moc"
