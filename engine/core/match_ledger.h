#pragma once

#include "text_template.h"

#include <string>
#include <utility>
#include <vector>

namespace paiju {

// One line that explains a settled hand, as data: a key naming the kind of line and its
// arguments (seats and teams as numbers and letters, points, card tokens, names), so that an app
// can say it in its own language. A hand's lines are kept, saved and printed in English
// (`HandResult::lines`); `parse` reads the key and arguments back from that text, and `text`
// writes it, byte for byte.
struct LedgerLine {
    std::string key; // e.g. "hakka.declare"; empty when the text is no line the games write
    std::vector<std::string> args;

    static LedgerLine parse(const std::string& text);
    // The English line; for an unknown key, the arguments joined.
    std::string text() const;
    // The keys every game may write, each with its English template.
    static const TextTemplates& templates();
    bool operator==(const LedgerLine&) const = default;
};

// One settled hand: what each seat gained or lost, and the lines that explain it.
struct HandResult {
    std::vector<int> deltas;
    std::vector<std::string> lines;
    bool operator==(const HandResult&) const = default;
};

// Running totals of a match, shared by every game: points carried from hand to hand and the
// record of each settled hand. When a match ends and who deals next are each game's own rules.
class MatchLedger {
public:
    MatchLedger() = default;
    MatchLedger(int seats, int startingPoints)
        : totals_(static_cast<std::size_t>(seats), startingPoints) {}

    void record(HandResult result);
    const std::vector<int>& totals() const { return totals_; }
    const std::vector<HandResult>& history() const { return history_; }
    int handsPlayed() const { return static_cast<int>(history_.size()); }

    // Place of each seat, 1 = best; equal totals share a place.
    std::vector<int> places() const;

    // For restoring a saved state.
    static MatchLedger restore(std::vector<int> totals, std::vector<HandResult> history);
    bool operator==(const MatchLedger&) const = default;

private:
    std::vector<int> totals_;
    std::vector<HandResult> history_;
};

} // namespace paiju
