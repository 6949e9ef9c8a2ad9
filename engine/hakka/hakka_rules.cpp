#include "hakka_rules.h"

#include <array>

namespace paiju::hakka {

namespace {

constexpr Mask suitMask(int suit) {
    return Mask{0x1ff} << (suit * 9);
}

constexpr Mask valueMask(int value) {
    return bit(cardAt(0, value)) | bit(cardAt(1, value)) | bit(cardAt(2, value)) |
           bit(cardAt(3, value));
}

// 各一 ranks between 各八 (16) and 各九 (18).
int setRank(int value) {
    return value == 1 ? 17 : 2 * value;
}

bool isPermanentElder(int card) {
    return card == cardAt(0, 1) || card == cardAt(3, 1) || card == yun;
}

// Calls `emit` with every k-subset of `m`, in increasing order of the subsets' positions
// (Gosper's hack over the indices of the cards in `m`); no allocation. `emit` may return true to
// stop, and forEachSubset then returns true.
template <class F> bool forEachSubset(Mask m, int k, F&& emit) {
    std::array<int, cardCount> cards{};
    int n = 0;
    for (Mask rest = m; rest; rest &= rest - 1)
        cards[static_cast<std::size_t>(n++)] = std::countr_zero(rest);
    if (k < 0 || k > n)
        return false;
    if (k == 0)
        return emit(Mask{0});
    const std::uint64_t end = std::uint64_t{1} << n;
    for (std::uint64_t pick = (std::uint64_t{1} << k) - 1; pick < end;) {
        Mask subset = 0;
        for (std::uint64_t p = pick; p; p &= p - 1)
            subset |= bit(cards[static_cast<std::size_t>(std::countr_zero(p))]);
        if (emit(subset))
            return true;
        const std::uint64_t low = pick & (~pick + 1);
        const std::uint64_t ripple = pick + low;
        pick = ripple | (((ripple ^ pick) >> 2) / low);
    }
    return false;
}

// The runs of the hand (of one length only, when given), by suit, then lowest card, then length;
// `emit` returns true to stop, as in forEachSubset.
template <class F> bool forEachRun(Mask hand, int onlyLength, F&& emit) {
    for (int suit = 0; suit < 4; ++suit)
        for (int low = 1; low <= 7; ++low) {
            Mask run = 0;
            for (int high = low; high <= 9; ++high) {
                if (!(hand & bit(cardAt(suit, high))))
                    break;
                run |= bit(cardAt(suit, high));
                const int length = high - low + 1;
                if (length >= 3 && (onlyLength == 0 || length == onlyLength) && emit(run))
                    return true;
            }
        }
    return false;
}

// The sets of the hand (of one size only, when given), by value, then size, then subset.
template <class F> bool forEachSet(Mask hand, int onlySize, F&& emit) {
    for (int value = 1; value <= 9; ++value) {
        const Mask same = hand & valueMask(value);
        for (int size = 3; size <= count(same); ++size)
            if ((onlySize == 0 || size == onlySize) && forEachSubset(same, size, emit))
                return true;
    }
    return false;
}

// The singles the lead rule allows (§6.2).
Mask leadSingles(Mask hand, Mask faceUp, bool privileged) {
    const Mask elders = hand & elderMask(faceUp);
    const Mask others = hand & ~elders;
    if (!others)
        return hand;
    // Suits are indexed strongest first and 云线 is always an elder, so the lowest card of the
    // non-elders is in their highest suit.
    const Mask singles = others & suitMask(suitOf(std::countr_zero(others)));
    return privileged ? singles | elders : singles;
}

// Every lead in the order of legalLeads: singles, runs, sets.
template <class F> bool forEachLead(Mask hand, Mask faceUp, bool privileged, F&& emit) {
    for (Mask rest = leadSingles(hand, faceUp, privileged); rest; rest &= rest - 1)
        if (emit(rest & (~rest + 1)))
            return true;
    return forEachRun(hand, 0, emit) || forEachSet(hand, 0, emit);
}

// Every play of the hand that beats `current`, in the order of beatingPlays. A single is beaten
// by the higher cards of its suit, unless it is 一十, 一线 or 云线 (§8.2, D12).
template <class F> bool forEachBeating(Mask hand, Mask current, F&& emit) {
    const Combo top = classify(current);
    const auto beating = [&](Mask m) { return beats(classify(m), top) && emit(m); };
    switch (top.kind) {
    case Kind::Single: {
        const int card = std::countr_zero(current);
        const bool special =
            top.suit == noSuit || (top.rank == 1 && (top.suit == 0 || top.suit == 3));
        if (special)
            return false;
        const Mask above = suitMask(top.suit) & ~((bit(card) << 1) - 1);
        for (Mask rest = hand & above; rest; rest &= rest - 1)
            if (emit(rest & (~rest + 1)))
                return true;
        return false;
    }
    case Kind::Run:
        return forEachRun(hand, top.size, beating);
    case Kind::Set:
        return forEachSet(hand, top.size, beating);
    case Kind::Invalid:
        break;
    }
    return false;
}

// How many plays a generator emits, and its index-th one (0 past the end).
template <class Generate> std::size_t countOf(Generate&& generate) {
    std::size_t n = 0;
    generate([&n](Mask) {
        ++n;
        return false;
    });
    return n;
}
template <class Generate> Mask nthOf(Generate&& generate, std::size_t index) {
    Mask found = 0;
    generate([&](Mask m) {
        if (index-- > 0)
            return false;
        found = m;
        return true;
    });
    return found;
}

} // namespace

Combo classify(Mask group) {
    const int n = count(group);
    if (n == 1) {
        const int card = std::countr_zero(group);
        return {Kind::Single, 1, suitOf(card), valueOf(card)};
    }
    if (n < 3 || (group & bit(yun)) || (group & ~allCards))
        return {};
    const int lowest = std::countr_zero(group);
    const int suit = suitOf(lowest);
    if ((group & ~suitMask(suit)) == 0) {
        // Consecutive values: the bits form one unbroken block.
        if ((group >> lowest) == (Mask{1} << n) - 1)
            return {Kind::Run, n, suit, valueOf(lowest) + n - 1};
        return {};
    }
    const int value = valueOf(lowest);
    if ((group & ~valueMask(value)) == 0)
        return {Kind::Set, n, noSuit, setRank(value)};
    return {};
}

bool beats(const Combo& play, const Combo& current) {
    if (play.kind != current.kind || play.size != current.size || play.kind == Kind::Invalid)
        return false;
    switch (play.kind) {
    case Kind::Single: {
        // 一十, 一线 and 云线 are never beaten; 云线 never beats (§8.2, D12).
        const bool special = (current.rank == 1 && (current.suit == 0 || current.suit == 3)) ||
                             current.suit == noSuit;
        if (special || play.suit == noSuit)
            return false;
        return play.suit == current.suit && play.rank > current.rank;
    }
    case Kind::Run:
        return suitRank(play.suit) > suitRank(current.suit) ||
               (play.suit == current.suit && play.rank > current.rank);
    case Kind::Set:
        return play.rank > current.rank;
    case Kind::Invalid:
        break;
    }
    return false;
}

bool isElder(int card, Mask faceUp) {
    if (isPermanentElder(card))
        return true;
    const int suit = suitOf(card);
    for (int w = valueOf(card) + 1; w <= 9; ++w)
        if (!(faceUp & bit(cardAt(suit, w))))
            return false;
    return true;
}

Mask elderMask(Mask faceUp) {
    Mask elders = bit(cardAt(0, 1)) | bit(cardAt(3, 1)) | bit(yun);
    for (int suit = 0; suit < 4; ++suit)
        for (int value = 9; value >= 1; --value) {
            elders |= bit(cardAt(suit, value)); // every higher card of the suit is face up
            if (!(faceUp & bit(cardAt(suit, value))))
                break;
        }
    return elders;
}

std::vector<Mask> legalLeads(Mask hand, Mask faceUp, bool privileged) {
    std::vector<Mask> leads;
    leads.reserve(32);
    forEachLead(hand, faceUp, privileged, [&leads](Mask m) {
        leads.push_back(m);
        return false;
    });
    return leads;
}

bool isLeadSingle(Mask hand, Mask faceUp, bool privileged, Mask single) {
    return (leadSingles(hand, faceUp, privileged) & single) == single && count(single) == 1;
}

// Counted without walking them: a block of n consecutive cards of a suit holds (n-1)(n-2)/2 runs,
// and n cards of a value C(n,3) + C(n,4) sets (1 of three, 5 of four).
std::size_t leadCount(Mask hand, Mask faceUp, bool privileged) {
    std::size_t n = static_cast<std::size_t>(count(leadSingles(hand, faceUp, privileged)));
    for (int suit = 0; suit < 4; ++suit) {
        Mask rest = (hand >> (9 * suit)) & 0x1ff;
        while (rest) {
            const int start = std::countr_zero(rest);
            const int length = std::countr_one(rest >> start);
            rest &= ~(((Mask{1} << length) - 1) << start);
            if (length >= 3)
                n += static_cast<std::size_t>((length - 1) * (length - 2) / 2);
        }
    }
    for (int value = 1; value <= 9; ++value) {
        const int same = count(hand & valueMask(value));
        n += same == 3 ? 1 : same == 4 ? 5 : 0;
    }
    return n;
}

Mask nthLead(Mask hand, Mask faceUp, bool privileged, std::size_t index) {
    return nthOf([&](auto&& emit) { return forEachLead(hand, faceUp, privileged, emit); }, index);
}

std::vector<Mask> beatingPlays(Mask hand, Mask current) {
    std::vector<Mask> plays;
    forEachBeating(hand, current, [&plays](Mask m) {
        plays.push_back(m);
        return false;
    });
    return plays;
}

bool canBeat(Mask hand, Mask current) {
    return forEachBeating(hand, current, [](Mask) { return true; });
}

std::size_t beatingCount(Mask hand, Mask current) {
    return countOf([&](auto&& emit) { return forEachBeating(hand, current, emit); });
}

Mask nthBeating(Mask hand, Mask current, std::size_t index) {
    return nthOf([&](auto&& emit) { return forEachBeating(hand, current, emit); }, index);
}

std::vector<Mask> discardChoices(Mask hand, int k) {
    std::vector<Mask> out;
    std::size_t choices = 1; // n choose k, exact at every step
    for (int i = 0; i < k; ++i)
        choices =
            choices * static_cast<std::size_t>(count(hand) - i) / static_cast<std::size_t>(i + 1);
    out.reserve(choices);
    forEachSubset(hand, k, [&](Mask s) {
        out.push_back(s);
        return false;
    });
    return out;
}

namespace {

// C(n, k) for the hand sizes there are, from Pascal's triangle made once.
constexpr auto binomials = [] {
    std::array<std::array<std::uint64_t, cardCount + 1>, cardCount + 1> c{};
    for (std::size_t n = 0; n <= cardCount; ++n) {
        c[n][0] = 1;
        for (std::size_t k = 1; k <= n; ++k)
            c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
    }
    return c;
}();

std::uint64_t binomial(int n, int k) {
    if (k < 0 || k > n || n > cardCount)
        return 0;
    return binomials[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

} // namespace

std::uint64_t discardCount(Mask hand, int k) {
    return binomial(count(hand), k);
}

// forEachSubset lists the k-subsets of the hand's cards in colexicographic order of their
// positions, whose rank is the sum of C(position, j) over the j-th lowest position (the
// combinatorial number system): the highest position is taken first.
Mask nthDiscard(Mask hand, int k, std::uint64_t index) {
    std::array<int, cardCount> cards{};
    int n = 0;
    for (Mask rest = hand; rest; rest &= rest - 1)
        cards[static_cast<std::size_t>(n++)] = std::countr_zero(rest);
    Mask subset = 0;
    int below = n; // positions still free are below this one
    for (int j = k; j >= 1; --j) {
        int c = j - 1;
        while (c + 1 < below && binomial(c + 1, j) <= index)
            ++c;
        subset |= bit(cards[static_cast<std::size_t>(c)]);
        index -= binomial(c, j);
        below = c;
    }
    return subset;
}

int payFor(int hu) {
    static constexpr int table[] = {1, 2, 4, 8, 16, 32, 128}; // 6 … 12 hu
    if (hu < 6)
        return 0;
    return table[hu > 12 ? 6 : hu - 6];
}

Settlement settle(int dealer, int privileged, int winner, int w, Mask winningCards, int dummyCard) {
    Settlement s;
    s.winner = winner;
    s.dummy = (dealer + 2) % seats;
    s.w = w;
    const int v = valueOf(dummyCard); // 云线 is a 1 too
    s.m += count(winningCards & (valueMask(v) | (v == 1 ? bit(yun) : 0)));
    const int a = payFor(w);
    const int b = payFor(s.m);
    auto pay = [&](int from, int times) {
        s.deltas[static_cast<std::size_t>(from)] -= times * (a + b);
        s.deltas[static_cast<std::size_t>(winner)] += times * a;
        s.deltas[static_cast<std::size_t>(s.dummy)] += times * b;
    };
    const bool penalty = privileged >= 0 && privileged != winner;
    for (int seat = 0; seat < seats; ++seat) {
        if (seat == winner || seat == s.dummy)
            continue;
        if (!penalty)
            pay(seat, 1);
        else if (seat == privileged)
            pay(seat, 2);
    }
    return s;
}

} // namespace paiju::hakka
