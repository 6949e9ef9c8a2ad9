// The table session: matches driven by seat agents through the event loop, recorded as replays
// that reproduce them, with refused actions changing nothing and views that hide what they must.
#include "core/rng.h"
#include "io/json_codec.h"
#include "session/bot_agent.h"
#include "session/table_session.h"
#include "support/claim_deals.h"
#include "support/privacy.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <atomic>

using namespace paiju;
using namespace paiju::session;

namespace {

Replay newMatch(const char* game, int seats, std::uint64_t seed,
                std::map<std::string, std::string> options = {}) {
    Replay r;
    r.game = game;
    r.options = std::move(options);
    for (int s = 0; s < seats; ++s)
        r.seatNames << QStringLiteral("seat %1").arg(s);
    r.seed = seed;
    return r;
}

// Checks every view it is shown against the state of that moment, and can act when told to.
class WatchingAgent : public SeatAgent {
public:
    explicit WatchingAgent(const TableSession& session) : session_(session) {}
    void show(const SeatView& view) override {
        ++shown;
        const QString leak = test::leakedToken(session_.state(), view.seat, view.observation);
        if (!leak.isEmpty())
            leaks << leak;
        last = view;
    }
    void act(int seat, const QString& action) { emit chose(seat, action); }

    int shown = 0;
    QStringList leaks;
    SeatView last;

private:
    const TableSession& session_;
};

// Runs the event loop until the match ends (or the time runs out); true when it ended.
bool playToTheEnd(TableSession& session, int timeoutMs = 60000) {
    if (session.state().isTerminal())
        return true;
    QEventLoop loop;
    QObject::connect(&session, &TableSession::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return session.state().isTerminal();
}

void seatBots(TableSession& session, int delayMs = 0) {
    for (int s = 0; s < session.state().seatCount(); ++s)
        session.setAgent(
            s, new BotAgent(session, session.game().basicBot(), std::uint64_t(s), delayMs));
}

// A bot that takes its views as the network does, the log as the events added since its last
// view, and puts them together: each must be the whole view of the state it was shown from.
class DeltaCheckingBot : public BotAgent {
public:
    DeltaCheckingBot(const TableSession& session, int seat)
        : BotAgent(session, session.game().basicBot(), std::uint64_t(seat), 0), session_(session) {}
    bool readsObservation() const override { return true; }
    void show(const SeatView& view) override {
        ++shown;
        if (view.logFrom == 0) {
            log = QJsonArray();
            ++whole;
        } else if (view.logFrom != log.size()) {
            problems << QStringLiteral("view %1 goes on from %2 events, not %3")
                            .arg(shown)
                            .arg(view.logFrom)
                            .arg(log.size());
        }
        for (const QByteArray& e : view.newEvents)
            log.append(QJsonDocument::fromJson(e).object());
        if (view.again && view.logFrom != 0)
            problems << QStringLiteral("view %1 shown again is not whole").arg(shown);
        // A view shown again is the one shown last, whatever happened since; otherwise the view
        // of the state the seat decides in now.
        if (!view.again) {
            QJsonObject expected =
                session_.game().observe(session_.decisionState(view.seat), view.seat);
            if (expected.take("log").toArray() != log)
                problems << QStringLiteral("view %1: the log put together is wrong").arg(shown);
            if (expected != wholeObservation(view))
                problems << QStringLiteral("view %1: the observation is wrong").arg(shown);
            lastLog = log;
        } else if (log != lastLog) {
            problems << QStringLiteral("view %1 shown again has another log").arg(shown);
        }
        goesOn += view.logFrom > 0;
        BotAgent::show(view);
    }

    int shown = 0, whole = 0, goesOn = 0;
    QJsonArray log, lastLog;
    QStringList problems;

private:
    const TableSession& session_;
};

// A bot whose decisions take long: each waits, on the worker thread, until the test opens the
// gate once for it (or ten seconds pass), then plays like the normal bot. `entered` counts the
// decisions begun, `late` those whose gate was not opened in time.
struct Gate {
    QSemaphore entered, open;
    std::atomic<int> late = 0;
};
class GatedBot : public Bot {
public:
    GatedBot(Gate& gate, std::unique_ptr<Bot> inner) : gate_(gate), inner_(std::move(inner)) {}
    std::string decide(const BotView& view, Rng& rng) override {
        gate_.entered.release();
        if (!gate_.open.tryAcquire(1, 10000))
            ++gate_.late;
        return inner_->decide(view, rng);
    }
    bool takesLong() const override { return true; }

private:
    Gate& gate_;
    std::unique_ptr<Bot> inner_;
};

} // namespace

class TestTableSession : public QObject {
    Q_OBJECT
private slots:
    void botsPlayWholeMatchesThatTheRecordReplays_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("fourcolor") << "fourcolor" << 4;
        QTest::newRow("fourcolor 2 seats") << "fourcolor" << 2;
        QTest::newRow("hakka") << "hakka" << 4;
    }

    void botsPlayWholeMatchesThatTheRecordReplays() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QString error;
        const std::map<std::string, std::string> options =
            game == "hakka" ? std::map<std::string, std::string>{{"rounds", "1"}}
                            : std::map<std::string, std::string>{};
        auto session = TableSession::create(newMatch(qPrintable(game), seats, 7, options), &error);
        QVERIFY2(session, qPrintable(error));
        seatBots(*session);
        QSignalSpy finished(session.get(), &TableSession::finished);
        QSignalSpy refused(session.get(), &TableSession::refused);
        session->start();
        QVERIFY(playToTheEnd(*session));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(refused.count(), 0);
        // The record is the journal: replayed offline it gives the same match.
        const ReplayRun offline = runReplay(session->record());
        QVERIFY(!offline.failure);
        QCOMPARE(offline.state->scores(), session->state().scores());
        QCOMPARE(session->game().save(*offline.state), session->game().save(session->state()));
    }

    // A hard bot (a real search, decided on a worker thread) at a table of normal bots: the match
    // ends, nothing is refused, the record replays it, and a second table plays the same match.
    void hardBotsPlayWholeMatchesOffTheirThread() {
        QStringList first;
        for (int run = 0; run < 2; ++run) {
            QString error;
            auto session = TableSession::create(newMatch("zipai", 3, 8, {{"hands", "1"}}), &error);
            QVERIFY2(session, qPrintable(error));
            seatBots(*session);
            auto* hard = new BotAgent(
                *session, makeBot(session->game(), "hard", {.budgetMs = 0, .samples = 2}), 0, 0);
            session->setAgent(0, hard);
            QSignalSpy refused(session.get(), &TableSession::refused);
            QSignalSpy chose(hard, &SeatAgent::chose);
            session->start();
            QVERIFY(playToTheEnd(*session));
            QCOMPARE(refused.count(), 0);
            QVERIFY(chose.count() > 3);
            const ReplayRun offline = runReplay(session->record());
            QVERIFY(!offline.failure);
            QCOMPARE(session->game().save(*offline.state), session->game().save(session->state()));
            QStringList actions;
            for (const auto& a : session->record().actions)
                actions << QStringLiteral("%1 %2").arg(a.seat).arg(QString::fromStdString(a.text));
            if (run == 0)
                first = actions;
            else
                QCOMPARE(actions, first);
        }
    }

    // Every settled hand's log stays readable after the next deal: each hand's log runs from its
    // deal to its hand-end, the hands together are the whole match log the viewer may see, and a
    // seat's log of the hand in play is its observation's.
    void eachHandsLogStaysReadable_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("zipai") << "zipai" << 3;
        QTest::newRow("hakka") << "hakka" << 4;
        QTest::newRow("tichu") << "tichu" << 4;
    }

    void eachHandsLogStaysReadable() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QString error;
        auto session = TableSession::create(newMatch(qPrintable(game), seats, 13), &error);
        QVERIFY2(session, qPrintable(error));
        seatBots(*session);
        int checkedMidMatch = 0;
        connect(session.get(), &TableSession::changed, this, [&] {
            if (session->state().isTerminal() || session->state().ledger().handsPlayed() < 1)
                return;
            // The hand in play is the observation's log, for each seat.
            for (int seat = -1; seat < seats; ++seat) {
                const QJsonArray log =
                    session->game().observe(session->state(), seat).value("log").toArray();
                const QJsonArray mine = session->handLog(session->handsLogged(), seat);
                if (log != mine) {
                    int at = 0;
                    while (at < log.size() && at < mine.size() && log[at] == mine[at])
                        ++at;
                    qWarning() << "hand" << session->handsLogged() << "seat" << seat << at
                               << log.size() << mine.size() << log.at(at) << mine.at(at);
                    ++checkedMidMatch;
                    return;
                }
            }
        });
        session->start();
        QVERIFY(playToTheEnd(*session));
        QCOMPARE(checkedMidMatch, 0);
        const int hands = session->handsLogged();
        QVERIFY(hands >= 2);
        QCOMPARE(hands, session->state().ledger().handsPlayed());
        for (int seat = -1; seat < seats; ++seat) {
            QJsonArray all;
            for (int h = 1; h <= hands; ++h) {
                const QJsonArray log = session->handLog(h, seat);
                QVERIFY(!log.isEmpty());
                QCOMPARE(log.first()["type"].toString(), QStringLiteral("deal"));
                bool ended = false;
                for (const QJsonValue& e : log)
                    ended |= e["type"].toString() == QLatin1String("hand-end");
                QVERIFY2(ended, qPrintable(QString("hand %1").arg(h)));
                for (const QJsonValue& e : log)
                    all.append(e);
            }
            QJsonArray visible;
            for (const Event& e : session->state().events()) {
                if (e.type == "void") { // all passed: the deal dealt again stands instead
                    while (visible.last()["type"].toString() != QLatin1String("deal"))
                        visible.removeLast();
                    visible.removeLast();
                } else if (e.visibleFor(seat)) {
                    visible.append(json::event(e));
                }
            }
            if (seat < 0) // the spectators' placeholders (zipai) are checked mid-match above
                for (int h = int(all.size()) - 1; h >= 0; --h)
                    if (all[h].toObject().contains("visibleTo"))
                        all.removeAt(h);
            // Only the match's end follows the last hand.
            while (visible.size() > all.size() &&
                   visible.last()["type"].toString() == QLatin1String("match-end"))
                visible.removeLast();
            QCOMPARE(all, visible);
        }
        QVERIFY(session->handLog(hands + 1, -1).isEmpty());
    }

    // A server's hold at the end of a hand: nobody may act while it lasts, and play goes on by
    // itself when it is over.
    void theHandEndHoldGoesOnByItself() {
        QString error;
        auto session = TableSession::create(newMatch("zipai", 3, 13, {{"hands", "2"}}), &error);
        QVERIFY2(session, qPrintable(error));
        seatBots(*session);
        session->setHandEndHold(50);
        QCOMPARE(session->handEndHold(), 50);
        int ends = 0;
        int refusedInHold = 0;
        connect(session.get(), &TableSession::handEnded, this, [&] {
            ++ends;
            QVERIFY(session->pausedAtHandEnd());
            const auto waiting = session->state().awaiting();
            const int seat = waiting.empty() ? 0 : waiting.front();
            const auto before = session->record().actions.size();
            const auto legal = session->state().legalActions(seat);
            if (!legal.empty() &&
                !session->submit(seat, QString::fromStdString(legal.front())).ok())
                ++refusedInHold;
            QCOMPARE(session->record().actions.size(), before);
        });
        session->start();
        QVERIFY(playToTheEnd(*session));
        QCOMPARE(ends, 1); // the last hand ends the match, with no hold
        QCOMPARE(refusedInHold, 1);
    }

    void refusedActionsChangeNothing() {
        QString error;
        auto session = TableSession::create(newMatch("hakka", 4, 3), &error);
        auto* watcher = new WatchingAgent(*session);
        session->setAgent(1, watcher);
        QSignalSpy refused(session.get(), &TableSession::refused);
        session->start();
        const QJsonObject before = session->game().save(session->state());
        QVERIFY(!session->submit(0, QStringLiteral("fly")).ok());
        QVERIFY(!session->submit(9, QStringLiteral("pass")).ok());
        watcher->act(2, QStringLiteral("pass")); // seat 1's agent speaking for seat 2
        QCOMPARE(refused.count(), 3);
        QCOMPARE(refused.last().at(2).toString(), QString("an agent can only act for its seat"));
        QCOMPARE(session->game().save(session->state()), before);
        QVERIFY(session->record().actions.empty());
    }

    void viewsHideWhatTheyMust() {
        QString error;
        auto session = TableSession::create(newMatch("fourcolor", 3, 11), &error);
        seatBots(*session);
        // Watch seat 0 and a spectator's share of the public log through a watcher on seat 0.
        auto* watcher = new WatchingAgent(*session);
        session->setAgent(0, watcher);
        QObject::connect(session.get(), &TableSession::changed, session.get(), [&] {
            if (session->state().awaiting() == std::vector<int>{0})
                watcher->act(0, QString::fromStdString(session->state().legalActions(0).front()));
        });
        QSignalSpy finished(session.get(), &TableSession::finished);
        session->start();
        if (session->state().awaiting() == std::vector<int>{0})
            watcher->act(0, QString::fromStdString(session->state().legalActions(0).front()));
        QVERIFY(playToTheEnd(*session));
        QCOMPARE(finished.count(), 1);
        QVERIFY(watcher->shown > 50);
        QVERIFY2(watcher->leaks.isEmpty(), qPrintable(watcher->leaks.join(", ")));
    }

    // A match resumed just after an action that opened claim windows says how many it opened and
    // what a spectator saw before it (the table times them again); a match resumed after any
    // other action, or gone on since, says none.
    void aResumedMatchTellsTheWindowsItsLastActionOpened() {
        const Replay start = newMatch("fourcolor", 4, 5, {{"hands", "1"}});
        const GameInfo& game = *findGame("fourcolor");
        ReplayRun run = runReplay(start);
        QVERIFY(run.state);
        GameState& state = *run.state;
        const auto bot = game.basicBot();
        Rng rng(5);
        Replay record = start;
        int opening = 0, quiet = 0;
        while (!state.isTerminal() && (opening < 3 || quiet < 3)) {
            const int seat = state.awaiting().front();
            const std::string action = bot->choose(state, seat, rng);
            const QJsonObject before = game.observe(state, -1);
            const int windowsBefore = state.windowsOpened();
            QVERIFY(state.apply(seat, action).ok());
            record.actions.push_back({seat, action});
            const int opened = state.windowsOpened() - windowsBefore;
            QString error;
            auto resumed = TableSession::create(record, &error);
            QVERIFY2(resumed, qPrintable(error));
            QCOMPARE(resumed->resumedWindows().count, opened);
            QCOMPARE(resumed->resumedWindows().before, opened > 0 ? before : QJsonObject());
            (opened > 0 ? opening : quiet) += 1;
            if (opened > 0 && opening == 1) { // gone on: nothing is left to time again
                seatBots(*resumed);
                resumed->start();
                QVERIFY(QTest::qWaitFor(
                    [&] { return resumed->record().actions.size() > record.actions.size(); }));
                QCOMPARE(resumed->resumedWindows().count, 0);
            }
        }
        QVERIFY(opening >= 3 && quiet >= 3);
    }

    void aMatchResumedFromItsRecordEndsTheSame() {
        QString error;
        auto whole = TableSession::create(newMatch("hakka", 4, 21, {{"rounds", "1"}}), &error);
        seatBots(*whole);
        QSignalSpy wholeDone(whole.get(), &TableSession::finished);
        whole->start();
        QVERIFY(playToTheEnd(*whole));
        QCOMPARE(wholeDone.count(), 1);

        // The same match stopped halfway, saved as JSON, loaded and played on.
        Replay half = whole->record();
        half.actions.resize(half.actions.size() / 2);
        const QByteArray saved = QJsonDocument(half.toJson()).toJson();
        auto loaded = Replay::parse(saved, &error);
        QVERIFY2(loaded, qPrintable(error));
        auto resumed = TableSession::create(*loaded, &error);
        QVERIFY2(resumed, qPrintable(error));
        seatBots(*resumed);
        QSignalSpy resumedDone(resumed.get(), &TableSession::finished);
        resumed->start();
        QVERIFY(playToTheEnd(*resumed));
        QCOMPARE(resumedDone.count(), 1);
        QCOMPARE(resumed->state().scores(), whole->state().scores());
        QCOMPARE(resumed->record().actions.size(), whole->record().actions.size());
    }

    // Every claim window lasts the hold, whether somebody could claim or not: between two views
    // shown to everybody lie at least as many holds as windows opened in between.
    void claimWindowsLastTheSameWhoeverCanClaim_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::newRow("fourcolor") << "fourcolor" << 3;
        QTest::newRow("zipai") << "zipai" << 3;
        QTest::newRow("tichu") << "tichu" << 4;
    }

    void claimWindowsLastTheSameWhoeverCanClaim() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        constexpr int hold = 15;
        QString error;
        auto session = TableSession::create(newMatch(qPrintable(game), seats, 5), &error);
        QVERIFY2(session, qPrintable(error));
        seatBots(*session);
        session->setWindowHold(hold, false);
        QElapsedTimer clock;
        struct Shown {
            qint64 at;
            int windows;
            bool askedSomebody; // a window is open at the end of it
        };
        std::vector<Shown> shown;
        QObject::connect(session.get(), &TableSession::published, session.get(), [&] {
            shown.push_back(
                {clock.elapsed(), session->state().windowsOpened(), session->state().inWindow()});
        });
        clock.start();
        session->start();
        QEventLoop loop;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (shown.size() >= 60 || session->state().isTerminal())
                loop.quit();
        });
        poll.start(5);
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        loop.exec();
        QVERIFY2(shown.size() >= 60 || session->state().isTerminal(),
                 qPrintable(QString::number(shown.size())));
        int windowsSeen = 0;
        for (std::size_t i = 1; i < shown.size(); ++i) {
            const int opened = shown[i].windows - shown[i - 1].windows;
            windowsSeen += opened;
            QVERIFY2(shown[i].at - shown[i - 1].at >= qint64(opened) * hold - 1,
                     qPrintable(QString("view %1: %2 windows in %3 ms")
                                    .arg(i)
                                    .arg(opened)
                                    .arg(shown[i].at - shown[i - 1].at)));
        }
        QVERIFY(windowsSeen > 5);
        // The bots answer at once, so a window shown to everybody still open is one being held.
        QCOMPARE(session->record().actions.empty(), false);
    }

    // While a window's time runs, only the seats asked in it may act; one that stays silent is
    // declined when the time is up if the table closes windows (a server's claim timer).
    void aHeldWindowAcceptsOnlyItsClaimantsAndClosesOnTime() {
        QString error;
        auto session = TableSession::create(newMatch("fourcolor", 2, 8), &error);
        QVERIFY2(session, qPrintable(error));
        auto* east = new WatchingAgent(*session);
        auto* west = new WatchingAgent(*session);
        session->setAgent(0, east);
        session->setAgent(1, west);
        session->setWindowHold(10, true);
        session->start();
        int probed = 0, declined = 0;
        for (int step = 0; step < 200 && !session->state().isTerminal(); ++step) {
            if (session->holding()) {
                for (int seat = 0; seat < 2; ++seat) {
                    const auto waiting = session->state().awaiting();
                    const bool asked =
                        session->state().inWindow() &&
                        std::find(waiting.begin(), waiting.end(), seat) != waiting.end();
                    if (!asked) {
                        const auto result = session->submit(seat, QStringLiteral("pass"));
                        QVERIFY(!result.ok());
                        QVERIFY(QString::fromStdString(result.error).contains("claim window"));
                        ++probed;
                    }
                }
                const auto before = session->record().actions.size();
                QTRY_VERIFY_WITH_TIMEOUT(!session->holding(), 60000);
                for (auto i = before; i < session->record().actions.size(); ++i)
                    declined += session->record().actions[i].text == "pass";
                continue;
            }
            const auto waiting = session->state().awaiting();
            QVERIFY(!waiting.empty());
            const int seat = waiting.front();
            // Never a claim: the discard, or the first claim when a General must be taken.
            const auto legal = session->state().legalActions(seat);
            QVERIFY(session->submit(seat, QString::fromStdString(legal.front())).ok());
        }
        QVERIFY(probed > 10);
        QVERIFY(declined > 0);
        QCOMPARE(east->leaks, QStringList{});
        QCOMPARE(west->leaks, QStringList{});
    }

    // The network's form of a view: the log's new events only, whole again after showAgain, and
    // right also across claim windows, where a seat is shown the window as it would reach it.
    void deltaViewsPutTogetherAreTheWholeViews_data() {
        QTest::addColumn<QString>("game");
        QTest::addColumn<int>("seats");
        QTest::addColumn<int>("hold");
        QTest::newRow("fourcolor") << "fourcolor" << 4 << 0;
        QTest::newRow("fourcolor, windows held") << "fourcolor" << 3 << 1;
        QTest::newRow("zipai, windows held") << "zipai" << 3 << 1;
        QTest::newRow("tichu, windows held") << "tichu" << 4 << 1;
        QTest::newRow("hakka") << "hakka" << 4 << 0;
    }

    void deltaViewsPutTogetherAreTheWholeViews() {
        QFETCH(QString, game);
        QFETCH(int, seats);
        QFETCH(int, hold);
        QString error;
        const std::map<std::string, std::string> options =
            game == "hakka"   ? std::map<std::string, std::string>{{"rounds", "1"}}
            : game == "tichu" ? std::map<std::string, std::string>{{"rounds", "1"}}
            : game == "zipai" ? std::map<std::string, std::string>{{"hands", "2"}}
                              : std::map<std::string, std::string>{};
        auto session = TableSession::create(newMatch(qPrintable(game), seats, 11, options), &error);
        QVERIFY2(session, qPrintable(error));
        std::vector<DeltaCheckingBot*> bots;
        for (int s = 0; s < seats; ++s) {
            bots.push_back(new DeltaCheckingBot(*session, s));
            session->setAgent(s, bots.back());
        }
        session->setWindowHold(hold, true);
        // Now and then a seat is shown its last view again, as to a client that reconnected.
        int again = 0;
        QObject::connect(session.get(), &TableSession::changed, session.get(), [&] {
            if (session->record().actions.size() % 7 == 0) {
                session->showAgain(int(session->record().actions.size() / 7) % seats);
                ++again;
            }
        });
        session->start();
        QVERIFY(playToTheEnd(*session));
        QVERIFY(again > 3);
        for (const DeltaCheckingBot* bot : bots) {
            QVERIFY2(bot->problems.isEmpty(), qPrintable(bot->problems.mid(0, 3).join("; ")));
            QVERIFY(bot->goesOn > bot->whole); // most views carry only what is new
        }
    }

    // A bot asked in a claim window's slot answers at once, whatever its delay: the slot holds
    // the table for its whole time anyway, and a server declines for a seat still silent when
    // it ends, so a bot slower than the slot would never claim. Alice discards the chariot that
    // Bob, a bot taking a minute over each move, can chow.
    void aBotAnswersAClaimWindowAtOnce() {
        QString error;
        const auto replay = Replay::parse(test::claimDeals("fourcolor").withClaim, &error);
        QVERIFY2(replay, qPrintable(error));
        auto session = TableSession::create(*replay, &error);
        QVERIFY2(session, qPrintable(error));
        ManualClock clock; // the slot never ends by itself
        session->setClock(&clock);
        auto* bob = new BotAgent(*session, session->game().basicBot(), 1, 60000);
        session->setAgent(1, bob);
        QSignalSpy answered(bob, &SeatAgent::chose);
        session->setWindowHold(500, true);
        session->start();
        QVERIFY(session->submit(0, QStringLiteral("discard RC")).ok());
        QVERIFY(session->inWindow());
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 30000);
        QCOMPARE(clock.now(), qint64(0)); // within the slot
    }

    // A bot reads the state, so no observation is built for it, and it still plays on.
    void botsAreShownNoObservation() {
        struct Bot : BotAgent {
            using BotAgent::BotAgent;
            void show(const SeatView& view) override {
                observations += !view.observation.isEmpty() || !view.newEvents.isEmpty();
                ++shown;
                BotAgent::show(view);
            }
            int observations = 0, shown = 0;
        };
        QString error;
        auto session = TableSession::create(newMatch("fourcolor", 3, 4), &error);
        QVERIFY2(session, qPrintable(error));
        std::vector<Bot*> bots;
        for (int s = 0; s < 3; ++s) {
            bots.push_back(new Bot(*session, session->game().basicBot(), std::uint64_t(s), 0));
            session->setAgent(s, bots.back());
        }
        session->setWindowHold(1, true);
        session->start();
        QVERIFY(playToTheEnd(*session));
        session->showAgain(1);
        for (const Bot* bot : bots) {
            QVERIFY(bot->shown > 10);
            QCOMPARE(bot->observations, 0);
        }
    }

    // A long decision runs off the session's thread: the event loop goes on meanwhile (here it
    // opens the gate the bot waits at), and the answers come back and are played.
    void aLongDecisionLeavesTheEventLoopRunning() {
        QString error;
        auto session = TableSession::create(newMatch("tichu", 4, 5), &error);
        QVERIFY2(session, qPrintable(error));
        Gate gate;
        std::vector<BotAgent*> bots;
        for (int s = 0; s < 4; ++s) {
            bots.push_back(
                new BotAgent(*session, std::make_unique<GatedBot>(gate, session->game().basicBot()),
                             std::uint64_t(s), 0));
            session->setAgent(s, bots.back());
        }
        QSignalSpy refused(session.get(), &TableSession::refused);
        int opened = 0;
        QTimer ticker;
        ticker.setInterval(0);
        connect(&ticker, &QTimer::timeout, [&] {
            if (gate.entered.tryAcquire()) {
                gate.open.release();
                ++opened;
            }
        });
        ticker.start();
        session->start();
        QTRY_VERIFY_WITH_TIMEOUT(session->state().events().size() > 20, 60000);
        ticker.stop();
        QVERIFY(opened >= 8);
        QCOMPARE(gate.late.load(), 0);
        QCOMPARE(refused.count(), 0);
        gate.open.release(100); // the decisions still running end at once
        session.reset();
        QThreadPool::globalInstance()->waitForDone();
    }

    // A decision made for a view that is no longer the seat's is dropped, and the bot decides
    // again on the view it is shown now.
    void aStaleDecisionIsDropped() {
        QString error;
        auto session = TableSession::create(newMatch("tichu", 4, 6), &error);
        QVERIFY2(session, qPrintable(error));
        Gate gate;
        auto* bot = new BotAgent(
            *session, std::make_unique<GatedBot>(gate, session->game().basicBot()), 0, 0);
        session->setAgent(0, bot);
        std::vector<WatchingAgent*> people;
        for (int s = 1; s < 4; ++s) {
            people.push_back(new WatchingAgent(*session));
            session->setAgent(s, people.back());
        }
        QSignalSpy dropped(bot, &BotAgent::dropped);
        QSignalSpy chose(bot, &SeatAgent::chose);
        QSignalSpy refused(session.get(), &TableSession::refused);
        session->start(); // the Grand Tichu call: every seat is asked at once
        QTRY_VERIFY(gate.entered.available() == 1);
        QVERIFY(bot->deciding());
        // Seat 1 answers while seat 0's bot decides: seat 0 is shown a new view.
        const QString answer = people[0]->last.legal.front();
        people[0]->act(1, answer);
        QCOMPARE(refused.count(), 0);
        gate.open.release();
        QTRY_COMPARE(dropped.count(), 1);
        QCOMPARE(chose.count(), 0);
        // It decides again, from the view of now, and that answer is played.
        QTRY_VERIFY(gate.entered.available() == 2);
        gate.open.release();
        QTRY_COMPARE(chose.count(), 1);
        QCOMPARE(dropped.count(), 1);
        QCOMPARE(refused.count(), 0);
        QVERIFY(!bot->deciding());
        const auto waiting = session->state().awaiting();
        QVERIFY(std::find(waiting.begin(), waiting.end(), 0) == waiting.end());
        QVERIFY(std::find(waiting.begin(), waiting.end(), 1) == waiting.end());
        QCOMPARE(gate.late.load(), 0);
    }

    // Closing the table while a bot decides: the worker finishes on its own copies and its answer
    // goes nowhere.
    void closingTheTableWhileABotDecidesIsSafe() {
        QString error;
        auto session = TableSession::create(newMatch("zipai", 3, 7), &error);
        QVERIFY2(session, qPrintable(error));
        Gate gate;
        for (int s = 0; s < 3; ++s)
            session->setAgent(s, new BotAgent(*session,
                                              std::make_unique<GatedBot>(
                                                  gate, makeBot(session->game(), "hard",
                                                                {.budgetMs = 0, .samples = 2})),
                                              std::uint64_t(s), 0));
        session->start();
        QTRY_VERIFY(gate.entered.available() >= 1);
        session.reset(); // the agents, their bots' seats and the state go with it
        gate.open.release(100);
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents(); // anything posted to the agents is gone with them
        QCOMPARE(gate.late.load(), 0);
    }

    // A move given in another spelling than the legal list's is recorded as listed, so replays
    // and journals hold one text per move: a zipai chow with its 比 group written first
    // (docs/games/zipai.md) is kept as `chi S2 S3 bi S1 B1 B1`. A listed spelling stays as it is.
    void aMoveIsRecordedAsTheLegalListSpellsIt_data() {
        QTest::addColumn<QString>("given");
        QTest::newRow("other spelling") << "chi B1 B1 bi S1 S2 S3";
        QTest::newRow("listed spelling") << "chi S2 S3 bi S1 B1 B1";
    }
    void aMoveIsRecordedAsTheLegalListSpellsIt() {
        QFETCH(QString, given);
        QFile file(QStringLiteral(PAIJU_SCENARIO_DIR "/zipai-chow-other-spelling.replay.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QString error;
        auto replay = Replay::parse(file.readAll(), &error);
        QVERIFY2(replay, qPrintable(error));
        replay->actions.resize(1); // East discards S1
        auto session = TableSession::create(*replay, &error);
        QVERIFY2(session, qPrintable(error));
        QVERIFY(session->submit(1, given).ok());
        QCOMPARE(session->record().actions.back().text, std::string("chi S2 S3 bi S1 B1 B1"));
    }

    void aBadRecordIsRefused() {
        Replay bad = newMatch("hakka", 4, 1);
        bad.actions.push_back({0, "declare"});
        QString error;
        QVERIFY(!TableSession::create(bad, &error));
        QVERIFY(error.contains("action 0"));
    }
};

QTEST_GUILESS_MAIN(TestTableSession)
#include "tst_table_session.moc"
