#pragma once

#include "core/bot.h"
#include "fourcolor_cards.h"

#include <array>

namespace paiju::fourcolor {

class FourColorView;

// A plain Four-Color player. It wins whenever the hand reaches the threshold. It claims when the
// meld's value plus what the rest of the hand can still make beats keeping the hand as it is. It
// discards the card whose loss costs the hand least, lone soldiers first. When the next player is
// close to going out, it prefers a card that nobody can still pair or pung.
class FourColorBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng& rng) override;
};

// The hard bot's own player: where it starts from and how it plays its seat in rollouts
// (SearchBot's seat bot). It weighs a discard as FourColorBot does, by what the rest of the hand
// can still make, and also by how close the rest is to winning and what the discard gives away:
// - the groups of the win check (winGroupOf) that do not split: a winning card mends one group
//   at most, so leftovers kept in one group are nearer a win than the same leftovers spread out;
// - the unseen cards that would mend such a group, and, once one group is left, the unseen cards
//   the hand wins on at the threshold;
// - the unseen copies of the card let go: each can still pair or pung it for another seat.
// It claims as FourColorBot does, counting also the cards the hand then waits on to win, after
// the discard that follows the claim, against those it waits on without the claim.
class CarefulFourColorBot final : public Bot {
public:
    // What a concealed hand is worth to the bot, given the copies of each type the seat has seen
    // and `gone`, a type it lets go of (-1: none), counted as seen.
    struct Shape {
        int potential = 0; // handPotential
        int unsplit = 0;   // groups of the win check that do not split
        int outs = 0;      // unseen cards the hand wins on with a base of 10 or more
        int mends = 0;     // unseen cards that make a group that does not split split
    };
    static Shape shape(const Counts& held, int exposedHu, const std::array<int, types>& seen,
                       int gone);
    // How the bot weighs letting go of a card of `type` from `held` (higher is better).
    static int discardScore(const Counts& held, int type, int exposedHu,
                            const std::array<int, types>& seen);
    // discardScore for every type `held` holds but the Generals, which are never let go (0 for
    // the others), worked out together: a card leaving the hand changes one group of the win
    // check, so the others are looked up once.
    static std::array<int, types> discardScores(const Counts& held, int exposedHu,
                                                const std::array<int, types>& seen);

protected:
    std::string decide(const BotView& view, Rng& rng) override;

private:
    // discardScore from the shape of the hand left after letting go of `gone`.
    static int score(const Shape& s, const std::array<int, types>& seen, const Counts& rest,
                     int gone);
    static int bestDiscard(const FourColorView& v, const Counts& held, int exposedHu,
                           const std::array<int, types>& seen);
};

} // namespace paiju::fourcolor
