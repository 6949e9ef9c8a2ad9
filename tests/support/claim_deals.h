#pragma once

// Pairs of deals that differ only in the hidden cards of one person, who can claim (or bomb) in
// the first claim window in the one deal and not in the other: four-color and zipai for two,
// Tichu for two people and two bots. What a screen or the server shows around that window must
// not tell the deals apart.
#include <QByteArray>
#include <QString>
#include <QStringList>

namespace paiju::test {

inline QByteArray fourcolorDeal(const char* bob) {
    return QByteArray(R"({"format": "paiju-replay", "version": 1, "game": "fourcolor",
        "seats": ["Alice", "Bob"], "players": ["human", "human"],
        "start": {"deal": {"firstPlayer": 0, "hands": [
            ["WH", "YP", "YC", "WC", "RK", "RA", "RC", "RE", "GA", "RH", "YH", "GE", "WH", "YE",
             "WS", "RA", "WC", "WK", "GS", "WP", "RE"],
            ["WK", "YS", "GA", "GS", "YE", "WE", "WC", "RE", "RK", "GK", "RS", "YE", "GP", "GH",
             "RK", "GE", "WS", "GC", )") +
           bob + R"(, "RE"]],
            "stock": ["YA", "YA", "RS", "YK", "YH", "GK", "YS", "WA", "WP", "WE", "GH", "WS"]}},
        "actions": []})";
}

inline QByteArray zipaiDeal(const char* bob, const char* stockTail) {
    return QByteArray(R"({"format": "paiju-replay", "version": 1, "game": "zipai",
        "seats": ["Alice", "Bob"], "players": ["human", "human"],
        "start": {"deal": {"dealer": 0, "hands": [
            ["B9", "S10", "B8", "S5", "B5", "S4", "B3", "S4", "S9", "S7", "S3", "B6", "S8", "B6",
             "B3", "S2", "S1", "B1", "B8", "B2", "B9"],
            [)") +
           bob + R"(]],
            "stock": ["B8", "S3", "B10", "S6", "S7", "S8", "S5", "S3", "B2", "B3", "S7", "S10",
                      "B6", "B5", "B1", "B4", "S8", "B2", "S9", "B6", "S3", "S6", "B2", "S6",
                      "B3", )" +
           stockTail + R"(]}},
        "actions": []})";
}

// Alice (seat 0) and Bob (seat 2) are partners against two bots; the Grand Tichu window and the
// passing are over, and Alice leads with the Mah Jong.
inline QByteArray tichuDeal(const char* alice, const char* bob) {
    return QByteArray(R"({"format": "paiju-replay", "version": 1, "game": "tichu",
        "seats": ["Alice", "East", "Bob", "West"], "players": ["human", "bot", "human", "bot"],
        "start": {"deal": {"hands": [
            ["2j", "4p", "5s", "6j", "7t", "8p", "9s", "Tj", "Jt", "Qp", "Ks", "Aj", "MJ", )") +
           alice + R"(],
            ["2s", "4t", "5p", "6s", "7j", "8t", "9p", "Ts", "Jj", "Qt", "Kp", "As", "DG", "Tp"],
            ["2p", "3s", "4j", "5t", "6p", "7s", "8j", "Qj", "Kt", "Ap", "PH", "3j", "3p", )" +
           bob + R"(],
            ["2t", "4s", "5j", "6t", "7p", "8s", "9j", "Tt", "Jp", "Qs", "Kj", "At", "DR", "Js"]]}},
        "actions": [
            {"seat": 0, "action": "nogrand"}, {"seat": 1, "action": "nogrand"},
            {"seat": 2, "action": "nogrand"}, {"seat": 3, "action": "nogrand"},
            {"seat": 0, "action": "give right=4p partner=5s left=6j"},
            {"seat": 1, "action": "give right=4t partner=5p left=6s"},
            {"seat": 2, "action": "give right=4j partner=5t left=6p"},
            {"seat": 3, "action": "give right=4s partner=5j left=6t"}]})";
}

struct ClaimDeals {
    QByteArray withClaim; // a replay in which `person` can claim or bomb in the first window
    QByteArray without;   // the same, with other hidden cards for `person`
    int person = 1;
    QStringList script;    // the first seat's first actions
    QStringList differing; // the cards that differ between the deals
};

inline ClaimDeals claimDeals(const QString& game) {
    ClaimDeals d;
    if (game == "fourcolor") {
        // Alice discards a red chariot; Bob, next, can chow it as a pair while he holds one. In
        // the other deal he holds a red cannon, and the chariot lies deep in the stock.
        d.withClaim = fourcolorDeal(R"("RC")");
        d.without = fourcolorDeal(R"("RP")");
        d.script = {"discard RC"};
        d.differing = {"RC", "RP"};
    } else if (game == "zipai") {
        // Alice, the dealer, discards 一; Bob can pong it while he holds two. The cards he holds
        // otherwise come from deep in the stock.
        d.withClaim = zipaiDeal(R"("B5", "S10", "S8", "B4", "S9", "S1", "B7", "S6", "B10", "S7",
                                   "B10", "S5", "B8", "S4", "B7", "S2", "S1", "B9", "B4", "S2")",
                                R"("S5", "S9", "B7", "B1", "B10", "S2", "S10", "B7", "S1",
                                   "B1", "B9", "S4", "B5", "B4")");
        d.without = zipaiDeal(R"("B5", "S10", "S8", "B4", "S9", "B1", "B7", "S6", "B10", "S7",
                                 "B10", "S5", "B8", "S4", "B7", "S5", "S10", "B9", "B4", "S9")",
                              R"("S2", "S2", "B7", "S1", "B10", "S2", "S1", "B7", "S1",
                                 "B1", "B9", "S4", "B5", "B4")");
        d.script = {"discard S1"};
        d.differing = {"S1", "S2", "S5", "S9", "S10", "B1"};
    } else {
        // Bob holds the four 3s, a bomb, or three of them and a 9. Every card is dealt, so the
        // two deals swap the 3 and the 9 between Bob and Alice; neither ever plays them.
        d.withClaim = tichuDeal(R"("9t")", R"("3t")");
        d.without = tichuDeal(R"("3t")", R"("9t")");
        d.person = 2;
        d.script = {"play MJ", "wish none"};
        d.differing = {"3t", "9t"};
    }
    return d;
}

} // namespace paiju::test
