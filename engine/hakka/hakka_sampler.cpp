#include "hakka_sampler.h"

#include "hakka_game.h"

namespace paiju::hakka {

std::unique_ptr<GameState> sampleHakka(const GameState& state, int seat, Rng& rng) {
    const auto& game = static_cast<const HakkaGame&>(state);
    HakkaGame::Parts p = game.parts();
    MaskPool<Mask, Mask (*)(int)> pool(unknownCards(hakkaDeck(), game.knownCards(seat)), rng, bit);
    const auto draw = [&pool](int n) { return pool.take(n); };
    for (int s = 0; s < seats; ++s)
        if (s != seat) {
            const auto i = static_cast<std::size_t>(s);
            p.hands[i] = draw(count(p.hands[i]));
            p.discarded[i] = draw(count(p.discarded[i]));
        }
    p.rng = Rng(rng.next());
    p.events = eventsVisibleTo(p.events, seat);
    return std::make_unique<HakkaGame>(std::move(p));
}

} // namespace paiju::hakka
