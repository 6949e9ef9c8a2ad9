#include "rng.h"

namespace paiju {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
} // namespace

std::uint64_t splitMix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t x = seed ^ (stream * 0xd1342543de82ef95ULL);
    splitMix64(x);
    return splitMix64(x);
}

Rng::Rng(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_)
        word = splitMix64(x);
}

Rng Rng::fromState(const State& state) {
    Rng rng;
    rng.s_ = state;
    if (state == State{})
        rng.s_[0] = 1; // the all-zero state is a fixed point of xoshiro
    return rng;
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t bound) {
    if (bound <= 1)
        return 0;
    auto draw = [this] { return static_cast<std::uint32_t>(next() >> 32); };
    std::uint64_t m = std::uint64_t{draw()} * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
        const std::uint32_t threshold = (0u - bound) % bound;
        while (low < threshold) {
            m = std::uint64_t{draw()} * bound;
            low = static_cast<std::uint32_t>(m);
        }
    }
    return static_cast<std::uint32_t>(m >> 32);
}

} // namespace paiju
