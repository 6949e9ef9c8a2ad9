#include "table/saved_games.h"

#include "io/replay.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace paiju::gui {

namespace {

QString dataDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString finishedDir() {
    return dataDir() + QStringLiteral("/finished");
}

} // namespace

bool writeReplay(const Replay& record, const QString& path, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    file.write(QJsonDocument(record.toJson()).toJson());
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

QString unfinishedGamePath() {
    return dataDir() + QStringLiteral("/unfinished.json");
}

bool hasUnfinishedGame() {
    return QFile::exists(unfinishedGamePath());
}

bool keepUnfinishedGame(const Replay& record) {
    QDir().mkpath(dataDir());
    QString error;
    return writeReplay(record, unfinishedGamePath(), &error);
}

void forgetUnfinishedGame() {
    QFile::remove(unfinishedGamePath());
}

bool keepFinishedGame(const Replay& record) {
    QDir dir(finishedDir());
    dir.mkpath(QStringLiteral("."));
    // The time first, so that the names sort by age; then a number, so that two games kept in the
    // same millisecond are both kept, in the order they came.
    const QString stamp =
        QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString name;
    for (int n = 0; name.isEmpty() || dir.exists(name); ++n)
        name = QStringLiteral("%1-%2-%3.json")
                   .arg(stamp)
                   .arg(n, 2, 10, QLatin1Char('0'))
                   .arg(QString::fromStdString(record.game));
    QString error;
    if (!writeReplay(record, dir.filePath(name), &error))
        return false;
    const QStringList kept = finishedGames();
    for (int i = finishedGamesKept; i < kept.size(); ++i)
        QFile::remove(kept[i]);
    return true;
}

QStringList finishedGames() {
    QDir dir(finishedDir());
    QStringList out;
    for (const QString& name :
         dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name | QDir::Reversed))
        out << dir.filePath(name);
    return out;
}

} // namespace paiju::gui
