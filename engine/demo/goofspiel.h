#pragma once

#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/options.h"
#include "core/rng.h"
#include "core/setup.h"

#include <optional>

namespace paiju {

// Goofspiel, the engine's reference game: small enough to read in one sitting, yet it has what the
// real games need from the core: simultaneous sealed decisions, a hidden stock, per-seat hands,
// hands within a match. Each seat holds one suit 1..n; a prize card is turned up and every seat
// bids one card face down; the highest single bid takes the prize's value, equal highest bids
// lose it. Tests of the core contract run on it; it is not offered as one of the table games.
class Goofspiel final : public RulesOf<std::string> {
public:
    static const Deck& goofDeck(); // P1..P13 prizes, then suits A, B, C, D (one per seat)

    explicit Goofspiel(const Setup& setup);
    // The first hand uses `prizeOrder` (prize values top first) instead of a shuffle.
    Goofspiel(const Setup& setup, const std::vector<int>& prizeOrder);

    std::string gameId() const override { return "goofspiel"; }
    const Deck& deck() const override { return goofDeck(); }
    std::unique_ptr<GameState> clone() const override;
    int seatCount() const override { return seats_; }
    std::string phase() const override;
    std::vector<std::string> legalActions(int seat) const override;
    SeatSet awaiting() const override;
    bool isTerminal() const override { return over_; }
    const MatchRecord& record() const override { return record_; }
    std::vector<Card> knownCards(int seat) const override;
    std::unique_ptr<BotView> botView(int seat) const override;

    // Read access for the JSON layer and the bots (bots use only public fields and their own).
    int cardsPerSuit() const { return cardsPerSuit_; }
    int handNumber() const { return handNumber_; }
    std::optional<Card> prize() const { return prize_; }
    const std::vector<Card>& prizeStock() const { return prizeStock_; }
    const std::vector<Card>& hand(int seat) const { return hands_[idx(seat)]; }
    std::optional<Card> bid(int seat) const { return bids_[idx(seat)]; }
    const std::vector<Card>& played() const { return played_; }
    const std::vector<Card>& won(int seat) const { return won_[idx(seat)]; }
    int handPoints(int seat) const { return handPoints_[idx(seat)]; }
    const Rng& rng() const { return record_.rng; }

    static int valueOf(Card card) { return card % 13 + 1; }
    static int suitOf(Card card) { return card / 13 - 1; } // -1 for a prize card
    static Card cardFor(int suit, int value) {
        return static_cast<Card>((suit + 1) * 13 + value - 1);
    }

    // Rebuilds a state from saved parts; the JSON layer has checked them.
    struct Parts : MatchRecord {
        int seats = 0;
        int handNumber = 1;
        std::vector<Card> prizeStock;
        std::optional<Card> prize;
        std::vector<std::vector<Card>> hands;
        std::vector<std::optional<Card>> bids;
        std::vector<Card> played;
        std::vector<std::vector<Card>> won;
        std::vector<int> handPoints;
        bool over = false;
    };
    explicit Goofspiel(Parts parts);

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    // A bid is named by its card's token.
    std::optional<std::string> parse(std::string_view text, std::string* error) const override;
    std::string check(int seat, std::string& card) const override;
    void perform(int seat, const std::string& card) override;
    void startHand(std::vector<Card> prizes);
    void turnPrize();
    void resolveBids();
    void endHand();

    int seats_ = 0;
    int cardsPerSuit_ = 13;
    int handsInMatch_ = 1;
    MatchRecord record_;
    int handNumber_ = 0;
    std::vector<Card> prizeStock_; // hidden from everyone; front is the next prize
    std::optional<Card> prize_;
    std::vector<std::vector<Card>> hands_;
    std::vector<std::optional<Card>> bids_; // sealed until every seat has bid
    std::vector<Card> played_;              // revealed bids and lost prizes
    std::vector<std::vector<Card>> won_;
    std::vector<int> handPoints_;
    bool over_ = false;
};

// What a Goofspiel bot may read: the prize on the table, its own hand and whether it has bid.
class GoofspielView final : public BotView {
public:
    using BotView::BotView;
    std::optional<Card> prize() const { return game().prize(); }
    const std::vector<Card>& hand() const { return game().hand(seat()); }
    bool hasBid() const { return game().bid(seat()).has_value(); }

private:
    const Goofspiel& game() const { return static_cast<const Goofspiel&>(state()); }
};

} // namespace paiju
