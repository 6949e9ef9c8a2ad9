#include "migrations.h"

namespace paiju::server::store {

namespace {

// Times are milliseconds since 1970 (UTC) in BIGINT, flags are INTEGER 0 or 1, and texts are
// TEXT: types both databases read and write alike through Qt SQL.
const Migration all[] = {
    {1,
     "accounts, tokens, bans, ratings and match history",
     {
         // A player's account. `folded_name` is the name as names are compared (NFKC, then case
         // folded): unique, so "ＡＢＣ" and "abc" are one name. `password_hash` is libsodium's
         // Argon2id string, salt and parameters included.
         "CREATE TABLE accounts ("
         " id {id},"
         " display_name TEXT NOT NULL,"
         " folded_name TEXT NOT NULL UNIQUE,"
         " password_hash TEXT NOT NULL,"
         " created_at BIGINT NOT NULL)",
         // Login tokens, kept as the SHA-256 of the token (hex): the database never holds one a
         // reader could log in with. A revoked token keeps its row with `revoked_at` set.
         "CREATE TABLE tokens ("
         " token_hash TEXT PRIMARY KEY,"
         " account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
         " created_at BIGINT NOT NULL,"
         " revoked_at BIGINT)",
         "CREATE INDEX tokens_account ON tokens(account_id)",
         // Operator bans: `kind` 'name' (the folded name) or 'address' (an IP address as Qt
         // writes it).
         "CREATE TABLE bans ("
         " kind TEXT NOT NULL,"
         " value TEXT NOT NULL,"
         " created_at BIGINT NOT NULL,"
         " PRIMARY KEY (kind, value))",
         // A player's rating in one game (`game` is the game's id, as in `create`).
         "CREATE TABLE ratings ("
         " account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,"
         " game TEXT NOT NULL,"
         " mu DOUBLE PRECISION NOT NULL,"
         " sigma DOUBLE PRECISION NOT NULL,"
         " matches_played INTEGER NOT NULL DEFAULT 0,"
         " updated_at BIGINT NOT NULL,"
         " PRIMARY KEY (account_id, game))",
         "CREATE INDEX ratings_game ON ratings(game, mu)",
         // A match played on the server: `replay` is its replay (docs/replay-format.md) once it
         // finished; `rated` 1 when its result changed ratings.
         "CREATE TABLE matches ("
         " id {id},"
         " game TEXT NOT NULL,"
         " table_name TEXT NOT NULL,"
         " started_at BIGINT NOT NULL,"
         " finished_at BIGINT,"
         " replay TEXT,"
         " rated INTEGER NOT NULL DEFAULT 0)",
         "CREATE INDEX matches_finished ON matches(finished_at)",
         // Who sat where: an account, or a guest's typed name (or a bot's); the result (a place,
         // 1 the best) and score, and the rating before and after a rated match.
         "CREATE TABLE match_seats ("
         " match_id BIGINT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,"
         " seat INTEGER NOT NULL,"
         " account_id BIGINT REFERENCES accounts(id) ON DELETE SET NULL,"
         " guest_name TEXT,"
         " result INTEGER,"
         " score INTEGER,"
         " mu_before DOUBLE PRECISION,"
         " sigma_before DOUBLE PRECISION,"
         " mu_after DOUBLE PRECISION,"
         " sigma_after DOUBLE PRECISION,"
         " PRIMARY KEY (match_id, seat))",
         "CREATE INDEX match_seats_account ON match_seats(account_id)",
     }},
    {2,
     "how each seat of a match was played, and private matches",
     {
         // `bot` 1: a bot sat there from the start; `left_early` 1: its player left the match
         // and lost it (docs/ratings.md); `team`: seats of one team (Tichu's partners) share it.
         "ALTER TABLE match_seats ADD COLUMN bot INTEGER NOT NULL DEFAULT 0",
         "ALTER TABLE match_seats ADD COLUMN left_early INTEGER NOT NULL DEFAULT 0",
         "ALTER TABLE match_seats ADD COLUMN team INTEGER",
         // A match of a table with a password: its replay is its players' alone.
         "ALTER TABLE matches ADD COLUMN private INTEGER NOT NULL DEFAULT 0",
     }},
    {3,
     "the lobby directory of several server processes",
     {
         // A server process sharing the database (lobby_directory.h): its name (--process-name),
         // the address its clients are sent to, and when it last said it was alive, on the
         // database's clock. A process silent for some seconds is taken for dead: its tables
         // are not listed until it comes back.
         "CREATE TABLE lobby_processes ("
         " name TEXT PRIMARY KEY,"
         " address TEXT NOT NULL,"
         " started_at BIGINT NOT NULL,"
         " heartbeat_at BIGINT NOT NULL)",
         // Each table of each process, as the lobby lists it: `entry` is the table's lobby
         // entry (docs/protocol.md, `lobby`) as JSON. Written by its process when the table is
         // created, its seats change, its match starts or ends, and deleted when it closes.
         "CREATE TABLE lobby_tables ("
         " table_id TEXT PRIMARY KEY,"
         " process TEXT NOT NULL,"
         " game TEXT NOT NULL,"
         " seats INTEGER NOT NULL,"
         " entry TEXT NOT NULL,"
         " updated_at BIGINT NOT NULL)",
         "CREATE INDEX lobby_tables_process ON lobby_tables(process)",
     }},
};

} // namespace

std::span<const Migration> migrations() {
    return all;
}

} // namespace paiju::server::store
