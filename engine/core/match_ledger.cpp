#include "match_ledger.h"

#include <regex>
#include <stdexcept>

namespace paiju {

// Placeholders: %s a seat ("seat 2"), %t a team ("team A"), %n a number, %c a card token, %x a
// name. Each line a game writes matches exactly one template.
const std::vector<std::pair<std::string, std::string>>& LedgerLine::templates() {
    static const std::vector<std::pair<std::string, std::string>> all = {
        {"fourcolor.hu", "%s declares hu: base %n + flower %n = %n"},
        {"fourcolor.pays", "each other player pays %n"},
        {"fourcolor.xianggong", "xianggong: pays 11 to each other player"},
        {"fourcolor.exhausted", "exhaustive draw: nothing is paid"},
        {"hakka.no-winner", "no winner: nothing is paid"},
        {"hakka.declare", "%s declares: %n hu won + %n elders = %n hu, %n per payer"},
        {"hakka.dummy", "dummy %s: %n hu, %n per payer"},
        {"hakka.privileged", "%s called as privileged player and lost: pays for both"},
        {"tichu.double-victory", "double victory: %t 200, %t 0"},
        {"tichu.last", "%s is last: the hand (%n) goes to %t, the tricks (%n) to %s"},
        {"tichu.card-points", "%t: %n card points"},
        {"tichu.tichu-made", "%s Tichu made: +%n to %t"},
        {"tichu.tichu-failed", "%s Tichu failed: %n to %t"},
        {"tichu.grand-made", "%s Grand Tichu made: +%n to %t"},
        {"tichu.grand-failed", "%s Grand Tichu failed: %n to %t"},
        {"zipai.xing-haidi", "醒 at 海底: %n"},
        {"zipai.xing-none", "醒: no card left: 0"},
        {"zipai.xing", "醒 %c: +%n 舵"},
        {"zipai.win-discard", "%s wins on %s's discard: %n 油, %n 舵 base"},
        {"zipai.win-flip", "%s wins on %s's flip: %n 油, %n 舵 base"},
        {"zipai.win-self", "%s wins (自摸): %n 油, %n 舵 base"},
        {"zipai.mingtang", "名堂 %x"},
        {"zipai.per-payer", "%n 舵 per payer"},
        {"zipai.drawn", "流局: the stock ran out"},
        {"goofspiel.won", "%s won %n prizes worth %n"},
    };
    return all;
}

namespace {

const std::vector<std::pair<std::string, std::regex>>& patterns() {
    static const std::vector<std::pair<std::string, std::regex>> all = [] {
        std::vector<std::pair<std::string, std::regex>> out;
        for (const auto& [key, text] : LedgerLine::templates()) {
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
                    default:
                        pattern += "(.+)";
                    }
                } else if (std::string("\\^$.|?*+()[]{}").find(c) != std::string::npos) {
                    pattern += std::string("\\") + c;
                } else {
                    pattern += c;
                }
            }
            out.emplace_back(key, std::regex(pattern));
        }
        return out;
    }();
    return all;
}

} // namespace

LedgerLine LedgerLine::parse(const std::string& text) {
    std::smatch m;
    for (const auto& [key, pattern] : patterns())
        if (std::regex_match(text, m, pattern)) {
            LedgerLine line{key, {}};
            for (std::size_t i = 1; i < m.size(); ++i)
                line.args.push_back(m[i].str());
            return line;
        }
    return {{}, {text}};
}

std::string LedgerLine::text() const {
    for (const auto& [k, pattern] : templates()) {
        if (k != key)
            continue;
        std::string out;
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
    std::string out;
    for (const std::string& a : args)
        out += (out.empty() ? "" : " ") + a;
    return out;
}

void MatchLedger::record(HandResult result) {
    if (result.deltas.size() != totals_.size())
        throw std::invalid_argument("hand result has the wrong number of seats");
    for (std::size_t i = 0; i < totals_.size(); ++i)
        totals_[i] += result.deltas[i];
    history_.push_back(std::move(result));
}

std::vector<int> MatchLedger::places() const {
    std::vector<int> place(totals_.size(), 1);
    for (std::size_t i = 0; i < totals_.size(); ++i)
        for (std::size_t j = 0; j < totals_.size(); ++j)
            if (totals_[j] > totals_[i])
                ++place[i];
    return place;
}

MatchLedger MatchLedger::restore(std::vector<int> totals, std::vector<HandResult> history) {
    MatchLedger ledger;
    ledger.totals_ = std::move(totals);
    ledger.history_ = std::move(history);
    return ledger;
}

} // namespace paiju
