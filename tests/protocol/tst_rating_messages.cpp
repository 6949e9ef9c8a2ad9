// The requests and answers of ratings, history and quick play (rating_messages.h): each is read
// back as written, a malformed one is refused with a reason and never crashes, and a request's
// ranges are checked.
#include "protocol/messages.h"
#include "protocol/rating_messages.h"
#include "protocol/server_messages.h"

#include <QTest>

using namespace paiju::protocol;

class TestRatingMessages : public QObject {
    Q_OBJECT
private slots:
    void answersRoundTrip() {
        PlayedMatch played{42, "tichu", "t3", 1796000000000, true, 2, {}};
        played.seats = {{0, "Alice", true, false, false, 1, 1020, 4.25, 6.5},
                        {1, "Bot 2", false, true, false, 2, 985, std::nullopt, std::nullopt},
                        {2, "张三", true, false, true, 1, 1020, 0.0, -1.75}};
        const ServerMessage messages[] = {
            MyGames{{played}, true},
            MyGames{{}, false},
            Leaderboard{"zipai",
                        {{1, "Alice", 12.5, 27.1, 4.8, 31}, {2, "李四", -1.5, 23.9, 8.4, 2}}},
            MatchReplay{42, 2, 3, "{\"a\":\"🀄\"}"},
        };
        for (const ServerMessage& m : messages) {
            QString error;
            const auto back = decodeServerMessage(encode(m), &error);
            QVERIFY2(back, qPrintable(error));
            QVERIFY(*back == m);
        }
        // A lobby entry's rating fields come back too, and are left out when unset.
        LobbyEntry entry{"t1", "hakka", {"player", "empty"}, {"A", ""}, false, true, false, true};
        entry.rated = true;
        entry.ratings = {3.5, std::nullopt};
        entry.match = 7;
        const auto update = decodeAs<LobbyUpdate>(encode(LobbyUpdate{entry, {}}));
        QVERIFY(update && update->table == entry);
        const QJsonObject plain =
            encode(LobbyEntry{"t1", "hakka", {"empty"}, {""}, false, true, false, false});
        QVERIFY(!plain.contains("rated") && !plain.contains("ratings") && !plain.contains("match"));
    }

    void malformedAnswersAreRefused() {
        const struct {
            QJsonObject message;
            const char* problem;
        } cases[] = {
            {{{"type", "my-games"}, {"matches", 3}, {"more", false}}, "'my-games.matches'"},
            {{{"type", "my-games"},
              {"matches", QJsonArray{QJsonObject{{"match", 1}}}},
              {"more", false}},
             "needs"},
            {{{"type", "leaderboard"},
              {"game", "tichu"},
              {"players", QJsonArray{QJsonObject{{"rank", 1},
                                                 {"name", "A"},
                                                 {"rating", "high"},
                                                 {"mu", 1},
                                                 {"sigma", 1},
                                                 {"matches", 1}}}}},
             "must be a number"},
            {{{"type", "replay"}, {"match", 1}, {"part", 3}, {"parts", 2}, {"text", ""}},
             "part must lie"},
            {{{"type", "replay"}, {"match", 1}, {"part", 1}, {"parts", 1}}, "needs 'text'"},
            {{{"type", "lobby-update"},
              {"table", QJsonObject{{"table", "t1"},
                                    {"game", "hakka"},
                                    {"seats", QJsonArray{}},
                                    {"names", QJsonArray{}},
                                    {"password", false},
                                    {"spectators", true},
                                    {"started", false},
                                    {"over", false},
                                    {"ratings", QJsonArray{"x"}}}}},
             "numbers or null"},
        };
        for (const auto& c : cases) {
            QString error;
            QVERIFY2(!decodeServerMessage(c.message, &error), c.problem);
            QVERIFY2(error.contains(QLatin1String(c.problem)), qPrintable(error));
        }
    }

    void requestsAreCheckedAndRead() {
        ProtocolError error;
        QVERIFY(!checkClientMessage(encode(MyGamesRequest{5, 10})));
        QCOMPARE(*decodeMyGames(encode(MyGamesRequest{5, 10}), &error), (MyGamesRequest{5, 10}));
        QCOMPARE(*decodeMyGames(QJsonObject{{"type", "my-games"}}, &error),
                 (MyGamesRequest{0, 20}));
        QVERIFY(!decodeMyGames(QJsonObject{{"type", "my-games"}, {"limit", 31}}, &error));
        QCOMPARE(error.code, QString("bad-field"));
        QVERIFY(!decodeMyGames(QJsonObject{{"type", "my-games"}, {"before", -1}}, &error));

        QVERIFY(!checkClientMessage(encode(LeaderboardRequest{"hakka", 100})));
        QVERIFY(!decodeLeaderboard(encode(LeaderboardRequest{"hakka", 101}), &error));
        QCOMPARE(checkClientMessage(QJsonObject{{"type", "leaderboard"}})->code,
                 QString("bad-field"));

        QVERIFY(!checkClientMessage(encode(ReplayRequest{9})));
        QVERIFY(!decodeReplay(QJsonObject{{"type", "replay"}, {"match", 0}}, &error));
        QCOMPARE(checkClientMessage(QJsonObject{{"type", "replay"}, {"match", "9"}})->code,
                 QString("bad-field"));

        QVERIFY(!checkClientMessage(encode(PlayNowRequest{"tichu", -1})));
        QVERIFY(!encode(PlayNowRequest{"tichu", -1}).contains("botsAfterSeconds"));
        QCOMPARE(decodePlayNow(encode(PlayNowRequest{"tichu", -1}), &error)->botsAfterSeconds, -1);
        QCOMPARE(decodePlayNow(encode(PlayNowRequest{"tichu", 0}), &error)->botsAfterSeconds, 0);
        QVERIFY(!decodePlayNow(
            QJsonObject{{"type", "play-now"}, {"game", "tichu"}, {"botsAfterSeconds", 3601}},
            &error));
        QVERIFY(!decodePlayNow(
            QJsonObject{{"type", "play-now"}, {"game", "tichu"}, {"botsAfterSeconds", -1}},
            &error));
        QCOMPARE(
            checkClientMessage(
                QJsonObject{{"type", "play-now"}, {"game", "tichu"}, {"botsAfterSeconds", 1.5}})
                ->code,
            QString("bad-field"));
        QCOMPARE(
            checkClientMessage(
                QJsonObject{{"type", "create"}, {"game", "tichu"}, {"seats", 4}, {"rated", "yes"}})
                ->code,
            QString("bad-field"));
    }
};

QTEST_GUILESS_MAIN(TestRatingMessages)
#include "tst_rating_messages.moc"
