#pragma once

#include "core/bot.h"
#include "io/registry.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace paiju::cli {

// What `simulate` and `arena` both take: a game, its seats and options, the seed of the first
// match, how many matches, and a bot for each seat.
struct BotMatches {
    const GameInfo* game = nullptr;
    int seats = 0;
    std::uint64_t seed = 1;
    int games = 1;
    std::map<std::string, std::string> options;
    QStringList kinds;                      // one bot kind per seat
    std::vector<std::unique_ptr<Bot>> bots; // in the same order

    // The seed of match `i` (0-based): the first is the given seed.
    std::uint64_t matchSeed(int i) const;
};

void addBotMatchOptions(QCommandLineParser& parser);
// nullopt after telling `err` (prefixed with the verb) what is wrong.
std::optional<BotMatches> readBotMatches(const QCommandLineParser& parser, const QString& verb,
                                         QTextStream& err);
QString gameList();

} // namespace paiju::cli
