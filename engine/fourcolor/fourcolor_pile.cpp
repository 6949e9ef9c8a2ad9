#include "fourcolor/fourcolor_pile.h"

#include "core/deck.h"

namespace paiju::fourcolor {

void PileByLog::settle() {
    if (open_.seat >= 0 && open_.type >= 0)
        laid_.push_back(open_);
    open_ = {};
}

void PileByLog::read(std::string_view type, int seat, std::string_view text) {
    if (type == "discard" || type == "draw") {
        settle(); // the card before this one was not claimed: its window closed with this draw
        const auto card = fourColorDeck().parseType(text);
        open_ = {seat, card ? *card : -1};
    } else if (type == "claim" || type == "hu") {
        open_ = {}; // taken into a meld or the winning hand
    } else if (type == "deal") {
        open_ = {};
        laid_.clear(); // a new hand, a new pile
    }
}

void PileByLog::finish(bool cardOnOffer) {
    if (cardOnOffer)
        open_ = {};
    else
        settle();
}

} // namespace paiju::fourcolor
