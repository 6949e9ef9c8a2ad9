#include "match_ledger.h"

#include <stdexcept>

namespace paiju {

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
