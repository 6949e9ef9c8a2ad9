#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Inlined whatever the optimiser's estimate: an event type made from a literal is then made at
// compile time (two stores) instead of by a call that measures and copies the literal.
#if defined(__GNUC__)
#define PAIJU_ALWAYS_INLINE [[gnu::always_inline]] inline
#else
#define PAIJU_ALWAYS_INLINE inline
#endif

namespace paiju {

// One entry of a game's log: what happened, in the game's notation, and who may know it. Forced
// moves, resolved claims, reveals and score lines are events; sealed declarations are not logged
// until they are resolved, so the log never tells one seat what another holds.
struct Event;

// Room for `expected` more events, growing geometrically: a game calls it when a hand starts, so
// the log is not copied again and again as it grows.
void reserveEvents(std::vector<Event>& events, std::size_t expected);

// An event's type ("deal", "play", "hand-end" …): a short word, kept inline in 16 bytes so that
// logging an event allocates and frees nothing for it, and copying or comparing one is a copy or
// compare of two words. The games' types are at most 15 characters ("exhaustive-draw"); a longer
// one (only a file or message from outside can carry one) is kept once for the whole program and
// referred to. Made from and compared with a literal or a std::string, and read as a std::string,
// as the std::string it stands for.
class EventType {
public:
    static constexpr std::size_t inlineCapacity = 15;

    EventType() = default;
    PAIJU_ALWAYS_INLINE EventType(std::string_view text) {
        if (text.size() <= inlineCapacity) {
            std::memcpy(bytes_, text.data(), text.size());
            bytes_[inlineCapacity] = static_cast<char>(text.size());
        } else {
            const std::string* kept = keep(text);
            std::memcpy(bytes_, &kept, sizeof kept);
            bytes_[inlineCapacity] = kept_;
        }
    }
    PAIJU_ALWAYS_INLINE EventType(const char* text) : EventType(std::string_view(text)) {}
    EventType(const std::string& text) : EventType(std::string_view(text)) {}

    std::string_view view() const {
        if (bytes_[inlineCapacity] != kept_)
            return {bytes_, static_cast<std::size_t>(bytes_[inlineCapacity])};
        const std::string* kept = nullptr;
        std::memcpy(&kept, bytes_, sizeof kept);
        return *kept;
    }
    std::string str() const { return std::string(view()); }
    operator std::string() const { return str(); }
    std::size_t size() const { return view().size(); }
    bool empty() const { return bytes_[inlineCapacity] == 0; }

    // Unused bytes are zero and a long type is kept once, so equal types have equal bytes.
    bool operator==(const EventType& other) const {
        return std::memcmp(bytes_, other.bytes_, sizeof bytes_) == 0;
    }
    bool operator==(std::string_view other) const { return view() == other; }
    bool operator==(const char* other) const { return view() == other; }
    bool operator==(const std::string& other) const { return view() == other; }

private:
    // The last byte of a long type, whose first bytes hold its pointer.
    static constexpr char kept_ = static_cast<char>(-1);
    // The one copy of a long type, made on first use and kept for the program's life.
    static const std::string* keep(std::string_view text);

    char bytes_[inlineCapacity + 1] = {}; // the characters, then their number
};

// An event's text: written out, or held typed (a 64-bit value and the function that writes it)
// and written only when read, so that play that never shows its log (simulations, searches)
// does not format it. Either way it reads, compares and saves as the same string.
class EventText {
public:
    using Writer = std::string (*)(std::uint64_t);

    EventText() { std::construct_at(&text_); }
    EventText(std::string text) { std::construct_at(&text_, std::move(text)); }
    EventText(const char* text) { std::construct_at(&text_, text); }
    EventText(Writer writer, std::uint64_t value) : writer_(writer), value_(value) {
        if (!writer_) // no writer: an empty text
            std::construct_at(&text_);
    }
    // A typed text is two words, copied as they are: the string exists only for a written one.
    EventText(const EventText& other) : writer_(other.writer_) {
        if (writer_)
            value_ = other.value_;
        else
            std::construct_at(&text_, other.text_);
    }
    EventText(EventText&& other) noexcept : writer_(other.writer_) {
        if (writer_)
            value_ = other.value_;
        else
            std::construct_at(&text_, std::move(other.text_));
    }
    EventText& operator=(const EventText& other) {
        if (this != &other) {
            EventText copy(other);
            *this = std::move(copy);
        }
        return *this;
    }
    EventText& operator=(EventText&& other) noexcept {
        if (this != &other) {
            std::destroy_at(this);
            std::construct_at(this, std::move(other));
        }
        return *this;
    }
    ~EventText() { release(); }

    std::string str() const { return writer_ ? writer_(value_) : text_; }
    operator std::string() const { return str(); }
    bool empty() const { return writer_ ? str().empty() : text_.empty(); }
    bool operator==(const EventText& other) const { return str() == other.str(); }
    bool operator==(const std::string& other) const { return str() == other; }

private:
    void release() {
        if (!writer_)
            std::destroy_at(&text_);
    }

    Writer writer_ = nullptr; // null: the text is written out
    union {
        std::uint64_t value_; // with a writer
        std::string text_;    // without
    };
};

// The numbers that go with an event: up to four kept inline (no event of the games has more than
// one per seat, and a table seats four), more on the heap, so that logging an event allocates
// nothing for them. Reads like a vector, and converts to and from one.
class EventValues {
public:
    static constexpr std::size_t inlineCapacity = 4;

    EventValues() = default;
    EventValues(std::initializer_list<int> values) { assign(values.begin(), values.size()); }
    EventValues(const std::vector<int>& values) { assign(values.data(), values.size()); }
    EventValues(const EventValues& other) { assign(other.begin(), other.size()); }
    EventValues(EventValues&& other) noexcept { take(other); }
    EventValues& operator=(const EventValues& other) {
        if (this != &other) {
            release();
            assign(other.begin(), other.size());
        }
        return *this;
    }
    EventValues& operator=(EventValues&& other) noexcept {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~EventValues() { release(); }

    std::size_t size() const { return n_; }
    bool empty() const { return n_ == 0; }
    const int* begin() const { return onHeap() ? heap_ : inline_; }
    const int* end() const { return begin() + n_; }
    int operator[](std::size_t i) const { return begin()[i]; }
    std::vector<int> toVector() const { return {begin(), end()}; }
    operator std::vector<int>() const { return toVector(); }
    bool operator==(const EventValues& other) const {
        return n_ == other.n_ && std::equal(begin(), end(), other.begin());
    }
    bool operator==(const std::vector<int>& other) const {
        return n_ == other.size() && std::equal(begin(), end(), other.begin());
    }

private:
    bool onHeap() const { return n_ > inlineCapacity; }
    void assign(const int* values, std::size_t n) {
        n_ = static_cast<std::uint32_t>(n);
        if (onHeap()) {
            heap_ = new int[n];
            std::copy(values, values + n, heap_);
        } else {
            // One at a time up to four: a copy of unknown length would be a call to memmove.
            for (std::size_t i = 0; i < inlineCapacity && i < n; ++i)
                inline_[i] = values[i];
        }
    }
    void take(EventValues& other) {
        n_ = other.n_;
        if (other.onHeap()) {
            heap_ = other.heap_;
            other.n_ = 0;
        } else {
            std::memcpy(inline_, other.inline_, sizeof inline_); // all four: a fixed-size copy
        }
    }
    void release() {
        if (onHeap())
            delete[] heap_;
        n_ = 0;
    }

    union {
        int inline_[inlineCapacity] = {};
        int* heap_; // when there are more than inlineCapacity
    };
    std::uint32_t n_ = 0;
};

struct Event {
    static constexpr std::uint32_t everyone = 0xffffffffu;
    // The bit of the spectators (docs/observations.md §3): no seat has it.
    static constexpr std::uint32_t spectators = 1u << 31;

    EventType type;     // e.g. "deal", "play", "claim", "score", "hand-end"
    int seat = -1;      // the seat it concerns, -1 for the table
    EventText text;     // notation or a short description
    EventValues values; // numbers that go with it (score changes, totals)
    std::uint32_t visibleTo = everyone;

    static std::uint32_t only(int seat) { return 1u << seat; }
    bool visibleFor(int viewer) const {
        return visibleTo == everyone || (viewer >= 0 && (visibleTo & only(viewer)) != 0);
    }
    bool operator==(const Event&) const = default;
};

} // namespace paiju
