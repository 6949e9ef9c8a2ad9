// Going back to one's seat online: while a stand-in bot plays the seat, the window offers no turn
// of its own (the stand-in is making it); the log marks the moves the stand-in made; and a
// window opened again with "Back to your seat" shows the table as it is now, with the chat said
// before it closed.
#include "client/table_client.h"
#include "core/rng.h"
#include "io/registry.h"
#include "lobby/lobby_window.h"
#include "protocol/frame_codec.h"
#include "protocol/server_messages.h"
#include "server/table_server.h"
#include "session/table_session.h"
#include "support/online_windows.h"
#include "table/hand_result_panel.h"
#include "table/hand_widget.h"
#include "table/online_table.h"
#include "table/seat_panel.h"
#include "table/table_view.h"
#include "table/table_window.h"

#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <memory>

using namespace paiju;

using test::hasTable;
using test::logText;

namespace {

QStringList chatLines(const gui::TableWindow& table) {
    QStringList lines;
    for (int i = 0; i < table.online()->chat()->count(); ++i)
        lines << table.online()->chat()->item(i)->text();
    return lines;
}

int shownActions(const gui::TableWindow& table) {
    int n = 0;
    for (QPushButton* b : table.actionButtons())
        n += !b->property("gone").toBool();
    return n;
}

} // namespace

class TestOnlineFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_flow"));
    }

    void backToYourSeat() {
        gui::LobbyWindow lobby;
        lobby.windowMs = 0;
        lobby.turnSeconds = 1;
        lobby.nameEdit()->setText(QStringLiteral("Ann"));
        lobby.show();
        // Tichu: every seat is asked at once whether it calls Grand Tichu, so Ann has a turn of
        // her own at the start of every deal. (At four-color one who never claims may never have
        // one: drawn cards are offered, not taken, and the bot may lead every hand.)
        gui::TableWindow* table = test::hostTable(lobby, QStringLiteral("tichu"), 4);
        QVERIFY(table);
        const QString id = table->online()->table();
        for (const char* seats :
             {"player,bot,empty,empty", "player,bot,bot,empty", "player,bot,bot,bot"}) {
            lobby.addBot(id);
            QTRY_VERIFY_WITH_TIMEOUT(hasTable(lobby, id, seats), 60000);
        }
        // Something said before the window closes.
        table->online()->chatLine()->setText(QStringLiteral("good luck"));
        QTest::keyClick(table->online()->chatLine(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(chatLines(*table).join('\n').contains("good luck"), 60000);
        lobby.start(id);

        // Ann never acts: after a second the stand-in plays for her, and her window offers no
        // turn meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(table->online()->standIns().contains(0), 60000);
        const auto* hosted = lobby.hostedServer()->table(id);
        QVERIFY(hosted);
        const auto movesOfSeat0 = [&] {
            int n = 0;
            for (const auto& a : hosted->session->record().actions)
                n += a.seat == 0;
            return n;
        };
        const int before = movesOfSeat0();
        QTRY_VERIFY_WITH_TIMEOUT(movesOfSeat0() > before, 60000);
        // Every view that comes while the stand-in plays, as the window has just shown it.
        int offered = 0;
        int viewsWhileStandIn = 0;
        auto probe = std::make_unique<QObject>(); // gone before the window closes
        connect(&lobby.client(), &client::TableClient::received, probe.get(),
                [&](const protocol::ServerMessage& m) {
                    if (std::get_if<protocol::View>(&m) &&
                        table->online()->standIns().contains(0)) {
                        ++viewsWhileStandIn;
                        offered += shownActions(*table);
                    }
                });
        QTRY_VERIFY_WITH_TIMEOUT(viewsWhileStandIn >= 6, 60000);
        probe.reset();
        QCOMPARE(offered, 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            logText(*table).contains(QStringLiteral("(the stand-in bot played this for you)")),
            60000);

        // The window closes; "Back to your seat" opens it again on the table as it is now.
        const QJsonObject last = table->online()->view().observation;
        table->close();
        QTRY_COMPARE_WITH_TIMEOUT(lobby.tableWindows().size(), 0, 60000);
        lobby.backToSeat(id);
        QTRY_COMPARE_WITH_TIMEOUT(lobby.tableWindows().size(), 1, 60000);
        gui::TableWindow* again = lobby.tableWindows().first();
        QVERIFY(chatLines(*again).join('\n').contains("good luck"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !again->online()->view().observation.value("log").toArray().isEmpty(), 60000);
        // Nothing older than what the closed window showed: the same hand's log at least as long,
        // or a later hand.
        const QJsonObject now = again->online()->view().observation;
        if (now.value("hand") == last.value("hand"))
            QVERIFY(now.value("log").toArray().size() >= last.value("log").toArray().size());
        else
            QVERIFY(now.value("hand").toInt() > last.value("hand").toInt());
    }

    // The lobby says each bot's level, as the plates at a table do.
    void theLobbyNamesEachBotsLevel() {
        gui::LobbyWindow lobby;
        lobby.nameEdit()->setText(QStringLiteral("Ann"));
        lobby.show();
        gui::TableWindow* table = test::hostTable(lobby, QStringLiteral("fourcolor"), 3);
        QVERIFY(table);
        const QString id = table->online()->table();
        auto* level = lobby.findChild<QComboBox*>(QStringLiteral("bot-level"));
        QVERIFY(level);
        level->setCurrentIndex(level->findData(QStringLiteral("hard")));
        lobby.addBot(id);
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(lobby, id, "player,bot,empty"), 5000);
        level->setCurrentIndex(level->findData(QStringLiteral("easy")));
        lobby.addBot(id);
        QTRY_VERIFY_WITH_TIMEOUT(hasTable(lobby, id, "player,bot,bot"), 5000);
        QString row;
        for (int r = 0; r < lobby.tables()->rowCount(); ++r)
            if (lobby.tables()->item(r, 0)->text() == id)
                row = lobby.tables()->item(r, 2)->text();
        QVERIFY2(row.contains(QStringLiteral("Bot 2 · hard")) &&
                     row.contains(QStringLiteral("Bot 3 · easy")),
                 qPrintable(row));
    }

    // The first `window` after a discard names it: the table lies it on offer in front of the
    // discarder over the view it has (the seat's own discard leaves its hand, and its turn is
    // over), until the next view shows what came of it.
    void aWindowsDiscardLiesOnTheTableUntilTheNextView() {
        const GameInfo& info = *findGame("fourcolor");
        QString error;
        const auto setup = makeSetup(info, 3, {}, 7, &error);
        QVERIFY2(setup, qPrintable(error));
        const auto state = info.create(*setup);
        const int dealer = state->awaiting().front();
        client::TableClient client, otherClient; // one connection a seat
        gui::TableWindow mine(client, QStringLiteral("t1"), info, dealer);
        gui::TableWindow other(otherClient, QStringLiteral("t1"), info, (dealer + 1) % 3);
        mine.resize(1024, 640);
        other.resize(1024, 640);
        const auto view = [&](int seat, qint64 seq) {
            QStringList legal;
            for (const auto& a : state->legalActions(seat))
                legal << QString::fromStdString(a);
            emit(seat == dealer ? client : otherClient)
                .received(protocol::View{"t1", seat, seq, seat == dealer, -1, 0, legal,
                                         info.observe(*state, seat)},
                          QJsonValue());
        };
        const auto window = [&](const protocol::Window& w) {
            emit client.received(w, QJsonValue());
            emit otherClient.received(w, QJsonValue());
        };
        view(dealer, 1);
        view((dealer + 1) % 3, 1);
        const QString card = mine.hand()->cards().last();
        const qsizetype held = mine.hand()->cards().count(card);
        const int before = other.tableView()->zones().seats.value(dealer).cardsLeft;
        window(protocol::Window{"t1", 3000, false, dealer, card});
        for (gui::TableWindow* w : {&mine, &other}) {
            const gui::SeatZone& zone = w->tableView()->zones().seats.value(dealer);
            QVERIFY(zone.play.offer);
            QCOMPARE(zone.play.cards, QStringList{card});
            QVERIFY(w->tableView()->middle().contains(card));
        }
        QCOMPARE(other.tableView()->zones().seats.value(dealer).cardsLeft, before - 1);
        QCOMPARE(mine.hand()->cards().count(card), held - 1);
        QVERIFY(!mine.panel()->view().awaited);
        // A window that names nothing (one that follows) leaves it there; the next view ends it.
        window(protocol::Window{"t1", 3000});
        QVERIFY(other.tableView()->zones().seats.value(dealer).play.offer);
        view((dealer + 1) % 3, 2);
        QVERIFY(!other.tableView()->zones().seats.value(dealer).play.offer);
    }

    // The end of a match online names its winners and each seat's place, as the table at one
    // screen does: the final view alone tells the window (the server sends no hand-over then).
    void theMatchsEndNamesItsWinners() {
        const GameInfo& info = *findGame("fourcolor");
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            QString error;
            const auto setup = makeSetup(info, 2, {{"hands", "1"}}, seed, &error);
            QVERIFY2(setup, qPrintable(error));
            const auto state = info.create(*setup);
            const auto bot = info.basicBot();
            Rng rng(seed);
            client::TableClient client;
            gui::TableWindow window(client, QStringLiteral("t1"), info, 0);
            window.online()->setSeatNames({QStringLiteral("Ann"), QStringLiteral("Bo")});
            const auto view = [&](qint64 seq) {
                emit client.received(
                    protocol::View{"t1", 0, seq, false, -1, 0, {}, info.observe(*state, 0)},
                    QJsonValue());
            };
            view(1);
            for (int step = 0; step < 2000 && !state->isTerminal(); ++step) {
                const int seat = state->awaiting().front();
                QVERIFY(state->apply(seat, bot->choose(*state, seat, rng)).ok());
            }
            QVERIFY(state->isTerminal());
            view(2);
            QVERIFY(window.online()->handResult() && window.online()->handResult()->isVisible());
            const std::vector<int> totals = state->scores();
            const QString heading = window.online()->resultPanel()->heading()->text();
            const QString expected = totals[0] == totals[1]
                                         ? QStringLiteral("Ann & Bo win the match")
                                     : totals[0] > totals[1] ? QStringLiteral("Ann wins the match")
                                                             : QStringLiteral("Bo wins the match");
            QVERIFY2(heading.contains(expected), qPrintable(heading + " / " + expected));
        }
    }

    // In every claim window a seated person is offered "Wait", once: pressing it asks the server
    // for more time and the button goes; the window's new end (`extended`) does not bring it
    // back, the next window does. A spectator is offered none.
    void waitIsOfferedOncePerWindow() {
        QTcpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        client::TableClient client;
        client.connectTo(QStringLiteral("127.0.0.1"), server.serverPort(), false,
                         QStringLiteral("Ann"));
        QTRY_VERIFY(server.hasPendingConnections());
        QTcpSocket* peer = server.nextPendingConnection();
        const GameInfo* game = findGame("fourcolor");
        QVERIFY(game);
        gui::TableWindow table(client, QStringLiteral("t1"), *game, 0);
        gui::TableWindow rail(client, QStringLiteral("t1"), *game, -1);
        QPushButton* wait = table.online()->waitButton();
        QVERIFY(wait->isHidden());
        const auto window = [&](bool extended) {
            emit client.received(protocol::Window{QStringLiteral("t1"), 4000, extended},
                                 QJsonValue());
        };
        window(false);
        QVERIFY(!wait->isHidden());
        QVERIFY(rail.online()->waitButton()->isHidden());
        QTest::mouseClick(wait, Qt::LeftButton);
        QVERIFY(wait->isHidden());
        protocol::FrameDecoder decoder;
        QList<QJsonObject> sent;
        QTRY_VERIFY((sent << decoder.feed(peer->readAll()),
                     std::any_of(sent.begin(), sent.end(), [](const QJsonObject& m) {
                         return m.value("type") == "wait" && m.value("table") == "t1";
                     })));
        window(true);
        QVERIFY(wait->isHidden());
        window(false);
        QVERIFY(!wait->isHidden());
    }

    // A server of several processes answers a seat at another's table with `moved`: the lobby
    // connects to that process and sits there, as asked.
    void aSeatOnAnotherProcessIsTakenThere() {
        server::TableServer holder; // the process that holds the table
        QVERIFY(holder.listen(QHostAddress::LocalHost, 0));
        client::TableClient creator;
        QString table;
        connect(&creator, &client::TableClient::received, this,
                [&](const protocol::ServerMessage& m, const QJsonValue&) {
                    if (const auto* created = std::get_if<protocol::Created>(&m))
                        table = created->table;
                });
        connect(&creator, &client::TableClient::ready, this, [&] {
            creator.send(QJsonObject{{"type", "create"}, {"game", "fourcolor"}, {"seats", 2}});
        });
        creator.connectTo(QStringLiteral("127.0.0.1"), holder.port(), false, "Host");
        QTRY_VERIFY_WITH_TIMEOUT(!table.isEmpty(), 60000);

        // The process the lobby connects to: it welcomes, and sends every `join` on.
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost, 0));
        QList<QJsonObject> asked;
        std::vector<std::unique_ptr<protocol::FrameDecoder>> decoders;
        connect(&other, &QTcpServer::newConnection, this, [&] {
            QTcpSocket* socket = other.nextPendingConnection();
            decoders.push_back(std::make_unique<protocol::FrameDecoder>());
            protocol::FrameDecoder* decoder = decoders.back().get();
            connect(socket, &QTcpSocket::readyRead, socket, [&, socket, decoder] {
                for (const QJsonObject& m : decoder->feed(socket->readAll())) {
                    asked << m;
                    if (m.value("type") == "hello")
                        socket->write(protocol::encodeFrame(
                            protocol::encode(protocol::Welcome{protocol::protocolVersion, "p2"})));
                    if (m.value("type") == "join") {
                        QJsonObject moved = protocol::encode(protocol::Moved{
                            m.value("table").toString(), "127.0.0.1", int(holder.port())});
                        if (m.contains("id"))
                            moved.insert("id", m.value("id"));
                        socket->write(protocol::encodeFrame(moved));
                    }
                }
            });
        });

        gui::LobbyWindow lobby;
        lobby.nameEdit()->setText(QStringLiteral("Bea"));
        lobby.connectTo(QStringLiteral("127.0.0.1"), other.serverPort(), false);
        QTRY_VERIFY_WITH_TIMEOUT(lobby.client().isReady(), 60000);
        lobby.join(table, 1);
        QTRY_COMPARE_WITH_TIMEOUT(lobby.tableWindows().size(), 1, 60000);
        QCOMPARE(lobby.serverKey(), QStringLiteral("127.0.0.1:%1").arg(holder.port()));
        QCOMPARE(lobby.client().table(), table);
        QCOMPARE(lobby.client().seat(), 1);
        QCOMPARE(holder.table(table)->seats[1].name, QString("Bea"));
        QVERIFY(std::any_of(asked.begin(), asked.end(),
                            [](const QJsonObject& m) { return m.value("type") == "join"; }));
    }
};

QTEST_MAIN(TestOnlineFlow)
#include "tst_online_flow.moc"
