#pragma once

#include "hakka_cards.h"

#include <array>
#include <vector>

// The rules of Hakka Cards that do not depend on the turn: what a group of cards is, what beats
// what, which cards are elders, which plays a seat may make, and what a hand's settlement pays.
namespace paiju::hakka {

enum class Kind : std::uint8_t { Invalid, Single, Run, Set };

struct Combo {
    Kind kind = Kind::Invalid;
    int size = 0;
    int suit = noSuit; // singles and runs
    int rank = 0;      // single: value; run: top value; set: setRank (各一 between 8 and 9)
};

Combo classify(Mask group);                          // §8.1
bool beats(const Combo& play, const Combo& current); // §8.2
inline bool beats(Mask play, Mask current) {
    return beats(classify(play), classify(current));
}

bool isElder(int card, Mask faceUp); // §7
Mask elderMask(Mask faceUp);

// Every lead the leader may make (§6.2): runs and sets from the hand, singles by the lead rule.
std::vector<Mask> legalLeads(Mask hand, Mask faceUp, bool privileged);
// Whether `single` (one card) is among legalLeads(hand, faceUp, privileged).
bool isLeadSingle(Mask hand, Mask faceUp, bool privileged, Mask single);
// Every group of the hand that beats `current` (§6.3); empty when the seat must discard.
std::vector<Mask> beatingPlays(Mask hand, Mask current);
// !beatingPlays(hand, current).empty(), stopping at the first.
bool canBeat(Mask hand, Mask current);
// The size of each list and its index-th entry, without the list (random play draws one).
std::size_t leadCount(Mask hand, Mask faceUp, bool privileged);
Mask nthLead(Mask hand, Mask faceUp, bool privileged, std::size_t index);
std::size_t beatingCount(Mask hand, Mask current);
Mask nthBeating(Mask hand, Mask current, std::size_t index);
// Every way to discard k cards of the hand.
std::vector<Mask> discardChoices(Mask hand, int k);
// discardChoices(hand, k).size() and discardChoices(hand, k)[index], without the list (random play
// draws one of them).
std::uint64_t discardCount(Mask hand, int k);
Mask nthDiscard(Mask hand, int k, std::uint64_t index);

// §10.3
int payFor(int hu);

struct Settlement {
    int winner = -1;
    int dummy = -1;
    int w = 0; // the winner's hu
    int m = 5; // the dummy's hu
    std::array<int, seats> deltas{};
};

// §10.2-10.4: the payments of a hand won by `winner` with `w` hu, whose winning cards are
// `winningCards`; `privileged` is -1 when the dealer called.
Settlement settle(int dealer, int privileged, int winner, int w, Mask winningCards, int dummyCard);

} // namespace paiju::hakka
