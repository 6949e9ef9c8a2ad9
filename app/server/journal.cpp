#include "journal.h"

#include <QDir>
#include <QJsonDocument>

namespace paiju::server {

namespace {
const QString suffix = QStringLiteral(".journal");
}

std::unique_ptr<Journal> Journal::create(const QString& dir, const QString& table, QString* error) {
    if (!QDir().mkpath(dir)) {
        *error = QStringLiteral("cannot make the data directory %1").arg(dir);
        return nullptr;
    }
    // Journals hold seat tokens and seeds, and a seed decides every hand: the server's user
    // alone may read them.
    QFile::setPermissions(dir,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return reopen(QDir(dir).filePath(table + suffix), error);
}

std::unique_ptr<Journal> Journal::reopen(const QString& path, QString* error) {
    std::unique_ptr<Journal> journal(new Journal(path));
    // A line cut short by a crash goes, or the next entry would be glued to it.
    if (QFile existing(path); existing.open(QIODevice::ReadWrite)) {
        const QByteArray bytes = existing.readAll();
        if (!bytes.isEmpty() && !bytes.endsWith('\n'))
            existing.resize(bytes.lastIndexOf('\n') + 1);
    }
    constexpr auto ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    // Unbuffered: every line is written at once anyway, and a buffer kept per open table would
    // cost each of thousands of tables some kilobytes for nothing.
    if (!journal->file_.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered,
                             ownerOnly) ||
        !journal->file_.setPermissions(ownerOnly)) {
        *error = journal->file_.errorString();
        return nullptr;
    }
    return journal;
}

void Journal::append(const QJsonObject& entry) {
    // One write per line, at once (the file is unbuffered): a crash can cut the last line only.
    QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact);
    line += '\n';
    file_.write(line);
}

void Journal::remove() {
    file_.close();
    file_.remove();
}

QList<Journal::Read> Journal::readAll(const QString& dir, QStringList* problems) {
    QList<Read> out;
    const QDir d(dir);
    for (const QString& name :
         d.entryList({QStringLiteral("*") + suffix}, QDir::Files, QDir::Name)) {
        Read read;
        read.path = d.filePath(name);
        read.table = name.chopped(suffix.size());
        QFile file(read.path);
        if (!file.open(QIODevice::ReadOnly)) {
            *problems << QStringLiteral("%1: %2").arg(name, file.errorString());
            continue;
        }
        const QList<QByteArray> lines = file.readAll().split('\n');
        bool bad = false;
        for (qsizetype i = 0; i < lines.size() && !bad; ++i) {
            if (lines[i].isEmpty())
                continue;
            const QJsonDocument doc = QJsonDocument::fromJson(lines[i]);
            if (doc.isObject()) {
                read.entries << doc.object();
            } else if (i + 1 < lines.size()) { // the last line has no newline: cut short
                *problems
                    << QStringLiteral("%1: line %2 is not a journal entry").arg(name).arg(i + 1);
                bad = true;
            }
        }
        if (!bad)
            out << read;
    }
    return out;
}

} // namespace paiju::server
