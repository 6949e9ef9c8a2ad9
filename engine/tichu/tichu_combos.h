#pragma once

#include "tichu_cards.h"

#include <array>
#include <string>
#include <vector>

namespace paiju::tichu {

// The combination types of §8.1; the Dog lead is its own kind so that a play is always a Combo.
enum class Kind : std::uint8_t {
    Single,
    Pair,
    Triple,
    PairRun, // sequence of pairs
    FullHouse,
    Straight,
    FourBomb,
    StraightFlush,
    Dog
};
const char* kindName(Kind kind);
constexpr bool isBomb(Kind kind) {
    return kind == Kind::FourBomb || kind == Kind::StraightFlush;
}

// One reading of a set of cards (§8.4): the cards with their type, size and comparison rank.
// Singles carry their doubled value (§1.3: MJ 2, a 2 is 4 … A 28, DR 30, the Phoenix one more than
// what it was played on, 3 when led), so every comparison stays in integers.
struct Combo {
    Mask cards = 0;
    Kind kind = Kind::Single;
    std::uint8_t length = 0;
    std::uint8_t rank = 0;
    std::uint8_t phoenixAs = 0; // the rank the Phoenix stands for in a combination, else 0
    bool operator==(const Combo&) const = default;
};

// §8.3. `top` is the combination on the table.
bool beats(const Combo& c, const Combo& top);

// Every lead that can be formed from `hand`, each reading of the Phoenix once, bombs and the Dog
// included.
void leadCombos(Mask hand, std::vector<Combo>& out);
// The leads of `hand` counted without listing them, in parts (one kind, or the runs from one
// rank, or the full houses on one triple's rank), so that one lead can be drawn uniformly by
// listing a single part: random play draws a lead at every trick (random play's hot spot).
// at(i) for i < total() gives every lead of leadCombos(hand) once, in an order of its own.
class LeadCounter {
public:
    explicit LeadCounter(Mask hand);
    std::uint64_t total() const { return total_; }
    Combo at(std::uint64_t index) const;

private:
    enum class Part : std::uint8_t {
        Singles,
        Pairs,
        Triples,
        PairRuns,
        FullHouses,
        Straights,
        Bombs,
        Dog
    };
    struct Chunk {
        Part part;
        std::uint8_t rank; // PairRuns, Straights: the lowest rank; FullHouses: the triple's
        std::uint32_t count;
    };
    Mask hand_;
    std::uint64_t total_ = 0;
    std::array<Chunk, 48> chunks_; // the first n_ are set
    std::size_t n_ = 0;
};

// Every combination from `hand` that beats `top`, bombs included.
void beatingCombos(Mask hand, const Combo& top, std::vector<Combo>& out);
// Every bomb in `hand` that beats `top`; every bomb when `top` is null.
void beatingBombs(Mask hand, const Combo* top, std::vector<Combo>& out);
bool hasBeatingBomb(Mask hand, const Combo& top);
// Every reading of exactly these cards as a lead (§8.2): empty when they form no combination.
std::vector<Combo> readings(Mask cards);

// The cards in display order, then `PH=<rank>` when the Phoenix stands for a rank: `7j 7s 8p PH
// PH=8` (§18).
std::string comboText(const Combo& combo);

constexpr bool holdsNatural(Mask cards, int rank) {
    return rank >= lowRank && (cards & rankMask(rank)) != 0;
}

} // namespace paiju::tichu
