#pragma once

#include "core/deck.h"
#include "core/event.h"
#include "core/game_state.h"
#include "core/match_ledger.h"
#include "core/options.h"
#include "core/rng.h"
#include "game_info.h"
#include "json_bytes.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>
#include <vector>

namespace paiju::json {

QJsonArray cards(const Deck& deck, const std::vector<Card>& cards);
QJsonArray ints(const std::vector<int>& values);
QJsonArray strings(const std::vector<std::string>& values);
QJsonObject event(const Event& e);
// The same event as compact JSON, written straight to bytes: what QJsonDocument writes of event().
QByteArray eventBytes(const Event& e);
QJsonArray events(const std::vector<Event>& events);
QJsonObject ledger(const MatchLedger& ledger);
QJsonArray rngState(const Rng& rng);
QJsonObject options(const Options& options);

// A saved state: the fields every game saves (`game`, `options`, `rng`, `ledger`, `events`, from
// the state's MatchRecord) added to the game's own `fields`.
QJsonObject savedState(const GameState& state, QJsonObject fields);

// What an observation's frame holds instead of the state's own values, for a game that hides
// more than the state tells (who may still answer a claim window).
struct FrameOverrides {
    std::optional<QString> phase = std::nullopt;
    std::optional<QJsonArray> awaiting = std::nullopt;
};
// An observation is built in two parts (GameInfo::observeShared, observeOwn): the part every
// viewer is shown alike, built once per state, and the viewer's own. The shared part holds the
// frame's `game`, `phase`, `scores` and `awaiting`, added here to the game's shared `fields`
// (among them `seats`: each seat's entry as the others see it).
QJsonObject sharedObservation(const GameState& state, QJsonObject fields,
                              const FrameOverrides& frame = {});
// The same frame's fields for a shared part written as bytes (GameInfo::writeShared), each
// written by its own call where its key falls among the game's keys, since keys come sorted.
void writeAwaiting(ByteWriter& out, const GameState& state); // "awaiting"
void writeGame(ByteWriter& out, const GameState& state);     // "game"
void writePhase(ByteWriter& out, const GameState& state);    // "phase"
void writeScores(ByteWriter& out, const GameState& state);   // "scores"
// The own part's frame fields (ownObservation's), each where its key falls among the game's.
void writeLegal(ByteWriter& out, const GameState& state, int viewer); // "legal"
void writeViewer(ByteWriter& out, int viewer);                        // "viewer"
// Cards by type token, as `cards` lists them.
void writeCards(ByteWriter& out, const Deck& deck, const std::vector<Card>& cards);

// The viewer's own part: the frame's `viewer` and `legal` (GameState::shownActions) added to the
// game's own top-level `fields`, and the fields of the viewer's entry of `seats` it alone sees.
OwnObservation ownObservation(const GameState& state, int viewer, QJsonObject fields = {},
                              QJsonObject seat = {});
// The whole observation (without its `log`): the shared part with the viewer's own fields put in,
// and its own entry's fields put in its entry of `seats` (each replacing a shared field of the
// same name).
QJsonObject joinObservation(QJsonObject shared, const OwnObservation& own, int viewer);

// Option values in a file may be numbers, booleans or strings; they are kept as text.
std::optional<std::map<std::string, std::string>> optionValues(const QJsonValue& value,
                                                               QString* error);

// Reads a saved state field by field. The first problem is kept with the path of the field, and
// every later read returns a harmless default, so a loader checks ok() once at the end instead of
// after every field: a corrupt file gives a clear message and never a crash.
class Reader {
public:
    explicit Reader(const QJsonObject& root) : root_(root) {}

    bool ok() const { return error_.isEmpty(); }
    const QString& error() const { return error_; }
    void fail(const QString& message);

    QJsonObject object(const QJsonObject& in, const char* key);
    QJsonArray array(const QJsonObject& in, const char* key);
    int integer(const QJsonObject& in, const char* key, int minimum, int maximum);
    bool boolean(const QJsonObject& in, const char* key);
    std::string text(const QJsonObject& in, const char* key);
    std::vector<int> ints(const QJsonObject& in, const char* key, int minimum, int maximum);
    std::vector<std::string> strings(const QJsonObject& in, const char* key);
    // Physical cards named by type token; each type is given its next unused copy from `pool`,
    // which tracks the copies not yet placed, so that no card can be placed twice.
    std::vector<Card> cards(const QJsonObject& in, const char* key, const Deck& deck,
                            std::vector<int>& pool);
    Rng rng(const QJsonObject& in, const char* key);
    std::vector<Event> events(const QJsonObject& in, const char* key, int seats);
    MatchLedger ledger(const QJsonObject& in, const char* key, int seats);
    Options options(const QJsonObject& in, const char* key);
    // The start of every saved state: `game` must name the game, and `options` must resolve
    // against its specs (defaults filled in). Empty options after a failure.
    Options gameHeader(const QJsonObject& root, const std::string& game,
                       const std::vector<OptionSpec>& specs);
    // The rest of what every saved state holds (savedState): the RNG, the ledger and the log.
    void record(const QJsonObject& root, int seats, MatchRecord& out);
    // A field naming one of `values` as `name(value)` writes it (a phase, a source …); the first
    // value, and a failure that lists the names, when it names none of them.
    template <class E, class Name>
    E oneOf(const QJsonObject& in, const char* key, std::initializer_list<E> values, Name name) {
        const std::string given = text(in, key);
        QStringList names;
        for (E value : values) {
            if (given == name(value))
                return value;
            names << QString::fromLatin1(name(value));
        }
        const QString last = names.takeLast();
        fail(QStringLiteral("'%1' must be %2 or %3")
                 .arg(QLatin1String(key), names.join(QStringLiteral(", ")), last));
        return *values.begin();
    }

    const QJsonObject& root() const { return root_; }

private:
    QJsonObject root_;
    QString error_;
};

// The copies of every type still free, for Reader::cards: starts full, one count per type.
std::vector<int> fullPool(const Deck& deck);
bool poolEmpty(const std::vector<int>& pool);

} // namespace paiju::json
