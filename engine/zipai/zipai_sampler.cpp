#include "zipai_sampler.h"

#include "zipai_game.h"

#include <algorithm>

namespace paiju::zipai {

namespace {

bool faceDown(const Unit& u) {
    return u.type == UnitType::Sao || u.type == UnitType::SaoChuan;
}

} // namespace

std::vector<std::array<std::uint8_t, identities>> handCaps(const std::vector<Event>& events,
                                                           int seats, bool lastUnsettled) {
    std::vector<std::array<std::uint8_t, identities>> caps(static_cast<std::size_t>(seats));
    for (auto& cap : caps)
        cap.fill(3); // four are laid down at the deal
    // Only the hand in play: hands hold no card from before its deal.
    const std::size_t from = handStart(events);
    std::size_t last = events.size();
    for (std::size_t i = from; i < events.size(); ++i)
        if (events[i].type == "flip" || events[i].type == "discard")
            last = i;
    for (std::size_t i = from; i < events.size(); ++i) {
        const Event& e = events[i];
        const bool flip = e.type == "flip";
        if ((!flip && e.type != "discard") || e.seat < 0 || e.seat >= seats)
            continue;
        const int id = parseId(e.text.str());
        if (id < 0 || id >= identities)
            continue;
        const auto x = static_cast<std::size_t>(id);
        for (int s = 0; s < seats; ++s) {
            auto& cap = caps[static_cast<std::size_t>(s)][x];
            // §6.4: a 坎 of a card shown is laid out at once (开招), and a 坎 is never discarded.
            if (i != last || !lastUnsettled)
                cap = std::min<std::uint8_t>(cap, 2);
            // R5.4.2: a flip shown face up finds its owner with neither a pair nor a 坎 of it.
            if (flip && s == e.seat)
                cap = std::min<std::uint8_t>(cap, 1);
        }
    }
    return caps;
}

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
    // While a win on the card in question is being asked, its 开招 has not been settled yet.
    // The sample keeps only the log the seat may see; the caps are read from the same log.
    p.events = eventsVisibleTo(p.events, seat);
    const auto caps = handCaps(p.events, n, p.card >= 0 && p.phase == Phase::Hu);
    // Each other seat takes, from the shuffled pool, the first cards its caps allow; the cards
    // left over form the stock. A deal that finds no room for a seat's cards (rarer still: one
    // that breaks no cap cannot be found) is drawn again, and the last one kept as it is.
    std::vector<Counts> hands(static_cast<std::size_t>(n));
    std::vector<std::uint8_t> rest;
    for (int attempt = 0; attempt < 50; ++attempt) {
        shuffle(pool, rng);
        std::vector<bool> taken(pool.size(), false);
        bool fits = true;
        for (int s = 0; s < n; ++s) {
            auto& hand = hands[static_cast<std::size_t>(s)];
            hand = {};
            if (s == seat)
                continue;
            int need = 0;
            for (auto c : at(s).hand)
                need += c;
            const auto& cap = caps[static_cast<std::size_t>(s)];
            for (std::size_t i = 0; i < pool.size() && need > 0; ++i) {
                const auto id = pool[i];
                if (!taken[i] && hand[id] < cap[id]) {
                    taken[i] = true;
                    ++hand[id];
                    --need;
                }
            }
            for (std::size_t i = 0; i < pool.size() && need > 0; ++i)
                if (!taken[i]) { // no room left within the caps
                    taken[i] = true;
                    ++hand[pool[i]];
                    --need;
                    fits = false;
                }
        }
        rest.clear();
        for (std::size_t i = 0; i < pool.size(); ++i)
            if (!taken[i])
                rest.push_back(pool[i]);
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
    std::copy_n(rest.begin(), std::min(rest.size(), p.stock.size()), p.stock.begin());
    p.rng = Rng(rng.next());
    return std::make_unique<ZipaiGame>(std::move(p));
}

} // namespace paiju::zipai
