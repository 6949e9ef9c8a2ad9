#pragma once

#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/setup.h"
#include "tichu_combos.h"
#include "tichu_scoring.h"

#include <array>
#include <optional>
#include <span>

namespace paiju::tichu {

// The phases of §3 with the sub-states of play (§7.1).
enum class Phase : std::uint8_t { Grand, Passing, Lead, Follow, Closing, Wish, Gift, Over };
const char* phaseName(Phase phase); // as phase() reports it and saved states store it

// One action of a seat as the engine reasons about it; the text notation of §18
// (docs/notation.md) is only its outside form.
struct Move {
    enum class Type : std::uint8_t { Grand, NoGrand, Tichu, Give, Play, Pass, NoBomb, Wish, Gift };
    Type type = Type::Pass;
    Combo combo;                                 // Play
    std::array<std::int8_t, 3> give{-1, -1, -1}; // Give: to the right, the partner, the left
    std::int8_t value = 0;                       // Wish: rank 2…14, 0 = none; Gift: the recipient
    bool operator==(const Move&) const = default;
};

std::string moveText(const Move& move);
// A `play` without `PH=` for a Phoenix combination comes back with phoenixAs 0; apply() then takes
// the highest legal reading (§8.4).
std::optional<Move> parseMove(std::string_view text, std::string* error);

struct TrickPlay {
    int seat = -1;
    Combo combo;
    bool operator==(const TrickPlay&) const = default;
};

// A whole Tichu game (rules: ../shared/rules/tichu.md): rounds of deal, Grand Tichu window,
// exchange, tricks with out-of-turn bombs, the wish, the Dog and the Dragon, scoring, until a team
// reaches the target.
class TichuGame final : public RulesOf<Move> {
public:
    using Hands = std::array<Mask, seats>;

    explicit TichuGame(const Setup& setup);
    // The first round dealt as given: 14 cards per seat, of which the first 8 are the ones seen
    // in the Grand Tichu window.
    TichuGame(const Setup& setup, const std::array<std::vector<Card>, seats>& deal);

    std::string gameId() const override { return "tichu"; }
    const Deck& deck() const override { return tichuDeck(); }
    std::unique_ptr<GameState> clone() const override;
    int seatCount() const override { return seats; }
    std::string phase() const override { return phaseName(p_.phase); }
    std::vector<std::string> legalActions(int seat) const override;
    // Without the 2,184 ways to pass cards: the observation's `mayGive` says that there are some.
    std::vector<std::string> shownActions(int seat) const override;
    SeatSet awaiting() const override;
    bool inWindow() const override;
    std::string declineAction() const override { return "nobomb"; }
    std::string randomLegalAction(int seat, Rng& rng) const override;
    bool playRandom(int seat, Rng& rng, std::string* text = nullptr) override {
        return hasSeat(seat) && performOwn(seat, randomMove(seat, rng), text, moveText);
    }
    bool isTerminal() const override { return p_.phase == Phase::Over; }
    const MatchRecord& record() const override { return p_; }
    std::vector<Card> knownCards(int seat) const override;
    std::unique_ptr<BotView> botView(int seat) const override;

    // `withGives` false leaves out the 2,184 ways to pass cards (mayGive() says whether there
    // are any), for callers that only need to know that the seat may pass.
    void legalMoves(int seat, std::vector<Move>& out, bool withGives = true) const;
    // Passing, and this seat has not given its three cards yet (R5.1).
    bool mayGive(int seat) const;
    std::vector<Move> legalMoves(int seat) const;
    // A legal move of the seat drawn uniformly without writing out the 2,184 ways to pass cards;
    // nullopt when the seat has none.
    std::optional<Move> randomMove(int seat, Rng& rng) const;

    // The whole state, for the JSON layer. Bots read only the public parts and their own hand.
    struct Parts : MatchRecord {
        Phase phase = Phase::Grand;
        int round = 0;
        Hands hands{};
        Hands undealt{}; // the 6 cards each seat receives after the Grand Tichu window
        Hands won{};
        std::array<std::uint8_t, seats> grand{}; // 0 undecided, 1 called, 2 declined
        std::array<Call, seats> calls{};
        std::array<std::array<std::int8_t, 3>, seats> given{}; // -1: not yet submitted
        std::uint8_t played = 0;                               // seats that played a card
        std::vector<int> outOrder;
        std::vector<TrickPlay> trick;
        int turn = -1;            // the seat whose regular action is awaited
        std::uint8_t passed = 0;  // since the top was played
        std::uint8_t pending = 0; // Closing: seats that may still bomb
        int wish = 0;             // active wished rank, 0 none
        bool mahJongPlayed = false;
        bool roundEnding = false; // Gift: the round ends once the trick is given
        Mask revealed = 0;        // the last player's hand, shown when the round ends
        bool operator==(const Parts&) const = default;
    };
    explicit TichuGame(Parts parts);
    const Parts& parts() const { return p_; }

    int target() const { return p_.options.integer("target"); }
    bool isActive(int seat) const;
    int nextActive(int seat) const;
    bool mayCallTichu(int seat) const;
    const Combo* top() const { return p_.trick.empty() ? nullptr : &p_.trick.back().combo; }
    Mask trickCards() const;
    // §10.4: whether the seat on turn is obliged by the wish, given its regular plays.
    bool obliged(int seat, std::span<const Combo> plays) const;
    std::vector<int> publicAwaiting() const; // awaiting() with Closing masked (§17)

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    void deal(const std::array<std::vector<Card>, seats>* given = nullptr);
    bool regularPlays(int seat, std::vector<Combo>& out) const;
    bool allowedUnderWish(const Combo& c) const;
    // The legal plays of the seat made of exactly these cards, without listing every other move.
    void playsWith(int seat, Mask cards, std::vector<Combo>& out) const;
    bool mayPass(int seat) const;
    bool isLegal(int seat, const Move& move) const;
    std::optional<Move> resolve(int seat, const Move& parsed, std::string* error) const;
    std::string refusal(int seat, const Move& move) const;
    std::optional<Move> parse(std::string_view text, std::string* error) const override;
    std::string check(int seat, Move& move) const override;
    void perform(int seat, const Move& move) override;
    void playCombo(int seat, const Combo& combo);
    void enterClosing();
    void collect();
    void leadFrom(int owner);
    void endRound(bool doubleVictory);

    Parts p_;
};

// What a Tichu bot may read: its own hand, the others' card counts and calls, the trick on the
// table and its legal moves.
class TichuView final : public BotView {
public:
    using BotView::BotView;
    Phase phase() const { return p().phase; }
    Mask hand() const { return p().hands[static_cast<std::size_t>(seat())]; }
    int cardsOf(int s) const { return count(p().hands[static_cast<std::size_t>(s)]); }
    Call call(int s) const { return p().calls[static_cast<std::size_t>(s)]; }
    bool partnerCalled() const { return call(partnerOf(seat())) != Call::None; }
    const std::vector<TrickPlay>& trick() const { return p().trick; }
    Mask trickCards() const { return game().trickCards(); }
    // `withGives` false leaves out the 2,184 ways to pass cards; mayGive() says there are some.
    void legalMoves(std::vector<Move>& out, bool withGives = true) const {
        game().legalMoves(seat(), out, withGives);
    }
    bool mayGive() const { return game().mayGive(seat()); }

private:
    const TichuGame& game() const { return static_cast<const TichuGame&>(state()); }
    const TichuGame::Parts& p() const { return game().parts(); }
};

} // namespace paiju::tichu
