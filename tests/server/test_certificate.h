#pragma once

// A self-signed certificate for localhost, made with openssl for the TLS tests.
#include <QProcess>
#include <QStandardPaths>
#include <QString>

namespace paiju::test {

// Writes cert.pem and key.pem into `dir`. Empty on success, else why not (no openssl included).
inline QString makeLocalhostCertificate(const QString& dir, QString* cert, QString* key) {
    const QString openssl = QStandardPaths::findExecutable(QStringLiteral("openssl"));
    if (openssl.isEmpty())
        return QStringLiteral("openssl is needed to make a test certificate");
    *cert = dir + QStringLiteral("/cert.pem");
    *key = dir + QStringLiteral("/key.pem");
    QProcess make;
    make.start(openssl, {"req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", *key, "-out",
                         *cert, "-days", "2", "-subj", "/CN=localhost", "-addext",
                         "subjectAltName=DNS:localhost,IP:127.0.0.1"});
    if (!make.waitForFinished(30000) || make.exitCode() != 0)
        return QStringLiteral("openssl failed: ") +
               QString::fromLocal8Bit(make.readAllStandardError());
    return {};
}

} // namespace paiju::test
