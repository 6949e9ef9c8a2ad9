#pragma once

#include <QFile>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <memory>

namespace paiju::server {

// A table's journal: one JSON object per line, appended and flushed as things happen (the
// table's settings, joins, bots, the start with its seed, every action), so that a server
// stopped at any moment, even killed, finds its tables where they were. docs/protocol.md
// describes the entries.
class Journal {
public:
    static std::unique_ptr<Journal> create(const QString& dir, const QString& table,
                                           QString* error);
    void append(const QJsonObject& entry);
    void remove(); // the table is gone: so is its journal

    struct Read {
        QString table;
        QList<QJsonObject> entries;
        QString path;
    };
    // Every journal in `dir`. A last line cut short by a crash is dropped; a journal with a bad
    // line elsewhere is reported in `problems` and left out.
    static QList<Read> readAll(const QString& dir, QStringList* problems);
    // Takes over a journal found by readAll, to append to it.
    static std::unique_ptr<Journal> reopen(const QString& path, QString* error);

private:
    explicit Journal(const QString& path) : file_(path) {}
    QFile file_;
};

} // namespace paiju::server
