#include "hakka_rules.h"

namespace paiju::hakka {

namespace {

constexpr Mask suitMask(int suit) {
    return Mask{0x1ff} << (suit * 9);
}

int setRank(int value) {
    return value == 1 ? 17 : 2 * value;
} // 各一 between 各八 (16) and 各九 (18)

bool isPermanentElder(int card) {
    return card == cardAt(0, 1) || card == cardAt(3, 1) || card == yun;
}

// Calls `emit` with every k-subset of `m`.
template <class F> void forEachSubset(Mask m, int k, F&& emit) {
    const auto cards = cardsOf(m);
    const int n = static_cast<int>(cards.size());
    if (k < 0 || k > n) return;
    std::vector<int> pick(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        pick[static_cast<std::size_t>(i)] = i;
    while (true) {
        Mask s = 0;
        for (int i : pick)
            s |= bit(cards[static_cast<std::size_t>(i)]);
        emit(s);
        int i = k - 1;
        while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i)
            --i;
        if (i < 0) return;
        ++pick[static_cast<std::size_t>(i)];
        for (int j = i + 1; j < k; ++j)
            pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
    }
}

void addRuns(Mask hand, std::vector<Mask>& out, int onlyLength = 0) {
    for (int suit = 0; suit < 4; ++suit)
        for (int low = 1; low <= 7; ++low) {
            Mask run = 0;
            for (int high = low; high <= 9; ++high) {
                if (!(hand & bit(cardAt(suit, high)))) break;
                run |= bit(cardAt(suit, high));
                const int length = high - low + 1;
                if (length >= 3 && (onlyLength == 0 || length == onlyLength)) out.push_back(run);
            }
        }
}

void addSets(Mask hand, std::vector<Mask>& out, int onlySize = 0) {
    for (int value = 1; value <= 9; ++value) {
        Mask same = 0;
        for (int suit = 0; suit < 4; ++suit)
            same |= hand & bit(cardAt(suit, value));
        for (int size = 3; size <= count(same); ++size)
            if (onlySize == 0 || size == onlySize)
                forEachSubset(same, size, [&](Mask s) { out.push_back(s); });
    }
}

} // namespace

Combo classify(Mask group) {
    const int n = count(group);
    if (n == 1) {
        const int card = std::countr_zero(group);
        return {Kind::Single, 1, suitOf(card), valueOf(card)};
    }
    if (n < 3 || (group & bit(yun)) || (group & ~allCards)) return {};
    const auto cards = cardsOf(group);
    const int suit = suitOf(cards.front());
    if ((group & ~suitMask(suit)) == 0) {
        const int low = valueOf(cards.front());
        const int high = valueOf(cards.back());
        if (high - low + 1 == n) return {Kind::Run, n, suit, high};
        return {};
    }
    const int value = valueOf(cards.front());
    for (Card c : cards)
        if (valueOf(c) != value) return {};
    return {Kind::Set, n, noSuit, setRank(value)};
}

bool beats(const Combo& play, const Combo& current) {
    if (play.kind != current.kind || play.size != current.size || play.kind == Kind::Invalid)
        return false;
    switch (play.kind) {
    case Kind::Single: {
        // 一十, 一线 and 云线 are never beaten; 云线 never beats (§8.2, D12).
        const bool special = (current.rank == 1 && (current.suit == 0 || current.suit == 3)) ||
                             current.suit == noSuit;
        if (special || play.suit == noSuit) return false;
        return play.suit == current.suit && play.rank > current.rank;
    }
    case Kind::Run:
        return suitRank(play.suit) > suitRank(current.suit) ||
               (play.suit == current.suit && play.rank > current.rank);
    case Kind::Set:
        return play.rank > current.rank;
    case Kind::Invalid:
        break;
    }
    return false;
}

bool isElder(int card, Mask faceUp) {
    if (isPermanentElder(card)) return true;
    const int suit = suitOf(card);
    for (int w = valueOf(card) + 1; w <= 9; ++w)
        if (!(faceUp & bit(cardAt(suit, w)))) return false;
    return true;
}

Mask elderMask(Mask faceUp) {
    Mask elders = bit(cardAt(0, 1)) | bit(cardAt(3, 1)) | bit(yun);
    for (int suit = 0; suit < 4; ++suit)
        for (int value = 9; value >= 1; --value) {
            elders |= bit(cardAt(suit, value)); // every higher card of the suit is face up
            if (!(faceUp & bit(cardAt(suit, value)))) break;
        }
    return elders;
}

std::vector<Mask> legalLeads(Mask hand, Mask faceUp, bool privileged) {
    std::vector<Mask> leads;
    const Mask elders = hand & elderMask(faceUp);
    const Mask others = hand & ~elders;
    Mask singles = hand;
    if (others) {
        int best = -1;
        for (Card c : cardsOf(others))
            if (best < 0 || suitRank(suitOf(c)) > suitRank(best)) best = suitOf(c);
        singles = others & suitMask(best);
        if (privileged) singles |= elders;
    }
    for (Card c : cardsOf(singles))
        leads.push_back(bit(c));
    addRuns(hand, leads);
    addSets(hand, leads);
    return leads;
}

std::vector<Mask> beatingPlays(Mask hand, Mask current) {
    const Combo top = classify(current);
    std::vector<Mask> candidates;
    switch (top.kind) {
    case Kind::Single:
        for (Card c : cardsOf(hand))
            candidates.push_back(bit(c));
        break;
    case Kind::Run:
        addRuns(hand, candidates, top.size);
        break;
    case Kind::Set:
        addSets(hand, candidates, top.size);
        break;
    case Kind::Invalid:
        break;
    }
    std::vector<Mask> plays;
    for (Mask m : candidates)
        if (beats(classify(m), top)) plays.push_back(m);
    return plays;
}

std::vector<Mask> discardChoices(Mask hand, int k) {
    std::vector<Mask> out;
    forEachSubset(hand, k, [&](Mask s) { out.push_back(s); });
    return out;
}

int payFor(int hu) {
    static constexpr int table[] = {1, 2, 4, 8, 16, 32, 128}; // 6 … 12 hu
    if (hu < 6) return 0;
    return table[hu > 12 ? 6 : hu - 6];
}

Settlement settle(int dealer, int privileged, int winner, int w, Mask winningCards, int dummyCard) {
    Settlement s;
    s.winner = winner;
    s.dummy = (dealer + 2) % seats;
    s.w = w;
    for (Card c : cardsOf(winningCards))
        s.m += valueOf(c) == valueOf(dummyCard);
    const int a = payFor(w);
    const int b = payFor(s.m);
    auto pay = [&](int from, int times) {
        s.deltas[static_cast<std::size_t>(from)] -= times * (a + b);
        s.deltas[static_cast<std::size_t>(winner)] += times * a;
        s.deltas[static_cast<std::size_t>(s.dummy)] += times * b;
    };
    const bool penalty = privileged >= 0 && privileged != winner;
    for (int seat = 0; seat < seats; ++seat) {
        if (seat == winner || seat == s.dummy) continue;
        if (!penalty)
            pay(seat, 1);
        else if (seat == privileged)
            pay(seat, 2);
    }
    return s;
}

} // namespace paiju::hakka
