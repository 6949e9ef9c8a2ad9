#pragma once

#include "io/game_info.h"

#include <string>

namespace paiju {

// The spelling of an action that the seat's legal list shows. Some games accept one move written
// in several ways (a zipai chow with its 比 groups in either order, a four-color claim given in
// words): the engine lists one of them, and a replay or journal should hold that one whatever a
// client typed, so that files of the same game compare equal.
//
// Whether the seat's legal list shows `text` as it is, or is too long to look through
// (`maxTried`: Tichu's ways to pass are many and spelled card by card anyway). Then the text is
// kept; otherwise listedSpelling finds the listed one.
bool spelledAsListed(const GameState& state, int seat, const std::string& text,
                     std::size_t maxTried = 64);

// `before` is the state the action was applied to and `after` the state it made: each listed
// action is applied to a copy of `before`, and the first whose saved state equals `after`'s is
// returned; `text` itself when none does.
std::string listedSpelling(const GameInfo& game, const GameState& before, const GameState& after,
                           int seat, const std::string& text);

} // namespace paiju
