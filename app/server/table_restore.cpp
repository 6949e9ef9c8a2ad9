// A server started on a data directory takes its tables back from their journals.
#include "connection.h"
#include "journal.h"
#include "table_core.h"

#include <QDir>
#include <QFile>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcTables)

namespace paiju::server {

bool TableCore::setDataDir(const QString& dir, QStringList* problems) {
    dataDir_ = dir;
    // Private to the server's user, also when the directory was made by someone else (journals
    // hold seat tokens and seeds).
    if (QDir().mkpath(dir))
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                       QFileDevice::ExeOwner);
    for (const Journal::Read& read : Journal::readAll(dir, problems))
        restore(read.table, read.entries, read.path);
    for (const QString& problem : *problems)
        qCWarning(lcTables) << "journal left out:" << problem;
    return true;
}

void TableCore::restore(const QString& id, const QList<QJsonObject>& entries, const QString& path) {
    if (entries.isEmpty() || entries.first().value("type") != "table")
        return;
    const QJsonObject head = entries.first();
    auto t = std::make_unique<Table>();
    t->id = id;
    TableSettings& s = t->settings;
    s.game = findGame(head.value("game").toString().toStdString());
    if (!s.game)
        return;
    const QJsonObject options = head.value("options").toObject();
    for (auto it = options.begin(); it != options.end(); ++it)
        s.options[it.key().toStdString()] = it.value().toString().toStdString();
    s.seats = head.value("seats").toInt();
    s.password = head.value("password").toString();
    s.spectators = head.value("spectators").toBool(true);
    s.turnSeconds = head.value("turnSeconds").toInt();
    s.windowMs = head.value("windowMs").toInt();
    s.handEndMs = head.value("handEndMs").toInt();
    s.rated = head.value("rated").toBool(false);
    s.quick = head.value("quick").toBool(false);
    if (s.seats < 1 || s.seats > 8)
        return;
    t->seats.resize(std::size_t(s.seats));
    std::optional<Replay> replay;
    std::map<int, qint64> botsAfter; // quick play: a waiting player's chosen wait, by seat
    for (const QJsonObject& e : entries.mid(1)) {
        const QString type = e.value("type").toString();
        const int seat = e.value("seat").toInt(-1);
        if (type == "seq") { // view numbers handed out before: never again
            qint64& reserved = t->seqReserved[std::max(-1, seat)];
            reserved = std::max(reserved, e.value("upTo").toInteger());
            continue;
        }
        if (type != "start" && type != "archived" && (seat < 0 || seat >= s.seats))
            continue;
        Seat* at = seat >= 0 ? &t->seats[std::size_t(seat)] : nullptr;
        if (type == "join") {
            *at = Seat::player(e.value("name").toString(), e.value("token").toString(),
                               e.value("account").toInteger());
            if (at->account)
                at->shown =
                    archive_->rating(at->account, QString::fromStdString(s.game->id)).display();
        } else if (type == "bot") {
            *at = Seat::bot(QStringLiteral("Bot %1").arg(seat + 1), e.value("level").toString());
            s.rated = false;
        } else if (type == "unbot") {
            *at = Seat{};
        } else if (type == "bots-after") {
            botsAfter[seat] = std::max<qint64>(0, e.value("ms").toInteger());
        } else if (type == "leave") {
            botsAfter.erase(seat);
            if (replay) { // the player loses; a bot plays on
                *at = Seat::leftBy(*at);
            } else {
                *at = Seat{};
            }
        } else if (type == "archived") {
            t->match = e.value("match").toInteger();
        } else if (type == "start") {
            s.rated = e.value("rated").toBool(s.rated);
            t->startedAt = e.value("at").toInteger();
            replay.emplace();
            replay->game = s.game->id;
            replay->options = s.options;
            replay->seed = e.value("seed").toString().toULongLong();
            if (e.value("deal").isObject()) { // cards dealt by hand
                replay->start = Replay::Start::Deal;
                replay->deal = e.value("deal").toObject();
            }
            for (const Seat& taken : t->seats)
                replay->seatNames << taken.name;
        } else if (type == "act" && replay) {
            replay->actions.push_back({seat, e.value("action").toString().toStdString()});
        }
    }
    QString error;
    t->journal = Journal::reopen(path, &error);
    if (!t->journal) {
        qCWarning(lcTables) << "table" << id << "cannot be journaled:" << error;
        return;
    }
    if (const auto it = t->seqReserved.find(-1); it != t->seqReserved.end())
        t->spectatorSeq = it->second;
    Table& table = *t;
    addTable(std::move(t));
    if (replay) {
        run(table, *replay);
        if (!table.session) { // the journal does not replay: the table cannot come back
            eraseTable(id);
            return;
        }
        // A match that ended before the server stopped, but was not kept yet, is kept now.
        if (table.session->isOver() && table.match == 0)
            keep(table, false);
    }
    if (!replay && !botsAfter.empty()) {
        // The clock of the run that stopped means nothing to this one: each waiting player is
        // given their whole wait again, from now.
        for (const auto& [seat, ms] : botsAfter)
            table.botsAt[seat] = clock_->now() + ms;
        planBots(table);
    }
    qCInfo(lcTables) << "table" << id << "restored" << (replay ? "mid-match" : "before its start");
}

} // namespace paiju::server
