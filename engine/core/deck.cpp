#include "deck.h"

#include <stdexcept>

namespace paiju {

Deck::Deck(std::string id, std::vector<std::string> typeTokens, int copies)
    : id_(std::move(id)), tokens_(std::move(typeTokens)), copies_(copies) {
    if (copies_ < 1 || size() > 256)
        throw std::invalid_argument("deck does not fit the Card index type");
}

std::optional<int> Deck::parseType(std::string_view token) const {
    for (std::size_t i = 0; i < tokens_.size(); ++i)
        if (tokens_[i] == token)
            return static_cast<int>(i);
    return std::nullopt;
}

std::vector<Card> Deck::cards() const {
    std::vector<Card> all(static_cast<std::size_t>(size()));
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = static_cast<Card>(i);
    return all;
}

std::string Deck::format(const std::vector<Card>& cards) const {
    std::string text;
    text.reserve(4 * cards.size()); // tokens are 2-3 characters and a space
    for (Card c : cards) {
        if (!text.empty())
            text += ' ';
        text += token(c);
    }
    return text;
}

std::optional<std::vector<int>> Deck::parseTypes(std::string_view text) const {
    std::vector<int> types;
    for (std::string_view word : splitWords(text)) {
        auto type = parseType(word);
        if (!type)
            return std::nullopt;
        types.push_back(*type);
    }
    return types;
}

std::vector<std::string_view> splitWords(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n'))
            ++i;
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\n')
            ++i;
        if (i > start)
            words.push_back(text.substr(start, i - start));
    }
    return words;
}

namespace {

std::vector<std::string> product(std::string_view first, const std::vector<std::string>& second) {
    std::vector<std::string> out;
    for (char a : first)
        for (const auto& b : second)
            out.push_back(std::string(1, a) + b);
    return out;
}

} // namespace

const Deck& fourColorDeck() {
    static const Deck deck("fourcolor", product("RGYW", {"K", "A", "E", "C", "H", "P", "S"}), 4);
    return deck;
}

const Deck& hakkaDeck() {
    static const Deck deck = [] {
        auto tokens = product("SGZX", {"1", "2", "3", "4", "5", "6", "7", "8", "9"});
        tokens.push_back("Y1");
        return Deck("hakka", tokens, 1);
    }();
    return deck;
}

const Deck& tichuDeck() {
    static const Deck deck = [] {
        std::vector<std::string> tokens;
        for (char suit : std::string_view("jspt"))
            for (char rank : std::string_view("23456789TJQKA"))
                tokens.push_back(std::string{rank, suit});
        for (const char* special : {"MJ", "DG", "PH", "DR"})
            tokens.push_back(special);
        return Deck("tichu", tokens, 1);
    }();
    return deck;
}

const Deck* deckById(std::string_view id) {
    for (const Deck* deck : {&fourColorDeck(), &hakkaDeck(), &tichuDeck(), &zipaiDeck()})
        if (deck->id() == id)
            return deck;
    return nullptr;
}

const Deck& zipaiDeck() {
    static const Deck deck = [] {
        std::vector<std::string> tokens;
        for (const char* kase : {"S", "B"})
            for (int n = 1; n <= 10; ++n)
                tokens.push_back(kase + std::to_string(n));
        return Deck("zipai", tokens, 4);
    }();
    return deck;
}

} // namespace paiju
