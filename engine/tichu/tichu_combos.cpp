#include "tichu_combos.h"

#include <algorithm>
#include <array>

namespace paiju::tichu {

namespace {

constexpr int singleValue(int card) {
    return card == dragon ? 30 : 2 * rankOf(card);
}

// Every k-card subset of m (m holds at most the four cards of one rank), without counting bits.
template <class F> void forEachSubset(Mask m, int k, F&& f) {
    std::array<Mask, 4> c{};
    int n = 0;
    for (; m && n < 4; m &= m - 1)
        c[static_cast<std::size_t>(n++)] = m & (~m + 1);
    if (k == 0) {
        f(Mask{0});
        return;
    }
    for (int a = 0; a < n; ++a) {
        const Mask ca = c[static_cast<std::size_t>(a)];
        if (k == 1) {
            f(ca);
            continue;
        }
        for (int b = a + 1; b < n; ++b) {
            const Mask cb = ca | c[static_cast<std::size_t>(b)];
            if (k == 2) {
                f(cb);
                continue;
            }
            for (int d = b + 1; d < n; ++d) {
                const Mask cd = cb | c[static_cast<std::size_t>(d)];
                if (k == 3)
                    f(cd);
                else
                    for (int e = d + 1; e < n; ++e)
                        f(cd | c[static_cast<std::size_t>(e)]);
            }
        }
    }
}

// Ranks held four times, as bits 0-12 (rank 2 … A).
unsigned fourOfAKindRanks(Mask hand) {
    return static_cast<unsigned>(hand & (hand >> 13) & (hand >> 26) & (hand >> 39)) & 0x1fffu;
}

// Bits of a suit's ranks that start a run of five (the shortest straight flush).
unsigned runStarts(unsigned run) {
    return run & (run >> 1) & (run >> 2) & (run >> 3) & (run >> 4);
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
    const Mask m = h.at(r);
    if (!m)
        return;
    forEachSubset(m, n, [&](Mask s) { f(s, 0); });
    if (phoenixFree && h.phoenix)
        forEachSubset(m, n - 1, [&](Mask s) { f(s | bit(phoenix), r); });
}

void singles(const Ranks& h, Mask hand, int above, int phoenixValue, std::vector<Combo>& out) {
    for (Mask m = hand & ~bit(phoenix) & ~bit(dog); m; m &= m - 1) {
        const int card = std::countr_zero(m);
        const int value = singleValue(card);
        if (value > above)
            out.push_back({bit(card), Kind::Single, 1, static_cast<std::uint8_t>(value), 0});
    }
    if (h.phoenix && phoenixValue > 0)
        out.push_back({bit(phoenix), Kind::Single, 1, static_cast<std::uint8_t>(phoenixValue), 0});
}

void groups(const Ranks& h, int n, int above, std::vector<Combo>& out) {
    const Kind kind = n == 2 ? Kind::Pair : Kind::Triple;
    for (int r = std::max(above + 1, lowRank); r <= highRank; ++r)
        forEachGroup(h, r, n, true, [&](Mask s, int as) {
            out.push_back({s, kind, static_cast<std::uint8_t>(n), static_cast<std::uint8_t>(r),
                           static_cast<std::uint8_t>(as)});
        });
}

// Triples of ranks above `above` up to `last`.
void fullHouses(const Ranks& h, int above, std::vector<Combo>& out, int last = highRank) {
    // The pairs are listed once and combined with every triple of another rank.
    struct PairOption {
        Mask cards;
        std::uint8_t rank;
        std::uint8_t as;
    };
    std::array<PairOption, 13 * 10> pairs{};
    std::size_t n = 0;
    for (int b = lowRank; b <= highRank; ++b)
        forEachGroup(h, b, 2, true, [&](Mask pair, int as) {
            pairs[n++] = {pair, static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(as)};
        });
    if (n == 0)
        return;
    for (int a = std::max(above + 1, lowRank); a <= last; ++a)
        forEachGroup(h, a, 3, true, [&](Mask triple, int tripleAs) {
            for (std::size_t k = 0; k < n; ++k) {
                const PairOption& pair = pairs[k];
                if (pair.rank == a || (tripleAs && pair.as))
                    continue;
                out.push_back({triple | pair.cards, Kind::FullHouse, 5,
                               static_cast<std::uint8_t>(a),
                               static_cast<std::uint8_t>(tripleAs | pair.as)});
            }
        });
}

// Sequences of pairs from rank r upwards; `want` pairs exactly (0: any number from 2), topping
// above `above`.
void pairRunsFrom(const Ranks& h, int r, Mask acc, int phoenixAs, int pairs, int want, int above,
                  std::vector<Combo>& out) {
    forEachGroup(h, r, 2, phoenixAs == 0, [&](Mask pair, int as) {
        const int n = pairs + 1;
        const int ph = phoenixAs | as;
        if (n >= 2 && (want == 0 || n == want) && r > above)
            out.push_back({acc | pair, Kind::PairRun, static_cast<std::uint8_t>(2 * n),
                           static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(ph)});
        if (r < highRank && (want == 0 || n < want))
            pairRunsFrom(h, r + 1, acc | pair, ph, n, want, above, out);
    });
}

void pairRuns(const Ranks& h, int want, int above, std::vector<Combo>& out) {
    const int first = want ? std::max(lowRank, above - want + 2) : lowRank;
    const int last = want ? highRank - want + 1 : highRank - 1;
    for (int lo = first; lo <= last; ++lo)
        pairRunsFrom(h, lo, 0, 0, 0, want, above, out);
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

    StraightSearch(const Ranks& ranks, int want_, int above_, std::vector<Combo>& out_)
        : h(ranks), want(want_), above(above_), out(out_) {
        for (int r = highRank; r >= 1; --r) {
            const bool held = r == 1 ? h.mahJong : h.at(r) != 0;
            const auto i = static_cast<std::size_t>(r);
            naturalRun[i] = static_cast<std::int8_t>(held ? naturalRun[i + 1] + 1 : 0);
            phoenixRun[i] = static_cast<std::int8_t>(
                held ? phoenixRun[i + 1] + 1 : (r >= lowRank ? naturalRun[i + 1] + 1 : 0));
        }
    }

    void from(int r, Mask acc, int phoenixAs, int length, unsigned suits, bool special) {
        const auto i = static_cast<std::size_t>(r);
        const int reach = h.phoenix && phoenixAs == 0 ? phoenixRun[i] : naturalRun[i];
        if (length + reach < (want ? want : 5) || r + reach - 1 <= above)
            return;
        auto step = [&](Mask card, int as, unsigned suit, bool isSpecial) {
            const int n = length + 1;
            const Mask cards = acc | card;
            const unsigned s = suits | suit;
            const bool sp = special || isSpecial;
            if (n >= 5 && (want == 0 || n == want) && r > above && (sp || std::popcount(s) > 1))
                out.push_back({cards, Kind::Straight, static_cast<std::uint8_t>(n),
                               static_cast<std::uint8_t>(r),
                               static_cast<std::uint8_t>(phoenixAs | as)});
            if (r < highRank && (want == 0 || n < want))
                from(r + 1, cards, phoenixAs | as, n, s, sp);
        };
        if (r == 1) {
            step(bit(mahJong), 0, 0, true);
            return;
        }
        for (Mask m = h.at(r); m; m &= m - 1) {
            const int card = std::countr_zero(m);
            step(bit(card), 0, 1u << suitOf(card), false);
        }
        if (h.phoenix && phoenixAs == 0)
            step(bit(phoenix), r, 0, true);
    }
};

void straights(const Ranks& h, int want, int above, std::vector<Combo>& out) {
    StraightSearch search{h, want, above, out};
    const int first = want ? std::max(1, above - want + 2) : 1;
    const int last = want ? highRank - want + 1 : highRank - 4;
    for (int lo = first; lo <= last; ++lo)
        if (lo >= lowRank || h.mahJong)
            search.from(lo, 0, 0, 0, 0, false);
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
    unsigned starts = 0;
    for (int suit = 0; suit < 4; ++suit)
        starts |= runStarts(suitRun(hand, suit));
    if (!fourOfAKindRanks(hand) && !starts)
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
LeadCounter::LeadCounter(Mask hand) : hand_(hand) {
    const std::uint32_t ph = (hand & bit(phoenix)) ? 1 : 0;
    std::array<std::uint32_t, highRank + 1> n{};
    for (int r = lowRank; r <= highRank; ++r)
        n[static_cast<std::size_t>(r)] =
            static_cast<std::uint32_t>(std::popcount(hand & rankMask(r)));
    auto add = [&](Part part, int rank, std::uint64_t count) {
        if (count == 0)
            return;
        chunks_[n_++] = {part, static_cast<std::uint8_t>(rank), static_cast<std::uint32_t>(count)};
        total_ += count;
    };
    add(Part::Singles, 0,
        static_cast<std::uint64_t>(std::popcount(hand & ~bit(phoenix) & ~bit(dog))) + ph);
    std::uint64_t pairs = 0, triples = 0, naturalPairs = 0, allPairs = 0;
    for (int r = lowRank; r <= highRank; ++r) {
        const std::uint32_t k = n[static_cast<std::size_t>(r)];
        pairs += choose2(k) + ph * k;
        triples += choose3(k) + ph * choose2(k);
        naturalPairs += choose2(k);
    }
    allPairs = pairs;
    add(Part::Pairs, 0, pairs);
    add(Part::Triples, 0, triples);
    for (int lo = lowRank; lo < highRank; ++lo) {
        std::uint64_t plain = 1, withPhoenix = 0, runs = 0;
        for (int r = lo; r <= highRank; ++r) {
            const std::uint32_t k = n[static_cast<std::size_t>(r)];
            if (k == 0)
                break;
            withPhoenix = withPhoenix * choose2(k) + plain * ph * k;
            plain *= choose2(k);
            if (r > lo)
                runs += plain + withPhoenix;
        }
        add(Part::PairRuns, lo, runs);
    }
    for (int a = lowRank; a <= highRank; ++a) {
        const std::uint32_t k = n[static_cast<std::size_t>(a)];
        const std::uint64_t own = choose2(k) + ph * k;
        add(Part::FullHouses, a,
            choose3(k) * (allPairs - own) + ph * choose2(k) * (naturalPairs - choose2(k)));
    }
    const std::uint32_t mj = (hand & bit(mahJong)) ? 1 : 0;
    // The suits held at each rank, four bits, for the straight flushes left out.
    std::array<unsigned, highRank + 1> suitsAt{};
    int ranksHeld = 0;
    for (int r = lowRank; r <= highRank; ++r) {
        for (int s = 0; s < 4; ++s)
            suitsAt[static_cast<std::size_t>(r)] |= (hand >> cardAt(s, r) & 1u) << s;
        ranksHeld += n[static_cast<std::size_t>(r)] ? 1 : 0;
    }
    for (int lo = mj ? 1 : lowRank; ranksHeld + int(mj + ph) >= 5 && lo <= highRank - 4; ++lo) {
        std::uint64_t plain = 1, withPhoenix = 0, straights = 0;
        unsigned suited = lo == 1 ? 0u : 15u; // a flush of naturals so far; never with the MJ
        for (int r = std::max(lo, lowRank); r <= highRank; ++r) {
            const std::uint32_t k = n[static_cast<std::size_t>(r)];
            withPhoenix = withPhoenix * k + plain * ph;
            plain *= k;
            suited &= suitsAt[static_cast<std::size_t>(r)];
            if (plain == 0 && withPhoenix == 0)
                break;
            if (r - lo + 1 >= 5)
                straights += plain + withPhoenix - static_cast<unsigned>(std::popcount(suited));
        }
        add(Part::Straights, lo, straights);
    }
    std::vector<Combo> bombs; // few, and rare
    if (fourOfAKindRanks(hand) || runStarts(suitRun(hand, 0)) || runStarts(suitRun(hand, 1)) ||
        runStarts(suitRun(hand, 2)) || runStarts(suitRun(hand, 3))) {
        beatingBombs(hand, nullptr, bombs);
        add(Part::Bombs, 0, bombs.size());
    }
    add(Part::Dog, 0, (hand & bit(dog)) ? 1 : 0);
}

Combo LeadCounter::at(std::uint64_t index) const {
    std::size_t c = 0;
    while (c + 1 < n_ && index >= chunks_[c].count)
        index -= chunks_[c++].count;
    const Chunk& chunk = chunks_[c];
    const Ranks h(hand_);
    thread_local std::vector<Combo> list;
    list.clear();
    switch (chunk.part) {
    case Part::Singles:
        singles(h, hand_, 0, 3, list);
        break;
    case Part::Pairs:
        groups(h, 2, 0, list);
        break;
    case Part::Triples:
        groups(h, 3, 0, list);
        break;
    case Part::PairRuns:
        pairRunsFrom(h, chunk.rank, 0, 0, 0, 0, 0, list);
        break;
    case Part::FullHouses:
        fullHouses(h, chunk.rank - 1, list, chunk.rank);
        break;
    case Part::Straights: {
        StraightSearch search{h, 0, 0, list};
        search.from(chunk.rank, 0, 0, 0, 0, false);
        break;
    }
    case Part::Bombs:
        beatingBombs(hand_, nullptr, list);
        break;
    case Part::Dog:
        return {bit(dog), Kind::Dog, 1, 0, 0};
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
