#include "zipai_cards.h"

namespace paiju::zipai {

int parseId(std::string_view text) {
    const auto type = zipaiDeck().parseType(text);
    return type ? *type : -1;
}

int total(const Counts& counts) {
    unsigned sum = 0; // a plain loop the compiler unrolls; hot in every claim check
    for (std::uint8_t c : counts)
        sum += c;
    return static_cast<int>(sum);
}

} // namespace paiju::zipai
