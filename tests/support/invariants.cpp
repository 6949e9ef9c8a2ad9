#include "invariants.h"

#include "fourcolor/fourcolor_game.h"
#include "hakka/hakka_game.h"
#include "tichu/tichu_game.h"
#include "zipai/zipai_game.h"

namespace paiju::test {

namespace {

// Four-color §3: the 112 cards are in the stock, the discard pile, the hands and the melds, or
// are the card in question. A finished match keeps its last hand as it ended.
QString fourColorProblem(const fourcolor::FourColorGame& g) {
    const auto& p = g.parts();
    if (g.isTerminal())
        return {};
    std::size_t n = p.stock.size() + p.discardPile.size() + (p.current ? 1 : 0);
    for (int s = 0; s < p.seats; ++s) {
        n += p.hands[std::size_t(s)].size();
        for (const auto& m : p.exposed[std::size_t(s)])
            n += m.cards.size();
    }
    if (int(n) != fourcolor::cardCount)
        return QStringLiteral("%1 four-color cards in play, not %2")
            .arg(n)
            .arg(fourcolor::cardCount);
    return {};
}

// Hakka §3: the 37 cards are each in one hand, discard pile or face up.
QString hakkaProblem(const hakka::HakkaGame& g) {
    const auto& p = g.parts();
    hakka::Mask all = p.faceUp;
    int placed = hakka::count(p.faceUp);
    for (int s = 0; s < hakka::seats; ++s) {
        all |= p.hands[std::size_t(s)] | p.discarded[std::size_t(s)];
        placed += hakka::count(p.hands[std::size_t(s)]) + hakka::count(p.discarded[std::size_t(s)]);
    }
    if (all != hakka::allCards || placed != hakka::cardCount)
        return QStringLiteral("hakka cards not conserved: %1 placed").arg(placed);
    return {};
}

// Tichu: every card in exactly one place (hands, undealt, piles, trick, cards on their way).
QString tichuProblem(const tichu::TichuGame& g) {
    using namespace tichu;
    const auto& p = g.parts();
    Mask seen = 0;
    int total = 0;
    auto add = [&](Mask m) {
        seen |= m;
        total += count(m);
    };
    for (int s = 0; s < seats; ++s) {
        const auto i = std::size_t(s);
        add(p.hands[i]);
        add(p.undealt[i]);
        add(p.won[i]);
        if (p.phase == Phase::Passing && p.given[i][0] >= 0)
            for (int c : p.given[i])
                add(bit(c));
    }
    add(g.trickCards());
    if (seen != fullDeck || total != 56)
        return QStringLiteral("%1 tichu cards placed, %2 distinct").arg(total).arg(count(seen));
    return {};
}

// Zipai: four copies of every identity in hands, melds, rows, the stock and the card in question.
QString zipaiProblem(const zipai::ZipaiGame& g) {
    using namespace zipai;
    const auto& p = g.parts();
    if (p.phase == Phase::Over)
        return {};
    Counts all{};
    for (const Seat& s : p.seats) {
        for (int id = 0; id < identities; ++id)
            all[std::size_t(id)] += s.hand[std::size_t(id)];
        for (const Unit& u : s.melds)
            for (int i = 0; i < u.size; ++i)
                ++all[u.cards[std::size_t(i)]];
        for (int id : s.row)
            ++all[std::size_t(id)];
    }
    for (int id : p.stock)
        ++all[std::size_t(id)];
    if (p.card >= 0)
        ++all[std::size_t(p.card)];
    for (int id = 0; id < identities; ++id)
        if (all[std::size_t(id)] != 4)
            return QStringLiteral("%1 copies of %2")
                .arg(all[std::size_t(id)])
                .arg(QString::fromStdString(token(id)));
    return {};
}

template <class Game> bool sameParts(const GameState& a, const GameState& b) {
    return static_cast<const Game&>(a).parts() == static_cast<const Game&>(b).parts();
}

} // namespace

QString gameInvariantProblem(const GameState& state) {
    const std::string id = state.gameId();
    if (id == "fourcolor")
        return fourColorProblem(static_cast<const fourcolor::FourColorGame&>(state));
    if (id == "hakka")
        return hakkaProblem(static_cast<const hakka::HakkaGame&>(state));
    if (id == "tichu")
        return tichuProblem(static_cast<const tichu::TichuGame&>(state));
    if (id == "zipai")
        return zipaiProblem(static_cast<const zipai::ZipaiGame&>(state));
    return {};
}

bool samePartsOf(const GameState& a, const GameState& b) {
    if (a.gameId() != b.gameId() || !(a.record() == b.record()))
        return false;
    const std::string id = a.gameId();
    if (id == "fourcolor")
        return sameParts<fourcolor::FourColorGame>(a, b);
    if (id == "hakka")
        return sameParts<hakka::HakkaGame>(a, b);
    if (id == "tichu")
        return sameParts<tichu::TichuGame>(a, b);
    if (id == "zipai")
        return sameParts<zipai::ZipaiGame>(a, b);
    return true;
}

} // namespace paiju::test
