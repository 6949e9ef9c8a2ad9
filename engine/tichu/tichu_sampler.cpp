#include "tichu_sampler.h"

#include "tichu_game.h"

#include <bit>

namespace paiju::tichu {

std::unique_ptr<GameState> sampleTichu(const GameState& state, int seat, Rng& rng) {
    const auto& game = static_cast<const TichuGame&>(state);
    TichuGame::Parts p = game.parts();
    MaskPool<Mask, Mask (*)(int)> pool(unknownCards(tichuDeck(), game.knownCards(seat)), rng, bit);
    const auto draw = [&pool](int n) { return pool.take(n); };
    const auto i = [](int s) { return static_cast<std::size_t>(s); };
    const bool exchanged = p.phase != Phase::Grand && p.phase != Phase::Passing;
    Mask passed = 0; // the seat's passed cards, known where they went
    if (exchanged)
        for (int c : p.given[i(seat)])
            if (c >= 0)
                passed |= bit(c);
    for (int s = 0; s < seats; ++s) {
        if (s == seat)
            continue;
        const Mask kept = p.hands[i(s)] & passed;
        p.hands[i(s)] = kept | draw(count(p.hands[i(s)]) - count(kept));
    }
    for (int s = 0; s < seats; ++s)
        p.undealt[i(s)] = draw(count(p.undealt[i(s)]));
    for (int s = 0; s < seats; ++s) {
        if (s == seat)
            continue;
        auto& given = p.given[i(s)];
        if (!exchanged) {
            if (given[0] >= 0) // sealed until everybody has passed
                for (auto& c : given)
                    c = static_cast<std::int8_t>(std::countr_zero(draw(1)));
            continue;
        }
        // Only the card this seat received is known; the others went to hands unseen, and
        // nothing reads them after the exchange: they repeat the known one.
        const auto mine = static_cast<std::size_t>((seat - s - 1 + seats) % seats);
        for (auto& c : given)
            c = given[mine];
    }
    p.rng = Rng(rng.next());
    p.events = eventsVisibleTo(p.events, seat);
    return std::make_unique<TichuGame>(std::move(p));
}

std::vector<std::string> tichuCandidates(const GameState& sample, int seat,
                                         const std::string& preferred) {
    const auto& game = static_cast<const TichuGame&>(sample);
    std::vector<Move> moves;
    game.legalMoves(seat, moves, false);
    std::vector<std::string> out;
    for (const Move& m : moves)
        out.push_back(moveText(m));
    if (game.mayGive(seat) && !preferred.empty())
        out.push_back(preferred);
    return out;
}

} // namespace paiju::tichu
