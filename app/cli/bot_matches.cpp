#include "cli/bot_matches.h"

#include "core/rng.h"

namespace paiju::cli {

QString gameList() {
    QStringList ids;
    for (const auto& game : allGames())
        ids << QString::fromStdString(game.id);
    return ids.join(QStringLiteral(", "));
}

std::uint64_t BotMatches::matchSeed(int i) const {
    return i == 0 ? seed : deriveSeed(seed, static_cast<std::uint64_t>(i));
}

void addBotMatchOptions(QCommandLineParser& parser) {
    parser.addOptions({
        {"game", QStringLiteral("game id: %1").arg(gameList()), "G"},
        {"seed", QStringLiteral("seed of the first match (default 1)"), "S", "1"},
        {"games", QStringLiteral("number of matches (default 1)"), "N", "1"},
        {"seats", QStringLiteral("number of seats (default: the game's usual number)"), "N"},
        {"bots",
         QStringLiteral("random, easy, normal (or basic) or hard, or one per seat separated by "
                        "commas (default random)"),
         "KIND", "random"},
        {"budget",
         QStringLiteral("the hard bot's time per decision in ms (default 500; 0: "
                        "exactly --samples samples, the same for every run)"),
         "MS", "500"},
        {"samples",
         QStringLiteral("the most samples a hard bot draws per decision (default 0: "
                        "as many as the budget allows)"),
         "K", "0"},
        {"min-gain",
         QStringLiteral("the standard errors by which a hard bot's other choice must beat the "
                        "normal bot's before it plays it (default 2.5)"),
         "T", "2.5"},
        {"option", QStringLiteral("a table option, KEY=VALUE; may be repeated"), "KEY=VALUE"},
    });
}

std::optional<BotMatches> readBotMatches(const QCommandLineParser& parser, const QString& verb,
                                         QTextStream& err) {
    BotMatches m;
    m.game = findGame(parser.value("game").toStdString());
    if (!m.game) {
        err << verb << ": --game must be one of " << gameList() << "\n";
        return std::nullopt;
    }
    bool ok = false;
    m.seed = parser.value("seed").toULongLong(&ok);
    m.games = ok ? parser.value("games").toInt(&ok) : 0;
    m.seats = m.game->defaultSeats;
    if (ok && parser.isSet("seats"))
        m.seats = parser.value("seats").toInt(&ok);
    if (!ok || m.games < 1) {
        err << verb << ": --seed, --games and --seats take whole numbers\n";
        return std::nullopt;
    }
    for (const QString& option : parser.values("option")) {
        const auto at = option.indexOf(QLatin1Char('='));
        if (at <= 0) {
            err << verb << ": --option takes KEY=VALUE, not '" << option << "'\n";
            return std::nullopt;
        }
        m.options[option.left(at).toStdString()] = option.mid(at + 1).toStdString();
    }
    m.kinds = parser.value("bots").split(QLatin1Char(','));
    if (m.kinds.size() == 1)
        while (m.kinds.size() < m.seats)
            m.kinds << m.kinds.front();
    if (m.kinds.size() != m.seats) {
        err << verb << ": --bots names " << m.kinds.size() << " bots for " << m.seats << " seats\n";
        return std::nullopt;
    }
    SearchSettings search;
    search.budgetMs = parser.value("budget").toInt(&ok);
    search.samples = ok ? parser.value("samples").toInt(&ok) : 0;
    if (!ok || search.budgetMs < 0 || search.samples < 0) {
        err << verb << ": --budget and --samples take whole numbers\n";
        return std::nullopt;
    }
    search.minGain = parser.value("min-gain").toDouble(&ok);
    if (!ok || !(search.minGain >= 0)) {
        err << verb << ": --min-gain takes a number of 0 or more\n";
        return std::nullopt;
    }
    for (const QString& kind : m.kinds) {
        m.bots.push_back(makeBot(*m.game, kind.toStdString(), search));
        if (!m.bots.back()) {
            err << verb << ": unknown bot '" << kind << "' (random, easy, normal or hard)\n";
            return std::nullopt;
        }
    }
    QString error;
    if (!makeSetup(*m.game, m.seats, m.options, m.seed, &error)) {
        err << verb << ": " << error << "\n";
        return std::nullopt;
    }
    return m;
}

} // namespace paiju::cli
