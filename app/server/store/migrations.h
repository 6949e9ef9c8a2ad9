#pragma once

#include <QStringList>
#include <span>

namespace paiju::server::store {

// One step of the schema: its number (applied in order, each once, recorded in
// `schema_migrations`) and its statements. A statement may hold `{id}`, the column type of a
// generated primary key, which is the one thing SQLite and PostgreSQL spell differently.
struct Migration {
    int version;
    const char* name;
    QStringList statements;
};

// Every migration, in order. A migration once released is never changed: a new need is a new step.
std::span<const Migration> migrations();

} // namespace paiju::server::store
