#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paiju {

// One entry of a game's log: what happened, in the game's notation, and who may know it. Forced
// moves, resolved claims, reveals and score lines are events; sealed declarations are not logged
// until they are resolved, so the log never tells one seat what another holds.
struct Event;

// Room for `expected` more events, growing geometrically: a game calls it when a hand starts, so
// the log is not copied again and again as it grows.
void reserveEvents(std::vector<Event>& events, std::size_t expected);

struct Event {
    static constexpr std::uint32_t everyone = 0xffffffffu;

    std::string type;        // e.g. "deal", "play", "claim", "score", "hand-end"
    int seat = -1;           // the seat it concerns, -1 for the table
    std::string text;        // notation or a short description
    std::vector<int> values; // numbers that go with it (score changes, totals)
    std::uint32_t visibleTo = everyone;

    static std::uint32_t only(int seat) { return 1u << seat; }
    bool visibleFor(int viewer) const {
        return visibleTo == everyone || (viewer >= 0 && (visibleTo & only(viewer)) != 0);
    }
    bool operator==(const Event&) const = default;
};

} // namespace paiju
