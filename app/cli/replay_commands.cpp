#include "cli/commands.h"
#include "io/replay.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace paiju::cli {

namespace {

// Reads and applies a replay file; on any problem writes the reason and returns nothing.
std::optional<ReplayRun> load(const QString& path, QTextStream& err) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "paiju-cli: cannot read " << path << ": " << file.errorString() << "\n";
        return std::nullopt;
    }
    // Far beyond any real match; a larger file is refused before it is parsed.
    constexpr qint64 maxBytes = 64 * 1024 * 1024;
    if (file.size() > maxBytes) {
        err << "paiju-cli: " << path << " is larger than 64 MiB\n";
        return std::nullopt;
    }
    QString error;
    auto replay = Replay::parse(file.readAll(), &error);
    if (!replay) {
        err << "paiju-cli: " << path << ": " << error << "\n";
        return std::nullopt;
    }
    ReplayRun run = runReplay(*replay);
    if (run.failure) {
        err << "paiju-cli: " << path << ": " << run.failure->message() << "\n";
        return std::nullopt;
    }
    return run;
}

bool parse(QCommandLineParser& parser, const QStringList& arguments, QTextStream& err) {
    parser.addHelpOption();
    if (!parser.parse(arguments)) {
        err << "paiju-cli: " << parser.errorText() << "\n";
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return false;
    }
    if (parser.positionalArguments().size() != 1) {
        err << "paiju-cli: give exactly one replay file\n" << parser.helpText();
        return false;
    }
    return true;
}

int usageExit(const QCommandLineParser& parser) {
    return parser.isSet("help") ? 0 : 1;
}

} // namespace

int replay(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Applies a replay or saved game and prints, as JSON, the phase, each seat's "
        "legal actions, the events so far, the scores and whether the match ended."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("replay file (JSON)"));
    parser.addOption(
        {QStringLiteral("full"),
         QStringLiteral("also print the full state, in the form of a 'position' start")});
    if (!parse(parser, arguments, err))
        return usageExit(parser);
    auto run = load(parser.positionalArguments().front(), err);
    if (!run)
        return 2;
    const GameInfo& game = *findGame(run->state->gameId());
    out << QJsonDocument(replayReport(game, *run->state, parser.isSet("full")))
               .toJson(QJsonDocument::Indented);
    return 0;
}

int legal(const QStringList& arguments, QTextStream& out, QTextStream& err) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Prints one seat's legal actions after a replay, one per line."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("replay file (JSON)"));
    parser.addOption(
        {QStringLiteral("seat"), QStringLiteral("the seat, from 0"), QStringLiteral("N")});
    if (!parse(parser, arguments, err))
        return usageExit(parser);
    bool ok = false;
    const int seat = parser.value("seat").toInt(&ok);
    if (!parser.isSet("seat") || !ok) {
        err << "paiju-cli: --seat N is required\n";
        return 1;
    }
    auto run = load(parser.positionalArguments().front(), err);
    if (!run)
        return 2;
    if (seat < 0 || seat >= run->state->seatCount()) {
        err << "paiju-cli: the game has seats 0 to " << run->state->seatCount() - 1 << "\n";
        return 2;
    }
    for (const auto& action : run->state->legalActions(seat))
        out << QString::fromStdString(action) << "\n";
    return 0;
}

} // namespace paiju::cli
