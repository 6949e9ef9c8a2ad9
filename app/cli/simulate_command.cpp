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

QString gameList() {
    QStringList ids;
    for (const auto& game : allGames())
        ids << QString::fromStdString(game.id);
    return ids.join(QStringLiteral(", "));
}

} // namespace

int simulate(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays whole matches with bots and prints one line per match, then the totals. The same "
        "seed gives the same output."));
    parser.addHelpOption();
    parser.addOptions({
        {"game", QStringLiteral("game id: %1").arg(gameList()), "G"},
        {"seed", QStringLiteral("seed of the first match (default 1)"), "S", "1"},
        {"games", QStringLiteral("number of matches (default 1)"), "N", "1"},
        {"seats", QStringLiteral("number of seats (default: the game's usual number)"), "N"},
        {"bots",
         QStringLiteral("random or basic, or one per seat separated by commas (default random)"),
         "KIND", "random"},
        {"option", QStringLiteral("a table option, KEY=VALUE; may be repeated"), "KEY=VALUE"},
    });
    if (!parser.parse(arguments)) {
        err << "paiju-cli simulate: " << parser.errorText() << "\n";
        return 1;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    const GameInfo* game = findGame(parser.value("game").toStdString());
    if (!game) {
        err << "paiju-cli simulate: --game must be one of " << gameList() << "\n";
        return 1;
    }
    bool ok = false;
    const std::uint64_t seed = parser.value("seed").toULongLong(&ok);
    int games = ok ? parser.value("games").toInt(&ok) : 0;
    int seats = game->defaultSeats;
    if (ok && parser.isSet("seats"))
        seats = parser.value("seats").toInt(&ok);
    if (!ok || games < 1) {
        err << "paiju-cli simulate: --seed, --games and --seats take whole numbers\n";
        return 1;
    }
    std::map<std::string, std::string> options;
    for (const QString& option : parser.values("option")) {
        const auto at = option.indexOf(QLatin1Char('='));
        if (at <= 0) {
            err << "paiju-cli simulate: --option takes KEY=VALUE, not '" << option << "'\n";
            return 1;
        }
        options[option.left(at).toStdString()] = option.mid(at + 1).toStdString();
    }
    QStringList kinds = parser.value("bots").split(QLatin1Char(','));
    if (kinds.size() == 1)
        while (kinds.size() < seats)
            kinds << kinds.front();
    if (kinds.size() != seats) {
        err << "paiju-cli simulate: --bots names " << kinds.size() << " bots for " << seats
            << " seats\n";
        return 1;
    }
    std::vector<std::unique_ptr<Bot>> owned;
    std::vector<Bot*> bots;
    for (const QString& kind : kinds) {
        owned.push_back(makeBot(*game, kind.toStdString()));
        if (!owned.back()) {
            err << "paiju-cli simulate: unknown bot '" << kind << "' (random or basic)\n";
            return 1;
        }
        bots.push_back(owned.back().get());
    }

    std::vector<int> wins(static_cast<std::size_t>(seats), 0);
    std::vector<long long> scoreSums(static_cast<std::size_t>(seats), 0);
    long long actions = 0;
    for (int i = 0; i < games; ++i) {
        const std::uint64_t matchSeed =
            i == 0 ? seed : deriveSeed(seed, static_cast<std::uint64_t>(i));
        QString error;
        auto setup = makeSetup(*game, seats, options, matchSeed, &error);
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
