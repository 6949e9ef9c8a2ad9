#pragma once

// A PostgreSQL server of a test's own: initdb in a temporary directory, listening only on a unix
// socket there (and a free port number, which names the socket), stopped and deleted with the
// object. Needs Debian's postgresql package (initdb and pg_ctl); a test calls QSKIP with
// skipReason() when they are missing. initdb refuses to run as root, so as root the server runs
// as the `postgres` user.

#include <QDir>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QUuid>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace paiju::test {

class TemporaryPostgres {
public:
    TemporaryPostgres() {
        bin_ = findBin();
        if (bin_.isEmpty()) {
            skip_ = QStringLiteral("PostgreSQL's initdb and pg_ctl were not found under "
                                   "/usr/lib/postgresql/*/bin (Debian: apt install postgresql)");
            return;
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            skip_ = QStringLiteral("Qt SQL's PostgreSQL driver is missing (Debian: apt install "
                                   "libqt6sql6-psql)");
            return;
        }
        // The socket's path must stay under the unix limit of about 100 bytes.
        dir_ = std::make_unique<QTemporaryDir>(QStringLiteral("/tmp/paiju-pg-XXXXXX"));
        if (!dir_->isValid()) {
            error_ = QStringLiteral("no temporary directory");
            return;
        }
#ifdef Q_OS_UNIX
        if (::geteuid() == 0) {
            const passwd* user = ::getpwnam("postgres");
            if (!user) {
                skip_ = QStringLiteral("running as root, and there is no 'postgres' user to run "
                                       "PostgreSQL as");
                return;
            }
            runAs_ = QStringLiteral("postgres");
            if (::chown(QFile::encodeName(dir_->path()).constData(), user->pw_uid, user->pw_gid) !=
                0) {
                error_ = QStringLiteral("cannot give the temporary directory to postgres");
                return;
            }
        }
#endif
        port_ = freePort();
        QString out;
        if (!tool(QStringLiteral("initdb"),
                  {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("paiju"),
                   QStringLiteral("--auth=trust"), QStringLiteral("--no-sync"),
                   QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C")},
                  &out)) {
            error_ = QStringLiteral("initdb failed: ") + out;
            return;
        }
        const QString options = QStringLiteral("-k %1 -p %2 -c listen_addresses= -c fsync=off")
                                    .arg(dir_->path())
                                    .arg(port_);
        if (!tool(QStringLiteral("pg_ctl"),
                  {QStringLiteral("-D"), dataDir(), QStringLiteral("-o"), options,
                   QStringLiteral("-l"), dir_->filePath(QStringLiteral("server.log")),
                   QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("120"),
                   QStringLiteral("start")},
                  &out)) {
            error_ = QStringLiteral("pg_ctl start failed: ") + out;
            return;
        }
        running_ = true;
    }

    ~TemporaryPostgres() {
        if (running_)
            tool(QStringLiteral("pg_ctl"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("fast"),
                  QStringLiteral("-w"), QStringLiteral("stop")},
                 nullptr);
    }

    // Why the test cannot run here (empty: it can), and what went wrong starting the server.
    QString skipReason() const {
        return skip_;
    }
    QString error() const {
        return error_;
    }
    bool running() const {
        return running_;
    }

    // A new empty database, as a --database URL.
    QString createDatabase() {
        const QString name = QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(dir_->path());
            db.setPort(port_);
            db.setUserName(QStringLiteral("paiju"));
            db.setDatabaseName(QStringLiteral("postgres"));
            if (!db.open() || !QSqlQuery(db).exec(QStringLiteral("CREATE DATABASE ") + name))
                error_ = db.lastError().text();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return QStringLiteral("postgresql://paiju@/%1?host=%2&port=%3")
            .arg(name, dir_->path())
            .arg(port_);
    }

private:
    static QString findBin() {
        QDir root(QStringLiteral("/usr/lib/postgresql"));
        QStringList versions = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(versions.begin(), versions.end(),
                  [](const QString& a, const QString& b) { return a.toInt() > b.toInt(); });
        for (const QString& v : versions) {
            const QString bin = root.filePath(v + QStringLiteral("/bin"));
            if (QFile::exists(bin + QStringLiteral("/initdb")) &&
                QFile::exists(bin + QStringLiteral("/pg_ctl")))
                return bin;
        }
        return {};
    }
    static quint16 freePort() {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }
    QString dataDir() const {
        return dir_->filePath(QStringLiteral("data"));
    }
    bool tool(const QString& name, QStringList arguments, QString* out) const {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(dir_->path());
        QString program = bin_ + QLatin1Char('/') + name;
        if (!runAs_.isEmpty()) {
            arguments.prepend(program);
            arguments = QStringList{QStringLiteral("-u"), runAs_, QStringLiteral("--")} + arguments;
            program = QStringLiteral("runuser");
        }
        p.start(program, arguments);
        const bool ok = p.waitForFinished(180000) && p.exitStatus() == QProcess::NormalExit &&
                        p.exitCode() == 0;
        if (out)
            *out = QString::fromLocal8Bit(p.readAll());
        return ok;
    }

    QString bin_;
    QString runAs_;
    std::unique_ptr<QTemporaryDir> dir_;
    quint16 port_ = 0;
    bool running_ = false;
    QString skip_;
    QString error_;
};

} // namespace paiju::test
