// Units and their 油 (§10), chow options with 比 (§9), the winning decomposition (§11) against an
// independent search, and the settlement formula with the worked examples of §14.3.
#include "core/rng.h"
#include "zipai/zipai_melds.h"

#include <QTest>
#include <functional>
#include <map>
#include <set>

using namespace paiju;
using namespace paiju::zipai;

namespace {

int id(const char* t) {
    const int i = parseId(t);
    if (i < 0)
        qFatal("bad card %s", t);
    return i;
}

Counts counts(const char* text) {
    Counts c{};
    for (auto w : splitWords(text))
        ++c[static_cast<std::size_t>(id(std::string(w).c_str()))];
    return c;
}

// The chows of x worked out plainly (§9): each group with x whose two other cards the hand
// holds, then each way to lay every copy of x left in groups with x, a card left to discard;
// of the ways that lay the same groups (a multiset, the chow group among them), the first
// spelling (§18).
std::vector<ChiOption> plainChiOptions(const Counts& free, int x) {
    using Triple = std::array<std::uint8_t, 3>;
    std::set<ChiOption> found;
    std::vector<Triple> chosen;
    const auto take = [](Counts& h, const Triple& g, int keep) {
        Counts left = h;
        for (int c : g) {
            if (c == keep) {
                keep = -1;
                continue;
            }
            if (left[std::size_t(c)] == 0)
                return false;
            --left[std::size_t(c)];
        }
        h = left;
        return true;
    };
    std::function<void(const Counts&, const std::array<std::uint8_t, 2>&)> lay =
        [&](const Counts& h, const std::array<std::uint8_t, 2>& hand) {
            if (h[std::size_t(x)] == 0) {
                if (total(h) > 0) {
                    auto bi = chosen;
                    std::sort(bi.begin(), bi.end());
                    found.insert(ChiOption{hand, bi});
                }
                return;
            }
            for (const Triple& g : groupsWith(x)) {
                Counts rest = h;
                if (!take(rest, g, -1))
                    continue;
                chosen.push_back(g);
                lay(rest, hand);
                chosen.pop_back();
            }
        };
    for (const Triple& g : groupsWith(x)) {
        Counts h = free;
        if (!take(h, g, x))
            continue;
        std::array<std::uint8_t, 2> hand{};
        std::size_t k = 0;
        bool skipped = false;
        for (int c : g) {
            if (c == x && !skipped)
                skipped = true;
            else
                hand[k++] = static_cast<std::uint8_t>(c);
        }
        lay(h, hand);
    }
    std::map<std::multiset<Triple>, ChiOption> first;
    for (const ChiOption& o : found) { // in ChiOption's order
        std::array<int, 3> chow{o.hand[0], o.hand[1], x};
        std::sort(chow.begin(), chow.end());
        std::multiset<Triple> groups(o.bi.begin(), o.bi.end());
        groups.insert(Triple{std::uint8_t(chow[0]), std::uint8_t(chow[1]), std::uint8_t(chow[2])});
        first.emplace(groups, o); // kept when already there
    }
    std::set<ChiOption> once;
    for (const auto& [groups, o] : first)
        once.insert(o);
    return {once.begin(), once.end()};
}

Unit unit(UnitType type, const char* text) {
    Unit u{type, 0, {}};
    for (auto w : splitWords(text))
        u.cards[u.size++] = static_cast<std::uint8_t>(id(std::string(w).c_str()));
    return u;
}

// Every three of a kind of `free` taken out, each with even odds, as the unit `typeOf()` names
// (drawn after the coin, in identity order): the 坎s and melds of a test holding.
template <class TypeOf> std::vector<Unit> takeThrees(Counts& free, Rng& rng, TypeOf typeOf) {
    std::vector<Unit> fixed;
    for (int id = 0; id < identities; ++id)
        if (free[std::size_t(id)] >= 3 && rng.below(2)) {
            fixed.push_back(sameCards(typeOf(), id));
            free[std::size_t(id)] -= 3;
        }
    return fixed;
}

// A reading's pay and 油 as the reference gives them, {-1, -1} for no win.
std::pair<int, int> payOf(const std::optional<Win>& win) {
    return win ? std::pair{win->perPayer, win->yu} : std::pair{-1, -1};
}

QString mismatch(int round, std::pair<int, int> found, std::pair<int, int> want) {
    return QString("round %1: %2/%3 vs %4/%5")
        .arg(round)
        .arg(found.first)
        .arg(found.second)
        .arg(want.first)
        .arg(want.second);
}

// The same search written the other way round: the highest remaining card first, each unit
// built around it as its highest member. Returns the best (per payer, 油) or (-1, -1).
std::pair<int, int> referenceBest(const std::vector<Unit>& fixed, const Counts& free, int w,
                                  bool fromOther, const Valuation& v) {
    std::pair<int, int> best{-1, -1};
    auto evaluate = [&](const std::vector<Unit>& units) {
        if (units.size() != 7)
            return;
        int y = 0, pairs = 0;
        bool same = true, score = true;
        for (const Unit& u : units) {
            y += yu(u);
            pairs += u.type == UnitType::Pair;
            same = same && (isSameCardUnit(u) || u.type == UnitType::Pair);
            score = score && yu(u) > 0;
        }
        if (pairs > 1 || (y != 0 && y < v.threshold))
            return;
        best =
            std::max(best, std::pair{perPayer(y, y == 0, same || score || v.otherMingtang, v), y});
    };
    std::function<void(Counts&, std::vector<Unit>&)> rec = [&](Counts& h,
                                                               std::vector<Unit>& units) {
        int c = identities - 1;
        while (c >= 0 && h[static_cast<std::size_t>(c)] == 0)
            --c;
        if (c < 0) {
            evaluate(units);
            return;
        }
        auto tryUnit = [&](UnitType type, std::vector<int> cards) {
            for (int x : cards)
                if (x < 0 || x >= identities ||
                    h[static_cast<std::size_t>(x)] < std::count(cards.begin(), cards.end(), x))
                    return;
            for (int x : cards)
                --h[static_cast<std::size_t>(x)];
            Unit u{type, static_cast<std::uint8_t>(cards.size()), {}};
            std::sort(cards.begin(), cards.end());
            for (std::size_t i = 0; i < cards.size(); ++i)
                u.cards[i] = static_cast<std::uint8_t>(cards[i]);
            units.push_back(u);
            rec(h, units);
            units.pop_back();
            for (int x : cards)
                ++h[static_cast<std::size_t>(x)];
        };
        const int n = numberOf(c), base = isBig(c) ? 10 : 0;
        tryUnit(UnitType::Pair, {c, c});
        if (c == w && fromOther)
            tryUnit(UnitType::Triplet, {c, c, c});
        if (n >= 3)
            tryUnit(UnitType::Group, {c - 2, c - 1, c});
        if (n == 10)
            tryUnit(UnitType::Group, {base + 1, base + 6, c});
        if (isBig(c)) {
            tryUnit(UnitType::Group, {c - 10, c - 10, c});
            tryUnit(UnitType::Group, {c - 10, c, c});
        }
    };
    auto run = [&](std::vector<Unit> f, Counts h) {
        std::vector<Unit> units = f;
        rec(h, units);
    };
    Counts withW = free;
    if (w >= 0)
        ++withW[static_cast<std::size_t>(w)];
    run(fixed, withW);
    for (std::size_t i = 0; w >= 0 && i < fixed.size(); ++i) {
        const auto t = fixed[i].type;
        if ((t == UnitType::Peng || t == UnitType::Sao || t == UnitType::GuoSao ||
             t == UnitType::Kan) &&
            fixed[i].cards[0] == w) {
            auto f = fixed;
            f[i] = sameCards(UnitType::KaiZhao, w);
            run(f, free);
        }
    }
    return best;
}

// `units` groups drawn at random (no identity more than four times): a holding that reads whole.
Counts randomUnits(Rng& rng, int units) {
    Counts all{};
    for (int made = 0; made < units;) {
        const int x = static_cast<int>(rng.below(identities));
        const auto& groups = groupsWith(x);
        const auto g = groups[rng.below(static_cast<std::uint32_t>(groups.size()))];
        Counts next = all;
        for (int c : g)
            ++next[c];
        if (std::all_of(next.begin(), next.end(), [](int n) { return n <= 4; }))
            all = next, ++made;
    }
    return all;
}

} // namespace

class TestZipaiMelds : public QObject {
    Q_OBJECT
private slots:
    void yuTable() {
        QCOMPARE(yu(sameCards(UnitType::Peng, id("S5"))), 1);
        QCOMPARE(yu(sameCards(UnitType::Peng, id("B5"))), 3);
        QCOMPARE(yu(sameCards(UnitType::Sao, id("S5"))), 3);
        QCOMPARE(yu(sameCards(UnitType::GuoSao, id("B5"))), 6);
        QCOMPARE(yu(sameCards(UnitType::Kan, id("B1"))), 6);
        QCOMPARE(yu(sameCards(UnitType::KaiZhao, id("S3"))), 6);
        QCOMPARE(yu(sameCards(UnitType::KaiZhao, id("B3"))), 9);
        QCOMPARE(yu(sameCards(UnitType::SaoChuan, id("S3"))), 9);
        QCOMPARE(yu(sameCards(UnitType::SaoChuan, id("B3"))), 12);
        QCOMPARE(yu(unit(UnitType::Chi, "S1 S2 S3")), 3);
        QCOMPARE(yu(unit(UnitType::Group, "B1 B2 B3")), 6);
        QCOMPARE(yu(unit(UnitType::Bi, "S2 S7 S10")), 3);
        QCOMPARE(yu(unit(UnitType::Chi, "B2 B7 B10")), 6);
        QCOMPARE(yu(unit(UnitType::Chi, "S4 S5 S6")), 0);
        QCOMPARE(yu(unit(UnitType::Chi, "S8 S8 B8")), 0);
        QCOMPARE(yu(unit(UnitType::Pair, "B9 B9")), 0);
    }

    // §9 and the seed's example: chowing 一 while holding another 一 needs a 比 (1,1,壹 or
    // 1,壹,壹 or 1,2,3); D23: a copy that cannot be laid out forbids the chow.
    void chiWithBi() {
        auto texts = [](const Counts& free, const char* x) {
            QStringList out;
            for (const ChiOption& o : chiOptions(free, id(x)))
                out << QString::fromStdString(chiText(o));
            return out;
        };
        QCOMPARE(texts(counts("S2 S3 S9 B5"), "S1"), QStringList{"chi S2 S3"});
        QCOMPARE(texts(counts("S1 S2 S3 S2 S3 B9"), "S1"), QStringList({"chi S2 S3 bi S1 S2 S3"}));
        // The spare 一 can go with a 搭子 or a sequence (or into the chow group); each way is one
        // option, listed once: `chi B1 B1 bi S1 S2 S3` lays the same groups as the third (§9,
        // §18).
        QCOMPARE(texts(counts("S1 S2 S3 B1 B1 S2 S3 B9"), "S1"),
                 QStringList({"chi S1 B1", "chi S2 S3 bi S1 S2 S3", "chi S2 S3 bi S1 B1 B1"}));
        QCOMPARE(texts(counts("S1 S2 S3 B1 B1 S9"), "S1"),
                 QStringList({"chi S1 B1", "chi S2 S3 bi S1 B1 B1"}));
        // Two copies left: three groups, one option whichever is called the chow group.
        const QStringList two = texts(counts("S1 S1 S2 S3 S2 S3 B1 B1 S9"), "S1");
        QVERIFY(two.contains("chi S2 S3 bi S1 S2 S3 bi S1 B1 B1"));
        QVERIFY(!two.contains("chi B1 B1 bi S1 S2 S3 bi S1 S2 S3"));
        QCOMPARE(two.size(), QSet<QString>(two.begin(), two.end()).size());
        // The other 一 cannot be laid out: no chow at all.
        QCOMPARE(texts(counts("S1 S2 S3 S9 B5"), "S1"), QStringList{});
        // D24: a chow that would empty the hand is not offered.
        QCOMPARE(texts(counts("S2 S3"), "S1"), QStringList{});
        // 二七十 and 搭子 groups.
        QVERIFY(texts(counts("S7 S10 B4"), "S2").contains("chi S7 S10"));
        QVERIFY(texts(counts("S8 B8 B4"), "S8").contains("chi S8 B8"));
        QVERIFY(texts(counts("B8 B8 B4"), "S8").contains("chi B8 B8"));
        // No wrap-around and no mixed cases in a sequence.
        QCOMPARE(texts(counts("S9 S10 B5"), "S1"), QStringList{});
        QCOMPARE(texts(counts("S2 B3 B5"), "S1"), QStringList{});
    }

    // chiPossible answers what chiOptions would list, without listing.
    void chiPossibleAgreesWithOptions() {
        Rng rng(11);
        int possible = 0;
        for (int round = 0; round < 3000; ++round) {
            Counts free{};
            const int lo = static_cast<int>(rng.below(6));
            const int size = 2 + static_cast<int>(rng.below(12));
            for (int i = 0; i < size; ++i) {
                const int id = lo + static_cast<int>(rng.below(5)) + (rng.below(2) ? 10 : 0);
                if (free[std::size_t(id)] < 2)
                    ++free[std::size_t(id)];
            }
            const int x = lo + static_cast<int>(rng.below(5)) + (rng.below(2) ? 10 : 0);
            const bool listed = !chiOptions(free, x).empty();
            QCOMPARE(chiPossible(free, x), listed);
            possible += listed;
        }
        QVERIFY(possible > 300);
    }

    // total sums the counts a word at a time: the plain sum, for every count a holding may have
    // and a card in any place.
    void totalIsThePlainSum() {
        Rng rng(5);
        for (int round = 0; round < 5000; ++round) {
            Counts c{};
            int sum = 0;
            for (auto& n : c) {
                n = static_cast<std::uint8_t>(rng.below(round < 100 ? 2 : 5));
                sum += n;
            }
            QCOMPARE(total(c), sum);
        }
        for (int i = 0; i < identities; ++i) {
            Counts c{};
            c[static_cast<std::size_t>(i)] = 4;
            QCOMPARE(total(c), 4);
        }
        Counts full{};
        full.fill(4);
        QCOMPARE(total(full), 80);
    }

    // chiOptions lays its 比 groups without allocating: the chows worked out plainly, on random
    // holdings near the card (many with two copies of it, so with 比).
    void chiOptionsMatchThePlain() {
        Rng rng(17);
        int withBi = 0;
        for (int round = 0; round < 4000; ++round) {
            Counts free{};
            const int lo = static_cast<int>(rng.below(6));
            const int size = 2 + static_cast<int>(rng.below(14));
            for (int i = 0; i < size; ++i) {
                const int id = lo + static_cast<int>(rng.below(5)) + (rng.below(2) ? 10 : 0);
                if (free[std::size_t(id)] < 2)
                    ++free[std::size_t(id)];
            }
            const int x = lo + static_cast<int>(rng.below(5)) + (rng.below(2) ? 10 : 0);
            const auto options = chiOptions(free, x);
            QCOMPARE(options, plainChiOptions(free, x));
            withBi += std::count_if(options.begin(), options.end(),
                                    [](const ChiOption& o) { return !o.bi.empty(); });
        }
        QVERIFY(withBi > 300);
    }

    void winningHands() {
        Valuation v;
        // 7 three-card units, no pair: 坎 B1 (6) + 一二三 (3) + 二七十 big (6) = 15 油.
        const std::vector<Unit> fixed{sameCards(UnitType::Kan, id("B1"))};
        const Counts free = counts("S1 S2 S3 B2 B7 B10 S4 S5 S6 S7 S8 S9 B3 B4 B5 S10 S10");
        const auto win = bestWin(fixed, free, id("B10"), true, v);
        QVERIFY(win);
        QCOMPARE(win->units.size(), std::size_t(7));
        QVERIFY(win->yu >= 15);
        // Below the threshold and not 无油: no win.
        Valuation high = v;
        high.threshold = 15;
        QVERIFY(!bestWin({}, counts("S4 S5 S6 S4 S5 S6 B4 B5 B6 B4 B5 B6 S8 S8 B8 S9 S9 B9 S1 S2"),
                         id("S3"), true, high));
        // 无油: every unit worth 0 wins below the threshold, base 1.
        const auto none =
            bestWin({}, counts("S4 S5 S6 S4 S5 S6 B4 B5 B6 B4 B5 B6 S8 S8 B8 S9 S9 B9 S7 S8"),
                    id("S9"), true, high);
        QVERIFY(none && none->wuyou && none->base == 1);
        // Edge 5: the winning card completes a 碰 into a four (开招, 6/9 油) with a pair.
        const std::vector<Unit> peng{sameCards(UnitType::Peng, id("B9"))};
        const auto four =
            bestWin(peng, counts("B1 B2 B3 B1 B2 B3 S1 S2 S3 B2 B7 B10 S2 S7 S10 S5 S5"), id("B9"),
                    true, v);
        QVERIFY(four);
        QVERIFY(std::any_of(four->units.begin(), four->units.end(),
                            [](const Unit& u) { return u.type == UnitType::KaiZhao; }));
    }

    void decompositionMatchesReference() {
        Rng rng(2026);
        int wins = 0, compared = 0;
        for (int round = 0; round < 4000; ++round) {
            // Hands rich in groups: cards from a few numbers of both cases.
            std::vector<int> pool;
            const int lo = static_cast<int>(rng.below(5));
            for (int k = 0; k < 6; ++k)
                for (int c = 0; c < 4; ++c)
                    pool.push_back(lo + k), pool.push_back(lo + k + 10);
            shuffle(pool, rng);
            std::vector<Unit> fixed;
            const int melds = static_cast<int>(rng.below(3));
            for (int m = 0; m < melds; ++m)
                fixed.push_back(sameCards(m == 0 ? UnitType::Peng : UnitType::Sao,
                                          static_cast<int>(rng.below(20))));
            Counts free{};
            const int size = 20 - 3 * melds - static_cast<int>(rng.below(2));
            for (int i = 0; i < size; ++i)
                if (free[static_cast<std::size_t>(pool[std::size_t(i)])] < 2)
                    ++free[static_cast<std::size_t>(pool[std::size_t(i)])];
            const int w = static_cast<int>(rng.below(20));
            Valuation v;
            v.zimo = rng.below(2) == 0;
            v.otherMingtang = rng.below(3) == 0;
            v.xing = static_cast<int>(rng.below(3));
            const auto got = bestWin(fixed, free, w, !v.zimo, v);
            const auto want = referenceBest(fixed, free, w, !v.zimo, v);
            const auto found = payOf(got);
            QVERIFY2(found == want, qPrintable(mismatch(round, found, want)));
            // The existence check that stops at the first reading agrees.
            QCOMPARE(hasWin(fixed, free, w, !v.zimo, v), got.has_value());
            wins += got.has_value();
            ++compared;
        }
        QVERIFY2(wins > 20, qPrintable(QString::number(wins)));
        QCOMPARE(compared, 4000);
    }

    // The search drops a state as soon as a card left can join no unit (`uncovered`). Holdings
    // dealt from the whole deck, where lone cards are common, and holdings built of random units
    // with a card taken out (and one more sometimes swapped for any card), each with their 坎s
    // and a few melds: the readings still agree with the reference search and with hasWin.
    void lonelyCardsMatchReference() {
        Rng rng(19);
        int wins = 0;
        for (int round = 0; round < 4000; ++round) {
            auto deck = zipaiDeck().cards();
            shuffle(deck, rng);
            Counts all{};
            int w = static_cast<int>(deck[20] / 4);
            if (round % 2) {
                for (int k = 0; k < 20; ++k)
                    ++all[deck[std::size_t(k)] / 4u];
            } else {
                all = randomUnits(rng, 7);
                std::vector<int> held;
                for (int id = 0; id < identities; ++id)
                    for (int k = 0; k < all[std::size_t(id)]; ++k)
                        held.push_back(id);
                w = held[rng.below(static_cast<std::uint32_t>(held.size()))];
                --all[std::size_t(w)];
                if (rng.below(3) == 0) { // one card swapped for another
                    const int out = held[rng.below(static_cast<std::uint32_t>(held.size()))];
                    const int in = static_cast<int>(rng.below(identities));
                    if (all[std::size_t(out)] > 0 && all[std::size_t(in)] < 4)
                        --all[std::size_t(out)], ++all[std::size_t(in)];
                }
            }
            Counts free = all;
            const auto fixed = takeThrees(free, rng, [&] { // a 坎, or a meld of it
                return rng.below(2) ? UnitType::Kan : UnitType::Peng;
            });
            for (bool fromOther : {false, true}) {
                Valuation v;
                v.threshold = round % 3 ? 10 : 15;
                v.zimo = !fromOther;
                const auto got = bestWin(fixed, free, w, fromOther, v);
                const auto want = referenceBest(fixed, free, w, fromOther, v);
                const auto found = payOf(got);
                QVERIFY2(found == want, qPrintable(mismatch(round, found, want)));
                QCOMPARE(hasWin(fixed, free, w, fromOther, v), got.has_value());
                QCOMPARE(hasWin(fixed, free, -1, fromOther, v),
                         referenceBest(fixed, free, -1, fromOther, v).first >= 0);
                wins += got.has_value();
            }
        }
        QVERIFY2(wins > 200, qPrintable(QString::number(wins)));
    }

    // winCandidates may leave out only cards no reading exists with: on holdings one card from
    // a win (units with a card taken out, some with a card swapped, some with a card more or less,
    // so with and without the pair) and on dealt holdings, with their 坎s and 碰/扫 melds (which
    // w may complete into a four), every card hasWin finds, from either source, is a candidate.
    void winCandidatesHoldEveryWin() {
        Rng rng(23);
        int wins = 0, fours = 0, ruledOut = 0, asked = 0;
        for (int round = 0; round < 4000; ++round) {
            Counts all{};
            if (round % 4 == 3) {
                auto deck = zipaiDeck().cards();
                shuffle(deck, rng);
                for (int k = 0; k < 20; ++k)
                    ++all[deck[std::size_t(k)] / 4u];
            } else {
                all = randomUnits(rng, 7);
                // One card out (the one to win on), and sometimes one more out or a pair in.
                for (int out = round % 3 == 0 ? 2 : 1; out > 0; --out) {
                    int id = static_cast<int>(rng.below(identities));
                    while (all[std::size_t(id)] == 0)
                        id = (id + 1) % identities;
                    --all[std::size_t(id)];
                }
                if (round % 5 == 0) {
                    const int id = static_cast<int>(rng.below(identities));
                    if (all[std::size_t(id)] <= 2)
                        all[std::size_t(id)] += 2;
                }
                if (rng.below(3) == 0) { // one card swapped for another
                    const int out = static_cast<int>(rng.below(identities));
                    const int in = static_cast<int>(rng.below(identities));
                    if (all[std::size_t(out)] > 0 && all[std::size_t(in)] < 4)
                        --all[std::size_t(out)], ++all[std::size_t(in)];
                }
            }
            Counts free = all;
            const auto fixed = takeThrees(free, rng, [&] {
                return rng.below(3) == 0   ? UnitType::Kan
                       : rng.below(2) == 0 ? UnitType::Peng
                                           : UnitType::Sao;
            });
            const IdMask candidates = winCandidates(fixed, free);
            for (int w = 0; w < identities; ++w)
                for (bool fromOther : {false, true}) {
                    Valuation v;
                    v.threshold = round % 3 ? 10 : 15;
                    const bool win = hasWin(fixed, free, w, fromOther, v);
                    QVERIFY2(!win || (candidates & idBit(w)),
                             qPrintable(QString("round %1, card %2").arg(round).arg(w)));
                    wins += win;
                    fours += win && std::any_of(fixed.begin(), fixed.end(),
                                                [&](const Unit& u) { return u.cards[0] == w; });
                    ruledOut += !(candidates & idBit(w));
                    ++asked;
                }
        }
        QVERIFY2(wins > 1000 && fours > 10,
                 qPrintable(QString("%1 wins, %2 fours").arg(wins).arg(fours)));
        // And it rules most cards out, or it would spare no search.
        QVERIFY2(ruledOut > asked / 2, qPrintable(QString("%1 of %2").arg(ruledOut).arg(asked)));
    }

    // §14.3 examples 1-4 (3 players, T = 10, B = 3, plus1 unless stated).
    void settlementExamples() {
        Valuation v;
        v.zimo = true;
        v.xing = 2;
        QCOMPARE(perPayer(14, false, true, v), 10); // 自摸 14 油, 醒 2, 碰碰胡
        Valuation v2;
        v2.threshold = 15;
        v2.step = 5;
        v2.xing = 1;
        QCOMPARE(perPayer(27, false, false, v2), 4); // the discarder pays 2 × 4
        Valuation v3;
        v3.zimo = true;
        v3.zimoDouble = true;
        QCOMPARE(perPayer(0, true, true, v3), 4); // 无油 自摸 doubled, 全黑
        Valuation v4;
        QCOMPARE(perPayer(20, false, false, v4), 4); // 平胡 20 油
        QCOMPARE(perPayer(12, false, false, v4), 1);
        QCOMPARE(perPayer(13, false, false, v4), 2);
    }
};

QTEST_APPLESS_MAIN(TestZipaiMelds)
#include "tst_zipai_melds.moc"
