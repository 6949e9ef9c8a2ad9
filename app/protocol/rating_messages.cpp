#include "rating_messages.h"

#include "message_fields.h"

#include <QJsonArray>

namespace paiju::protocol {

namespace {

QJsonValue optionalNumber(const std::optional<double>& v) {
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

// A whole number of a request in [low, high], or the reason it is not.
std::optional<qint64> inRange(const QJsonObject& m, const char* key, qint64 fallback, qint64 low,
                              qint64 high, ProtocolError* error) {
    const QJsonValue v = m.value(QLatin1String(key));
    const qint64 n = v.isUndefined() ? fallback : qint64(v.toDouble());
    if (n >= low && n <= high)
        return n;
    if (error)
        *error = ProtocolError{"bad-field", QStringLiteral("'%1.%2' must lie in %3..%4")
                                                .arg(m.value("type").toString(), key)
                                                .arg(low)
                                                .arg(high)};
    return std::nullopt;
}

PlayedSeat playedSeat(const QJsonObject& o, Fields& outer) {
    Fields f(o, outer.where() + QStringLiteral(" seat"));
    PlayedSeat s;
    s.seat = int(f.integer("seat"));
    s.name = f.string("name");
    s.account = f.boolean("account");
    s.bot = f.boolean("bot");
    s.left = f.boolean("left");
    s.place = int(f.integer("place"));
    s.score = int(f.integer("score"));
    s.ratingBefore = f.optionalReal("ratingBefore");
    s.ratingAfter = f.optionalReal("ratingAfter");
    outer.fail(f.problem());
    return s;
}

PlayedMatch playedMatch(const QJsonObject& o, Fields& outer) {
    Fields f(o, outer.where() + QStringLiteral(" match"));
    PlayedMatch m;
    m.match = f.integer("match");
    m.game = f.string("game");
    m.table = f.string("table");
    m.finishedAt = f.integer("finishedAt");
    m.rated = f.boolean("rated");
    m.you = int(f.integer("you", -1));
    for (const QJsonObject& seat : f.objectList("seats"))
        m.seats << playedSeat(seat, f);
    outer.fail(f.problem());
    return m;
}

} // namespace

QJsonObject encode(const MyGamesRequest& m) {
    QJsonObject o{{"type", "my-games"}, {"limit", m.limit}};
    if (m.before > 0)
        o.insert("before", m.before);
    return o;
}
QJsonObject encode(const LeaderboardRequest& m) {
    return {{"type", "leaderboard"}, {"game", m.game}, {"limit", m.limit}};
}
QJsonObject encode(const ReplayRequest& m) {
    return {{"type", "replay"}, {"match", m.match}};
}
QJsonObject encode(const PlayNowRequest& m) {
    QJsonObject o{{"type", "play-now"}, {"game", m.game}};
    if (m.botsAfterSeconds >= 0)
        o.insert("botsAfterSeconds", m.botsAfterSeconds);
    return o;
}

std::optional<MyGamesRequest> decodeMyGames(const QJsonObject& m, ProtocolError* error) {
    const auto before = inRange(m, "before", 0, 0, std::numeric_limits<qint32>::max(), error);
    const auto limit = before ? inRange(m, "limit", 20, 1, 30, error) : std::nullopt;
    if (!limit)
        return std::nullopt;
    return MyGamesRequest{*before, int(*limit)};
}
std::optional<LeaderboardRequest> decodeLeaderboard(const QJsonObject& m, ProtocolError* error) {
    const auto limit = inRange(m, "limit", 50, 1, 100, error);
    if (!limit)
        return std::nullopt;
    return LeaderboardRequest{m.value("game").toString(), int(*limit)};
}
std::optional<ReplayRequest> decodeReplay(const QJsonObject& m, ProtocolError* error) {
    const auto match = inRange(m, "match", 0, 1, std::numeric_limits<qint32>::max(), error);
    if (!match)
        return std::nullopt;
    return ReplayRequest{*match};
}
std::optional<PlayNowRequest> decodePlayNow(const QJsonObject& m, ProtocolError* error) {
    PlayNowRequest request{m.value("game").toString(), -1};
    if (m.contains("botsAfterSeconds")) {
        const auto wait = inRange(m, "botsAfterSeconds", -1, 0, 3600, error);
        if (!wait)
            return std::nullopt;
        request.botsAfterSeconds = int(*wait);
    }
    return request;
}

QJsonObject encode(const PlayedMatch& m) {
    QJsonArray seats;
    for (const PlayedSeat& s : m.seats)
        seats.append(QJsonObject{{"seat", s.seat},
                                 {"name", s.name},
                                 {"account", s.account},
                                 {"bot", s.bot},
                                 {"left", s.left},
                                 {"place", s.place},
                                 {"score", s.score},
                                 {"ratingBefore", optionalNumber(s.ratingBefore)},
                                 {"ratingAfter", optionalNumber(s.ratingAfter)}});
    return {{"match", m.match}, {"game", m.game}, {"table", m.table}, {"finishedAt", m.finishedAt},
            {"rated", m.rated}, {"you", m.you},   {"seats", seats}};
}
QJsonObject encode(const MyGames& m) {
    QJsonArray matches;
    for (const PlayedMatch& p : m.matches)
        matches.append(encode(p));
    return {{"type", "my-games"}, {"matches", matches}, {"more", m.more}};
}
QJsonObject encode(const Leaderboard& m) {
    QJsonArray players;
    for (const LeaderboardRow& r : m.players)
        players.append(QJsonObject{{"rank", r.rank},
                                   {"name", r.name},
                                   {"rating", r.rating},
                                   {"mu", r.mu},
                                   {"sigma", r.sigma},
                                   {"matches", r.matches}});
    return {{"type", "leaderboard"}, {"game", m.game}, {"players", players}};
}
QJsonObject encode(const MatchReplay& m) {
    return {{"type", "replay"},
            {"match", m.match},
            {"part", m.part},
            {"parts", m.parts},
            {"text", m.text}};
}

QList<MatchReplay> replayParts(qint64 match, const QString& text) {
    constexpr qsizetype unitsPerPart = 16384;
    QList<MatchReplay> parts;
    qsizetype from = 0;
    do {
        qsizetype to = std::min(text.size(), from + unitsPerPart);
        if (to < text.size() && to > from && text[to - 1].isHighSurrogate())
            --to; // never half a character
        parts.append(MatchReplay{match, int(parts.size()) + 1, 0, text.mid(from, to - from)});
        from = to;
    } while (from < text.size());
    for (MatchReplay& p : parts)
        p.parts = int(parts.size());
    return parts;
}

MyGames readMyGames(Fields& f) {
    MyGames m;
    for (const QJsonObject& o : f.objectList("matches"))
        m.matches << playedMatch(o, f);
    m.more = f.boolean("more");
    return m;
}

Leaderboard readLeaderboard(Fields& f) {
    Leaderboard m;
    m.game = f.string("game");
    for (const QJsonObject& o : f.objectList("players")) {
        Fields row(o, f.where() + QStringLiteral(" player"));
        m.players << LeaderboardRow{int(row.integer("rank")), row.string("name"),
                                    row.real("rating"),       row.real("mu"),
                                    row.real("sigma"),        int(row.integer("matches"))};
        f.fail(row.problem());
    }
    return m;
}

MatchReplay readMatchReplay(Fields& f) {
    MatchReplay m{f.integer("match"), int(f.integer("part")), int(f.integer("parts")),
                  f.string("text")};
    if (m.part < 1 || m.part > m.parts)
        f.fail(QStringLiteral("a replay's part must lie in 1..parts"));
    return m;
}

} // namespace paiju::protocol
