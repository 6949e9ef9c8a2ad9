// Bots against bots, measured: which wins more matches and more points per hand, with how much
// certainty. Seats are rotated from match to match so that no bot keeps a lucky seat; with
// --duplicate every deal is played once in each seating, which cancels the luck of the cards.
#include "cli/bot_matches.h"
#include "cli/commands.h"
#include "core/autoplay.h"
#include "core/rng.h"
#include "core/search_bot.h"

#include <cmath>

namespace paiju::cli {

namespace {

// A mean over matches and its 95% interval (normal approximation: matches are independent).
struct Sample {
    double sum = 0, squares = 0;
    int n = 0;
    void add(double x) {
        sum += x;
        squares += x * x;
        ++n;
    }
    double mean() const { return n ? sum / n : 0; }
    double halfWidth() const {
        if (n < 2)
            return 0;
        const double variance = std::max(0.0, (squares - sum * sum / n) / (n - 1));
        return 1.96 * std::sqrt(variance / n);
    }
};

struct Standing {
    QString kind;
    int seats = 0; // per match
    Sample won;    // share of the match's win (ties share it)
    Sample points; // mean points per hand of its seats
    // Its share of the hands someone won in a match: a hand is won by the seats its score
    // raised the most, when that is above nothing (ties share it; a hand nobody won counts for
    // no one). Matches of many hands are measured per hand this way.
    Sample handsWon;
};

} // namespace

int arena(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    const QString verb = QStringLiteral("paiju-cli arena");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays seeded matches between bots with the seats rotated, and reports for each bot the "
        "share of matches it won, its share of the hands won and its mean points per hand, with "
        "95% confidence intervals. "
        "The same seed gives the same output."));
    parser.addHelpOption();
    addBotMatchOptions(parser);
    parser.addOption(
        {"duplicate", QStringLiteral("play every deal once in each seating, to cancel the luck "
                                     "of the cards (GAMES deals, GAMES x seats matches)")});
    if (!parser.parse(arguments)) {
        err << verb << ": " << parser.errorText() << "\n";
        return 1;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    auto plan = readBotMatches(parser, verb, err);
    if (!plan)
        return 1;
    const int seats = plan->seats;
    const bool duplicate = parser.isSet("duplicate");

    std::vector<Standing> standings;
    std::vector<int> standingOf; // per entry of --bots
    for (const QString& kind : plan->kinds) {
        auto it = std::find_if(standings.begin(), standings.end(),
                               [&](const Standing& s) { return s.kind == kind; });
        if (it == standings.end()) {
            standings.push_back({kind, 0, {}, {}, {}});
            it = standings.end() - 1;
        }
        ++it->seats;
        standingOf.push_back(int(it - standings.begin()));
    }

    int played = 0, unfinished = 0;
    long long hands = 0;
    for (int deal = 0; deal < plan->games; ++deal) {
        const std::uint64_t seed = plan->matchSeed(deal);
        for (int turn = 0; turn < (duplicate ? seats : 1); ++turn) {
            // The bot of --bots entry e sits in seat (e + rotation) % seats.
            const int rotation = duplicate ? turn : deal % seats;
            std::vector<Bot*> bots(std::size_t(seats), nullptr);
            std::vector<std::size_t> standingAt(static_cast<std::size_t>(seats));
            for (int e = 0; e < seats; ++e) {
                const int seat = (e + rotation) % seats;
                bots[std::size_t(seat)] = plan->bots[std::size_t(e)].get();
                standingAt[std::size_t(seat)] = std::size_t(standingOf[std::size_t(e)]);
            }
            auto state =
                plan->game->create(*makeSetup(*plan->game, seats, plan->options, seed, nullptr));
            Rng rng(deriveSeed(seed, 0xa7e0 + std::uint64_t(turn)));
            if (!autoplay(*state, bots, rng, 200'000).error.empty()) {
                ++unfinished; // a match of bots that never ends says nothing of their strength
                continue;
            }
            ++played;
            const auto& history = state->ledger().history();
            hands += long(history.size());
            std::vector<double> won(standings.size(), 0), points(standings.size(), 0),
                handsWon(standings.size(), 0);
            int wonHands = 0;
            for (const auto& hand : history) {
                bool anyone = false;
                for (int seat = 0; seat < seats; ++seat)
                    if (const double share = shareOfHandWon(hand.deltas, seat); share > 0) {
                        handsWon[standingAt[std::size_t(seat)]] += share;
                        anyone = true;
                    }
                wonHands += anyone;
            }
            for (int seat = 0; seat < seats; ++seat) {
                const std::size_t s = standingAt[std::size_t(seat)];
                won[s] += matchShare(*state, seat);
                long sum = 0;
                for (const auto& hand : history)
                    sum += hand.deltas[std::size_t(seat)];
                if (!history.empty())
                    points[s] += double(sum) / double(history.size());
            }
            for (std::size_t s = 0; s < standings.size(); ++s) {
                standings[s].won.add(won[s]);
                standings[s].points.add(points[s] / standings[s].seats);
                if (wonHands > 0)
                    standings[s].handsWon.add(handsWon[s] / wonHands);
            }
        }
    }

    out << "arena game=" << QString::fromStdString(plan->game->id) << " seats=" << seats
        << " matches=" << played << " hands=" << hands << " unfinished=" << unfinished
        << (duplicate ? " duplicate" : "") << "\n";
    for (const Standing& s : standings) {
        const double fair = double(s.seats) / seats;
        out << s.kind << " seats=" << s.seats << " won=" << QString::number(s.won.mean(), 'f', 3)
            << "±" << QString::number(s.won.halfWidth(), 'f', 3)
            << " fair=" << QString::number(fair, 'f', 3)
            << " points_per_hand=" << QString::number(s.points.mean(), 'f', 2) << "±"
            << QString::number(s.points.halfWidth(), 'f', 2)
            << " hands_won=" << QString::number(s.handsWon.mean(), 'f', 3) << "±"
            << QString::number(s.handsWon.halfWidth(), 'f', 3) << "\n";
    }
    return played > 0 ? 0 : 2;
}

} // namespace paiju::cli
