#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace paiju {

// A physical card: its index within its deck. Index = type * copies + copy, which is the id scheme
// of all four rule specifications (one copy per type in Hakka and Tichu, four in the others).
using Card = std::uint8_t;

// The contents of one deck: the text token of each card type, and how many identical copies of each
// type it holds. Tokens name types, never copies: copies are identical for every rule.
class Deck {
public:
    Deck(std::string id, std::vector<std::string> typeTokens, int copies);

    const std::string& id() const { return id_; }
    int size() const { return static_cast<int>(tokens_.size()) * copies_; }
    int typeCount() const { return static_cast<int>(tokens_.size()); }
    int copies() const { return copies_; }

    int typeOf(Card card) const { return card / copies_; }
    int copyOf(Card card) const { return card % copies_; }
    Card card(int type, int copy = 0) const { return static_cast<Card>(type * copies_ + copy); }

    const std::string& typeToken(int type) const {
        return tokens_.at(static_cast<std::size_t>(type));
    }
    const std::string& token(Card card) const { return typeToken(typeOf(card)); }
    std::optional<int> parseType(std::string_view token) const;

    // Every card of the deck in index order: the order a fresh deck is gathered in before
    // shuffling.
    std::vector<Card> cards() const;

    std::string format(const std::vector<Card>& cards) const;
    // Splits on white space; nullopt when any token is unknown.
    std::optional<std::vector<int>> parseTypes(std::string_view text) const;

private:
    std::string id_;
    std::vector<std::string> tokens_;
    int copies_;
};

// The four decks of the rule specifications (each spec's §1 gives contents and ids).
const Deck& fourColorDeck(); // 28 types (R/G/Y/W x K A E C H P S) x 4 = 112
const Deck& hakkaDeck();     // S/G/Z/X 1-9 and Y1 = 37
const Deck& tichuDeck();     // 2..A of j/s/p/t, then MJ DG PH DR = 56
const Deck& zipaiDeck();     // S1..S10, B1..B10 x 4 = 80
// One of the four by its id (fourcolor, hakka, tichu, zipai); nullptr for any other.
const Deck* deckById(std::string_view id);

std::vector<std::string_view> splitWords(std::string_view text);

} // namespace paiju
