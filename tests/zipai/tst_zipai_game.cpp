// The zipai state machine over whole sessions of 2 and 3 players, checked after every action: the
// 80 cards, the 臭 and 比 rules on every offered chow and pong, privacy, balanced payments.
#include "core/autoplay.h"
#include "io/registry.h"
#include "support/invariants.h"
#include "zipai/zipai_game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <numeric>

using namespace paiju;
using namespace paiju::zipai;

namespace {

const GameInfo& info() {
    return *findGame("zipai");
}

std::unique_ptr<ZipaiGame> newGame(std::uint64_t seed, int seats,
                                   std::map<std::string, std::string> options = {}) {
    QString error;
    options.emplace("hands", "2");
    auto setup = makeSetup(info(), seats, options, seed, &error);
    return std::unique_ptr<ZipaiGame>(static_cast<ZipaiGame*>(info().create(*setup).release()));
}

// Every chow and pong on offer respects 臭 and 比: the card is not blocked for the seat, only the
// owner and the next seat may chow, and after a chow no free copy of the card is left while a
// card to discard is.
QString claimProblem(const ZipaiGame& g) {
    const auto& p = g.parts();
    const int seat = p.turn;
    if (p.phase != Phase::Chi && p.phase != Phase::Peng)
        return {};
    const Seat& s = p.seats[std::size_t(seat)];
    const int x = p.card;
    if (p.phase == Phase::Peng)
        return (s.pongBlock & idBit(x)) ? "a pong on a blocked card" : QString();
    if (s.chowBlock & idBit(x))
        return "a chow on a blocked card";
    const bool flip = p.source == Source::Flip;
    if (seat != g.next(p.owner) && !(flip && seat == p.owner))
        return "a chow by a seat that may not chow";
    for (const auto& action : g.legalActions(seat)) {
        if (action == "pass")
            continue;
        ZipaiGame copy(p);
        if (!copy.apply(seat, action).ok())
            return QString("offered '%1' refused").arg(action.c_str());
        const Counts free = copy.freeCards(seat);
        if (free[std::size_t(x)] != 0)
            return QString("'%1' keeps a copy of the card").arg(action.c_str());
        const auto& after = copy.parts().seats[std::size_t(seat)];
        if (std::accumulate(free.begin(), free.end(), 0) == 0 && !after.xianggong &&
            copy.parts().phase != Phase::Over && copy.parts().handNumber == p.handNumber)
            return QString("'%1' leaves nothing to discard").arg(action.c_str());
    }
    return {};
}

} // namespace

class TestZipaiGame : public QObject {
    Q_OBJECT
private slots:
    void dealFollowsTheRules() {
        for (int seats : {2, 3})
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                auto g = newGame(seed, seats);
                const auto& p = g->parts();
                int held = 0;
                for (int s = 0; s < seats; ++s) {
                    const Seat& st = p.seats[std::size_t(s)];
                    int cards = total(st.hand);
                    for (const Unit& u : st.melds)
                        cards += u.size; // dealt quads are laid at once
                    QCOMPARE(cards, s == p.dealer ? 21 : 20);
                    held += cards;
                    for (int id = 0; id < identities; ++id)
                        QCOMPARE(st.hand[std::size_t(id)] == 3, bool(st.kan & idBit(id)));
                }
                QCOMPARE(int(p.stock.size()), 80 - held);
                QCOMPARE(p.dealer, 0);
                QVERIFY(p.liang >= 0);
                // Each seat's hand in the log (kept packed, written when read) reads as the cards
                // it was dealt, dealt quads included, in identity order.
                int logged = 0;
                for (const Event& e : p.events) {
                    if (e.type != "hand")
                        continue;
                    std::string cards;
                    const Seat& st = p.seats[std::size_t(e.seat)];
                    Counts hand = st.hand;
                    for (const Unit& u : st.melds)
                        for (int i = 0; i < u.size; ++i)
                            ++hand[std::size_t(u.cards[std::size_t(i)])];
                    for (int id = 0; id < identities; ++id)
                        for (int k = 0; k < hand[std::size_t(id)]; ++k)
                            cards += (cards.empty() ? "" : " ") + token(id);
                    QCOMPARE(e.text.str(), cards);
                    ++logged;
                }
                QCOMPARE(logged, seats);
            }
    }

    // §12: the 名堂 that depend on the winner's cards and history, on hands set up directly.
    void mingtangOfAWinningHand() {
        auto g = newGame(1, 3);
        auto names = [&](const char* hand, std::vector<Unit> melds, int w, Source source,
                         auto tweak) {
            ZipaiGame::Parts p = g->parts();
            Seat& s = p.seats[1];
            s = Seat{};
            for (auto t : splitWords(hand))
                ++s.hand[std::size_t(parseId(t))];
            for (int id = 0; id < identities; ++id)
                if (s.hand[std::size_t(id)] == 3)
                    s.kan |= idBit(id);
            s.melds = std::move(melds);
            p.diHu = -1;
            p.afterForced = -1;
            tweak(p);
            const ZipaiGame game(p);
            std::vector<std::string> out;
            game.mingtangBesidesReading(1, w, source, &out);
            QStringList list;
            for (const auto& n : out)
                list << QString::fromStdString(n);
            return list;
        };
        const auto none = [](ZipaiGame::Parts& p) { p.seats[1].claimed = true; };
        const int s8 = parseId("S8"), b9 = parseId("B9");
        // 20 black cards, mixed cases, one red: 一点红 (the red card is the winning S2).
        const char* black = "S1 S3 S4 S5 S6 S8 S9 B1 B3 B4 B5 B6 B8 B9 S1 S3 S4 S5 S6 S8";
        QCOMPARE(names(black, {}, parseId("S2"), Source::Discard, none), QStringList{"一点红"});
        QCOMPARE(names(black, {}, s8, Source::Discard, none), QStringList{"全黑"});
        // Thirteen red cards: 十三红.
        const char* red = "S2 S7 S10 S2 S7 S10 B2 B7 B10 B2 B7 B10 S1 S3 S4 S5 S6 S8 S9 B1";
        QVERIFY(names(red, {}, parseId("S2"), Source::Discard, none).contains("十三红"));
        // Eighteen big cards: 十八大; eighteen small: 十八小.
        const char* big = "B1 B3 B4 B5 B6 B8 B9 B1 B3 B4 B5 B6 B8 B9 B1 B3 B4 B5 S1 S3";
        QVERIFY(names(big, {}, b9, Source::Discard, none).contains("十八大"));
        QVERIFY(names(black, {}, s8, Source::Discard, none).contains("十八小") == false);
        const char* small = "S1 S3 S4 S5 S6 S8 S9 S1 S3 S4 S5 S6 S8 S9 S1 S3 S4 S5 B1 B3";
        QVERIFY(names(small, {}, s8, Source::Discard, none).contains("十八小"));
        // 全求人: one card left, paired by the winning card, only taken melds on the table.
        const std::vector<Unit> taken{sameCards(UnitType::Peng, parseId("B4")),
                                      sameCards(UnitType::KaiZhao, parseId("S5"))};
        QVERIFY(names("S8", taken, s8, Source::Discard, none).contains("全求人"));
        const std::vector<Unit> hidden{sameCards(UnitType::Sao, parseId("B4"))};
        QVERIFY(!names("S8", hidden, s8, Source::Discard, none).contains("全求人"));
        // 门前清: no claim and a win on one's own card; 地胡 and 天胡 from the state.
        const auto idle = [](ZipaiGame::Parts&) {};
        QVERIFY(names(black, {}, s8, Source::OwnFlip, idle).contains("门前清"));
        QVERIFY(!names(black, {}, s8, Source::Discard, idle).contains("门前清"));
        QVERIFY(names(black, {}, s8, Source::Discard, [](ZipaiGame::Parts& p) {
                    p.diHu = -2;
                }).contains("地胡"));
        QVERIFY(!names(black, {}, s8, Source::Discard, [](ZipaiGame::Parts& p) {
                     p.diHu = -2;
                     p.seats[1].acted = true;
                 }).contains("地胡"));
        QVERIFY(names(black, {}, -1, Source::None, [](ZipaiGame::Parts& p) {
                    p.afterForced = ZipaiGame::tianhu;
                }).contains("天胡"));
    }

    void readingDependentMingtang() {
        Valuation v;
        // Every unit a same-card group or the pair: 碰碰胡, but not 全油 (the pair scores nothing).
        const std::vector<Unit> same{
            sameCards(UnitType::Peng, parseId("B1")), sameCards(UnitType::Peng, parseId("B2")),
            sameCards(UnitType::KaiZhao, parseId("S3")), sameCards(UnitType::Sao, parseId("S4")),
            sameCards(UnitType::Kan, parseId("B5"))};
        Counts free{};
        free[std::size_t(parseId("S6"))] = 2;
        free[std::size_t(parseId("S9"))] = 2;
        const auto p = bestWin(same, free, parseId("S9"), true, v);
        QVERIFY(p && p->pengpeng && !p->quanyou);
        // Every unit worth 油 (no pair, so no four): 全油.
        Counts all{};
        for (const char* t : {"S1", "S2",  "S3", "B1", "B2", "B3", "S2", "S7", "S10", "B2",
                              "B7", "B10", "S1", "S2", "S3", "B1", "B2", "B3", "S1",  "S2"})
            ++all[std::size_t(parseId(t))];
        const auto q = bestWin({}, all, parseId("S3"), true, v);
        QVERIFY(q && q->quanyou);
    }

    void invariantsHoldThroughManySessions() {
        RandomBot random;
        const auto basic = info().basicBot();
        int hands = 0, wins = 0, chows = 0, bis = 0, pongs = 0, zhaos = 0, saos = 0;
        const int games = qEnvironmentVariableIntValue("PAIJU_ZIPAI_GAMES") > 0
                              ? qEnvironmentVariableIntValue("PAIJU_ZIPAI_GAMES")
                              : 3000;
        for (int n = 1; n <= games; ++n) {
            const int seats = 2 + n % 2;
            std::map<std::string, std::string> options;
            if (n % 4 == 0)
                options = {{"must_win", "true"}, {"double_ron", "true"}, {"xing", "shangxia"}};
            if (n % 5 == 0)
                options = {{"threshold", "15"}, {"zimo_bonus", "double"}, {"xing", "none"}};
            auto g = newGame(std::uint64_t(n), seats, options);
            std::vector<Bot*> bots(std::size_t(seats), &random);
            if (n % 3 == 0)
                bots.assign(std::size_t(seats), basic.get());
            Rng rng{std::uint64_t(n)};
            const auto r = autoplay(*g, bots, rng, 100000, [&](int, const std::string& a) {
                const QString lost = test::gameInvariantProblem(*g);
                QVERIFY2(lost.isEmpty(), qPrintable(lost));
                const QString claim = claimProblem(*g);
                QVERIFY2(claim.isEmpty(), qPrintable(claim));
                chows += a.starts_with("chi");
                bis += a.find(" bi ") != std::string::npos;
                pongs += a == "peng";
            });
            QVERIFY2(r.error.empty(), r.error.c_str());
            if (QTest::currentTestFailed())
                return;
            for (const Event& e : g->events()) {
                if (e.type == "hand-end") {
                    ++hands;
                    QCOMPARE(std::accumulate(e.values.begin(), e.values.end(), 0), 0);
                }
                wins += e.type == "hu";
                zhaos += e.type == "kaizhao" || e.type == "saochuan";
                saos += e.type == "sao" || e.type == "guosao";
            }
        }
        qInfo("%d hands, %d wins, %d chows (%d with 比), %d pongs, %d 招 events, %d 扫 events",
              hands, wins, chows, bis, pongs, zhaos, saos);
        QVERIFY(wins > 0 && chows > 0 && bis > 0 && pongs > 0 && zhaos > 0 && saos > 0);
    }

    // A win offered without a card (天胡, after one's own 扫) is seen by that seat alone: every
    // other seat and a spectator get the bytes they would get had the seat no win, that is the
    // state after it declines (the decline is logged for it alone).
    void ownWinOfferIsPrivate() {
        RandomBot random;
        int offers = 0;
        for (int n = 1; n <= 400; ++n) {
            const int seats = 2 + n % 2;
            auto g = newGame(std::uint64_t(n), seats);
            std::vector<Bot*> bots(std::size_t(seats), &random);
            Rng rng{std::uint64_t(n)};
            const auto r = autoplay(*g, bots, rng, 100000, [&](int, const std::string&) {
                const auto& p = g->parts();
                if (p.phase != Phase::Hu || p.card >= 0)
                    return;
                ZipaiGame declined(p);
                QVERIFY(declined.apply(p.turn, "pass").ok());
                if (declined.parts().phase != Phase::Discard || declined.parts().turn != p.turn)
                    return; // no discard follows (重招, 相公): the states differ anyway
                ++offers;
                for (int v = -1; v < seats; ++v) {
                    if (v == p.turn)
                        continue;
                    const auto bytes = [&](const GameState& s) {
                        return QJsonDocument(info().observe(s, v)).toJson();
                    };
                    QCOMPARE(bytes(*g), bytes(declined));
                }
            });
            QVERIFY2(r.error.empty(), r.error.c_str());
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(offers > 0, "no win offered without a card");
    }

    // The per-holding cache of winning cards and chows gives what working them out afresh gives,
    // for every seat, card and source, at every moment of random sessions (holdings change under
    // it with every meld, discard and flip).
    void cachedWinsAndChowsMatchTheUncached() {
        int compared = 0, wins = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto g = newGame(seed, seed % 2 ? 3 : 2);
            Rng rng(seed);
            while (!g->isTerminal()) {
                for (int s = 0; s < g->seatCount(); ++s) {
                    // Whether a chow exists, asked before and after the chows are listed.
                    QCOMPARE(g->mayChi(s), !g->chiOptionsUncached(s).empty());
                    QCOMPARE(g->chiOptionsFor(s), g->chiOptionsUncached(s));
                    QCOMPARE(g->mayChi(s), !g->chiOptionsUncached(s).empty());
                    for (int w = -1; w < identities; ++w)
                        for (Source source :
                             {Source::None, Source::OwnFlip, Source::Flip, Source::Discard}) {
                            const auto cached = g->winFor(s, w, source);
                            const auto fresh = g->winForUncached(s, w, source);
                            QCOMPARE(cached.has_value(), fresh.has_value());
                            if (cached) {
                                QCOMPARE(cached->units, fresh->units);
                                QCOMPARE(cached->perPayer, fresh->perPayer);
                                ++wins;
                            }
                            ++compared;
                        }
                }
                QVERIFY(g->playRandom(g->parts().turn, rng));
            }
        }
        QVERIFY(compared > 10000);
        QVERIFY(wins > 0);
    }

    // The claim checks read the holding from the cache (its free cards, 扫 and 碰): the 碰 and
    // 开招 seats are those found from the seats themselves, at every moment of random sessions.
    void cachedPongAndFourChecksMatchThePlain() {
        int pongs = 0, fours = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto g = newGame(seed, seed % 2 ? 3 : 2);
            Rng rng(seed);
            while (!g->isTerminal()) {
                for (int s = 0; s < g->seatCount(); ++s) {
                    QCOMPARE(g->mayPeng(s), g->mayPengUncached(s));
                    pongs += g->mayPeng(s);
                }
                QCOMPARE(g->fourMaker(), g->fourMakerUncached());
                // A 开招 is made as soon as it is found, so the live game rarely shows one: every
                // card shown by every seat, flipped or discarded, on the holdings of the moment.
                if (g->parts().card >= 0)
                    for (int x = 0; x < identities; ++x)
                        for (int owner = 0; owner < g->seatCount(); ++owner)
                            for (Source source : {Source::Flip, Source::Discard}) {
                                ZipaiGame::Parts parts = g->parts();
                                parts.card = x;
                                parts.owner = owner;
                                parts.source = source;
                                const ZipaiGame shown(parts);
                                QCOMPARE(shown.fourMaker(), shown.fourMakerUncached());
                                fours += shown.fourMaker() >= 0;
                                for (int s = 0; s < g->seatCount(); ++s)
                                    QCOMPARE(shown.mayPeng(s), shown.mayPengUncached(s));
                            }
                QVERIFY(g->playRandom(g->parts().turn, rng));
            }
        }
        QVERIFY2(pongs > 10 && fours > 3,
                 qPrintable(QString("%1 pongs, %2 fours").arg(pongs).arg(fours)));
    }

    // Random play draws a move without listing them; it must draw what picking from the list
    // would, with the same draws, so that a seed plays the game it always played.
    void randomMoveDrawsAsTheList() {
        int claims = 0, chows = 0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            auto g = newGame(seed, seed % 2 ? 3 : 2);
            Rng rng(seed);
            while (!g->isTerminal()) {
                const int seat = g->parts().turn;
                for (int s = 0; s < g->seatCount(); ++s) {
                    Rng drawn = rng, listed = rng;
                    const auto move = g->randomMove(s, drawn);
                    const auto moves = g->legalMoves(s);
                    if (moves.empty()) {
                        QVERIFY(!move);
                        continue;
                    }
                    QVERIFY(move);
                    if (g->parts().phase != Phase::Discard) {
                        QCOMPARE(*move,
                                 moves[listed.below(static_cast<std::uint32_t>(moves.size()))]);
                        QCOMPARE(drawn, listed);
                        ++claims;
                        chows += move->type == Move::Type::Chi;
                    }
                }
                QVERIFY(g->playRandom(seat, rng));
            }
        }
        QVERIFY2(claims > 150 && chows > 20,
                 qPrintable(QString("%1 claims, %2 chows").arg(claims).arg(chows)));
    }

    // §9, §18: every chow on offer in seeded sessions is one option, listed in one spelling;
    // each other spelling of it (another of its groups called the chow group), sent as text or
    // as a typed move, is the same move, with the same state after it.
    void everySpellingOfAChowIsTheListedOne() {
        int spelled = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto g = newGame(seed, seed % 2 ? 3 : 2);
            Rng rng(seed);
            while (!g->isTerminal()) {
                const int seat = g->parts().turn;
                if (g->parts().phase == Phase::Chi) {
                    const int x = g->parts().card;
                    const auto options = g->chiOptionsFor(seat);
                    for (std::size_t i = 0; i < options.size(); ++i)
                        for (std::size_t j = 0; j < i; ++j)
                            QVERIFY(!(chiGroups(options[i], x) == chiGroups(options[j], x)));
                    for (const ChiOption& o : options) {
                        ZipaiGame listed(g->parts());
                        QVERIFY(listed.apply(seat, chiText(o)).ok());
                        const ChiGroups groups = chiGroups(o, x);
                        for (std::size_t k = 0; k < groups.size; ++k) {
                            // groups[k] as the chow group, the others as 比 groups.
                            ChiOption other;
                            const auto& chow = groups.groups[k];
                            const auto at = std::find(chow.begin(), chow.end(), x) - chow.begin();
                            for (std::size_t c = 0, h = 0; c < 3; ++c)
                                if (static_cast<std::ptrdiff_t>(c) != at)
                                    other.hand[h++] = chow[c];
                            for (std::size_t b = 0; b < groups.size; ++b)
                                if (b != k)
                                    other.bi.push_back(groups.groups[b]);
                            ZipaiGame typed(g->parts()), text(g->parts());
                            QVERIFY(typed.play(seat, Move{Move::Type::Chi, -1, other}).ok());
                            QVERIFY(text.apply(seat, chiText(other)).ok());
                            QVERIFY(typed.parts() == listed.parts());
                            QVERIFY(text.parts() == listed.parts());
                            spelled += !(other == o);
                        }
                    }
                }
                QVERIFY(g->playRandom(seat, rng));
            }
        }
        QVERIFY2(spelled > 10, qPrintable(QString("%1 other spellings").arg(spelled)));
    }

    // The log keeps a chow, a discard and a pass as numbers and writes their texts when read:
    // each reads as written from the move itself (the card, then the move's cards without its
    // verb; the card discarded; the claim passed).
    void typedEventTextsReadAsWritten() {
        int chows = 0, withBi = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto g = newGame(seed, seed % 2 ? 3 : 2);
            Rng rng(seed);
            while (!g->isTerminal()) {
                const int seat = g->parts().turn;
                const int card = g->parts().card;
                const Phase phase = g->parts().phase;
                const std::size_t before = g->events().size();
                std::string move;
                QVERIFY(g->playRandom(seat, rng, &move));
                const Event& e = g->events()[before];
                if (move.rfind("chi ", 0) == 0) {
                    QCOMPARE(e.type, std::string("chi"));
                    QCOMPARE(e.text.str(), token(card) + " " + move.substr(4));
                    ++chows;
                    withBi += move.find(" bi ") != std::string::npos;
                } else if (move.rfind("discard ", 0) == 0) {
                    QCOMPARE(e.type, std::string("discard"));
                    QCOMPARE(e.text.str(), move.substr(8));
                } else if (move == "pass") {
                    QCOMPARE(e.type, std::string("pass"));
                    QCOMPARE(e.text.str(), std::string(phaseName(phase)));
                }
            }
        }
        QVERIFY2(chows > 100 && withBi > 5,
                 qPrintable(QString("%1 chows, %2 with 比").arg(chows).arg(withBi)));
    }

    void basicBotBeatsRandom() {
        const auto basic = info().basicBot();
        RandomBot random;
        int wins = 0;
        const int games = 150;
        for (int n = 1; n <= games; ++n) {
            QString error;
            auto setup = makeSetup(info(), 3, {}, std::uint64_t(n), &error);
            auto g = info().create(*setup);
            const int seat = n % 3;
            std::vector<Bot*> bots(3, &random);
            bots[std::size_t(seat)] = basic.get();
            Rng rng{std::uint64_t(n)};
            QVERIFY(autoplay(*g, bots, rng).error.empty());
            const auto s = g->scores();
            wins += s[std::size_t(seat)] >
                    std::max(s[std::size_t((seat + 1) % 3)], s[std::size_t((seat + 2) % 3)]);
        }
        QVERIFY2(wins >= games * 2 / 3, qPrintable(QString::number(wins)));
    }
};

QTEST_APPLESS_MAIN(TestZipaiGame)
#include "tst_zipai_game.moc"
