#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace paiju {

// xoshiro256** seeded through SplitMix64. Only fixed-width integer arithmetic is used, so a seed
// yields the same stream on every compiler and standard library; the standard distributions and
// std::shuffle give no such guarantee and are never used for game randomness.
class Rng {
public:
    using State = std::array<std::uint64_t, 4>;

    explicit Rng(std::uint64_t seed = 0);
    static Rng fromState(const State& state);

    std::uint64_t next();
    // Uniform in [0, bound) for bound >= 1, without modulo bias (Lemire's multiply-and-reject).
    std::uint32_t below(std::uint32_t bound);

    const State& state() const { return s_; }
    bool operator==(const Rng&) const = default;

private:
    State s_{};
};

// SplitMix64 step: also used to derive independent seeds (one per simulated game, per bot).
std::uint64_t splitMix64(std::uint64_t& x);
std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t stream);

// Fisher-Yates from the last position down, drawing each swap partner with Rng::below.
template <class T> void shuffle(std::vector<T>& items, Rng& rng) {
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = rng.below(static_cast<std::uint32_t>(i));
        std::swap(items[i - 1], items[j]);
    }
}

} // namespace paiju
