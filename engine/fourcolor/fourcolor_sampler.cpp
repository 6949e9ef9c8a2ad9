#include "fourcolor_sampler.h"

#include "fourcolor_game.h"

#include <algorithm>

namespace paiju::fourcolor {

std::vector<std::uint32_t> discardedTypes(const std::vector<Event>& events, int seats) {
    std::vector<std::uint32_t> out(static_cast<std::size_t>(seats), 0);
    for (std::size_t i = handStart(events); i < events.size(); ++i) {
        const Event& e = events[i];
        if (e.type != "discard" || e.seat < 0 || e.seat >= seats)
            continue;
        if (const auto type = fourColorDeck().parseType(e.text.str()); type && *type < types)
            out[static_cast<std::size_t>(e.seat)] |= 1u << *type;
    }
    return out;
}

std::unique_ptr<GameState> sampleFourColor(const GameState& state, int seat, Rng& rng) {
    const auto& game = static_cast<const FourColorGame&>(state);
    FourColorGame::Parts p = game.parts();
    std::vector<Card> pool = unknownCards(fourColorDeck(), game.knownCards(seat));
    shuffle(pool, rng);
    // The pool dealt in order: each other hand in turn, then the stock.
    std::vector<int> owner; // per pool position: the seat it goes to, -1 for the stock
    owner.reserve(pool.size());
    for (int s = 0; s < p.seats; ++s)
        if (s != seat)
            owner.insert(owner.end(), p.hands[static_cast<std::size_t>(s)].size(), s);
    owner.resize(pool.size(), -1);
    // A seat keeps pairs and melds and lets go of the card that fits its hand least, so a seat
    // that discarded a type seldom still holds it: three times in four, a dealt card of a type its
    // seat discarded this hand trades places with an unknown card that fits where it goes.
    p.events = eventsVisibleTo(p.events, seat);
    const auto discarded = discardedTypes(p.events, p.seats);
    auto fits = [&](std::size_t at, Card card) {
        return owner[at] < 0 ||
               !(discarded[static_cast<std::size_t>(owner[at])] >> typeOfCard(card) & 1u);
    };
    std::vector<std::size_t> partners;
    for (std::size_t i = 0; i < pool.size() && owner[i] >= 0; ++i) {
        if (fits(i, pool[i]) || rng.below(4) == 0)
            continue;
        partners.clear();
        for (std::size_t j = 0; j < pool.size(); ++j)
            if (owner[j] != owner[i] && fits(i, pool[j]) && fits(j, pool[i]))
                partners.push_back(j);
        if (!partners.empty())
            std::swap(pool[i],
                      pool[partners[rng.below(static_cast<std::uint32_t>(partners.size()))]]);
    }
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
    return std::make_unique<FourColorGame>(std::move(p));
}

} // namespace paiju::fourcolor
