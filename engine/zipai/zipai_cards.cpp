#include "zipai_cards.h"

#include <numeric>

namespace paiju::zipai {

int parseId(std::string_view text) {
    const auto type = zipaiDeck().parseType(text);
    return type ? *type : -1;
}

int total(const Counts& counts) {
    return std::accumulate(counts.begin(), counts.end(), 0);
}

} // namespace paiju::zipai
