#include "goofspiel.h"

#include "core/setup.h"

#include <algorithm>

namespace paiju {

const Deck& Goofspiel::goofDeck() {
    static const Deck deck = [] {
        std::vector<std::string> tokens;
        for (char suit : std::string_view("PABCD"))
            for (int v = 1; v <= 13; ++v) {
                std::string token(1, suit);
                token += std::to_string(v);
                tokens.push_back(token);
            }
        return Deck("goofspiel", tokens, 1);
    }();
    return deck;
}

Goofspiel::Goofspiel(const Setup& setup) : Goofspiel(setup, {}) {
}

Goofspiel::Goofspiel(const Setup& setup, const std::vector<int>& prizeOrder)
    : seats_(setup.seats), cardsPerSuit_(setup.options.integer("cards")),
      handsInMatch_(setup.options.integer("hands")) {
    record_.options = setup.options;
    record_.rng = Rng(setup.seed);
    record_.ledger = MatchLedger(setup.seats, 0);
    std::vector<Card> prizes;
    for (int value : prizeOrder)
        prizes.push_back(static_cast<Card>(value - 1));
    startHand(std::move(prizes));
}

Goofspiel::Goofspiel(Parts p)
    : seats_(p.seats), cardsPerSuit_(p.options.integer("cards")),
      handsInMatch_(p.options.integer("hands")), record_(std::move(static_cast<MatchRecord&>(p))),
      handNumber_(p.handNumber), prizeStock_(std::move(p.prizeStock)), prize_(p.prize),
      hands_(std::move(p.hands)), bids_(std::move(p.bids)), played_(std::move(p.played)),
      won_(std::move(p.won)), handPoints_(std::move(p.handPoints)), over_(p.over) {
}

std::unique_ptr<GameState> Goofspiel::clone() const {
    return std::make_unique<Goofspiel>(*this);
}

std::unique_ptr<BotView> Goofspiel::botView(int seat) const {
    return std::make_unique<GoofspielView>(*this, seat);
}

void Goofspiel::startHand(std::vector<Card> prizes) {
    ++handNumber_;
    if (prizes.empty()) {
        for (int v = 1; v <= cardsPerSuit_; ++v)
            prizes.push_back(static_cast<Card>(v - 1));
        shuffle(prizes, record_.rng);
    }
    prizeStock_ = std::move(prizes);
    hands_.assign(idx(seats_), {});
    for (int s = 0; s < seats_; ++s)
        for (int v = 1; v <= cardsPerSuit_; ++v)
            hands_[idx(s)].push_back(cardFor(s, v));
    bids_.assign(idx(seats_), std::nullopt);
    played_.clear();
    won_.assign(idx(seats_), {});
    handPoints_.assign(idx(seats_), 0);
    log("deal", -1, "hand " + std::to_string(handNumber_), {handNumber_});
    turnPrize();
}

void Goofspiel::turnPrize() {
    prize_ = prizeStock_.front();
    prizeStock_.erase(prizeStock_.begin());
    log("prize", -1, goofDeck().token(*prize_), {valueOf(*prize_)});
}

std::string Goofspiel::phase() const {
    return over_ ? "match-over" : "bid";
}

std::vector<std::string> Goofspiel::legalActions(int seat) const {
    std::vector<std::string> legal;
    if (over_ || seat < 0 || seat >= seats_ || bids_[idx(seat)])
        return legal;
    for (Card c : hands_[idx(seat)])
        legal.push_back("bid " + goofDeck().token(c));
    return legal;
}

SeatSet Goofspiel::awaiting() const {
    SeatSet seats;
    if (!over_)
        for (int s = 0; s < seats_; ++s)
            if (!bids_[idx(s)])
                seats.push_back(s);
    return seats;
}

std::optional<std::string> Goofspiel::parse(std::string_view text, std::string* error) const {
    const auto words = splitWords(text);
    if (words.size() != 2 || words[0] != "bid") {
        *error = "expected 'bid CARD'";
        return std::nullopt;
    }
    return std::string(words[1]);
}

std::string Goofspiel::check(int seat, std::string& card) const {
    if (over_)
        return "the match is over";
    if (bids_[idx(seat)])
        return "seat " + std::to_string(seat) + " has already bid";
    const auto type = goofDeck().parseType(card);
    const auto& hand = hands_[idx(seat)];
    if (!type || std::find(hand.begin(), hand.end(), goofDeck().card(*type)) == hand.end())
        return "'" + card + "' is not in seat " + std::to_string(seat) + "'s hand";
    return {};
}

void Goofspiel::perform(int seat, const std::string& card) {
    auto& hand = hands_[idx(seat)];
    const auto it =
        std::find(hand.begin(), hand.end(), goofDeck().card(*goofDeck().parseType(card)));
    bids_[idx(seat)] = *it;
    hand.erase(it);
    // Others learn that the seat has bid, never what.
    log("bid", seat, "bid " + goofDeck().token(*bids_[idx(seat)]), {}, Event::only(seat));
    log("sealed", seat, {});
    if (std::all_of(bids_.begin(), bids_.end(), [](const auto& b) { return b.has_value(); }))
        resolveBids();
}

void Goofspiel::resolveBids() {
    std::vector<Card> shown;
    int best = 0;
    int bestSeat = -1;
    bool tie = false;
    for (int s = 0; s < seats_; ++s) {
        const Card c = *bids_[idx(s)];
        shown.push_back(c);
        played_.push_back(c);
        if (valueOf(c) > best) {
            best = valueOf(c);
            bestSeat = s;
            tie = false;
        } else if (valueOf(c) == best) {
            tie = true;
        }
    }
    log("reveal", -1, goofDeck().format(shown), {});
    const Card prize = *prize_;
    if (tie) {
        played_.push_back(prize);
        log("tie", -1, goofDeck().token(prize), {valueOf(prize)});
    } else {
        won_[idx(bestSeat)].push_back(prize);
        handPoints_[idx(bestSeat)] += valueOf(prize);
        log("win", bestSeat, goofDeck().token(prize), {valueOf(prize)});
    }
    bids_.assign(idx(seats_), std::nullopt);
    prize_.reset();
    if (prizeStock_.empty())
        endHand();
    else
        turnPrize();
}

void Goofspiel::endHand() {
    HandResult result{handPoints_, {}};
    for (int s = 0; s < seats_; ++s)
        result.lines.push_back("seat " + std::to_string(s) + " won " +
                               std::to_string(won_[idx(s)].size()) + " prizes worth " +
                               std::to_string(handPoints_[idx(s)]));
    record_.ledger.record(result);
    log("hand-end", -1, "hand " + std::to_string(handNumber_), handPoints_);
    if (record_.ledger.handsPlayed() >= handsInMatch_) {
        over_ = true;
        log("match-end", -1, {}, record_.ledger.totals());
        return;
    }
    startHand({});
}

std::vector<Card> Goofspiel::knownCards(int seat) const {
    std::vector<Card> known = played_;
    if (prize_)
        known.push_back(*prize_);
    for (const auto& w : won_)
        known.insert(known.end(), w.begin(), w.end());
    if (seat >= 0 && seat < seats_) {
        const auto& own = hands_[idx(seat)];
        known.insert(known.end(), own.begin(), own.end());
        if (bids_[idx(seat)])
            known.push_back(*bids_[idx(seat)]);
    }
    return known;
}

} // namespace paiju
