#include "fourcolor_game.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace paiju::fourcolor {

namespace {

const Deck& D = fourColorDeck();

const std::string& typeToken(int type) {
    return D.typeToken(type);
}

// A discarded or drawn card in the log: its type, written when read.
std::string typeText(std::uint64_t type) {
    return typeToken(static_cast<int>(type));
}
EventText typeEvent(int type) {
    return {typeText, static_cast<std::uint64_t>(type)};
}

template <class Types> std::string typesText(const Types& types) {
    std::string text;
    for (int t : types) {
        if (!text.empty())
            text += ' ';
        text += typeToken(t);
    }
    return text;
}

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

// `RK`, `WS` …: decoded from the two letters rather than searched among the deck's tokens.
std::optional<int> parseType(std::string_view token) {
    static constexpr std::string_view colorLetters = "RGYW";
    static constexpr std::string_view rankLetters = "KAECHPS";
    if (token.size() != 2)
        return std::nullopt;
    const auto c = colorLetters.find(token[0]);
    const auto r = rankLetters.find(token[1]);
    if (c == std::string_view::npos || r == std::string_view::npos)
        return std::nullopt;
    return typeOf(static_cast<int>(c), static_cast<int>(r));
}

// Chow kinds by their notation word (§18).
constexpr std::pair<const char*, MeldKind> chowWords[] = {
    {"pair", MeldKind::Pair},           {"single", MeldKind::SingleGeneral},
    {"command", MeldKind::Command},     {"field", MeldKind::Field},
    {"soldiers3", MeldKind::Soldiers3}, {"soldiers4", MeldKind::Soldiers4}};

const char* chowWord(MeldKind kind) {
    for (const auto& [word, k] : chowWords)
        if (k == kind)
            return word;
    return "?";
}

} // namespace

std::vector<Card> nextDeck(const std::vector<Card>& stock, Rng& rng) {
    std::array<bool, cardCount> inStock{};
    for (Card c : stock)
        inStock[c] = true;
    std::vector<Card> used;
    used.reserve(cardCount - stock.size());
    for (int c = 0; c < cardCount; ++c)
        if (!inStock[static_cast<std::size_t>(c)])
            used.push_back(static_cast<Card>(c));
    shuffle(used, rng);
    std::vector<Card> deck;
    deck.reserve(cardCount);
    deck.insert(deck.end(), stock.begin(), stock.end());
    deck.insert(deck.end(), used.begin(), used.end());
    return deck;
}

const char* phaseName(Phase phase) {
    switch (phase) {
    case Phase::Discard:
        return "discard";
    case Phase::Claim:
        return "claim";
    case Phase::Over:
        return "match-over";
    }
    return "";
}

const Move* findMove(const std::vector<Move>& legal, const Move& given) {
    for (const Move& m : legal) {
        if (m.type != given.type)
            continue;
        if (m.type == Move::Type::Discard && m.card != given.card)
            continue;
        if (m.type == Move::Type::Chow &&
            (m.meld != given.meld ||
             (m.meld == MeldKind::Soldiers3 && m.handTypes != given.handTypes)))
            continue;
        return &m;
    }
    return nullptr;
}

std::string moveText(const Move& move) {
    switch (move.type) {
    case Move::Type::Discard:
        return "discard " + typeToken(move.card);
    case Move::Type::Pass:
        return "pass";
    case Move::Type::Hu:
        return "hu";
    case Move::Type::Kong:
        return "kong";
    case Move::Type::Pung:
        return "pung";
    case Move::Type::Chow: {
        std::string text = std::string("chow ") + chowWord(move.meld);
        if (move.meld == MeldKind::Soldiers3)
            text += " " + typesText(move.handTypes);
        return text;
    }
    }
    return {};
}

namespace {

// A declaration in the log is kept as its move packed into 64 bits (type, card, meld and the hand
// types taken, a byte each) and written when read (core/event.h).
std::string packedMoveText(std::uint64_t packed) {
    const auto byte = [packed](int i) { return static_cast<int>(packed >> (8 * i) & 0xff); };
    Move move;
    move.type = static_cast<Move::Type>(byte(0));
    move.card = byte(1) - 1;
    move.meld = static_cast<MeldKind>(byte(2));
    for (int i = 0; i < byte(3); ++i)
        move.handTypes.push_back(byte(4 + i));
    return moveText(move);
}

std::uint64_t packMove(const Move& move) {
    std::uint64_t packed = static_cast<std::uint64_t>(move.type) |
                           static_cast<std::uint64_t>(move.card + 1) << 8 |
                           static_cast<std::uint64_t>(move.meld) << 16 |
                           static_cast<std::uint64_t>(move.handTypes.size()) << 24;
    int shift = 32;
    for (int t : move.handTypes) {
        packed |= static_cast<std::uint64_t>(t) << shift;
        shift += 8;
    }
    return packed;
}

EventText moveEvent(const Move& move) {
    return {packedMoveText, packMove(move)};
}

// A resolved claim reads "<its notation>: <the meld's cards>". The meld is the claimed card and
// the types taken from the hand, in card order, which is type order: the claim is kept packed as
// its move with the claimed card's type in the card byte (a claim has no card of its own).
std::string packedClaimText(std::uint64_t packed) {
    const int claimed = static_cast<int>(packed >> 8 & 0xff) - 1;
    std::string text = packedMoveText(packed & ~(std::uint64_t{0xff} << 8));
    const int taken = static_cast<int>(packed >> 24 & 0xff);
    int all[4] = {claimed};
    for (int i = 0; i < taken; ++i)
        all[1 + i] = static_cast<int>(packed >> (32 + 8 * i) & 0xff);
    const int n = 1 + taken;
    std::sort(all, all + n);
    text += ':';
    for (int i = 0; i < n; ++i) {
        text += ' ';
        text += typeToken(all[i]);
    }
    return text;
}

EventText claimEvent(const Move& claim, int claimedType) {
    Move packed = claim;
    packed.card = claimedType;
    return {packedClaimText, packMove(packed)};
}

// A dealt hand reads as its cards in order, which name only their types: it is kept as its counts
// in unary, from the first type up (a 1 for each card, a 0 to close each type), 28 bits and one
// per card, written when read. A hand too large for 64 bits (never dealt) is written at once.
std::string packedHandText(std::uint64_t packed) {
    std::string text;
    text.reserve(64);
    for (int t = 0; t < types; packed >>= 1) {
        if ((packed & 1) == 0) {
            ++t;
            continue;
        }
        if (!text.empty())
            text += ' ';
        text += typeToken(t);
    }
    return text;
}

EventText handEvent(const Counts& counts, const std::vector<Card>& hand) {
    if (total(counts) + types > 64)
        return D.format(hand);
    std::uint64_t packed = 0;
    int at = 0;
    for (int t = 0; t < types; ++t) {
        for (int k = 0; k < counts[static_cast<std::size_t>(t)]; ++k)
            packed |= std::uint64_t{1} << at++;
        ++at; // the 0 that closes the type
    }
    return {packedHandText, packed};
}

// The types of the four Generals, one of each color.
constexpr std::uint32_t generalTypes =
    1u << typeOf(0, K) | 1u << typeOf(1, K) | 1u << typeOf(2, K) | 1u << typeOf(3, K);

} // namespace

namespace {

// The words of a move (four at most are read; size() counts them all), kept without a heap list:
// every move a bot plays in a search's rollouts is read from its text.
class MoveWords {
public:
    explicit MoveWords(std::string_view text) {
        std::size_t i = 0;
        const auto blank = [&text](std::size_t at) {
            return text[at] == ' ' || text[at] == '\t' || text[at] == '\n';
        };
        while (i < text.size()) {
            while (i < text.size() && blank(i))
                ++i;
            const std::size_t start = i;
            while (i < text.size() && !blank(i))
                ++i;
            if (i > start && n_++ < words_.size())
                words_[n_ - 1] = text.substr(start, i - start);
        }
    }
    std::size_t size() const { return n_; }
    bool empty() const { return n_ == 0; }
    std::string_view operator[](std::size_t i) const { return words_.at(i); }
    std::string_view front() const { return words_[0]; }

private:
    std::array<std::string_view, 4> words_{};
    std::size_t n_ = 0;
};

} // namespace

// Parses the words only; which cards a claim takes is settled against the hand by legalMoves().
std::optional<Move> parseMove(std::string_view text, std::string* error) {
    const MoveWords words(text);
    if (words.empty()) {
        *error = "empty action";
        return std::nullopt;
    }
    Move move;
    const std::string_view verb = words.front();
    auto noMore = [&](std::size_t n) {
        if (words.size() != n) {
            *error = "'" + std::string(text) + "' has the wrong number of words";
            return false;
        }
        return true;
    };
    if (verb == "discard") {
        if (!noMore(2))
            return std::nullopt;
        auto type = parseType(words[1]);
        if (!type) {
            *error = "unknown card '" + std::string(words[1]) + "'";
            return std::nullopt;
        }
        move.type = Move::Type::Discard;
        move.card = *type;
        return move;
    }
    if (verb == "pass" || verb == "hu" || verb == "kong" || verb == "pung") {
        if (!noMore(1))
            return std::nullopt;
        move.type = verb == "pass"   ? Move::Type::Pass
                    : verb == "hu"   ? Move::Type::Hu
                    : verb == "kong" ? Move::Type::Kong
                                     : Move::Type::Pung;
        return move;
    }
    if (verb != "chow") {
        *error = "unknown action '" + std::string(verb) + "' (discard, pass, hu, kong, pung, chow)";
        return std::nullopt;
    }
    if (words.size() < 2) {
        *error = "'chow' needs a kind: pair, single, command, field, soldiers3, soldiers4";
        return std::nullopt;
    }
    move.type = Move::Type::Chow;
    const auto kind = std::find_if(std::begin(chowWords), std::end(chowWords),
                                   [&](const auto& w) { return words[1] == w.first; });
    if (kind == std::end(chowWords)) {
        *error = "unknown chow '" + std::string(words[1]) + "'";
        return std::nullopt;
    }
    move.meld = kind->second;
    if (move.meld == MeldKind::Soldiers3) {
        if (!noMore(4))
            return std::nullopt;
        for (std::size_t i = 2; i < 4; ++i) {
            auto type = parseType(words[i]);
            if (!type || rankOf(*type) != S) {
                *error = "'chow soldiers3' names two soldiers, e.g. 'chow soldiers3 GS YS'";
                return std::nullopt;
            }
            move.handTypes.push_back(*type);
        }
        std::sort(move.handTypes.begin(), move.handTypes.end());
    } else if (!noMore(2)) {
        return std::nullopt;
    }
    return move;
}

std::optional<LaidClaim> readClaim(std::string_view text) {
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return std::nullopt;
    std::string error;
    auto move = parseMove(text.substr(0, colon), &error);
    if (!move || move->type == Move::Type::Discard || move->type == Move::Type::Pass)
        return std::nullopt;
    LaidClaim claim{*move, {}};
    for (const std::string_view word : splitWords(text.substr(colon + 1))) {
        const auto type = parseType(word);
        if (!type)
            return std::nullopt;
        claim.types.push_back(*type);
    }
    if (claim.types.empty())
        return std::nullopt;
    return claim;
}

FourColorGame::FourColorGame(const Setup& setup) {
    p_.options = setup.options;
    p_.seats = setup.seats;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(setup.seats, 10 * setup.seats); // §14
    auto cards = D.cards();
    shuffle(cards, p_.rng);
    const int first = static_cast<int>(p_.rng.below(static_cast<std::uint32_t>(setup.seats)));
    startHand(std::move(cards), first);
}

FourColorGame::FourColorGame(const Setup& setup, std::vector<Card> deck, int firstPlayer) {
    p_.options = setup.options;
    p_.seats = setup.seats;
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(setup.seats, 10 * setup.seats);
    startHand(std::move(deck), firstPlayer);
}

FourColorGame::FourColorGame(Parts parts) : p_(std::move(parts)) {
    countHands();
    findClaimants();
}

std::unique_ptr<GameState> FourColorGame::clone() const {
    return std::make_unique<FourColorGame>(*this);
}

std::unique_ptr<BotView> FourColorGame::botView(int seat) const {
    return std::make_unique<FourColorView>(*this, seat);
}

// §3.3: three rounds of packets from the first player: 7, 7, then 7 for him and 6 for the others.
void FourColorGame::startHand(std::vector<Card> deck, int firstPlayer) {
    ++p_.handNumber;
    // A hand logs some 120 events, rarely over 170: the first makes room for the match's first
    // three hands (a match is three hands long by default), so that the log is not moved as it
    // grows.
    reserveEvents(p_.events, p_.events.empty() ? 512 : 170);
    p_.phase = Phase::Discard;
    p_.firstPlayer = p_.turn = p_.lastActor = firstPlayer;
    // Cleared rather than made anew, so that each hand keeps its room from hand to hand.
    p_.hands.resize(idx(p_.seats));
    for (auto& hand : p_.hands)
        hand.clear();
    p_.exposed.resize(idx(p_.seats));
    for (auto& melds : p_.exposed)
        melds.clear();
    p_.discardPile.clear();
    p_.current.reset();
    p_.firstDiscard.reset();
    clearDeclarations();
    p_.revealed.clear();
    // Each hand is gathered as a set of card indices, which reads out sorted.
    std::array<std::array<std::uint64_t, 2>, 4> dealt{};
    std::size_t top = 0;
    for (int round = 0; round < 3; ++round)
        for (int i = 0; i < p_.seats; ++i) {
            const int seat = (firstPlayer + i) % p_.seats;
            const int packet = round < 2 || i == 0 ? 7 : 6;
            for (int k = 0; k < packet; ++k) {
                const Card c = deck[top++];
                dealt[idx(seat)][c / 64] |= std::uint64_t{1} << (c % 64);
            }
        }
    p_.stock.assign(deck.begin() + static_cast<std::ptrdiff_t>(top), deck.end());
    for (int s = 0; s < p_.seats; ++s) {
        auto& hand = p_.hands[idx(s)];
        hand.reserve(22);
        for (std::size_t word = 0; word < 2; ++word)
            for (std::uint64_t rest = dealt[idx(s)][word]; rest; rest &= rest - 1)
                hand.push_back(static_cast<Card>(64 * word +
                                                 static_cast<std::size_t>(std::countr_zero(rest))));
    }
    countHands();
    log("deal", firstPlayer, "hand " + std::to_string(p_.handNumber), {p_.handNumber});
    for (int s = 0; s < p_.seats; ++s)
        log("hand", s, handEvent(counts_[idx(s)], p_.hands[idx(s)]), {}, Event::only(s));
}

void FourColorGame::countHands() {
    counts_.assign(idx(p_.seats), Counts{});
    summaries_.assign(idx(p_.seats), {});
    for (int s = 0; s < p_.seats; ++s) {
        for (Card c : p_.hands[idx(s)])
            ++counts_[idx(s)][static_cast<std::size_t>(typeOfCard(c))];
        summarize(s);
    }
}

namespace {

// Bit i set for each byte i of `word` whose high bit is set.
std::uint32_t highBits(std::uint64_t word) {
    return static_cast<std::uint32_t>(((word & 0x8080808080808080ull) * 0x0002040810204081ull) >>
                                      56);
}

} // namespace

// A hand's counts are read eight types at a time: a count is 4 at most, so adding 0x7f, 0x7e or
// 0x7d to each byte sets its high bit exactly when it is at least 1, 2 or 3, and no byte carries
// into the next. A hand is summed up at every deal, for every seat, so the 28 types are not
// walked one by one.
void FourColorGame::summarize(int seat) {
    const Counts& counts = counts_[idx(seat)];
    HandSummary h;
    if constexpr (std::endian::native == std::endian::little) {
        std::array<std::uint64_t, 4> words{}; // the 28 counts and four zero bytes
        std::memcpy(words.data(), counts.data(), counts.size());
        int cards = 0;
        for (std::size_t w = 0; w < words.size(); ++w) {
            const std::uint64_t v = words[w];
            const auto at = static_cast<unsigned>(8 * w);
            h.held |= highBits(v + 0x7f7f7f7f7f7f7f7full) << at;
            h.pairs |= highBits(v + 0x7e7e7e7e7e7e7e7eull) << at;
            h.triples |= highBits(v + 0x7d7d7d7d7d7d7d7dull) << at;
            cards += static_cast<int>((v * 0x0101010101010101ull) >> 56); // the byte sum
        }
        int generals = 0;
        for (int c = 0; c < colors; ++c)
            generals += counts[static_cast<std::size_t>(typeOf(c, K))];
        h.nonGenerals = cards - generals;
    } else {
        for (int t = 0; t < types; ++t) {
            const int n = counts[static_cast<std::size_t>(t)];
            const std::uint32_t b = 1u << t;
            h.held |= n >= 1 ? b : 0;
            h.pairs |= n >= 2 ? b : 0;
            h.triples |= n >= 3 ? b : 0;
            h.nonGenerals += rankOf(t) != K ? n : 0;
        }
    }
    h.unsplit = unsplitGroups(counts);
    summaries_[idx(seat)] = h;
}

int FourColorGame::exposedHu(int seat) const {
    int sum = 0;
    for (const auto& m : p_.exposed[idx(seat)])
        sum += exposedValue(m.kind);
    return sum;
}

bool FourColorGame::mustClaim(int seat) const {
    return p_.current && p_.current->source == Source::Draw && p_.current->owner == seat &&
           rankOf(typeOfCard(p_.current->card)) == K;
}

bool FourColorGame::mayClaim(int seat) const {
    // Anyone may claim a drawn card, the drawer included; nobody his own discard.
    return p_.current && (p_.current->source == Source::Draw || seat != p_.current->owner);
}

bool FourColorGame::mayChow(int seat) const {
    if (!p_.current)
        return false;
    const int owner = p_.current->owner;
    return seat == next(owner) || (p_.current->source == Source::Draw && seat == owner);
}

bool FourColorGame::winsWith(int seat, int type) const {
    const HandSummary& h = summaries_[idx(seat)];
    if (!h.winsKnown) {
        h.wins = std::popcount(h.unsplit) > 1 ? 0 : winningTypes(counts_[idx(seat)]);
        h.winsKnown = true;
    }
    return (h.wins >> type & 1u) != 0;
}

std::vector<Move> FourColorGame::claimsFor(int seat) const {
    std::vector<Move> claims;
    addClaims(seat, claims);
    return claims;
}

void FourColorGame::addClaims(int seat, std::vector<Move>& claims) const {
    if (!p_.current)
        return;
    ClaimList list;
    listClaims(seat, list);
    claims.insert(claims.end(), list.begin(), list.end());
}

namespace {

// The meld claims on a card of each type, made once: the move, the types it needs in the hand
// (one copy each, for a chow), and how many of the cards it takes are not Generals (§5.3).
struct ClaimShape {
    Move move;
    std::uint32_t needs = 0;
    int nonGenerals = 0;
};

struct TypeClaims {
    ClaimShape kong, pung;
    std::array<ClaimShape, 4> chows; // in the legal list's order
    int chowCount = 0;
};

std::array<TypeClaims, types> makeTypeClaims() {
    std::array<TypeClaims, types> all;
    for (int x = 0; x < types; ++x) {
        TypeClaims& c = all[static_cast<std::size_t>(x)];
        const int color = colorOf(x);
        const int rank = rankOf(x);
        const int nonGeneral = rank == K ? 0 : 1;
        c.kong = {
            {Move::Type::Kong, -1, rank == K ? MeldKind::GeneralKong : MeldKind::Kong, {x, x, x}},
            0,
            3 * nonGeneral};
        c.pung = {{Move::Type::Pung, -1, MeldKind::Pung, {x, x}}, 0, 2};
        auto chow = [&](MeldKind kind, TypeList used) {
            std::uint32_t needs = 0;
            int nonGenerals = 0;
            for (int t : used) {
                needs |= 1u << t;
                nonGenerals += rankOf(t) != K ? 1 : 0;
            }
            c.chows[static_cast<std::size_t>(c.chowCount++)] = {
                {Move::Type::Chow, -1, kind, used}, needs, nonGenerals};
        };
        if (rank != K && rank != S)
            chow(MeldKind::Pair, {x});
        if (rank == K)
            chow(MeldKind::SingleGeneral, {});
        // Command and Field: the two other ranks of the card's group, in its color.
        if (rank != S) {
            const int first = rank <= E ? K : C;
            int other[2];
            int n = 0;
            for (int r = first; r < first + 3; ++r)
                if (r != rank)
                    other[n++] = typeOf(color, r);
            chow(rank <= E ? MeldKind::Command : MeldKind::Field, {other[0], other[1]});
        } else {
            int others[colors - 1];
            int n = 0;
            for (int o = 0; o < colors; ++o)
                if (o != color)
                    others[n++] = typeOf(o, S);
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    chow(MeldKind::Soldiers3, {others[i], others[j]});
            chow(MeldKind::Soldiers4, {others[0], others[1], others[2]});
        }
    }
    return all;
}

const TypeClaims& typeClaims(int type) {
    static const std::array<TypeClaims, types> all = makeTypeClaims();
    return all[static_cast<std::size_t>(type)];
}

} // namespace

// In the order of the legal list: hu, kong, pung, then the chows (§5).
void FourColorGame::listClaims(int seat, ClaimList& claims) const {
    claims.n = 0;
    const CurrentCard& cur = *p_.current;
    const bool drawn = cur.source == Source::Draw;
    if (!drawn && seat == cur.owner) // nobody claims his own discard; a drawn card anyone
        return;
    const bool chow = seat == next(cur.owner) || (drawn && seat == cur.owner);
    const int x = typeOfCard(cur.card);
    const HandSummary& h = summaries_[idx(seat)];
    const std::uint32_t bit = 1u << x;
    // A winning card mends its own group of the win check at most, so a hand with another group
    // that does not split cannot win on it.
    if ((h.unsplit & ~(1u << winGroupOf(x))) == 0 && winsWith(seat, x))
        claims.push_back({Move::Type::Hu, -1, MeldKind::Pair, {}});
    if (!chow && !(h.pairs & bit))
        return;
    const TypeClaims& shapes = typeClaims(x);
    // §5.3: a meld claim must leave a non-General to discard.
    auto add = [&](const ClaimShape& shape) {
        if (h.nonGenerals > shape.nonGenerals)
            claims.push_back(shape.move);
    };
    if (h.triples & bit)
        add(shapes.kong);
    if (rankOf(x) != K && (h.pairs & bit))
        add(shapes.pung);
    if (!chow)
        return;
    for (int i = 0; i < shapes.chowCount; ++i) {
        const ClaimShape& shape = shapes.chows[static_cast<std::size_t>(i)];
        if ((h.held & shape.needs) == shape.needs)
            add(shape);
    }
}

std::vector<Move> FourColorGame::legalMoves(int seat) const {
    std::vector<Move> moves;
    if (seat < 0 || seat >= p_.seats)
        return moves;
    moves.reserve(16);
    if (p_.phase == Phase::Discard && seat == p_.turn) {
        const Counts hand = concealedCounts(seat);
        for (int t = 0; t < types; ++t)
            if (hand[static_cast<std::size_t>(t)] && rankOf(t) != K)
                moves.push_back({Move::Type::Discard, t, MeldKind::Pair, {}});
    } else if (p_.phase == Phase::Claim && !p_.declarations[idx(seat)]) {
        const ClaimList& claims = claims_[idx(seat)];
        moves.assign(claims.begin(), claims.end());
        if (!moves.empty() && !mustClaim(seat))
            moves.push_back({Move::Type::Pass, -1, MeldKind::Pair, {}});
    }
    return moves;
}

std::vector<std::string> FourColorGame::legalActions(int seat) const {
    std::vector<std::string> out;
    for (const Move& m : legalMoves(seat))
        out.push_back(moveText(m));
    return out;
}

// The same list in the same order as legalMoves(), so the same draw picks the same move, without
// copying it out.
std::optional<Move> FourColorGame::randomMove(int seat, Rng& rng) const {
    if (seat >= 0 && seat < p_.seats && p_.phase == Phase::Claim && !p_.declarations[idx(seat)]) {
        const auto& claims = claims_[idx(seat)];
        if (claims.empty())
            return std::nullopt;
        const auto n = static_cast<std::uint32_t>(claims.n);
        const std::uint32_t pick = rng.below(n + (mustClaim(seat) ? 0u : 1u));
        return pick < n ? claims.moves[pick] : Move{Move::Type::Pass, -1, MeldKind::Pair, {}};
    }
    if (p_.phase == Phase::Discard && seat == p_.turn) {
        // The discards are the non-General types held, in type order: the pick-th set bit.
        std::uint32_t choices = summaries_[idx(seat)].held & ~generalTypes;
        const auto n = static_cast<std::uint32_t>(std::popcount(choices));
        if (n > 0) {
            for (std::uint32_t pick = rng.below(n); pick > 0; --pick)
                choices &= choices - 1;
            return Move{Move::Type::Discard, std::countr_zero(choices), MeldKind::Pair, {}};
        }
    }
    const auto moves = legalMoves(seat);
    if (moves.empty())
        return std::nullopt;
    return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

std::string FourColorGame::randomLegalAction(int seat, Rng& rng) const {
    const auto move = randomMove(seat, rng);
    return move ? moveText(*move) : std::string();
}

SeatSet FourColorGame::awaiting() const {
    SeatSet seats;
    if (p_.phase == Phase::Discard)
        seats.push_back(p_.turn);
    else if (p_.phase == Phase::Claim)
        for (std::uint32_t rest = pending_; rest; rest &= rest - 1)
            seats.push_back(std::countr_zero(rest));
    return seats;
}

std::optional<Move> FourColorGame::parse(std::string_view text, std::string* error) const {
    return parseMove(text, error);
}

// A claim given in words is matched against the legal list: `kong`, `pung` and chow kinds other
// than soldiers3 have a single reading for a given hand.
std::string FourColorGame::check(int seat, Move& given) const {
    if (p_.phase == Phase::Over)
        return "the match is over";
    // A discard is checked directly; claims against the seat's list.
    const bool discardOk = p_.phase == Phase::Discard && seat == p_.turn &&
                           given.type == Move::Type::Discard && given.card >= 0 &&
                           rankOf(given.card) != K &&
                           counts_[idx(seat)][static_cast<std::size_t>(given.card)] > 0;
    if (discardOk)
        return {};
    const auto moves = p_.phase == Phase::Claim ? legalMoves(seat) : std::vector<Move>{};
    if (const Move* match = findMove(moves, given)) {
        given = *match;
        return {};
    }
    if (p_.phase == Phase::Discard && seat != p_.turn)
        return "it is " + seatName(p_.turn) + "'s turn to discard";
    if (given.type == Move::Type::Discard && given.card >= 0 && rankOf(given.card) == K)
        return "a General is never discarded";
    if (given.type == Move::Type::Pass && mustClaim(seat))
        return "the drawer of a General must take it";
    return "'" + moveText(given) + "' is not legal for " + seatName(seat) + " now (" + phase() +
           ")";
}

void FourColorGame::perform(int seat, const Move& move) {
    if (move.type == Move::Type::Discard) {
        const Card card = takeFromHand(seat, move.card);
        p_.current = CurrentCard{card, Source::Discard, seat};
        p_.lastActor = seat;
        if (!p_.firstDiscard)
            p_.firstDiscard = card;
        log("discard", seat, typeEvent(move.card));
        openWindow();
        return;
    }
    p_.declarations[idx(seat)] = move;
    pending_ &= ~(1u << seat);
    log("declare", seat, moveEvent(move), {}, Event::only(seat));
    if (pending_ == 0)
        resolve();
}

Card FourColorGame::takeFromHand(int seat, int type) {
    auto& hand = p_.hands[idx(seat)];
    // The hand is sorted: the type's lowest copy (§5.2) comes after the cards of the types below
    // it, counted without branches (a binary search mispredicts at every step).
    const auto first = static_cast<Card>(type * 4);
    std::ptrdiff_t at = 0;
    for (Card c : hand)
        at += c < first ? 1 : 0;
    const auto it = hand.begin() + at;
    const Card card = *it;
    hand.erase(it);
    const int left = --counts_[idx(seat)][static_cast<std::size_t>(type)];
    HandSummary& h = summaries_[idx(seat)];
    const std::uint32_t b = 1u << type;
    h.held &= left >= 1 ? ~0u : ~b;
    h.pairs &= left >= 2 ? ~0u : ~b;
    h.triples &= left >= 3 ? ~0u : ~b;
    h.nonGenerals -= rankOf(type) != K ? 1 : 0;
    const int group = winGroupOf(type);
    h.unsplit =
        (h.unsplit & ~(1u << group)) | (groupSplits(counts_[idx(seat)], group) ? 0u : 1u << group);
    h.winsKnown = false;
    return card;
}

// Each seat's claims for the open window; they cannot change while it is open. A window opens at
// every discard and draw, and most seats in it hold under two copies of the card, may not chow
// it and cannot win on it (another group of their hand does not split, or its winning types are
// known and miss the card): their lists stay empty without being worked out.
void FourColorGame::findClaimants() {
    claims_.resize(idx(p_.seats));
    for (auto& claims : claims_)
        claims.n = 0;
    pending_ = 0;
    if (p_.phase != Phase::Claim)
        return;
    const CurrentCard& cur = *p_.current;
    const bool drawn = cur.source == Source::Draw;
    const int chowSeat = next(cur.owner);
    const int x = typeOfCard(cur.card);
    const std::uint32_t bit = 1u << x;
    const std::uint32_t otherGroups = ~(1u << winGroupOf(x));
    for (int s = 0; s < p_.seats; ++s) {
        const HandSummary& h = summaries_[idx(s)];
        const bool mayChow = s == chowSeat || (drawn && s == cur.owner);
        const bool mayWin = (h.unsplit & otherGroups) == 0 && (!h.winsKnown || (h.wins & bit));
        if (!mayChow && !(h.pairs & bit) && !mayWin)
            continue;
        auto& claims = claims_[idx(s)];
        listClaims(s, claims);
        if (!claims.empty() && !p_.declarations[idx(s)])
            pending_ |= 1u << s;
    }
}

bool FourColorGame::inWindow() const {
    return p_.phase == Phase::Claim;
}

void FourColorGame::openWindow() {
    countWindow();
    clearDeclarations();
    p_.phase = Phase::Claim;
    findClaimants();
    if (pending_ == 0)
        noClaim();
}

void FourColorGame::clearDeclarations() {
    if (p_.declarations.size() != idx(p_.seats))
        p_.declarations.resize(idx(p_.seats));
    for (auto& d : p_.declarations)
        d.reset();
}

// §7.6: hu, then kong or pung, then chow; within a class the nearest seat in tie order.
void FourColorGame::resolve() {
    const auto& cur = *p_.current;
    auto classOf = [](Move::Type t) {
        return t == Move::Type::Hu ? 0 : t == Move::Type::Chow ? 2 : 1;
    };
    // Nearest first (the drawer, or the discarder's next): a later seat wins only with a class
    // before the best so far.
    int winner = -1;
    int best = 3;
    const bool drawn = cur.source == Source::Draw;
    for (int i = drawn ? 0 : 1, s = drawn ? cur.owner : next(cur.owner); i < p_.seats;
         ++i, s = next(s)) {
        const auto& d = p_.declarations[idx(s)];
        if (d && d->type != Move::Type::Pass && classOf(d->type) < best) {
            winner = s;
            best = classOf(d->type);
        }
    }
    if (winner < 0) {
        noClaim();
        return;
    }
    const Move& d = *p_.declarations[idx(winner)];
    if (d.type == Move::Type::Hu) {
        scoreHu(winner);
        return;
    }
    Card cards[4] = {cur.card};
    std::size_t n = 1;
    for (int t : d.handTypes)
        cards[n++] = takeFromHand(winner, t);
    std::sort(cards, cards + n);
    log("claim", winner, claimEvent(d, typeOfCard(cur.card)), {exposedValue(d.meld)});
    auto& melds = p_.exposed[idx(winner)];
    if (melds.capacity() == 0)
        melds.reserve(8); // a seat lays a few melds a hand, kept from hand to hand
    melds.push_back({d.meld, MeldCards(cards, cards + n)});
    p_.current.reset();
    clearDeclarations();
    p_.phase = Phase::Discard;
    p_.turn = winner;
}

void FourColorGame::noClaim() {
    const auto cur = *p_.current;
    p_.discardPile.push_back(cur.card);
    p_.current.reset();
    draw(next(cur.owner));
}

void FourColorGame::draw(int seat) {
    if (p_.stock.empty()) { // §12
        log("exhaustive-draw", -1, "the stock is empty");
        endHand(std::vector<int>(idx(p_.seats), 0), {"exhaustive draw: nothing is paid"},
                p_.lastActor);
        return;
    }
    const Card card = p_.stock.front();
    p_.stock.erase(p_.stock.begin());
    p_.current = CurrentCard{card, Source::Draw, seat};
    p_.lastActor = seat;
    log("draw", seat, typeEvent(typeOfCard(card)));
    openWindow();
}

void FourColorGame::scoreHu(int winner) {
    const auto cur = *p_.current;
    const int x = typeOfCard(cur.card);
    const auto hu = huBase(concealedCounts(winner), x, exposedHu(winner));
    // §9: the flower is the top of the stock, or the first discard when the stock is empty.
    Card flower;
    if (!p_.stock.empty()) {
        flower = p_.stock.front();
        p_.stock.erase(p_.stock.begin());
    } else {
        flower = *p_.firstDiscard;
    }
    std::vector<Card> owned = p_.hands[idx(winner)];
    owned.push_back(cur.card);
    for (const auto& m : p_.exposed[idx(winner)])
        owned.insert(owned.end(), m.cards.begin(), m.cards.end());
    int flowerHu = 0;
    for (Card c : owned)
        flowerHu += c != flower && typeOfCard(c) == typeOfCard(flower);
    const int total = hu->base + flowerHu;

    std::string split =
        std::string(meldName(hu->winningMeld().kind)) + " " + typesText(hu->winningMeld().types);
    for (const Meld& m : hu->concealed())
        split += " | " + std::string(meldName(m.kind)) + " " + typesText(m.types);
    p_.revealed = p_.hands[idx(winner)];
    p_.revealed.push_back(flower);
    p_.revealed.push_back(cur.card);
    log("hu", winner, split, {hu->base, flowerHu, total});
    log("flower", winner, typeToken(typeOfCard(flower)), {flowerHu});

    std::vector<std::string> lines = {seatName(winner) + " declares hu: base " +
                                      std::to_string(hu->base) + " + flower " +
                                      std::to_string(flowerHu) + " = " + std::to_string(total)};
    if (total >= 10) {
        lines.push_back("each other player pays " + std::to_string(total - 9));
    } else {
        log("xianggong", winner, {}, {total});
        lines.push_back("xianggong: pays 11 to each other player");
    }
    std::vector<int> deltas = settlement(p_.seats, winner, total);
    endHand(std::move(deltas), std::move(lines), winner);
}

void FourColorGame::endHand(std::vector<int> deltas, std::vector<std::string> lines,
                            int nextFirst) {
    log("hand-end", -1, "hand " + std::to_string(p_.handNumber), deltas);
    p_.ledger.record({std::move(deltas), std::move(lines)});
    const auto& totals = p_.ledger.totals();
    const bool broke = std::any_of(totals.begin(), totals.end(), [](int t) { return t <= 0; });
    if (broke || p_.ledger.handsPlayed() >= p_.options.integer("hands")) { // §14
        p_.phase = Phase::Over;
        p_.current.reset();
        clearDeclarations();
        log("match-end", -1, {}, totals);
        return;
    }
    startHand(nextDeck(p_.stock, p_.rng), nextFirst);
}

std::vector<Card> FourColorGame::knownCards(int seat) const {
    std::vector<Card> known = p_.discardPile;
    known.insert(known.end(), p_.revealed.begin(), p_.revealed.end());
    if (p_.current)
        known.push_back(p_.current->card);
    if (p_.firstDiscard)
        known.push_back(*p_.firstDiscard);
    for (const auto& melds : p_.exposed)
        for (const auto& m : melds)
            known.insert(known.end(), m.cards.begin(), m.cards.end());
    if (seat >= 0 && seat < p_.seats)
        known.insert(known.end(), p_.hands[idx(seat)].begin(), p_.hands[idx(seat)].end());
    return known;
}

} // namespace paiju::fourcolor
