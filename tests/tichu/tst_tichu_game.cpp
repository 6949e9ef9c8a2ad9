// The Tichu state machine over whole rounds: deal, Grand Tichu window, exchange, calls, tricks with
// out-of-turn bombs, scoring, checked after every action against the rules' invariants.
#include "core/autoplay.h"
#include "io/registry.h"
#include "support/invariants.h"
#include "support/privacy.h"
#include "tichu/tichu_game.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <algorithm>
#include <map>

using namespace paiju;
using namespace paiju::tichu;

namespace {

const GameInfo& info() {
    return *findGame("tichu");
}

std::unique_ptr<TichuGame> newGame(std::uint64_t seed, int rounds = 1) {
    QString error;
    auto setup = makeSetup(info(), 4, {{"rounds", std::to_string(rounds)}}, seed, &error);
    return std::unique_ptr<TichuGame>(static_cast<TichuGame*>(info().create(*setup).release()));
}

int callResults(const TichuGame::Parts& p, int first, std::array<int, 2>& byTeam) {
    int sum = 0;
    for (int s = 0; s < 4; ++s) {
        const Call c = p.calls[std::size_t(s)];
        if (c == Call::None)
            continue;
        const int stake = c == Call::Grand ? 200 : 100;
        const int r = s == first ? stake : -stake;
        byTeam[std::size_t(teamOf(s))] += r;
        sum += r;
    }
    return sum;
}

void playOut(
    TichuGame& g, const std::vector<Bot*>& bots, Rng& rng,
    const std::function<void(const TichuGame& before, int seat, const std::string&)>& check) {
    for (int step = 0; !g.isTerminal() && step < 5000; ++step) {
        const auto waiting = g.awaiting();
        QVERIFY2(!waiting.empty(), "the game waits for nobody");
        const int seat = waiting.front();
        QVERIFY2(!g.legalActions(seat).empty() || g.parts().phase == Phase::Passing,
                 "an awaited seat has no action");
        std::string action = bots[std::size_t(seat)]->choose(g, seat, rng);
        QVERIFY(!action.empty());
        const TichuGame before(g.parts());
        const ApplyResult r = g.apply(seat, action);
        QVERIFY2(r.ok(), (action + ": " + r.error).c_str());
        check(before, seat, action);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(g.isTerminal());
}

} // namespace

class TestTichuGame : public QObject {
    Q_OBJECT
private slots:
    void dealShowsEightThenFourteen() {
        auto g = newGame(5);
        const auto& p = g->parts();
        QCOMPARE(g->phase(), std::string("grand"));
        for (int s = 0; s < 4; ++s) {
            QCOMPARE(count(p.hands[std::size_t(s)]), 8);
            QCOMPARE(count(p.undealt[std::size_t(s)]), 6);
            QCOMPARE(g->legalActions(s), (std::vector<std::string>{"grand", "nogrand"}));
        }
        QCOMPARE(g->awaiting().toVector(), (std::vector<int>{0, 1, 2, 3}));
        // Sealed decisions: nothing is logged and nothing changes hands until all four decided.
        const auto before = g->events().size();
        QVERIFY(g->apply(2, "grand").ok());
        QVERIFY(g->apply(0, "nogrand").ok());
        QVERIFY(g->apply(1, "nogrand").ok());
        QCOMPARE(g->events().size(), before);
        QVERIFY(!g->apply(2, "nogrand").ok()); // no second decision
        QVERIFY(g->apply(3, "nogrand").ok());
        QCOMPARE(g->phase(), std::string("passing"));
        QCOMPARE(p.calls[2], Call::Grand);
        for (int s = 0; s < 4; ++s)
            QCOMPARE(count(p.hands[std::size_t(s)]), 14);
        // R6.4: the Grand Tichu caller cannot also call Tichu; the others can before giving.
        QVERIFY(!g->apply(2, "tichu").ok());
        QVERIFY(g->apply(1, "tichu").ok());
        QVERIFY(!g->apply(1, "tichu").ok());
    }

    // R5.2, R6.1: cards move only when all four gave; no Tichu between giving and the exchange.
    void exchangeIsSimultaneous() {
        auto g = newGame(9);
        for (int s = 0; s < 4; ++s)
            QVERIFY(g->apply(s, "nogrand").ok());
        const auto& p = g->parts();
        const auto start = p.hands;
        std::array<std::array<int, 3>, 4> gave{};
        std::array<std::string, 4> actions;
        for (int s = 0; s < 4; ++s) {
            const auto hand = cardsOf(p.hands[std::size_t(s)]);
            gave[std::size_t(s)] = {hand[0], hand[5], hand[13]};
            const std::string action = "give right=" + tichuDeck().token(hand[0]) +
                                       " partner=" + tichuDeck().token(hand[5]) +
                                       " left=" + tichuDeck().token(hand[13]);
            QVERIFY(g->apply(s, action).ok());
            actions[std::size_t(s)] = action;
            if (s < 3) {
                QCOMPARE(count(p.hands[std::size_t(s)]), 11);
                QVERIFY(!g->apply(s, "tichu").ok());
                QVERIFY(g->legalActions(s).empty());
                const QJsonObject view = info().observe(*g, s + 1);
                QVERIFY(test::leakedToken(*g, s + 1, view).isEmpty());
            }
        }
        QCOMPARE(g->phase(), std::string("lead"));
        for (int s = 0; s < 4; ++s) {
            const Mask hand = p.hands[std::size_t(s)];
            QCOMPARE(count(hand), 14);
            for (int d = 0; d < 3; ++d) {
                const int to = (s + 1 + d) % 4;
                QVERIFY(p.hands[std::size_t(to)] & bit(gave[std::size_t(s)][std::size_t(d)]));
            }
            // What a seat kept is still there; the three it gave are gone.
            const auto kept = start[std::size_t(s)];
            QCOMPARE(count(kept & hand), 11);
        }
        QVERIFY(p.hands[std::size_t(p.turn)] & bit(mahJong)); // R5.4
        // The log (kept typed, written when read) reads as the actions and cards themselves.
        int gives = 0, receives = 0;
        for (const Event& e : g->events()) {
            if (e.type == "give") {
                QCOMPARE(e.text.str(), actions[std::size_t(e.seat)]);
                ++gives;
            } else if (e.type == "receive") {
                const int from = e.values[0];
                const int slot = (e.seat - from + 3) % 4; // right, partner, left
                QCOMPARE(e.text.str(), tichuDeck().token(static_cast<Card>(
                                           gave[std::size_t(from)][std::size_t(slot)])));
                ++receives;
            } else if (e.type == "deal") {
                QCOMPARE(e.text.str(), std::string("round 1"));
            } else if (e.type == "exchange") {
                QCOMPARE(e.text.str(), std::string("cards passed; the Mah Jong leads"));
            } else if (e.type == "nogrand") {
                QCOMPARE(e.text.str(), std::string("nogrand"));
            }
        }
        QCOMPARE(gives, 4);
        QCOMPARE(receives, 12);
        // R6.1: in play a seat may still call until its first card.
        QVERIFY(g->apply((p.turn + 1) % 4, "tichu").ok());
    }

    void invariantsHoldThroughManyRounds() {
        RandomBot random;
        const auto basic = info().basicBot();
        int rounds = 0, doubleVictories = 0, bombs = 0, gifts = 0, dogs = 0, wishes = 0;
        const int games = qEnvironmentVariableIntValue("PAIJU_TICHU_GAMES") > 0
                              ? qEnvironmentVariableIntValue("PAIJU_TICHU_GAMES")
                              : 2000;
        for (int n = 1; n <= games; ++n) {
            const auto seed = std::uint64_t(n);
            auto g = newGame(seed, 1 + n % 2);
            std::vector<Bot*> bots(4, &random);
            if (n % 3 == 1)
                bots = {basic.get(), &random, basic.get(), &random};
            else if (n % 3 == 2)
                bots = {basic.get(), basic.get(), basic.get(), basic.get()};
            Rng rng(seed);
            Rng probe(seed * 7 + 1);
            const bool deep = n % 20 == 0; // privacy and the generator, on a share of the games
            int step = 0;
            playOut(*g, bots, rng, [&](const TichuGame& before, int seat, const std::string& act) {
                ++step;
                const QString lost = test::gameInvariantProblem(*g);
                QVERIFY2(lost.isEmpty(), qPrintable(lost));
                const auto& p = g->parts();
                if (act.starts_with("play") && p.events.size() > before.parts().events.size()) {
                    const auto& e = p.events[before.parts().events.size()];
                    bombs += e.type == "bomb";
                    dogs += act == "play DG";
                }
                gifts += act.starts_with("gift");
                wishes += act.starts_with("wish") && act != "wish none";
                // The log's texts, kept typed and written when read, read as written out.
                static const std::map<std::string, std::string> fixed = {
                    {"pass", "pass"}, {"tichu", "tichu"}, {"nobomb", "nobomb"},  {"out", "out"},
                    {"dog", "lead"},  {"grand", "grand"}, {"nogrand", "nogrand"}};
                for (auto k = before.parts().events.size(); k < p.events.size(); ++k) {
                    const Event& e = p.events[k];
                    const std::string text = e.text.str();
                    if (const auto it = fixed.find(e.type); it != fixed.end())
                        QCOMPARE(text, it->second);
                    else if (e.type == "wish")
                        QCOMPARE(text, act.substr(5));
                    else if (e.type == "wish-fulfilled")
                        QCOMPARE(text, std::string(1, rankCode(e.values[0])));
                    else if (e.type == "deal")
                        QCOMPARE(text, "round " + std::to_string(e.values[0]));
                    else if (e.type == "hand-end")
                        QCOMPARE(text, "round " + std::to_string(p.ledger.handsPlayed()));
                    else if (e.type == "match-end")
                        QCOMPARE(text, std::string());
                }
                if (p.ledger.handsPlayed() > before.parts().ledger.handsPlayed()) {
                    ++rounds;
                    const auto& b = before.parts();
                    std::vector<int> out = b.outOrder;
                    if (out.empty() || out.size() < 3) {
                        if (std::find(out.begin(), out.end(), seat) == out.end())
                            out.push_back(seat);
                    }
                    const bool dv = out.size() == 2 && partnerOf(out[0]) == out[1];
                    doubleVictories += dv;
                    std::array<int, 2> calls{};
                    const int callSum = callResults(b, out.front(), calls);
                    const auto& d = p.ledger.history().back().deltas;
                    QCOMPARE(d[0], d[2]);
                    QCOMPARE(d[1], d[3]);
                    QCOMPARE(d[0] + d[1] - callSum, dv ? 200 : 100);
                    if (dv)
                        QCOMPARE(d[std::size_t(teamOf(out[0]))] -
                                     calls[std::size_t(teamOf(out[0]))],
                                 200);
                }
                if (!deep || g->isTerminal() || p.phase == Phase::Passing)
                    return;
                // Random card sets are accepted exactly when the list holds a play of those cards.
                for (int s = 0; s < 4; ++s) {
                    const auto legal = g->legalActions(s);
                    const auto hand = cardsOf(p.hands[std::size_t(s)]);
                    for (int k = 0; k < 12 && !hand.empty(); ++k) {
                        Mask pick = 0;
                        for (Card c : hand)
                            if (probe.below(3) == 0)
                                pick |= bit(c);
                        if (!pick)
                            continue;
                        const std::string a = "play " + cardsText(pick);
                        const bool listed = std::any_of(legal.begin(), legal.end(), [&](auto& l) {
                            auto m = parseMove(l, nullptr);
                            return m && m->type == Move::Type::Play && m->combo.cards == pick;
                        });
                        TichuGame copy(p);
                        QCOMPARE(copy.apply(s, a).ok(), listed);
                    }
                }
            });
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d rounds, %d double victories, %d bombs, %d Dragon gifts, %d Dog leads, %d wishes",
              rounds, doubleVictories, bombs, gifts, dogs, wishes);
        QVERIFY(rounds >= games);
        QVERIFY(doubleVictories > 0 && bombs > 0 && gifts > 0 && dogs > 0 && wishes > 0);
    }

    void basicBotsBeatRandomBots() {
        const auto basic = info().basicBot();
        RandomBot random;
        int wins = 0;
        const int games = 200;
        for (int n = 1; n <= games; ++n) {
            QString error;
            auto setup = makeSetup(info(), 4, {}, std::uint64_t(n), &error);
            auto g = info().create(*setup);
            const int team = n % 2; // the basic team sits on either side
            std::vector<Bot*> bots(4, &random);
            bots[std::size_t(team)] = bots[std::size_t(team + 2)] = basic.get();
            Rng rng{std::uint64_t(n)};
            const auto r = autoplay(*g, bots, rng);
            QVERIFY2(r.error.empty(), r.error.c_str());
            const auto s = g->scores();
            wins += s[std::size_t(team)] > s[std::size_t(1 - team)];
        }
        QVERIFY2(wins >= games * 9 / 10, qPrintable(QString::number(wins)));
    }
};

QTEST_APPLESS_MAIN(TestTichuGame)
#include "tst_tichu_game.moc"
