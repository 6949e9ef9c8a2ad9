#pragma once

#include <QStringList>
#include <QTextStream>

namespace paiju::cli {

// Each verb of paiju-cli: takes the arguments after the verb (arguments[0] is the program and
// verb, as QCommandLineParser expects), writes to out/err and returns the exit code: 0 success,
// 1 usage error, 2 bad input (a malformed file, an illegal action).
int simulate(const QStringList& arguments, QTextStream& out, QTextStream& err);
int arena(const QStringList& arguments, QTextStream& out, QTextStream& err);
int replay(const QStringList& arguments, QTextStream& out, QTextStream& err);
int analyse(const QStringList& arguments, QTextStream& out, QTextStream& err);
int legal(const QStringList& arguments, QTextStream& out, QTextStream& err);
int renderDeck(const QStringList& arguments, QTextStream& out, QTextStream& err);

} // namespace paiju::cli
