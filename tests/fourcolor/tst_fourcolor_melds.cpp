// Melds, the best split and settlement (rules §6, §8, §11), against the spec's examples and a
// direct implementation of the search of §8.3 over the whole hand.
#include "core/rng.h"
#include "fourcolor/fourcolor_melds.h"

#include <QTest>
#include <bit>
#include <map>

using namespace paiju;
using namespace paiju::fourcolor;

namespace {

int type(const char* token) {
    return *fourColorDeck().parseType(token);
}

Counts counts(const char* text) {
    Counts c{};
    const auto types = fourColorDeck().parseTypes(text);
    for (int t : types.value())
        ++c[static_cast<std::size_t>(t)];
    return c;
}

// §8.3 bestHand exactly as written: first type, every shape containing it, memoised.
std::optional<int> reference(const Counts& c, std::map<Counts, std::optional<int>>& memo) {
    int t = 0;
    while (t < types && c[static_cast<std::size_t>(t)] == 0)
        ++t;
    if (t == types)
        return 0;
    if (auto it = memo.find(c); it != memo.end())
        return it->second;
    std::optional<int> best;
    for (const Meld& m : shapesContaining(t))
        if (contains(c, m.types)) {
            Counts rest = c;
            remove(rest, m.types);
            if (auto v = reference(rest, memo))
                best = std::max(best.value_or(-1), inHandValue(m.kind) + *v);
        }
    memo[c] = best;
    return best;
}

} // namespace

class TestFourColorMelds : public QObject {
    Q_OBJECT
private slots:
    void meldValues() {
        // (in hand, exposed) from §6, with the General kong's reversed pair.
        const std::pair<MeldKind, std::pair<int, int>> table[] = {
            {MeldKind::Pair, {0, 0}},       {MeldKind::SingleGeneral, {1, 1}},
            {MeldKind::Field, {1, 1}},      {MeldKind::Command, {2, 2}},
            {MeldKind::Pung, {3, 1}},       {MeldKind::Soldiers3, {3, 3}},
            {MeldKind::Soldiers4, {5, 5}},  {MeldKind::Kong, {8, 6}},
            {MeldKind::GeneralKong, {6, 8}}};
        for (const auto& [kind, values] : table) {
            QCOMPARE(inHandValue(kind), values.first);
            QCOMPARE(exposedValue(kind), values.second);
        }
    }

    void notMelds() {
        QVERIFY(!bestHand(counts("RS RS"))); // soldier pair
        QVERIFY(bestHand(counts("RK RK")));  // two single Generals, not a pair
        QCOMPARE(*bestHand(counts("RK RK")), 2);
        QCOMPARE(*bestHand(counts("RK RK RK")), 3); // three Generals: three singles
        QVERIFY(!bestHand(counts("RC RH GP")));     // a Field is one color
        QVERIFY(!bestHand(counts("RS RS GS")));     // 3-color soldiers need three colors
        QCOMPARE(*bestHand(counts("RS GS YS")), 3);
        QCOMPARE(*bestHand(counts("RS GS YS WS")), 5);
        QCOMPARE(*bestHand(counts("WK WK WK WK")), 6); // General kong in hand
        QCOMPARE(*bestHand(counts("")), 0);
    }

    void exampleA() { // §8.4 A: base 14
        const auto hu = huBase(counts("RH RH GK GE GE GE YC YP WA WA WA"), type("YH"), 2 + 1 + 3);
        QVERIFY(hu);
        QCOMPARE(hu->base, 14);
        QCOMPARE(int(hu->winningMeld().kind), int(MeldKind::Field));
    }

    void exampleBTakesTheLargerSplit() { // §8.4 B: 20, not 18
        const auto hu = huBase(counts("RK RK RA RA RE YE YE YE YE"), type("RE"), 1 + 1 + 5 + 1);
        QVERIFY(hu);
        QCOMPARE(hu->base, 20);
        QCOMPARE(int(hu->winningMeld().kind), int(MeldKind::Command));
    }

    void winningCardScoredExposed() { // D11: a pung completed by the winning card counts 1
        QCOMPARE(huBase(counts("RC RC"), type("RC"), 0)->base, 1);
        QCOMPARE(huBase(counts("RC RC RC"), type("RC"), 0)->base, 6);
        QCOMPARE(huBase(counts("GK GK GK"), type("GK"), 0)->base, 8);
        QVERIFY(!huBase(counts("RC RS"), type("RC"), 0));
    }

    void tablesMatchTheReferenceSearch() {
        Rng rng(11);
        std::map<Counts, std::optional<int>> memo;
        int winning = 0;
        for (int i = 0; i < 3000; ++i) {
            // Odd rounds: hands of 1-21 random cards of a few colors. Even rounds: hands built from
            // random melds (at most 21 cards), which always split, often in several ways.
            Counts c{};
            if (i % 2) {
                const int size = 1 + int(rng.below(21));
                const int colorsUsed = 1 + int(rng.below(4));
                for (int k = 0; k < size; ++k) {
                    const int t = typeOf(int(rng.below(colorsUsed)), int(rng.below(7)));
                    if (c[std::size_t(t)] < 4)
                        ++c[std::size_t(t)];
                }
            } else {
                for (int k = 0; k < 8; ++k) {
                    const auto& shapes = shapesContaining(int(rng.below(types)));
                    const Meld& m = shapes[rng.below(std::uint32_t(shapes.size()))];
                    Counts with = c;
                    bool fits = total(c) + int(m.types.size()) <= 21;
                    for (int t : m.types)
                        fits = fits && ++with[std::size_t(t)] <= 4;
                    if (fits)
                        c = with;
                }
            }
            const auto want = reference(c, memo);
            QCOMPARE(bestHand(c), want);
            if (want) {
                ++winning;
                int sum = 0, cards = 0;
                for (const Meld& m : bestSplit(c)) {
                    sum += inHandValue(m.kind);
                    cards += int(m.types.size());
                }
                QCOMPARE(sum, *want);
                QCOMPARE(cards, total(c));
            }
        }
        QVERIFY(winning > 1500);
    }

    // huBase looks the groups up once and only the winning card's group per shape: it must give
    // what trying every shape over the whole hand gives (base, first best shape, a full split),
    // and canWin must agree with it.
    void huBaseMatchesTheReferenceSearch() {
        Rng rng(12);
        std::map<Counts, std::optional<int>> memo;
        int wins = 0, twoUnsplit = 0, reachesTen = 0;
        for (int i = 0; i < 3000; ++i) {
            Counts c{};
            const int size = 1 + int(rng.below(21));
            while (total(c) < size) {
                const auto& shapes = shapesContaining(int(rng.below(types)));
                const Meld& m = shapes[rng.below(std::uint32_t(shapes.size()))];
                Counts with = c;
                bool fits = total(c) + int(m.types.size()) <= 21;
                for (int t : m.types)
                    fits = fits && ++with[std::size_t(t)] <= 4;
                if (fits)
                    c = with;
                else if (i % 2 == 0)
                    break;
                else if (const int t = int(rng.below(types)); c[std::size_t(t)] < 4)
                    ++c[std::size_t(t)];
            }
            int w = int(rng.below(types));
            if (i % 3 && total(c) > 0) { // the winning card taken from a built hand
                while (c[std::size_t(w)] == 0)
                    w = (w + 1) % types;
                --c[std::size_t(w)];
            }
            if (c[std::size_t(w)] >= 4)
                continue;
            const int exposed = int(rng.below(5));
            std::optional<int> want;
            const Meld* wantMeld = nullptr;
            Counts with = c;
            ++with[std::size_t(w)];
            for (const Meld& m : shapesContaining(w)) {
                if (!contains(with, m.types))
                    continue;
                Counts rest = with;
                remove(rest, m.types);
                if (const auto v = reference(rest, memo);
                    v && (!want || exposed + exposedValue(m.kind) + *v > *want)) {
                    want = exposed + exposedValue(m.kind) + *v;
                    wantMeld = &m;
                }
            }
            const auto hu = huBase(c, w, exposed);
            QCOMPARE(hu.has_value(), want.has_value());
            // The groups that do not split: none exactly when the hand splits, and with two or
            // more nothing wins (the game skips the win check then).
            const std::uint32_t unsplit = unsplitGroups(c);
            QCOMPARE(unsplit == 0, reference(c, memo).has_value());
            for (int g = 0; g < winGroups; ++g)
                QCOMPARE(groupSplits(c, g), (unsplit >> g & 1u) == 0);
            if (std::popcount(unsplit) > 1)
                QCOMPARE(winningTypes(c), 0u);
            twoUnsplit += std::popcount(unsplit) > 1;
            QCOMPARE(canWin(c, w), want.has_value());
            QCOMPARE((winningTypes(c) >> w & 1u) != 0, want.has_value());
            // winsWorth, which looks the groups up once for every winning card, says of each
            // card what huBase says of it alone, a fifth copy's case included.
            const int minBase =
                i % 4 == 0 ? 10 : i * 7 % 30; // not drawn: the hands stay as they were
            std::uint32_t worth = 0;
            for (int t = 0; t < types; ++t)
                if (const auto base = huBase(c, t, exposed); base && base->base >= minBase)
                    worth |= 1u << t;
            QCOMPARE(winsWorth(c, exposed, minBase), worth);
            reachesTen += (worth != 0 && minBase == 10);
            int parts = 0;
            for (int g = 0; g < winGroups; ++g)
                parts += handPotentialPart(c, g);
            QCOMPARE(parts, handPotential(c));
            if (!hu)
                continue;
            ++wins;
            QCOMPARE(hu->base, *want);
            QCOMPARE(hu->winningMeld(), *wantMeld);
            int sum = exposed + exposedValue(hu->winningMeld().kind);
            Counts used{};
            for (int t : hu->winningMeld().types)
                ++used[std::size_t(t)];
            for (const Meld& m : hu->concealed()) {
                sum += inHandValue(m.kind);
                for (int t : m.types)
                    ++used[std::size_t(t)];
            }
            QCOMPARE(sum, *want);
            QCOMPARE(used, with);
        }
        QVERIFY(wins > 1000);
        QVERIFY(twoUnsplit > 100);
        QVERIFY(reachesTen > 50);
    }

    // groupSplits reads each group's counts from the fixed layout of the types: for every count
    // of every group's types (the rest of the hand random), it must say what the search of §8.3
    // says of the group's cards alone, and winGroupOf must name the group of each of them.
    void groupSplitsMatchesTheReferenceSearch() {
        std::map<Counts, std::optional<int>> memo;
        Rng rng(11);
        int splits = 0, broken = 0, mends = 0;
        for (int g = 0; g < winGroups; ++g) {
            std::vector<int> members;
            for (int t = 0; t < types; ++t)
                if (winGroupOf(t) == g)
                    members.push_back(t);
            QCOMPARE(int(members.size()), g == winGroups - 1 ? colors : 3);
            int cases = 1;
            for (std::size_t i = 0; i < members.size(); ++i)
                cases *= 5;
            for (int index = 0; index < cases; ++index) {
                Counts alone{};
                int rest = index;
                for (int t : members) {
                    alone[std::size_t(t)] = std::uint8_t(rest % 5);
                    rest /= 5;
                }
                Counts hand = alone; // other types at random: they must not matter
                for (int t = 0; t < types; ++t)
                    if (winGroupOf(t) != g)
                        hand[std::size_t(t)] = std::uint8_t(rng.below(5));
                const bool want = reference(alone, memo).has_value();
                QCOMPARE(groupSplits(hand, g), want);
                QCOMPARE((unsplitGroups(hand) >> g & 1u) == 0, want);
                ++(want ? splits : broken);
                // The cards that make the group split, below a fifth copy.
                std::uint32_t mending = 0;
                for (int t : members) {
                    Counts with = alone;
                    if (++with[std::size_t(t)] <= 4 && reference(with, memo))
                        mending |= 1u << t;
                }
                QCOMPARE(mendingTypes(hand, g), mending);
                mends += mending != 0;
            }
        }
        QVERIFY(splits > 100);
        QVERIFY(broken > 100);
        QVERIFY(mends > 100);
    }

    void settlementRows() { // §11.2
        QCOMPARE(settlement(4, 2, 17), (std::vector<int>{-8, -8, 24, -8}));
        QCOMPARE(settlement(3, 1, 10), (std::vector<int>{-1, 2, -1}));
        QCOMPARE(settlement(3, 0, 8), (std::vector<int>{-22, 11, 11}));
        QCOMPARE(settlement(2, 0, 20), (std::vector<int>{11, -11}));
        QCOMPARE(settlement(2, 1, 9), (std::vector<int>{11, -11}));
    }
};

QTEST_APPLESS_MAIN(TestFourColorMelds)
#include "tst_fourcolor_melds.moc"
