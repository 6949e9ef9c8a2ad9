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
// Combinations of a hand counted without listing them, in parts (the singles, the groups of one
// rank, the runs from one rank, the full houses on one triple's rank, the bombs, the Dog), so that
// one can be drawn uniformly by listing a single part: random play draws a play at every turn
// (random play's hot spot). at(i) for i < total() gives every combination once.
class ComboCounter {
public:
    std::uint64_t total() const { return total_; }
    Combo at(std::uint64_t index) const;

protected:
    ComboCounter(Mask hand, const Combo* top);
    void countLeads();
    void countBeating();

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
        std::uint8_t rank; // Pairs, Triples: their rank; PairRuns, Straights: the lowest rank;
                           // FullHouses: the triple's
        std::uint32_t count;
    };
    void add(Part part, int rank, std::uint64_t count);
    void countRanks();
    void countGroups(int size, int above);
    void countPairRuns(int want, int above);
    void countFullHouses(int above);
    void countStraights(int want, int above);
    void countLeadStraights(std::uint32_t mj);
    void countBombs();

    Mask hand_;
    bool lead_;
    Combo top_{};          // when following
    int above_ = 0;        // what a play must top (Combo::rank), 0 for a lead
    int phoenixValue_ = 3; // the Phoenix's value as a single, 0 when it may not be played alone
    int want_ = 0;         // runs: the length to match (pairs, or cards), 0 for any
    std::array<std::uint8_t, highRank + 1> n_{}; // natural cards of each rank (countRanks)
    unsigned held1_ = 0, held2_ = 0, held3_ = 0; // bit r: rank r held at least 1, 2, 3 times
    std::uint32_t naturalPairs_ = 0;             // pairs of naturals of one rank, all ranks
    std::uint32_t ph_ = 0;                       // 1 when the hand holds the Phoenix
    std::uint64_t total_ = 0;
    std::array<Chunk, 64> chunks_; // the first size_ are set
    std::size_t size_ = 0;
};

// Every lead of leadCombos(hand), in an order of its own.
class LeadCounter : public ComboCounter {
public:
    explicit LeadCounter(Mask hand) : ComboCounter(hand, nullptr) { countLeads(); }
};

// Every combination of beatingCombos(hand, top), in the same order.
class BeatCounter : public ComboCounter {
public:
    BeatCounter(Mask hand, const Combo& top) : ComboCounter(hand, &top) { countBeating(); }
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
