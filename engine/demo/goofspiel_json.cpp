#include "goofspiel.h"
#include "goofspiel_info.h"
#include "io/json_codec.h"

#include <algorithm>

namespace paiju {

namespace {

const Deck& D = Goofspiel::goofDeck();

QJsonValue cardOrNull(std::optional<Card> c) {
    return c ? QJsonValue(QString::fromStdString(D.token(*c))) : QJsonValue();
}

QJsonObject saveGoofspiel(const GameState& base) {
    const auto& g = static_cast<const Goofspiel&>(base);
    QJsonArray hands, bids, won;
    for (int s = 0; s < g.seatCount(); ++s) {
        hands.append(json::cards(D, g.hand(s)));
        bids.append(cardOrNull(g.bid(s)));
        won.append(json::cards(D, g.won(s)));
    }
    std::vector<int> points;
    for (int s = 0; s < g.seatCount(); ++s)
        points.push_back(g.handPoints(s));
    return json::savedState(g, {{"seats", g.seatCount()},
                                {"hand", g.handNumber()},
                                {"prizeStock", json::cards(D, g.prizeStock())},
                                {"prize", cardOrNull(g.prize())},
                                {"hands", hands},
                                {"bids", bids},
                                {"played", json::cards(D, g.played())},
                                {"won", won},
                                {"handPoints", json::ints(points)},
                                {"over", g.isTerminal()}});
}

// Reads a card that may be null (no prize turned, no bid placed).
std::optional<Card> optionalCard(json::Reader& in, const QJsonValue& v, std::vector<int>& pool) {
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    auto cards = in.cards(QJsonObject{{"card", QJsonArray{v}}}, "card", D, pool);
    return cards.empty() ? std::nullopt : std::optional<Card>(cards.front());
}

std::unique_ptr<GameState> loadGoofspiel(const GameInfo& info, const QJsonObject& root,
                                         QString* error) {
    json::Reader in(root);
    Goofspiel::Parts p;
    p.options = in.gameHeader(root, "goofspiel", info.options);
    p.seats = in.integer(root, "seats", info.minSeats, info.maxSeats);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    const int n = p.options.integer("cards");
    p.handNumber = in.integer(root, "hand", 1, 99);
    p.over = in.boolean(root, "over");

    auto pool = json::fullPool(D);
    p.prizeStock = in.cards(root, "prizeStock", D, pool);
    p.prize = optionalCard(in, root.value("prize"), pool);
    const QJsonArray hands = in.array(root, "hands");
    const QJsonArray bids = in.array(root, "bids");
    const QJsonArray won = in.array(root, "won");
    p.played = in.cards(root, "played", D, pool);
    if (in.ok() && (hands.size() != p.seats || bids.size() != p.seats || won.size() != p.seats))
        in.fail("'hands', 'bids' and 'won' must have one entry per seat");
    for (int s = 0; in.ok() && s < p.seats; ++s) {
        p.hands.push_back(in.cards(QJsonObject{{"hand", hands[s]}}, "hand", D, pool));
        p.bids.push_back(optionalCard(in, bids[s], pool));
        p.won.push_back(in.cards(QJsonObject{{"won", won[s]}}, "won", D, pool));
    }
    p.handPoints = in.ints(root, "handPoints", 0, 13 * 14);
    in.record(root, p.seats, p);
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }

    // Every card of the hand in play must be in exactly one place, and each where it may be.
    auto inPlay = [&](Card c) {
        return Goofspiel::valueOf(c) <= n && Goofspiel::suitOf(c) < p.seats;
    };
    std::vector<Card> all = p.prizeStock;
    all.insert(all.end(), p.played.begin(), p.played.end());
    if (p.prize)
        all.push_back(*p.prize);
    for (int s = 0; s < p.seats; ++s) {
        auto i = static_cast<std::size_t>(s);
        for (Card c : p.hands[i])
            if (Goofspiel::suitOf(c) != s)
                in.fail(QStringLiteral("seat %1 holds another seat's card").arg(s));
        if (p.bids[i] && Goofspiel::suitOf(*p.bids[i]) != s)
            in.fail(QStringLiteral("seat %1 bid another seat's card").arg(s));
        for (Card c : p.won[i])
            if (Goofspiel::suitOf(c) != -1)
                in.fail(QStringLiteral("seat %1 won a card that is not a prize").arg(s));
        all.insert(all.end(), p.hands[i].begin(), p.hands[i].end());
        all.insert(all.end(), p.won[i].begin(), p.won[i].end());
        if (p.bids[i])
            all.push_back(*p.bids[i]);
    }
    if (static_cast<int>(all.size()) != n * (p.seats + 1) ||
        !std::all_of(all.begin(), all.end(), inPlay))
        in.fail("the cards in the state are not exactly the cards of the hand");
    if (static_cast<int>(p.handPoints.size()) != p.seats)
        in.fail("'handPoints' must have one entry per seat");
    if (in.ok() && !p.over && !p.prize)
        in.fail("a match in play must have a prize turned up");
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    return std::make_unique<Goofspiel>(std::move(p));
}

std::unique_ptr<GameState> goofspielFromDeal(const Setup& setup, const QJsonObject& deal,
                                             QString* error) {
    json::Reader in(deal);
    auto pool = json::fullPool(D);
    const auto prizes = in.cards(deal, "prizes", D, pool);
    std::vector<int> values;
    for (Card c : prizes)
        values.push_back(Goofspiel::valueOf(c));
    std::vector<int> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    const int n = setup.options.integer("cards");
    bool complete = static_cast<int>(sorted.size()) == n;
    for (int i = 0; complete && i < n; ++i)
        complete = sorted[static_cast<std::size_t>(i)] == i + 1 &&
                   Goofspiel::suitOf(prizes[static_cast<std::size_t>(i)]) == -1;
    if (in.ok() && !complete)
        in.fail(QStringLiteral("'prizes' must list each prize P1..P%1 once").arg(n));
    if (!in.ok()) {
        *error = in.error();
        return nullptr;
    }
    return std::make_unique<Goofspiel>(setup, values);
}

// A seat's entry as every seat sees it.
QJsonObject seatJson(const Goofspiel& g, int s) {
    return QJsonObject{{"seat", s},
                       {"handCount", static_cast<int>(g.hand(s).size())},
                       {"hasBid", g.bid(s).has_value()},
                       {"won", json::cards(D, g.won(s))},
                       {"handPoints", g.handPoints(s)}};
}

QJsonObject observeShared(const GameState& base) {
    const auto& g = static_cast<const Goofspiel&>(base);
    QJsonArray seats;
    for (int s = 0; s < g.seatCount(); ++s)
        seats.append(seatJson(g, s));
    return json::sharedObservation(g, {{"hand", g.handNumber()},
                                       {"prize", cardOrNull(g.prize())},
                                       {"prizesLeft", static_cast<int>(g.prizeStock().size())},
                                       {"seats", seats},
                                       {"played", json::cards(D, g.played())}});
}

// The viewer's own entry adds its hand and its sealed bid to the shared one.
OwnObservation observeOwn(const GameState& base, int viewer) {
    const auto& g = static_cast<const Goofspiel&>(base);
    QJsonObject seat;
    if (viewer >= 0 && viewer < g.seatCount()) {
        seat = {{"hand", json::cards(D, g.hand(viewer))}, {"bid", cardOrNull(g.bid(viewer))}};
    }
    return json::ownObservation(g, viewer, {}, seat);
}

// Bids the card closest to the prize's value, preferring one at or above it: a plain strategy that
// beats random bidding clearly, which is all the reference game needs.
class GoofspielBot final : public Bot {
protected:
    std::string decide(const BotView& view, Rng&) override {
        const auto& seat = static_cast<const GoofspielView&>(view);
        if (!seat.prize() || seat.hasBid() || seat.hand().empty())
            return {};
        const int target = Goofspiel::valueOf(*seat.prize());
        Card best = seat.hand().front();
        auto cost = [&](Card c) {
            const int v = Goofspiel::valueOf(c);
            return v >= target ? v - target : 2 * (target - v) + 13;
        };
        for (Card c : seat.hand())
            if (cost(c) < cost(best))
                best = c;
        return "bid " + D.token(best);
    }
};

} // namespace

GameInfo goofspielInfo() {
    GameInfo info;
    info.id = "goofspiel";
    info.name = "Goofspiel";
    info.nativeName = "Goofspiel";
    info.minSeats = 2;
    info.maxSeats = 4;
    info.defaultSeats = 2;
    info.listed = false;
    info.deck = &Goofspiel::goofDeck();
    info.options = {
        {"cards",
         OptionSpec::Kind::Integer,
         "13",
         "cards in each suit and prizes per hand",
         3,
         13,
         {}},
        {"hands", OptionSpec::Kind::Integer, "1", "hands in a match", 1, 99, {}},
    };
    info.create = [](const Setup& setup) { return std::make_unique<Goofspiel>(setup); };
    info.fromDeal = goofspielFromDeal;
    info.save = saveGoofspiel;
    // The loader reads a file against this game's options and seats, bound here.
    info.load = [game = info](const QJsonObject& root, QString* error) {
        return loadGoofspiel(game, root, error);
    };
    setObservation(info, observeShared, observeOwn);
    info.basicBot = [] { return std::make_unique<GoofspielBot>(); };
    return info;
}

} // namespace paiju
