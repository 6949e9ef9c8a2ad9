// The Four-Color state machine over whole matches: deal, claim windows with sealed declarations
// and priorities, hu, flower, settlement, next deck; checked after every action.
#include "core/autoplay.h"
#include "fourcolor/fourcolor_game.h"
#include "fourcolor/fourcolor_pile.h"
#include "io/registry.h"
#include "support/invariants.h"

#include <QJsonArray>
#include <QTest>
#include <set>

using namespace paiju;
using namespace paiju::fourcolor;

namespace {

const GameInfo& info() {
    return *findGame("fourcolor");
}

Setup setupFor(int seats, std::uint64_t seed, int hands = 3) {
    QString error;
    return *makeSetup(info(), seats, {{"hands", std::to_string(hands)}}, seed, &error);
}

std::unique_ptr<FourColorGame> newMatch(int seats, std::uint64_t seed, int hands = 3) {
    return std::make_unique<FourColorGame>(setupFor(seats, seed, hands));
}

// The claims of §5 worked out from the seat's concealed hand alone, in the legal list's order:
// hu, kong, pung, then the chows; each meld claim must leave a non-General to discard (§5.3).
std::vector<Move> plainClaims(const FourColorGame& game, int seat) {
    std::vector<Move> claims;
    const auto& p = game.parts();
    if (!p.current || (p.current->source == Source::Discard && seat == p.current->owner))
        return claims;
    Counts hand{};
    for (Card c : p.hands[std::size_t(seat)])
        ++hand[std::size_t(typeOfCard(c))];
    const int x = typeOfCard(p.current->card);
    const int color = colorOf(x), rank = rankOf(x);
    const int owner = p.current->owner;
    const bool chow =
        seat == (owner + 1) % p.seats || (p.current->source == Source::Draw && seat == owner);
    auto has = [&](int t, int n = 1) { return hand[std::size_t(t)] >= n; };
    auto add = [&](Move::Type type, MeldKind kind, TypeList used) {
        Counts rest = hand;
        remove(rest, used);
        if (hasNonGeneral(rest))
            claims.push_back({type, -1, kind, used});
    };
    if (canWin(hand, x))
        claims.push_back({Move::Type::Hu, -1, MeldKind::Pair, {}});
    if (has(x, 3))
        add(Move::Type::Kong, rank == K ? MeldKind::GeneralKong : MeldKind::Kong, {x, x, x});
    if (rank != K && has(x, 2))
        add(Move::Type::Pung, MeldKind::Pung, {x, x});
    if (!chow)
        return claims;
    if (rank != K && rank != S && has(x))
        add(Move::Type::Chow, MeldKind::Pair, {x});
    if (rank == K)
        add(Move::Type::Chow, MeldKind::SingleGeneral, {});
    const int first = rank <= E ? K : C;
    if (rank != S) {
        std::vector<int> other;
        for (int r = first; r < first + 3; ++r)
            if (r != rank)
                other.push_back(typeOf(color, r));
        if (has(other[0]) && has(other[1]))
            add(Move::Type::Chow, rank <= E ? MeldKind::Command : MeldKind::Field,
                {other[0], other[1]});
    } else {
        std::vector<int> others;
        for (int o = 0; o < colors; ++o)
            if (o != color && has(typeOf(o, S)))
                others.push_back(typeOf(o, S));
        for (std::size_t i = 0; i < others.size(); ++i)
            for (std::size_t j = i + 1; j < others.size(); ++j)
                add(Move::Type::Chow, MeldKind::Soldiers3, {others[i], others[j]});
        if (others.size() == 3)
            add(Move::Type::Chow, MeldKind::Soldiers4, {others[0], others[1], others[2]});
    }
    return claims;
}

// The notation of the seat's last declaration before event `before`.
std::string lastDeclaration(const FourColorGame& game, int seat, std::size_t before) {
    const auto& events = game.events();
    for (std::size_t i = before; i-- > 0;)
        if (events[i].type == "declare" && events[i].seat == seat)
            return events[i].text.str();
    return {};
}

// The events from `from` on, as written out from the state they describe: a resolved claim as the
// claimant's declaration and the cards of the meld it just laid, a dealt hand as its cards.
void checkNewEvents(const FourColorGame& game, std::size_t from, int& claims) {
    const auto& events = game.events();
    for (std::size_t i = from; i < events.size(); ++i) {
        const Event& e = events[i];
        const auto s = std::size_t(e.seat);
        if (e.type == "claim") {
            QCOMPARE(e.text.str(),
                     lastDeclaration(game, e.seat, i) + ": " +
                         fourColorDeck().format(game.parts().exposed[s].back().cards));
            // ... and read back by readClaim, as the app reads it: the same move and meld.
            const auto read = readClaim(e.text.str());
            QVERIFY(read);
            QCOMPARE(moveText(read->move), lastDeclaration(game, e.seat, i));
            std::vector<int> types;
            for (const Card c : game.parts().exposed[s].back().cards)
                types.push_back(typeOfCard(c));
            QCOMPARE(read->types, types);
            ++claims;
        }
        if (e.type == "hand")
            QCOMPARE(e.text.str(), fourColorDeck().format(game.parts().hands[s]));
    }
}

} // namespace

class TestFourColorGame : public QObject {
    Q_OBJECT
private slots:
    // Text that is not a claim event is not read as one.
    void onlyClaimEventsReadAsClaims() {
        for (const char* text : {"", "pung", "pung:", "discard RK: RK", "pass: RK", "pung: RK XX",
                                 "shout: RK RK", "chow soldiers3 GS: GS RS"})
            QVERIFY2(!readClaim(text), text);
        const auto pung = readClaim("pung: GC GC GC");
        QVERIFY(pung);
        QVERIFY(pung->move.type == Move::Type::Pung);
        QCOMPARE(pung->types.size(), std::size_t(3));
    }

    // The pile read from the log, seat by seat (PileByLog, what the table shows), is the state's
    // own pile at every step of many matches, each card with the seat whose card on offer it was
    // when its window closed unclaimed: through claims, hu, exhaustive draws and new hands.
    void thePileReadFromTheLogIsTheStates() {
        int laidSeen = 0, handsSeen = 0;
        for (std::uint64_t seed = 1; seed <= 120; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed, 3);
            Rng rng(seed);
            std::vector<int> owners; // of the state's pile, as the state moved the cards there
            for (int step = 0; step < 5000 && !game->isTerminal(); ++step) {
                const auto before = game->parts();
                const int seat = game->awaiting().front();
                const auto moves = game->legalMoves(seat);
                QVERIFY(game->play(seat, moves[rng.below(std::uint32_t(moves.size()))]).ok());
                const auto& p = game->parts();
                if (p.handNumber != before.handNumber) {
                    owners.clear();
                    ++handsSeen;
                } else {
                    // One action may lay several cards: a window nobody can answer closes at
                    // once, and the next seat draws (§4). The first card laid is the one on offer
                    // before the action, or the one it discarded; each next one is the top of the
                    // stock, drawn by the seat after the last card's.
                    int owner = before.current ? before.current->owner : seat;
                    for (std::size_t i = before.discardPile.size(); i < p.discardPile.size(); ++i) {
                        const std::size_t k = i - before.discardPile.size();
                        if (k > 0) {
                            QCOMPARE(p.discardPile[i], before.stock[k - 1]);
                            owner = (owner + 1) % seats;
                        } else if (before.current) {
                            QCOMPARE(p.discardPile[i], before.current->card);
                        }
                        owners.push_back(owner);
                    }
                }
                QCOMPARE(p.discardPile.size(), owners.size());
                PileByLog pile;
                for (const Event& e : game->events())
                    pile.read(e.type.str(), e.seat, e.text.str());
                pile.finish(p.current.has_value());
                std::vector<PileByLog::Laid> want;
                for (std::size_t i = 0; i < owners.size(); ++i)
                    want.push_back({owners[i], typeOfCard(p.discardPile[i])});
                QVERIFY2(pile.laid() == want,
                         qPrintable(QString("seed %1 step %2").arg(seed).arg(step)));
                laidSeen += int(want.size());
            }
        }
        QVERIFY(handsSeen > 100);
        QVERIFY(laidSeen > 10000);
    }

    void firstDealOfSeedOneIsPinned() {
        auto game = newMatch(4, 1);
        const auto& p = game->parts();
        QCOMPARE(p.firstPlayer, 3);
        QCOMPARE(
            QString::fromStdString(fourColorDeck().format(p.hands[std::size_t(p.firstPlayer)])),
            QString("RC RC RH RP RS GE GE GC GH GS GS YK YA YE YC YC YS WE WC WH WP"));
        QCOMPARE(QString::fromStdString(fourColorDeck().format(
                     std::vector<Card>(p.stock.begin(), p.stock.begin() + 8))),
                 QString("RK YS WS YH GA RH GA GK"));
    }

    void packetsFollowTheDealingOrder() { // §3.3's example: 4 players, first player S2
        std::vector<Card> deck = fourColorDeck().cards();
        FourColorGame game(setupFor(4, 1), deck, 2);
        auto range = [](int from, int to) {
            std::vector<Card> out;
            for (int c = from; c <= to; ++c)
                out.push_back(Card(c));
            return out;
        };
        auto join = [](std::vector<std::vector<Card>> parts) {
            std::vector<Card> out;
            for (auto& p : parts)
                out.insert(out.end(), p.begin(), p.end());
            return out;
        };
        const auto& p = game.parts();
        QCOMPARE(p.hands[2], join({range(0, 6), range(28, 34), range(56, 62)}));
        QCOMPARE(p.hands[3], join({range(7, 13), range(35, 41), range(63, 68)}));
        QCOMPARE(p.hands[0], join({range(14, 20), range(42, 48), range(69, 74)}));
        QCOMPARE(p.hands[1], join({range(21, 27), range(49, 55), range(75, 80)}));
        QCOMPARE(p.stock, range(81, 111));
    }

    void dealSizes() {
        for (int seats = 2; seats <= 4; ++seats) {
            auto game = newMatch(seats, std::uint64_t(seats));
            const auto& p = game->parts();
            for (int s = 0; s < seats; ++s)
                QCOMPARE(int(p.hands[std::size_t(s)].size()), s == p.firstPlayer ? 21 : 20);
            QCOMPARE(int(p.stock.size()), 112 - 21 - 20 * (seats - 1));
            QCOMPARE(game->awaiting().toVector(), std::vector<int>{p.firstPlayer});
            QCOMPARE(game->scores(), std::vector<int>(std::size_t(seats), 10 * seats));
        }
    }

    void generalsAreNeverDiscardedAndRefusalsChangeNothing() {
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = newMatch(4, seed);
            const int f = game->parts().firstPlayer;
            const auto before = game->parts();
            for (const auto& action : game->legalActions(f))
                QVERIFY(action.find('K') == std::string::npos);
            for (const char* bad : {"discard RK", "discard GK", "hu", "pass", "chow pair", "draw",
                                    "discard", "discard XX", "chow soldiers3 RK GS"})
                QVERIFY2(!game->apply(f, bad).ok(), bad);
            QVERIFY(!game->apply((f + 1) % 4, game->legalActions(f).front()).ok());
            QVERIFY(game->parts() == before);
        }
    }

    void invariantsHoldThroughManyMatches() {
        for (std::uint64_t seed = 1; seed <= 1200; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed);
            RandomBot random;
            auto basic = info().basicBot();
            std::vector<Bot*> bots;
            for (int s = 0; s < seats; ++s)
                bots.push_back((seed + std::uint64_t(s)) % 2 ? basic.get() : &random);
            Rng rng(seed);
            QString problem;
            const AutoplayResult result =
                autoplay(*game, bots, rng, 100000, [&](int, const std::string&) {
                    if (!problem.isEmpty() || game->isTerminal())
                        return;
                    const auto& p = game->parts();
                    problem = test::gameInvariantProblem(*game);
                    if (p.phase == Phase::Claim)
                        for (int s = 0; s < seats; ++s) { // §4.3
                            std::size_t held = p.hands[std::size_t(s)].size();
                            for (const auto& m : p.exposed[std::size_t(s)])
                                held += m.cards.size();
                            if (held != 20)
                                problem = QString("seat %1 holds %2 in a window").arg(s).arg(held);
                        }
                });
            QVERIFY2(result.error.empty(), result.error.c_str());
            QVERIFY2(problem.isEmpty(), qPrintable(QString("seed %1: %2").arg(seed).arg(problem)));
            int sum = 0;
            for (int v : game->scores())
                sum += v;
            QCOMPARE(sum, 10 * seats * seats); // points are only moved, never made
            for (const Event& e : game->events())
                if (e.type == "hand-end") {
                    int handSum = 0;
                    for (int v : e.values)
                        handSum += v;
                    QCOMPARE(handSum, 0);
                }
        }
    }

    // A declaration's log text is kept packed and written when read: it must read as the move's
    // notation for every kind of declaration (pass, hu, kong, pung and each chow, soldiers3 with
    // the types it takes).
    void declarationsReadAsTheirNotation() {
        std::set<Move::Type> kinds;
        bool soldiers3 = false;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed, 1);
            Rng rng(seed);
            for (int step = 0; step < 5000 && !game->isTerminal(); ++step) {
                const int seat = game->awaiting().front();
                const bool claim = game->parts().phase == Phase::Claim;
                const auto moves = game->legalMoves(seat);
                QVERIFY(!moves.empty());
                const Move move = moves[rng.below(std::uint32_t(moves.size()))];
                QVERIFY(game->play(seat, move).ok());
                if (!claim)
                    continue;
                const auto& events = game->events();
                const auto it = std::find_if(events.rbegin(), events.rend(),
                                             [](const Event& e) { return e.type == "declare"; });
                QVERIFY(it != events.rend());
                QCOMPARE(it->seat, seat);
                QCOMPARE(it->text.str(), moveText(move));
                kinds.insert(move.type);
                soldiers3 = soldiers3 || move.meld == MeldKind::Soldiers3;
            }
        }
        QCOMPARE(kinds.size(), std::size_t(5)); // every declaration but a discard
        QVERIFY(soldiers3);
    }

    // The claim windows are worked out from each hand's summary (the types held once, twice,
    // three times, its non-Generals, its winning types kept until it changes), the discard draw
    // from the types held, and dealt hands and resolved claims are logged packed. At every step
    // of many random matches, each must agree with the plain computation from the hands.
    void fastPathsMatchThePlainRules() {
        int windows = 0, claimsSeen = 0, chowsSeen = 0;
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed, 2);
            Rng rng(seed);
            for (int step = 0; step < 5000 && !game->isTerminal(); ++step) {
                const auto& p = game->parts();
                if (p.phase == Phase::Claim) {
                    ++windows;
                    std::vector<int> awaited;
                    for (int s = 0; s < seats; ++s) {
                        const auto want = plainClaims(*game, s);
                        QCOMPARE(game->claimsFor(s), want);
                        auto legal = game->legalMoves(s);
                        if (!legal.empty() && legal.back().type == Move::Type::Pass)
                            legal.pop_back();
                        if (!p.declarations[std::size_t(s)]) {
                            QCOMPARE(legal, want);
                            if (!want.empty())
                                awaited.push_back(s);
                        }
                        for (const Move& m : want)
                            chowsSeen += m.type == Move::Type::Chow;
                    }
                    QCOMPARE(game->awaiting().toVector(), awaited);
                }
                const int seat = game->awaiting().front();
                const auto legal = game->legalMoves(seat);
                Rng listed = rng;
                const auto drawn = game->randomMove(seat, rng);
                QVERIFY(drawn.has_value());
                QCOMPARE(*drawn, legal[listed.below(std::uint32_t(legal.size()))]);
                QCOMPARE(rng.state(), listed.state());
                if (step == 0)
                    checkNewEvents(*game, 0, claimsSeen); // the first deal
                const std::size_t logBefore = game->events().size();
                QVERIFY(game->play(seat, *drawn).ok());
                checkNewEvents(*game, logBefore, claimsSeen);
            }
        }
        QVERIFY(windows > 1000);
        QVERIFY(claimsSeen > 100);
        QVERIFY(chowsSeen > 100);
    }

    // A discard or a claim takes the lowest copy of each type from the hand (§5.2), and the hand
    // stays sorted: the engine finds that copy by counting the cards below it. A claimed meld is
    // the claimed card and the copies taken, in order.
    void cardsLeaveTheHandLowestCopyFirst() {
        int discards = 0, claims = 0;
        for (std::uint64_t seed = 1; seed <= 150; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed, 2);
            Rng rng(seed);
            for (int step = 0; step < 5000 && !game->isTerminal(); ++step) {
                const auto before = game->parts();
                const int seat = game->awaiting().front();
                const auto move = game->randomMove(seat, rng);
                QVERIFY(move.has_value());
                QVERIFY(game->play(seat, *move).ok());
                const auto& p = game->parts();
                if (p.handNumber != before.handNumber || game->isTerminal())
                    continue;
                for (int s = 0; s < seats; ++s) {
                    const auto& hand = p.hands[std::size_t(s)];
                    QVERIFY(std::is_sorted(hand.begin(), hand.end()));
                }
                if (move->type == Move::Type::Discard) { // the window may have closed since
                    auto hand = before.hands[std::size_t(seat)];
                    hand.erase(std::find_if(hand.begin(), hand.end(),
                                            [&](Card c) { return typeOfCard(c) == move->card; }));
                    QCOMPARE(p.hands[std::size_t(seat)], hand);
                    ++discards;
                }
                for (int s = 0; s < seats; ++s) {
                    const auto& melds = p.exposed[std::size_t(s)];
                    if (melds.size() == before.exposed[std::size_t(s)].size())
                        continue;
                    // the seat that closed the window declared with this very move
                    const Move& claim = s == seat ? *move : *before.declarations[std::size_t(s)];
                    std::vector<Card> want = {before.current->card};
                    auto hand = before.hands[std::size_t(s)];
                    for (int t : claim.handTypes) {
                        const auto it = std::find_if(hand.begin(), hand.end(),
                                                     [t](Card c) { return typeOfCard(c) == t; });
                        QVERIFY(it != hand.end());
                        want.push_back(*it);
                        hand.erase(it);
                    }
                    std::sort(want.begin(), want.end());
                    QCOMPARE(melds.back().cards.toVector(), want);
                    QCOMPARE(melds.back().kind, claim.meld);
                    QCOMPARE(p.hands[std::size_t(s)], hand);
                    ++claims;
                }
            }
        }
        QVERIFY(discards > 1000);
        QVERIFY(claims > 100);
    }

    void nextDeckKeepsTheStockOnTop() { // §13.2
        Rng rng(4), same(4);
        const std::vector<Card> stock = {Card(100), Card(3), Card(57)};
        const auto deck = nextDeck(stock, rng);
        QCOMPARE(int(deck.size()), cardCount);
        QCOMPARE(std::vector<Card>(deck.begin(), deck.begin() + 3), stock);
        std::vector<Card> used;
        for (int c = 0; c < cardCount; ++c)
            if (c != 100 && c != 3 && c != 57)
                used.push_back(Card(c));
        shuffle(used, same);
        QCOMPARE(std::vector<Card>(deck.begin() + 3, deck.end()), used);
        QCOMPARE(nextDeck({}, rng).size(), std::size_t(cardCount)); // after a draw: all shuffled
    }

    // §12-§14 over many matches: an exhaustive draw pays nothing and the last actor starts next;
    // after a hu the declarer starts; the match ends at its length or as soon as a player has 0
    // points or fewer, and never goes on after that.
    void handsAndMatchesEndAsTheRulesSay() {
        int draws = 0, earlyEnds = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const int seats = 2 + int(seed % 3);
            auto game = newMatch(seats, seed, 6);
            RandomBot bot;
            std::vector<Bot*> bots(std::size_t(seats), &bot);
            Rng rng(seed);
            QVERIFY(autoplay(*game, bots, rng).error.empty());
            const auto& log = game->events();
            int lastActor = -1, declarer = -1, hands = 0;
            std::vector<int> totals(std::size_t(seats), 10 * seats);
            bool broke = false;
            for (std::size_t i = 0; i < log.size(); ++i) {
                const Event& e = log[i];
                if (e.type == "discard" || e.type == "draw")
                    lastActor = e.seat;
                if (e.type == "hu")
                    declarer = e.seat;
                if (e.type == "exhaustive-draw") {
                    ++draws;
                    QCOMPARE(log[i + 1].values.toVector(), std::vector<int>(std::size_t(seats), 0));
                    declarer = -1;
                }
                if (e.type == "hand-end") {
                    QVERIFY(!broke);
                    ++hands;
                    for (int s = 0; s < seats; ++s)
                        totals[std::size_t(s)] += e.values[std::size_t(s)];
                    broke = *std::min_element(totals.begin(), totals.end()) <= 0;
                }
                if (e.type == "deal" && hands > 0)
                    QCOMPARE(e.seat, declarer >= 0 ? declarer : lastActor);
            }
            QCOMPARE(game->scores(), totals);
            QVERIFY(broke || hands == 6);
            earlyEnds += broke && hands < 6;
        }
        QVERIFY(draws > 0);
        QVERIFY(earlyEnds > 0);
    }

    void basicBotBeatsRandom() {
        const auto basic = info().basicBot();
        RandomBot random;
        int wins = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            auto game = newMatch(4, seed);
            const int seat = int(seed % 4);
            std::vector<Bot*> bots(4, &random);
            bots[std::size_t(seat)] = basic.get();
            Rng rng(seed);
            autoplay(*game, bots, rng);
            const auto scores = game->scores();
            wins += scores[std::size_t(seat)] == *std::max_element(scores.begin(), scores.end());
        }
        QVERIFY2(wins > 100, qPrintable(QString::number(wins)));
    }
};

QTEST_APPLESS_MAIN(TestFourColorGame)
#include "tst_fourcolor_game.moc"
