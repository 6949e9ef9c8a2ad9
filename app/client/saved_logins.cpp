#include "saved_logins.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace paiju::client {

QString savedLoginPath(const QString& server) {
    // A server's address holds ':' and maybe '/': written so that it is one file name.
    const QString name = QString::fromLatin1(server.toUtf8().toPercentEncoding());
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("logins/") + name);
}

QString savedLogin(const QString& server) {
    QFile file(savedLoginPath(server));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.read(256)).trimmed();
}

bool saveLogin(const QString& server, const QString& token) {
    const QString path = savedLoginPath(server);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return false;
    QFile::setPermissions(dir,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const QByteArray bytes = token.toLatin1();
#ifdef Q_OS_UNIX
    // Made private before a byte is written, whatever the umask.
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = ::fchmod(fd, 0600) == 0 &&
                    ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size();
    ::close(fd);
    return ok;
#else
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return file.write(bytes) == bytes.size();
#endif
}

void forgetLogin(const QString& server) {
    QFile::remove(savedLoginPath(server));
}

} // namespace paiju::client
