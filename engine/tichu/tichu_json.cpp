#include "io/json_codec.h"
#include "tichu_bot.h"
#include "tichu_game.h"
#include "tichu_info.h"
#include "tichu_sampler.h"

#include <algorithm>

namespace paiju::tichu {

namespace {

const Deck& D = tichuDeck();

QJsonArray cardList(Mask m) {
    return json::cards(D, cardsOf(m));
}

QJsonArray maskArray(const std::array<Mask, seats>& masks) {
    QJsonArray out;
    for (Mask m : masks)
        out.append(cardList(m));
    return out;
}

QJsonArray seatList(std::uint8_t bits) {
    QJsonArray out;
    for (int s = 0; s < seats; ++s)
        if (bits & (1u << s))
            out.append(s);
    return out;
}

const char* callName(Call call) {
    return call == Call::Tichu ? "tichu" : call == Call::Grand ? "grand" : "";
}

using Key = QLatin1StringView;

void writeCards(json::ByteWriter& out, Mask m) {
    json::writeCards(out, D, cardsOf(m));
}

// A play of the trick, keys sorted (json::ByteWriter).
void writePlay(json::ByteWriter& out, const TrickPlay& play) {
    out.beginObject();
    out.key(Key("cards"));
    writeCards(out, play.combo.cards);
    out.field(Key("kind"), kindName(play.combo.kind));
    out.field(Key("phoenixAs"), int(play.combo.phoenixAs));
    out.field(Key("rank"), int(play.combo.rank));
    out.field(Key("seat"), play.seat);
    out.field(Key("text"), comboText(play.combo));
    out.endObject();
}

// The same play in a saved game.
QJsonObject playJson(const TrickPlay& play) {
    std::string bytes;
    json::ByteWriter out(bytes);
    writePlay(out, play);
    return json::readObject(bytes);
}

QJsonObject saveTichu(const GameState& base) {
    const auto& p = static_cast<const TichuGame&>(base).parts();
    QJsonArray grand, calls, given, trick;
    for (int s = 0; s < seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        grand.append(p.grand[i]);
        calls.append(callName(p.calls[i]));
        QJsonArray g;
        for (int c : p.given[i])
            if (c >= 0)
                g.append(QString::fromStdString(D.token(static_cast<Card>(c))));
        given.append(g);
    }
    for (const TrickPlay& play : p.trick)
        trick.append(playJson(play));
    return json::savedState(base, {
                                      {"phase", phaseName(p.phase)},
                                      {"round", p.round},
                                      {"hands", maskArray(p.hands)},
                                      {"undealt", maskArray(p.undealt)},
                                      {"won", maskArray(p.won)},
                                      {"grand", grand},
                                      {"calls", calls},
                                      {"given", given},
                                      {"played", seatList(p.played)},
                                      {"outOrder", json::ints(p.outOrder)},
                                      {"trick", trick},
                                      {"turn", p.turn},
                                      {"passed", seatList(p.passed)},
                                      {"pending", seatList(p.pending)},
                                      {"wish", p.wish},
                                      {"mahJongPlayed", p.mahJongPlayed},
                                      {"roundEnding", p.roundEnding},
                                      {"revealed", cardList(p.revealed)},
                                  });
}

Mask readMask(json::Reader& in, const QJsonValue& v, const char* name, std::vector<int>* pool) {
    std::vector<int> free = json::fullPool(D);
    return maskOf(in.cards(QJsonObject{{name, v}}, name, D, pool ? *pool : free));
}

void readMasks(json::Reader& in, const QJsonObject& root, const char* key,
               std::array<Mask, seats>& out, std::vector<int>* pool) {
    const QJsonArray list = in.array(root, key);
    if (in.ok() && list.size() != seats) {
        in.fail(QStringLiteral("'%1' must have one entry per seat").arg(QLatin1String(key)));
        return;
    }
    for (std::size_t i = 0; i < seats && in.ok(); ++i)
        out[i] = readMask(in, list[static_cast<int>(i)], key, pool);
}

std::uint8_t readSeats(json::Reader& in, const QJsonObject& root, const char* key) {
    std::uint8_t bits = 0;
    for (int s : in.ints(root, key, 0, seats - 1))
        bits |= static_cast<std::uint8_t>(1u << s);
    return bits;
}

// A play of a saved trick must be one reading of its cards (the Phoenix single excepted, whose
// value depends on what it was played on).
std::optional<TrickPlay> readPlay(json::Reader& in, const QJsonValue& v, std::vector<int>& pool) {
    const QJsonObject o = v.toObject();
    TrickPlay play;
    play.seat = in.integer(o, "seat", 0, seats - 1);
    play.combo.cards = readMask(in, o.value("cards"), "cards", &pool);
    const std::string kind = in.text(o, "kind");
    const int rank = in.integer(o, "rank", 0, 30);
    const int as = in.integer(o, "phoenixAs", 0, highRank);
    if (!in.ok())
        return std::nullopt;
    for (const Combo& c : readings(play.combo.cards)) {
        if (kind != kindName(c.kind) || c.kind == Kind::Dog || as != c.phoenixAs)
            continue;
        const bool phoenixSingle = c.cards == bit(phoenix);
        if (phoenixSingle ? (rank % 2 == 1 && rank >= 3 && rank <= 29) : rank == c.rank) {
            play.combo = c;
            play.combo.rank = static_cast<std::uint8_t>(rank);
            return play;
        }
    }
    in.fail(QStringLiteral("'trick' holds a play that is not a combination: %1")
                .arg(QString::fromStdString(cardsText(play.combo.cards))));
    return std::nullopt;
}

Phase readPhase(json::Reader& in, const QJsonObject& root) {
    return in.oneOf(root, "phase",
                    {Phase::Grand, Phase::Passing, Phase::Lead, Phase::Follow, Phase::Closing,
                     Phase::Wish, Phase::Gift, Phase::Over},
                    phaseName);
}

// The checks that make a loaded state one the rules could have reached, as far as play depends on
// it: each card in one place, hands of the right size for the phase, a seat to act that can act.
const char* inconsistency(const TichuGame::Parts& p) {
    const bool dealing = p.phase == Phase::Grand || p.phase == Phase::Passing;
    const bool playing = !dealing && p.phase != Phase::Over;
    auto active = [&](int s) { return p.hands[static_cast<std::size_t>(s)] != 0; };
    for (int s = 0; s < seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const int held = count(p.hands[i]);
        const bool gave = p.given[i][0] >= 0;
        if (p.phase == Phase::Grand &&
            (held != 8 || count(p.undealt[i]) != 6 || gave || p.calls[i] != Call::None))
            return "in the Grand Tichu window each seat holds 8 cards and 6 undealt";
        if (p.phase != Phase::Grand && (p.undealt[i] || p.grand[i] == 0))
            return "after the Grand Tichu window every seat has decided and holds its 14 cards";
        if (p.phase != Phase::Grand && (p.grand[i] == 1) != (p.calls[i] == Call::Grand))
            return "'calls' must hold the Grand Tichu decisions";
        if (p.phase == Phase::Passing && held != (gave ? 11 : 14))
            return "while passing a seat holds 14 cards, or 11 once it has given three";
        if (playing && !gave)
            return "play starts only once every seat has passed its cards";
        if (dealing && (p.won[i] || (p.played & (1u << s))))
            return "nothing is won or played before the exchange";
        const bool out = std::find(p.outOrder.begin(), p.outOrder.end(), s) != p.outOrder.end();
        if (playing && out == active(s))
            return "'outOrder' must list exactly the seats without cards";
        if (out && !(p.played & (1u << s)))
            return "a seat that went out has played cards";
    }
    if (dealing && (!p.trick.empty() || !p.outOrder.empty() || p.passed || p.pending))
        return "no trick is in play outside the play phases";
    if (p.phase == Phase::Over)
        return p.turn == -1 ? nullptr : "a finished game has no seat to act";
    if (p.outOrder.size() > (p.phase == Phase::Gift && p.roundEnding ? 3u : 2u))
        return "the round ends when three seats are out";
    if (p.outOrder.size() == 2 && partnerOf(p.outOrder[0]) == p.outOrder[1])
        return "a double victory ends the round";
    if (p.roundEnding != (p.phase == Phase::Gift && p.outOrder.size() == 3))
        return "'roundEnding' belongs to the last trick's Dragon gift";
    if (p.wish != 0 && (p.wish < lowRank || p.wish > highRank || !p.mahJongPlayed))
        return "'wish' must be a rank 2…14 named with the Mah Jong, or 0";
    for (std::size_t k = 1; k < p.trick.size(); ++k)
        if (!beats(p.trick[k].combo, p.trick[k - 1].combo))
            return "each play of the trick must beat the one before it";
    if (!playing)
        return p.turn == -1 ? nullptr : "nobody has a turn before play";
    const int owner = p.trick.empty() ? -1 : p.trick.back().seat;
    if (p.phase == Phase::Lead && !p.trick.empty())
        return "a lead starts with an empty table";
    if (p.phase != Phase::Lead && p.trick.empty())
        return "a combination must lie on the table";
    if (p.phase == Phase::Closing) {
        if (p.turn != -1 || !p.pending)
            return "the last chance to bomb waits for the seats that may bomb";
        for (int s = 0; s < seats; ++s)
            if ((p.pending & (1u << s)) && !active(s))
                return "only active seats may bomb";
        return nullptr;
    }
    if (p.turn < 0 || p.pending)
        return "'turn' must name the seat to act";
    if ((p.phase == Phase::Wish || p.phase == Phase::Gift) && p.turn != owner)
        return "the wish and the gift belong to the seat that made the last play";
    if (p.phase == Phase::Wish && !(p.trick.back().combo.cards & bit(mahJong)))
        return "a wish follows a play of the Mah Jong";
    if (p.phase == Phase::Gift && p.trick.back().combo.cards != bit(dragon))
        return "a gift follows a trick won by the Dragon";
    if ((p.phase == Phase::Lead || p.phase == Phase::Follow) && !active(p.turn))
        return "the seat to play must hold cards";
    if (p.phase == Phase::Follow &&
        (p.turn == owner || (p.passed & (1u << p.turn)) || (p.passed & (1u << owner))))
        return "the seat to follow has not passed and does not own the top";
    return nullptr;
}

std::unique_ptr<GameState> loadTichu(const GameInfo& info, const QJsonObject& root,
                                     QString* error) {
    json::Reader in(root);
    TichuGame::Parts p;
    p.options = in.gameHeader(root, "tichu", info.options);
    p.phase = readPhase(in, root);
    p.round = in.integer(root, "round", 1, 1000000);
    auto pool = json::fullPool(D);
    readMasks(in, root, "hands", p.hands, &pool);
    readMasks(in, root, "undealt", p.undealt, &pool);
    readMasks(in, root, "won", p.won, &pool);
    const auto grand = in.ints(root, "grand", 0, 2);
    const auto calls = in.strings(root, "calls");
    const QJsonArray given = in.array(root, "given");
    if (in.ok() && (grand.size() != seats || calls.size() != seats || given.size() != seats))
        in.fail("'grand', 'calls' and 'given' must have one entry per seat");
    for (std::size_t i = 0; in.ok() && i < seats; ++i) {
        p.grand[i] = static_cast<std::uint8_t>(grand[i]);
        const std::string& call = calls[i];
        if (call != "" && call != "tichu" && call != "grand")
            in.fail("'calls' entries must be \"\", tichu or grand");
        p.calls[i] = call == "tichu" ? Call::Tichu : call == "grand" ? Call::Grand : Call::None;
        // Cards on their way (while passing) are in no hand yet: they come from the pool.
        const bool inTransit = p.phase == Phase::Passing;
        const auto cards =
            cardsOf(readMask(in, given[static_cast<int>(i)], "given", inTransit ? &pool : nullptr));
        p.given[i] = {-1, -1, -1};
        if (cards.size() == 3) {
            const auto order =
                in.strings(QJsonObject{{"given", given[static_cast<int>(i)]}}, "given");
            for (std::size_t k = 0; k < 3; ++k)
                p.given[i][k] = static_cast<std::int8_t>(parseCard(order[k]));
        } else if (!cards.empty()) {
            in.fail("'given' entries hold three cards or none");
        }
    }
    p.played = readSeats(in, root, "played");
    p.outOrder = in.ints(root, "outOrder", 0, seats - 1);
    for (const QJsonValue& v : in.array(root, "trick"))
        if (auto play = readPlay(in, v, pool))
            p.trick.push_back(*play);
    p.turn = in.integer(root, "turn", -1, seats - 1);
    p.passed = readSeats(in, root, "passed");
    p.pending = readSeats(in, root, "pending");
    p.wish = in.integer(root, "wish", 0, highRank);
    p.mahJongPlayed = in.boolean(root, "mahJongPlayed");
    p.roundEnding = in.boolean(root, "roundEnding");
    p.revealed = readMask(in, root.value("revealed"), "revealed", nullptr);
    in.record(root, seats, p);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    std::vector<int> seen(p.outOrder);
    std::sort(seen.begin(), seen.end());
    const char* problemText = nullptr;
    if (std::adjacent_find(seen.begin(), seen.end()) != seen.end())
        problemText = "'outOrder' names a seat twice";
    else if (!json::poolEmpty(pool))
        problemText = "the hands, undealt cards, won piles, passed cards and trick must hold each "
                      "of the 56 cards once";
    else if (const auto& t = p.ledger.totals(); t[0] != t[2] || t[1] != t[3])
        problemText = "partners share one score";
    else
        problemText = inconsistency(p);
    if (problemText) {
        *error = QString::fromUtf8(problemText);
        return nullptr;
    }
    return std::make_unique<TichuGame>(std::move(p));
}

std::unique_ptr<GameState> tichuFromDeal(const Setup& setup, const QJsonObject& deal,
                                         QString* error) {
    json::Reader in(deal);
    auto pool = json::fullPool(D);
    std::array<std::vector<Card>, seats> hands;
    const QJsonArray list = in.array(deal, "hands");
    if (in.ok() && list.size() != seats)
        in.fail("'hands' must have one entry per seat");
    for (int s = 0; in.ok() && s < seats; ++s) {
        hands[static_cast<std::size_t>(s)] =
            in.cards(QJsonObject{{"hands", list[s]}}, "hands", D, pool);
        if (in.ok() && hands[static_cast<std::size_t>(s)].size() != 14)
            in.fail(QStringLiteral("seat %1 must be dealt 14 cards").arg(s));
    }
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    return std::make_unique<TichuGame>(setup, hands);
}

// Written straight to bytes, each object's keys in sorted order (json::ByteWriter): a table sends
// this part to every viewer of every state.
void writeShared(const GameState& base, json::WrittenShared& written) {
    const auto& g = static_cast<const TichuGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    out.field(Key("awaiting"), g.publicAwaiting());
    json::writeGame(out, g);
    out.field(Key("mahJongPlayed"), p.mahJongPlayed);
    out.field(Key("outOrder"), p.outOrder);
    out.field(Key("owner"), p.trick.empty() ? -1 : p.trick.back().seat);
    json::writePhase(out, g);
    out.key(Key("revealed"));
    writeCards(out, p.revealed);
    out.field(Key("round"), p.round);
    json::writeScores(out, g);
    // Each seat's entry as every seat sees it.
    out.key(Key("seats"));
    out.beginArray();
    for (int s = 0; s < seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const auto at = std::find(p.outOrder.begin(), p.outOrder.end(), s);
        out.beginObject();
        out.field(Key("call"), callName(p.calls[i]));
        if (p.phase == Phase::Grand) // what each decided shows only when all have
            out.field(Key("decided"), p.grand[i] != 0);
        out.field(Key("handCount"), count(p.hands[i]));
        out.field(Key("out"),
                  at == p.outOrder.end() ? 0 : static_cast<int>(at - p.outOrder.begin()) + 1);
        if (p.phase == Phase::Passing)
            out.field(Key("passed"), p.given[i][0] >= 0);
        out.field(Key("seat"), s);
        out.key(Key("won"));
        writeCards(out, p.won[i]);
        out.field(Key("wonPoints"), points(p.won[i]));
        out.endObject();
    }
    out.endArray();
    out.field(Key("target"), g.target());
    const auto& totals = g.scores();
    out.field(Key("teams"), std::vector<int>{totals[0], totals[1]});
    out.key(Key("trick"));
    out.beginArray();
    for (const TrickPlay& play : p.trick)
        writePlay(out, play);
    out.endArray();
    out.field(Key("turn"), p.turn);
    out.field(Key("wish"), p.wish ? std::string(1, rankCode(p.wish)) : std::string());
    out.endObject();
}

// The viewer's own entry adds its hand, the cards it gave and, once the cards are exchanged, those
// it received to the shared one.
void writeOwn(const GameState& base, int viewer, json::WrittenOwn& written) {
    const auto& g = static_cast<const TichuGame&>(base);
    const auto& p = g.parts();
    const bool exchanged = p.phase != Phase::Grand && p.phase != Phase::Passing;
    json::ByteWriter out(written);
    out.beginObject();
    json::writeLegal(out, g, viewer);
    // The 2,184 ways to pass cards are one flag, not a list: any three of one's own cards.
    out.field(Key("mayGive"), viewer >= 0 && g.mayGive(viewer));
    json::writeViewer(out, viewer);
    out.endObject();
    out.beginObject();
    if (viewer >= 0 && viewer < seats) {
        const auto i = static_cast<std::size_t>(viewer);
        if (p.given[i][0] >= 0)
            out.field(Key("given"), moveText(Move{Move::Type::Give, {}, p.given[i], 0}));
        out.key(Key("hand"));
        writeCards(out, p.hands[i]);
        if (exchanged) {
            out.key(Key("received"));
            out.beginArray();
            for (int from = 0; from < seats; ++from) {
                if (from == viewer || p.given[static_cast<std::size_t>(from)][0] < 0)
                    continue;
                const auto d = static_cast<std::size_t>((viewer - from - 1 + seats) % seats);
                out.beginObject();
                out.field(Key("card"), D.token(p.given[static_cast<std::size_t>(from)][d]));
                out.field(Key("from"), from);
                out.endObject();
            }
            out.endArray();
        }
    }
    out.endObject();
}

} // namespace

GameInfo tichuInfo() {
    GameInfo info;
    info.id = "tichu";
    info.name = "Tichu";
    info.nativeName = "Tichu"; // in every language (docs/games/tichu.md)
    info.tileCard = "DR";
    info.minSeats = info.maxSeats = info.defaultSeats = seats;
    info.deck = &tichuDeck();
    info.options = {{"target",
                     OptionSpec::Kind::Integer,
                     "1000",
                     "points a team needs to win the game (§16)",
                     100,
                     10000,
                     {}},
                    {"rounds",
                     OptionSpec::Kind::Integer,
                     "0",
                     "rounds after which the higher total wins even below the target (0: no limit)",
                     0,
                     1000,
                     {}},
                    handLimitOption(1000)};
    info.create = [](const Setup& setup) { return std::make_unique<TichuGame>(setup); };
    info.fromDeal = tichuFromDeal;
    info.save = saveTichu;
    // The loader reads a file against this game's options and seats, bound here.
    info.load = [game = info](const QJsonObject& root, QString* error) {
        return loadTichu(game, root, error);
    };
    setObservation(info, writeShared, writeOwn);
    info.basicBot = [] { return std::make_unique<TichuBot>(); };
    info.sampler = sampleTichu;
    info.candidates = tichuCandidates;
    info.partners = true;
    return info;
}

} // namespace paiju::tichu
