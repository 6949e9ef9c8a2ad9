#include "zipai_melds.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace paiju::zipai {

namespace {

using Triple = std::array<std::uint8_t, 3>;

Triple sorted(int a, int b, int c) {
    Triple t{static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b),
             static_cast<std::uint8_t>(c)};
    std::sort(t.begin(), t.end());
    return t;
}

// A set of 比 groups, sorted once complete: one group or more per copy of x, so four at most.
struct BiSet {
    std::array<Triple, 4> groups{};
    std::uint8_t size = 0;
    const Triple* begin() const { return groups.data(); }
    const Triple* end() const { return groups.data() + size; }
    bool operator==(const BiSet& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }
    bool operator<(const BiSet& o) const {
        return std::lexicographical_compare(begin(), end(), o.begin(), o.end());
    }
};

// Every way to take all copies of x out of `h` in groups containing x (§9 biSets), without
// allocating but for `out`. Each set in `out` as often as its groups can be ordered: the caller
// sorts and drops repeats.
void biSets(Counts& h, int x, BiSet& chosen, std::vector<BiSet>& out) {
    if (h[static_cast<std::size_t>(x)] == 0) {
        BiSet key = chosen; // sorted by insertion: four groups at most
        for (std::size_t i = 1; i < key.size && i < key.groups.size(); ++i)
            for (std::size_t j = i; j > 0 && key.groups[j] < key.groups[j - 1]; --j)
                std::swap(key.groups[j], key.groups[j - 1]);
        out.push_back(key);
        return;
    }
    if (chosen.size == chosen.groups.size())
        return; // more than four copies of x: no holding has them
    for (const Triple& g : groupsWith(x)) {
        int taken = 0;
        for (; taken < 3 && h[g[static_cast<std::size_t>(taken)]] > 0; ++taken)
            --h[g[static_cast<std::size_t>(taken)]];
        if (taken == 3) {
            chosen.groups[chosen.size++] = g;
            biSets(h, x, chosen, out);
            --chosen.size;
        }
        for (int k = 0; k < taken; ++k)
            ++h[g[static_cast<std::size_t>(k)]];
    }
}

// Which cards of `h` a three-card group of the cards of `h` can hold (`cover`), which it holds
// (`present`) and which it holds two of (`two`, the cards a pair may hold).
struct Coverage {
    IdMask present = 0;
    IdMask two = 0;
    IdMask cover = 0;
    // The cards no unit can hold, with a pair allowed or not.
    IdMask lone(bool pairFree) const { return present & ~(cover | (pairFree ? two : 0)); }
};

Coverage coverage(const Counts& h) {
    // Eight counts at a time (each below 8): a byte plus 0x7f (0x7e) reaches 0x80 when it holds
    // a card (two), and the multiply gathers those high bits into one byte.
    std::uint64_t words[3] = {};
    std::memcpy(words, h.data(), h.size());
    auto bits = [](std::uint64_t v, std::uint64_t add) {
        const std::uint64_t high = ((v + add) & 0x8080808080808080ull) >> 7;
        return static_cast<IdMask>((high * 0x0102040810204080ull) >> 56);
    };
    IdMask present = 0, two = 0;
    for (int k = 0; k < 3; ++k) {
        present |= bits(words[k], 0x7f7f7f7f7f7f7f7full) << (8 * k);
        two |= bits(words[k], 0x7e7e7e7e7e7e7e7eull) << (8 * k);
    }
    constexpr IdMask tenBits = 0x3ff;
    auto inCase = [](IdMask m) { // 一二三 runs and 二七十 of the numbers 1…10
        const IdMask start = m & (m >> 1) & (m >> 2) & 0xff;
        IdMask cover = start | start << 1 | start << 2;
        constexpr IdMask erQiShi = idBit(1) | idBit(6) | idBit(9);
        if ((m & erQiShi) == erQiShi)
            cover |= erQiShi;
        return cover;
    };
    const IdMask small = present & tenBits, big = present >> 10;
    const IdMask mixed = ((two & tenBits) & big) | (small & (two >> 10)); // 小小大 or 小大大
    return {present, two, inCase(small) | inCase(big) << 10 | mixed | mixed << 10};
}

// The cards left in `h` that no unit of the cards left can hold: one is enough to show that no
// reading of `h` exists. A few mask operations, so the search asks at every step and drops a
// holding with a card far from every other before trying its many readings of the cards below.
// With `pairFree` a pair may still be read; `triplet` (-1: none) is the card a win triplet may be
// made of.
IdMask uncovered(const Counts& h, bool pairFree, int triplet) {
    IdMask lone = coverage(h).lone(pairFree);
    if (triplet >= 0 && h[static_cast<std::size_t>(triplet)] >= 3)
        lone &= ~idBit(triplet);
    return lone;
}

// The cards that share a unit of a reading with x (x itself included, for a pair, a win
// triplet or a 搭子 with two copies): its sequences, its 二七十 and its twin.
IdMask partnersOf(int x) {
    static const auto table = [] {
        std::array<IdMask, identities> all{};
        for (int id = 0; id < identities; ++id) {
            IdMask m = idBit(id) | idBit(twinOf(id));
            for (const Triple& g : groupsWith(id))
                for (int c : g)
                    m |= idBit(c);
            all[static_cast<std::size_t>(id)] = m;
        }
        return all;
    }();
    return table[static_cast<std::size_t>(x)];
}

// The partition search of §11.4 over the free cards, lowest identity first.
struct Search {
    std::span<const Unit> fixed;
    int w;
    bool wFromOther;
    const Valuation& value;
    std::size_t needed;
    std::array<Unit, 7> units{}; // the units read so far
    std::size_t count = 0;
    bool pairUsed = false;
    std::optional<Win>& best;
    bool onlyWhether = false; // stop at the first reading that may win (hasWin)
    bool found = false;

    void finish() {
        if (onlyWhether) { // the test finish() applies below, without building the win
            int sum = 0;
            for (const Unit& u : fixed)
                sum += yu(u);
            for (std::size_t i = 0; i < count; ++i)
                sum += yu(units[i]);
            found = sum == 0 || sum >= value.threshold;
            return;
        }
        Win win;
        win.units.assign(fixed.begin(), fixed.end());
        win.units.insert(win.units.end(), units.begin(),
                         units.begin() + static_cast<std::ptrdiff_t>(count));
        bool allSame = true, allScore = true;
        for (const Unit& u : win.units) {
            const int y = yu(u);
            win.yu += y;
            allSame = allSame && (isSameCardUnit(u) || u.type == UnitType::Pair);
            allScore = allScore && y > 0;
        }
        win.wuyou = win.yu == 0;
        if (!win.wuyou && win.yu < value.threshold)
            return;
        win.pengpeng = allSame;
        win.quanyou = allScore;
        win.perPayer =
            perPayer(win.yu, win.wuyou, allSame || allScore || value.otherMingtang, value);
        win.base = win.wuyou ? 1 : 1 + (win.yu - value.threshold) / value.step;
        if (!best || win.perPayer > best->perPayer ||
            (win.perPayer == best->perPayer && win.yu > best->yu))
            best = std::move(win);
    }

    void run(Counts& h, int c = 0) { // no card below c is left
        if (found)
            return;
        while (c < identities && h[static_cast<std::size_t>(c)] == 0)
            ++c;
        if (c == identities) {
            if (count == needed)
                finish();
            return;
        }
        if (count >= needed || uncovered(h, !pairUsed, wFromOther ? w : -1))
            return;
        // Takes the unit's cards (b and d may repeat a), searches on, and puts them back.
        auto take = [&](UnitType type, int a, int b, int d) {
            const int cards[3] = {a, b, d};
            const int size = d < 0 ? 2 : 3;
            int taken = 0;
            for (; taken < size; ++taken) {
                auto& left = h[static_cast<std::size_t>(cards[taken])];
                if (left == 0)
                    break;
                --left;
            }
            if (taken == size) {
                Unit u{type, static_cast<std::uint8_t>(size), {}};
                for (int k = 0; k < size; ++k)
                    u.cards[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(cards[k]);
                units[count++] = u;
                run(h, c);
                --count;
            }
            for (int k = 0; k < taken; ++k)
                ++h[static_cast<std::size_t>(cards[k])];
        };
        const auto n = numberOf(c);
        if (!pairUsed && h[static_cast<std::size_t>(c)] >= 2) {
            pairUsed = true;
            take(UnitType::Pair, c, c, -1);
            pairUsed = false;
        }
        if (c == w && wFromOther && h[static_cast<std::size_t>(c)] >= 3)
            take(UnitType::Triplet, c, c, c);
        if (n <= 8)
            take(UnitType::Group, c, c + 1, c + 2);
        if (n == 2)
            take(UnitType::Group, c, c + 5, c + 8);
        if (!isBig(c)) {
            take(UnitType::Group, c, c, c + 10);
            take(UnitType::Group, c, c + 10, c + 10);
        }
    }
};

} // namespace

const char* unitName(UnitType type) {
    switch (type) {
    case UnitType::Chi:
        return "chi";
    case UnitType::Bi:
        return "bi";
    case UnitType::Peng:
        return "peng";
    case UnitType::Sao:
        return "sao";
    case UnitType::GuoSao:
        return "guosao";
    case UnitType::KaiZhao:
        return "kaizhao";
    case UnitType::SaoChuan:
        return "saochuan";
    case UnitType::Kan:
        return "kan";
    case UnitType::Triplet:
        return "triplet";
    case UnitType::Group:
        return "group";
    case UnitType::Pair:
        return "pair";
    }
    return "";
}

Unit sameCards(UnitType type, int id) {
    const bool four = type == UnitType::KaiZhao || type == UnitType::SaoChuan;
    const auto c = static_cast<std::uint8_t>(id);
    return Unit{
        type, static_cast<std::uint8_t>(four ? 4 : 3), {c, c, c, four ? c : std::uint8_t{0}}};
}

bool isSameCardUnit(const Unit& unit) {
    switch (unit.type) {
    case UnitType::Peng:
    case UnitType::Sao:
    case UnitType::GuoSao:
    case UnitType::KaiZhao:
    case UnitType::SaoChuan:
    case UnitType::Kan:
    case UnitType::Triplet:
        return true;
    default:
        return false;
    }
}

int yu(const Unit& unit) {
    const bool big = isBig(unit.cards[0]);
    switch (unit.type) {
    case UnitType::Peng:
    case UnitType::Triplet:
        return big ? 3 : 1;
    case UnitType::Sao:
    case UnitType::GuoSao:
    case UnitType::Kan:
        return big ? 6 : 3;
    case UnitType::KaiZhao:
        return big ? 9 : 6;
    case UnitType::SaoChuan:
        return big ? 12 : 9;
    case UnitType::Pair:
        return 0;
    case UnitType::Chi:
    case UnitType::Bi:
    case UnitType::Group: {
        const int a = unit.cards[0], b = unit.cards[1], c = unit.cards[2];
        const bool oneCase = isBig(a) == isBig(b) && isBig(b) == isBig(c);
        const int na = numberOf(a), nb = numberOf(b), nc = numberOf(c);
        if (oneCase && ((na == 1 && nb == 2 && nc == 3) || (na == 2 && nb == 7 && nc == 10)))
            return big ? 6 : 3;
        return 0;
    }
    }
    return 0;
}

std::string unitText(const Unit& unit) {
    std::string text;
    for (int i = 0; i < unit.size; ++i) {
        if (i)
            text += ' ';
        text += token(unit.cards[static_cast<std::size_t>(i)]);
    }
    return text;
}

const std::vector<Triple>& groupsWith(int x) {
    // A table built once: chow options ask for these on every shown card.
    static const auto table = [] {
        std::array<std::vector<Triple>, identities> all;
        for (int id = 0; id < identities; ++id) {
            auto& out = all[static_cast<std::size_t>(id)];
            const int n = numberOf(id);
            const int base = isBig(id) ? 10 : 0;
            for (int start = std::max(1, n - 2); start <= std::min(8, n); ++start)
                out.push_back(sorted(base + start - 1, base + start, base + start + 1));
            if (n == 2 || n == 7 || n == 10)
                out.push_back(sorted(base + 1, base + 6, base + 9));
            const int small = n - 1, big = n + 9;
            out.push_back(sorted(small, small, big));
            out.push_back(sorted(small, big, big));
        }
        return all;
    }();
    return table[static_cast<std::size_t>(x)];
}

namespace {

// Whether every copy of x can be laid out in groups, leaving `rest` cards with one to discard.
bool biPossible(Counts& h, int x, int rest) {
    if (h[static_cast<std::size_t>(x)] == 0)
        return rest > 0;
    for (const Triple& g : groupsWith(x)) {
        int taken = 0;
        for (; taken < 3 && h[g[static_cast<std::size_t>(taken)]] > 0; ++taken)
            --h[g[static_cast<std::size_t>(taken)]];
        const bool ok = taken == 3 && biPossible(h, x, rest - 3);
        for (int k = 0; k < taken; ++k)
            ++h[g[static_cast<std::size_t>(k)]];
        if (ok)
            return true;
    }
    return false;
}

// Takes from `h` the two cards of the group `g` other than one copy of x, into `hand`; false
// when `h` lacks one of them.
bool takeChiPair(Counts& h, const Triple& g, int x, std::array<std::uint8_t, 2>& hand) {
    bool skipped = false;
    std::size_t k = 0;
    for (int c : g) {
        if (c == x && !skipped) {
            skipped = true;
            continue;
        }
        auto& left = h[static_cast<std::size_t>(c)];
        if (left == 0)
            return false;
        --left;
        hand[k++] = static_cast<std::uint8_t>(c);
    }
    return true;
}

// Whether a chow with the hand cards `hand` and the 比 groups `bi` is the canonical spelling of
// its option (§18): the spelling with another group as the chow group has that group's cards but
// one copy of x as its hand cards, and the canonical one has the lowest. Every spelling is met
// (each group may be the chow group, leaving the same cards): keeping the canonical one alone
// lists each option once, without comparing options.
bool canonicalSpelling(const std::array<std::uint8_t, 2>& hand, const BiSet& bi, int x) {
    for (const Triple& g : bi) {
        // The sorted group without one copy of x: its two other cards, in order.
        const std::array<std::uint8_t, 2> other = g[0] == x   ? std::array{g[1], g[2]}
                                                  : g[1] == x ? std::array{g[0], g[2]}
                                                              : std::array{g[0], g[1]};
        if (other < hand)
            return false;
    }
    return true;
}

} // namespace

bool chiPossible(const Counts& free, int x) {
    std::array<std::uint8_t, 2> hand{};
    for (const Triple& g : groupsWith(x)) {
        Counts h = free;
        if (takeChiPair(h, g, x, hand) && biPossible(h, x, total(h)))
            return true;
    }
    return false;
}

std::vector<ChiOption> chiOptions(const Counts& free, int x) {
    std::vector<ChiOption> options;
    chiOptions(free, x, options);
    return options;
}

void chiOptions(const Counts& free, int x, std::vector<ChiOption>& options) {
    options.clear();
    std::vector<BiSet> bis;
    for (const Triple& g : groupsWith(x)) {
        // The group minus one copy of x comes from the hand.
        Counts h1 = free;
        std::array<std::uint8_t, 2> hand{};
        if (!takeChiPair(h1, g, x, hand))
            continue;
        const int rest = total(h1);
        if (h1[static_cast<std::size_t>(x)] == 0) { // no copy left: no 比 needed
            if (rest > 0)                           // a card to discard must remain (D24)
                options.push_back(ChiOption{hand, {}});
            continue;
        }
        bis.clear();
        BiSet chosen;
        biSets(h1, x, chosen, bis);
        std::sort(bis.begin(), bis.end());
        bis.erase(std::unique(bis.begin(), bis.end()), bis.end());
        for (const BiSet& bi : bis)
            if (rest - 3 * static_cast<int>(bi.size) > 0 && canonicalSpelling(hand, bi, x))
                options.push_back(ChiOption{hand, {bi.begin(), bi.end()}});
    }
    std::sort(options.begin(), options.end());
}

ChiGroups chiGroups(const ChiOption& option, int x) {
    ChiGroups out;
    out.groups[out.size++] = sorted(option.hand[0], option.hand[1], x);
    for (const Triple& b : option.bi) {
        if (out.size == out.groups.size())
            break; // more groups than copies of x: no list holds such an option
        out.groups[out.size++] = b;
    }
    std::sort(out.groups.begin(), out.groups.end()); // the unused places stay last
    return out;
}

const ChiOption* sameChow(const std::vector<ChiOption>& options, int x, const ChiOption& spelled) {
    if (spelled.bi.size() + 1 > ChiGroups{}.groups.size())
        return nullptr;
    const ChiGroups wanted = chiGroups(spelled, x);
    for (const ChiOption& o : options)
        if (o.bi.size() == spelled.bi.size() && chiGroups(o, x) == wanted)
            return &o;
    return nullptr;
}

std::string chiText(const ChiOption& option) {
    std::string text = "chi " + token(option.hand[0]) + " " + token(option.hand[1]);
    for (const Triple& t : option.bi)
        text += " bi " + token(t[0]) + " " + token(t[1]) + " " + token(t[2]);
    return text;
}

int perPayer(int yuTotal, bool wuyou, bool mingtang, const Valuation& value) {
    const int base = wuyou ? 1 : 1 + (yuTotal - value.threshold) / value.step;
    const int s = base + (value.zimo && !value.zimoDouble ? 1 : 0) + value.xing;
    return s * (mingtang ? 2 : 1) * (value.zimo && value.zimoDouble ? 2 : 1);
}

namespace {

// bestWin, or with `onlyWhether` whether it would find a win (then `best` stays empty).
bool readings(std::span<const Unit> fixed, const Counts& free, int w, bool wFromOther,
              const Valuation& value, bool onlyWhether, std::optional<Win>& best) {
    if (fixed.size() > 7)
        return false;
    bool found = false;
    auto search = [&](std::span<const Unit> f, Counts h) {
        const std::size_t needed = 7 - f.size();
        const int n = total(h);
        // Every unit of the hand is 3 cards but the pair, 2.
        // hasWin stops at the first reading; bestWin reads every attachment of w (§11.4): the
        // card completing a four may pay more than a reading with it in the hand.
        if ((onlyWhether && found) ||
            (n != static_cast<int>(3 * needed) && n != static_cast<int>(3 * needed) - 1))
            return;
        // The count says whether the reading has its pair: with none, a pair is never tried.
        const bool noPair = n == static_cast<int>(3 * needed);
        // The search's first test, before it is set up: most holdings fail it.
        if (uncovered(h, !noPair, wFromOther ? w : -1))
            return;
        Search s{f, w, wFromOther, value, needed, {}, 0, noPair, best, onlyWhether, false};
        s.run(h);
        found = s.found || best.has_value();
    };
    Counts withW = free;
    if (w >= 0)
        ++withW[static_cast<std::size_t>(w)];
    search(fixed, withW);
    if (w < 0)
        return found;
    // The winning card may complete a four with a 碰, 扫, 过扫 or 坎 of its identity (D6).
    for (std::size_t i = 0; i < fixed.size(); ++i) {
        const Unit& u = fixed[i];
        const bool three = u.type == UnitType::Peng || u.type == UnitType::Sao ||
                           u.type == UnitType::GuoSao || u.type == UnitType::Kan;
        if (!three || u.cards[0] != w)
            continue;
        std::array<Unit, 7> f{};
        std::copy(fixed.begin(), fixed.end(), f.begin());
        f[i] = sameCards(UnitType::KaiZhao, w);
        search(std::span<const Unit>(f.data(), fixed.size()), free);
    }
    return found;
}

} // namespace

std::optional<Win> bestWin(std::span<const Unit> fixed, const Counts& free, int w, bool wFromOther,
                           const Valuation& value) {
    std::optional<Win> best;
    readings(fixed, free, w, wFromOther, value, false, best);
    return best;
}

bool hasWin(std::span<const Unit> fixed, const Counts& free, int w, bool wFromOther,
            const Valuation& value) {
    std::optional<Win> none;
    return readings(fixed, free, w, wFromOther, value, true, none);
}

IdMask winCandidates(std::span<const Unit> fixed, const Counts& free) {
    if (fixed.size() > 7)
        return 0;
    const int needed = 3 * (7 - static_cast<int>(fixed.size()));
    const int n = total(free);
    // The card count says whether a reading has its pair, so a pair covers a card only then.
    IdMask candidates = 0;
    const Coverage held = coverage(free);
    if (n + 1 == needed || n + 1 == needed - 1) { // w a free card
        // Adding w covers only cards that share a unit with it: every card that no unit of the
        // holding covers must be a partner of w.
        IdMask lone = held.lone(n + 1 == needed - 1);
        IdMask with = (IdMask{1} << identities) - 1;
        for (; lone && with; lone &= lone - 1)
            with &= partnersOf(std::countr_zero(lone));
        candidates |= with;
    }
    if (n == needed || n == needed - 1) { // w completes a four with a unit of its identity
        const IdMask lone = held.lone(n == needed - 1);
        for (const Unit& u : fixed) {
            const int x = u.cards[0];
            const bool three = u.type == UnitType::Peng || u.type == UnitType::Sao ||
                               u.type == UnitType::GuoSao || u.type == UnitType::Kan;
            // A win triplet of x covers x alone.
            if (three && !(lone & ~(free[static_cast<std::size_t>(x)] >= 3 ? idBit(x) : 0)))
                candidates |= idBit(x);
        }
    }
    return candidates;
}

} // namespace paiju::zipai
