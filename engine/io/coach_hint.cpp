#include "coach_hint.h"

#include "game_info.h"

#include <QJsonArray>
#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

namespace paiju {

namespace {

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> out;
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

// The seat's own hand as its observation shows it (every game writes it as card tokens).
std::vector<std::string> handOf(const QJsonObject& observation, int seat) {
    std::vector<std::string> out;
    const QJsonValue hand = observation.value("seats").toArray().at(seat).toObject().value("hand");
    for (const QJsonValue& card : hand.toArray())
        out.push_back(card.toString().toStdString());
    return out;
}

int countOf(const std::vector<std::string>& cards, const std::string& card) {
    return int(std::count(cards.begin(), cards.end(), card));
}

// Tichu: a rank is the first letter of a suited card ("7j"); the four specials have none.
char tichuRank(const std::string& card) {
    return card.size() == 2 && std::string_view("jspt").find(card[1]) != std::string_view::npos
               ? card[0]
               : 0;
}

int tichuPoints(const std::string& card) {
    if (card == "DR")
        return 25;
    if (card == "PH")
        return -25;
    const char rank = tichuRank(card);
    return rank == '5' ? 5 : rank == 'T' || rank == 'K' ? 10 : 0;
}

// Four of a rank, or five or more of one suit in a run (R7 of the rules).
bool tichuBomb(const std::vector<std::string>& cards) {
    if (cards.size() < 4 ||
        std::any_of(cards.begin(), cards.end(), [](const auto& c) { return !tichuRank(c); }))
        return false;
    const auto sameRank = [&] {
        return std::all_of(cards.begin(), cards.end(),
                           [&](const auto& c) { return c[0] == cards[0][0]; });
    };
    if (cards.size() == 4 && sameRank())
        return true;
    if (cards.size() < 5 ||
        std::any_of(cards.begin(), cards.end(), [&](const auto& c) { return c[1] != cards[0][1]; }))
        return false;
    static const std::string ranks = "23456789TJQKA";
    std::vector<std::size_t> at;
    for (const auto& c : cards)
        at.push_back(ranks.find(c[0]));
    std::sort(at.begin(), at.end());
    for (std::size_t k = 1; k < at.size(); ++k)
        if (at[k] != at[k - 1] + 1)
            return false;
    return true;
}

// The card a claim takes: the one in play.
std::string cardInPlay(const QJsonObject& observation) {
    const QJsonValue current = observation.value("current");
    return (current.isObject() ? current.toObject().value("card") : observation.value("card"))
        .toString()
        .toStdString();
}

} // namespace

std::vector<CoachReason> coachReasons(const GameInfo& game, const GameState& state, int seat,
                                      const std::string& action) {
    using Kind = CoachReason::Kind;
    std::vector<CoachReason> out;
    if (seat < 0 || seat >= state.seatCount() || !game.observe)
        return out;
    const std::vector<std::string> parts = words(action);
    if (parts.empty())
        return out;
    const std::string& verb = parts[0];
    const QJsonObject observation = game.observe(state, seat);
    const std::vector<std::string> hand = handOf(observation, seat);
    const Deck& deck = state.deck();
    const bool discardGame = game.id == "fourcolor" || game.id == "zipai";

    if (verb == "hu" || (game.id == "hakka" && verb == "declare")) {
        out.push_back({Kind::Wins, {}, 0});
    } else if (discardGame && verb == "discard" && parts.size() == 2) {
        const std::string& card = parts[1];
        const auto type = deck.parseType(card);
        if (type) {
            int seen = 0;
            for (Card c : state.knownCards(seat))
                seen += deck.typeOf(c) == *type;
            if (seen >= deck.copies())
                out.push_back({Kind::AllCopiesSeen, card, deck.copies()});
        }
        const int alike = countOf(hand, card);
        if (alike >= 2)
            out.push_back({Kind::BreaksSet, card, alike});
        else if (alike == 1)
            out.push_back({Kind::LoneCard, card, 1});
    } else if (verb == "pung" || verb == "kong" || verb == "peng" || verb == "chow" ||
               verb == "chi") {
        if (const std::string card = cardInPlay(observation); !card.empty())
            out.push_back({Kind::Claims, card, 0});
    } else if (verb == "play") {
        std::vector<std::string> cards;
        for (std::size_t k = 1; k < parts.size(); ++k)
            if (parts[k].find('=') == std::string::npos)
                cards.push_back(parts[k]);
        if (game.id == "tichu") {
            const QJsonArray trick = observation.value("trick").toArray();
            if (tichuBomb(cards) && !trick.isEmpty()) {
                int points = 0;
                for (const QJsonValue& play : trick)
                    for (const QJsonValue& card : play.toObject().value("cards").toArray())
                        points += tichuPoints(card.toString().toStdString());
                out.push_back({Kind::Bomb, {}, points});
            }
            if (cards.size() == 1 && tichuRank(cards[0])) {
                int alike = 0;
                for (const auto& c : hand)
                    alike += tichuRank(c) == tichuRank(cards[0]);
                if (alike >= 2)
                    out.push_back({Kind::BreaksSet, cards[0], alike});
            }
        }
        if (!cards.empty() && cards.size() == hand.size())
            out.push_back({Kind::GoesOut, {}, 0});
    }
    if (out.size() > 3)
        out.resize(3);
    return out;
}

CoachHint coachHint(const GameInfo& game, const GameState& state, int seat,
                    const SearchSettings& settings, std::uint64_t seed) {
    CoachHint hint;
    auto coach = makeCoach(game, settings);
    if (!coach)
        return hint;
    hint.analysis = coach->analyse(state, seat, seed);
    for (const CoachEstimate& e : hint.analysis.estimates)
        hint.reasons.push_back(coachReasons(game, state, seat, e.action));
    return hint;
}

namespace {

// Three decimals: the estimates are means of a few hundred samples, and a reader studies them.
double rounded(double x) {
    return std::round(x * 1000) / 1000;
}

QJsonObject interval(const Interval& i) {
    return {{"mean", rounded(i.mean)}, {"low", rounded(i.low)}, {"high", rounded(i.high)}};
}

QJsonArray strings(const std::vector<std::string>& items) {
    QJsonArray out;
    for (const auto& s : items)
        out.append(QString::fromStdString(s));
    return out;
}

QJsonObject estimate(const CoachEstimate& e) {
    return {{"action", QString::fromStdString(e.action)},
            {"samples", e.samples},
            {"value", interval(e.value)},
            {"points", interval(e.points)},
            {"win", interval(e.win)},
            {"searched", e.searched}};
}

QJsonObject decision(const ReviewedDecision& d) {
    QJsonArray estimates;
    for (const auto& e : d.analysis.estimates)
        estimates.append(estimate(e));
    const CoachEstimate* played = d.analysis.find(d.played);
    return {{"index", d.index},
            {"legal", strings(d.legal)},
            {"legalCount", d.legalCount},
            {"played", QString::fromStdString(d.played)},
            {"best", QString::fromStdString(d.analysis.best())},
            {"samples", d.analysis.samples},
            {"estimates", estimates},
            {"bestPoints", d.analysis.estimates.empty()
                               ? 0.0
                               : rounded(d.analysis.estimates.front().points.mean)},
            {"playedPoints", played ? rounded(played->points.mean) : 0.0},
            {"loss", rounded(d.loss.mean)},
            {"lossInterval", interval(d.loss)},
            {"edge", interval(d.analysis.edge)},
            {"tooClose", d.analysis.tooClose}};
}

} // namespace

QJsonObject reviewJson(const GameReview& review, const QJsonObject& header) {
    QJsonObject report = header;
    report["seat"] = review.seat;
    report["threshold"] = review.threshold;
    QJsonArray decisions;
    for (const auto& d : review.decisions)
        decisions.append(decision(d));
    QJsonArray costly;
    for (std::size_t i = 0; i < review.costly.size() && i < 3; ++i) {
        const ReviewedDecision& d = review.decisions[review.costly[i]];
        costly.append(QJsonObject{{"index", d.index},
                                  {"played", QString::fromStdString(d.played)},
                                  {"best", QString::fromStdString(d.analysis.best())},
                                  {"loss", rounded(d.loss.mean)}});
    }
    report["decisions"] = decisions;
    report["costly"] = costly;
    report["costlyCount"] = int(review.costly.size());
    report["costlyLoss"] = rounded(review.costlyLoss);
    report["summary"] = QString::fromStdString(review.summary());
    return report;
}

} // namespace paiju
