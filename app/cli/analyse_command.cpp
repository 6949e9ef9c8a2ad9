#include "cli/commands.h"
#include "core/coach.h"
#include "io/coach_hint.h"
#include "io/replay.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace paiju::cli {

namespace {

std::optional<Replay> readReplay(const QString& path, QTextStream& err) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "paiju-cli analyse: cannot read " << path << ": " << file.errorString() << "\n";
        return std::nullopt;
    }
    constexpr qint64 maxBytes = 64 * 1024 * 1024; // as `replay` takes
    if (file.size() > maxBytes) {
        err << "paiju-cli analyse: " << path << " is larger than 64 MiB\n";
        return std::nullopt;
    }
    QString error;
    auto replay = Replay::parse(file.readAll(), &error);
    if (!replay)
        err << "paiju-cli analyse: " << path << ": " << error << "\n";
    return replay;
}

} // namespace

int analyse(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Walks a replay or saved game move by move and, at each decision of one seat (the game "
        "waits for it and it has more than one legal action), asks the coach (the hard bot's "
        "search, from what that seat could see then) for every candidate's estimate. Prints JSON: "
        "per decision its index in the replay's actions, the seat's legal actions, the action "
        "played, each candidate's mean value, expected points and chance to win the hand with "
        "their sample count and 95% intervals, the best action, the loss (expected points of the "
        "best minus the played action's) and whether the top two are too close to call; then "
        "the three most costly decisions (loss above --threshold) and a one-line summary. With "
        "--budget 0 (the default) the same seed gives the same output."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("replay file (JSON)"));
    parser.addOptions({
        {"seat", QStringLiteral("the seat whose decisions are analysed, from 0"), "S"},
        {"budget", QStringLiteral("time per decision in ms (default 0: exactly --samples samples)"),
         "MS", "0"},
        {"samples",
         QStringLiteral("samples per decision (default 256; with a budget, the most, 0: no "
                        "limit)"),
         "N", "256"},
        {"seed", QStringLiteral("seed of the analysis (default 1)"), "K", "1"},
        {"threshold",
         QStringLiteral("a decision is costly when its loss exceeds this many expected points "
                        "(default 1)"),
         "P", "1"},
    });
    if (!parser.parse(arguments)) {
        err << "paiju-cli analyse: " << parser.errorText() << "\n";
        return 1;
    }
    if (parser.isSet("help")) {
        out << parser.helpText();
        return 0;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "paiju-cli analyse: give exactly one replay file\n";
        return 1;
    }
    bool ok = parser.isSet("seat");
    const int seat = ok ? parser.value("seat").toInt(&ok) : -1;
    if (!ok) {
        err << "paiju-cli analyse: --seat S is required, a whole number\n";
        return 1;
    }
    SearchSettings settings;
    settings.budgetMs = parser.value("budget").toInt(&ok);
    settings.samples = ok ? parser.value("samples").toInt(&ok) : 0;
    const std::uint64_t seed = ok ? parser.value("seed").toULongLong(&ok) : 0;
    const double threshold = ok ? parser.value("threshold").toDouble(&ok) : 0;
    if (!ok || settings.budgetMs < 0 || settings.samples < 0 || !std::isfinite(threshold)) {
        err << "paiju-cli analyse: --budget, --samples and --seed take whole numbers from 0, "
               "--threshold a number\n";
        return 1;
    }
    if (settings.budgetMs == 0 && settings.samples == 0) {
        err << "paiju-cli analyse: --budget 0 needs --samples above 0\n";
        return 1;
    }

    const QString path = parser.positionalArguments().front();
    auto replay = readReplay(path, err);
    if (!replay)
        return 2;
    // The whole game must replay before any of it is analysed, with the reason `replay` gives.
    const ReplayRun whole = runReplay(*replay);
    if (whole.failure) {
        err << "paiju-cli analyse: " << path << ": " << whole.failure->message() << "\n";
        return 2;
    }
    if (seat < 0 || seat >= whole.state->seatCount()) {
        err << "paiju-cli analyse: the game has seats 0 to " << whole.state->seatCount() - 1
            << "\n";
        return 2;
    }
    Replay startOnly = *replay;
    startOnly.actions.clear();
    const ReplayRun start = runReplay(startOnly);
    const GameInfo& game = *findGame(whole.state->gameId());
    auto coach = makeCoach(game, settings);
    if (!coach) {
        err << "paiju-cli analyse: " << QString::fromStdString(game.id)
            << " has no search to analyse with\n";
        return 2;
    }
    std::vector<std::pair<int, std::string>> actions;
    for (const auto& a : replay->actions)
        actions.emplace_back(a.seat, a.text);
    const GameReview review = reviewGame(*coach, *start.state, actions, seat, seed, threshold);

    const QJsonObject report = reviewJson(
        review, {{"game", QString::fromStdString(game.id)},
                 {"budgetMs", settings.budgetMs},
                 {"samples", settings.samples},
                 // A seed beyond a double's 53 bits is written as text, as replays write theirs.
                 {"seed", seed < (1ULL << 53) ? QJsonValue(double(seed))
                                              : QJsonValue(QString::number(seed))}});
    out << QJsonDocument(report).toJson(QJsonDocument::Indented);
    return 0;
}

} // namespace paiju::cli
