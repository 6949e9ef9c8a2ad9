#include "tichu_combos.h"

#include <algorithm>
#include <array>

namespace paiju::tichu {

namespace {

constexpr int singleValue(int card) {
    return card == dragon ? 30 : 2 * rankOf(card);
}

// The k-card subsets of a rank's cards, by the rank's suits (bit s: suit s held), in the order
// of choosing the lowest suits first: the cards of a subset are its suits' bits spread to 13 bits
// apart, shifted to the rank.
struct Subsets {
    std::uint8_t size = 0;
    std::array<std::uint8_t, 6> suits{};
};
constexpr std::array<std::array<Subsets, 16>, 5> subsetTable = [] {
    std::array<std::array<Subsets, 16>, 5> table{};
    for (unsigned held = 0; held < 16; ++held)
        for (unsigned k = 0; k <= 4; ++k) {
            // Lexicographic over the suits held, as nested loops would choose them.
            std::array<unsigned, 4> suit{};
            unsigned n = 0;
            for (unsigned s = 0; s < 4; ++s)
                if (held >> s & 1u)
                    suit[n++] = s;
            Subsets& out = table[k][held];
            auto push = [&](unsigned bits) {
                out.suits[out.size++] = static_cast<std::uint8_t>(bits);
            };
            if (k == 0) {
                push(0);
                continue;
            }
            for (unsigned a = 0; a < n; ++a) {
                if (k == 1) {
                    push(1u << suit[a]);
                    continue;
                }
                for (unsigned b = a + 1; b < n; ++b) {
                    if (k == 2) {
                        push(1u << suit[a] | 1u << suit[b]);
                        continue;
                    }
                    for (unsigned d = b + 1; d < n; ++d) {
                        if (k == 3)
                            push(1u << suit[a] | 1u << suit[b] | 1u << suit[d]);
                        else
                            for (unsigned e = d + 1; e < n; ++e)
                                push(15u);
                    }
                }
            }
        }
    return table;
}();

constexpr Mask spreadSuits(unsigned suits) {
    return Mask{suits & 1u} | Mask{suits >> 1 & 1u} << 13 | Mask{suits >> 2 & 1u} << 26 |
           Mask{suits >> 3 & 1u} << 39;
}

// The suits held at rank r, as bits 0-3.
constexpr unsigned suitsOf(Mask hand, int r) {
    const Mask m = hand >> (r - lowRank);
    return static_cast<unsigned>((m & 1u) | (m >> 12 & 2u) | (m >> 24 & 4u) | (m >> 36 & 8u));
}

// Every k-card subset of the cards of rank r in `hand`.
template <class F> void forEachSubset(Mask hand, int r, int k, F&& f) {
    const Subsets& subsets = subsetTable[static_cast<std::size_t>(k)][suitsOf(hand, r)];
    for (std::size_t i = 0; i < subsets.size; ++i)
        f(spreadSuits(subsets.suits[i]) << (r - lowRank));
}

// Ranks held four times, as bits 0-12 (rank 2 … A).
unsigned fourOfAKindRanks(Mask hand) {
    return static_cast<unsigned>(hand & (hand >> 13) & (hand >> 26) & (hand >> 39)) & 0x1fffu;
}

// Bits of a suit's ranks that start a run of five (the shortest straight flush).
unsigned runStarts(unsigned run) {
    return run & (run >> 1) & (run >> 2) & (run >> 3) & (run >> 4);
}

// The natural cards that start five in a row in their suit (at rank 2 … 10 of the suit, so that
// a run does not wrap into the next suit): where straight flushes begin.
Mask flushStarts(Mask hand) {
    constexpr Mask startsMask =
        Mask{0x1ff} | Mask{0x1ff} << 13 | Mask{0x1ff} << 26 | Mask{0x1ff} << 39;
    return hand & hand >> 1 & hand >> 2 & hand >> 3 & hand >> 4 & startsMask;
}

// Whether the hand holds a bomb: four of a kind, or a straight flush.
bool holdsBomb(Mask hand) {
    return flushStarts(hand) != 0 || fourOfAKindRanks(hand) != 0;
}

unsigned suitRun(Mask hand, int suit) {
    return static_cast<unsigned>((hand & suitMask(suit)) >> (13 * suit));
}

// The hand split by rank, so that every generator below looks at one rank at a time.
struct Ranks {
    Mask hand;
    bool phoenix;
    bool mahJong;

    explicit Ranks(Mask h)
        : hand(h), phoenix((h & bit(tichu::phoenix)) != 0),
          mahJong((h & bit(tichu::mahJong)) != 0) {}
    Mask at(int r) const { return hand & rankMask(r); }
};

// `n` cards of rank r: every natural choice, then (when allowed) n-1 naturals with the Phoenix.
template <class F> void forEachGroup(const Ranks& h, int r, int n, bool phoenixFree, F&& f) {
    if (!h.at(r))
        return;
    forEachSubset(h.hand, r, n, [&](Mask s) { f(s, 0); });
    if (phoenixFree && h.phoenix)
        forEachSubset(h.hand, r, n - 1, [&](Mask s) { f(s | bit(phoenix), r); });
}

// The cards other than the Phoenix and the Dog whose value as a single tops `above`.
Mask singlesAbove(int above) {
    const int from = std::max(above / 2 + 1, lowRank); // the lowest natural rank that tops it
    Mask m = 0;
    if (from <= highRank) {
        const Mask suit = (Mask{0x1fff} >> (from - lowRank)) << (from - lowRank);
        m = suit | suit << 13 | suit << 26 | suit << 39;
    }
    if (singleValue(tichu::mahJong) > above)
        m |= bit(tichu::mahJong);
    if (singleValue(dragon) > above)
        m |= bit(dragon);
    return m;
}

void singles(const Ranks& h, Mask hand, int above, int phoenixValue, std::vector<Combo>& out) {
    for (Mask m = hand & singlesAbove(above); m; m &= m - 1) {
        const int card = std::countr_zero(m);
        out.push_back(
            {bit(card), Kind::Single, 1, static_cast<std::uint8_t>(singleValue(card)), 0});
    }
    if (h.phoenix && phoenixValue > 0)
        out.push_back({bit(phoenix), Kind::Single, 1, static_cast<std::uint8_t>(phoenixValue), 0});
}

void groupsOf(const Ranks& h, int r, int n, std::vector<Combo>& out) {
    const Kind kind = n == 2 ? Kind::Pair : Kind::Triple;
    forEachGroup(h, r, n, true, [&](Mask s, int as) {
        out.push_back({s, kind, static_cast<std::uint8_t>(n), static_cast<std::uint8_t>(r),
                       static_cast<std::uint8_t>(as)});
    });
}

void groups(const Ranks& h, int n, int above, std::vector<Combo>& out) {
    for (int r = std::max(above + 1, lowRank); r <= highRank; ++r)
        groupsOf(h, r, n, out);
}

// Triples of ranks above `above` up to `last`.
void fullHouses(const Ranks& h, int above, std::vector<Combo>& out, int last = highRank) {
    // The pairs are listed once, by rank, and combined with every triple of another rank: a
    // natural triple with all of them, a triple with the Phoenix with the natural ones.
    struct PairOption {
        Mask cards;
        std::uint8_t as;
    };
    std::array<PairOption, 13 * 10> pairs;                         // the first n are set
    std::array<Mask, 13 * 6> naturals;                             // the first m are set
    std::array<std::uint8_t, highRank + 2> from{}, naturalsFrom{}; // where each rank's start
    std::size_t n = 0, m = 0;
    for (int b = lowRank; b <= highRank; ++b) {
        from[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(n);
        naturalsFrom[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(m);
        forEachGroup(h, b, 2, true, [&](Mask pair, int as) {
            pairs[n++] = {pair, static_cast<std::uint8_t>(as)};
            if (!as)
                naturals[m++] = pair;
        });
    }
    from[highRank + 1] = static_cast<std::uint8_t>(n);
    naturalsFrom[highRank + 1] = static_cast<std::uint8_t>(m);
    if (n == 0)
        return;
    for (int a = std::max(above + 1, lowRank); a <= last; ++a) {
        const auto ai = static_cast<std::size_t>(a);
        forEachGroup(h, a, 3, true, [&](Mask triple, int tripleAs) {
            auto add = [&](Mask pair, int as) {
                out.push_back({triple | pair, Kind::FullHouse, 5, static_cast<std::uint8_t>(a),
                               static_cast<std::uint8_t>(tripleAs | as)});
            };
            if (!tripleAs) {
                for (std::size_t k = 0; k < from[ai]; ++k)
                    add(pairs[k].cards, pairs[k].as);
                for (std::size_t k = from[ai + 1]; k < n; ++k)
                    add(pairs[k].cards, pairs[k].as);
            } else {
                for (std::size_t k = 0; k < naturalsFrom[ai]; ++k)
                    add(naturals[k], 0);
                for (std::size_t k = naturalsFrom[ai + 1]; k < m; ++k)
                    add(naturals[k], 0);
            }
        });
    }
}

// Sequences of pairs; `want` pairs exactly (0: any number from 2), topping above `above`.
struct PairRunSearch {
    const Ranks& h;
    int want;
    int above;
    std::vector<Combo>& out;
    // How many ranks from r upwards can each give a pair: with naturals only, and with the
    // Phoenix pairing one single card. A branch that cannot reach a run long or high enough is
    // not searched; the runs found, and their order, are the same.
    std::array<std::int8_t, highRank + 2> naturalRun{};
    std::array<std::int8_t, highRank + 2> phoenixRun{};

    PairRunSearch(const Ranks& ranks, int want_, int above_, std::vector<Combo>& out_)
        : h(ranks), want(want_), above(above_), out(out_) {
        for (int r = highRank; r >= lowRank; --r) {
            const int k = std::popcount(h.at(r));
            const auto i = static_cast<std::size_t>(r);
            naturalRun[i] = static_cast<std::int8_t>(k >= 2 ? naturalRun[i + 1] + 1 : 0);
            phoenixRun[i] = static_cast<std::int8_t>(k >= 2 ? phoenixRun[i + 1] + 1
                                                            : (k == 1 ? naturalRun[i + 1] + 1 : 0));
        }
    }

    // The runs from rank r upwards after `pairs` pairs (the cards `acc`).
    void from(int r, Mask acc = 0, int phoenixAs = 0, int pairs = 0) {
        const auto i = static_cast<std::size_t>(r);
        const int reach = h.phoenix && phoenixAs == 0 ? phoenixRun[i] : naturalRun[i];
        if (pairs + reach < (want ? want : 2) || r + reach - 1 <= above)
            return;
        forEachGroup(h, r, 2, phoenixAs == 0, [&](Mask pair, int as) {
            const int n = pairs + 1;
            const int ph = phoenixAs | as;
            if (n >= 2 && (want == 0 || n == want) && r > above)
                out.push_back({acc | pair, Kind::PairRun, static_cast<std::uint8_t>(2 * n),
                               static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(ph)});
            if (r < highRank && (want == 0 || n < want))
                from(r + 1, acc | pair, ph, n);
        });
    }
};

void pairRuns(const Ranks& h, int want, int above, std::vector<Combo>& out) {
    PairRunSearch search{h, want, above, out};
    const int first = want ? std::max(lowRank, above - want + 2) : lowRank;
    const int last = want ? highRank - want + 1 : highRank - 1;
    for (int lo = first; lo <= last; ++lo)
        search.from(lo);
}

// Straights from rank r upwards. `suits` collects the suits of the natural cards and `special`
// whether the Mah Jong or the Phoenix is in: five or more naturals of one suit are a straight
// flush, which is a bomb and never a straight (R8.4), and is left to bombs().
struct StraightSearch {
    const Ranks& h;
    int want;
    int above;
    std::vector<Combo>& out;
    // How many ranks from r upwards a run can still take: with naturals (and the Mah Jong at 1)
    // only, and with the Phoenix filling one gap. A branch that cannot reach a straight long or
    // high enough is not searched; the straights found, and their order, are the same.
    std::array<std::int8_t, highRank + 2> naturalRun{};
    std::array<std::int8_t, highRank + 2> phoenixRun{};
    // The natural choices at each rank: its cards (the Mah Jong at 1) with their suits' bits (0
    // for the Mah Jong).
    std::array<std::array<Mask, 4>, highRank + 1> cardsAt; // the first naturalsAt[r] are set
    std::array<std::array<std::uint8_t, 4>, highRank + 1> suitAt;
    std::array<std::uint8_t, highRank + 1> naturalsAt{};

    StraightSearch(const Ranks& ranks, int want_, int above_, std::vector<Combo>& out_)
        : h(ranks), want(want_), above(above_), out(out_) {
        for (int r = highRank; r >= 1; --r) {
            const bool held = r == 1 ? h.mahJong : h.at(r) != 0;
            const auto i = static_cast<std::size_t>(r);
            naturalRun[i] = static_cast<std::int8_t>(held ? naturalRun[i + 1] + 1 : 0);
            phoenixRun[i] = static_cast<std::int8_t>(
                held ? phoenixRun[i + 1] + 1 : (r >= lowRank ? naturalRun[i + 1] + 1 : 0));
            if (r == 1) {
                cardsAt[i][0] = bit(mahJong);
                suitAt[i][0] = 0;
                naturalsAt[i] = h.mahJong ? 1 : 0;
                continue;
            }
            std::uint8_t k = 0;
            for (Mask m = h.at(r); m; m &= m - 1, ++k) {
                const int card = std::countr_zero(m);
                cardsAt[i][k] = bit(card);
                suitAt[i][k] = static_cast<std::uint8_t>(1u << suitOf(card));
            }
            naturalsAt[i] = k;
        }
    }

    // Every straight whose lowest rank is `lo`, depth first: at each rank the natural cards in
    // order, then the Phoenix; a straight is listed as soon as it is long enough, before the
    // longer ones it starts.
    void from(int lo) {
        const int end = want ? std::min<int>(highRank, lo + want - 1) : highRank;
        struct Frame {
            Mask acc; // the cards below this rank
            unsigned suits;
            std::uint8_t next;      // the next choice to try: a natural, then the Phoenix
            std::uint8_t choices;   // naturals, and one more when the Phoenix is free
            std::uint8_t phoenixAs; // what the Phoenix stands for below this rank
            bool special;
        };
        std::array<Frame, highRank + 1> stack;
        const int shortest = want ? want : 5;
        // Opens the frame of rank lo + d, unless no straight long or high enough can come of it.
        auto enter = [&](int d, Mask acc, int phoenixAs, unsigned suits, bool special) {
            const int r = lo + d;
            const auto i = static_cast<std::size_t>(r);
            const bool free = h.phoenix && phoenixAs == 0;
            const int reach = free ? phoenixRun[i] : naturalRun[i];
            if (d + reach < shortest || r + reach - 1 <= above)
                return false;
            stack[static_cast<std::size_t>(d)] = {
                acc,
                suits,
                0,
                static_cast<std::uint8_t>(naturalsAt[i] + (free && r != 1 ? 1 : 0)),
                static_cast<std::uint8_t>(phoenixAs),
                special};
            return true;
        };
        if (!enter(0, 0, 0, 0, false))
            return;
        for (int d = 0; d >= 0;) {
            Frame& f = stack[static_cast<std::size_t>(d)];
            if (f.next == f.choices) {
                --d;
                continue;
            }
            const int r = lo + d;
            const auto i = static_cast<std::size_t>(r);
            const std::uint8_t c = f.next++;
            Mask cards = f.acc;
            int as = f.phoenixAs;
            unsigned s = f.suits;
            bool sp = f.special;
            if (c < naturalsAt[i]) {
                cards |= cardsAt[i][c];
                s |= suitAt[i][c];
                sp |= r == 1; // the Mah Jong
            } else {
                cards |= bit(phoenix);
                as = r;
                sp = true;
            }
            const int n = d + 1;
            if (n >= 5 && (want == 0 || n == want) && r > above && (sp || (s & (s - 1))))
                out.push_back({cards, Kind::Straight, static_cast<std::uint8_t>(n),
                               static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(as)});
            if (r < end && (want == 0 || n < want) && enter(d + 1, cards, as, s, sp))
                ++d;
        }
    }
};

void straights(const Ranks& h, int want, int above, std::vector<Combo>& out) {
    StraightSearch search{h, want, above, out};
    const int first = want ? std::max(1, above - want + 2) : 1;
    const int last = want ? highRank - want + 1 : highRank - 4;
    for (int lo = first; lo <= last; ++lo)
        if (lo >= lowRank || h.mahJong)
            search.from(lo);
}

int bombKey(const Combo& c) {
    return c.length * 16 + c.rank;
}

} // namespace

const char* kindName(Kind kind) {
    switch (kind) {
    case Kind::Single:
        return "single";
    case Kind::Pair:
        return "pair";
    case Kind::Triple:
        return "triple";
    case Kind::PairRun:
        return "pairs";
    case Kind::FullHouse:
        return "full house";
    case Kind::Straight:
        return "straight";
    case Kind::FourBomb:
        return "four of a kind";
    case Kind::StraightFlush:
        return "straight flush";
    case Kind::Dog:
        return "dog";
    }
    return "";
}

bool beats(const Combo& c, const Combo& top) {
    if (isBomb(c.kind))
        return !isBomb(top.kind) || bombKey(c) > bombKey(top);
    if (isBomb(top.kind) || c.kind != top.kind || c.length != top.length || c.kind == Kind::Dog)
        return false;
    if (c.kind == Kind::Single && c.cards == bit(phoenix))
        return top.cards != bit(dragon);
    return c.rank > top.rank;
}

void beatingBombs(Mask hand, const Combo* top, std::vector<Combo>& out) {
    auto offer = [&](const Combo& c) {
        if (!top || beats(c, *top))
            out.push_back(c);
    };
    for (unsigned fours = fourOfAKindRanks(hand); fours; fours &= fours - 1) {
        const int r = std::countr_zero(fours) + lowRank;
        offer({hand & rankMask(r), Kind::FourBomb, 4, static_cast<std::uint8_t>(r), 0});
    }
    for (int suit = 0; suit < 4; ++suit) {
        const unsigned run = suitRun(hand, suit);
        for (unsigned starts = runStarts(run); starts; starts &= starts - 1) {
            const int lo = std::countr_zero(starts);
            Mask cards = 0;
            for (int hi = lo; hi < 13 && (run >> hi & 1u); ++hi) {
                cards |= bit(cardAt(suit, hi + lowRank));
                if (hi - lo + 1 >= 5)
                    offer({cards, Kind::StraightFlush, static_cast<std::uint8_t>(hi - lo + 1),
                           static_cast<std::uint8_t>(hi + lowRank), 0});
            }
        }
    }
}

bool hasBeatingBomb(Mask hand, const Combo& top) {
    if (!holdsBomb(hand))
        return false;
    std::vector<Combo> bombs;
    beatingBombs(hand, &top, bombs);
    return !bombs.empty();
}

void leadCombos(Mask hand, std::vector<Combo>& out) {
    const Ranks h(hand);
    singles(h, hand, 0, 3, out);
    groups(h, 2, 0, out);
    groups(h, 3, 0, out);
    pairRuns(h, 0, 0, out);
    fullHouses(h, 0, out);
    straights(h, 0, 0, out);
    beatingBombs(hand, nullptr, out);
    if (hand & bit(dog))
        out.push_back({bit(dog), Kind::Dog, 1, 0, 0});
}

void beatingCombos(Mask hand, const Combo& top, std::vector<Combo>& out) {
    const Ranks h(hand);
    switch (top.kind) {
    case Kind::Single:
        singles(h, hand, top.rank, top.cards == bit(dragon) ? 0 : top.rank + 1, out);
        break;
    case Kind::Pair:
        groups(h, 2, top.rank, out);
        break;
    case Kind::Triple:
        groups(h, 3, top.rank, out);
        break;
    case Kind::PairRun:
        pairRuns(h, top.length / 2, top.rank, out);
        break;
    case Kind::FullHouse:
        fullHouses(h, top.rank, out);
        break;
    case Kind::Straight:
        straights(h, top.length, top.rank, out);
        break;
    case Kind::FourBomb:
    case Kind::StraightFlush:
        break;
    case Kind::Dog:
        return; // nothing is played on the Dog (R11.3)
    }
    beatingBombs(hand, &top, out);
}

namespace {

constexpr std::uint32_t choose2(std::uint32_t n) {
    return n * (n - 1) / 2; // 0 for 0 and 1
}
constexpr std::uint32_t choose3(std::uint32_t n) {
    return n < 3 ? 0 : n * (n - 1) * (n - 2) / 6;
}

} // namespace

// Each count follows its generator above: forEachGroup gives C(n, k) natural groups, and C(n,
// k-1) with the Phoenix when the rank has a natural card; pair runs and straights multiply the
// choices of each rank, the Phoenix standing in at most once; straights leave out the straight
// flushes (five or more naturals of one suit, no Mah Jong, no Phoenix).
ComboCounter::ComboCounter(Mask hand, const Combo* top) : hand_(hand), lead_(top == nullptr) {
    if (top)
        top_ = *top;
    ph_ = (hand & bit(phoenix)) ? 1 : 0;
}

// The natural cards of each rank, for every count but the singles', and the ranks held at least
// once, twice and three times, so that a count visits only the ranks that can give it something.
void ComboCounter::countRanks() {
    for (int r = lowRank; r <= highRank; ++r)
        n_[static_cast<std::size_t>(r)] =
            static_cast<std::uint8_t>(std::popcount(hand_ & rankMask(r)));
    const unsigned a = suitRun(hand_, 0), b = suitRun(hand_, 1), c = suitRun(hand_, 2),
                   d = suitRun(hand_, 3);
    held1_ = (a | b | c | d) << lowRank;
    held2_ = ((a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)) << lowRank;
    held3_ = ((a & b & c) | (a & b & d) | (a & c & d) | (b & c & d)) << lowRank;
    // The pairs of natural cards of one rank, all ranks together: C(k, 2) summed over the ranks.
    naturalPairs_ = static_cast<std::uint32_t>(std::popcount(a & b) + std::popcount(a & c) +
                                               std::popcount(a & d) + std::popcount(b & c) +
                                               std::popcount(b & d) + std::popcount(c & d));
}

// The ranks above `above` (bit r for rank r) in `ranks`, lowest first.
template <class F> void forEachRank(unsigned ranks, int above, F&& f) {
    for (unsigned m = ranks & (~0u << (above + 1)); m; m &= m - 1)
        f(std::countr_zero(m));
}

void ComboCounter::add(Part part, int rank, std::uint64_t count) {
    if (count == 0)
        return;
    chunks_[size_++] = {part, static_cast<std::uint8_t>(rank), static_cast<std::uint32_t>(count)};
    total_ += count;
}

void ComboCounter::countLeads() {
    countRanks();
    add(Part::Singles, 0, static_cast<std::uint64_t>(std::popcount(hand_ & singlesAbove(0))) + ph_);
    countGroups(2, 0);
    countGroups(3, 0);
    countPairRuns(0, 0);
    countFullHouses(0);
    countStraights(0, 0);
    countBombs();
    add(Part::Dog, 0, (hand_ & bit(dog)) ? 1 : 0);
}

void ComboCounter::countBeating() {
    above_ = top_.rank;
    if (top_.kind != Kind::Single)
        countRanks();
    switch (top_.kind) {
    case Kind::Single:
        phoenixValue_ = top_.cards == bit(dragon) ? 0 : top_.rank + 1;
        add(Part::Singles, 0,
            static_cast<std::uint64_t>(std::popcount(hand_ & singlesAbove(above_))) +
                (phoenixValue_ > 0 ? ph_ : 0));
        break;
    case Kind::Pair:
        countGroups(2, above_);
        break;
    case Kind::Triple:
        countGroups(3, above_);
        break;
    case Kind::PairRun:
        want_ = top_.length / 2;
        countPairRuns(want_, above_);
        break;
    case Kind::FullHouse:
        countFullHouses(above_);
        break;
    case Kind::Straight:
        want_ = top_.length;
        countStraights(want_, above_);
        break;
    case Kind::FourBomb:
    case Kind::StraightFlush:
        break;
    case Kind::Dog:
        return; // nothing is played on the Dog (R11.3)
    }
    countBombs();
}

// Only the ranks that give a group: the others count nothing, and add() leaves them out.
void ComboCounter::countGroups(int size, int above) {
    if (size == 2)
        forEachRank(held2_ | (ph_ ? held1_ : 0u), above, [&](int r) {
            const std::uint32_t k = n_[static_cast<std::size_t>(r)];
            add(Part::Pairs, r, choose2(k) + ph_ * k);
        });
    else
        forEachRank(held3_ | (ph_ ? held2_ : 0u), above, [&](int r) {
            const std::uint32_t k = n_[static_cast<std::size_t>(r)];
            add(Part::Triples, r, choose3(k) + ph_ * choose2(k));
        });
}

// As pairRuns(): `want` pairs exactly (0: any number from 2), topping `above`.
void ComboCounter::countPairRuns(int want, int above) {
    if (want == 0) {
        // No two neighbouring ranks give a pair each (the Phoenix pairing one single card): no
        // run at all, and nothing to count.
        const unsigned runs2 =
            ph_ ? (held2_ & held1_ >> 1) | (held1_ & held2_ >> 1) : held2_ & held2_ >> 1;
        if (!runs2)
            return;
        // Leads: from the ace down, the runs from each rank of any length, without the Phoenix
        // and with it once; a rank's own pairs (length one) are not runs.
        std::array<std::uint64_t, highRank + 1> runs{};
        std::uint64_t plainAfter = 0, phoenixAfter = 0; // the runs from the rank above
        for (int lo = highRank; lo >= lowRank; --lo) {
            const std::uint32_t k = n_[static_cast<std::size_t>(lo)];
            const std::uint64_t pairs = choose2(k), phoenixPairs = ph_ * k;
            const std::uint64_t plain = pairs * (1 + plainAfter);
            const std::uint64_t withPhoenix =
                pairs * phoenixAfter + phoenixPairs * (1 + plainAfter);
            runs[static_cast<std::size_t>(lo)] = plain + withPhoenix - pairs - phoenixPairs;
            plainAfter = plain;
            phoenixAfter = withPhoenix;
        }
        for (int lo = lowRank; lo < highRank; ++lo)
            add(Part::PairRuns, lo, runs[static_cast<std::size_t>(lo)]);
        return;
    }
    const int first = std::max(lowRank, above - want + 2);
    const int last = highRank - want + 1;
    for (int lo = first; lo <= last; ++lo) {
        std::uint64_t plain = 1, withPhoenix = 0, runs = 0;
        const int top = lo + want - 1;
        for (int r = lo; r <= top; ++r) {
            const std::uint32_t k = n_[static_cast<std::size_t>(r)];
            if (k == 0)
                break;
            withPhoenix = withPhoenix * choose2(k) + plain * ph_ * k;
            plain *= choose2(k);
            if (plain == 0 && withPhoenix == 0)
                break;
            if (r == top)
                runs += plain + withPhoenix;
        }
        add(Part::PairRuns, lo, runs);
    }
}

// Only the ranks that give a triple (most hands have none): the others count nothing.
void ComboCounter::countFullHouses(int above) {
    const unsigned triples = (held3_ | (ph_ ? held2_ : 0u)) & (~0u << (above + 1));
    if (!triples)
        return;
    const std::uint64_t naturalPairs = naturalPairs_;
    const std::uint64_t allPairs =
        naturalPairs + ph_ * static_cast<std::uint64_t>(std::popcount(hand_ & naturals));
    forEachRank(triples, above, [&](int a) {
        const std::uint32_t k = n_[static_cast<std::size_t>(a)];
        const std::uint64_t own = choose2(k) + ph_ * k;
        add(Part::FullHouses, a,
            choose3(k) * (allPairs - own) + ph_ * choose2(k) * (naturalPairs - choose2(k)));
    });
}

// As straights(): `want` cards exactly (0: any number from 5), topping `above`.
void ComboCounter::countStraights(int want, int above) {
    const std::uint32_t mj = (hand_ & bit(mahJong)) ? 1 : 0;
    const int ranksHeld = std::popcount(held1_);
    if (ranksHeld + static_cast<int>(mj + ph_) < (want ? want : 5))
        return;
    if (want == 0) {
        countLeadStraights(mj);
        return;
    }
    // The suits held at each rank, four bits, for the straight flushes left out.
    std::array<unsigned, highRank + 1> suitsAt{};
    for (int r = lowRank; r <= highRank; ++r)
        suitsAt[static_cast<std::size_t>(r)] = suitsOf(hand_, r);
    const int first = std::max(mj ? 1 : lowRank, above - want + 2);
    const int last = highRank - want + 1;
    for (int lo = first; lo <= last; ++lo) {
        std::uint64_t plain = 1, withPhoenix = 0, straights = 0;
        unsigned suited = lo == 1 ? 0u : 15u; // a flush of naturals so far; never with the MJ
        const int top = lo + want - 1;
        for (int r = std::max(lo, lowRank); r <= top; ++r) {
            const std::uint32_t k = n_[static_cast<std::size_t>(r)];
            withPhoenix = withPhoenix * k + plain * ph_;
            plain *= k;
            suited &= suitsAt[static_cast<std::size_t>(r)];
            if (plain == 0 && withPhoenix == 0)
                break;
            if (r == top)
                straights += plain + withPhoenix - static_cast<unsigned>(std::popcount(suited));
        }
        add(Part::Straights, lo, straights);
    }
}

// The straights of any length from 5 led from each rank, without a search per rank: from the ace
// down, the runs of any length from each rank (without the Phoenix, and with it once); a
// straight from `lo` is its first five ranks followed by such a run or by nothing. The straight
// flushes left out are, for each suit, the lengths from 5 up to that suit's run from `lo`. A
// rank missing from the first five (two with the Phoenix) leaves no straight from `lo`: those
// ranks count nothing and are passed over.
void ComboCounter::countLeadStraights(std::uint32_t mj) {
    const unsigned held = held1_ | mj << 1; // bit r: rank r held, the Mah Jong standing for 1
    unsigned starts = 0;                    // the ranks a straight can start from
    for (int lo = mj ? 1 : lowRank; lo <= highRank - 4; ++lo)
        if (static_cast<std::uint32_t>(std::popcount(0x1fu << lo & ~held)) <= ph_)
            starts |= 1u << lo;
    if (!starts)
        return;
    std::array<std::uint64_t, highRank + 2> plainFrom, phoenixFrom;
    plainFrom[highRank + 1] = phoenixFrom[highRank + 1] = 0;
    for (int r = highRank; r >= lowRank; --r) {
        const auto i = static_cast<std::size_t>(r);
        const std::uint32_t k = n_[i];
        plainFrom[i] = k * (1 + plainFrom[i + 1]);
        phoenixFrom[i] = k * phoenixFrom[i + 1] + ph_ * (1 + plainFrom[i + 1]);
    }
    std::array<std::array<std::uint8_t, 4>, highRank + 2> suitRunFrom{};
    const bool flushes = flushStarts(hand_) != 0; // rare: most hands have none to leave out
    for (int r = highRank; flushes && r >= lowRank; --r)
        for (std::size_t s = 0; s < 4; ++s) {
            const auto i = static_cast<std::size_t>(r);
            suitRunFrom[i][s] = static_cast<std::uint8_t>(
                (suitsOf(hand_, r) >> s & 1u) ? suitRunFrom[i + 1][s] + 1 : 0);
        }
    for (unsigned m = starts; m; m &= m - 1) {
        const int lo = std::countr_zero(m);
        // The first five ranks (the Mah Jong standing for 1): plain, and with the Phoenix once.
        std::uint64_t plain = 1, withPhoenix = 0;
        for (int r = std::max(lo, lowRank); r <= lo + 4; ++r) {
            const std::uint32_t k = n_[static_cast<std::size_t>(r)];
            withPhoenix = withPhoenix * k + plain * ph_;
            plain *= k;
        }
        const auto after = static_cast<std::size_t>(lo + 5);
        std::uint64_t straights =
            (plain + withPhoenix) * (1 + plainFrom[after]) + plain * phoenixFrom[after];
        if (flushes && lo >= lowRank)
            for (std::size_t s = 0; s < 4; ++s)
                straights -=
                    std::max(suitRunFrom[static_cast<std::size_t>(lo)][s], std::uint8_t{4}) - 4u;
        add(Part::Straights, lo, straights);
    }
}

void ComboCounter::countBombs() {
    if (!holdsBomb(hand_))
        return; // few, and rare
    thread_local std::vector<Combo> bombs;
    bombs.clear();
    beatingBombs(hand_, lead_ ? nullptr : &top_, bombs);
    add(Part::Bombs, 0, bombs.size());
}

Combo ComboCounter::at(std::uint64_t index) const {
    std::size_t c = 0;
    while (c + 1 < size_ && index >= chunks_[c].count)
        index -= chunks_[c++].count;
    const Chunk& chunk = chunks_[c];
    if (chunk.part == Part::Singles) {
        Mask m = hand_ & singlesAbove(above_);
        if (index >= static_cast<std::uint64_t>(std::popcount(m)))
            return {bit(phoenix), Kind::Single, 1, static_cast<std::uint8_t>(phoenixValue_), 0};
        for (; index; --index)
            m &= m - 1;
        const int card = std::countr_zero(m);
        return {bit(card), Kind::Single, 1, static_cast<std::uint8_t>(singleValue(card)), 0};
    }
    if (chunk.part == Part::Dog)
        return {bit(dog), Kind::Dog, 1, 0, 0};
    const Ranks h(hand_);
    thread_local std::vector<Combo> list;
    list.clear();
    switch (chunk.part) {
    case Part::Pairs:
        groupsOf(h, chunk.rank, 2, list);
        break;
    case Part::Triples:
        groupsOf(h, chunk.rank, 3, list);
        break;
    case Part::PairRuns:
        PairRunSearch(h, want_, above_, list).from(chunk.rank);
        break;
    case Part::FullHouses:
        fullHouses(h, chunk.rank - 1, list, chunk.rank);
        break;
    case Part::Straights: {
        StraightSearch search{h, want_, above_, list};
        search.from(chunk.rank);
        break;
    }
    case Part::Bombs:
        beatingBombs(hand_, lead_ ? nullptr : &top_, list);
        break;
    case Part::Singles:
    case Part::Dog:
        break;
    }
    return list[static_cast<std::size_t>(index)];
}

std::vector<Combo> readings(Mask cards) {
    std::vector<Combo> all;
    leadCombos(cards, all);
    std::vector<Combo> out;
    for (const Combo& c : all)
        if (c.cards == cards)
            out.push_back(c);
    return out;
}

std::string comboText(const Combo& combo) {
    std::string text = cardsText(combo.cards);
    if (combo.phoenixAs) {
        text += " PH=";
        text += rankCode(combo.phoenixAs);
    }
    return text;
}

} // namespace paiju::tichu
