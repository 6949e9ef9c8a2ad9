#include "options.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace paiju {

namespace {

std::optional<int> toInt(const std::string& text) {
    int value = 0;
    const char* end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || text.empty())
        return std::nullopt;
    return value;
}

} // namespace

std::optional<std::string> OptionSpec::check(const std::string& value) const {
    switch (kind) {
    case Kind::Integer: {
        auto number = toInt(value);
        if (!number)
            return "'" + value + "' is not a whole number";
        if (*number < minimum || *number > maximum)
            return "must be between " + std::to_string(minimum) + " and " + std::to_string(maximum);
        return std::nullopt;
    }
    case Kind::Flag:
        if (value == "true" || value == "false")
            return std::nullopt;
        return "must be true or false";
    case Kind::Choice:
        if (std::find(choices.begin(), choices.end(), value) != choices.end())
            return std::nullopt;
        std::string list;
        for (const auto& c : choices)
            list += (list.empty() ? "" : ", ") + c;
        return "must be one of " + list;
    }
    return "unknown option kind";
}

OptionSpec handLimitOption(int defaultLimit) {
    OptionSpec spec{handLimitKey,
                    OptionSpec::Kind::Integer,
                    std::to_string(defaultLimit),
                    "the most hands a match lasts; reaching it ends the match as it stands",
                    1,
                    1'000'000,
                    {}};
    spec.advanced = true;
    return spec;
}

std::optional<Options> Options::resolve(const std::vector<OptionSpec>& specs,
                                        const std::map<std::string, std::string>& given,
                                        std::string* error) {
    std::map<std::string, std::string> values;
    for (const auto& spec : specs)
        values[spec.key] = spec.defaultValue;
    for (const auto& [key, value] : given) {
        // A lambda takes the key by name: clang before 16 cannot capture a structured binding.
        auto spec = std::find_if(specs.begin(), specs.end(),
                                 [&name = key](const OptionSpec& s) { return s.key == name; });
        if (spec == specs.end()) {
            if (error)
                *error = "unknown option '" + key + "'";
            return std::nullopt;
        }
        if (auto problem = spec->check(value)) {
            if (error)
                *error = "option '" + key + "' " + *problem;
            return std::nullopt;
        }
        values[key] = value;
    }
    Options out(std::move(values));
    for (const auto& spec : specs)
        if (spec.advanced && out.values_[spec.key] == spec.defaultValue) {
            out.unlisted_[spec.key] = spec.defaultValue;
            out.values_.erase(spec.key);
        }
    return out;
}

int Options::integer(const std::string& key) const {
    auto number = toInt(text(key));
    if (!number)
        throw std::logic_error("option " + key + " is not an integer");
    return *number;
}

bool Options::flag(const std::string& key) const {
    return text(key) == "true";
}

const std::string& Options::text(const std::string& key) const {
    auto it = values_.find(key);
    if (it == values_.end() && (it = unlisted_.find(key)) == unlisted_.end())
        throw std::logic_error("option " + key + " was not resolved");
    return it->second;
}

} // namespace paiju
