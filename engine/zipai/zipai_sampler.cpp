#include "zipai_sampler.h"

#include "zipai_game.h"

#include <algorithm>

namespace paiju::zipai {

namespace {

bool faceDown(const Unit& u) {
    return u.type == UnitType::Sao || u.type == UnitType::SaoChuan;
}

} // namespace

std::unique_ptr<GameState> sampleZipai(const GameState& state, int seat, Rng& rng) {
    const auto& game = static_cast<const ZipaiGame&>(state);
    ZipaiGame::Parts p = game.parts();
    const int n = static_cast<int>(p.seats.size());
    const auto at = [&](int s) -> Seat& { return p.seats[static_cast<std::size_t>(s)]; };

    // Copies of each identity the seat cannot place: four, less those it sees.
    std::array<int, identities> unseen;
    unseen.fill(4);
    auto seen = [&](int id) {
        if (id >= 0 && id < identities)
            --unseen[static_cast<std::size_t>(id)];
    };
    seen(p.card);
    for (int s = 0; s < n; ++s) {
        for (int id : at(s).row)
            seen(id);
        for (const Unit& u : at(s).melds)
            if (s == seat || !faceDown(u))
                for (int k = 0; k < u.size; ++k)
                    seen(u.cards[static_cast<std::size_t>(k)]);
    }
    for (int id = 0; id < identities; ++id)
        unseen[static_cast<std::size_t>(id)] -= at(seat).hand[static_cast<std::size_t>(id)];

    // Face-down melds first, from identities with enough unseen copies, in seat and meld order.
    for (int s = 0; s < n; ++s) {
        if (s == seat)
            continue;
        for (Unit& u : at(s).melds) {
            if (!faceDown(u))
                continue;
            std::vector<int> fits;
            for (int id = 0; id < identities; ++id)
                if (unseen[static_cast<std::size_t>(id)] >= u.size)
                    fits.push_back(id);
            if (fits.empty())
                continue; // cannot happen in a consistent state; the meld keeps its identity
            const int id = fits[rng.below(static_cast<std::uint32_t>(fits.size()))];
            u = sameCards(u.type, id);
            unseen[static_cast<std::size_t>(id)] -= u.size;
        }
    }
    std::vector<std::uint8_t> pool;
    for (int id = 0; id < identities; ++id)
        for (int k = 0; k < unseen[static_cast<std::size_t>(id)]; ++k)
            pool.push_back(static_cast<std::uint8_t>(id));
    // Hands hold at most three of an identity (four are laid down at the deal): a deal that
    // breaks this is drawn again.
    std::vector<Counts> hands(static_cast<std::size_t>(n));
    std::size_t next = 0;
    for (int attempt = 0; attempt < 50; ++attempt) {
        shuffle(pool, rng);
        next = 0;
        bool fits = true;
        for (int s = 0; s < n; ++s) {
            auto& hand = hands[static_cast<std::size_t>(s)];
            hand = {};
            if (s == seat)
                continue;
            for (auto c : at(s).hand)
                for (int k = 0; k < c && next < pool.size(); ++k)
                    fits = ++hand[pool[next++]] < 4 && fits;
        }
        if (fits)
            break;
    }
    for (int s = 0; s < n; ++s) {
        if (s == seat)
            continue;
        const auto& hand = hands[static_cast<std::size_t>(s)];
        at(s).hand = hand;
        at(s).kan = 0;
        for (int id = 0; id < identities; ++id)
            if (hand[static_cast<std::size_t>(id)] >= 3)
                at(s).kan |= idBit(id);
    }
    std::copy_n(pool.begin() + static_cast<std::ptrdiff_t>(next),
                std::min(pool.size() - next, p.stock.size()), p.stock.begin());
    p.rng = Rng(rng.next());
    p.events = eventsVisibleTo(p.events, seat);
    return std::make_unique<ZipaiGame>(std::move(p));
}

} // namespace paiju::zipai
