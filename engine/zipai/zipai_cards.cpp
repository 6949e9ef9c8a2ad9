#include "zipai_cards.h"

namespace paiju::zipai {

int parseId(std::string_view text) {
    const auto type = zipaiDeck().parseType(text);
    return type ? *type : -1;
}

const std::string& token(int id) {
    // Looked up for every event and action text: the deck's tokens, fetched once.
    static const std::array<std::string, identities> tokens = [] {
        std::array<std::string, identities> t;
        for (int i = 0; i < identities; ++i)
            t[static_cast<std::size_t>(i)] = zipaiDeck().typeToken(i);
        return t;
    }();
    return tokens[static_cast<std::size_t>(id)];
}

} // namespace paiju::zipai
