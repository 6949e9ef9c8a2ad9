#include "text_template.h"

#include <map>
#include <mutex>
#include <regex>

namespace paiju {

namespace {

std::regex patternOf(const std::string& text) {
    std::string pattern;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size()) {
            switch (text[++i]) {
            case 's':
                pattern += "seat (\\d+)";
                break;
            case 't':
                pattern += "team ([AB])";
                break;
            case 'n':
                pattern += "(-?\\d+)";
                break;
            case 'c':
                pattern += "([A-Za-z0-9]+)";
                break;
            case 'l':
                pattern += "([A-Za-z0-9=]+(?: [A-Za-z0-9=]+)*)";
                break;
            case 'r':
                pattern += "([2-9TJQKA]|10)";
                break;
            case 'p':
                pattern += "([a-z-]+)";
                break;
            default:
                pattern += "(.+)";
            }
        } else if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos) {
            pattern += std::string("\\") + c;
        } else {
            pattern += c;
        }
    }
    return std::regex(pattern);
}

// Each list of templates is compiled once (the lists are static).
const std::vector<std::pair<std::string, std::regex>>& patterns(const TextTemplates& templates) {
    static std::mutex lock;
    static std::map<const TextTemplates*, std::vector<std::pair<std::string, std::regex>>> all;
    const std::lock_guard<std::mutex> guard(lock);
    auto& compiled = all[&templates];
    if (compiled.empty())
        for (const auto& [key, text] : templates)
            compiled.emplace_back(key, patternOf(text));
    return compiled;
}

} // namespace

TemplatedText parseTemplated(const TextTemplates& templates, const std::string& text) {
    std::smatch m;
    for (const auto& [key, pattern] : patterns(templates))
        if (std::regex_match(text, m, pattern)) {
            TemplatedText parsed{key, {}};
            for (std::size_t i = 1; i < m.size(); ++i)
                parsed.args.push_back(m[i].str());
            return parsed;
        }
    return {{}, {text}};
}

const std::string& templateOf(const TextTemplates& templates, const std::string& key) {
    static const std::string none;
    for (const auto& [k, text] : templates)
        if (k == key)
            return text;
    return none;
}

std::string writeTemplated(const TextTemplates& templates, const std::string& key,
                           const std::vector<std::string>& args) {
    const std::string& pattern = templateOf(templates, key);
    std::string out;
    if (pattern.empty()) {
        for (const std::string& a : args)
            out += (out.empty() ? "" : " ") + a;
        return out;
    }
    std::size_t arg = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] != '%' || i + 1 >= pattern.size()) {
            out += pattern[i];
            continue;
        }
        const char kind = pattern[++i];
        const std::string value = arg < args.size() ? args[arg] : std::string();
        ++arg;
        out += kind == 's' ? "seat " + value : kind == 't' ? "team " + value : value;
    }
    return out;
}

} // namespace paiju
