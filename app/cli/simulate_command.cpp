#include "cli/bot_matches.h"
#include "cli/commands.h"
#include "core/autoplay.h"
#include "io/registry.h"

#include <QCommandLineParser>

namespace paiju::cli {

namespace {

QString joined(const std::vector<int>& values) {
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return QLatin1Char('[') + parts.join(QLatin1Char(',')) + QLatin1Char(']');
}

} // namespace

int simulate(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays whole matches with bots and prints one line per match, then the totals. The same "
        "seed gives the same output."));
    parser.addHelpOption();
    addBotMatchOptions(parser);
    if (!parser.parse(arguments)) {
        err << "paiju-cli simulate: " << parser.errorText() << "\n";
        return 1;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    auto plan = readBotMatches(parser, QStringLiteral("paiju-cli simulate"), err);
    if (!plan)
        return 1;
    const GameInfo* game = plan->game;
    const int seats = plan->seats;
    const int games = plan->games;
    std::vector<Bot*> bots;
    for (const auto& bot : plan->bots)
        bots.push_back(bot.get());

    std::vector<int> wins(static_cast<std::size_t>(seats), 0);
    std::vector<long long> scoreSums(static_cast<std::size_t>(seats), 0);
    long long actions = 0;
    for (int i = 0; i < games; ++i) {
        const std::uint64_t matchSeed = plan->matchSeed(i);
        QString error;
        auto setup = makeSetup(*game, seats, plan->options, matchSeed, &error);
        if (!setup) {
            err << "paiju-cli simulate: " << error << "\n";
            return 1;
        }
        auto state = game->create(*setup);
        Rng botRng(deriveSeed(matchSeed, 0xb075));
        const AutoplayResult result = autoplay(*state, bots, botRng);
        if (!result.error.empty()) {
            err << "paiju-cli simulate: match " << i + 1 << " (seed " << matchSeed
                << ") stopped: " << QString::fromStdString(result.error) << "\n";
            return 2;
        }
        const auto scores = state->scores();
        const int best = *std::max_element(scores.begin(), scores.end());
        std::vector<int> winners;
        for (int s = 0; s < seats; ++s) {
            scoreSums[static_cast<std::size_t>(s)] += scores[static_cast<std::size_t>(s)];
            if (scores[static_cast<std::size_t>(s)] == best) {
                winners.push_back(s);
                ++wins[static_cast<std::size_t>(s)];
            }
        }
        actions += result.actions;
        out << "match " << i + 1 << " seed=" << matchSeed << " actions=" << result.actions
            << " scores=" << joined(scores) << " winners=" << joined(winners) << "\n";
    }
    QStringList averages;
    for (long long sum : scoreSums)
        averages << QString::number(static_cast<double>(sum) / games, 'f', 2);
    out << "total matches=" << games << " actions=" << actions
        << " actions_per_match=" << QString::number(static_cast<double>(actions) / games, 'f', 1)
        << " wins=" << joined(wins) << " average_scores=[" << averages.join(QLatin1Char(','))
        << "]\n";
    return 0;
}

} // namespace paiju::cli
