#include "json_codec.h"

#include <QJsonValue>
#include <deque>

namespace paiju::json {

namespace {

// The deck's card tokens as QStrings, made once per deck (and thread): a saved game (or an
// observation built as objects) names many cards, and a QString shared costs no conversion.
const std::vector<QString>& tokensOf(const Deck& deck) {
    thread_local std::deque<std::pair<const Deck*, std::vector<QString>>> made;
    for (const auto& [of, tokens] : made)
        if (of == &deck)
            return tokens;
    std::vector<QString> tokens;
    for (int type = 0; type < deck.typeCount(); ++type)
        tokens.push_back(QString::fromStdString(deck.typeToken(type)));
    return made.emplace_back(&deck, std::move(tokens)).second;
}

} // namespace

QJsonArray cards(const Deck& deck, const std::vector<Card>& cards) {
    const std::vector<QString>& tokens = tokensOf(deck);
    QJsonArray out;
    for (Card c : cards)
        out.append(tokens[static_cast<std::size_t>(deck.typeOf(c))]);
    return out;
}

QJsonArray ints(const std::vector<int>& values) {
    QJsonArray out;
    for (int v : values)
        out.append(v);
    return out;
}

QJsonArray strings(const std::vector<std::string>& values) {
    QJsonArray out;
    for (const auto& v : values)
        out.append(QString::fromStdString(v));
    return out;
}

QJsonObject event(const Event& e) {
    QJsonObject out{{"type", QString::fromStdString(e.type)}, {"seat", e.seat}};
    if (const std::string text = e.text.str(); !text.empty())
        out["text"] = QString::fromStdString(text);
    if (!e.values.empty())
        out["values"] = ints(e.values);
    if (e.visibleTo != Event::everyone)
        out["visibleTo"] = static_cast<qint64>(e.visibleTo);
    return out;
}

QByteArray eventBytes(const Event& e) {
    thread_local std::string bytes; // its room kept from one event to the next
    bytes.clear();
    ByteWriter out(bytes);
    out.beginObject();
    out.field(QLatin1StringView("seat"), e.seat);
    if (const std::string text = e.text.str(); !text.empty())
        out.field(QLatin1StringView("text"), text);
    out.field(QLatin1StringView("type"), e.type.view());
    if (!e.values.empty()) {
        out.key(QLatin1StringView("values"));
        out.ints(e.values);
    }
    if (e.visibleTo != Event::everyone)
        out.field(QLatin1StringView("visibleTo"), static_cast<qint64>(e.visibleTo));
    out.endObject();
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

QJsonArray events(const std::vector<Event>& events) {
    QJsonArray out;
    for (const auto& e : events)
        out.append(event(e));
    return out;
}

QJsonObject ledger(const MatchLedger& ledger) {
    QJsonArray history;
    for (const auto& hand : ledger.history())
        history.append(QJsonObject{{"deltas", ints(hand.deltas)}, {"lines", strings(hand.lines)}});
    return QJsonObject{{"totals", ints(ledger.totals())}, {"hands", history}};
}

QJsonArray rngState(const Rng& rng) {
    QJsonArray out;
    for (std::uint64_t word : rng.state())
        out.append(QString::number(word, 16));
    return out;
}

QJsonObject options(const Options& options) {
    QJsonObject out;
    for (const auto& [key, value] : options.values())
        out[QString::fromStdString(key)] = QString::fromStdString(value);
    return out;
}

std::optional<std::map<std::string, std::string>> optionValues(const QJsonValue& value,
                                                               QString* error) {
    std::map<std::string, std::string> out;
    if (value.isUndefined() || value.isNull())
        return out;
    if (!value.isObject()) {
        *error = QStringLiteral("'options' must be an object");
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QJsonValue v = it.value();
        std::string text;
        if (v.isBool())
            text = v.toBool() ? "true" : "false";
        else if (v.isDouble() && v.toDouble() == static_cast<double>(v.toInteger()))
            text = std::to_string(v.toInteger());
        else if (v.isString())
            text = v.toString().toStdString();
        else {
            *error =
                QStringLiteral("option '%1' must be a number, a boolean or a string").arg(it.key());
            return std::nullopt;
        }
        out[it.key().toStdString()] = text;
    }
    return out;
}

void Reader::fail(const QString& message) {
    if (error_.isEmpty())
        error_ = message;
}

QJsonObject Reader::object(const QJsonObject& in, const char* key) {
    const QJsonValue v = in.value(QLatin1String(key));
    if (!v.isObject()) {
        fail(QStringLiteral("'%1' must be an object").arg(QLatin1String(key)));
        return {};
    }
    return v.toObject();
}

QJsonArray Reader::array(const QJsonObject& in, const char* key) {
    const QJsonValue v = in.value(QLatin1String(key));
    if (!v.isArray()) {
        fail(QStringLiteral("'%1' must be an array").arg(QLatin1String(key)));
        return {};
    }
    return v.toArray();
}

int Reader::integer(const QJsonObject& in, const char* key, int minimum, int maximum) {
    const QJsonValue v = in.value(QLatin1String(key));
    const double d = v.toDouble();
    if (!v.isDouble() || d != static_cast<double>(static_cast<long long>(d)) || d < minimum ||
        d > maximum) {
        fail(QStringLiteral("'%1' must be a whole number from %2 to %3")
                 .arg(QLatin1String(key))
                 .arg(minimum)
                 .arg(maximum));
        return minimum;
    }
    return static_cast<int>(d);
}

bool Reader::boolean(const QJsonObject& in, const char* key) {
    const QJsonValue v = in.value(QLatin1String(key));
    if (!v.isBool()) {
        fail(QStringLiteral("'%1' must be true or false").arg(QLatin1String(key)));
        return false;
    }
    return v.toBool();
}

std::string Reader::text(const QJsonObject& in, const char* key) {
    const QJsonValue v = in.value(QLatin1String(key));
    if (!v.isString()) {
        fail(QStringLiteral("'%1' must be a string").arg(QLatin1String(key)));
        return {};
    }
    return v.toString().toStdString();
}

std::vector<int> Reader::ints(const QJsonObject& in, const char* key, int minimum, int maximum) {
    std::vector<int> out;
    for (const QJsonValue& v : array(in, key)) {
        const double d = v.toDouble();
        if (!v.isDouble() || d != static_cast<double>(static_cast<long long>(d)) || d < minimum ||
            d > maximum) {
            fail(QStringLiteral("'%1' must hold whole numbers from %2 to %3")
                     .arg(QLatin1String(key))
                     .arg(minimum)
                     .arg(maximum));
            return {};
        }
        out.push_back(static_cast<int>(d));
    }
    return out;
}

std::vector<std::string> Reader::strings(const QJsonObject& in, const char* key) {
    std::vector<std::string> out;
    for (const QJsonValue& v : array(in, key)) {
        if (!v.isString()) {
            fail(QStringLiteral("'%1' must hold strings").arg(QLatin1String(key)));
            return {};
        }
        out.push_back(v.toString().toStdString());
    }
    return out;
}

std::vector<Card> Reader::cards(const QJsonObject& in, const char* key, const Deck& deck,
                                std::vector<int>& pool) {
    std::vector<Card> out;
    for (const std::string& token : strings(in, key)) {
        auto type = deck.parseType(token);
        if (!type) {
            fail(QStringLiteral("'%1' names an unknown card '%2'")
                     .arg(QLatin1String(key), QString::fromStdString(token)));
            return {};
        }
        auto& left = pool[static_cast<std::size_t>(*type)];
        if (left <= 0) {
            fail(QStringLiteral("'%1' uses card '%2' more often than the deck holds it")
                     .arg(QLatin1String(key), QString::fromStdString(token)));
            return {};
        }
        out.push_back(deck.card(*type, deck.copies() - left));
        --left;
    }
    return out;
}

Rng Reader::rng(const QJsonObject& in, const char* key) {
    Rng::State state{};
    const QJsonArray words = array(in, key);
    if (words.size() != 4) {
        fail(QStringLiteral("'%1' must hold four hexadecimal words").arg(QLatin1String(key)));
        return Rng();
    }
    for (int i = 0; i < 4; ++i) {
        bool ok = false;
        state[static_cast<std::size_t>(i)] = words[i].toString().toULongLong(&ok, 16);
        if (!ok) {
            fail(QStringLiteral("'%1' must hold four hexadecimal words").arg(QLatin1String(key)));
            return Rng();
        }
    }
    return Rng::fromState(state);
}

std::vector<Event> Reader::events(const QJsonObject& in, const char* key, int seats) {
    std::vector<Event> out;
    for (const QJsonValue& v : array(in, key)) {
        const QJsonObject o = v.toObject();
        Event e;
        e.type = text(o, "type");
        e.seat = integer(o, "seat", -1, seats - 1);
        e.text = o.value("text").toString().toStdString();
        if (o.contains("values"))
            e.values = ints(o, "values", -1000000000, 1000000000);
        if (o.contains("visibleTo"))
            e.visibleTo = static_cast<std::uint32_t>(o.value("visibleTo").toInteger());
        if (!ok())
            return {};
        out.push_back(std::move(e));
    }
    return out;
}

MatchLedger Reader::ledger(const QJsonObject& in, const char* key, int seats) {
    const QJsonObject o = object(in, key);
    auto totals = ints(o, "totals", -1000000000, 1000000000);
    if (ok() && static_cast<int>(totals.size()) != seats)
        fail(QStringLiteral("'%1' must have one total per seat").arg(QLatin1String(key)));
    std::vector<HandResult> history;
    for (const QJsonValue& v : array(o, "hands")) {
        const QJsonObject hand = v.toObject();
        HandResult result{ints(hand, "deltas", -1000000000, 1000000000), strings(hand, "lines")};
        if (ok() && static_cast<int>(result.deltas.size()) != seats)
            fail(QStringLiteral("a hand in '%1' must have one delta per seat")
                     .arg(QLatin1String(key)));
        history.push_back(std::move(result));
    }
    if (!ok())
        return MatchLedger(seats, 0);
    return MatchLedger::restore(std::move(totals), std::move(history));
}

Options Reader::options(const QJsonObject& in, const char* key) {
    std::map<std::string, std::string> values;
    const QJsonObject o = object(in, key);
    for (auto it = o.begin(); it != o.end(); ++it)
        values[it.key().toStdString()] = it.value().toString().toStdString();
    return Options(std::move(values));
}

Options Reader::gameHeader(const QJsonObject& root, const std::string& game,
                           const std::vector<OptionSpec>& specs) {
    if (text(root, "game") != game)
        fail(QStringLiteral("'game' must be %1").arg(QString::fromStdString(game)));
    std::string problem;
    auto resolved = Options::resolve(specs, options(root, "options").values(), &problem);
    if (!resolved) {
        fail(QString::fromStdString(problem));
        return {};
    }
    return *resolved;
}

std::vector<int> fullPool(const Deck& deck) {
    return std::vector<int>(static_cast<std::size_t>(deck.typeCount()), deck.copies());
}

bool poolEmpty(const std::vector<int>& pool) {
    for (int left : pool)
        if (left != 0)
            return false;
    return true;
}

void Reader::record(const QJsonObject& root, int seats, MatchRecord& out) {
    out.rng = rng(root, "rng");
    out.ledger = ledger(root, "ledger", seats);
    out.events = events(root, "events", seats);
}

QJsonObject savedState(const GameState& state, QJsonObject fields) {
    const MatchRecord& r = state.record();
    fields["game"] = QString::fromStdString(state.gameId());
    fields["options"] = options(r.options);
    fields["rng"] = rngState(r.rng);
    fields["ledger"] = ledger(r.ledger);
    fields["events"] = events(r.events);
    return fields;
}

QJsonObject sharedObservation(const GameState& state, QJsonObject fields,
                              const FrameOverrides& frame) {
    fields["game"] = QString::fromStdString(state.gameId());
    fields["phase"] = frame.phase ? *frame.phase : QString::fromStdString(state.phase());
    fields["scores"] = ints(state.scores());
    fields["awaiting"] = frame.awaiting ? *frame.awaiting : ints(state.awaiting());
    return fields;
}

void writeAwaiting(ByteWriter& out, const GameState& state) {
    out.key(QLatin1StringView("awaiting"));
    out.ints(state.awaiting());
}

void writeGame(ByteWriter& out, const GameState& state) {
    out.field(QLatin1StringView("game"), state.gameId());
}

void writePhase(ByteWriter& out, const GameState& state) {
    out.field(QLatin1StringView("phase"), state.phase());
}

void writeScores(ByteWriter& out, const GameState& state) {
    out.field(QLatin1StringView("scores"), state.scores());
}

void writeLegal(ByteWriter& out, const GameState& state, int viewer) {
    out.field(QLatin1StringView("legal"), state.shownActions(viewer));
}

void writeViewer(ByteWriter& out, int viewer) {
    out.field(QLatin1StringView("viewer"), viewer);
}

void writeCards(ByteWriter& out, const Deck& deck, const std::vector<Card>& cards) {
    out.beginArray();
    for (Card c : cards)
        out.string(std::string_view(deck.token(c)));
    out.endArray();
}

OwnObservation ownObservation(const GameState& state, int viewer, QJsonObject fields,
                              QJsonObject seat) {
    fields["viewer"] = viewer;
    fields["legal"] = strings(state.shownActions(viewer));
    return {std::move(fields), std::move(seat)};
}

QJsonObject joinObservation(QJsonObject shared, const OwnObservation& parts, int viewer) {
    const OwnObservation own =
        parts.written ? OwnObservation{parts.fieldsObject(), parts.seatObject()} : parts;
    for (auto it = own.fields.begin(); it != own.fields.end(); ++it)
        shared.insert(it.key(), it.value());
    if (!own.seat.isEmpty()) {
        const auto seats = shared.find(QStringLiteral("seats"));
        if (seats != shared.end() && seats->isArray()) {
            QJsonArray entries = seats->toArray();
            if (viewer >= 0 && viewer < entries.size()) {
                QJsonObject entry = entries.at(viewer).toObject();
                for (auto it = own.seat.begin(); it != own.seat.end(); ++it)
                    entry.insert(it.key(), it.value());
                entries.replace(viewer, entry);
                *seats = entries;
            }
        }
    }
    return shared;
}

} // namespace paiju::json
