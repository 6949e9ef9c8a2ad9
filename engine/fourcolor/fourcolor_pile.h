#pragma once

#include <string_view>
#include <vector>

namespace paiju::fourcolor {

// The discard pile told apart by seat, from what every seat may read: the log. A card drawn or
// discarded that nobody claims lies in front of the seat that drew or discarded it (§4); the
// state keeps the pile as one list, and the table shows it seat by seat. The rules' own order of
// things decides it: the window on a card closes either with a claim or hu (the card leaves the
// pile's way) or with the next draw, which lays it down.
class PileByLog {
public:
    struct Laid {
        int seat = -1;
        int type = -1; // the card's type (fourcolor_cards.h)
        bool operator==(const Laid&) const = default;
    };

    // The next event of the log, as the engine writes it: its type, seat and text.
    void read(std::string_view type, int seat, std::string_view text);
    // The log is read to its end. `cardOnOffer`: the state still offers its last drawn or
    // discarded card (its window is open), so that card is not laid yet; otherwise it is (the
    // stock ran out after it, or the match ended with it).
    void finish(bool cardOnOffer);

    // The cards laid in the hand the log is in, in the order laid.
    const std::vector<Laid>& laid() const { return laid_; }

private:
    void settle();

    std::vector<Laid> laid_;
    Laid open_; // the card drawn or discarded last, its window not closed yet
};

} // namespace paiju::fourcolor
