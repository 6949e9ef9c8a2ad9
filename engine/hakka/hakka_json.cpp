#include "hakka_bot.h"
#include "hakka_game.h"
#include "hakka_info.h"
#include "hakka_sampler.h"
#include "io/json_codec.h"

namespace paiju::hakka {

namespace {

const Deck& D = hakkaDeck();

QJsonArray cardList(Mask m) {
    return json::cards(D, cardsOf(m));
}

template <class T, std::size_t N> QJsonArray intArray(const std::array<T, N>& values) {
    QJsonArray out;
    for (T v : values)
        out.append(static_cast<int>(v));
    return out;
}

template <std::size_t N> QJsonArray maskArray(const std::array<Mask, N>& masks) {
    QJsonArray out;
    for (Mask m : masks)
        out.append(cardList(m));
    return out;
}

// A match ends as the deal passes on for the last time (§11): the last hand's dealer is the seat
// before the one kept for a next deal that never comes.
int lastDealer(const HakkaGame::Parts& p) {
    return p.phase == Phase::Over ? (p.dealer + seats - 1) % seats : p.dealer;
}

QJsonObject saveHakka(const GameState& base) {
    const auto& p = static_cast<const HakkaGame&>(base).parts();
    return json::savedState(base, {{"phase", phaseName(p.phase)},
                                   {"dealer", p.dealer},
                                   {"passCount", p.passCount},
                                   {"handNumber", p.handNumber},
                                   {"hands", maskArray(p.hands)},
                                   {"bids", intArray(p.bids)},
                                   {"caller", p.caller},
                                   {"privileged", p.privileged},
                                   {"turn", p.turn},
                                   {"leader", p.leader},
                                   {"current", cardList(p.current)},
                                   {"best", p.best},
                                   {"trickFaceUp", cardList(p.trickFaceUp)},
                                   {"trickDiscards", intArray(p.trickDiscards)},
                                   {"faceUp", cardList(p.faceUp)},
                                   {"discarded", maskArray(p.discarded)},
                                   {"wonHu", intArray(p.wonHu)},
                                   {"winningCards", maskArray(p.winningCards)},
                                   {"mayDeclare", p.mayDeclare},
                                   {"revealed", cardList(p.revealed)}});
}

// Reads a list of card tokens as a mask; a card may appear once in all the lists read from the
// same pool (hands and discards), or freely where a list repeats known cards (faceUp, revealed).
Mask readMask(json::Reader& in, const QJsonValue& v, const char* name, std::vector<int>* pool) {
    std::vector<int> free = json::fullPool(D);
    const auto cards = in.cards(QJsonObject{{name, v}}, name, D, pool ? *pool : free);
    return maskOf(cards);
}

template <std::size_t N>
void readMasks(json::Reader& in, const QJsonObject& root, const char* key, std::array<Mask, N>& out,
               std::vector<int>* pool) {
    const QJsonArray list = in.array(root, key);
    if (in.ok() && list.size() != static_cast<int>(N)) {
        in.fail(QStringLiteral("'%1' must have one entry per seat").arg(QLatin1String(key)));
        return;
    }
    for (std::size_t i = 0; i < N && in.ok(); ++i)
        out[i] = readMask(in, list[static_cast<int>(i)], key, pool);
}

template <std::size_t N>
void readInts(json::Reader& in, const QJsonObject& root, const char* key, std::array<int, N>& out,
              int minimum, int maximum) {
    const auto values = in.ints(root, key, minimum, maximum);
    if (in.ok() && values.size() != N)
        in.fail(QStringLiteral("'%1' must have one entry per seat").arg(QLatin1String(key)));
    for (std::size_t i = 0; i < N && i < values.size(); ++i)
        out[i] = values[i];
}

std::unique_ptr<GameState> loadHakka(const GameInfo& info, const QJsonObject& root,
                                     QString* error) {
    json::Reader in(root);
    HakkaGame::Parts p;
    p.options = in.gameHeader(root, "hakka", info.options);
    p.phase = in.oneOf(root, "phase", {Phase::Bidding, Phase::Lead, Phase::Follow, Phase::Over},
                       phaseName);
    p.dealer = in.integer(root, "dealer", 0, 3);
    p.passCount = in.integer(root, "passCount", 0, 4 * 99);
    p.handNumber = in.integer(root, "handNumber", 1, 1000000);
    auto pool = json::fullPool(D);
    readMasks(in, root, "hands", p.hands, &pool);
    readMasks(in, root, "discarded", p.discarded, &pool);
    readInts(in, root, "bids", p.bids, 0, 2);
    p.caller = in.integer(root, "caller", -1, 3);
    p.privileged = in.integer(root, "privileged", -1, 3);
    p.turn = in.integer(root, "turn", -1, 3);
    p.leader = in.integer(root, "leader", -1, 3);
    p.current = readMask(in, root.value("current"), "current", nullptr);
    p.best = in.integer(root, "best", -1, 3);
    p.trickFaceUp = readMask(in, root.value("trickFaceUp"), "trickFaceUp", nullptr);
    readInts(in, root, "trickDiscards", p.trickDiscards, 0, 12);
    p.faceUp = readMask(in, root.value("faceUp"), "faceUp", &pool);
    readInts(in, root, "wonHu", p.wonHu, 0, 12);
    readMasks(in, root, "winningCards", p.winningCards, nullptr);
    p.mayDeclare = in.boolean(root, "mayDeclare");
    p.revealed = readMask(in, root.value("revealed"), "revealed", nullptr);
    in.record(root, seats, p);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    // The 37 cards are each in one place; the play is where the phase says it is.
    const int dealer = lastDealer(p);
    const int dummySeat = (dealer + 2) % seats;
    auto fail = [&](const char* message) {
        *error = QString::fromLatin1(message);
        return nullptr;
    };
    if (!json::poolEmpty(pool))
        return fail("the hands, discards and face-up cards must hold each of the 37 cards once");
    if (count(p.hands[static_cast<std::size_t>(dummySeat)]) != 1)
        return fail("the dummy must hold exactly one card");
    const int held = count(p.hands[static_cast<std::size_t>(dealer)]);
    for (int s = 0; s < seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        if (s != dummySeat && p.phase != Phase::Follow && count(p.hands[i]) != held)
            return fail("the active players must hold equally many cards between tricks");
        if ((p.winningCards[i] & ~(p.faceUp | p.revealed)) != 0)
            return fail("winning cards must have been played face up or shown");
    }
    if ((p.current & ~p.trickFaceUp) || (p.trickFaceUp & ~p.faceUp))
        return fail("the trick's cards must be face up");
    if (p.phase == Phase::Over) {
        if (p.turn != -1)
            return fail("a finished match has no seat to act");
    } else {
        if (p.turn < 0 || p.turn == dummySeat)
            return fail("'turn' must be an active seat");
        if (held == 0 && p.phase != Phase::Follow)
            return fail("the active players have no cards left");
    }
    if (p.phase == Phase::Follow) {
        if (!p.current || p.best < 0 || p.leader < 0 || p.leader == dummySeat ||
            classify(p.current).kind == Kind::Invalid)
            return fail("a trick in play needs a valid best play, its owner and a leader");
        if (count(p.hands[static_cast<std::size_t>(p.turn)]) < count(p.current))
            return fail("the seat to follow holds too few cards");
    }
    if (p.caller == dummySeat || p.privileged == dummySeat)
        return fail("the dummy does not bid");
    return std::make_unique<HakkaGame>(std::move(p));
}

std::unique_ptr<GameState> hakkaFromDeal(const Setup& setup, const QJsonObject& deal,
                                         QString* error) {
    json::Reader in(deal);
    const int dealer = in.integer(deal, "dealer", 0, 3);
    auto pool = json::fullPool(D);
    HakkaGame::Hands hands{};
    readMasks(in, deal, "hands", hands, &pool);
    if (in.ok() && !json::poolEmpty(pool))
        in.fail("'hands' must hold each of the 37 cards once");
    for (int s = 0; in.ok() && s < seats; ++s) {
        const int want = s == (dealer + 2) % seats ? 1 : 12;
        if (count(hands[static_cast<std::size_t>(s)]) != want)
            in.fail(QStringLiteral("seat %1 must be dealt %2 cards").arg(s).arg(want));
    }
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    return std::make_unique<HakkaGame>(setup, dealer, hands);
}

using Key = QLatin1StringView;

void writeCards(json::ByteWriter& out, Mask m) {
    json::writeCards(out, D, cardsOf(m));
}

// Written straight to bytes, each object's keys in sorted order (json::ByteWriter): a table sends
// this part to every viewer of every state.
void writeShared(const GameState& base, json::WrittenShared& written) {
    const auto& g = static_cast<const HakkaGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    json::writeAwaiting(out, g);
    out.field(Key("best"), p.best);
    out.field(Key("caller"), p.caller);
    out.key(Key("current"));
    writeCards(out, p.current);
    // At match-over, the seats of the last hand.
    out.field(Key("dealer"), lastDealer(p));
    out.field(Key("dummy"), (lastDealer(p) + 2) % seats);
    out.key(Key("faceUp"));
    writeCards(out, p.faceUp);
    json::writeGame(out, g);
    out.field(Key("hand"), p.handNumber);
    out.field(Key("leader"), p.leader);
    json::writePhase(out, g);
    out.field(Key("privileged"), p.privileged);
    out.key(Key("revealed"));
    writeCards(out, p.revealed);
    out.field(Key("round"), std::min(g.rounds(), p.passCount / 4 + 1));
    json::writeScores(out, g);
    // Each seat's entry as every seat sees it.
    out.key(Key("seats"));
    out.beginArray();
    for (int s = 0; s < seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        out.beginObject();
        out.field(Key("bid"), p.bids[i] == 1 ? "call" : p.bids[i] == 2 ? "pass" : "");
        out.field(Key("discardedCount"), count(p.discarded[i]));
        out.field(Key("handCount"), count(p.hands[i]));
        out.field(Key("seat"), s);
        out.field(Key("trickDiscards"), p.trickDiscards[i]);
        out.key(Key("winningCards"));
        writeCards(out, p.winningCards[i] & (p.faceUp | p.revealed));
        out.field(Key("wonHu"), p.wonHu[i]);
        out.endObject();
    }
    out.endArray();
    out.key(Key("trick"));
    writeCards(out, p.trickFaceUp);
    out.field(Key("turn"), p.turn);
    out.endObject();
}

// The viewer's own entry adds its hand, the elders in it and what it discarded face down to the
// shared one.
void writeOwn(const GameState& base, int viewer, json::WrittenOwn& written) {
    const auto& g = static_cast<const HakkaGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    json::writeLegal(out, g, viewer);
    // Whether the leader may declare bounds the elders in his hand: only he is told (his
    // `declare` is in his legal actions too).
    out.field(Key("mayDeclare"), viewer >= 0 && viewer == p.leader && p.mayDeclare);
    json::writeViewer(out, viewer);
    out.endObject();
    out.beginObject();
    if (viewer >= 0 && viewer < seats) {
        const auto i = static_cast<std::size_t>(viewer);
        out.key(Key("discarded"));
        writeCards(out, p.discarded[i]);
        out.key(Key("elders"));
        writeCards(out, p.hands[i] & elderMask(p.faceUp));
        out.key(Key("hand"));
        writeCards(out, p.hands[i]);
    }
    out.endObject();
}

} // namespace

GameInfo hakkaInfo() {
    GameInfo info;
    info.id = "hakka";
    info.name = "Hakka Cards";
    info.nativeName = "客家牌";
    info.tileCard = "S9";
    info.minSeats = info.maxSeats = info.defaultSeats = seats;
    info.deck = &hakkaDeck();
    info.options = {{"rounds",
                     OptionSpec::Kind::Integer,
                     "4",
                     "rounds (圈) in a game: the deal passes 4 times in each",
                     1,
                     99,
                     {}},
                    handLimitOption(1000)};
    info.create = [](const Setup& setup) { return std::make_unique<HakkaGame>(setup); };
    info.fromDeal = hakkaFromDeal;
    info.save = saveHakka;
    // The loader reads a file against this game's options and seats, bound here.
    info.load = [game = info](const QJsonObject& root, QString* error) {
        return loadHakka(game, root, error);
    };
    setObservation(info, writeShared, writeOwn);
    info.basicBot = [] { return std::make_unique<HakkaBot>(); };
    info.sampler = sampleHakka;
    info.searchSeatBot = [] { return std::make_unique<HakkaBot>(HakkaBot::Play::Strong); };
    // A hand won counts for 3 points beyond its own: scored by points alone, the search gave up
    // sure small wins for bigger hands that were often lost (docs/bots.md, fifth round).
    info.searchWinBonus = 3;
    return info;
}

} // namespace paiju::hakka
