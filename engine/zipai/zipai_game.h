#pragma once

#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/setup.h"
#include "zipai_melds.h"

#include <optional>
#include <span>

namespace paiju::zipai {

// Who must act (§5): a discard, or one seat asked about one claim at a time in the order of
// R5.7.2. Flips, 扫, 过扫, 扫穿 and 开招 are forced and happen inside the engine.
enum class Phase : std::uint8_t { Discard, Hu, Peng, Chi, Over };
const char* phaseName(Phase phase);

// Where the card in question came from.
enum class Source : std::uint8_t {
    None,    // no card: 天胡, or a win right after one's own 扫/过扫/扫穿
    OwnFlip, // flipped for the seat that may claim it
    Flip,    // flipped for another seat
    Discard
};

struct Seat {
    Counts hand{}; // 坎 cards included
    IdMask kan = 0;
    std::vector<Unit> melds;
    std::vector<std::uint8_t> row; // unclaimed discards and flips
    int zhao = 0;
    IdMask chowBlock = 0;
    IdMask pongBlock = 0;
    int deficit = 0;
    int flips = 0; // cards flipped for this seat so far (地胡)
    bool xianggong = false;
    bool claimed = false;
    bool acted = false;
    bool operator==(const Seat&) const = default;
};

// One action of a seat (§18) as the engine reasons about it; the text is only its outside form.
struct Move {
    enum class Type : std::uint8_t { Discard, Hu, Peng, Chi, Pass };
    Type type = Type::Pass;
    std::int8_t card = -1; // Discard
    ChiOption chi;         // Chi
    bool operator==(const Move&) const = default;
};

std::string moveText(const Move& move);
std::optional<Move> parseMove(std::string_view text, std::string* error);

// A whole zipai session (rules: ../shared/rules/zipai.md) of a fixed number of hands.
class ZipaiGame final : public RulesOf<Move> {
public:
    explicit ZipaiGame(const Setup& setup);
    // The first hand from a given deal: hands in seat order (the dealer's 21st card last) and the
    // stock, top first.
    ZipaiGame(const Setup& setup, int dealer, const std::vector<std::vector<int>>& hands,
              const std::vector<int>& stock);

    std::string gameId() const override { return "zipai"; }
    const Deck& deck() const override { return zipaiDeck(); }
    std::unique_ptr<GameState> clone() const override;
    int seatCount() const override { return static_cast<int>(p_.seats.size()); }
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

    std::vector<Move> legalMoves(int seat) const;
    std::optional<Move> randomMove(int seat, Rng& rng) const;

    struct Parts : MatchRecord {
        Phase phase = Phase::Discard;
        int handNumber = 0;
        int dealer = 0;
        std::vector<Seat> seats;
        std::vector<std::uint8_t> stock; // top last
        int liang = -1;                  // the dealer's shown 21st card
        int card = -1;                   // the card in question
        Source source = Source::None;
        int owner = -1;                  // whose flip or discard it is
        int turn = -1;                   // the seat asked or to discard
        std::vector<std::uint8_t> queue; // seats still to ask in this step, turn first
        int afterForced = -1;            // Hu on no card: the forced meld made, or tianhu
        int diHu = -1;                   // who may 地胡 on this card: a seat, -2 every idle one
        bool firstDiscard = true;        // the dealer has not discarded yet (地胡)
        int lastFlip = -1;               // the card the last forced action took (醒 at 海底)
        std::vector<std::uint8_t> revealed; // identities shown at the end of the hand
        bool operator==(const Parts&) const = default;
    };
    explicit ZipaiGame(Parts parts);
    const Parts& parts() const { return p_; }

    int next(int seat) const { return (seat + 1) % seatCount(); }
    Counts freeCards(int seat) const; // the hand without its 坎s
    // The seat's table melds and 坎s, the units a winning reading starts from, in `buffer` (a
    // seat with more than 7 cannot win and is cut off at 7).
    std::span<const Unit> fixedUnits(int seat, std::array<Unit, 7>& buffer) const;
    std::optional<Win> winFor(int seat, int w, Source source, int xing = 0) const;
    // winFor without the per-holding cache: the reference the cache is tested against.
    std::optional<Win> winForUncached(int seat, int w, Source source, int xing = 0) const;
    // chiOptionsFor without the cache.
    std::vector<ChiOption> chiOptionsUncached(int seat) const;
    bool isTenpai(int seat) const;
    std::vector<ChiOption> chiOptionsFor(int seat) const;
    bool mayPeng(int seat) const;
    // Whether chiOptionsFor(seat) is not empty; a holding that cannot chow the card is found
    // without listing its chows.
    bool mayChi(int seat) const;
    // mayPeng and fourMaker without the cache: the references they are tested against.
    bool mayPengUncached(int seat) const;
    // R5.7.2 step 2: the first seat that must make a four of the shown card (开招), or -1.
    int fourMaker() const;
    int fourMakerUncached() const;
    Valuation valuation(int seat, int w, Source source, int xing) const;
    // The 名堂 of §12 that do not depend on the reading (all but 碰碰胡, 全油, 无油), for a win
    // of `seat` on `w` (-1: none) from `source`; their names go to `names` when given.
    bool mingtangBesidesReading(int seat, int w, Source source,
                                std::vector<std::string>* names) const;
    static constexpr int tianhu = 99; // Parts::afterForced while the dealer may win at the start

private:
    static std::size_t idx(int seat) { return static_cast<std::size_t>(seat); }
    const Seat& at(int seat) const { return p_.seats[idx(seat)]; }
    // The seat, to change. A change of its hand, 坎s or melds is followed by invalidate(seat);
    // its row, blocks, counters and flags are not in the cache.
    Seat& edit(int seat) { return p_.seats[idx(seat)]; }
    // The seat's holding has changed: its cache is worked out again on next use.
    void invalidate(int seat) { cache_[idx(seat)].valid = false; }
    void logSecret(const char* type, int seat, int card);
    void deal(int dealer, const std::vector<std::vector<int>>* hands,
              const std::vector<int>* stock);
    bool isLegal(int seat, const Move& move) const;
    std::string refusal(int seat, const Move& move) const;
    std::optional<Move> parse(std::string_view text, std::string* error) const override;
    std::string check(int seat, Move& move) const override;
    void perform(int seat, const Move& move) override;
    void passClaim(int seat);
    void offerWin(int seat);
    void discardDuty(int seat);
    void flip(int seat);
    void afterForced(int seat, UnitType made);
    void continueForced(int seat, UnitType made);
    void respond();
    void afterHu();
    void afterPeng();
    void chiStep();
    void unclaimed();
    void win(const std::vector<int>& winners);
    void drawn();
    void endHand(std::vector<int> deltas, std::vector<std::string> lines, int nextDealer);
    Source claimSource(int seat) const;
    Counts finalHand(int seat, int w) const;
    int flipXing(int seat, int w, bool haidi, std::vector<std::string>& lines);

    // The table options, read once: they are consulted for every claim check.
    struct Rules {
        int threshold = 10;
        int step = 3;
        bool zimoDouble = false;
        int xing = 1; // 0 none, 1 本醒, 2 上下醒
        bool mustWin = false;
        bool doubleRon = false;
        int hands = 8;
    };
    static Rules readRules(const Options& options);

    // Per seat, what its holding (hand, 坎s and melds) allows, worked out on first use and kept
    // until the holding changes (invalidate): whether a reading exists with each winning card
    // (winFor is asked for every seat on every shown card) and the chows of the shown card. Not
    // part of the game: not saved, not compared. One entry per seat at all times.
    struct HoldingCache {
        bool valid = false;
        // winCandidates: the only cards a reading may exist with (most holdings have few).
        IdMask candidates = 0;
        // The holding as the claim checks read it, taken when the entry is made.
        Counts free{};             // freeCards
        int freeTotal = 0;         // total(free)
        int units = 0;             // table melds and 坎s
        std::array<Unit, 7> fixed; // fixedUnits
        std::uint8_t fixedCount = 0;
        IdMask sao = 0;  // identities of the seat's 扫 and 过扫
        IdMask peng = 0; // identities of its 碰
        // [w + 1][w from another seat]: -1 not worked out yet, 0 no reading, 1 a reading.
        std::array<std::array<std::int8_t, 2>, identities + 1> reads{};
        IdMask chiNone = 0; // cards known to have no chow
        IdMask chiSome = 0; // cards known to have a chow
        // The chows of one card, the last listed (only the shown card's are ever asked for: a
        // list per card would be made for nothing, in as many vectors).
        int chiCard = -1;
        std::vector<ChiOption> chis;
    };
    // The seat's cache, emptied first when the seat has changed since it was made. Asked for
    // several times per seat on every shown card: the test of a valid entry stays inline.
    HoldingCache& cacheFor(int seat) const {
        HoldingCache& c = cache_[idx(seat)];
        return c.valid ? c : refill(seat);
    }
    HoldingCache& refill(int seat) const;
    // The meld of `seat` the shown card makes a four of in a 开招, or the end of its melds.
    std::vector<Unit>::const_iterator meldToFour(int seat) const;
    bool hasReading(int seat, int w, bool fromOther) const;
    // The chow step's bars on the shown card for the seat: 相公, no card, or 臭 (R8.1).
    bool chowBarred(int seat) const;
    // mayPeng but for D24 (a card left to discard), which mayPeng reads from the cache.
    bool pengShape(int seat) const;
    // The chows of x in the seat's holding: the cache's list, valid until the seat changes or
    // is asked about another card.
    const std::vector<ChiOption>& chisOf(int seat, int x) const;
    // chiOptionsFor without the copy: the cache's list, valid until the seat changes or the
    // shown card does.
    const std::vector<ChiOption>& chiOptionsOf(int seat) const;

    Parts p_;
    Rules rules_;
    mutable std::vector<HoldingCache> cache_;
};

// What a zipai bot may read: whether it is asked and for what, the card in question, its own free
// cards and chows, and the copies of each identity it can see outside its hand.
class ZipaiView final : public BotView {
public:
    using BotView::BotView;
    bool asked() const { return p().phase != Phase::Over && p().turn == seat(); }
    Phase phase() const { return p().phase; } // what the seat is asked, while asked()
    int card() const { return p().card; }
    Counts freeCards() const { return game().freeCards(seat()); }
    std::vector<ChiOption> chiOptions() const { return game().chiOptionsFor(seat()); }
    // Rows, and melds but the others' face-down 扫.
    Counts visible() const;

private:
    const ZipaiGame& game() const { return static_cast<const ZipaiGame&>(state()); }
    const ZipaiGame::Parts& p() const { return game().parts(); }
};

} // namespace paiju::zipai
