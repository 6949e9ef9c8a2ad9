#include "io/json_codec.h"
#include "zipai_bot.h"
#include "zipai_game.h"
#include "zipai_info.h"
#include "zipai_sampler.h"

#include <algorithm>

namespace paiju::zipai {

namespace {

QString tok(int id) {
    return QString::fromStdString(token(id));
}

QJsonArray countsJson(const Counts& counts) {
    QJsonArray out;
    for (int id = 0; id < identities; ++id)
        for (int k = 0; k < counts[static_cast<std::size_t>(id)]; ++k)
            out.append(tok(id));
    return out;
}

QJsonArray idsJson(const std::vector<std::uint8_t>& ids) {
    QJsonArray out;
    for (int id : ids)
        out.append(tok(id));
    return out;
}

QJsonArray maskJson(IdMask mask) {
    QJsonArray out;
    for (int id = 0; id < identities; ++id)
        if (mask & idBit(id))
            out.append(tok(id));
    return out;
}

QJsonObject unitJson(const Unit& u, bool hidden) {
    QJsonArray cards;
    for (int i = 0; i < u.size; ++i)
        cards.append(hidden ? QString() : tok(u.cards[static_cast<std::size_t>(i)]));
    return QJsonObject{{"type", unitName(u.type)}, {"cards", cards}};
}

const char* sourceName(Source s) {
    switch (s) {
    case Source::None:
        return "none";
    case Source::OwnFlip:
        return "own-flip";
    case Source::Flip:
        return "flip";
    case Source::Discard:
        return "discard";
    }
    return "";
}

QJsonObject saveZipai(const GameState& base) {
    const auto& p = static_cast<const ZipaiGame&>(base).parts();
    QJsonArray seats;
    for (const Seat& s : p.seats) {
        QJsonArray melds;
        for (const Unit& u : s.melds)
            melds.append(unitJson(u, false));
        seats.append(QJsonObject{{"hand", countsJson(s.hand)},
                                 {"kan", maskJson(s.kan)},
                                 {"melds", melds},
                                 {"row", idsJson(s.row)},
                                 {"zhao", s.zhao},
                                 {"chowBlock", maskJson(s.chowBlock)},
                                 {"pongBlock", maskJson(s.pongBlock)},
                                 {"deficit", s.deficit},
                                 {"flips", s.flips},
                                 {"xianggong", s.xianggong},
                                 {"claimed", s.claimed},
                                 {"acted", s.acted}});
    }
    std::vector<std::uint8_t> stock(p.stock.rbegin(), p.stock.rend());
    QJsonArray queue;
    for (int q : p.queue)
        queue.append(q);
    return json::savedState(base, {
                                      {"phase", phaseName(p.phase)},
                                      {"handNumber", p.handNumber},
                                      {"dealer", p.dealer},
                                      {"seats", seats},
                                      {"stock", idsJson(stock)},
                                      {"liang", p.liang < 0 ? QString() : tok(p.liang)},
                                      {"card", p.card < 0 ? QString() : tok(p.card)},
                                      {"source", sourceName(p.source)},
                                      {"owner", p.owner},
                                      {"turn", p.turn},
                                      {"queue", queue},
                                      {"afterForced", p.afterForced},
                                      {"diHu", p.diHu},
                                      {"firstDiscard", p.firstDiscard},
                                      {"lastFlip", p.lastFlip},
                                      {"revealed", idsJson(p.revealed)},
                                  });
}

int readId(json::Reader& in, const QJsonObject& o, const char* key, bool optional) {
    const std::string text = in.text(o, key);
    if (optional && text.empty())
        return -1;
    const int id = parseId(text);
    if (in.ok() && id < 0)
        in.fail(QStringLiteral("'%1' must name a card").arg(QLatin1String(key)));
    return id;
}

std::vector<std::uint8_t> readIds(json::Reader& in, const QJsonObject& o, const char* key) {
    std::vector<std::uint8_t> out;
    for (const std::string& t : in.strings(o, key)) {
        const int id = parseId(t);
        if (id < 0) {
            in.fail(QStringLiteral("'%1' names an unknown card").arg(QLatin1String(key)));
            return {};
        }
        out.push_back(static_cast<std::uint8_t>(id));
    }
    return out;
}

IdMask readMask(json::Reader& in, const QJsonObject& o, const char* key) {
    IdMask m = 0;
    for (int id : readIds(in, o, key))
        m |= idBit(id);
    return m;
}

std::optional<Unit> readUnit(json::Reader& in, const QJsonValue& v) {
    const QJsonObject o = v.toObject();
    const std::string type = in.text(o, "type");
    const auto cards = readIds(in, o, "cards");
    if (!in.ok())
        return std::nullopt;
    for (UnitType t : {UnitType::Chi, UnitType::Bi, UnitType::Peng, UnitType::Sao, UnitType::GuoSao,
                       UnitType::KaiZhao, UnitType::SaoChuan}) {
        if (type != unitName(t))
            continue;
        const std::size_t size = (t == UnitType::KaiZhao || t == UnitType::SaoChuan) ? 4 : 3;
        if (cards.size() != size)
            break;
        auto sortedCards = cards;
        std::sort(sortedCards.begin(), sortedCards.end());
        Unit u{t, static_cast<std::uint8_t>(size), {}};
        for (std::size_t i = 0; i < size; ++i)
            u.cards[i] = sortedCards[i];
        const bool same =
            std::all_of(cards.begin(), cards.end(), [&](int c) { return c == cards[0]; });
        if (t == UnitType::Chi || t == UnitType::Bi) {
            const auto groups = groupsWith(u.cards[0]);
            const std::array<std::uint8_t, 3> g{u.cards[0], u.cards[1], u.cards[2]};
            if (std::find(groups.begin(), groups.end(), g) != groups.end())
                return u;
        } else if (same) {
            return u;
        }
        break;
    }
    in.fail("'melds' holds a meld whose cards do not fit its type");
    return std::nullopt;
}

const char* inconsistency(const ZipaiGame& g) {
    const auto& p = g.parts();
    const int n = g.seatCount();
    if (p.phase != Phase::Over) {
        Counts all{};
        auto add = [&](int id) { ++all[static_cast<std::size_t>(id)]; };
        for (const Seat& s : p.seats) {
            for (int id = 0; id < identities; ++id)
                all[static_cast<std::size_t>(id)] += s.hand[static_cast<std::size_t>(id)];
            for (const Unit& u : s.melds)
                for (int i = 0; i < u.size; ++i)
                    add(u.cards[static_cast<std::size_t>(i)]);
            for (int id : s.row)
                add(id);
        }
        for (int id : p.stock)
            add(id);
        if (p.card >= 0)
            add(p.card);
        if (std::any_of(all.begin(), all.end(), [](int c) { return c != 4; }))
            return "the hands, melds, rows, stock and the card in play must hold each card 4 times";
    }
    for (const Seat& s : p.seats)
        for (int id = 0; id < identities; ++id) {
            const int c = s.hand[static_cast<std::size_t>(id)];
            if ((c == 3) != ((s.kan & idBit(id)) != 0) || c > 3)
                return "three of a card in a hand are its 坎, and a hand holds no four";
        }
    if (p.liang < 0 || p.owner >= n || p.dealer >= n)
        return "'liang', 'owner' and 'dealer' must fit the table";
    if (p.phase == Phase::Over)
        return p.turn == -1 ? nullptr : "a finished match has no seat to act";
    if (p.turn < 0 || p.turn >= n || p.queue.empty() || p.queue.front() != p.turn)
        return "'turn' must be the first seat of 'queue'";
    for (int q : p.queue)
        if (q >= n)
            return "'queue' names a seat the table does not have";
    const bool claim =
        p.phase == Phase::Peng || p.phase == Phase::Chi || (p.phase == Phase::Hu && p.card >= 0);
    if (claim && (p.card < 0 || p.owner < 0 || p.source == Source::None))
        return "a claim needs the card, its owner and where it came from";
    switch (p.phase) {
    case Phase::Discard:
        if (p.card >= 0 || total(g.freeCards(p.turn)) == 0)
            return "the seat to discard holds a free card and no card is in play";
        return nullptr;
    case Phase::Hu:
        if (p.card < 0 && p.afterForced != ZipaiGame::tianhu &&
            p.afterForced != static_cast<int>(UnitType::Sao) &&
            p.afterForced != static_cast<int>(UnitType::GuoSao) &&
            p.afterForced != static_cast<int>(UnitType::SaoChuan))
            return "a win without a card follows 天胡 or a forced 扫/过扫/扫穿";
        return nullptr;
    case Phase::Peng:
        return g.mayPeng(p.turn) ? nullptr : "the seat asked may pong the card";
    case Phase::Chi:
        return g.chiOptionsFor(p.turn).empty() ? "the seat asked may chow the card" : nullptr;
    case Phase::Over:
        break;
    }
    return nullptr;
}

std::unique_ptr<GameState> loadZipai(const GameInfo& info, const QJsonObject& root,
                                     QString* error) {
    json::Reader in(root);
    ZipaiGame::Parts p;
    p.options = in.gameHeader(root, "zipai", info.options);
    p.phase =
        in.oneOf(root, "phase", {Phase::Discard, Phase::Hu, Phase::Peng, Phase::Chi, Phase::Over},
                 phaseName);
    p.handNumber = in.integer(root, "handNumber", 1, 1000000);
    const QJsonArray seats = in.array(root, "seats");
    if (in.ok() && (seats.size() < 2 || seats.size() > 3))
        in.fail("'seats' must hold 2 or 3 seats");
    const int n = static_cast<int>(seats.size());
    p.dealer = in.integer(root, "dealer", 0, std::max(0, n - 1));
    for (const QJsonValue& v : seats) {
        const QJsonObject o = v.toObject();
        Seat s;
        for (int id : readIds(in, o, "hand"))
            ++s.hand[static_cast<std::size_t>(id)];
        s.kan = readMask(in, o, "kan");
        for (const QJsonValue& m : in.array(o, "melds"))
            if (auto u = readUnit(in, m))
                s.melds.push_back(*u);
        s.row = readIds(in, o, "row");
        s.zhao = in.integer(o, "zhao", 0, 10);
        s.chowBlock = readMask(in, o, "chowBlock");
        s.pongBlock = readMask(in, o, "pongBlock");
        s.deficit = in.integer(o, "deficit", 0, 4);
        s.flips = in.integer(o, "flips", 0, 80);
        s.xianggong = in.boolean(o, "xianggong");
        s.claimed = in.boolean(o, "claimed");
        s.acted = in.boolean(o, "acted");
        p.seats.push_back(s);
    }
    auto stock = readIds(in, root, "stock");
    p.stock.assign(stock.rbegin(), stock.rend());
    p.liang = readId(in, root, "liang", false);
    p.card = readId(in, root, "card", true);
    p.source = in.oneOf(root, "source",
                        {Source::None, Source::OwnFlip, Source::Flip, Source::Discard}, sourceName);
    p.owner = in.integer(root, "owner", -1, 2);
    p.turn = in.integer(root, "turn", -1, 2);
    for (int q : in.ints(root, "queue", 0, 2))
        p.queue.push_back(static_cast<std::uint8_t>(q));
    p.afterForced = in.integer(root, "afterForced", -1, ZipaiGame::tianhu);
    p.diHu = in.integer(root, "diHu", -2, 2);
    p.firstDiscard = in.boolean(root, "firstDiscard");
    p.lastFlip = in.integer(root, "lastFlip", -1, identities - 1);
    p.revealed = readIds(in, root, "revealed");
    in.record(root, n, p);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    auto game = std::make_unique<ZipaiGame>(std::move(p));
    if (const char* why = inconsistency(*game)) {
        *error = QString::fromUtf8(why);
        return nullptr;
    }
    return game;
}

std::unique_ptr<GameState> zipaiFromDeal(const Setup& setup, const QJsonObject& deal,
                                         QString* error) {
    json::Reader in(deal);
    const int dealer = in.integer(deal, "dealer", 0, setup.seats - 1);
    std::vector<std::vector<int>> hands;
    Counts all{};
    const QJsonArray list = in.array(deal, "hands");
    if (in.ok() && list.size() != setup.seats)
        in.fail("'hands' must have one entry per seat");
    for (int s = 0; in.ok() && s < setup.seats; ++s) {
        std::vector<int> hand;
        for (int id : readIds(in, QJsonObject{{"hands", list[s]}}, "hands")) {
            hand.push_back(id);
            ++all[static_cast<std::size_t>(id)];
        }
        if (in.ok() && hand.size() != (s == dealer ? 21u : 20u))
            in.fail(
                QStringLiteral("seat %1 must be dealt %2 cards").arg(s).arg(s == dealer ? 21 : 20));
        hands.push_back(hand);
    }
    std::vector<int> stock;
    for (int id : readIds(in, deal, "stock")) {
        stock.push_back(id);
        ++all[static_cast<std::size_t>(id)];
    }
    if (in.ok() && std::any_of(all.begin(), all.end(), [](int c) { return c != 4; }))
        in.fail("the hands and the stock must hold each card 4 times");
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    return std::make_unique<ZipaiGame>(setup, dealer, hands, stock);
}

// A seat is shown what it may see. Spectators see what every seat may see, and the events with
// the spectators' bit: the public half of a face-down action (logged for every seat but the
// actor, and the spectators): that a 扫 happened.
bool logShows(const GameState& g, const Event& e, int viewer) {
    if (viewer >= 0)
        return e.visibleFor(viewer);
    std::uint32_t seats = 0;
    for (int s = 0; s < g.seatCount(); ++s)
        seats |= Event::only(s);
    return e.visibleTo == Event::everyone || (e.visibleTo & Event::spectators) != 0 ||
           (e.visibleTo & seats) == seats;
}

using Key = QLatin1StringView;

void writeIds(json::ByteWriter& out, const Counts& counts) {
    out.beginArray();
    for (int id = 0; id < identities; ++id)
        for (int k = 0; k < counts[static_cast<std::size_t>(id)]; ++k)
            out.string(std::string_view(token(id)));
    out.endArray();
}

void writeIds(json::ByteWriter& out, IdMask mask) {
    out.beginArray();
    for (int id = 0; id < identities; ++id)
        if (mask & idBit(id))
            out.string(std::string_view(token(id)));
    out.endArray();
}

// Seat s's `meldYu` and `melds` as `viewer` sees them: another seat's 扫 lie face down, and its
// 过扫 shows one card.
void writeMelds(json::ByteWriter& out, const ZipaiGame& g, int s, int viewer) {
    const Seat& st = g.parts().seats[static_cast<std::size_t>(s)];
    int meldYu = 0; // of the melds the viewer sees face up: a face-down 扫 tells nothing
    for (const Unit& u : st.melds)
        if (s == viewer || (u.type != UnitType::Sao && u.type != UnitType::SaoChuan))
            meldYu += yu(u);
    out.field(Key("meldYu"), meldYu);
    out.key(Key("melds"));
    out.beginArray();
    for (const Unit& u : st.melds) {
        const bool faceDown =
            s != viewer && (u.type == UnitType::Sao || u.type == UnitType::SaoChuan);
        const bool oneUp = s != viewer && u.type == UnitType::GuoSao;
        out.beginObject();
        out.key(Key("cards"));
        out.beginArray();
        if (oneUp) {
            out.string(std::string_view());
            out.string(std::string_view());
            out.string(std::string_view(token(u.cards[0])));
        } else {
            for (int i = 0; i < u.size; ++i)
                out.string(faceDown
                               ? std::string_view()
                               : std::string_view(token(u.cards[static_cast<std::size_t>(i)])));
        }
        out.endArray();
        out.field(Key("type"), unitName(u.type));
        out.endObject();
    }
    out.endArray();
}

// Claims are asked one seat at a time (§5.7); the others see only that the card is open. A win
// without a card (天胡, or after one's own 扫) is offered to that seat alone: the others see the
// discard it owes when it cannot win, so the offer tells nothing of its hand.
bool ownWin(const ZipaiGame::Parts& p) {
    return p.phase == Phase::Hu && p.card < 0;
}
bool claimOpen(const ZipaiGame::Parts& p) {
    return !ownWin(p) && (p.phase == Phase::Hu || p.phase == Phase::Peng || p.phase == Phase::Chi);
}

// As every seat but the one asked (the seat to act) sees it, written straight to bytes, each
// object's keys in sorted order (json::ByteWriter).
void writeShared(const GameState& base, json::WrittenShared& written) {
    const auto& g = static_cast<const ZipaiGame&>(base);
    const auto& p = g.parts();
    const bool claim = claimOpen(p);
    json::ByteWriter out(written);
    out.beginObject();
    out.key(Key("awaiting"));
    out.ints(claim ? SeatSet{} : g.awaiting());
    out.field(Key("card"), p.card < 0 ? std::string_view() : std::string_view(token(p.card)));
    out.field(Key("dealer"), p.dealer);
    json::writeGame(out, g);
    out.field(Key("hand"), p.handNumber);
    out.field(Key("liang"), token(p.liang));
    out.field(Key("owner"), p.owner);
    if (claim)
        out.field(Key("phase"), "claim");
    else if (ownWin(p))
        out.field(Key("phase"), phaseName(Phase::Discard));
    else
        json::writePhase(out, g);
    json::writeScores(out, g);
    // Each seat's entry as every other seat sees it.
    out.key(Key("seats"));
    out.beginArray();
    for (int s = 0; s < g.seatCount(); ++s) {
        const Seat& st = p.seats[static_cast<std::size_t>(s)];
        out.beginObject();
        out.field(Key("handCount"), total(st.hand));
        writeMelds(out, g, s, -1);
        out.key(Key("row"));
        out.beginArray();
        for (int id : st.row)
            out.string(std::string_view(token(id)));
        out.endArray();
        out.field(Key("seat"), s);
        out.field(Key("xianggong"), st.xianggong);
        out.field(Key("zhao"), st.zhao);
        out.endObject();
    }
    out.endArray();
    out.field(Key("stockCount"), static_cast<int>(p.stock.size()));
    out.endObject();
}

// The viewer's own entry shows its 扫 face up (and their 油) and adds its hand and what it may not
// claim to the shared one; the seat asked is shown the phase and who is awaited as they are.
void writeOwn(const GameState& base, int viewer, json::WrittenOwn& written) {
    const auto& g = static_cast<const ZipaiGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    if (viewer == p.turn)
        json::writeAwaiting(out, g);
    json::writeLegal(out, g, viewer);
    if (viewer == p.turn)
        json::writePhase(out, g);
    json::writeViewer(out, viewer);
    out.endObject();
    out.beginObject();
    if (viewer >= 0 && viewer < g.seatCount()) {
        const Seat& st = p.seats[static_cast<std::size_t>(viewer)];
        out.key(Key("chowBlock"));
        writeIds(out, st.chowBlock);
        out.key(Key("hand"));
        writeIds(out, st.hand);
        out.key(Key("kan"));
        writeIds(out, st.kan);
        writeMelds(out, g, viewer, viewer);
        out.key(Key("pongBlock"));
        writeIds(out, st.pongBlock);
    }
    out.endObject();
}

} // namespace

GameInfo zipaiInfo() {
    GameInfo info;
    info.id = "zipai";
    info.name = "Hechi Zipai";
    info.nativeName = "河池字牌";
    info.tileCard = "B10";
    info.minSeats = 2;
    info.maxSeats = 3;
    info.defaultSeats = 3;
    info.deck = &zipaiDeck();
    using K = OptionSpec::Kind;
    info.options = {
        {"threshold", K::Choice, "10", "油 needed to win (起胡)", 0, 0, {"10", "15"}},
        {"step",
         K::Choice,
         "auto",
         "油 per further 舵; auto: 3 at 10 油, 5 at 15",
         0,
         0,
         {"auto", "3", "5"}},
        {"zimo_bonus", K::Choice, "plus1", "自摸: +1 舵 or doubled", 0, 0, {"plus1", "double"}},
        {"xing", K::Choice, "ben", "翻醒: none, 本醒 or 上下醒", 0, 0, {"none", "ben", "shangxia"}},
        {"must_win", K::Flag, "false", "有胡必胡: a seat that can win must", 0, 0, {}},
        {"double_ron", K::Flag, "false", "一炮双响 (with must_win, 3 players)", 0, 0, {}},
        {"hands", K::Integer, "8", "hands in a session", 1, 99, {}}};
    info.create = [](const Setup& setup) { return std::make_unique<ZipaiGame>(setup); };
    info.fromDeal = zipaiFromDeal;
    info.save = saveZipai;
    // The loader reads a file against this game's options and seats, bound here.
    info.load = [game = info](const QJsonObject& root, QString* error) {
        return loadZipai(game, root, error);
    };
    setObservation(info, writeShared, writeOwn, logShows);
    info.basicBot = [] { return std::make_unique<ZipaiBot>(); };
    info.sampler = sampleZipai;
    return info;
}

} // namespace paiju::zipai
