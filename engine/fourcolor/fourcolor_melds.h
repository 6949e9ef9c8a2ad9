#pragma once

#include "fourcolor_cards.h"

#include <optional>
#include <string>
#include <vector>

// The melds of rules §6, their values, and the best split of a hand (§8).
namespace paiju::fourcolor {

enum class MeldKind : std::uint8_t {
    Pair,
    SingleGeneral,
    Field,
    Command,
    Pung,
    Soldiers3,
    Soldiers4,
    Kong,
    GeneralKong
};

struct Meld {
    MeldKind kind = MeldKind::Pair;
    std::vector<int> types; // the types of its cards, one entry per card
    bool operator==(const Meld&) const = default;
};

int inHandValue(MeldKind kind);
int exposedValue(MeldKind kind);
const char* meldName(MeldKind kind);

// Every meld shape that contains a card of type t (§8.3 shapesContaining).
const std::vector<Meld>& shapesContaining(int type);

// The highest in-hand value of a complete split of `counts` into melds, or nullopt when there is
// none. Melds of different colors never share a card except soldier melds, and within a color
// {K, A, E} and {C, H, P} never meet, so the split is the sum of independent parts, each looked up
// in a table built once by the search of §8.3.
std::optional<int> bestHand(const Counts& counts);
// One split reaching bestHand(counts).
std::vector<Meld> bestSplit(const Counts& counts);

struct HuResult {
    int base = 0;               // §8.2, exposed melds included
    const Meld* meld = nullptr; // one of shapesContaining(the winning type)
    Counts rest{};              // the concealed hand without the winning meld's other cards

    // The meld that holds the winning card, scored as exposed.
    const Meld& winningMeld() const { return *meld; }
    // The split of the rest of the concealed hand (bestSplit(rest)), made only when asked for:
    // a win check needs the base, only a declared hu its melds.
    std::vector<Meld> concealed() const;
};

// §8.3 huBase: nullopt when concealed + the winning card do not split completely. Only the group
// of the winning card's type (below) changes with the winning meld, so the other groups are
// looked up once and each shape costs one lookup.
std::optional<HuResult> huBase(const Counts& concealed, int winningType, int exposedValueSum);

// Whether huBase() would find a split, without building it.
bool canWin(const Counts& concealed, int winningType);
// canWin for every type at once: bit t set when canWin(concealed, t).
std::uint32_t winningTypes(const Counts& concealed);
// The types the hand wins on at a base of `minBase` or more: bit t set when huBase(concealed, t,
// exposedValueSum) reaches it. The groups are looked up once for all the winning types, where
// huBase would look them up again for each.
std::uint32_t winsWorth(const Counts& concealed, int exposedValueSum, int minBase);

// The groups the win check splits a hand into: per color {K, A, E} and {C, H, P}, then the four
// soldiers. A winning card mends one group at most, so a hand with two groups that do not split
// into melds wins on no card (winningTypes is 0).
constexpr int winGroups = 9;
constexpr int winGroupOf(int type) {
    return rankOf(type) == S ? 2 * colors : 2 * colorOf(type) + (rankOf(type) >= C ? 1 : 0);
}
// Whether that group of `counts` splits completely into melds.
bool groupSplits(const Counts& counts, int group);
// Bit g set for each group g of `counts` that does not split.
std::uint32_t unsplitGroups(const Counts& counts);
// The types of group `group` one more card of which makes the group split (bit t set when
// groupSplits(counts + t, group)), of those `counts` holds fewer than four of: a fifth copy is
// never in play.
std::uint32_t mendingTypes(const Counts& counts, int group);

// For bots: the most a hand can be worth with some cards left out of melds, each left-out card
// costing `leftoverCost`; a measure of how close a hand is to winning.
int handPotential(const Counts& counts);
// handPotential's part for one group (winGroupOf): handPotential is the sum of the parts, so a
// bot weighing each discard looks up only the group the card leaves.
int handPotentialPart(const Counts& counts, int group);

// §11.1: each seat's points for a hu with `total` (threshold 10, stake 1); xianggong below 10.
std::vector<int> settlement(int seats, int winner, int total);

bool contains(const Counts& counts, const std::vector<int>& types);
void remove(Counts& counts, const std::vector<int>& types);

} // namespace paiju::fourcolor
