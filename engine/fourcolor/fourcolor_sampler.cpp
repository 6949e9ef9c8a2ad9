#include "fourcolor_sampler.h"

#include "fourcolor_game.h"

#include <algorithm>

namespace paiju::fourcolor {

std::unique_ptr<GameState> sampleFourColor(const GameState& state, int seat, Rng& rng) {
    const auto& game = static_cast<const FourColorGame&>(state);
    FourColorGame::Parts p = game.parts();
    std::vector<Card> pool = unknownCards(fourColorDeck(), game.knownCards(seat));
    shuffle(pool, rng);
    auto next = pool.begin();
    for (int s = 0; s < p.seats; ++s) {
        if (s == seat)
            continue;
        auto& hand = p.hands[static_cast<std::size_t>(s)];
        std::copy_n(next, hand.size(), hand.begin());
        next += static_cast<std::ptrdiff_t>(hand.size());
        std::sort(hand.begin(), hand.end());
    }
    std::copy_n(next, p.stock.size(), p.stock.begin());
    for (int s = 0; s < p.seats; ++s)
        if (s != seat && static_cast<std::size_t>(s) < p.declarations.size())
            p.declarations[static_cast<std::size_t>(s)].reset();
    p.rng = Rng(rng.next());
    p.events = eventsVisibleTo(p.events, seat);
    return std::make_unique<FourColorGame>(std::move(p));
}

} // namespace paiju::fourcolor
