#pragma once

#include "core/deck.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>

// Four-color card types (rules §1.3): typeIndex = color * 7 + rank, colors R G Y W, ranks
// K A E C H P S (General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier). A physical card is
// typeIndex * 4 + copy. Hands are reasoned about as counts of each type.
namespace paiju::fourcolor {

constexpr int colors = 4;
constexpr int ranks = 7;
constexpr int types = 28;
constexpr int cardCount = 112;
enum Rank : int { K = 0, A = 1, E = 2, C = 3, H = 4, P = 5, S = 6 };

using Counts = std::array<std::uint8_t, types>;

constexpr int typeOf(int color, int rank) {
    return color * ranks + rank;
}
constexpr int colorOf(int type) {
    return type / ranks;
}
constexpr int rankOf(int type) {
    return type % ranks;
}
constexpr int typeOfCard(Card card) {
    return card / 4;
}

// The few types a claim takes from a hand (three at most), kept inline: claims are listed for
// several seats in every claim window, and a heap list each time showed in the profile.
class TypeList {
public:
    TypeList() = default;
    TypeList(std::initializer_list<int> list) {
        for (int t : list)
            push_back(t);
    }
    void push_back(int type) { v_[n_++] = static_cast<std::int8_t>(type); }
    std::int8_t* begin() { return v_.data(); }
    std::int8_t* end() { return v_.data() + n_; }
    const std::int8_t* begin() const { return v_.data(); }
    const std::int8_t* end() const { return v_.data() + n_; }
    std::size_t size() const { return n_; }
    bool operator==(const TypeList& other) const {
        return n_ == other.n_ && std::equal(begin(), end(), other.begin());
    }

private:
    std::array<std::int8_t, 3> v_{};
    std::uint8_t n_ = 0;
};

inline void remove(Counts& counts, const TypeList& taken) {
    for (int t : taken)
        --counts[static_cast<std::size_t>(t)];
}

inline int total(const Counts& counts) {
    int n = 0;
    for (auto c : counts)
        n += c;
    return n;
}

inline bool hasNonGeneral(const Counts& counts) {
    for (int t = 0; t < types; ++t)
        if (counts[static_cast<std::size_t>(t)] && rankOf(t) != K)
            return true;
    return false;
}

} // namespace paiju::fourcolor
