// The server when things go wrong: a client killed mid-hand, a player who walks away, a server
// killed and started again, a journal cut short, floods, silence, spectators, and TLS.
#include "server/journal.h"
#include "server/remote_agent.h"
#include "session/clock.h"
#include "test_certificate.h"
#include "test_client.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSslKey>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace paiju;
using test::botSpeed;
using test::Client;
using test::runUntil;

namespace {

QJsonObject act(const QString& table, const QString& action) {
    return QJsonObject{{"type", "act"}, {"table", table}, {"action", action}};
}

// Two clients at a two-seat Four-Color table, seated, not yet started.
struct Pair {
    std::unique_ptr<Client> east, west;
    QString table;
    QString eastToken, westToken;
};

// `options` of the four-color match (a long one keeps two bots from racing to its end).
Pair seatTwo(quint16 port, int turnSeconds, const QJsonObject& options = {}) {
    Pair p;
    p.east = std::make_unique<Client>(port);
    p.west = std::make_unique<Client>(port);
    if (!p.east->greet() || !p.west->greet())
        return {};
    p.east->send(QJsonObject{{"type", "create"},
                             {"game", "fourcolor"},
                             {"seats", 2},
                             {"windowMs", 0},
                             {"turnSeconds", turnSeconds},
                             {"options", options}});
    p.table = p.east->next("created").value("table").toString();
    p.east->send(QJsonObject{{"type", "join"}, {"table", p.table}, {"seat", 0}});
    p.eastToken = p.east->next("joined").value("token").toString();
    p.west->send(QJsonObject{{"type", "join"}, {"table", p.table}, {"seat", 1}});
    p.westToken = p.west->next("joined").value("token").toString();
    return p;
}

// The next `stand-in` message about `seat`, skipping those about other seats.
QJsonObject standIn(Client& c, int seat, int ms = 60000) {
    QElapsedTimer clock;
    clock.start();
    for (QJsonObject m = c.next("stand-in", ms); !m.isEmpty();
         m = c.next("stand-in", int(std::max<qint64>(1, ms - clock.elapsed()))))
        if (m.value("seat").toInt(-1) == seat)
            return m;
    return {};
}

bool over(const Client& c) {
    return c.lastView.value("observation").toObject().value("phase") == "match-over";
}

int viewsIn(const Client& c) {
    int n = 0;
    for (const QJsonObject& m : c.inbox)
        n += m.value("type") == "view";
    return n;
}

// Starts paiju-server on a free port; 0 when it did not say where it listens.
quint16 startServer(QProcess& process, const QString& dataDir) {
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("paiju.server.info=true"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(PAIJU_SERVER_PATH), {"--port", "0", "--bind", "127.0.0.1",
                                                      "--data-dir", dataDir, "--rate", "100000"});
    if (!process.waitForStarted())
        return 0;
    QByteArray said;
    const QRegularExpression listening(QStringLiteral("listening on port (\\d+)"));
    for (int i = 0; i < 100; ++i) {
        process.waitForReadyRead(100);
        said += process.readAllStandardError();
        const auto match = listening.match(QString::fromUtf8(said));
        if (match.hasMatch())
            return quint16(match.captured(1).toUInt());
    }
    return 0;
}

} // namespace

class TestServerResilience : public QObject {
    Q_OBJECT
private slots:
    void aKilledClientReconnectsAndTheMatchGoesOn() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Pair p = seatTwo(server.port(), 0); // no turn timer: the seat waits for its player
        QVERIFY(!p.eastToken.isEmpty());
        p.east->autoplay = p.west->autoplay = true;
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return viewsIn(*p.east) >= 12; }, 60000));
        p.east->socket.abort(); // killed: no goodbye
        p.east.reset();
        const auto* table = server.table(p.table);
        QVERIFY(runUntil([&] { return table->seats[0].here == nullptr; }, 60000));
        // Play stops at the missing player's turn.
        QVERIFY(runUntil(
            [&] {
                const auto w = table->session->state().awaiting();
                return w == std::vector<int>{0};
            },
            60000));
        const auto actionsWhileAway = table->session->record().actions.size();
        QTest::qWait(200);
        QCOMPARE(table->session->record().actions.size(), actionsWhileAway);

        Client back(server.port());
        QVERIFY(back.greet());
        back.send(QJsonObject{{"type", "reconnect"}, {"token", "0123"}});
        QCOMPARE(back.next("error").value("code").toString(), QString("bad-token"));
        back.autoplay = true;
        const QJsonArray logWhileAway =
            table->settings.game->observe(table->session->state(), 0).value("log").toArray();
        QVERIFY(logWhileAway.size() > 1);
        back.send(QJsonObject{{"type", "reconnect"}, {"token", p.eastToken}});
        const QJsonObject joined = back.next("joined");
        QCOMPARE(joined.value("seat").toInt(), 0);
        QCOMPARE(joined.value("table").toString(), p.table);
        // The view on coming back is whole: the hand's log from its start, not what it missed.
        const QJsonObject view = back.next("view");
        QCOMPARE(view.value("logFrom").toInt(-1), 0);
        QCOMPARE(view.value("observation").toObject().value("log").toArray(), logWhileAway);
        QVERIFY(runUntil([&] { return over(back) && over(*p.west); }));
        QVERIFY(table->session->record().actions.size() > actionsWhileAway);
        const ReplayRun offline = runReplay(table->session->record());
        QVERIFY(!offline.failure);
        QCOMPARE(offline.state->scores(), table->session->state().scores());
    }

    void aPlayerAwayPastTheTurnTimerIsPlayedByABot() {
        session::ManualClock clock;
        server::TableServer server(botSpeed());
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Pair p = seatTwo(server.port(), 1);
        p.west->autoplay = true; // east never acts, then goes
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return viewsIn(*p.west) >= 1; }, 60000));
        p.east->socket.abort();
        const auto* session = server.table(p.table)->session.get();
        QVERIFY(runUntil(
            [&] {
                const auto w = session->state().awaiting();
                return std::find(w.begin(), w.end(), 0) != w.end();
            },
            60000));
        // The first question that runs out calls the stand-in if it is a turn of the seat's own; a
        // claim question declines quietly instead (a stand-in called from a window would name the
        // seat asked), and so do the seat's later ones, at once, until its own turn runs out too.
        // So the table waits a turn's time twice at the most; after that the bot plays at once,
        // to the end.
        const auto* east = qobject_cast<server::RemoteAgent*>(session->agent(0));
        QVERIFY(east);
        for (int waits = 0; waits < 5 && !east->takenOver() && !over(*p.west); ++waits) {
            clock.advance(1000);
            QVERIFY(runUntil(
                [&] {
                    const auto w = session->state().awaiting();
                    return east->takenOver() || over(*p.west) ||
                           (east->timeLeftMs() >= 0 && w.contains(0));
                },
                60000));
        }
        QVERIFY(east->takenOver() || over(*p.west));
        const qint64 calledAt = clock.now();
        QVERIFY(runUntil([&] { return over(*p.west); }, 120000));
        QCOMPARE(clock.now(), calledAt); // nothing waited for once the stand-in plays
        QVERIFY(session->state().isTerminal());
    }

    // A seat whose time ran out is played by a stand-in at once, turn after turn and without a
    // clock, until its player says `back` (or acts); everybody at the table is told when it
    // begins and ends, and the player's next turn has its clock again. A four-color match also
    // ends when a player has no points left (§14), which two seats of 20 points may reach in a
    // hand or two: a match that ended before a step could be seen tells nothing, and the story
    // is told again at a new table.
    void aStandInPlaysASlowSeatUntilThePlayerIsBack() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        for (int tables = 1; tables <= 8; ++tables) {
            bool ended = false;
            standInStory(server, ended);
            if (QTest::currentTestFailed() || !ended)
                return;
        }
        QFAIL("every match ended before the stand-in's story was told");
    }

    // A stand-in takes its time over a move as any bot at the server does; a player back before
    // it is done makes the move: the stand-in's is dropped. Tichu, whose first question (Grand
    // Tichu) is every seat's own turn. The turn's clock is the test's, so that once east is back
    // no new stand-in can come while the old one's time goes by.
    void aPlayerBackBeforeTheStandInMovedMakesTheMove() {
        session::ManualClock clock;
        server::ServerLimits limits = botSpeed();
        limits.botDelayMs = 3000;
        server::TableServer server(limits);
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client east(server.port());
        QVERIFY(east.greet());
        const QString table =
            test::sitAmongBots(
                east, {{"game", "tichu"}, {"seats", 4}, {"windowMs", 0}, {"turnSeconds", 1}})
                .table;
        QVERIFY(!table.isEmpty());
        east.send(QJsonObject{{"type", "start"}, {"table", table}});
        QJsonObject asked = east.next("view");
        while (!asked.isEmpty() && !asked.value("awaited").toBool())
            asked = east.next("view");
        QVERIFY(asked.value("awaited").toBool());
        // East's second runs out; its stand-in takes three seconds over the question.
        clock.advance(1000);
        QVERIFY(standIn(east, 0).value("playing").toBool());
        east.send(QJsonObject{{"type", "back"}, {"table", table}});
        const QJsonObject off = standIn(east, 0);
        QVERIFY(off.contains("playing") && !off.value("playing").toBool());
        const auto* hosted = server.table(table);
        const auto eastsMoves = [&] {
            int n = 0;
            for (const auto& a : hosted->session->record().actions)
                n += a.seat == 0;
            return n;
        };
        QTest::qWait(3500); // past the stand-in's three seconds: the question is still east's
        QCOMPARE(eastsMoves(), 0);
        QVERIFY(hosted->session->state().awaiting().contains(0));
    }

private:
    // West plays at once, then stops; once west's own turn then runs out, west has a stand-in
    // too, whose messages come whenever the clock says and say nothing about east's: they are
    // skipped. `ended`: the match ended before a step that needs it going.
    void standInStory(server::TableServer& server, bool& ended) {
        // The most hands a match may have: the test needs it to go on after the stand-in's turns.
        Pair p = seatTwo(server.port(), 1, QJsonObject{{"hands", 99}});
        p.west->autoplay = true; // east never acts
        Client rail(server.port());
        QVERIFY(rail.greet());
        rail.send(QJsonObject{{"type", "spectate"}, {"table", p.table}});
        QVERIFY(!rail.next("spectating").isEmpty());
        p.east->send(QJsonObject{{"type", "back"}, {"table", p.table}});
        QCOMPARE(p.east->next("error").value("code").toString(), QString("not-seated"));
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        const auto* table = server.table(p.table);
        const auto actionsOfEast = [&] {
            int n = 0;
            for (const auto& a : table->session->record().actions)
                n += a.seat == 0;
            return n;
        };
        const auto matchOver = [&] { return table->session->state().isTerminal(); };
        QVERIFY(standIn(*p.east, 0).value("playing").toBool());
        QVERIFY(standIn(rail, 0).value("playing").toBool());
        p.east->inbox.clear(); // what came before the stand-in
        // Every later turn of the seat is played at once: three more within a second or so,
        // where the turn timer alone would take three seconds.
        const int first = actionsOfEast();
        // West stops playing then, so that the two do not race to the end of the match.
        QObject guard;
        connect(table->session.get(), &session::TableSession::changed, &guard, [&] {
            if (actionsOfEast() >= first + 3)
                p.west->autoplay = false;
        });
        // Should it not come, say what the table waited on, so that the cause can be told.
        const auto waitedOn = [&] {
            const GameState& state = table->session->state();
            QStringList seats;
            for (int s : state.awaiting())
                seats << QString::number(s);
            return QStringLiteral("east acted %1 times since its stand-in began; the table awaits "
                                  "seats [%2]%3; west's last view %4, an action of west's %5")
                .arg(actionsOfEast() - first)
                .arg(seats.join(QLatin1Char(',')))
                .arg(state.inWindow() ? QStringLiteral(" in a claim window") : QString())
                .arg(p.west->lastView.value("awaited").toBool()
                         ? QStringLiteral("awaits it")
                         : QStringLiteral("does not await it"))
                .arg(p.west->acting() ? QStringLiteral("is on its way") : QStringLiteral("is not"));
        };
        QVERIFY2(runUntil([&] { return actionsOfEast() >= first + 3 || matchOver(); }, 20000),
                 qPrintable(waitedOn()));
        if (actionsOfEast() < first + 3) {
            ended = true;
            return;
        }
        for (const QJsonObject& m : p.east->inbox)
            if (m.value("type") == "view")
                QVERIFY2(!m.contains("timeLeftMs"), "a clock ran while the stand-in played");
        // A spectator who comes now is told who plays for whom.
        Client late(server.port());
        QVERIFY(late.greet());
        late.send(QJsonObject{{"type", "spectate"}, {"table", p.table}});
        QVERIFY(standIn(late, 0).value("playing").toBool());
        QCOMPARE(late.next("view").value("seat").toInt(-2), -1); // and the table, at once
        if (matchOver()) {
            ended = true;
            return;
        }

        p.east->inbox.clear();
        p.east->send(QJsonObject{{"type", "back"}, {"table", p.table}});
        QCOMPARE(p.east->next("ok").value("for").toString(), QString("back"));
        const QJsonObject off = standIn(*p.east, 0);
        QVERIFY(off.contains("playing") && !off.value("playing").toBool());
        const QJsonObject railOff = standIn(rail, 0);
        QVERIFY(railOff.contains("playing") && !railOff.value("playing").toBool());
        // The player's next turn is the player's, with its clock.
        QJsonObject view;
        do
            view = p.east->next("view", 60000);
        while (!view.isEmpty() && !view.value("awaited").toBool() && !matchOver());
        if (!view.value("awaited").toBool() && matchOver()) {
            ended = true;
            return;
        }
        QVERIFY(view.value("awaited").toBool());
        QVERIFY(view.value("timeLeftMs").toInteger() > 0);

        // East lets that turn run out too; then an action, legal or not, takes the seat back.
        // The view awaited may have been a question in a claim window, which ends with a quiet
        // decline and no stand-in: the stand-in then comes at east's own turn, unless the match
        // ends first (west's stand-in plays on meanwhile).
        QJsonObject again;
        QElapsedTimer waited;
        waited.start();
        while (again.isEmpty() && !matchOver() && waited.elapsed() < 60000)
            again = standIn(*p.east, 0, 100);
        if (again.isEmpty() && matchOver()) {
            ended = true;
            return;
        }
        QVERIFY(again.value("playing").toBool());
        p.east->send(act(p.table, "no such action"));
        const QJsonObject offAgain = standIn(*p.east, 0);
        QVERIFY(offAgain.contains("playing") && !offAgain.value("playing").toBool());
    }

private slots:
    // A player who was away when the time ran out, and reconnects, is back from the stand-in.
    void aReconnectEndsTheStandIn() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Pair p = seatTwo(server.port(), 1);
        p.west->autoplay = true;
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return viewsIn(*p.west) >= 1; }, 60000));
        p.east->socket.abort();
        // Once the stand-in plays east, west stops, or the two would race to the match's end.
        const auto* session = server.table(p.table)->session.get();
        const auto* east = qobject_cast<server::RemoteAgent*>(session->agent(0));
        QVERIFY(east);
        connect(session, &session::TableSession::changed, this, [&] {
            if (east->takenOver())
                p.west->autoplay = false;
        });
        const QJsonObject on = p.west->next("stand-in", 60000);
        QCOMPARE(on.value("seat").toInt(), 0);
        QVERIFY(on.value("playing").toBool());

        Client back(server.port());
        QVERIFY(back.greet());
        back.send(QJsonObject{{"type", "reconnect"}, {"token", p.eastToken}});
        QVERIFY(!back.next("joined").isEmpty());
        const QJsonObject off = back.next("stand-in");
        QCOMPARE(off.value("seat").toInt(), 0);
        QVERIFY(!off.value("playing").toBool());
        QVERIFY(!p.west->next("stand-in").value("playing").toBool());
        QVERIFY(!east->takenOver());
    }

    // When a seat's turn timer starts, the other player hears the same deadline in a `clock`.
    void theOthersAreToldTheClockOfTheSeatToAct() {
        session::ManualClock table;
        server::TableServer server(botSpeed());
        server.setClock(&table);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Pair p = seatTwo(server.port(), 20);
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return viewsIn(*p.east) >= 1 && viewsIn(*p.west) >= 1; }, 60000));
        const bool eastActs =
            server.table(p.table)->session->state().awaiting() == std::vector<int>{0};
        Client& acting = eastActs ? *p.east : *p.west;
        Client& other = eastActs ? *p.west : *p.east;
        const QJsonObject clock = other.next("clock");
        QCOMPARE(clock.value("table").toString(), p.table);
        QCOMPARE(clock.value("seat").toInt(), eastActs ? 0 : 1);
        const qint64 left = clock.value("timeLeftMs").toInteger();
        QCOMPARE(left, 20000);
        // The seat itself has its deadline in its view, and no clock of its own.
        QCOMPARE(acting.lastView.value("timeLeftMs").toInteger(), 20000);
        for (const QJsonObject& m : acting.inbox)
            QVERIFY(m.value("type") != QLatin1String("clock"));

        // A spectator who comes while the timer runs is told at once, with the time left.
        table.advance(50);
        Client rail(server.port());
        QVERIFY(rail.greet());
        rail.send(QJsonObject{{"type", "spectate"}, {"table", p.table}});
        const QJsonObject told = rail.next("clock");
        QCOMPARE(told.value("seat").toInt(), eastActs ? 0 : 1);
        QCOMPARE(told.value("timeLeftMs").toInteger(), 20000 - 50);
    }

    void aKilledServerRestartsWithItsMatches() {
#ifndef Q_OS_UNIX
        QSKIP("killing a process is a Unix matter here");
#endif
        QTemporaryDir dir;
        QProcess first;
        const quint16 port = startServer(first, dir.path());
        QVERIFY(port != 0);
        Pair p = seatTwo(port, 0);
        QVERIFY(!p.westToken.isEmpty());
        p.east->autoplay = p.west->autoplay = true;
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return viewsIn(*p.east) >= 20; }, 60000));
        first.kill(); // SIGKILL: no chance to save anything
        QVERIFY(first.waitForFinished(5000));
        QVERIFY(runUntil(
            [&] {
                return p.east->socket.state() == QAbstractSocket::UnconnectedState &&
                       p.west->socket.state() == QAbstractSocket::UnconnectedState;
            },
            60000));
        const QJsonObject beforeKill = p.east->lastView.value("observation").toObject();

        QProcess second;
        const quint16 again = startServer(second, dir.path());
        QVERIFY(again != 0);
        Client east(again), west(again);
        QVERIFY(east.greet() && west.greet());
        east.send(QJsonObject{{"type", "list"}});
        const QJsonArray tables = east.next("lobby").value("tables").toArray();
        QCOMPARE(tables.size(), 1);
        QCOMPARE(tables[0].toObject().value("started").toBool(), true);
        east.autoplay = west.autoplay = true;
        east.send(QJsonObject{{"type", "reconnect"}, {"token", p.eastToken}});
        west.send(QJsonObject{{"type", "reconnect"}, {"token", p.westToken}});
        QCOMPARE(east.next("joined").value("seat").toInt(), 0);
        QCOMPARE(west.next("joined").value("seat").toInt(), 1);
        // The first view after the restart continues the log seen before the kill.
        const QJsonObject resumed = east.next("view").value("observation").toObject();
        QVERIFY(resumed.value("log").toArray().size() >= beforeKill.value("log").toArray().size());
        QVERIFY(runUntil([&] { return over(east) && over(west); }));
        second.terminate();
        QVERIFY(second.waitForFinished(5000));

        // The journal brings back the same match: its final scores are what the players saw.
        server::TableServer restored;
        QStringList problems;
        restored.setDataDir(dir.path(), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("; ")));
        const auto* table = restored.table(p.table);
        QVERIFY(table && table->session);
        QVERIFY(table->session->state().isTerminal());
        QJsonArray scores;
        for (int s : table->session->state().scores())
            scores.append(s);
        QCOMPARE(east.lastView.value("observation").toObject().value("scores").toArray(), scores);
    }

    void aJournalCutShortIsRestoredToItsLastWholeLine() {
        QTemporaryDir dir;
        QString tableId, token;
        std::size_t played = 0;
        {
            server::TableServer server(botSpeed());
            QStringList problems;
            server.setDataDir(dir.path(), &problems);
            QVERIFY(server.listen(QHostAddress::LocalHost, 0));
            Pair p = seatTwo(server.port(), 0);
            p.east->autoplay = p.west->autoplay = true;
            p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
            QVERIFY(runUntil([&] { return viewsIn(*p.west) >= 10; }, 60000));
            tableId = p.table;
            played = server.table(p.table)->session->record().actions.size();
        }
        QFile journal(dir.filePath(tableId + ".journal"));
        QVERIFY(journal.open(QIODevice::ReadWrite));
        const QByteArray whole = journal.readAll();
        journal.resize(whole.size() - 5); // the last entry loses its end, as in a crash
        journal.close();

        server::TableServer restored;
        QStringList problems;
        restored.setDataDir(dir.path(), &problems);
        QVERIFY(problems.isEmpty());
        const auto* table = restored.table(tableId);
        QVERIFY(table && table->session);
        QVERIFY(table->session->record().actions.size() + 1 >= played);
        QVERIFY(table->session->record().actions.size() < played + 1);

        // A journal broken in the middle is left out, with a reason, and breaks nothing else.
        QFile bad(dir.filePath("t99.journal"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"type\":\"table\"}\nnot json\n{}\n");
        bad.close();
        server::TableServer again;
        problems.clear();
        again.setDataDir(dir.path(), &problems);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0].contains("t99"));
        QVERIFY(again.table(tableId));
        QVERIFY(!again.table("t99"));
    }

    void spectatorsSeeOnlyWhatIsPublic() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Pair p = seatTwo(server.port(), 0);
        p.east->autoplay = p.west->autoplay = true;
        Client watcher(server.port());
        QVERIFY(watcher.greet());
        watcher.send(QJsonObject{{"type", "spectate"}, {"table", p.table}});
        QCOMPARE(watcher.next("spectating").value("table").toString(), p.table);
        p.east->send(QJsonObject{{"type", "start"}, {"table", p.table}});
        QVERIFY(runUntil([&] { return over(*p.east) && over(watcher); }));
        int views = 0;
        for (const QJsonObject& m : watcher.inbox) {
            if (m.value("type") != "view")
                continue;
            ++views;
            QCOMPARE(m.value("seat").toInt(), -1);
            QVERIFY(m.value("legal").toArray().isEmpty());
            for (const QJsonValue& seat :
                 m.value("observation").toObject().value("seats").toArray())
                QVERIFY(!seat.toObject().contains("hand"));
        }
        QVERIFY(views > 10);
        // A spectator cannot act.
        watcher.send(act(p.table, "pass"));
        QCOMPARE(watcher.next("error").value("code").toString(), QString("not-seated"));
    }

    void floodsAndSilenceAreCutOffWhileOthersAreServed() {
        server::ServerLimits limits;
        limits.messagesPerSecond = 10;
        limits.burst = 20;
        limits.idleSeconds = 1;
        session::ManualClock clock; // silence is counted on it: the test says how long passes
        server::TableServer server(limits);
        server.setClock(&clock);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client flood(server.port()), quiet(server.port()), polite(server.port());
        QVERIFY(flood.greet() && quiet.greet() && polite.greet());
        QByteArray burst;
        for (int i = 0; i < 200; ++i)
            burst += protocol::encodeFrame(QJsonObject{{"type", "ping"}});
        flood.sendRaw(burst);
        QCOMPARE(flood.next("error").value("code").toString(), QString("rate-limit"));
        // The polite one pings every 600 ms of the server's time and stays; the quiet one is
        // closed once more than a second passed (the server looks once a second).
        for (int step = 0; step < 2; ++step) {
            polite.send(QJsonObject{{"type", "ping"}});
            QVERIFY(!polite.next("pong", 60000).isEmpty());
            clock.advance(600);
        }
        polite.send(QJsonObject{{"type", "ping"}});
        QVERIFY(!polite.next("pong", 60000).isEmpty());
        QCOMPARE(quiet.next("error", 60000).value("code").toString(), QString("idle"));
        QVERIFY(runUntil([&] { return server.connectionCount() == 1; }, 60000));
        QCOMPARE(polite.socket.state(), QAbstractSocket::ConnectedState);
        polite.send(QJsonObject{{"type", "list"}});
        QVERIFY(!polite.next("lobby").isEmpty());
    }

    void theHostManagesSeatsAndTheLobbyFollows() {
        server::TableServer server(botSpeed());
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        Client host(server.port()), guest(server.port());
        QVERIFY(host.greet() && guest.greet());
        guest.send(QJsonObject{{"type", "list"}}); // subscribes to updates
        QVERIFY(guest.next("lobby").value("tables").toArray().isEmpty());
        host.send(QJsonObject{{"type", "create"}, {"game", "tichu"}, {"seats", 4}});
        const QString table = host.next("created").value("table").toString();
        // After the list, each change comes as that one table's entry.
        QCOMPARE(guest.next("lobby-update").value("table")["table"].toString(), table);
        host.send(QJsonObject{{"type", "add-bot"}, {"table", table}, {"seat", 2}});
        QCOMPARE(guest.next("lobby-update").value("table")["seats"][2].toString(), QString("bot"));
        guest.send(QJsonObject{{"type", "remove-bot"}, {"table", table}, {"seat", 2}});
        QCOMPARE(guest.next("error").value("code").toString(), QString("not-host"));
        host.send(QJsonObject{{"type", "remove-bot"}, {"table", table}, {"seat", 2}});
        QCOMPARE(guest.next("lobby-update").value("table")["seats"][2].toString(),
                 QString("empty"));
        guest.send(QJsonObject{
            {"type", "join"}, {"table", table}, {"seat", 1}, {"name", QString("张三")}});
        QVERIFY(!guest.next("joined").isEmpty());
        const QJsonObject seated = guest.next("lobby-update");
        QCOMPARE(seated.value("table")["names"][1].toString(), QString("张三"));
        guest.send(QJsonObject{{"type", "leave"}, {"table", table}});
        QVERIFY(!guest.next("left").isEmpty());
        QCOMPARE(guest.next("lobby-update").value("table")["seats"][1].toString(),
                 QString("empty"));
        host.send(QJsonObject{{"type", "start"}, {"table", table}});
        QCOMPARE(host.next("error").value("code").toString(), QString("seats-empty"));
    }

    void tlsIsServedWithTheGivenCertificate() {
        QTemporaryDir dir;
        QString cert, key;
        if (const QString problem = test::makeLocalhostCertificate(dir.path(), &cert, &key);
            !problem.isEmpty()) {
            if (problem.startsWith(QLatin1String("openssl is needed")))
                QSKIP(qPrintable(problem));
            QFAIL(qPrintable(problem));
        }

        server::TableServer server;
        QString error;
        QVERIFY(!server.useTls(dir.filePath("missing.pem"), key, &error));
        QVERIFY(error.contains("missing.pem"));
        QVERIFY2(server.useTls(cert, key, &error), qPrintable(error));
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));

        // A client that trusts this certificate (as the app does once its user accepted the
        // fingerprint) gets through and speaks the protocol.
        QSslSocket socket;
        QSslConfiguration config = socket.sslConfiguration();
        config.setCaCertificates(QSslCertificate::fromPath(cert));
        socket.setSslConfiguration(config);
        protocol::FrameDecoder decoder;
        QList<QJsonObject> got;
        QObject::connect(&socket, &QSslSocket::readyRead, &socket,
                         [&] { got << decoder.feed(socket.readAll()); });
        socket.connectToHostEncrypted(QStringLiteral("localhost"), server.port());
        QVERIFY(runUntil([&] { return socket.isEncrypted(); }, 60000));
        socket.write(protocol::encodeFrame(QJsonObject{
            {"type", "hello"}, {"version", protocol::protocolVersion}, {"client", "t"}}));
        QVERIFY(runUntil([&] { return !got.isEmpty(); }, 60000));
        QCOMPARE(got.first().value("type").toString(), QString("welcome"));

        // One that does not trust it is stopped by the verification.
        QSslSocket stranger;
        bool refused = false;
        QObject::connect(&stranger, &QSslSocket::sslErrors, &stranger,
                         [&](const QList<QSslError>&) { refused = true; });
        stranger.connectToHostEncrypted(QStringLiteral("localhost"), server.port());
        QVERIFY(runUntil([&] { return refused; }, 60000));
        QVERIFY(!stranger.isEncrypted());

        // A renewed certificate (paiju-server reads it again on SIGHUP) is what the next
        // connections get, on the same port, while the connection made before stays.
        QTemporaryDir renewedDir;
        QString renewed, renewedKey;
        QCOMPARE(test::makeLocalhostCertificate(renewedDir.path(), &renewed, &renewedKey),
                 QString());
        QVERIFY(!server.useTls(renewed, dir.filePath("missing.pem"), &error));
        QVERIFY2(server.useTls(renewed, renewedKey, &error), qPrintable(error));
        QSslSocket next;
        QSslConfiguration nextConfig = next.sslConfiguration();
        nextConfig.setCaCertificates(QSslCertificate::fromPath(renewed));
        next.setSslConfiguration(nextConfig);
        next.connectToHostEncrypted(QStringLiteral("localhost"), server.port());
        QVERIFY(runUntil([&] { return next.isEncrypted(); }, 60000));
        QCOMPARE(next.peerCertificate(), QSslCertificate::fromPath(renewed).first());
        QVERIFY(next.peerCertificate() != QSslCertificate::fromPath(cert).first());
        QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);
    }
};

QTEST_GUILESS_MAIN(TestServerResilience)
#include "tst_server_resilience.moc"
