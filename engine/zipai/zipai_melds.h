#pragma once

#include "zipai_cards.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace paiju::zipai {

// Every kind of unit of a hand (§10): table melds, concealed groups, and the groups a winning
// hand is read into.
enum class UnitType : std::uint8_t {
    Chi,      // 吃: a chow group on the table
    Bi,       // 比: a group laid with a chow
    Peng,     // 碰
    Sao,      // 扫, face down
    GuoSao,   // 过扫, one card face up
    KaiZhao,  // 开招 / 开舵: four face up
    SaoChuan, // 扫穿: four face down
    Kan,      // 坎: three dealt, in the hand
    Triplet,  // a pair in the hand completed by the winning card from another seat
    Group,    // a three-card group read in the hand at the win
    Pair      // 将
};
const char* unitName(UnitType type);

struct Unit {
    UnitType type = UnitType::Group;
    std::uint8_t size = 3;
    std::array<std::uint8_t, 4> cards{}; // identities, lowest first
    bool operator==(const Unit&) const = default;
};

Unit sameCards(UnitType type, int id);  // three or four of one identity, by type
int yu(const Unit& unit);               // 油 (§10)
bool isSameCardUnit(const Unit& unit);  // 碰碰胡 counts these (and the pair)
std::string unitText(const Unit& unit); // "S1 S2 S3"

// The three-card chow groups (§6.6) that contain identity x, as sorted identity triples.
const std::vector<std::array<std::uint8_t, 3>>& groupsWith(int x);

// One way to chow x (§9): the two hand cards joined to it and the 比 groups laid with it.
struct ChiOption {
    std::array<std::uint8_t, 2> hand{};
    std::vector<std::array<std::uint8_t, 3>> bi;
    bool operator==(const ChiOption&) const = default;
    bool operator<(const ChiOption& o) const { return hand != o.hand ? hand < o.hand : bi < o.bi; }
};

// The groups a chow of x lays, the chow group (x and the two hand cards) among the 比 groups,
// sorted: what the option is (§9). Every group holds x, so any of them may be called the chow
// group: options spelled differently that lay the same groups are one option.
struct ChiGroups {
    static constexpr std::uint8_t unused = 0xff; // the cards of the places after `size`
    std::array<std::array<std::uint8_t, 3>, 5> groups;
    std::uint8_t size = 0;
    ChiGroups() { groups.fill({unused, unused, unused}); }
    bool operator==(const ChiGroups&) const = default;
};
ChiGroups chiGroups(const ChiOption& option, int x);

// `free` is the hand without its 坎 cards. Every option leaves a card to discard (D24). Each
// option is listed once, in its canonical spelling (§18): of the spellings that lay the same
// groups, the one whose two hand cards come first (by identity, S1 … S10 then B1 … B10), so
// chowing S1 with S1 S2 S3 B1 B1 in hand is `chi S2 S3 bi S1 B1 B1`, never
// `chi B1 B1 bi S1 S2 S3`. The list is sorted (ChiOption's order).
std::vector<ChiOption> chiOptions(const Counts& free, int x);
// The same into `options`, whose room is kept from one use to the next.
void chiOptions(const Counts& free, int x, std::vector<ChiOption>& options);
std::string chiText(const ChiOption& option); // "chi S2 S3 bi S1 B1 B1"
// The first option of `options` (a chiOptions list for x) that lays the same groups as `spelled`,
// which may be spelled another way; null when none does.
const ChiOption* sameChow(const std::vector<ChiOption>& options, int x, const ChiOption& spelled);
// Whether chiOptions(free, x) is not empty, without listing the options.
bool chiPossible(const Counts& free, int x);

// What a winning hand is paid (§12, §14.1) apart from its reading, which the search chooses.
struct Valuation {
    int threshold = 10;
    int step = 3;
    bool zimo = false;
    bool zimoDouble = false;    // zimo_bonus = double; else plus1
    int xing = 0;               // K of §13
    bool otherMingtang = false; // a 名堂 that does not depend on the reading applies
};

struct Win {
    std::vector<Unit> units; // the 7 units
    int yu = 0;
    int base = 0;
    int perPayer = 0; // P of §14.1
    bool pengpeng = false;
    bool quanyou = false;
    bool wuyou = false;
};

// §11.4: the reading of `fixed` (table melds and 坎s) plus `free` hand cards plus the winning card
// `w` (-1: none) into exactly 7 units with at most one pair and enough 油, paying the most; nullopt
// when there is none. `wFromOther`: w came from another seat (a win triplet is possible).
std::optional<Win> bestWin(std::span<const Unit> fixed, const Counts& free, int w, bool wFromOther,
                           const Valuation& value);

// Whether bestWin would find a win, stopping at the first reading that may win.
bool hasWin(std::span<const Unit> fixed, const Counts& free, int w, bool wFromOther,
            const Valuation& value);

// The cards w (not -1) with which hasWin(fixed, free, w, …) may be true, from any source: every
// card it is true for and some it is not (a necessary condition, from the cards that no unit of
// the holding holds and the card count). Few holdings of play have more than a few; worked out
// once per holding, it spares the search for the others.
IdMask winCandidates(std::span<const Unit> fixed, const Counts& free);

int perPayer(int yu, bool wuyou, bool mingtang, const Valuation& value);

} // namespace paiju::zipai
