#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace paiju {

// One entry of a game's log: what happened, in the game's notation, and who may know it. Forced
// moves, resolved claims, reveals and score lines are events; sealed declarations are not logged
// until they are resolved, so the log never tells one seat what another holds.
struct Event;

// Room for `expected` more events, growing geometrically: a game calls it when a hand starts, so
// the log is not copied again and again as it grows.
void reserveEvents(std::vector<Event>& events, std::size_t expected);

// An event's text: written out, or held typed (a 64-bit value and the function that writes it)
// and written only when read, so that play that never shows its log (simulations, searches)
// does not format it. Either way it reads, compares and saves as the same string.
class EventText {
public:
    using Writer = std::string (*)(std::uint64_t);

    EventText() = default;
    EventText(std::string text) : text_(std::move(text)) {}
    EventText(const char* text) : text_(text) {}
    EventText(Writer writer, std::uint64_t value) : writer_(writer), value_(value) {}

    std::string str() const { return writer_ ? writer_(value_) : text_; }
    operator std::string() const { return str(); }
    bool empty() const { return writer_ ? str().empty() : text_.empty(); }
    bool operator==(const EventText& other) const { return str() == other.str(); }
    bool operator==(const std::string& other) const { return str() == other; }

private:
    std::string text_;
    Writer writer_ = nullptr;
    std::uint64_t value_ = 0;
};

struct Event {
    static constexpr std::uint32_t everyone = 0xffffffffu;

    std::string type;        // e.g. "deal", "play", "claim", "score", "hand-end"
    int seat = -1;           // the seat it concerns, -1 for the table
    EventText text;          // notation or a short description
    std::vector<int> values; // numbers that go with it (score changes, totals)
    std::uint32_t visibleTo = everyone;

    static std::uint32_t only(int seat) { return 1u << seat; }
    bool visibleFor(int viewer) const {
        return visibleTo == everyone || (viewer >= 0 && (visibleTo & only(viewer)) != 0);
    }
    bool operator==(const Event&) const = default;
};

} // namespace paiju
