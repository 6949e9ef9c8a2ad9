#include "match_ledger.h"

#include <stdexcept>

namespace paiju {

// Placeholders (core/text_template.h): %s a seat, %t a team, %n a number, %c a card token, %x a
// name. Each line a game writes matches exactly one template.
const TextTemplates& LedgerLine::templates() {
    static const TextTemplates all = {
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

LedgerLine LedgerLine::parse(const std::string& text) {
    TemplatedText parsed = parseTemplated(templates(), text);
    return {std::move(parsed.key), std::move(parsed.args)};
}

std::string LedgerLine::text() const {
    return writeTemplated(templates(), key, args);
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
