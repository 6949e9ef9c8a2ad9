#pragma once

#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/rng.h"
#include "core/setup.h"
#include "hakka_rules.h"

#include <array>
#include <optional>

namespace paiju::hakka {

enum class Phase : std::uint8_t { Bidding, Lead, Follow, Over };
const char* phaseName(Phase phase); // as phase() reports it and saved states store it

// One move of a seat, as the engine reasons about it; the text notation (docs/notation.md) is
// only its outside form.
struct Move {
    enum class Type : std::uint8_t { Call, Pass, Play, Discard, Declare };
    Type type = Type::Pass;
    Mask cards = 0;
    bool operator==(const Move&) const = default;
};

std::string moveText(const Move& move);
std::optional<Move> parseMove(std::string_view text, std::string* error);

// A whole Hakka match (rules: ../shared/rules/hakka.md): deals, bidding, tricks, declaration,
// settlement, dealer rotation and the count of 圈 until the game ends.
class HakkaGame final : public RulesOf<Move> {
public:
    using Hands = std::array<Mask, seats>;

    explicit HakkaGame(const Setup& setup);
    // The first hand is dealt as given (hands[dummy] holds one card) by `dealer`.
    HakkaGame(const Setup& setup, int dealer, const Hands& hands);

    std::string gameId() const override { return "hakka"; }
    const Deck& deck() const override { return hakkaDeck(); }
    std::unique_ptr<GameState> clone() const override;
    int seatCount() const override { return hakka::seats; }
    std::string phase() const override;
    std::vector<std::string> legalActions(int seat) const override;
    SeatSet awaiting() const override;
    std::string randomLegalAction(int seat, Rng& rng) const override;
    bool playRandom(int seat, Rng& rng, std::string* text = nullptr) override {
        return hasSeat(seat) && performOwn(seat, randomMove(seat, rng), text, moveText);
    }
    bool isTerminal() const override { return p_.phase == Phase::Over; }
    const MatchRecord& record() const override { return p_; }
    std::vector<Card> knownCards(int seat) const override;
    std::unique_ptr<BotView> botView(int seat) const override;

    std::vector<Move> legalMoves(int seat) const;
    // One of legalMoves(seat), uniformly; nullopt when there is none.
    std::optional<Move> randomMove(int seat, Rng& rng) const;

    // The whole state, for the JSON layer. Bots read only the public parts and their own hand.
    struct Parts : MatchRecord {
        Phase phase = Phase::Bidding;
        int dealer = 0;
        int passCount = 0; // times the deal has passed on (§11)
        int handNumber = 0;
        Hands hands{};
        std::array<int, seats> bids{}; // 0 not asked, 1 called, 2 passed
        int caller = -1;
        int privileged = -1;
        int turn = -1;    // the seat to act; -1 when the match is over
        int leader = -1;  // leader of the trick in play
        Mask current = 0; // the best play of the trick so far
        int best = -1;    // its owner
        Mask trickFaceUp = 0;
        std::array<int, seats> trickDiscards{}; // cards discarded in the trick, per seat
        Mask faceUp = 0;                        // F: every card played face up this hand
        std::array<Mask, seats> discarded{};    // face down, this hand
        std::array<int, seats> wonHu{};
        std::array<Mask, seats> winningCards{};
        bool mayDeclare = false; // the leader won the last trick and is eligible
        Mask revealed = 0;       // shown at the end of the hand: dummy card, counted elders
        bool operator==(const Parts&) const = default;
    };
    explicit HakkaGame(Parts parts);
    const Parts& parts() const { return p_; }

    int dummy() const { return (p_.dealer + 2) % hakka::seats; }
    int rounds() const { return p_.options.integer("rounds"); }
    bool isActive(int seat) const { return seat != dummy(); }
    int nextActive(int seat) const;
    int eldersHeld(int seat) const { return count(p_.hands[idx(seat)] & elderMask(p_.faceUp)); }
    bool eligible(int seat) const;

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    bool isLegal(int seat, const Move& move) const;
    std::optional<Move> parse(std::string_view text, std::string* error) const override;
    std::string check(int seat, Move& move) const override;
    void perform(int seat, const Move& move) override;
    void deal(std::optional<Hands> given = std::nullopt);
    void endBidding();
    void startPlay();
    void finishTrick();
    void declare(int seat, bool automatic);
    void settleHand(std::optional<Settlement> settlement, std::vector<std::string> lines);

    Parts p_;
};

// What a Hakka bot may read: its own hand and discards, what is face up, the trick in play, whose
// turn it is and its legal moves.
class HakkaView final : public BotView {
public:
    using BotView::BotView;
    Phase phase() const { return p().phase; }
    int turn() const { return p().turn; }
    int dealer() const { return p().dealer; }
    // Whether the seat, on turn, may declare (§14.8): in its own legal list too.
    bool mayDeclare() const { return p().turn == seat() && p().mayDeclare; }
    Mask hand() const { return p().hands[static_cast<std::size_t>(seat())]; }
    Mask discarded() const { return p().discarded[static_cast<std::size_t>(seat())]; }
    Mask faceUp() const { return p().faceUp; }
    Mask current() const { return p().current; }
    std::vector<Move> legalMoves() const { return game().legalMoves(seat()); }

private:
    const HakkaGame& game() const { return static_cast<const HakkaGame&>(state()); }
    const HakkaGame::Parts& p() const { return game().parts(); }
};

} // namespace paiju::hakka
