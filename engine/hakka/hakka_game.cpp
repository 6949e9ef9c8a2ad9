#include "hakka_game.h"

#include <algorithm>

namespace paiju::hakka {

namespace {

std::string cardsText(Mask m) {
    std::string text;
    text.reserve(static_cast<std::size_t>(3 * count(m)));
    for (; m; m &= m - 1) {
        if (!text.empty())
            text += ' ';
        text += hakkaDeck().token(static_cast<Card>(std::countr_zero(m)));
    }
    return text;
}

// Card lists in the log are kept as masks and written when read (core/event.h).
std::string playText(Mask m) {
    return "play " + cardsText(m);
}
std::string discardText(Mask m) {
    return "discard " + cardsText(m);
}
EventText cardsEvent(Mask m, std::string (*writer)(Mask) = cardsText) {
    return {writer, m};
}

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

} // namespace

std::string moveText(const Move& move) {
    switch (move.type) {
    case Move::Type::Call:
        return "call";
    case Move::Type::Pass:
        return "pass";
    case Move::Type::Declare:
        return "declare";
    case Move::Type::Play:
        return "play " + cardsText(move.cards);
    case Move::Type::Discard:
        return "discard " + cardsText(move.cards);
    }
    return {};
}

std::optional<Move> parseMove(std::string_view text, std::string* error) {
    const auto words = splitWords(text);
    if (words.empty()) {
        *error = "empty action";
        return std::nullopt;
    }
    const std::string_view verb = words.front();
    Move move;
    if (verb == "call" || verb == "pass" || verb == "declare") {
        if (words.size() != 1) {
            *error = "'" + std::string(verb) + "' takes no cards";
            return std::nullopt;
        }
        move.type = verb == "call"   ? Move::Type::Call
                    : verb == "pass" ? Move::Type::Pass
                                     : Move::Type::Declare;
        return move;
    }
    if (verb != "play" && verb != "discard") {
        *error = "unknown action '" + std::string(verb) + "' (call, pass, play, discard, declare)";
        return std::nullopt;
    }
    move.type = verb == "play" ? Move::Type::Play : Move::Type::Discard;
    if (words.size() < 2) {
        *error = "'" + std::string(verb) + "' needs cards";
        return std::nullopt;
    }
    for (std::size_t i = 1; i < words.size(); ++i) {
        auto type = parseCard(words[i]);
        if (!type) {
            *error = "unknown card '" + std::string(words[i]) + "'";
            return std::nullopt;
        }
        if (move.cards & bit(*type)) {
            *error = "card '" + std::string(words[i]) + "' named twice";
            return std::nullopt;
        }
        move.cards |= bit(*type);
    }
    return move;
}

HakkaGame::HakkaGame(const Setup& setup) {
    p_.options = setup.options;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(hakka::seats, 0);
    p_.dealer = static_cast<int>(p_.rng.below(hakka::seats)); // §3.1
    deal();
}

HakkaGame::HakkaGame(const Setup& setup, int dealer, const Hands& hands) {
    p_.options = setup.options;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(hakka::seats, 0);
    p_.dealer = dealer;
    deal(hands);
}

HakkaGame::HakkaGame(Parts parts) : p_(std::move(parts)) {
}

std::unique_ptr<GameState> HakkaGame::clone() const {
    return std::make_unique<HakkaGame>(*this);
}

std::unique_ptr<BotView> HakkaGame::botView(int seat) const {
    return std::make_unique<HakkaView>(*this, seat);
}

int HakkaGame::nextActive(int seat) const {
    const int next = (seat + 1) % hakka::seats;
    return next == dummy() ? (next + 1) % hakka::seats : next;
}

bool HakkaGame::eligible(int seat) const {
    return p_.wonHu[idx(seat)] + eldersHeld(seat) >= 6;
}

// §3: one card to each seat from the dealer on, then the active seats in turn until 12 each.
void HakkaGame::deal(std::optional<Hands> given) {
    ++p_.handNumber;
    // A hand logs about 50 events, and a round has four hands or more: the first makes room for
    // the first ten at once, so that the log is not moved as it grows.
    reserveEvents(p_.events, p_.events.empty() ? 512 : 64);
    if (given) {
        p_.hands = *given;
    } else {
        auto cards = hakkaDeck().cards();
        shuffle(cards, p_.rng);
        p_.hands = {};
        const int d = p_.dealer;
        for (int i = 0; i < cardCount; ++i) {
            const int seat =
                i < 4 ? (d + i) % 4 : std::array{d, (d + 1) % 4, (d + 3) % 4}[(i - 4) % 3];
            p_.hands[idx(seat)] |= bit(cards[static_cast<std::size_t>(i)]);
        }
    }
    p_.phase = Phase::Bidding;
    p_.bids = {};
    p_.caller = p_.privileged = -1;
    p_.turn = p_.dealer;
    p_.leader = p_.best = -1;
    p_.current = p_.trickFaceUp = p_.faceUp = 0;
    p_.trickDiscards = {};
    p_.discarded = {};
    p_.wonHu = {};
    p_.winningCards = {};
    p_.mayDeclare = false;
    p_.revealed = 0;
    log("deal", p_.dealer, "hand " + std::to_string(p_.handNumber), {p_.handNumber, dummy()});
    for (int s = 0; s < hakka::seats; ++s)
        log("hand", s, cardsEvent(p_.hands[idx(s)]), {}, Event::only(s));
}

const char* phaseName(Phase phase) {
    switch (phase) {
    case Phase::Bidding:
        return "bidding";
    case Phase::Lead:
        return "lead";
    case Phase::Follow:
        return "follow";
    case Phase::Over:
        return "match-over";
    }
    return "";
}

std::string HakkaGame::phase() const {
    return phaseName(p_.phase);
}

std::vector<Move> HakkaGame::legalMoves(int seat) const {
    std::vector<Move> moves;
    if (seat != p_.turn || p_.phase == Phase::Over)
        return moves;
    const Mask hand = p_.hands[idx(seat)];
    switch (p_.phase) {
    case Phase::Bidding:
        moves = {{Move::Type::Call, 0}, {Move::Type::Pass, 0}};
        break;
    case Phase::Lead:
        if (p_.mayDeclare)
            moves.push_back({Move::Type::Declare, 0});
        for (Mask m : legalLeads(hand, p_.faceUp, seat == p_.privileged))
            moves.push_back({Move::Type::Play, m});
        break;
    case Phase::Follow: {
        const auto beating = beatingPlays(hand, p_.current);
        if (!beating.empty()) {
            for (Mask m : beating)
                moves.push_back({Move::Type::Play, m});
        } else {
            for (Mask m : discardChoices(hand, count(p_.current)))
                moves.push_back({Move::Type::Discard, m});
        }
        break;
    }
    case Phase::Over:
        break;
    }
    return moves;
}

// The same answer as searching legalMoves(seat), without generating the list.
bool HakkaGame::isLegal(int seat, const Move& move) const {
    const Mask hand = p_.hands[idx(seat)];
    switch (p_.phase) {
    case Phase::Bidding:
        return move.type == Move::Type::Call || move.type == Move::Type::Pass;
    case Phase::Lead:
        if (move.type == Move::Type::Declare)
            return p_.mayDeclare;
        if (move.type != Move::Type::Play)
            return false;
        if (count(move.cards) == 1)
            return isLeadSingle(hand, p_.faceUp, seat == p_.privileged, move.cards);
        return classify(move.cards).kind != Kind::Invalid;
    case Phase::Follow: {
        const bool mustBeat = canBeat(hand, p_.current);
        if (move.type == Move::Type::Play)
            return beats(move.cards, p_.current);
        return move.type == Move::Type::Discard && !mustBeat &&
               count(move.cards) == count(p_.current);
    }
    case Phase::Over:
        break;
    }
    return false;
}

// Draws as legalMoves(seat)[rng.below(size)] would, from the plays themselves: the leads or
// follows counted, then the one drawn found, and a discard by its index, without any list.
std::optional<Move> HakkaGame::randomMove(int seat, Rng& rng) const {
    if (seat != p_.turn || p_.phase == Phase::Over)
        return std::nullopt;
    const Mask hand = p_.hands[idx(seat)];
    const auto pick = [&rng](std::size_t n) { return rng.below(static_cast<std::uint32_t>(n)); };
    switch (p_.phase) {
    case Phase::Bidding:
        return pick(2) == 0 ? Move{Move::Type::Call, 0} : Move{Move::Type::Pass, 0};
    case Phase::Lead: {
        const bool privileged = seat == p_.privileged;
        const std::size_t leads = leadCount(hand, p_.faceUp, privileged);
        const std::size_t declare = p_.mayDeclare ? 1 : 0;
        if (leads + declare == 0)
            return std::nullopt;
        const std::uint32_t i = pick(leads + declare);
        if (i < declare)
            return Move{Move::Type::Declare, 0};
        return Move{Move::Type::Play, nthLead(hand, p_.faceUp, privileged, i - declare)};
    }
    case Phase::Follow: {
        const std::size_t beating = beatingCount(hand, p_.current);
        if (beating > 0)
            return Move{Move::Type::Play, nthBeating(hand, p_.current, pick(beating))};
        const std::uint64_t n = discardCount(hand, count(p_.current));
        if (n == 0)
            return std::nullopt;
        return Move{Move::Type::Discard, nthDiscard(hand, count(p_.current), pick(n))};
    }
    case Phase::Over:
        break;
    }
    return std::nullopt;
}

std::string HakkaGame::randomLegalAction(int seat, Rng& rng) const {
    const auto move = randomMove(seat, rng);
    return move ? moveText(*move) : std::string();
}

std::vector<std::string> HakkaGame::legalActions(int seat) const {
    std::vector<std::string> out;
    for (const Move& m : legalMoves(seat))
        out.push_back(moveText(m));
    return out;
}

SeatSet HakkaGame::awaiting() const {
    if (p_.phase == Phase::Over)
        return {};
    return {p_.turn};
}

std::optional<Move> HakkaGame::parse(std::string_view text, std::string* error) const {
    return parseMove(text, error);
}

std::string HakkaGame::check(int seat, Move& move) const {
    if (p_.phase == Phase::Over)
        return "the match is over";
    if (seat != p_.turn)
        return "it is " + seatName(p_.turn) + "'s turn, not " + seatName(seat) + "'s";
    const Mask hand = p_.hands[idx(seat)];
    if ((move.cards & hand) != move.cards)
        return cardsText(move.cards & ~hand) + " not in " + seatName(seat) + "'s hand";
    if (!isLegal(seat, move)) {
        if (p_.phase == Phase::Follow && move.type == Move::Type::Discard)
            return "must beat " + cardsText(p_.current) + " when able, else discard " +
                   std::to_string(count(p_.current)) +
                   (count(p_.current) == 1 ? " card" : " cards");
        if (p_.phase == Phase::Lead && count(move.cards) == 1)
            return "'" + moveText(move) + "' breaks the single-lead rule";
        return "'" + moveText(move) + "' is not legal now (" + phase() + ")";
    }
    return {};
}

void HakkaGame::perform(int seat, const Move& move) {
    switch (move.type) {
    case Move::Type::Call:
    case Move::Type::Pass: {
        const bool call = move.type == Move::Type::Call;
        p_.bids[idx(seat)] = call ? 1 : 2;
        log(call ? "call" : "pass", seat, moveText(move));
        if (call) {
            p_.caller = seat;
            p_.privileged = seat == p_.dealer ? -1 : seat;
            endBidding();
        } else if (nextActive(seat) == p_.dealer) {
            log("void", -1, "all passed: dealt again");
            --p_.handNumber;
            deal();
        } else {
            p_.turn = nextActive(seat);
        }
        break;
    }
    case Move::Type::Declare:
        declare(seat, false);
        break;
    case Move::Type::Play:
    case Move::Type::Discard: {
        p_.hands[idx(seat)] &= ~move.cards;
        if (move.type == Move::Type::Play) {
            p_.faceUp |= move.cards;
            p_.trickFaceUp |= move.cards;
            p_.current = move.cards;
            p_.best = seat;
            log("play", seat, cardsEvent(move.cards, playText));
        } else {
            p_.discarded[idx(seat)] |= move.cards;
            p_.trickDiscards[idx(seat)] += count(move.cards);
            log("discard", seat, cardsEvent(move.cards, discardText), {}, Event::only(seat));
            log("discarded", seat, {}, {count(move.cards)});
        }
        if (p_.phase == Phase::Lead) {
            p_.mayDeclare = false;
            p_.leader = seat;
            p_.phase = Phase::Follow;
            p_.turn = nextActive(seat);
        } else if (nextActive(seat) == p_.leader) {
            finishTrick();
        } else {
            p_.turn = nextActive(seat);
        }
        break;
    }
    }
}

void HakkaGame::endBidding() {
    for (int s = 0; s < hakka::seats; ++s)
        if (isActive(s) && (p_.hands[idx(s)] & fiveTigers) == fiveTigers) {
            log("five-tigers", s, cardsText(fiveTigers), {8});
            p_.winningCards[idx(s)] = fiveTigers;
            p_.revealed |= fiveTigers;
            const int dummyCard = std::countr_zero(p_.hands[idx(dummy())]);
            settleHand(settle(p_.dealer, p_.privileged, s, 8, fiveTigers, dummyCard),
                       {seatName(s) + " holds Five Tigers: 8 hu"});
            return;
        }
    startPlay();
}

void HakkaGame::startPlay() {
    p_.phase = Phase::Lead;
    p_.turn = p_.leader = p_.dealer; // the dealer leads first even when he passed (D7)
    p_.current = p_.trickFaceUp = 0;
    p_.best = -1;
}

void HakkaGame::finishTrick() {
    const int winner = p_.best;
    const int k = count(p_.current);
    p_.wonHu[idx(winner)] += k;
    p_.winningCards[idx(winner)] |= p_.current;
    log("trick", winner, cardsEvent(p_.current), {k, p_.wonHu[idx(winner)]});
    p_.current = p_.trickFaceUp = 0;
    p_.trickDiscards = {};
    p_.best = -1;
    if (p_.hands[idx(winner)] == 0) {
        if (eligible(winner)) {
            declare(winner, true);
        } else {
            log("no-winner", -1, "nobody declared");
            settleHand(std::nullopt, {"no winner: nothing is paid"});
        }
        return;
    }
    p_.phase = Phase::Lead;
    p_.turn = p_.leader = winner;
    p_.mayDeclare = eligible(winner);
}

void HakkaGame::declare(int seat, bool automatic) {
    const Mask elders = p_.hands[idx(seat)] & elderMask(p_.faceUp);
    const int w = p_.wonHu[idx(seat)] + count(elders);
    p_.winningCards[idx(seat)] |= elders;
    p_.revealed |= elders;
    p_.mayDeclare = false;
    log("declare", seat, cardsText(elders), {w, automatic ? 1 : 0});
    const int dummyCard = std::countr_zero(p_.hands[idx(dummy())]);
    const Settlement s =
        settle(p_.dealer, p_.privileged, seat, w, p_.winningCards[idx(seat)], dummyCard);
    settleHand(s, {seatName(seat) + " declares: " + std::to_string(p_.wonHu[idx(seat)]) +
                   " hu won + " + std::to_string(count(elders)) + " elders = " + std::to_string(w) +
                   " hu, " + std::to_string(payFor(w)) + " per payer"});
}

void HakkaGame::settleHand(std::optional<Settlement> s, std::vector<std::string> lines) {
    const int dummySeat = dummy();
    p_.revealed |= p_.hands[idx(dummySeat)];
    log("dummy", dummySeat, cardsEvent(p_.hands[idx(dummySeat)]));
    HandResult result{std::vector<int>(hakka::seats, 0), std::move(lines)};
    if (s) {
        result.lines.push_back("dummy " + seatName(dummySeat) + ": " + std::to_string(s->m) +
                               " hu, " + std::to_string(payFor(s->m)) + " per payer");
        if (p_.privileged >= 0 && p_.privileged != s->winner)
            result.lines.push_back(seatName(p_.privileged) +
                                   " called as privileged player and lost: pays for both");
        for (int i = 0; i < hakka::seats; ++i)
            result.deltas[idx(i)] = s->deltas[idx(i)];
    }
    log("hand-end", -1, "hand " + std::to_string(p_.handNumber), result.deltas);
    p_.ledger.record(result);
    // §11: a dealer who called keeps the deal; otherwise it passes on.
    const bool kept = p_.caller == p_.dealer;
    if (!kept) {
        p_.dealer = (p_.dealer + 1) % hakka::seats;
        ++p_.passCount;
    }
    const bool atLimit = p_.ledger.handsPlayed() >= p_.options.integer(handLimitKey);
    if (p_.passCount >= 4 * rounds() || atLimit) {
        if (kept) // a finished match names the seat after its last dealer
            p_.dealer = (p_.dealer + 1) % hakka::seats;
        p_.phase = Phase::Over;
        p_.turn = -1;
        log("match-end", -1, p_.passCount >= 4 * rounds() ? "" : "hand limit", p_.ledger.totals());
        return;
    }
    deal();
}

std::vector<Card> HakkaGame::knownCards(int seat) const {
    Mask known = p_.faceUp | p_.revealed;
    if (seat >= 0 && seat < hakka::seats)
        known |= p_.hands[idx(seat)] | p_.discarded[idx(seat)];
    return cardsOf(known);
}

} // namespace paiju::hakka
