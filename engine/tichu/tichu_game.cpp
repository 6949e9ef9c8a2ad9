#include "tichu_game.h"

#include <algorithm>

namespace paiju::tichu {

namespace {

constexpr const char* giveKeys[3] = {"right", "partner", "left"};

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

std::string rankText(int rank) {
    return std::string(1, rankCode(rank));
}

// The log's texts are kept typed and written when read (core/event.h): card lists as masks,
// fixed words as the literal, ranks, rounds and cards as numbers.
EventText cardsEvent(Mask cards) {
    return {cardsText, cards};
}

EventText literal(const char* text) { // `text` lives as long as the program
    return {[](std::uint64_t at) { return std::string(reinterpret_cast<const char*>(at)); },
            reinterpret_cast<std::uintptr_t>(text)};
}

EventText roundEvent(int round) {
    return {[](std::uint64_t r) { return "round " + std::to_string(r); },
            static_cast<std::uint64_t>(round)};
}

EventText rankEvent(int rank) { // `none` for 0, as a wish for nothing reads
    return {[](std::uint64_t r) { return r ? rankText(static_cast<int>(r)) : std::string("none"); },
            static_cast<std::uint64_t>(rank)};
}

EventText cardEvent(int card) {
    return {[](std::uint64_t c) { return tichuDeck().typeToken(static_cast<int>(c)); },
            static_cast<std::uint64_t>(card)};
}

// A combination's cards and the Phoenix's rank, packed above the 56 card bits.
std::string packedComboText(std::uint64_t packed) {
    Combo combo;
    combo.cards = packed & fullDeck;
    combo.phoenixAs = static_cast<std::uint8_t>(packed >> 56);
    return comboText(combo);
}

EventText comboEvent(const Combo& combo) {
    return {packedComboText, combo.cards | std::uint64_t{combo.phoenixAs} << 56};
}

// The three cards passed, a byte each: the move's text.
EventText giveEvent(const std::array<std::int8_t, 3>& give) {
    std::uint64_t packed = 0;
    for (std::size_t i = 0; i < 3; ++i)
        packed |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(give[i])) << (8 * i);
    return {[](std::uint64_t p) {
                Move move{Move::Type::Give, {}, {}, 0};
                for (std::size_t i = 0; i < 3; ++i)
                    move.give[i] = static_cast<std::int8_t>(p >> (8 * i) & 0xff);
                return moveText(move);
            },
            packed};
}

std::optional<Move> fail(std::string* error, std::string message) {
    *error = std::move(message);
    return std::nullopt;
}

} // namespace

const char* phaseName(Phase phase) {
    switch (phase) {
    case Phase::Grand:
        return "grand";
    case Phase::Passing:
        return "passing";
    case Phase::Lead:
        return "lead";
    case Phase::Follow:
        return "follow";
    case Phase::Closing:
        return "closing";
    case Phase::Wish:
        return "wish";
    case Phase::Gift:
        return "gift";
    case Phase::Over:
        return "match-over";
    }
    return "";
}

std::string moveText(const Move& move) {
    switch (move.type) {
    case Move::Type::Grand:
        return "grand";
    case Move::Type::NoGrand:
        return "nogrand";
    case Move::Type::Tichu:
        return "tichu";
    case Move::Type::Pass:
        return "pass";
    case Move::Type::NoBomb:
        return "nobomb";
    case Move::Type::Play:
        return "play " + comboText(move.combo);
    case Move::Type::Wish:
        return move.value ? "wish " + rankText(move.value) : "wish none";
    case Move::Type::Gift:
        return "gift " + std::to_string(move.value);
    case Move::Type::Give: {
        std::string text = "give";
        for (std::size_t i = 0; i < 3; ++i)
            text += std::string(" ") + giveKeys[i] + "=" + tichuDeck().typeToken(move.give[i]);
        return text;
    }
    }
    return {};
}

std::optional<Move> parseMove(std::string_view text, std::string* error) {
    const auto words = splitWords(text);
    if (words.empty())
        return fail(error, "empty action");
    const std::string verb(words.front());
    Move move;
    static const std::pair<const char*, Move::Type> bare[] = {{"grand", Move::Type::Grand},
                                                              {"nogrand", Move::Type::NoGrand},
                                                              {"tichu", Move::Type::Tichu},
                                                              {"pass", Move::Type::Pass},
                                                              {"nobomb", Move::Type::NoBomb}};
    for (const auto& [name, type] : bare)
        if (verb == name) {
            if (words.size() != 1)
                return fail(error, "'" + verb + "' takes nothing after it");
            move.type = type;
            return move;
        }
    if (verb == "wish" || verb == "gift") {
        if (words.size() != 2)
            return fail(error, verb == "wish" ? "'wish' takes one rank (2…9, T, J, Q, K, A) or none"
                                              : "'gift' takes the seat that receives the trick");
        move.type = verb == "wish" ? Move::Type::Wish : Move::Type::Gift;
        const std::string_view arg = words[1];
        if (move.type == Move::Type::Wish) {
            const int rank = parseRank(arg);
            if (!rank && arg != "none")
                return fail(error, "'" + std::string(arg) + "' is not a rank (2…9, T, J, Q, K, A)");
            move.value = static_cast<std::int8_t>(rank);
        } else {
            if (arg.size() != 1 || arg[0] < '0' || arg[0] > '3')
                return fail(error, "'" + std::string(arg) + "' is not a seat (0…3)");
            move.value = static_cast<std::int8_t>(arg[0] - '0');
        }
        return move;
    }
    if (verb == "give") {
        move.type = Move::Type::Give;
        if (words.size() != 4)
            return fail(error, "'give' takes right=<card> partner=<card> left=<card>");
        Mask seen = 0;
        for (std::size_t w = 1; w < 4; ++w) {
            const std::string_view word = words[w];
            const auto eq = word.find('=');
            const std::string_view key = word.substr(0, eq);
            const auto slot = std::find(std::begin(giveKeys), std::end(giveKeys), key);
            if (eq == std::string_view::npos || slot == std::end(giveKeys))
                return fail(error, "'" + std::string(word) + "' is not right=, partner= or left=");
            const auto i = static_cast<std::size_t>(slot - std::begin(giveKeys));
            if (move.give[i] >= 0)
                return fail(error, "'" + std::string(key) + "' is given twice");
            const int card = parseCard(word.substr(eq + 1));
            if (card < 0)
                return fail(error, "unknown card '" + std::string(word.substr(eq + 1)) + "'");
            if (seen & bit(card))
                return fail(error, "the same card cannot be given twice");
            seen |= bit(card);
            move.give[i] = static_cast<std::int8_t>(card);
        }
        return move;
    }
    if (verb != "play")
        return fail(error, "unknown action '" + verb +
                               "' (grand, nogrand, tichu, give, play, pass, nobomb, wish, gift)");
    move.type = Move::Type::Play;
    for (std::size_t w = 1; w < words.size(); ++w) {
        const std::string_view word = words[w];
        if (word.starts_with("PH=")) {
            const int rank = parseRank(word.substr(3));
            if (!rank || move.combo.phoenixAs)
                return fail(error, "'" + std::string(word) + "' must name one rank 2…A");
            move.combo.phoenixAs = static_cast<std::uint8_t>(rank);
            continue;
        }
        const int card = parseCard(word);
        if (card < 0)
            return fail(error, "unknown card '" + std::string(word) + "'");
        if (move.combo.cards & bit(card))
            return fail(error, "card '" + std::string(word) + "' named twice");
        move.combo.cards |= bit(card);
    }
    if (!move.combo.cards)
        return fail(error, "'play' needs cards");
    if (move.combo.phoenixAs && !(move.combo.cards & bit(phoenix)))
        return fail(error, "PH= is given but the Phoenix is not played");
    return move;
}

TichuGame::TichuGame(const Setup& setup) {
    p_.options = setup.options;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(seats, 0);
    deal();
}

TichuGame::TichuGame(const Setup& setup, const std::array<std::vector<Card>, seats>& given) {
    p_.options = setup.options;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(seats, 0);
    deal(&given);
}

TichuGame::TichuGame(Parts parts) : p_(std::move(parts)) {
}

std::unique_ptr<GameState> TichuGame::clone() const {
    return std::make_unique<TichuGame>(*this);
}

std::unique_ptr<BotView> TichuGame::botView(int seat) const {
    return std::make_unique<TichuView>(*this, seat);
}

bool TichuGame::isActive(int seat) const {
    return p_.hands[idx(seat)] != 0;
}

int TichuGame::nextActive(int seat) const {
    for (int i = 1; i <= seats; ++i)
        if (isActive((seat + i) % seats))
            return (seat + i) % seats;
    return seat;
}

Mask TichuGame::trickCards() const {
    Mask m = 0;
    for (const TrickPlay& play : p_.trick)
        m |= play.combo.cards;
    return m;
}

bool TichuGame::mayCallTichu(int seat) const {
    const auto i = idx(seat);
    if (p_.calls[i] != Call::None || (p_.played & (1u << seat)))
        return false;
    switch (p_.phase) {
    case Phase::Passing:
        return mayGive(seat);
    case Phase::Lead:
    case Phase::Follow:
    case Phase::Closing:
    case Phase::Wish:
        return true;
    case Phase::Gift:
        return !p_.roundEnding;
    case Phase::Grand:
    case Phase::Over:
        return false;
    }
    return false;
}

// §4: 8 cards each, the Grand Tichu window, then 6 more (R4.1-R4.3).
void TichuGame::deal(const std::array<std::vector<Card>, seats>* given) {
    ++p_.round;
    reserveEvents(p_.events, 200); // a round logs some 90 to 200 events
    auto maskOfRange = [](auto first, auto last) {
        Mask m = 0;
        for (; first != last; ++first)
            m |= bit(*first);
        return m;
    };
    if (given) {
        for (int s = 0; s < seats; ++s) {
            const auto& cards = (*given)[idx(s)];
            p_.hands[idx(s)] = maskOfRange(cards.begin(), cards.begin() + 8);
            p_.undealt[idx(s)] = maskOfRange(cards.begin() + 8, cards.end());
        }
    } else {
        thread_local std::vector<Card> cards; // tichuDeck().cards(), kept from deal to deal
        cards.resize(static_cast<std::size_t>(tichuDeck().size()));
        for (std::size_t c = 0; c < cards.size(); ++c)
            cards[c] = static_cast<Card>(c);
        shuffle(cards, p_.rng);
        for (int s = 0; s < seats; ++s) {
            const auto first = cards.begin() + 8 * s;
            const auto rest = cards.begin() + 32 + 6 * s;
            p_.hands[idx(s)] = maskOfRange(first, first + 8);
            p_.undealt[idx(s)] = maskOfRange(rest, rest + 6);
        }
    }
    p_.phase = Phase::Grand;
    p_.won = {};
    p_.grand = {};
    p_.calls = {};
    for (auto& g : p_.given)
        g = {-1, -1, -1};
    p_.played = 0;
    p_.outOrder.clear();
    p_.trick.clear();
    p_.turn = -1;
    p_.passed = p_.pending = 0;
    p_.wish = 0;
    p_.mahJongPlayed = p_.roundEnding = false;
    p_.revealed = 0;
    log("deal", -1, roundEvent(p_.round), {p_.round});
    for (int s = 0; s < seats; ++s)
        log("hand", s, cardsEvent(p_.hands[idx(s)]), {}, Event::only(s));
}

bool TichuGame::obliged(int seat, std::span<const Combo> plays) const {
    if (!p_.wish || !holdsNatural(p_.hands[idx(seat)], p_.wish))
        return false;
    return std::any_of(plays.begin(), plays.end(),
                       [&](const Combo& c) { return holdsNatural(c.cards, p_.wish); });
}

// §10.5: what an obliged seat may still play — a natural card of the wished rank, or (when
// following) any beating bomb.
bool TichuGame::allowedUnderWish(const Combo& c) const {
    return holdsNatural(c.cards, p_.wish) || (p_.phase != Phase::Lead && isBomb(c.kind));
}

// §7.7 regularActions without the pass, narrowed by §10.5 when the wish obliges the seat; the
// result says whether it does (then the seat may not pass).
bool TichuGame::regularPlays(int seat, std::vector<Combo>& out) const {
    const Mask hand = p_.hands[idx(seat)];
    const std::size_t start = out.size();
    if (p_.phase == Phase::Lead)
        leadCombos(hand, out);
    else
        beatingCombos(hand, *top(), out);
    if (!obliged(seat, std::span<const Combo>(out).subspan(start)))
        return false;
    out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(start), out.end(),
                             [&](const Combo& c) { return !allowedUnderWish(c); }),
              out.end());
    return true;
}

bool TichuGame::mayGive(int seat) const {
    return p_.phase == Phase::Passing && p_.given[idx(seat)][0] < 0;
}

void TichuGame::legalMoves(int seat, std::vector<Move>& out, bool withGives) const {
    if (seat < 0 || seat >= seats)
        return;
    const auto i = idx(seat);
    auto plays = [&](const std::vector<Combo>& combos) {
        for (const Combo& c : combos)
            out.push_back({Move::Type::Play, c, {-1, -1, -1}, 0});
    };
    auto simple = [&](Move::Type type, int value = 0) {
        out.push_back({type, {}, {-1, -1, -1}, static_cast<std::int8_t>(value)});
    };
    std::vector<Combo> combos;
    switch (p_.phase) {
    case Phase::Grand:
        if (p_.grand[i] == 0) {
            simple(Move::Type::Grand);
            simple(Move::Type::NoGrand);
        }
        break;
    case Phase::Passing:
        if (mayGive(seat) && withGives) {
            const auto cards = cardsOf(p_.hands[i]);
            for (Card a : cards)
                for (Card b : cards)
                    for (Card c : cards)
                        if (a != b && b != c && a != c) {
                            Move m{Move::Type::Give, {}, {}, 0};
                            m.give = {static_cast<std::int8_t>(a), static_cast<std::int8_t>(b),
                                      static_cast<std::int8_t>(c)};
                            out.push_back(m);
                        }
        }
        break;
    case Phase::Lead:
        if (seat == p_.turn) {
            regularPlays(seat, combos);
            plays(combos);
        }
        break;
    case Phase::Follow:
        if (seat == p_.turn) {
            const bool bound = regularPlays(seat, combos);
            plays(combos);
            if (!bound)
                simple(Move::Type::Pass);
        } else if (isActive(seat)) {
            beatingBombs(p_.hands[i], top(), combos);
            plays(combos);
        }
        break;
    case Phase::Closing:
        if (p_.pending & (1u << seat)) {
            beatingBombs(p_.hands[i], top(), combos);
            plays(combos);
            simple(Move::Type::NoBomb);
        }
        break;
    case Phase::Wish:
        if (seat == p_.turn) {
            for (int r = lowRank; r <= highRank; ++r)
                simple(Move::Type::Wish, r);
            simple(Move::Type::Wish, 0);
        }
        break;
    case Phase::Gift:
        if (seat == p_.turn) {
            simple(Move::Type::Gift, (seat + 1) % seats);
            simple(Move::Type::Gift, (seat + 3) % seats);
        }
        break;
    case Phase::Over:
        break;
    }
    if (mayCallTichu(seat))
        simple(Move::Type::Tichu);
}

std::vector<Move> TichuGame::legalMoves(int seat) const {
    std::vector<Move> out;
    legalMoves(seat, out);
    return out;
}

std::vector<std::string> TichuGame::legalActions(int seat) const {
    std::vector<std::string> out;
    for (const Move& m : legalMoves(seat))
        out.push_back(moveText(m));
    return out;
}

std::vector<std::string> TichuGame::shownActions(int seat) const {
    std::vector<Move> moves;
    legalMoves(seat, moves, false);
    std::vector<std::string> out;
    for (const Move& m : moves)
        out.push_back(moveText(m));
    return out;
}

std::optional<Move> TichuGame::randomMove(int seat, Rng& rng) const {
    if (seat < 0 || seat >= seats)
        return std::nullopt;
    const auto i = idx(seat);
    const std::uint32_t call = mayCallTichu(seat) ? 1u : 0u;
    if (mayGive(seat)) {
        std::array<std::int8_t, 56> cards{};
        std::uint32_t n = 0;
        for (Mask m = p_.hands[i]; m; m &= m - 1)
            cards[n++] = static_cast<std::int8_t>(std::countr_zero(m));
        const std::uint32_t gives = n * (n - 1) * (n - 2);
        const std::uint32_t pick = rng.below(gives + call);
        if (pick == gives)
            return Move{Move::Type::Tichu, {}, {-1, -1, -1}, 0};
        // The pick-th ordered triple of distinct cards, the same order legalMoves lists them in.
        std::uint32_t a = pick / ((n - 1) * (n - 2));
        std::uint32_t b = pick / (n - 2) % (n - 1);
        std::uint32_t c = pick % (n - 2);
        b += b >= a ? 1 : 0;
        c += c >= std::min(a, b) ? 1 : 0;
        c += c >= std::max(a, b) ? 1 : 0;
        Move m{Move::Type::Give, {}, {}, 0};
        m.give = {cards[a], cards[b], cards[c]};
        return m;
    }
    if (p_.phase == Phase::Lead && seat == p_.turn &&
        !(p_.wish && holdsNatural(p_.hands[i], p_.wish))) {
        // A free lead (no wish binds the seat): drawn from the counts of its leads, listing only
        // the part the draw falls in.
        const LeadCounter leads(p_.hands[i]);
        const std::uint64_t pick = rng.below(static_cast<std::uint32_t>(leads.total()) + call);
        if (pick < leads.total())
            return Move{Move::Type::Play, leads.at(pick), {-1, -1, -1}, 0};
        return Move{Move::Type::Tichu, {}, {-1, -1, -1}, 0};
    }
    if (p_.phase == Phase::Follow && seat == p_.turn &&
        !(p_.wish && holdsNatural(p_.hands[i], p_.wish))) {
        // A follow no wish binds: the seat's list is its beating plays, a pass and a call, drawn
        // from the counts of the plays, listing only the part the draw falls in.
        const BeatCounter beating(p_.hands[i], *top());
        const auto n = static_cast<std::uint32_t>(beating.total());
        const std::uint32_t pick = rng.below(n + 1 + call);
        if (pick < n)
            return Move{Move::Type::Play, beating.at(pick), {-1, -1, -1}, 0};
        return Move{pick == n ? Move::Type::Pass : Move::Type::Tichu, {}, {-1, -1, -1}, 0};
    }
    if ((p_.phase == Phase::Lead || p_.phase == Phase::Follow) && seat == p_.turn) {
        // The seat's list is its plays, then a pass, then a call: drawn from without writing
        // out every move.
        thread_local std::vector<Combo> plays;
        plays.clear();
        const bool bound = regularPlays(seat, plays);
        const auto n = static_cast<std::uint32_t>(plays.size());
        const std::uint32_t extra = p_.phase == Phase::Follow && !bound ? 1u : 0u;
        const std::uint32_t pick = rng.below(n + extra + call);
        if (pick < n)
            return Move{Move::Type::Play, plays[pick], {-1, -1, -1}, 0};
        return Move{pick < n + extra ? Move::Type::Pass : Move::Type::Tichu, {}, {-1, -1, -1}, 0};
    }
    // The short lists, drawn from as legalMoves() lists them: the choices, then a call.
    auto simple = [](Move::Type type, int value = 0) {
        return Move{type, {}, {-1, -1, -1}, static_cast<std::int8_t>(value)};
    };
    auto draw = [&](std::uint32_t choices, auto choice) -> std::optional<Move> {
        const std::uint32_t pick = rng.below(choices + call);
        return pick < choices ? choice(pick) : simple(Move::Type::Tichu);
    };
    if (p_.phase == Phase::Grand && p_.grand[i] == 0)
        return draw(2, [&](std::uint32_t k) {
            return simple(k == 0 ? Move::Type::Grand : Move::Type::NoGrand);
        });
    if (p_.phase == Phase::Wish && seat == p_.turn)
        return draw(highRank - lowRank + 2, [&](std::uint32_t k) {
            const int rank = lowRank + static_cast<int>(k);
            return simple(Move::Type::Wish, rank <= highRank ? rank : 0);
        });
    if (p_.phase == Phase::Gift && seat == p_.turn)
        return draw(2, [&](std::uint32_t k) {
            return simple(Move::Type::Gift, (seat + (k == 0 ? 1 : 3)) % seats);
        });
    if (p_.phase == Phase::Closing && (p_.pending & (1u << seat))) {
        thread_local std::vector<Combo> bombs;
        bombs.clear();
        beatingBombs(p_.hands[i], top(), bombs);
        const auto n = static_cast<std::uint32_t>(bombs.size());
        return draw(n + 1, [&](std::uint32_t k) {
            return k < n ? Move{Move::Type::Play, bombs[k], {-1, -1, -1}, 0}
                         : simple(Move::Type::NoBomb);
        });
    }
    const auto moves = legalMoves(seat);
    if (moves.empty())
        return std::nullopt;
    return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

std::string TichuGame::randomLegalAction(int seat, Rng& rng) const {
    const auto move = randomMove(seat, rng);
    return move ? moveText(*move) : std::string();
}

SeatSet TichuGame::awaiting() const {
    SeatSet out;
    switch (p_.phase) {
    case Phase::Grand:
    case Phase::Passing:
        for (int s = 0; s < seats; ++s)
            if (p_.phase == Phase::Grand ? p_.grand[idx(s)] == 0 : p_.given[idx(s)][0] < 0)
                out.push_back(s);
        break;
    case Phase::Lead:
    case Phase::Follow:
    case Phase::Wish:
    case Phase::Gift: {
        // Copied whole: a set built a byte at a time and returned at once stalls the read.
        static const std::array<SeatSet, seats> one = {SeatSet{0}, SeatSet{1}, SeatSet{2},
                                                       SeatSet{3}};
        return one[idx(p_.turn)];
    }
    case Phase::Closing: {
        // R13.12: in playing order after the owner, the owner last.
        const int owner = p_.trick.back().seat;
        for (int i = 1; i <= seats; ++i)
            if (p_.pending & (1u << ((owner + i) % seats)))
                out.push_back((owner + i) % seats);
        break;
    }
    case Phase::Over:
        break;
    }
    return out;
}

std::vector<int> TichuGame::publicAwaiting() const {
    if (p_.phase != Phase::Closing)
        return awaiting();
    // Any active seat might hold a bomb: all of them are shown as waited for (§17, R13.12).
    std::vector<int> out;
    const int owner = p_.trick.back().seat;
    for (int i = 1; i <= seats; ++i)
        if (isActive((owner + i) % seats))
            out.push_back((owner + i) % seats);
    return out;
}

std::string TichuGame::refusal(int seat, const Move& move) const {
    const auto i = idx(seat);
    const std::string who = seatName(seat);
    if (p_.phase == Phase::Over)
        return "the game is over";
    if (move.type == Move::Type::Tichu)
        return who + " may not call Tichu now (one call per round, before its first card, not "
                     "while its passed cards are on the way)";
    if (move.type == Move::Type::Give && p_.phase == Phase::Passing) {
        if (p_.given[i][0] >= 0)
            return who + " has already passed its cards";
        Mask cards = 0;
        for (int c : move.give)
            cards |= bit(c);
        return who + " does not hold " + cardsText(cards & ~p_.hands[i]);
    }
    if (move.type == Move::Type::Play) {
        const Mask cards = move.combo.cards;
        if (cards & ~p_.hands[i])
            return who + " does not hold " + cardsText(cards & ~p_.hands[i]);
        if (readings(cards).empty())
            return "'" + cardsText(cards) + "' is not a combination";
        if (move.combo.phoenixAs)
            return "the Phoenix cannot stand for " + rankText(move.combo.phoenixAs) + " in '" +
                   cardsText(cards) + "' now";
    }
    const bool regular = seat == p_.turn && (p_.phase == Phase::Lead || p_.phase == Phase::Follow);
    if (regular && p_.wish && holdsNatural(p_.hands[i], p_.wish))
        return "the wish for " + rankText(p_.wish) + " obliges " + who +
               (p_.wish == 8 || p_.wish == 14 ? " to play an " : " to play a ") +
               rankText(p_.wish) + " (or a bomb, when following)";
    if (regular && move.type == Move::Type::Pass)
        return "the leader may not pass";
    if (regular && move.type == Move::Type::Play)
        return p_.phase == Phase::Lead
                   ? "the Dog or a combination must be led"
                   : "'" + cardsText(move.combo.cards) + "' does not beat " + comboText(*top());
    if (move.type == Move::Type::Play && (p_.phase == Phase::Follow || p_.phase == Phase::Closing))
        return "out of turn only a bomb that beats " + comboText(*top()) + " may be played";
    if (move.type == Move::Type::Gift && p_.phase == Phase::Gift && seat == p_.turn)
        return "the Dragon's trick goes to an opponent: " + seatName((seat + 1) % seats) + " or " +
               seatName((seat + 3) % seats);
    if (move.type == Move::Type::Play && p_.phase == Phase::Lead)
        return "it is " + seatName(p_.turn) +
               "'s lead: a bomb out of turn goes only on a combination on the table";
    const auto waiting = awaiting();
    if (!waiting.empty() && p_.turn >= 0 && p_.turn != seat)
        return "it is " + seatName(p_.turn) + "'s turn, not " + who + "'s";
    return "'" + moveText(move) + "' is not a legal action for " + who + " now (phase " +
           phaseName(p_.phase) + ")";
}

bool TichuGame::mayPass(int seat) const {
    if (p_.phase != Phase::Follow || seat != p_.turn)
        return false;
    if (!p_.wish || !holdsNatural(p_.hands[idx(seat)], p_.wish))
        return true; // no wish can bind the seat: nothing to generate
    std::vector<Combo> plays;
    return !regularPlays(seat, plays);
}

void TichuGame::playsWith(int seat, Mask cards, std::vector<Combo>& out) const {
    out.clear();
    const Mask hand = p_.hands[idx(seat)];
    if (!cards || (cards & ~hand))
        return;
    const bool regular = (p_.phase == Phase::Lead || p_.phase == Phase::Follow) && seat == p_.turn;
    if (regular) {
        if (p_.phase == Phase::Lead)
            leadCombos(cards, out);
        else
            beatingCombos(cards, *top(), out);
    } else if ((p_.phase == Phase::Follow && isActive(seat)) ||
               (p_.phase == Phase::Closing && (p_.pending & (1u << seat)))) {
        beatingBombs(cards, top(), out);
    }
    out.erase(
        std::remove_if(out.begin(), out.end(), [&](const Combo& c) { return c.cards != cards; }),
        out.end());
    // §10.5: plays without the wished rank stay legal unless the seat is obliged.
    if (regular && !out.empty() && p_.wish && holdsNatural(hand, p_.wish) &&
        !holdsNatural(cards, p_.wish)) {
        std::vector<Combo> all;
        if (regularPlays(seat, all))
            out.erase(std::remove_if(out.begin(), out.end(),
                                     [&](const Combo& c) { return !allowedUnderWish(c); }),
                      out.end());
    }
}

bool TichuGame::isLegal(int seat, const Move& move) const {
    if (seat < 0 || seat >= seats)
        return false;
    const auto i = idx(seat);
    switch (move.type) {
    case Move::Type::Grand:
    case Move::Type::NoGrand:
        return p_.phase == Phase::Grand && p_.grand[i] == 0;
    case Move::Type::Tichu:
        return mayCallTichu(seat);
    case Move::Type::Give: {
        if (!mayGive(seat))
            return false;
        Mask cards = 0;
        for (int c : move.give)
            if (c >= 0 && c < 56)
                cards |= bit(c);
        return count(cards) == 3 && (cards & ~p_.hands[i]) == 0;
    }
    case Move::Type::Play: {
        thread_local std::vector<Combo> plays;
        playsWith(seat, move.combo.cards, plays);
        return std::find(plays.begin(), plays.end(), move.combo) != plays.end();
    }
    case Move::Type::Pass:
        return mayPass(seat);
    case Move::Type::NoBomb:
        return p_.phase == Phase::Closing && (p_.pending & (1u << seat));
    case Move::Type::Wish:
        return p_.phase == Phase::Wish && seat == p_.turn &&
               (move.value == 0 || (move.value >= lowRank && move.value <= highRank));
    case Move::Type::Gift:
        return p_.phase == Phase::Gift && seat == p_.turn &&
               (move.value == (seat + 1) % seats || move.value == (seat + 3) % seats);
    }
    return false;
}

std::optional<Move> TichuGame::resolve(int seat, const Move& parsed, std::string* error) const {
    if (parsed.type == Move::Type::Play) {
        const Combo* best = nullptr;
        std::vector<Combo> plays;
        playsWith(seat, parsed.combo.cards, plays);
        for (const Combo& c : plays)
            if ((!parsed.combo.phoenixAs || parsed.combo.phoenixAs == c.phoenixAs) &&
                (!best || c.rank > best->rank))
                best = &c; // §8.4: without a choice, the highest legal reading
        if (best)
            return Move{Move::Type::Play, *best, {-1, -1, -1}, 0};
    } else if (isLegal(seat, parsed)) {
        return parsed;
    }
    *error = refusal(seat, parsed);
    return std::nullopt;
}

std::optional<Move> TichuGame::parse(std::string_view text, std::string* error) const {
    return parseMove(text, error);
}

// A move given whole stands as it is; a play given by its cards (and perhaps PH=) is read.
std::string TichuGame::check(int seat, Move& move) const {
    if (isLegal(seat, move))
        return {};
    std::string error;
    const auto resolved = resolve(seat, move, &error);
    if (!resolved)
        return error;
    move = *resolved;
    return {};
}

void TichuGame::perform(int seat, const Move& move) {
    const auto i = idx(seat);
    switch (move.type) {
    case Move::Type::Grand:
    case Move::Type::NoGrand:
        p_.grand[i] = move.type == Move::Type::Grand ? 1 : 2;
        if (std::count(p_.grand.begin(), p_.grand.end(), 0) == 0) {
            // R4.2: the decisions are revealed together, then the last 6 cards come (R4.3).
            for (int s = 0; s < seats; ++s) {
                const bool called = p_.grand[idx(s)] == 1;
                log(called ? "grand" : "nogrand", s, literal(called ? "grand" : "nogrand"));
                if (called)
                    p_.calls[idx(s)] = Call::Grand;
            }
            for (int s = 0; s < seats; ++s) {
                p_.hands[idx(s)] |= p_.undealt[idx(s)];
                p_.undealt[idx(s)] = 0;
                log("hand", s, cardsEvent(p_.hands[idx(s)]), {}, Event::only(s));
            }
            p_.phase = Phase::Passing;
        }
        return;
    case Move::Type::Tichu:
        p_.calls[i] = Call::Tichu;
        log("tichu", seat, literal("tichu"));
        return;
    case Move::Type::Give:
        p_.given[i] = move.give;
        for (int c : move.give)
            p_.hands[i] &= ~bit(c);
        if (std::all_of(p_.given.begin(), p_.given.end(),
                        [](const auto& g) { return g[0] >= 0; })) {
            // R5.2: all twelve cards move at once.
            for (int s = 0; s < seats; ++s)
                log("give", s, giveEvent(p_.given[idx(s)]), {}, Event::only(s));
            for (int s = 0; s < seats; ++s)
                for (int d = 0; d < 3; ++d) {
                    const int card = p_.given[idx(s)][static_cast<std::size_t>(d)];
                    const int to = (s + 1 + d) % seats;
                    p_.hands[idx(to)] |= bit(card);
                    log("receive", to, cardEvent(card), {s}, Event::only(to));
                }
            for (int s = 0; s < seats; ++s)
                if (p_.hands[idx(s)] & bit(mahJong))
                    p_.turn = s; // R5.4
            log("exchange", p_.turn, literal("cards passed; the Mah Jong leads"));
            p_.phase = Phase::Lead;
        }
        return;
    case Move::Type::Play:
        playCombo(seat, move.combo);
        return;
    case Move::Type::Pass: {
        log("pass", seat, literal("pass"));
        p_.passed |= static_cast<std::uint8_t>(1u << seat);
        const int owner = p_.trick.back().seat;
        bool everyonePassed = true;
        for (int s = 0; s < seats; ++s)
            if (s != owner && isActive(s) && !(p_.passed & (1u << s)))
                everyonePassed = false;
        if (everyonePassed)
            enterClosing();
        else
            p_.turn = nextActive(seat);
        return;
    }
    case Move::Type::NoBomb:
        // Seen by the seat alone: a public "no bomb" would tell the table it holds one.
        log("nobomb", seat, literal("nobomb"), {}, Event::only(seat));
        p_.pending &= static_cast<std::uint8_t>(~(1u << seat));
        if (!p_.pending)
            collect();
        return;
    case Move::Type::Wish:
        p_.wish = move.value;
        log("wish", seat, rankEvent(move.value), {move.value});
        p_.phase = Phase::Follow;
        p_.turn = nextActive(seat);
        return;
    case Move::Type::Gift: {
        const Mask cards = trickCards();
        p_.won[idx(move.value)] |= cards;
        log("gift", seat, cardsEvent(cards), {move.value, points(cards)});
        p_.trick.clear();
        if (p_.roundEnding)
            endRound(false);
        else
            leadFrom(seat);
        return;
    }
    }
}

// §7.5: the play becomes the top; going out, the end of the round, the wish, the Dog.
void TichuGame::playCombo(int seat, const Combo& combo) {
    const auto i = idx(seat);
    p_.hands[i] &= ~combo.cards;
    p_.played |= static_cast<std::uint8_t>(1u << seat);
    p_.trick.push_back({seat, combo});
    p_.passed = p_.pending = 0;
    log(isBomb(combo.kind) ? "bomb" : "play", seat, comboEvent(combo));
    if (p_.wish && holdsNatural(combo.cards, p_.wish)) {
        log("wish-fulfilled", seat, rankEvent(p_.wish), {p_.wish});
        p_.wish = 0;
    }
    if (!p_.hands[i]) {
        p_.outOrder.push_back(seat);
        log("out", seat, literal("out"), {static_cast<int>(p_.outOrder.size())});
        if (p_.outOrder.size() == 2 && partnerOf(p_.outOrder[0]) == p_.outOrder[1]) {
            endRound(true); // R14.3
            return;
        }
        if (p_.outOrder.size() == 3) { // R14.4: the trick closes at once
            if (combo.kind == Kind::Dog) {
                p_.won[i] |= bit(dog);
                p_.trick.clear();
                endRound(false);
            } else if (combo.cards == bit(dragon)) {
                p_.phase = Phase::Gift;
                p_.turn = seat;
                p_.roundEnding = true;
            } else {
                const Mask cards = trickCards();
                p_.won[i] |= cards;
                log("trick", seat, cardsEvent(cards), {points(cards)});
                p_.trick.clear();
                endRound(false);
            }
            return;
        }
    }
    if (combo.kind == Kind::Dog) { // R11.2: the lead goes to the partner, or past him
        p_.trick.clear();
        const int partner = partnerOf(seat);
        const int leader = isActive(partner) ? partner : nextActive(partner);
        p_.won[idx(leader)] |= bit(dog);
        log("dog", leader, literal("lead"));
        p_.phase = Phase::Lead;
        p_.turn = leader;
        return;
    }
    if (combo.cards & bit(mahJong)) {
        p_.mahJongPlayed = true;
        p_.phase = Phase::Wish;
        p_.turn = seat;
        return;
    }
    p_.phase = Phase::Follow;
    p_.turn = nextActive(seat);
}

// R7.7: every seat with a beating bomb gets its last chance before the trick is collected.
bool TichuGame::inWindow() const {
    return p_.phase == Phase::Closing;
}

void TichuGame::enterClosing() {
    countWindow();
    p_.phase = Phase::Closing;
    p_.turn = -1;
    p_.pending = 0;
    for (int s = 0; s < seats; ++s)
        if (isActive(s) && hasBeatingBomb(p_.hands[idx(s)], *top()))
            p_.pending |= static_cast<std::uint8_t>(1u << s);
    if (!p_.pending)
        collect();
}

void TichuGame::collect() {
    const int owner = p_.trick.back().seat;
    if (top()->cards == bit(dragon)) { // R12.2
        p_.phase = Phase::Gift;
        p_.turn = owner;
        return;
    }
    const Mask cards = trickCards();
    p_.won[idx(owner)] |= cards;
    log("trick", owner, cardsEvent(cards), {points(cards)});
    p_.trick.clear();
    leadFrom(owner);
}

void TichuGame::leadFrom(int owner) {
    p_.phase = Phase::Lead;
    p_.turn = isActive(owner) ? owner : nextActive(owner); // R7.8
    p_.passed = p_.pending = 0;
}

void TichuGame::endRound(bool doubleVictory) {
    if (!doubleVictory)
        for (int s = 0; s < seats; ++s)
            if (isActive(s)) {
                p_.revealed = p_.hands[idx(s)];
                log("last", s, cardsEvent(p_.hands[idx(s)]), {points(p_.hands[idx(s)])});
            }
    RoundScore score = scoreRound(p_.outOrder, p_.hands, p_.won, p_.calls);
    HandResult result{std::vector<int>(seats, 0), std::move(score.lines)};
    for (int s = 0; s < seats; ++s)
        result.deltas[idx(s)] = score.teams[static_cast<std::size_t>(teamOf(s))];
    log("hand-end", -1, roundEvent(p_.round), result.deltas);
    p_.ledger.record(std::move(result)); // its lines moved, not copied
    const auto& totals = p_.ledger.totals();
    // R16.2-R16.3: the check comes after each round; an exact tie plays on. A table may also
    // agree on a number of rounds (docs/games/tichu.md).
    const int limit = p_.options.integer("rounds");
    const bool reached = std::max(totals[0], totals[1]) >= target() || (limit && p_.round >= limit);
    const bool atLimit = p_.ledger.handsPlayed() >= p_.options.integer(handLimitKey);
    if ((reached && totals[0] != totals[1]) || atLimit) {
        p_.phase = Phase::Over;
        p_.turn = -1;
        log("match-end", -1,
            literal(atLimit && !(reached && totals[0] != totals[1]) ? "hand limit" : ""), totals);
        return;
    }
    deal();
}

std::vector<Card> TichuGame::knownCards(int seat) const {
    Mask known = trickCards() | p_.revealed;
    for (Mask w : p_.won)
        known |= w; // every trick is collected in public (§17)
    if (seat >= 0 && seat < seats) {
        known |= p_.hands[idx(seat)];
        for (int c : p_.given[idx(seat)])
            if (c >= 0)
                known |= bit(c);
    }
    return cardsOf(known);
}

} // namespace paiju::tichu
