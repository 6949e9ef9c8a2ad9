#include "refusal.h"

namespace paiju {

const TextTemplates& Refusal::templates() {
    static const TextTemplates all = {
        // Every game.
        {"no-seat", "there is no seat %n"},
        {"match-over", "the match is over"},
        {"game-over", "the game is over"},
        {"empty", "empty action"},
        {"unknown-card", "unknown card '%x'"},
        {"card-twice", "card '%x' named twice"},
        {"turn", "it is %s's turn, not %s's"},
        {"takes-nothing", "'%x' takes nothing after it"},
        {"unknown-action", "unknown action '%x' (%x)"},
        {"not-legal-for", "'%a' is not legal for %s now (%p)"},
        // Four-color cards.
        {"fourcolor.turn", "it is %s's turn to discard"},
        {"fourcolor.general-kept", "a General is never discarded"},
        {"fourcolor.general-drawn", "the drawer of a General must take it"},
        {"fourcolor.words", "'%x' has the wrong number of words"},
        {"fourcolor.chow-kind",
         "'chow' needs a kind: pair, single, command, field, soldiers3, soldiers4"},
        {"fourcolor.unknown-chow", "unknown chow '%x'"},
        {"fourcolor.soldiers3", "'chow soldiers3' names two soldiers, e.g. 'chow soldiers3 GS YS'"},
        // Hakka cards.
        {"hakka.not-in-hand", "%l not in %s's hand"},
        {"hakka.must-beat-one", "must beat %l when able, else discard 1 card"},
        {"hakka.must-beat", "must beat %l when able, else discard %n cards"},
        {"hakka.single-lead", "'%a' breaks the single-lead rule"},
        {"hakka.not-legal", "'%a' is not legal now (%p)"},
        {"hakka.no-cards", "'%x' takes no cards"},
        {"hakka.needs-cards", "'%x' needs cards"},
        // Tichu.
        {"tichu.no-call", "%s may not call Tichu now (one call per round, before its first card, "
                          "not while its passed cards are on the way)"},
        {"tichu.passed", "%s has already passed its cards"},
        {"tichu.not-held", "%s does not hold %l"},
        {"tichu.no-combination", "'%l' is not a combination"},
        {"tichu.phoenix", "the Phoenix cannot stand for %r in '%l' now"},
        {"tichu.wish", "the wish for %r obliges %s to play a %r (or a bomb, when following)"},
        {"tichu.wish-an", "the wish for %r obliges %s to play an %r (or a bomb, when following)"},
        {"tichu.leader-pass", "the leader may not pass"},
        {"tichu.lead", "the Dog or a combination must be led"},
        {"tichu.not-beat", "'%l' does not beat %l"},
        {"tichu.bomb-only", "out of turn only a bomb that beats %l may be played"},
        {"tichu.dragon", "the Dragon's trick goes to an opponent: %s or %s"},
        {"tichu.lead-bomb",
         "it is %s's lead: a bomb out of turn goes only on a combination on the table"},
        {"tichu.not-legal", "'%a' is not a legal action for %s now (phase %p)"},
        {"tichu.wish-rank", "'wish' takes one rank (2…9, T, J, Q, K, A) or none"},
        {"tichu.not-rank", "'%x' is not a rank (2…9, T, J, Q, K, A)"},
        {"tichu.not-seat", "'%x' is not a seat (0…3)"},
        {"tichu.give", "'give' takes right=<card> partner=<card> left=<card>"},
        {"tichu.give-key", "'%x' is not right=, partner= or left="},
        {"tichu.given-twice", "'%x' is given twice"},
        {"tichu.same-card", "the same card cannot be given twice"},
        {"tichu.one-rank", "'%x' must name one rank 2…A"},
        {"tichu.play-cards", "'play' needs cards"},
        {"tichu.phoenix-unplayed", "PH= is given but the Phoenix is not played"},
        // Hechi zipai.
        {"zipai.turn", "it is %s's turn to %p, not %s's"},
        {"zipai.kan", "a 坎 card is never discarded"},
        {"zipai.not-free", "%s holds no free %c"},
        {"zipai.discard", "'discard' takes one card (S1…S10, B1…B10)"},
        {"zipai.chi", "'chi' takes the two hand cards joined to the shown card"},
        {"zipai.bi", "each 'bi' takes three hand cards"},
        // Goofspiel, the reference game.
        {"goofspiel.bid", "expected 'bid CARD'"},
        {"goofspiel.has-bid", "%s has already bid"},
        {"goofspiel.not-in-hand", "'%c' is not in %s's hand"},
    };
    return all;
}

Refusal Refusal::parse(const std::string& text) {
    TemplatedText parsed = parseTemplated(templates(), text);
    return {std::move(parsed.key), std::move(parsed.args)};
}

std::string Refusal::text() const {
    return writeTemplated(templates(), key, args);
}

} // namespace paiju
