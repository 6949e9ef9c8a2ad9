// Observations built in two parts (the part every viewer sees alike, built once per state, and
// the viewer's own) and written by a table's ObservationWriter from those parts: at every step of
// seeded matches of every game, for every seat and for spectators, the parts joined are the whole
// observation, the bytes written are the whole observation's compact JSON, and the observations
// are, byte for byte, those the games gave before they were split (a digest of all of them). A
// shared part a game writes as bytes must be the bytes QJsonDocument writes of the same object,
// which also finds a key written out of order.
#include "io/json_codec.h"
#include "io/registry.h"
#include "server/observation_writer.h"
#include "session/table_session.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QTest>
#include <algorithm>

using namespace paiju;

namespace {

// A choice that does not depend on the order a game lists its actions in, nor on any bot: the
// awaited seat's legal actions sorted, one picked by the step's number.
std::string pick(const GameState& state, int seat, int step) {
    std::vector<std::string> legal = state.legalActions(seat);
    std::sort(legal.begin(), legal.end());
    return legal[std::size_t(step * 7919 + 13) % legal.size()];
}

} // namespace

class TestObservationViews : public QObject {
    Q_OBJECT
private slots:
    void splitEqualsWhole_data();
    void splitEqualsWhole();
    void everyPrivateEntryNamesItsViewer();
    void eventsAreWrittenAsQtWritesThem();
};

// What the network sends of a log's events is written straight to bytes (json::eventBytes): the
// same bytes QJsonDocument writes of the event's object, for every event of seeded matches of
// every game and for texts that need escapes or are not ASCII.
void TestObservationViews::eventsAreWrittenAsQtWritesThem() {
    const auto same = [](const Event& e) {
        return json::eventBytes(e) == QJsonDocument(json::event(e)).toJson(QJsonDocument::Compact);
    };
    Event odd;
    odd.type = "say";
    odd.seat = 2;
    odd.text = "quote \" back \\ tab \t bell \x07 del \x7f 四色牌 é";
    odd.values = {-3, 0, 2147483647};
    odd.visibleTo = Event::only(2) | Event::spectators;
    QVERIFY2(same(odd), json::eventBytes(odd).constData());
    int checked = 0;
    for (const GameInfo& info : allGames()) {
        auto state = info.create(*makeSetup(info, info.defaultSeats, {}, 3, nullptr));
        for (int step = 0; step < 300 && !state->isTerminal(); ++step) {
            const int seat = state->awaiting().front();
            QVERIFY(state->apply(seat, pick(*state, seat, step)).ok());
        }
        for (const Event& e : state->events()) {
            QVERIFY2(same(e), json::eventBytes(e).constData());
            ++checked;
        }
    }
    QVERIFY(checked > 500);
}

// observations.md §3 and §6.3: an entry of a log with `visibleTo` names the viewer who got it,
// its seat's bit or, for a spectator, bit 31; so zipai's face-down placeholders carry the
// spectators' bit, since spectators get them.
void TestObservationViews::everyPrivateEntryNamesItsViewer() {
    const GameInfo& info = *findGame("zipai");
    int placeholders = 0;
    for (int seed = 1; seed <= 40 && placeholders < 3; ++seed) {
        auto state = info.create(*makeSetup(info, 3, {}, std::uint64_t(seed), nullptr));
        for (int step = 0; step < 600 && !state->isTerminal(); ++step) {
            for (int viewer = -1; viewer < 3; ++viewer)
                for (const QJsonValue& e : info.observe(*state, viewer).value("log").toArray()) {
                    if (!e.toObject().contains("visibleTo"))
                        continue;
                    const qint64 mask = e["visibleTo"].toInteger();
                    const qint64 bit = viewer >= 0 ? (qint64(1) << viewer) : (qint64(1) << 31);
                    QVERIFY2(
                        mask & bit,
                        qPrintable(
                            QString("viewer %1 got %2")
                                .arg(viewer)
                                .arg(QString::fromUtf8(
                                    QJsonDocument(e.toObject()).toJson(QJsonDocument::Compact)))));
                    if (viewer == -1) {
                        QVERIFY(e["text"].toString().isEmpty());
                        ++placeholders;
                    }
                }
            const int seat = state->awaiting().front();
            QVERIFY(state->apply(seat, pick(*state, seat, step)).ok());
        }
    }
    QVERIFY(placeholders > 0);
}

void TestObservationViews::splitEqualsWhole_data() {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("seed");
    QTest::addColumn<QString>("digest");
    // The digests were taken of the observations the games built whole, before the split: an
    // observation that changes (a field added) changes them, and they are taken again then.
    const std::vector<std::tuple<const char*, int, int, const char*>> cases{
        {"fourcolor", 4, 1, "f09987c42c155a7d"}, {"fourcolor", 2, 2, "4d6adffca0860b78"},
        {"hakka", 4, 1, "a2ef41b99a6654c6"},     {"hakka", 4, 2, "f062ff00b1f28f98"},
        {"tichu", 4, 1, "3596dddbc4582977"},     {"tichu", 4, 2, "cb1136bf3f41fc14"},
        {"zipai", 3, 1, "fac6859d66243c68"},     {"zipai", 2, 2, "72cc7096d7f1880a"},
        {"goofspiel", 3, 1, "e228cca5fd003128"}, {"goofspiel", 2, 2, "d3729ebe3f2ba663"}};
    for (const auto& [game, seats, seed, digest] : cases)
        QTest::addRow("%s-%d-%d", game, seats, seed)
            << QString::fromLatin1(game) << seats << seed << QString::fromLatin1(digest);
}

void TestObservationViews::splitEqualsWhole() {
    QFETCH(QString, game);
    QFETCH(int, seats);
    QFETCH(int, seed);
    QFETCH(QString, digest);
    const GameInfo& info = *findGame(game.toStdString());
    QString error;
    const auto setup = makeSetup(info, seats, {}, std::uint64_t(seed), &error);
    QVERIFY2(setup, qPrintable(error));
    auto state = info.create(*setup);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    server::ObservationWriter writer; // the table's, kept from one state to the next
    for (int step = 0; step < 400 && !state->isTerminal(); ++step) {
        // One shared part for every viewer of the state, as a table builds it (as bytes when
        // the game writes it so, and then its bytes must be those of the object read from them).
        const auto shared = session::makeSharedObservation(info, *state, quint64(step + 1));
        QCOMPARE(bool(shared->written), bool(info.writeShared));
        if (shared->written)
            QCOMPARE(QByteArray::fromStdString(shared->written->bytes),
                     QJsonDocument(shared->object()).toJson(QJsonDocument::Compact));
        for (int viewer = -1; viewer < seats; ++viewer) {
            QJsonObject whole = info.observe(*state, viewer);
            hash.addData(QJsonDocument(whole).toJson(QJsonDocument::Compact));
            whole.remove(QStringLiteral("log"));
            session::SeatView view;
            view.seat = viewer;
            view.shared = shared;
            view.own = info.observeOwn(*state, viewer);
            QCOMPARE(session::wholeObservation(view), whole);
            QCOMPARE(writer.write(view), QJsonDocument(whole).toJson(QJsonDocument::Compact));
            if (info.writeOwn) { // the own part as bytes too, as a table sends it
                session::SeatView written = view;
                info.writeOwn(*state, viewer, written.own.written.emplace());
                written.own.fields = written.own.seat = QJsonObject();
                const json::WrittenOwn& own = *written.own.written;
                const QByteArray bytes = QByteArray::fromStdString(own.bytes);
                QCOMPARE(bytes.first(own.seatFrom),
                         QJsonDocument(view.own.fields).toJson(QJsonDocument::Compact));
                QCOMPARE(bytes.sliced(own.seatFrom),
                         QJsonDocument(view.own.seat).toJson(QJsonDocument::Compact));
                QCOMPARE(session::wholeObservation(written), whole);
                QCOMPARE(writer.write(written),
                         QJsonDocument(whole).toJson(QJsonDocument::Compact));
            }
            // The same view whole (no parts) is written to the same bytes.
            session::SeatView joined;
            joined.seat = viewer;
            joined.observation = whole;
            QCOMPARE(writer.write(joined), QJsonDocument(whole).toJson(QJsonDocument::Compact));
        }
        const auto awaiting = state->awaiting();
        QVERIFY(!awaiting.empty());
        const int seat = awaiting.front();
        QVERIFY(state->apply(seat, pick(*state, seat, step)).ok());
    }
    const QString got = QString::fromLatin1(hash.result().toHex().left(16));
    qInfo("%s", qPrintable(got));
    QCOMPARE(got, digest);
}

QTEST_GUILESS_MAIN(TestObservationViews)
#include "tst_observation_views.moc"
