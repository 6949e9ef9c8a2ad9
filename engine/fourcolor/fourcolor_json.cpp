#include "fourcolor_bot.h"
#include "fourcolor_game.h"
#include "fourcolor_info.h"
#include "fourcolor_sampler.h"
#include "io/json_codec.h"

namespace paiju::fourcolor {

namespace {

const Deck& D = fourColorDeck();

// Saved states name physical cards (type and copy, `RK1` … `RK4`) so that the flower rule, which
// tells one copy from another, survives a reload. Deals and observations name types only.
QString physical(Card c) {
    return QString::fromStdString(D.token(c)) + QString::number(D.copyOf(c) + 1);
}

QJsonArray physicalList(const std::vector<Card>& cards) {
    QJsonArray out;
    for (Card c : cards)
        out.append(physical(c));
    return out;
}

QJsonObject moveJson(const std::optional<Move>& m) {
    return m ? QJsonObject{{"action", QString::fromStdString(moveText(*m))}} : QJsonObject{};
}

// Melds as a saved game names them: by physical card.
QJsonArray meldsJson(const std::vector<ExposedMeld>& melds) {
    QJsonArray out;
    for (const auto& m : melds)
        out.append(QJsonObject{{"kind", meldName(m.kind)},
                               {"cards", physicalList(m.cards)},
                               {"hu", exposedValue(m.kind)}});
    return out;
}

QJsonObject saveFourColor(const GameState& base) {
    const auto& p = static_cast<const FourColorGame&>(base).parts();
    QJsonArray hands, exposed, declarations;
    for (int s = 0; s < p.seats; ++s) {
        hands.append(physicalList(p.hands[static_cast<std::size_t>(s)]));
        exposed.append(meldsJson(p.exposed[static_cast<std::size_t>(s)]));
        declarations.append(moveJson(p.declarations[static_cast<std::size_t>(s)]));
    }
    QJsonObject out = json::savedState(base, {{"seats", p.seats},
                                              {"phase", phaseName(p.phase)},
                                              {"handNumber", p.handNumber},
                                              {"firstPlayer", p.firstPlayer},
                                              {"turn", p.turn},
                                              {"hands", hands},
                                              {"exposed", exposed},
                                              {"stock", physicalList(p.stock)},
                                              {"discardPile", physicalList(p.discardPile)},
                                              {"lastActor", p.lastActor},
                                              {"declarations", declarations},
                                              {"revealed", physicalList(p.revealed)}});
    if (p.current)
        out["current"] =
            QJsonObject{{"card", physical(p.current->card)},
                        {"source", p.current->source == Source::Draw ? "draw" : "discard"},
                        {"owner", p.current->owner}};
    if (p.firstDiscard)
        out["firstDiscard"] = physical(*p.firstDiscard);
    return out;
}

// Reads physical ids; `placed` marks cards already somewhere, so that none is in two places.
struct PhysicalReader {
    json::Reader& in;
    std::vector<bool> placed = std::vector<bool>(cardCount, false);

    std::optional<Card> card(const QJsonValue& v, bool mayRepeat = false) {
        const QString text = v.toString();
        const auto type = D.parseType(text.left(2).toStdString());
        bool ok = false;
        const int copy = text.mid(2).toInt(&ok);
        if (!v.isString() || text.size() != 3 || !type || !ok || copy < 1 || copy > 4) {
            in.fail(QStringLiteral("'%1' is not a card id such as RK1").arg(text));
            return std::nullopt;
        }
        const Card c = D.card(*type, copy - 1);
        if (!mayRepeat) {
            if (placed[c]) {
                in.fail(QStringLiteral("card %1 is in two places").arg(text));
                return std::nullopt;
            }
            placed[c] = true;
        }
        return c;
    }

    std::vector<Card> list(const QJsonValue& v, const char* name, bool mayRepeat = false) {
        std::vector<Card> out;
        if (!v.isArray()) {
            in.fail(QStringLiteral("'%1' must be an array of card ids").arg(QLatin1String(name)));
            return out;
        }
        for (const QJsonValue& item : v.toArray())
            if (auto c = card(item, mayRepeat))
                out.push_back(*c);
        return out;
    }
};

std::optional<MeldKind> meldKind(const QString& name) {
    for (int k = 0; k <= static_cast<int>(MeldKind::GeneralKong); ++k)
        if (name == QLatin1String(meldName(static_cast<MeldKind>(k))))
            return static_cast<MeldKind>(k);
    return std::nullopt;
}

std::unique_ptr<GameState> loadFourColor(const GameInfo& info, const QJsonObject& root,
                                         QString* error) {
    json::Reader in(root);
    FourColorGame::Parts p;
    auto done = [&]() -> std::unique_ptr<GameState> {
        *error = in.error();
        return nullptr;
    };
    p.options = in.gameHeader(root, "fourcolor", info.options);
    p.seats = in.integer(root, "seats", info.minSeats, info.maxSeats);
    if (!in.ok())
        return done();
    const auto n = static_cast<std::size_t>(p.seats);
    p.phase = in.oneOf(root, "phase", {Phase::Discard, Phase::Claim, Phase::Over}, phaseName);
    p.handNumber = in.integer(root, "handNumber", 1, 1000000);
    p.firstPlayer = in.integer(root, "firstPlayer", 0, p.seats - 1);
    p.turn = in.integer(root, "turn", 0, p.seats - 1);
    p.lastActor = in.integer(root, "lastActor", 0, p.seats - 1);

    PhysicalReader cards{in};
    const QJsonArray hands = in.array(root, "hands");
    const QJsonArray exposed = in.array(root, "exposed");
    const QJsonArray declarations = in.array(root, "declarations");
    if (in.ok() &&
        (hands.size() != p.seats || exposed.size() != p.seats || declarations.size() != p.seats))
        in.fail("'hands', 'exposed' and 'declarations' must have one entry per seat");
    if (!in.ok())
        return done();
    for (std::size_t s = 0; s < n && in.ok(); ++s) {
        auto hand = cards.list(hands[static_cast<int>(s)], "hands");
        std::sort(hand.begin(), hand.end());
        p.hands.push_back(hand);
        std::vector<ExposedMeld> melds;
        for (const QJsonValue& v : exposed[static_cast<int>(s)].toArray()) {
            const QJsonObject m = v.toObject();
            const auto kind = meldKind(m.value("kind").toString());
            auto meldCards = cards.list(m.value("cards"), "exposed");
            if (!kind) {
                in.fail("an exposed meld has an unknown kind");
                break;
            }
            Counts counts{};
            for (Card c : meldCards)
                ++counts[static_cast<std::size_t>(typeOfCard(c))];
            bool valid = false;
            if (!meldCards.empty())
                for (const Meld& shape : shapesContaining(typeOfCard(meldCards.front())))
                    valid |= shape.kind == *kind && shape.types.size() == meldCards.size() &&
                             contains(counts, shape.types);
            if (in.ok() && !valid)
                in.fail("an exposed meld's cards do not make its kind");
            if (valid) // a meld's cards fit its inline list
                melds.push_back({*kind, MeldCards(meldCards)});
        }
        p.exposed.push_back(std::move(melds));
        const QJsonObject d = declarations[static_cast<int>(s)].toObject();
        if (d.contains("action")) {
            std::string why;
            auto move = parseMove(d.value("action").toString().toStdString(), &why);
            if (!move)
                in.fail(QString::fromStdString(why));
            p.declarations.push_back(move);
        } else {
            p.declarations.push_back(std::nullopt);
        }
    }
    p.stock = cards.list(root.value("stock"), "stock");
    p.discardPile = cards.list(root.value("discardPile"), "discardPile");
    if (root.contains("current")) {
        const QJsonObject cur = root.value("current").toObject();
        const auto c = cards.card(cur.value("card"));
        const QString source = cur.value("source").toString();
        if (source != "draw" && source != "discard")
            in.fail("'current.source' must be draw or discard");
        const int owner = in.integer(cur, "owner", 0, p.seats - 1);
        if (c)
            p.current = CurrentCard{*c, source == "draw" ? Source::Draw : Source::Discard, owner};
    }
    std::vector<Card> flowerTaken; // a flower taken from the stock is out of every pile
    p.revealed = cards.list(root.value("revealed"), "revealed", true);
    if (root.contains("firstDiscard"))
        p.firstDiscard = cards.card(root.value("firstDiscard"), true);
    in.record(root, p.seats, p);
    if (!in.ok())
        return done();

    // Consistency the rules rely on (§4.3): the piles hold every card once, apart from a flower
    // drawn at the end of a finished match.
    const auto placed = std::count(cards.placed.begin(), cards.placed.end(), true);
    if (p.phase != Phase::Over && placed != cardCount)
        in.fail("the hands, melds, stock, discard pile and current card must hold all 112 cards");
    if (p.phase == Phase::Claim && !p.current)
        in.fail("a claim window needs a current card");
    if (p.phase == Phase::Discard && p.current)
        in.fail("no card can be current while a seat is to discard");
    if (p.phase == Phase::Discard) {
        const auto& hand = p.hands[static_cast<std::size_t>(p.turn)];
        if (std::none_of(hand.begin(), hand.end(),
                         [](Card c) { return rankOf(typeOfCard(c)) != K; }))
            in.fail("the seat to discard holds no card it may discard");
    }
    if (p.current && !p.firstDiscard)
        in.fail("'firstDiscard' is missing");
    for (std::size_t s = 0; s < n && in.ok(); ++s)
        if (p.declarations[s] && p.phase != Phase::Claim)
            in.fail("declarations exist only in a claim window");
    if (!in.ok())
        return done();
    // A declaration stands for the claim it names on this hand (which cards it takes).
    const FourColorGame check(p);
    for (int s = 0; s < p.seats; ++s) {
        auto& d = p.declarations[static_cast<std::size_t>(s)];
        if (d && d->type == Move::Type::Pass && check.mustClaim(s)) {
            *error = QStringLiteral("seat %1 passed on the General it drew").arg(s);
            return nullptr;
        }
        if (!d || d->type == Move::Type::Pass)
            continue;
        const auto claims = check.claimsFor(s);
        const Move* claim = findMove(claims, *d);
        if (!claim) {
            *error = QStringLiteral("seat %1 declared a claim it cannot make").arg(s);
            return nullptr;
        }
        d = *claim;
    }
    auto game = std::make_unique<FourColorGame>(std::move(p));
    return game;
}

// {"firstPlayer": F, "hands": [[…], …], "stock": [top cards …]}: hands by type (the first player
// 21 cards, the others 20); the stock lists its top cards, the cards not named anywhere follow
// in index order.
std::unique_ptr<GameState> fourColorFromDeal(const Setup& setup, const QJsonObject& deal,
                                             QString* error) {
    json::Reader in(deal);
    const int first = in.integer(deal, "firstPlayer", 0, setup.seats - 1);
    const QJsonArray hands = in.array(deal, "hands");
    if (in.ok() && hands.size() != setup.seats)
        in.fail("'hands' must have one hand per seat");
    auto pool = json::fullPool(D);
    std::vector<std::vector<Card>> dealt;
    for (int s = 0; s < setup.seats && in.ok(); ++s) {
        dealt.push_back(in.cards(QJsonObject{{"hand", hands[s]}}, "hand", D, pool));
        if (in.ok() && static_cast<int>(dealt.back().size()) != (s == first ? 21 : 20))
            in.fail(
                QStringLiteral("seat %1 must be dealt %2 cards").arg(s).arg(s == first ? 21 : 20));
    }
    std::vector<Card> stock;
    if (deal.contains("stock"))
        stock = in.cards(deal, "stock", D, pool);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    for (int t = 0; t < types; ++t)
        while (pool[static_cast<std::size_t>(t)] > 0) {
            stock.push_back(D.card(t, D.copies() - pool[static_cast<std::size_t>(t)]));
            --pool[static_cast<std::size_t>(t)];
        }
    // Lay the hands out in dealing order so that the deal of §3.3 gives them back.
    std::vector<Card> deck;
    std::vector<std::size_t> taken(static_cast<std::size_t>(setup.seats), 0);
    for (int round = 0; round < 3; ++round)
        for (int i = 0; i < setup.seats; ++i) {
            const auto seat = static_cast<std::size_t>((first + i) % setup.seats);
            const int packet = round < 2 || i == 0 ? 7 : 6;
            for (int k = 0; k < packet; ++k)
                deck.push_back(dealt[seat][taken[seat]++]);
        }
    deck.insert(deck.end(), stock.begin(), stock.end());
    return std::make_unique<FourColorGame>(setup, std::move(deck), first);
}

using Key = QLatin1StringView;

void writeMelds(json::ByteWriter& out, const std::vector<ExposedMeld>& melds) {
    out.beginArray();
    for (const auto& m : melds) {
        out.beginObject();
        out.key(Key("cards"));
        json::writeCards(out, D, m.cards);
        out.field(Key("hu"), exposedValue(m.kind));
        out.field(Key("kind"), meldName(m.kind));
        out.endObject();
    }
    out.endArray();
}

// Written straight to bytes, each object's keys in sorted order (json::ByteWriter): a table sends
// this part to every viewer of every state.
void writeShared(const GameState& base, json::WrittenShared& written) {
    const auto& g = static_cast<const FourColorGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    // Who may still answer a claim window is not shown: it would tell who holds a claim. Every
    // seat that could claim at all is listed instead.
    out.key(Key("awaiting"));
    out.beginArray();
    if (p.phase == Phase::Discard)
        out.integer(p.turn);
    else if (p.phase == Phase::Claim)
        for (int s = 0; s < p.seats; ++s)
            if (g.mayClaim(s))
                out.integer(s);
    out.endArray();
    if (p.current) {
        out.key(Key("current"));
        out.beginObject();
        out.field(Key("card"), D.token(p.current->card));
        out.field(Key("owner"), p.current->owner);
        out.field(Key("source"), p.current->source == Source::Draw ? "draw" : "discard");
        out.endObject();
    }
    out.key(Key("discardPile"));
    json::writeCards(out, D, p.discardPile);
    if (p.firstDiscard)
        out.field(Key("firstDiscard"), D.token(*p.firstDiscard));
    out.field(Key("firstPlayer"), p.firstPlayer);
    json::writeGame(out, g);
    out.field(Key("hand"), p.handNumber);
    json::writePhase(out, g);
    out.key(Key("revealed"));
    json::writeCards(out, D, p.revealed);
    json::writeScores(out, g);
    // Each seat's entry as every seat sees it.
    out.key(Key("seats"));
    out.beginArray();
    for (int s = 0; s < p.seats; ++s) {
        const auto i = static_cast<std::size_t>(s);
        out.beginObject();
        out.key(Key("exposed"));
        writeMelds(out, p.exposed[i]);
        out.field(Key("exposedHu"), g.exposedHu(s));
        out.field(Key("handCount"), static_cast<int>(p.hands[i].size()));
        out.field(Key("seat"), s);
        out.endObject();
    }
    out.endArray();
    out.field(Key("stockCount"), static_cast<int>(p.stock.size()));
    out.field(Key("turn"), p.turn);
    out.endObject();
}

// The viewer's own fields, and its entry's: its hand and its sealed declaration.
void writeOwn(const GameState& base, int viewer, json::WrittenOwn& written) {
    const auto& g = static_cast<const FourColorGame&>(base);
    const auto& p = g.parts();
    json::ByteWriter out(written);
    out.beginObject();
    json::writeLegal(out, g, viewer);
    json::writeViewer(out, viewer);
    out.endObject();
    out.beginObject();
    if (viewer >= 0 && viewer < p.seats) {
        const auto i = static_cast<std::size_t>(viewer);
        out.key(Key("declared"));
        out.beginObject();
        if (p.declarations[i])
            out.field(Key("action"), moveText(*p.declarations[i]));
        out.endObject();
        out.key(Key("hand"));
        json::writeCards(out, D, p.hands[i]);
    }
    out.endObject();
}

} // namespace

GameInfo fourColorInfo() {
    GameInfo info;
    info.id = "fourcolor";
    info.name = "Four-Color Cards";
    info.nativeName = "四色牌";
    info.tileCard = "RK";
    info.minSeats = 2;
    info.maxSeats = 4;
    info.defaultSeats = 4;
    info.deck = &fourColorDeck();
    info.options = {{"hands",
                     OptionSpec::Kind::Integer,
                     "3",
                     "hands in a match; it also ends when a player has 0 points or fewer",
                     1,
                     99,
                     {}}};
    info.create = [](const Setup& setup) { return std::make_unique<FourColorGame>(setup); };
    info.fromDeal = fourColorFromDeal;
    info.save = saveFourColor;
    // The loader reads a file against this game's options and seats, bound here.
    info.load = [game = info](const QJsonObject& root, QString* error) {
        return loadFourColor(game, root, error);
    };
    setObservation(info, writeShared, writeOwn);
    info.basicBot = [] { return std::make_unique<FourColorBot>(); };
    // The hard bot starts from, and plays its own seat with, a more careful player than the
    // normal level; the other seats of its rollouts stay normal (docs/bots.md, fifth round).
    info.searchSeatBot = [] { return std::make_unique<CarefulFourColorBot>(); };
    info.sampler = sampleFourColor;
    // The hint takes nearly the whole second: at 0.9 s it agrees with a search ten times longer
    // in 0.922 of the decisions that search tells apart, where the hard bot's 0.5 s read 0.877
    // before the rollouts were made faster (docs/bots.md, consistency).
    info.coachBudgetMs = 900;
    return info;
}

} // namespace paiju::fourcolor
