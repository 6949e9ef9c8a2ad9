#include "match_archive.h"

#include "ratings/standing.h"

#include <algorithm>

namespace paiju::server {

void rateMatch(MatchRecord& match, const std::function<ratings::Rating(qint64 account)>& current,
               const ratings::Settings& settings) {
    ratings::Standing standing;
    std::map<int, std::size_t> teamIndex; // a record's team → the standing's
    std::map<std::size_t, int> placeOf;
    std::vector<ratings::Rating> before;
    for (std::size_t i = 0; i < match.seats.size(); ++i) {
        const SeatRecord& seat = match.seats[i];
        auto [it, fresh] = teamIndex.try_emplace(seat.team, standing.teams.size());
        if (fresh) {
            standing.teams.emplace_back();
            standing.ranks.push_back(seat.place);
        }
        standing.teams[it->second].push_back(int(i));
        before.push_back(seat.account ? current(seat.account) : settings.initial());
    }
    const auto after = ratings::rateSeats(standing, before, settings);
    for (std::size_t i = 0; i < match.seats.size(); ++i) {
        match.seats[i].before = before[i];
        match.seats[i].after = after[i];
    }
}

ratings::Rating MemoryArchive::rating(qint64 account, const QString& game) {
    const auto it = ratings_.find({account, game});
    return it == ratings_.end() ? ratings::Settings{}.initial() : it->second.rating;
}

qint64 MemoryArchive::record(MatchRecord& match, QString*) {
    if (match.rated)
        rateMatch(match, [&](qint64 account) { return rating(account, match.game); });
    match.id = qint64(matches_.size()) + 1;
    for (const SeatRecord& seat : match.seats)
        if (match.rated && seat.account && seat.after) {
            Kept& kept = ratings_[{seat.account, match.game}];
            kept.rating = *seat.after;
            kept.matches += 1;
            kept.name = seat.name;
        }
    matches_.push_back(match);
    return match.id;
}

void MemoryArchive::setRating(qint64 account, const QString& game, const ratings::Rating& rating,
                              const QString& name) {
    Kept& kept = ratings_[{account, game}];
    kept.rating = rating;
    kept.name = name;
}

std::vector<MatchRecord> MemoryArchive::history(qint64 account, qint64 before, int limit) {
    std::vector<MatchRecord> out;
    for (auto it = matches_.rbegin(); it != matches_.rend() && int(out.size()) < limit; ++it) {
        if (before > 0 && it->id >= before)
            continue;
        if (std::any_of(it->seats.begin(), it->seats.end(),
                        [&](const SeatRecord& s) { return s.account == account; })) {
            out.push_back(*it);
            out.back().replay.clear();
        }
    }
    return out;
}

std::optional<MatchRecord> MemoryArchive::match(qint64 id) {
    if (id < 1 || id > qint64(matches_.size()))
        return std::nullopt;
    return matches_[std::size_t(id - 1)];
}

std::vector<RatingEntry> MemoryArchive::leaderboard(const QString& game, int limit) {
    std::vector<RatingEntry> out;
    for (const auto& [key, kept] : ratings_)
        if (key.second == game)
            out.push_back({key.first, kept.name, kept.rating, kept.matches});
    std::stable_sort(out.begin(), out.end(), [](const RatingEntry& a, const RatingEntry& b) {
        return a.rating.display() > b.rating.display();
    });
    if (int(out.size()) > limit)
        out.resize(std::size_t(std::max(0, limit)));
    return out;
}

} // namespace paiju::server
