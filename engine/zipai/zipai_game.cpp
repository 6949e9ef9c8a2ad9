#include "zipai_game.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace paiju::zipai {

namespace {

std::string seatName(int seat) {
    return "seat " + std::to_string(seat);
}

std::string handText(const Counts& counts) {
    std::string text;
    for (int id = 0; id < identities; ++id)
        for (int k = 0; k < counts[static_cast<std::size_t>(id)]; ++k) {
            if (!text.empty())
                text += ' ';
            text += token(id);
        }
    return text;
}

// A hand in the log is kept as its counts, three bits for each identity (four copies at most), and
// written when read (core/event.h).
static_assert(3 * identities <= 64);

std::string packedHandText(std::uint64_t packed) {
    Counts counts{};
    for (int id = 0; id < identities; ++id)
        counts[static_cast<std::size_t>(id)] = static_cast<std::uint8_t>(packed >> (3 * id) & 7);
    return handText(counts);
}

// A card's token, a hand's number and the claim a pass declines, as events' texts written when
// read: most play (simulations, searches) never reads them.
std::string tokenText(std::uint64_t id) {
    return token(static_cast<int>(id));
}
EventText cardEvent(int id) {
    return {tokenText, static_cast<std::uint64_t>(id)};
}
std::string handLabelText(std::uint64_t number) {
    return "hand " + std::to_string(number);
}
std::string phaseText(std::uint64_t phase) {
    return phaseName(static_cast<Phase>(phase));
}

// A chow's text, "S3 S1 S2 bi S3 B3 B3": the card, the two hand cards and up to three 比 groups
// packed five bits an identity (a seat holds at most two free copies of the card, so a chow has
// at most two 比 groups).
std::string chiEventText(std::uint64_t packed) {
    auto id = [&](int at) { return token(static_cast<int>(packed >> at & 31)); };
    std::string text = id(0) + " " + id(5) + " " + id(10);
    for (int g = 0, groups = static_cast<int>(packed >> 15 & 3); g < groups; ++g)
        text += " bi " + id(17 + 15 * g) + " " + id(22 + 15 * g) + " " + id(27 + 15 * g);
    return text;
}
EventText chiEvent(int x, const ChiOption& o) {
    if (o.bi.size() > 3) // not met in play; written out
        return token(x) + " " + chiText(o).substr(4);
    std::uint64_t packed = static_cast<std::uint64_t>(x) | std::uint64_t{o.hand[0]} << 5 |
                           std::uint64_t{o.hand[1]} << 10 | std::uint64_t{o.bi.size()} << 15;
    for (std::size_t g = 0; g < o.bi.size(); ++g)
        for (std::size_t k = 0; k < 3; ++k)
            packed |= std::uint64_t{o.bi[g][k]} << (17 + 15 * g + 5 * k);
    return {chiEventText, packed};
}

EventText handEvent(const Counts& counts) {
    std::uint64_t packed = 0;
    for (int id = 0; id < identities; ++id)
        packed |= static_cast<std::uint64_t>(counts[static_cast<std::size_t>(id)]) << (3 * id);
    return {packedHandText, packed};
}

// The fourth copy of x joins the seat's 坎 (leaving the hand) or its three-card meld of x.
void makeFour(Seat& s, int x, UnitType four, bool fromKan, std::vector<Unit>::iterator meld) {
    if (fromKan) {
        s.hand[static_cast<std::size_t>(x)] -= 3;
        s.kan &= ~idBit(x);
        s.melds.push_back(sameCards(four, x));
    } else {
        *meld = sameCards(four, x);
    }
    ++s.zhao;
    s.acted = true;
}

int lower(int id) {
    return (isBig(id) ? 10 : 0) + (numberOf(id) + 8) % 10;
}
int upper(int id) {
    return (isBig(id) ? 10 : 0) + numberOf(id) % 10;
}

} // namespace

const char* phaseName(Phase phase) {
    switch (phase) {
    case Phase::Discard:
        return "discard";
    case Phase::Hu:
        return "hu";
    case Phase::Peng:
        return "peng";
    case Phase::Chi:
        return "chi";
    case Phase::Over:
        return "match-over";
    }
    return "";
}

ZipaiGame::ZipaiGame(const Setup& setup) {
    p_.options = setup.options;
    rules_ = readRules(p_.options);
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(setup.seats, 0);
    p_.seats.resize(static_cast<std::size_t>(setup.seats));
    deal(0, nullptr, nullptr); // §2: the seat that created the table deals first
}

ZipaiGame::ZipaiGame(const Setup& setup, int dealer, const std::vector<std::vector<int>>& hands,
                     const std::vector<int>& stock) {
    p_.options = setup.options;
    rules_ = readRules(p_.options);
    p_.rng = Rng(setup.seed);
    p_.ledger = MatchLedger(setup.seats, 0);
    p_.seats.resize(static_cast<std::size_t>(setup.seats));
    deal(dealer, &hands, &stock);
}

ZipaiGame::ZipaiGame(Parts parts)
    : p_(std::move(parts)), rules_(readRules(p_.options)), cache_(p_.seats.size()) {
}

ZipaiGame::Rules ZipaiGame::readRules(const Options& options) {
    Rules r;
    r.threshold = options.integer("threshold");
    const std::string& step = options.text("step");
    r.step = step == "auto" ? (r.threshold == 10 ? 3 : 5) : std::stoi(step);
    r.zimoDouble = options.text("zimo_bonus") == "double";
    const std::string& xing = options.text("xing");
    r.xing = xing == "none" ? 0 : xing == "ben" ? 1 : 2;
    r.mustWin = options.flag("must_win");
    r.doubleRon = options.flag("double_ron");
    r.hands = options.integer("hands");
    return r;
}

std::unique_ptr<GameState> ZipaiGame::clone() const {
    return std::make_unique<ZipaiGame>(*this);
}

std::unique_ptr<BotView> ZipaiGame::botView(int seat) const {
    return std::make_unique<ZipaiView>(*this, seat);
}

Counts ZipaiView::visible() const {
    Counts seen{};
    for (std::size_t s = 0; s < p().seats.size(); ++s) {
        for (int id : p().seats[s].row)
            ++seen[static_cast<std::size_t>(id)];
        for (const Unit& u : p().seats[s].melds) {
            const bool hidden = static_cast<int>(s) != seat() &&
                                (u.type == UnitType::Sao || u.type == UnitType::SaoChuan);
            if (!hidden)
                for (int i = 0; i < u.size; ++i)
                    ++seen[u.cards[static_cast<std::size_t>(i)]];
        }
    }
    return seen;
}

// A face-down action: the others learn that it happened (an empty text), the seat also which
// card. Spectators are shown the others' entry (zipai_json.cpp).
void ZipaiGame::logSecret(const char* type, int seat, int card) {
    std::uint32_t others = 0;
    for (int s = 0; s < seatCount(); ++s)
        if (s != seat)
            others |= Event::only(s);
    log(type, seat, EventText(), {}, others | Event::spectators); // the face-down placeholder
    log(type, seat, cardEvent(card), {}, Event::only(seat));
}

Counts ZipaiGame::freeCards(int seat) const {
    Counts free = at(seat).hand;
    for (IdMask kan = at(seat).kan; kan; kan &= kan - 1)
        free[static_cast<std::size_t>(std::countr_zero(kan))] -= 3;
    return free;
}

std::span<const Unit> ZipaiGame::fixedUnits(int seat, std::array<Unit, 7>& buffer) const {
    std::size_t n = 0;
    for (const Unit& u : at(seat).melds)
        if (n < buffer.size())
            buffer[n++] = u;
    for (IdMask kan = at(seat).kan; kan && n < buffer.size(); kan &= kan - 1)
        buffer[n++] = sameCards(UnitType::Kan, std::countr_zero(kan));
    return {buffer.data(), n};
}

Source ZipaiGame::claimSource(int seat) const {
    if (p_.source == Source::Discard || p_.source == Source::None)
        return p_.source;
    return seat == p_.owner ? Source::OwnFlip : Source::Flip;
}

// Every card of a winner's final hand: concealed cards, table melds and the winning card, which
// the 名堂 counts (§12) and 醒 (§13, D34) look at.
Counts ZipaiGame::finalHand(int seat, int w) const {
    Counts all = at(seat).hand;
    for (const Unit& u : at(seat).melds)
        for (int i = 0; i < u.size; ++i)
            ++all[u.cards[static_cast<std::size_t>(i)]];
    if (w >= 0)
        ++all[static_cast<std::size_t>(w)];
    return all;
}

bool ZipaiGame::mingtangBesidesReading(int seat, int w, Source source,
                                       std::vector<std::string>* names) const {
    const Seat& s = at(seat);
    const Counts all = finalHand(seat, w);
    int red = 0, big = 0, small = 0;
    for (int id = 0; id < identities; ++id) {
        const int n = all[static_cast<std::size_t>(id)];
        red += isRed(id) ? n : 0;
        (isBig(id) ? big : small) += n;
    }
    const bool zimo = source == Source::None || source == Source::OwnFlip;
    const bool onlyTaken = total(s.hand) == 1 && w >= 0 &&
                           s.hand[static_cast<std::size_t>(w)] == 1 && s.kan == 0 &&
                           std::all_of(s.melds.begin(), s.melds.end(), [](const Unit& u) {
                               return u.type == UnitType::Chi || u.type == UnitType::Bi ||
                                      u.type == UnitType::Peng || u.type == UnitType::KaiZhao;
                           });
    const std::pair<bool, const char*> found[] = {
        {source == Source::None && p_.afterForced == tianhu, "天胡"},
        {seat != p_.dealer && (p_.diHu == seat || (p_.diHu == -2 && !s.acted)), "地胡"},
        {red >= 13, "十三红"},
        {red == 0, "全黑"},
        {red == 1, "一点红"},
        {big >= 18, "十八大"},
        {small >= 18, "十八小"},
        {onlyTaken, "全求人"},
        {!s.claimed && zimo, "门前清"}};
    bool any = false;
    for (const auto& [applies, name] : found)
        if (applies) {
            any = true;
            if (names)
                names->push_back(name);
        }
    return any;
}

Valuation ZipaiGame::valuation(int seat, int w, Source source, int xing) const {
    Valuation v;
    v.threshold = rules_.threshold;
    v.step = rules_.step;
    v.zimo = source == Source::None || source == Source::OwnFlip;
    v.zimoDouble = rules_.zimoDouble;
    v.xing = xing;
    v.otherMingtang = mingtangBesidesReading(seat, w, source, nullptr);
    return v;
}

ZipaiGame::HoldingCache& ZipaiGame::refill(int seat) const {
    HoldingCache& c = cache_[idx(seat)];
    c.valid = true;
    for (auto& r : c.reads)
        r = {-1, -1};
    c.chiCard = -1;
    c.chiNone = 0;
    c.chiSome = 0;
    const Seat& s = at(seat);
    c.free = freeCards(seat);
    c.freeTotal = total(c.free);
    c.units = static_cast<int>(s.melds.size()) + std::popcount(s.kan);
    c.fixedCount = static_cast<std::uint8_t>(fixedUnits(seat, c.fixed).size());
    c.candidates = winCandidates({c.fixed.data(), c.fixedCount}, c.free);
    c.sao = 0;
    c.peng = 0;
    for (const Unit& u : s.melds) {
        if (u.type == UnitType::Sao || u.type == UnitType::GuoSao)
            c.sao |= idBit(u.cards[0]);
        else if (u.type == UnitType::Peng)
            c.peng |= idBit(u.cards[0]);
    }
    return c;
}

bool ZipaiGame::hasReading(int seat, int w, bool fromOther) const {
    HoldingCache& c = cacheFor(seat);
    if (w >= 0 && !(c.candidates & idBit(w)))
        return false; // as hasWin would find
    std::int8_t& known = c.reads[static_cast<std::size_t>(w + 1)][fromOther ? 1 : 0];
    if (known < 0) {
        Valuation plain;
        plain.threshold = rules_.threshold;
        plain.step = rules_.step;
        known = hasWin({c.fixed.data(), c.fixedCount}, c.free, w, fromOther, plain) ? 1 : 0;
    }
    return known != 0;
}

const std::vector<ChiOption>& ZipaiGame::chisOf(int seat, int x) const {
    static const std::vector<ChiOption> none;
    HoldingCache& c = cacheFor(seat);
    if (c.chiNone & idBit(x))
        return none;
    if (c.chiCard != x) {
        chiOptions(c.free, x, c.chis); // in the entry's room, kept from holding to holding
        c.chiCard = x;
    }
    return c.chis;
}

std::optional<Win> ZipaiGame::winFor(int seat, int w, Source source, int xing) const {
    if (at(seat).xianggong)
        return std::nullopt;
    const HoldingCache& c = cacheFor(seat);
    if (w >= 0 && !(c.candidates & idBit(w)))
        return std::nullopt; // the count and the cards rule w out (hasReading's first test)
    const int units = c.units;
    const int free = c.freeTotal + (w >= 0 ? 1 : 0);
    const int need = 3 * (7 - units);
    const bool fits = free == need || free == need - 1;
    const bool fitsAsFour = w >= 0 && (free - 1 == need || free - 1 == need - 1);
    if (!fits && !fitsAsFour)
        return std::nullopt; // as winForUncached: most holdings fail this count
    if (units > 7)
        return std::nullopt;
    const bool fromOther = source == Source::Flip || source == Source::Discard;
    if (!hasReading(seat, w, fromOther))
        return std::nullopt;
    return bestWin({c.fixed.data(), c.fixedCount}, c.free, w, fromOther,
                   valuation(seat, w, source, xing));
}

std::optional<Win> ZipaiGame::winForUncached(int seat, int w, Source source, int xing) const {
    const Seat& s = at(seat);
    if (s.xianggong)
        return std::nullopt;
    // Seven units hold 21 cards, one more per four beyond the first (§11.2): most holdings
    // fail this count before any search.
    const int units = static_cast<int>(s.melds.size()) + std::popcount(s.kan);
    const Counts cards = freeCards(seat);
    const int free = total(cards) + (w >= 0 ? 1 : 0);
    const int need = 3 * (7 - units); // or one less, with the pair
    const bool fits = free == need || free == need - 1;
    // A winning card may instead complete a four with a meld: then one card fewer is free.
    const bool fitsAsFour = w >= 0 && (free - 1 == need || free - 1 == need - 1);
    if (!fits && !fitsAsFour)
        return std::nullopt;
    const bool fromOther = source == Source::Flip || source == Source::Discard;
    if (units > 7)
        return std::nullopt;
    std::array<Unit, 7> buffer{}; // asked for every seat on every card: kept off the heap
    const std::span<const Unit> fixed = fixedUnits(seat, buffer);
    // Whether a reading exists does not depend on the 名堂; they are worked out only for a win.
    Valuation plain;
    plain.threshold = rules_.threshold;
    plain.step = rules_.step;
    if (!bestWin(fixed, cards, w, fromOther, plain))
        return std::nullopt;
    return bestWin(fixed, cards, w, fromOther, valuation(seat, w, source, xing));
}

bool ZipaiGame::isTenpai(int seat) const {
    for (int w = 0; w < identities; ++w)
        if (winFor(seat, w, Source::Discard))
            return true;
    return false;
}

std::vector<ChiOption> ZipaiGame::chiOptionsFor(int seat) const {
    return chiOptionsOf(seat);
}

bool ZipaiGame::chowBarred(int seat) const {
    const Seat& s = at(seat);
    return s.xianggong || p_.card < 0 || (s.chowBlock & idBit(p_.card));
}

const std::vector<ChiOption>& ZipaiGame::chiOptionsOf(int seat) const {
    static const std::vector<ChiOption> none;
    if (chowBarred(seat))
        return none;
    return chisOf(seat, p_.card);
}

std::vector<ChiOption> ZipaiGame::chiOptionsUncached(int seat) const {
    if (chowBarred(seat))
        return {};
    return chiOptions(freeCards(seat), p_.card);
}

bool ZipaiGame::mayChi(int seat) const {
    if (chowBarred(seat))
        return false;
    const int x = p_.card;
    HoldingCache& c = cacheFor(seat);
    const IdMask bit = idBit(x);
    if (c.chiCard == x)
        return !c.chis.empty();
    if (!((c.chiNone | c.chiSome) & bit))
        (chiPossible(c.free, x) ? c.chiSome : c.chiNone) |= bit;
    return (c.chiSome & bit) != 0;
}

bool ZipaiGame::pengShape(int seat) const {
    const Seat& s = at(seat);
    const int x = p_.card;
    return seat != p_.owner && x >= 0 && !s.xianggong && !(s.kan & idBit(x)) &&
           s.hand[static_cast<std::size_t>(x)] == 2 && !(s.pongBlock & idBit(x));
}

bool ZipaiGame::mayPeng(int seat) const {
    return pengShape(seat) && cacheFor(seat).freeTotal - 2 >= 1; // D24
}

bool ZipaiGame::mayPengUncached(int seat) const {
    return pengShape(seat) && total(freeCards(seat)) - 2 >= 1; // D24
}

std::vector<Unit>::const_iterator ZipaiGame::meldToFour(int seat) const {
    const Seat& s = at(seat);
    const int x = p_.card;
    return std::find_if(s.melds.begin(), s.melds.end(), [&](const Unit& u) {
        if (u.cards[0] != x)
            return false;
        if (u.type == UnitType::Sao || u.type == UnitType::GuoSao)
            return seat != p_.owner;
        return u.type == UnitType::Peng && p_.source == Source::Flip; // D17
    });
}

int ZipaiGame::fourMaker() const {
    if (p_.card < 0)
        return -1;
    const IdMask bit = idBit(p_.card);
    for (int q = 0; q < seatCount(); ++q) {
        const HoldingCache& c = cacheFor(q);
        const IdMask fours =
            (q != p_.owner ? c.sao | at(q).kan : 0) | (p_.source == Source::Flip ? c.peng : 0);
        if (fours & bit)
            return q;
    }
    return -1;
}

int ZipaiGame::fourMakerUncached() const {
    if (p_.card < 0)
        return -1;
    for (int q = 0; q < seatCount(); ++q) {
        const bool fromKan = q != p_.owner && (at(q).kan & idBit(p_.card));
        if (fromKan || meldToFour(q) != at(q).melds.end())
            return q;
    }
    return -1;
}

// §3: the deal, the 亮张, 坎 and dealt quads, then the dealer's 天胡 or first discard.
void ZipaiGame::deal(int dealer, const std::vector<std::vector<int>>* hands,
                     const std::vector<int>* stock) {
    ++p_.handNumber;
    // Some 60 events a hand: at the first deal, room for the hands of a usual match, so that
    // the log is seldom moved as it grows.
    reserveEvents(p_.events, p_.handNumber == 1
                                 ? 64 * static_cast<std::size_t>(std::clamp(rules_.hands, 1, 16))
                                 : 64);
    const int n = seatCount();
    p_.dealer = dealer;
    // Each seat starts afresh; its melds and row keep their room from the last hand.
    p_.seats.resize(static_cast<std::size_t>(n));
    for (Seat& seat : p_.seats) {
        std::vector<Unit> melds = std::move(seat.melds);
        std::vector<std::uint8_t> row = std::move(seat.row);
        melds.clear();
        row.clear();
        seat = Seat{};
        seat.melds = std::move(melds);
        seat.row = std::move(row);
    }
    cache_.resize(p_.seats.size());
    p_.stock.clear();
    p_.revealed.clear();
    if (hands) {
        for (int s = 0; s < n; ++s)
            for (int id : (*hands)[idx(s)])
                ++edit(s).hand[static_cast<std::size_t>(id)];
        p_.liang = (*hands)[idx(dealer)].back();
        for (auto it = stock->rbegin(); it != stock->rend(); ++it)
            p_.stock.push_back(static_cast<std::uint8_t>(*it));
    } else {
        static const std::vector<Card> deck = zipaiDeck().cards();
        // Shuffled in the same room every hand (one per thread: matches run on several); not a
        // member, which every clone of the game would copy.
        thread_local std::vector<Card> cards;
        cards.assign(deck.begin(), deck.end());
        shuffle(cards, p_.rng);
        std::size_t i = 0;
        for (int round = 0; round < 20; ++round) // R3.2: one at a time from the dealer
            for (int k = 0; k < n; ++k)
                ++edit((dealer + k) % n).hand[cards[i++] / 4u];
        p_.liang = cards[i] / 4;
        ++edit(dealer).hand[cards[i++] / 4u];
        for (std::size_t j = cards.size(); j > i; --j)
            p_.stock.push_back(static_cast<std::uint8_t>(cards[j - 1] / 4));
    }
    p_.card = -1;
    p_.owner = -1;
    p_.source = Source::None;
    p_.queue.clear();
    p_.afterForced = -1;
    p_.diHu = -1;
    p_.firstDiscard = true;
    p_.lastFlip = -1;
    log("deal", dealer, {handLabelText, static_cast<std::uint64_t>(p_.handNumber)},
        {p_.handNumber});
    for (int s = 0; s < n; ++s)
        log("hand", s, handEvent(at(s).hand), {}, Event::only(s));
    log("liang", dealer, cardEvent(p_.liang));
    for (int s = 0; s < n; ++s) {
        Seat& seat = edit(s);
        int quads = 0;
        for (int id = 0; id < identities; ++id) {
            auto& c = seat.hand[static_cast<std::size_t>(id)];
            if (c == 3)
                seat.kan |= idBit(id);
            if (c == 4) { // R3.5: laid face down at once
                c = 0;
                seat.melds.push_back(sameCards(UnitType::SaoChuan, id));
                ++seat.zhao;
                ++quads;
                logSecret("saochuan", s, id);
            }
        }
        seat.deficit = std::max(0, quads - 1);
        invalidate(s); // a new holding
    }
    if (winFor(dealer, -1, Source::None)) { // R3.6 天胡
        p_.afterForced = tianhu;
        offerWin(dealer);
        return;
    }
    discardDuty(dealer);
}

// A win without a card (天胡, or after one's own forced meld): taken at once under 有胡必胡.
void ZipaiGame::offerWin(int seat) {
    if (rules_.mustWin) {
        win({seat});
        return;
    }
    p_.phase = Phase::Hu;
    p_.turn = seat;
    p_.queue = {static_cast<std::uint8_t>(seat)};
}

// §5.3 with the deficit rule of §5.6 and 相公 of §16.
void ZipaiGame::discardDuty(int seat) {
    Seat& s = edit(seat);
    p_.card = -1;
    p_.afterForced = -1;
    if (s.xianggong) {
        flip(next(seat));
        return;
    }
    if (s.deficit >= 2 || (s.deficit == 1 && isTenpai(seat))) {
        --s.deficit;
        log("skip", seat, "no discard (dealt quads)");
        flip(next(seat));
        return;
    }
    if (total(freeCards(seat)) == 0) {
        s.xianggong = true;
        log("xianggong", seat, "相公");
        flip(next(seat));
        return;
    }
    p_.phase = Phase::Discard;
    p_.turn = seat;
    p_.queue = {static_cast<std::uint8_t>(seat)};
}

// §5.4: the top card for `seat`; its own forced actions first, else shown to all.
void ZipaiGame::flip(int seat) {
    if (p_.stock.empty()) {
        drawn();
        return;
    }
    const int x = p_.stock.back();
    p_.stock.pop_back();
    Seat& s = edit(seat);
    ++s.flips;
    p_.diHu = seat != p_.dealer && s.flips == 1 && !s.acted ? seat : -1;
    const auto ix = static_cast<std::size_t>(x);
    auto meld = std::find_if(s.melds.begin(), s.melds.end(), [&](const Unit& u) {
        return (u.type == UnitType::Sao || u.type == UnitType::GuoSao) && u.cards[0] == x;
    });
    if ((s.kan & idBit(x)) || meld != s.melds.end()) {
        makeFour(s, x, UnitType::SaoChuan, (s.kan & idBit(x)) != 0, meld);
        invalidate(seat);
        p_.lastFlip = x;
        logSecret("saochuan", seat, x);
        afterForced(seat, UnitType::SaoChuan);
        return;
    }
    if (s.hand[ix] == 2) {
        const bool guo = (s.pongBlock & idBit(x)) != 0; // §6.2: a 碰 it declined earlier
        s.hand[ix] -= 2;
        s.melds.push_back(sameCards(guo ? UnitType::GuoSao : UnitType::Sao, x));
        invalidate(seat);
        s.acted = true;
        p_.lastFlip = x;
        if (guo)
            log("guosao", seat, cardEvent(x)); // one card face up
        else
            logSecret("sao", seat, x);
        afterForced(seat, guo ? UnitType::GuoSao : UnitType::Sao);
        return;
    }
    log("flip", seat, cardEvent(x));
    p_.card = x;
    p_.source = Source::Flip;
    p_.owner = seat;
    respond();
}

// §5.5: a win on the completed holding, else the seat goes on.
void ZipaiGame::afterForced(int seat, UnitType made) {
    p_.card = -1;
    p_.source = Source::None;
    p_.owner = seat;
    p_.afterForced = static_cast<int>(made);
    if (winFor(seat, -1, Source::None)) {
        offerWin(seat);
        return;
    }
    continueForced(seat, made);
}

void ZipaiGame::continueForced(int seat, UnitType made) {
    p_.afterForced = -1;
    // A 重招 (a second 招) is followed by no discard.
    if ((made == UnitType::SaoChuan || made == UnitType::KaiZhao) && at(seat).zhao >= 2)
        flip(next(seat));
    else
        discardDuty(seat);
}

// A win offered after one's own forced meld has no shown card: it is the seat's own turn.
bool ZipaiGame::inWindow() const {
    return p_.card >= 0 &&
           (p_.phase == Phase::Hu || p_.phase == Phase::Peng || p_.phase == Phase::Chi);
}

// §5.7: claims on the shown card, by priority.
void ZipaiGame::respond() {
    countWindow();
    const int n = seatCount();
    const bool discard = p_.source == Source::Discard;
    std::vector<int> winners;
    for (int k = discard ? 1 : 0; k < n; ++k) {
        const int q = (p_.owner + k) % n;
        if (winFor(q, p_.card, claimSource(q)))
            winners.push_back(q);
    }
    if (!winners.empty() && rules_.mustWin) {
        if (discard && n == 3 && rules_.doubleRon)
            win(winners);
        else
            win({winners.front()});
        return;
    }
    if (!winners.empty()) {
        p_.phase = Phase::Hu;
        p_.queue.assign(winners.begin(), winners.end());
        p_.turn = winners.front();
        return;
    }
    afterHu();
}

// R5.7.2 steps 2 and 3: nobody won; the forced 开招, else a 碰.
void ZipaiGame::afterHu() {
    const int x = p_.card;
    if (const int q = fourMaker(); q >= 0) {
        Seat& s = edit(q);
        const auto found = meldToFour(q);
        const bool fromKan = q != p_.owner && (s.kan & idBit(x));
        makeFour(s, x, UnitType::KaiZhao, fromKan, s.melds.begin() + (found - s.melds.cbegin()));
        invalidate(q);
        log("kaizhao", q, cardEvent(x));
        p_.card = -1;
        continueForced(q, UnitType::KaiZhao);
        return;
    }
    for (int q = 0; q < seatCount(); ++q)
        if (mayPeng(q)) {
            p_.phase = Phase::Peng;
            p_.turn = q;
            p_.queue = {static_cast<std::uint8_t>(q)};
            return;
        }
    chiStep();
}

void ZipaiGame::chiStep() {
    p_.queue.clear();
    // On a flip the owner chows first, then the next seat; on a discard only the next seat.
    const bool flip = p_.source == Source::Flip;
    for (int k = flip ? 0 : 1; k <= 1; ++k) {
        const int q = k == 0 ? p_.owner : next(p_.owner);
        if (mayChi(q))
            p_.queue.push_back(static_cast<std::uint8_t>(q));
    }
    if (p_.queue.empty()) {
        unclaimed();
        return;
    }
    p_.phase = Phase::Chi;
    p_.turn = p_.queue.front();
}

// R5.7.2 step 5: the card goes to its owner's row, and the owner may not take it later.
void ZipaiGame::unclaimed() {
    Seat& s = edit(p_.owner);
    s.row.push_back(static_cast<std::uint8_t>(p_.card));
    s.chowBlock |= idBit(p_.card);
    s.pongBlock |= idBit(p_.card);
    p_.card = -1;
    flip(next(p_.owner));
}

int ZipaiGame::flipXing(int seat, int w, bool haidi, std::vector<std::string>& lines) {
    if (rules_.xing == 0)
        return 0;
    const Counts all = finalHand(seat, w);
    auto count = [&](int id) { return static_cast<int>(all[static_cast<std::size_t>(id)]); };
    int k = 0;
    if (haidi) { // R13.6 海底
        if (rules_.xing == 2) {
            const int c = w >= 0 ? w : p_.lastFlip;
            if (c >= 0)
                k = count(lower(c)) + count(upper(c));
        }
        lines.push_back("醒 at 海底: " + std::to_string(k));
        log("xing", seat, "", {k});
        return k;
    }
    if (p_.stock.empty()) { // R13.8: the first winner's 醒 took the last card; nothing to flip
        lines.push_back("醒: no card left: 0");
        log("xing", seat, "", {0});
        return 0;
    }
    while (!p_.stock.empty()) {
        const int c = p_.stock.back();
        p_.stock.pop_back();
        p_.revealed.push_back(static_cast<std::uint8_t>(c));
        bool again = false;
        int gained = 0;
        if (rules_.xing == 1) {
            gained = count(c);
            again = count(c) == 4;
        } else {
            gained = count(lower(c)) + count(upper(c));
            again = count(lower(c)) == 4 || count(upper(c)) == 4;
        }
        k += gained;
        log("xing", seat, cardEvent(c), {gained});
        lines.push_back("醒 " + token(c) + ": +" + std::to_string(gained) + " 舵");
        if (!again)
            break;
    }
    return k;
}

// §12-§14: each winner's reading, 名堂, 醒 and payments.
void ZipaiGame::win(const std::vector<int>& winners) {
    const int n = seatCount();
    std::vector<int> deltas(static_cast<std::size_t>(n), 0);
    std::vector<std::string> lines;
    // R13.6, R15.3: 海底 is the stock at the moment of the win, the same for both winners of a
    // 一炮双响, not what the first winner's 醒 left of it.
    const bool haidi = p_.stock.empty();
    for (int q : winners) {
        const Source source = p_.card < 0 ? Source::None : claimSource(q);
        const int w = source == Source::None ? -1 : p_.card;
        std::vector<std::string> names;
        mingtangBesidesReading(q, w, source, &names);
        const int k = flipXing(q, w, haidi, lines);
        const auto result = winFor(q, w, source, k);
        if (!result)
            continue; // cannot happen: the win was offered because it was legal
        if (result->pengpeng)
            names.push_back("碰碰胡");
        if (result->quanyou)
            names.push_back("全油");
        if (result->wuyou)
            names.push_back("无油");
        std::string reading;
        for (const Unit& u : result->units)
            reading +=
                (reading.empty() ? "" : " | ") + std::string(unitName(u.type)) + " " + unitText(u);
        log("hu", q, reading, {result->yu, result->perPayer});
        lines.push_back(seatName(q) + " wins" +
                        (source == Source::Discard ? " on " + seatName(p_.owner) + "'s discard"
                         : source == Source::Flip  ? " on " + seatName(p_.owner) + "'s flip"
                                                   : " (自摸)") +
                        ": " + std::to_string(result->yu) + " 油, " + std::to_string(result->base) +
                        " 舵 base");
        for (const auto& name : names)
            lines.push_back("名堂 " + name);
        lines.push_back(std::to_string(result->perPayer) + " 舵 per payer");
        const int pay = result->perPayer;
        if (source == Source::Discard) {
            deltas[idx(p_.owner)] -= pay * (n - 1);
            deltas[idx(q)] += pay * (n - 1);
        } else {
            for (int s = 0; s < n; ++s)
                if (s != q) {
                    deltas[idx(s)] -= pay;
                    deltas[idx(q)] += pay;
                }
        }
    }
    endHand(std::move(deltas), std::move(lines), winners.front());
}

void ZipaiGame::drawn() {
    log("drawn", -1, "流局");
    endHand(std::vector<int>(p_.seats.size(), 0), {"流局: the stock ran out"}, next(p_.dealer));
}

void ZipaiGame::endHand(std::vector<int> deltas, std::vector<std::string> lines, int nextDealer) {
    for (int s = 0; s < seatCount(); ++s) { // §17: all hands are shown at the end
        log("reveal", s, handEvent(at(s).hand));
        for (const Unit& u : at(s).melds)
            for (int i = 0; i < u.size; ++i)
                p_.revealed.push_back(u.cards[static_cast<std::size_t>(i)]);
        for (int id = 0; id < identities; ++id)
            if (at(s).hand[static_cast<std::size_t>(id)])
                p_.revealed.push_back(static_cast<std::uint8_t>(id));
    }
    log("hand-end", -1, {handLabelText, static_cast<std::uint64_t>(p_.handNumber)}, deltas);
    p_.ledger.record({std::move(deltas), std::move(lines)});
    if (p_.ledger.handsPlayed() >= rules_.hands) {
        p_.phase = Phase::Over;
        p_.turn = -1;
        p_.queue.clear();
        log("match-end", -1, {}, p_.ledger.totals());
        return;
    }
    deal(nextDealer, nullptr, nullptr);
}

SeatSet ZipaiGame::awaiting() const {
    if (p_.phase == Phase::Over)
        return {};
    return {p_.turn};
}

std::string moveText(const Move& move) {
    switch (move.type) {
    case Move::Type::Discard:
        return "discard " + token(move.card);
    case Move::Type::Hu:
        return "hu";
    case Move::Type::Peng:
        return "peng";
    case Move::Type::Chi:
        return chiText(move.chi);
    case Move::Type::Pass:
        return "pass";
    }
    return {};
}

std::optional<Move> parseMove(std::string_view text, std::string* error) {
    const auto words = splitWords(text);
    auto fail = [&](std::string why) -> std::optional<Move> {
        *error = std::move(why);
        return std::nullopt;
    };
    if (words.empty())
        return fail("empty action");
    const std::string_view verb = words.front();
    Move move;
    if (verb == "discard") {
        if (words.size() != 2 || parseId(words[1]) < 0)
            return fail("'discard' takes one card (S1…S10, B1…B10)");
        move.type = Move::Type::Discard;
        move.card = static_cast<std::int8_t>(parseId(words[1]));
        return move;
    }
    if (verb == "chi") {
        // Groups in canonical form: cards by identity, the 比 groups sorted.
        move.type = Move::Type::Chi;
        std::size_t i = 1;
        std::vector<int> first;
        for (; i < words.size() && words[i] != "bi"; ++i)
            first.push_back(parseId(words[i]));
        if (first.size() != 2 || first[0] < 0 || first[1] < 0)
            return fail("'chi' takes the two hand cards joined to the shown card");
        std::sort(first.begin(), first.end());
        move.chi.hand = {static_cast<std::uint8_t>(first[0]), static_cast<std::uint8_t>(first[1])};
        while (i < words.size()) {
            std::vector<int> g;
            for (++i; i < words.size() && words[i] != "bi"; ++i)
                g.push_back(parseId(words[i]));
            if (g.size() != 3 || std::count(g.begin(), g.end(), -1))
                return fail("each 'bi' takes three hand cards");
            std::sort(g.begin(), g.end());
            move.chi.bi.push_back({static_cast<std::uint8_t>(g[0]), static_cast<std::uint8_t>(g[1]),
                                   static_cast<std::uint8_t>(g[2])});
        }
        std::sort(move.chi.bi.begin(), move.chi.bi.end());
        return move;
    }
    static const std::pair<std::string_view, Move::Type> bare[] = {
        {"hu", Move::Type::Hu}, {"peng", Move::Type::Peng}, {"pass", Move::Type::Pass}};
    for (const auto& [name, type] : bare)
        if (verb == name) {
            if (words.size() != 1)
                return fail("'" + std::string(verb) + "' takes nothing after it");
            move.type = type;
            return move;
        }
    return fail("unknown action '" + std::string(verb) + "' (discard, hu, peng, chi, pass)");
}

std::vector<Move> ZipaiGame::legalMoves(int seat) const {
    std::vector<Move> out;
    if (seat != p_.turn || p_.phase == Phase::Over)
        return out;
    auto simple = [&](Move::Type type) { out.push_back(Move{type, -1, {}}); };
    switch (p_.phase) {
    case Phase::Discard: {
        const Counts free = freeCards(seat);
        for (int id = 0; id < identities; ++id)
            if (free[static_cast<std::size_t>(id)])
                out.push_back(Move{Move::Type::Discard, static_cast<std::int8_t>(id), {}});
        break;
    }
    case Phase::Hu:
        simple(Move::Type::Hu);
        simple(Move::Type::Pass);
        break;
    case Phase::Peng:
        simple(Move::Type::Peng);
        simple(Move::Type::Pass);
        break;
    case Phase::Chi:
        for (const ChiOption& o : chiOptionsOf(seat))
            out.push_back(Move{Move::Type::Chi, -1, o});
        simple(Move::Type::Pass);
        break;
    case Phase::Over:
        break;
    }
    return out;
}

std::vector<std::string> ZipaiGame::legalActions(int seat) const {
    std::vector<std::string> out;
    for (const Move& m : legalMoves(seat))
        out.push_back(moveText(m));
    return out;
}

std::optional<Move> ZipaiGame::randomMove(int seat, Rng& rng) const {
    if (p_.phase == Phase::Discard && seat == p_.turn) { // one of the free cards, uniformly
        const Counts free = freeCards(seat);
        std::uint32_t kinds = 0;
        for (int id = 0; id < identities; ++id)
            kinds += free[static_cast<std::size_t>(id)] ? 1 : 0;
        std::uint32_t pick = rng.below(kinds);
        for (int id = 0; id < identities; ++id)
            if (free[static_cast<std::size_t>(id)] && pick-- == 0)
                return Move{Move::Type::Discard, static_cast<std::int8_t>(id), {}};
    }
    if (seat != p_.turn || p_.phase == Phase::Over)
        return std::nullopt;
    // The claims in legalMoves' order (the claim, or each chow, then pass), drawn without
    // copying the list.
    if (p_.phase == Phase::Chi) {
        const auto& chows = chiOptionsOf(seat);
        const auto pick = rng.below(static_cast<std::uint32_t>(chows.size() + 1));
        if (pick < chows.size())
            return Move{Move::Type::Chi, -1, chows[pick]};
        return Move{Move::Type::Pass, -1, {}};
    }
    const Move::Type claim = p_.phase == Phase::Hu ? Move::Type::Hu : Move::Type::Peng;
    return Move{rng.below(2) == 0 ? claim : Move::Type::Pass, -1, {}};
}

std::string ZipaiGame::randomLegalAction(int seat, Rng& rng) const {
    const auto move = randomMove(seat, rng);
    return move ? moveText(*move) : std::string();
}

std::optional<Move> ZipaiGame::parse(std::string_view text, std::string* error) const {
    return parseMove(text, error);
}

std::string ZipaiGame::check(int seat, Move& move) const {
    // A chow spelled with another of its groups as the chow group is the same chow (§9): it is
    // made, logged and saved in the spelling the legal list gives.
    if (move.type == Move::Type::Chi && p_.phase == Phase::Chi && seat == p_.turn)
        if (const ChiOption* listed = sameChow(chiOptionsOf(seat), p_.card, move.chi))
            move.chi = *listed;
    return isLegal(seat, move) ? std::string() : refusal(seat, move);
}

std::string ZipaiGame::refusal(int seat, const Move& move) const {
    if (p_.phase == Phase::Over)
        return "the match is over";
    if (seat != p_.turn)
        return "it is " + seatName(p_.turn) + "'s turn to " + phaseName(p_.phase) + ", not " +
               seatName(seat) + "'s";
    if (p_.phase == Phase::Discard && move.type == Move::Type::Discard) {
        if (at(seat).kan & idBit(move.card))
            return "a 坎 card is never discarded";
        return seatName(seat) + " holds no free " + token(move.card);
    }
    return "'" + moveText(move) + "' is not legal for " + seatName(seat) + " now (" +
           phaseName(p_.phase) + ")";
}

bool ZipaiGame::isLegal(int seat, const Move& move) const {
    if (seat != p_.turn)
        return false;
    switch (p_.phase) {
    case Phase::Discard:
        return move.type == Move::Type::Discard && move.card >= 0 && move.card < identities &&
               freeCards(seat)[static_cast<std::size_t>(move.card)] > 0;
    case Phase::Hu:
        return move.type == Move::Type::Hu || move.type == Move::Type::Pass;
    case Phase::Peng:
        return move.type == Move::Type::Peng || move.type == Move::Type::Pass;
    case Phase::Chi: {
        if (move.type == Move::Type::Pass)
            return true;
        if (move.type != Move::Type::Chi)
            return false;
        const auto& options = chiOptionsOf(seat);
        return std::find(options.begin(), options.end(), move.chi) != options.end();
    }
    case Phase::Over:
        break;
    }
    return false;
}

void ZipaiGame::perform(int seat, const Move& move) {
    Seat& s = edit(seat);
    const int x = p_.card;
    switch (move.type) {
    case Move::Type::Discard: {
        const int id = move.card;
        --s.hand[static_cast<std::size_t>(id)];
        invalidate(seat);
        s.chowBlock |= idBit(id);
        s.pongBlock |= idBit(id);
        s.acted = true;
        p_.diHu = seat == p_.dealer && p_.firstDiscard ? -2 : -1;
        if (seat == p_.dealer)
            p_.firstDiscard = false;
        log("discard", seat, cardEvent(id));
        p_.card = id;
        p_.source = Source::Discard;
        p_.owner = seat;
        respond();
        break;
    }
    case Move::Type::Hu:
        win({seat});
        break;
    case Move::Type::Peng:
        s.hand[static_cast<std::size_t>(x)] -= 2;
        s.melds.push_back(sameCards(UnitType::Peng, x));
        invalidate(seat);
        s.claimed = s.acted = true;
        log("peng", seat, cardEvent(x), {p_.owner});
        discardDuty(seat);
        break;
    case Move::Type::Chi: {
        const ChiOption& o = move.chi;
        std::array<std::uint8_t, 3> g{o.hand[0], o.hand[1], static_cast<std::uint8_t>(x)};
        std::sort(g.begin(), g.end());
        s.melds.push_back(Unit{UnitType::Chi, 3, {g[0], g[1], g[2], 0}});
        for (int c : o.hand)
            --s.hand[static_cast<std::size_t>(c)];
        for (const auto& b : o.bi) {
            s.melds.push_back(Unit{UnitType::Bi, 3, {b[0], b[1], b[2], 0}});
            for (int c : b)
                --s.hand[static_cast<std::size_t>(c)];
        }
        invalidate(seat);
        s.claimed = s.acted = true;
        log("chi", seat, chiEvent(x, o), {p_.owner});
        discardDuty(seat);
        break;
    }
    case Move::Type::Pass:
        passClaim(seat);
        break;
    }
}

// `pass` declines the one claim offered (R5.7.2); 碰 and 吃 passed become 臭 (§8).
void ZipaiGame::passClaim(int seat) {
    Seat& s = edit(seat);
    const int x = p_.card;
    switch (p_.phase) {
    case Phase::Hu:
        log("pass", seat, {phaseText, static_cast<std::uint64_t>(Phase::Hu)}, {},
            Event::only(seat));
        p_.queue.erase(p_.queue.begin());
        if (x < 0) {
            if (p_.afterForced == tianhu)
                discardDuty(seat);
            else
                continueForced(seat, static_cast<UnitType>(p_.afterForced));
        } else if (!p_.queue.empty()) {
            p_.turn = p_.queue.front();
        } else {
            afterHu();
        }
        break;
    case Phase::Peng:
        s.pongBlock |= idBit(x); // R8.2
        log("pass", seat, {phaseText, static_cast<std::uint64_t>(Phase::Peng)}, {},
            Event::only(seat));
        chiStep();
        break;
    case Phase::Chi:
        s.chowBlock |= idBit(x); // R8.1
        log("pass", seat, {phaseText, static_cast<std::uint64_t>(Phase::Chi)}, {},
            Event::only(seat));
        p_.queue.erase(p_.queue.begin());
        if (p_.queue.empty())
            unclaimed();
        else
            p_.turn = p_.queue.front();
        break;
    default:
        break;
    }
}

std::vector<Card> ZipaiGame::knownCards(int seat) const {
    // Copies are interchangeable: a seat "knows" an identity when it may see one of its cards.
    IdMask known = 0;
    auto add = [&](int id) {
        if (id >= 0)
            known |= idBit(id);
    };
    add(p_.liang);
    add(p_.card);
    for (int id : p_.revealed)
        add(id);
    for (int s = 0; s < seatCount(); ++s) {
        for (int id : at(s).row)
            add(id);
        for (const Unit& u : at(s).melds)
            if (s == seat || (u.type != UnitType::Sao && u.type != UnitType::SaoChuan))
                add(u.cards[0]), add(u.cards[1]), add(u.cards[2]);
        if (s == seat)
            for (int id = 0; id < identities; ++id)
                if (at(s).hand[static_cast<std::size_t>(id)])
                    add(id);
    }
    std::vector<Card> out;
    for (int id = 0; id < identities; ++id)
        if (known & idBit(id))
            out.push_back(static_cast<Card>(id * 4));
    return out;
}

} // namespace paiju::zipai
