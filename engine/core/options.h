#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace paiju {

// A table option a game offers: its key, what it means, its default and the values it accepts.
struct OptionSpec {
    enum class Kind { Integer, Flag, Choice };

    std::string key;
    Kind kind = Kind::Integer;
    std::string defaultValue;
    std::string description;
    int minimum = 0;                  // Integer only
    int maximum = 0;                  // Integer only
    std::vector<std::string> choices; // Choice only
    // A safety limit rather than a rule (a match's most hands): not offered in the new-game
    // dialog, and left out of Options::values() — so out of saved states, replays and reports —
    // while it has its default. Files made before such an option existed keep their bytes.
    bool advanced = false;

    // nullopt when the value is acceptable, else the reason it is not.
    std::optional<std::string> check(const std::string& value) const;
};

// The most hands a match may last, for games whose matches end on points (Tichu, Hakka): a safety
// limit real play never reaches, so that bots whose totals drift apart forever still finish.
// Reaching it ends the match with the totals as they stand; its `match-end` event says
// `hand limit`.
inline constexpr const char* handLimitKey = "hand_limit";
OptionSpec handLimitOption(int defaultLimit);

// Option values as text ("3", "true", "plus1"), checked against the game's specs on creation so
// that the rules code can read them without further validation.
class Options {
public:
    Options() = default;
    explicit Options(std::map<std::string, std::string> values) : values_(std::move(values)) {}

    // Fills in defaults and rejects unknown keys and bad values; the error names the option.
    static std::optional<Options> resolve(const std::vector<OptionSpec>& specs,
                                          const std::map<std::string, std::string>& given,
                                          std::string* error);

    int integer(const std::string& key) const;
    bool flag(const std::string& key) const;
    const std::string& text(const std::string& key) const;
    void set(const std::string& key, std::string value) {
        unlisted_.erase(key);
        values_[key] = std::move(value);
    }

    // Every value, except advanced options at their defaults (OptionSpec::advanced).
    const std::map<std::string, std::string>& values() const { return values_; }
    bool operator==(const Options&) const = default;

private:
    std::map<std::string, std::string> values_;
    std::map<std::string, std::string> unlisted_; // advanced options at their defaults
};

} // namespace paiju
