#include "fourcolor_melds.h"

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <map>

namespace paiju::fourcolor {

namespace {

constexpr int none = -1000000;
constexpr int leftoverCost = 3;

std::vector<Meld> makeShapes(int t) {
    const int c = colorOf(t);
    const int r = rankOf(t);
    auto same = [t](int n) { return std::vector<int>(static_cast<std::size_t>(n), t); };
    std::vector<Meld> shapes;
    switch (r) {
    case K:
        shapes = {{MeldKind::SingleGeneral, same(1)},
                  {MeldKind::GeneralKong, same(4)},
                  {MeldKind::Command, {typeOf(c, K), typeOf(c, A), typeOf(c, E)}}};
        break;
    case A:
    case E:
        shapes = {{MeldKind::Pair, same(2)},
                  {MeldKind::Pung, same(3)},
                  {MeldKind::Kong, same(4)},
                  {MeldKind::Command, {typeOf(c, K), typeOf(c, A), typeOf(c, E)}}};
        break;
    case C:
    case H:
    case P:
        shapes = {{MeldKind::Pair, same(2)},
                  {MeldKind::Pung, same(3)},
                  {MeldKind::Kong, same(4)},
                  {MeldKind::Field, {typeOf(c, C), typeOf(c, H), typeOf(c, P)}}};
        break;
    default: { // soldiers
        shapes = {{MeldKind::Pung, same(3)}, {MeldKind::Kong, same(4)}};
        std::vector<int> others;
        for (int o = 0; o < colors; ++o)
            if (o != c)
                others.push_back(o);
        for (std::size_t i = 0; i < others.size(); ++i)
            for (std::size_t j = i + 1; j < others.size(); ++j) {
                std::vector<int> meld = {t, typeOf(others[i], S), typeOf(others[j], S)};
                std::sort(meld.begin(), meld.end());
                shapes.push_back({MeldKind::Soldiers3, meld});
            }
        shapes.push_back(
            {MeldKind::Soldiers4, {typeOf(0, S), typeOf(1, S), typeOf(2, S), typeOf(3, S)}});
        break;
    }
    }
    return shapes;
}

int firstType(const Counts& counts) {
    for (int t = 0; t < types; ++t)
        if (counts[static_cast<std::size_t>(t)])
            return t;
    return -1;
}

// The search of §8.3 on any counts; `leftovers` lets cards stay out of melds at a cost (bots).
int search(const Counts& counts, bool leftovers, std::map<Counts, int>& memo) {
    const int t = firstType(counts);
    if (t < 0)
        return 0;
    if (auto it = memo.find(counts); it != memo.end())
        return it->second;
    int best = none;
    for (const Meld& m : shapesContaining(t)) {
        if (!contains(counts, m.types))
            continue;
        Counts rest = counts;
        remove(rest, m.types);
        const int v = search(rest, leftovers, memo);
        if (v != none)
            best = std::max(best, inHandValue(m.kind) + v);
    }
    if (leftovers) {
        Counts rest = counts;
        --rest[static_cast<std::size_t>(t)];
        best = std::max(best, search(rest, leftovers, memo) - leftoverCost);
    }
    memo[counts] = best;
    return best;
}

// A table over every count 0..4 of a group of types that no meld connects to other types.
struct GroupTable {
    std::vector<int> members; // three types, or the four soldiers
    std::vector<int> value;   // indexed in base 5 over the members, the first the lowest digit

    GroupTable(std::vector<int> types_, bool leftovers) : members(std::move(types_)) {
        std::size_t size = 1;
        for (std::size_t i = 0; i < members.size(); ++i)
            size *= 5;
        value.resize(size);
        std::map<Counts, int> memo;
        for (std::size_t index = 0; index < size; ++index) {
            Counts counts{};
            std::size_t rest = index;
            for (int member : members) {
                counts[static_cast<std::size_t>(member)] = static_cast<std::uint8_t>(rest % 5);
                rest /= 5;
            }
            value[index] = search(counts, leftovers, memo);
        }
    }

    std::size_t indexOf(const Counts& counts) const {
        const auto at = [&](std::size_t i) {
            return std::size_t{counts[static_cast<std::size_t>(members[i])]};
        };
        std::size_t index = at(0) + 5 * (at(1) + 5 * at(2));
        if (members.size() == 4)
            index += 125 * at(3);
        return index;
    }
    int lookup(const Counts& counts) const { return value[indexOf(counts)]; }
};

// Each shape holding `type` that `with` holds, in the order of §8.3, with what is left once it is
// laid; until `f` returns true.
template <class F> void forEachShapeLaid(const Counts& with, int type, F f) {
    for (const Meld& m : shapesContaining(type)) {
        if (!contains(with, m.types))
            continue;
        Counts rest = with;
        remove(rest, m.types);
        if (f(m, rest))
            return;
    }
}

// For every count of a complete-split group: which of its members, added as a winning card, leave
// a split once a shape holding that card is laid (bit i for members[i]).
std::vector<std::uint8_t> winningAdds(const GroupTable& g) {
    std::vector<std::uint8_t> adds(g.value.size(), 0);
    for (std::size_t index = 0; index < g.value.size(); ++index) {
        Counts counts{};
        std::size_t rest = index;
        for (int member : g.members) {
            counts[static_cast<std::size_t>(member)] = static_cast<std::uint8_t>(rest % 5);
            rest /= 5;
        }
        for (std::size_t i = 0; i < g.members.size(); ++i) {
            const int t = g.members[i];
            if (counts[static_cast<std::size_t>(t)] >= 4)
                continue;
            Counts with = counts;
            ++with[static_cast<std::size_t>(t)];
            forEachShapeLaid(with, t, [&](const Meld&, const Counts& after) {
                if (g.lookup(after) == none)
                    return false;
                adds[index] |= static_cast<std::uint8_t>(1u << i);
                return true;
            });
        }
    }
    return adds;
}

// The groups: per color {K, A, E} and {C, H, P}; the four soldiers together.
struct Tables {
    std::vector<GroupTable> groups;
    explicit Tables(bool leftovers) {
        for (int c = 0; c < colors; ++c) {
            groups.emplace_back(std::vector<int>{typeOf(c, K), typeOf(c, A), typeOf(c, E)},
                                leftovers);
            groups.emplace_back(std::vector<int>{typeOf(c, C), typeOf(c, H), typeOf(c, P)},
                                leftovers);
        }
        groups.emplace_back(
            std::vector<int>{typeOf(0, S), typeOf(1, S), typeOf(2, S), typeOf(3, S)}, leftovers);
    }
};

// The group of Tables::groups that holds a type: {K,A,E} of a color, {C,H,P} of a color, soldiers.
std::size_t groupOf(int type) {
    const int r = rankOf(type);
    if (r == S)
        return 2 * colors;
    return static_cast<std::size_t>(2 * colorOf(type) + (r >= C ? 1 : 0));
}

// What the bots and claim windows ask of each group, for every count of its members, flat and
// indexed as GroupTable is: they ask it of a hand after every card that leaves it and of every
// discard a bot weighs, so it is read without the tables' lists of members and values.
struct GroupFacts {
    std::array<std::array<bool, 625>, winGroups> splits{};           // the group splits
    std::array<std::array<std::uint32_t, 625>, winGroups> mending{}; // mendingTypes
    std::array<std::array<int, 625>, winGroups> potential{};         // handPotential's part
    std::array<std::array<int, 625>, winGroups> value{};             // bestHand's part
    // For each member (in the order of GroupTable::members) below four copies, what the group
    // adds to huBase's base when that member is the winning card: the best exposed value of a
    // shape holding it plus the value of the rest; noWin when no shape leaves a split.
    static constexpr std::int16_t noWin = INT16_MIN;
    std::array<std::array<std::array<std::int16_t, 4>, 625>, winGroups> winPart{};
    std::array<std::array<int, 4>, winGroups> members{};
    GroupFacts() {
        const Tables tables(false);
        const Tables partial(true);
        for (std::size_t g = 0; g < tables.groups.size(); ++g) {
            const GroupTable& group = tables.groups[g];
            const auto adds = winningAdds(group);
            for (std::size_t i = 0; i < group.value.size(); ++i) {
                splits[g][i] = group.value[i] != none;
                for (std::size_t m = 0; m < group.members.size(); ++m)
                    if (adds[i] >> m & 1u)
                        mending[g][i] |= std::uint32_t{1} << group.members[m];
                potential[g][i] = partial.groups[g].value[i];
                value[g][i] = group.value[i];
                for (std::size_t m = 0; m < group.members.size(); ++m)
                    winPart[g][i][m] = bestWinPart(group, i, group.members[m]);
            }
            for (std::size_t m = 0; m < group.members.size(); ++m)
                members[g][m] = group.members[m];
        }
    }
    static std::int16_t bestWinPart(const GroupTable& group, std::size_t index, int type) {
        Counts with{};
        for (std::size_t m = 0, rest = index; m < group.members.size(); ++m, rest /= 5)
            with[static_cast<std::size_t>(group.members[m])] = static_cast<std::uint8_t>(rest % 5);
        if (with[static_cast<std::size_t>(type)] >= 4)
            return noWin; // a fifth copy: winsWorth asks huBase
        ++with[static_cast<std::size_t>(type)];
        int best = noWin;
        forEachShapeLaid(with, type, [&](const Meld& m, const Counts& rest) {
            if (const int v = group.lookup(rest); v != none)
                best = std::max(best, exposedValue(m.kind) + v);
            return false;
        });
        return static_cast<std::int16_t>(best);
    }
};

const GroupFacts& groupFacts() {
    static const GroupFacts facts;
    return facts;
}

// GroupTable::indexOf for group `group`, from the fixed layout of the types: the group of
// {K, A, E} or {C, H, P} of a color is three consecutive types, the soldiers one every seven.
std::size_t groupIndex(const Counts& counts, int group) {
    const auto at = [&counts](int type) {
        return std::size_t{counts[static_cast<std::size_t>(type)]};
    };
    if (group == 2 * colors)
        return at(typeOf(0, S)) +
               5 * (at(typeOf(1, S)) + 5 * (at(typeOf(2, S)) + 5 * at(typeOf(3, S))));
    const int first = typeOf(group / 2, group % 2 == 0 ? K : C);
    return at(first) + 5 * (at(first + 1) + 5 * at(first + 2));
}

// The value of group g of a best split of `counts` (bestHand's part); none when it does not split.
int groupValue(const Counts& counts, std::size_t g) {
    return groupFacts().value[g][groupIndex(counts, static_cast<int>(g))];
}

} // namespace

int inHandValue(MeldKind kind) {
    static constexpr int values[] = {0, 1, 1, 2, 3, 3, 5, 8, 6};
    return values[static_cast<int>(kind)];
}

int exposedValue(MeldKind kind) {
    static constexpr int values[] = {0, 1, 1, 2, 1, 3, 5, 6, 8};
    return values[static_cast<int>(kind)];
}

const char* meldName(MeldKind kind) {
    static constexpr const char* names[] = {"pair",      "single", "field",
                                            "command",   "pung",   "soldiers3",
                                            "soldiers4", "kong",   "general-kong"};
    return names[static_cast<int>(kind)];
}

const std::vector<Meld>& shapesContaining(int type) {
    static const std::array<std::vector<Meld>, types> all = [] {
        std::array<std::vector<Meld>, types> shapes;
        for (int t = 0; t < types; ++t)
            shapes[static_cast<std::size_t>(t)] = makeShapes(t);
        return shapes;
    }();
    return all[static_cast<std::size_t>(type)];
}

bool contains(const Counts& counts, const std::vector<int>& needed) {
    for (std::size_t i = 0; i < needed.size(); ++i) {
        int wanted = 0;
        for (int t : needed)
            wanted += t == needed[i];
        if (counts[static_cast<std::size_t>(needed[i])] < wanted)
            return false;
    }
    return true;
}

void remove(Counts& counts, const std::vector<int>& needed) {
    for (int t : needed)
        --counts[static_cast<std::size_t>(t)];
}

std::optional<int> bestHand(const Counts& counts) {
    int total = 0;
    for (std::size_t g = 0; g < std::size_t{winGroups}; ++g) {
        const int v = groupValue(counts, g);
        if (v == none)
            return std::nullopt;
        total += v;
    }
    return total;
}

std::vector<Meld> bestSplit(const Counts& counts) {
    std::vector<Meld> split;
    Counts rest = counts;
    auto target = bestHand(rest);
    while (target && firstType(rest) >= 0)
        forEachShapeLaid(rest, firstType(rest), [&](const Meld& m, const Counts& after) {
            const auto v = bestHand(after);
            if (!v || inHandValue(m.kind) + *v != *target)
                return false;
            split.push_back(m);
            rest = after;
            target = v;
            return true;
        });
    return split;
}

std::vector<Meld> HuResult::concealed() const {
    return bestSplit(rest);
}

// A shape that holds the winning card fits the concealed hand without that card exactly when the
// shape fits the hand with it; what is left is the same.
std::optional<HuResult> huBase(const Counts& concealed, int winningType, int exposedValueSum) {
    const std::size_t home = groupOf(winningType);
    Counts with = concealed;
    ++with[static_cast<std::size_t>(winningType)];
    int others = 0;
    for (std::size_t g = 0; g < std::size_t{winGroups}; ++g) {
        if (g == home)
            continue;
        const int v = groupValue(with, g);
        if (v == none)
            return std::nullopt;
        others += v;
    }
    std::optional<HuResult> best;
    forEachShapeLaid(with, winningType, [&](const Meld& m, const Counts& rest) {
        const int v = groupValue(rest, home);
        if (v == none)
            return false;
        const int base = exposedValueSum + exposedValue(m.kind) + others + v;
        if (!best || base > best->base) // ties keep the first shape, in the order of §8.3
            best = HuResult{base, &m, rest};
        return false;
    });
    return best;
}

// A winning card mends one group at most: with another group that does not split there is none.
// Below four copies, the types that mend a group are looked up (mendingTypes); a fifth copy, never
// in play, is worked out as canWin does.
std::uint32_t winningTypes(const Counts& concealed) {
    const std::uint32_t unsplit = unsplitGroups(concealed);
    if (std::popcount(unsplit) > 1)
        return 0;
    std::uint32_t wins = 0;
    for (int g = 0; g < winGroups; ++g) {
        if (unsplit != 0 && unsplit != 1u << g)
            continue;
        wins |= mendingTypes(concealed, g);
        const auto& members = groupFacts().members[static_cast<std::size_t>(g)];
        for (std::size_t m = 0; m < (g == 2 * colors ? 4u : 3u); ++m) {
            const int t = members[m];
            if (concealed[static_cast<std::size_t>(t)] >= 4 && canWin(concealed, t))
                wins |= std::uint32_t{1} << t;
        }
    }
    return wins;
}

// need = shape minus one winning card fits the hand exactly when the shape fits hand + card. A
// shape lies inside one group, so only that group's value changes; when another group cannot be
// split, no shape helps. Whether a shape helps in the winning card's group is looked up
// (mendingTypes).
bool canWin(const Counts& concealed, int winningType) {
    const std::size_t home = groupOf(winningType);
    const std::uint32_t unsplit = unsplitGroups(concealed);
    if ((unsplit & ~(std::uint32_t{1} << home)) != 0)
        return false;
    if (concealed[static_cast<std::size_t>(winningType)] < 4)
        return (mendingTypes(concealed, static_cast<int>(home)) >> winningType & 1u) != 0;
    Counts with = concealed; // a fifth copy: never in play, worked out as written
    ++with[static_cast<std::size_t>(winningType)];
    bool wins = false;
    forEachShapeLaid(with, winningType, [&](const Meld&, const Counts& rest) {
        wins = groupValue(rest, home) != none;
        return wins;
    });
    return wins;
}

std::vector<int> settlement(int seats, int winner, int total) {
    const int each = total >= 10 ? total - 9 : -11;
    std::vector<int> deltas(static_cast<std::size_t>(seats), -each);
    deltas[static_cast<std::size_t>(winner)] = each * (seats - 1);
    return deltas;
}

bool groupSplits(const Counts& counts, int group) {
    return groupFacts().splits[static_cast<std::size_t>(group)][groupIndex(counts, group)];
}

std::uint32_t unsplitGroups(const Counts& counts) {
    const GroupFacts& facts = groupFacts();
    std::uint32_t unsplit = 0;
    for (int g = 0; g < winGroups; ++g)
        unsplit |= facts.splits[static_cast<std::size_t>(g)][groupIndex(counts, g)] ? 0u : 1u << g;
    return unsplit;
}

std::uint32_t mendingTypes(const Counts& counts, int group) {
    return groupFacts().mending[static_cast<std::size_t>(group)][groupIndex(counts, group)];
}

int handPotentialPart(const Counts& counts, int group) {
    return groupFacts().potential[static_cast<std::size_t>(group)][groupIndex(counts, group)];
}

int handPotential(const Counts& counts) {
    const GroupFacts& facts = groupFacts();
    int total = 0;
    for (int g = 0; g < winGroups; ++g) {
        const int v = facts.potential[static_cast<std::size_t>(g)][groupIndex(counts, g)];
        if (v == none)
            return none;
        total += v;
    }
    return total;
}

std::uint32_t winsWorth(const Counts& concealed, int exposedValueSum, int minBase) {
    const GroupFacts& facts = groupFacts();
    std::array<std::size_t, winGroups> index{};
    int complete = 0, incomplete = 0;
    std::size_t broken = 0;
    for (std::size_t g = 0; g < winGroups; ++g) {
        index[g] = groupIndex(concealed, static_cast<int>(g));
        const int v = facts.value[g][index[g]];
        if (v == none) {
            ++incomplete;
            broken = g;
        } else {
            complete += v;
        }
    }
    if (incomplete > 1)
        return 0; // a winning card mends one group at most
    std::uint32_t worth = 0;
    for (std::size_t g = 0; g < winGroups; ++g) {
        if (incomplete == 1 && g != broken)
            continue;
        const int others = complete - (incomplete == 1 ? 0 : facts.value[g][index[g]]);
        const std::size_t size = g == 2 * colors ? 4 : 3;
        for (std::size_t m = 0; m < size; ++m) {
            const int t = facts.members[g][m];
            bool reaches = false;
            if (concealed[static_cast<std::size_t>(t)] >= 4) {
                const auto hu = huBase(concealed, t, exposedValueSum);
                reaches = hu && hu->base >= minBase;
            } else if (const int part = facts.winPart[g][index[g]][m]; part != GroupFacts::noWin) {
                reaches = exposedValueSum + others + part >= minBase;
            }
            worth |= reaches ? std::uint32_t{1} << t : 0u;
        }
    }
    return worth;
}

} // namespace paiju::fourcolor
