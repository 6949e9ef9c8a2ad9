#include "tichu_bot.h"

#include "tichu_game.h"

#include <algorithm>

namespace paiju::tichu {

namespace {

using Moves = std::vector<Move>;

Mask bombCards(Mask hand) {
    std::vector<Combo> bombs;
    beatingBombs(hand, nullptr, bombs);
    Mask m = 0;
    for (const Combo& b : bombs)
        m |= b.cards;
    return m;
}

// High cards and bombs: the tricks a hand can be expected to take by force.
int controls(Mask hand) {
    std::vector<Combo> bombs;
    beatingBombs(hand, nullptr, bombs);
    return 2 * ((hand & bit(dragon)) != 0) + ((hand & bit(phoenix)) != 0) +
           count(hand & rankMask(highRank)) + 2 * static_cast<int>(bombs.size());
}

// Cards of the hand that stand alone: no other card of their rank.
int loneLowCards(Mask hand) {
    int n = 0;
    for (int r = lowRank; r <= 9; ++r)
        n += count(hand & rankMask(r)) == 1;
    return n;
}

// Cost of giving up these cards: cards from a bomb, the Phoenix and the Dragon are kept for when
// they matter, and taking part of a rank's cards breaks a set.
int breakage(Mask hand, const Combo& c) {
    int cost = 0;
    if (c.cards & bombCards(hand) && !isBomb(c.kind))
        cost += 40;
    if (c.cards & (bit(phoenix) | bit(dragon)))
        cost += 20;
    for (int r = lowRank; r <= highRank; ++r) {
        const int used = count(c.cards & rankMask(r));
        if (used && used < count(hand & rankMask(r)))
            cost += 3;
    }
    return cost;
}

int plainRank(const Combo& c) {
    return c.kind == Kind::Single ? c.rank / 2 : c.rank;
}

const Move* find(const Moves& moves, Move::Type type) {
    for (const Move& m : moves)
        if (m.type == type)
            return &m;
    return nullptr;
}

std::string give(const TichuView& v) {
    const Mask hand = v.hand();
    auto key = [&](int c) {
        if (c == dog)
            return 0;
        if (c == mahJong)
            return 50;
        if (c == phoenix || c == dragon)
            return 100;
        return rankOf(c) * 4 + (count(hand & rankMask(rankOf(c))) > 1 ? 30 : 0);
    };
    auto lowest = [&](Mask from) {
        int best = -1;
        for (Mask m = from; m; m &= m - 1)
            if (best < 0 || key(std::countr_zero(m)) < key(best))
                best = std::countr_zero(m);
        return best;
    };
    Mask spare = hand & ~bombCards(hand);
    if (count(spare) < 3)
        spare = hand;
    // The partner gets the best card the hand can spare; a caller keeps its strength.
    int toPartner = -1;
    if (v.call(v.seat()) == Call::None)
        for (int c : {dragon, cardAt(0, 14), cardAt(1, 14), cardAt(2, 14), cardAt(3, 14)})
            if (spare & bit(c)) {
                toPartner = c;
                break;
            }
    if (toPartner < 0)
        toPartner = lowest(spare);
    spare &= ~bit(toPartner);
    const int right = lowest(spare);
    spare &= ~bit(right);
    const int left = lowest(spare);
    Move m{Move::Type::Give, {}, {}, 0};
    m.give = {static_cast<std::int8_t>(right), static_cast<std::int8_t>(toPartner),
              static_cast<std::int8_t>(left)};
    return moveText(m);
}

std::string lead(const TichuView& v, const Moves& moves) {
    const Mask hand = v.hand();
    const Move* best = nullptr;
    int bestScore = 0;
    for (const Move& m : moves) {
        if (m.type != Move::Type::Play)
            continue;
        const Combo& c = m.combo;
        if (c.cards == hand)
            return moveText(m); // out in one play
        int score = 0;
        if (c.kind == Kind::Dog)
            score = v.partnerCalled() ? 1000 : (v.cardsOf(partnerOf(v.seat())) > 0 ? 5 : -50);
        else
            score =
                10 * c.length - 3 * plainRank(c) - breakage(hand, c) - (isBomb(c.kind) ? 60 : 0);
        if (!best || score > bestScore) {
            best = &m;
            bestScore = score;
        }
    }
    return best ? moveText(*best) : std::string();
}

// Whether beating the table now is worth spending strength on.
bool trickMatters(const TichuView& v) {
    const int owner = v.trick().back().seat;
    if (teamOf(owner) == teamOf(v.seat()))
        return false;
    return v.cardsOf(owner) <= 3 || points(v.trickCards()) >= 20 || v.call(owner) != Call::None;
}

std::string follow(const TichuView& v, const Moves& moves) {
    const Mask hand = v.hand();
    const int owner = v.trick().back().seat;
    const bool partnerOwns = owner == partnerOf(v.seat());
    const Move* best = nullptr;
    int bestCost = 0;
    for (const Move& m : moves) {
        if (m.type != Move::Type::Play)
            continue;
        if (m.combo.cards == hand)
            return moveText(m);
        if (isBomb(m.combo.kind))
            continue;
        const int cost = breakage(hand, m.combo) + 2 * plainRank(m.combo);
        if (!best || cost < bestCost) {
            best = &m;
            bestCost = cost;
        }
    }
    const Move* pass = find(moves, Move::Type::Pass);
    if (pass && partnerOwns)
        return "pass";
    if (best && (bestCost < 40 || trickMatters(v) || !pass))
        return moveText(*best);
    const Move* bomb = nullptr;
    for (const Move& m : moves)
        if (m.type == Move::Type::Play && isBomb(m.combo.kind) &&
            (!bomb ||
             m.combo.length * 16 + m.combo.rank < bomb->combo.length * 16 + bomb->combo.rank))
            bomb = &m;
    if (bomb && (trickMatters(v) || !pass))
        return moveText(*bomb);
    if (pass)
        return "pass";
    return best ? moveText(*best) : moves.empty() ? std::string() : moveText(moves.front());
}

} // namespace

std::string TichuBot::decide(const BotView& view, Rng&) {
    const auto& v = static_cast<const TichuView&>(view);
    const int seat = v.seat();
    if (!v.awaited())
        return {};
    // The 2,184 ways to pass cards are left out: give() builds the one it wants.
    Moves moves;
    v.legalMoves(moves, false);
    if (moves.empty() && !v.mayGive())
        return {};
    const Mask hand = v.hand();
    switch (v.phase()) {
    case Phase::Grand:
        return controls(hand) >= 4 && (hand & (bit(dragon) | bit(phoenix))) ? "grand" : "nogrand";
    case Phase::Passing:
        if (find(moves, Move::Type::Tichu) && !v.partnerCalled() && controls(hand) >= 5 &&
            loneLowCards(hand) <= 2)
            return "tichu";
        return give(v);
    case Phase::Lead:
        return lead(v, moves);
    case Phase::Follow:
        return follow(v, moves);
    case Phase::Closing: {
        if (trickMatters(v))
            for (const Move& m : moves)
                if (m.type == Move::Type::Play)
                    return moveText(m);
        return "nobomb";
    }
    case Phase::Wish: {
        for (int r = highRank; r >= lowRank; --r)
            if (!holdsNatural(hand, r))
                return "wish " + std::string(1, rankCode(r));
        return "wish none";
    }
    case Phase::Gift: {
        const int right = (seat + 1) % seats, left = (seat + 3) % seats;
        return "gift " + std::to_string(v.cardsOf(right) >= v.cardsOf(left) ? right : left);
    }
    case Phase::Over:
        break;
    }
    return {};
}

} // namespace paiju::tichu
