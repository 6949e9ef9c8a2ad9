#pragma once

#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/rng.h"
#include "core/setup.h"
#include "fourcolor_melds.h"

#include <optional>

namespace paiju::fourcolor {

enum class Phase : std::uint8_t { Discard, Claim, Over };
enum class Source : std::uint8_t { Discard, Draw };
const char* phaseName(Phase phase);

// §13.2: the unused stock stays on top in its order; every other card, gathered in index order,
// is shuffled with the match RNG and put under it.
std::vector<Card> nextDeck(const std::vector<Card>& stock, Rng& rng);

// A seat's move: a discard, or a declaration in a claim window (rules §7.2).
struct Move {
    enum class Type : std::uint8_t { Discard, Pass, Hu, Kong, Pung, Chow };
    Type type = Type::Pass;
    int card = -1;                  // Discard: the type discarded
    MeldKind meld = MeldKind::Pair; // Kong, Pung, Chow: the meld it makes
    TypeList handTypes;             // Kong, Pung, Chow: the types it takes from the hand
    bool operator==(const Move&) const = default;
};

std::string moveText(const Move& move);
// The legal move a parsed one stands for (its words name no hand cards except for soldiers3).
const Move* findMove(const std::vector<Move>& legal, const Move& given);
std::optional<Move> parseMove(std::string_view text, std::string* error);

// A claim as its log event writes it (`pung: RC RC RC`, `chow soldiers3 GS YS: GS RS YS`), read
// back: the declaration, and the card types of the meld it laid, in order. Empty for any other
// text.
struct LaidClaim {
    Move move;
    std::vector<int> types;
};
std::optional<LaidClaim> readClaim(std::string_view text);

// A laid meld's cards, four at most (§6), kept inline: a seat lays several melds a hand, and a heap
// list for each showed in the profile. Reads like a vector of cards and converts to one.
class MeldCards {
public:
    static constexpr std::size_t capacity = 4;

    MeldCards() = default;
    // The first `capacity` of the cards: a longer list makes no meld (loading refuses it).
    MeldCards(const Card* first, const Card* last) {
        for (; first != last && n_ < capacity; ++first)
            c_[n_++] = *first;
    }
    MeldCards(const std::vector<Card>& cards)
        : MeldCards(cards.data(), cards.data() + cards.size()) {}

    const Card* begin() const { return c_.data(); }
    const Card* end() const { return c_.data() + n_; }
    std::size_t size() const { return n_; }
    bool empty() const { return n_ == 0; }
    Card operator[](std::size_t i) const { return c_[i]; }
    Card front() const { return c_[0]; }
    Card back() const { return c_[n_ - 1]; }
    std::vector<Card> toVector() const { return {begin(), end()}; }
    operator std::vector<Card>() const { return toVector(); }
    bool operator==(const MeldCards& other) const {
        return n_ == other.n_ && std::equal(begin(), end(), other.begin());
    }

private:
    std::array<Card, capacity> c_{};
    std::uint8_t n_ = 0;
};

struct ExposedMeld {
    MeldKind kind = MeldKind::Pair;
    MeldCards cards;
    bool operator==(const ExposedMeld&) const = default;
};

struct CurrentCard {
    Card card = 0;
    Source source = Source::Discard;
    int owner = 0;
    bool operator==(const CurrentCard&) const = default;
};

// A whole Four-Color Cards match (rules: ../shared/rules/fourcolor.md).
class FourColorGame final : public RulesOf<Move> {
public:
    struct Parts : MatchRecord {
        int seats = 0;
        Phase phase = Phase::Discard;
        int handNumber = 0;
        int firstPlayer = 0;
        int turn = 0; // the seat to discard
        std::vector<std::vector<Card>> hands;
        std::vector<std::vector<ExposedMeld>> exposed;
        std::vector<Card> stock; // top first
        std::vector<Card> discardPile;
        std::optional<CurrentCard> current;
        std::optional<Card> firstDiscard;
        int lastActor = 0;
        std::vector<std::optional<Move>> declarations; // sealed until the window resolves
        std::vector<Card> revealed;                    // the winner's hand and the flower
        bool operator==(const Parts&) const = default;
    };

    explicit FourColorGame(const Setup& setup);
    // The first hand is dealt from `deck` (top first, all 112 cards) from `firstPlayer`.
    FourColorGame(const Setup& setup, std::vector<Card> deck, int firstPlayer);
    explicit FourColorGame(Parts parts);

    std::string gameId() const override { return "fourcolor"; }
    const Deck& deck() const override { return fourColorDeck(); }
    std::unique_ptr<GameState> clone() const override;
    int seatCount() const override { return p_.seats; }
    std::string phase() const override { return phaseName(p_.phase); }
    std::vector<std::string> legalActions(int seat) const override;
    SeatSet awaiting() const override;
    bool inWindow() const override;
    std::string randomLegalAction(int seat, Rng& rng) const override;
    bool playRandom(int seat, Rng& rng, std::string* text = nullptr) override {
        return hasSeat(seat) && performOwn(seat, randomMove(seat, rng), text, moveText);
    }
    bool isTerminal() const override { return p_.phase == Phase::Over; }
    const MatchRecord& record() const override { return p_; }
    std::vector<Card> knownCards(int seat) const override;
    std::unique_ptr<BotView> botView(int seat) const override;

    const Parts& parts() const { return p_; }
    std::vector<Move> legalMoves(int seat) const;
    // One of legalMoves(seat), uniformly; nullopt when there is none.
    std::optional<Move> randomMove(int seat, Rng& rng) const;

    int next(int seat) const { return seat + 1 == p_.seats ? 0 : seat + 1; } // asked per window
    const Counts& concealedCounts(int seat) const { return counts_[idx(seat)]; }
    int exposedHu(int seat) const;
    // §5.1: whether the seat may claim the current card at all, and whether it may chow it.
    bool mayClaim(int seat) const;
    bool mayChow(int seat) const;
    // The claims the seat may declare on the current card (§5), without `pass`.
    std::vector<Move> claimsFor(int seat) const;
    // claimsFor(seat) appended to `claims`.
    void addClaims(int seat, std::vector<Move>& claims) const;
    bool mustClaim(int seat) const; // §7.5: the drawer of a General

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    std::optional<Move> parse(std::string_view text, std::string* error) const override;
    std::string check(int seat, Move& move) const override;
    void perform(int seat, const Move& move) override;
    void startHand(std::vector<Card> deck, int firstPlayer);
    void countHands();
    void findClaimants();
    void openWindow();
    void resolve();
    void noClaim();
    void draw(int seat);
    void scoreHu(int winner);
    void endHand(std::vector<int> deltas, std::vector<std::string> lines, int nextFirst);
    Card takeFromHand(int seat, int type);

    // One seat's concealed hand as its claims read it: which types it holds once, twice, three
    // times, how many non-Generals, which groups of the win check do not split, and (worked out
    // when first asked after the hand changed, unless two groups do not split) the types it
    // would win on. Kept with counts_ as cards leave the hand; not saved.
    struct HandSummary {
        std::uint32_t held = 0;    // types with a card
        std::uint32_t pairs = 0;   // with two cards or more
        std::uint32_t triples = 0; // with three or more
        int nonGenerals = 0;
        std::uint32_t unsplit = 0;      // unsplitGroups(counts): two or more, and nothing wins
        mutable std::uint32_t wins = 0; // winningTypes(counts), when winsKnown
        mutable bool winsKnown = false;
    };
    void summarize(int seat);
    bool winsWith(int seat, int type) const;

    // A seat's claims in a window, in the legal list's order, kept inline: hu, kong, pung and the
    // chows of one card are seven at most (a soldier: hu, kong, pung, three soldiers3, soldiers4).
    struct ClaimList {
        std::array<Move, 8> moves;
        std::size_t n = 0;
        void push_back(const Move& move) { moves[n++] = move; }
        const Move* begin() const { return moves.data(); }
        const Move* end() const { return moves.data() + n; }
        bool empty() const { return n == 0; }
    };
    // The claims of §5 the seat may declare on the current card (the hand summary's bits ask
    // whether hu, kong, pung or a chow can be there at all before any is listed).
    void listClaims(int seat, ClaimList& claims) const;
    void clearDeclarations();

    Parts p_;
    std::vector<Counts> counts_;         // each concealed hand by type, kept with the hands
    std::vector<HandSummary> summaries_; // and summed up, per seat
    // Who has a claim in the open window: fixed while it is open (hands do not change). `pending_`
    // holds a bit for each seat with claims that has not declared yet: the seats awaited.
    std::vector<ClaimList> claims_;
    std::uint32_t pending_ = 0;
};

// What a Four-color bot may read: its concealed hand, every seat's exposed melds and hand size,
// the discard pile, the card in question and its legal moves.
class FourColorView final : public BotView {
public:
    using BotView::BotView;
    Phase phase() const { return p().phase; }
    const Counts& concealed() const { return game().concealedCounts(seat()); }
    int handCount(int s) const {
        return static_cast<int>(p().hands[static_cast<std::size_t>(s)].size());
    }
    const std::vector<Card>& discardPile() const { return p().discardPile; }
    const std::vector<std::vector<ExposedMeld>>& exposed() const { return p().exposed; }
    const std::optional<CurrentCard>& current() const { return p().current; }
    int exposedHu() const { return game().exposedHu(seat()); }
    bool mustClaim() const { return game().mustClaim(seat()); }
    int next() const { return game().next(seat()); }
    std::vector<Move> legalMoves() const { return game().legalMoves(seat()); }

private:
    const FourColorGame& game() const { return static_cast<const FourColorGame&>(state()); }
    const FourColorGame::Parts& p() const { return game().parts(); }
};

} // namespace paiju::fourcolor
