// Accounts in the app: register from the lobby, stay logged in (the token in a file of the
// user's alone), come back logged in, take a seat as the account, log out.
#include "client/saved_logins.h"
#include "client/table_client.h"
#include "lobby/lobby_window.h"
#include "server/store/store.h"
#include "server/table_server.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <sys/stat.h>

using namespace paiju;

namespace {

unsigned mode(const QString& path) {
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777u : 0u;
}

} // namespace

class TestOnlineAccounts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PaijuTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_accounts"));
    }

    void registerStayComeBackAndLogOut() {
        QTemporaryDir data;
        QString error;
        auto store = server::store::Store::open({}, data.path(), &error);
        QVERIFY2(store, qPrintable(error));
        server::accounts::AccountLimits limits;
        limits.cost = server::accounts::PasswordCost::least();
        server::TableServer server;
        server.setStore(std::move(store), limits);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QString key = QStringLiteral("127.0.0.1:%1").arg(server.port());
        client::forgetLogin(key);

        {
            gui::LobbyWindow lobby;
            lobby.connectTo(QStringLiteral("127.0.0.1"), server.port(), false);
            QVERIFY(QTest::qWaitFor([&] { return lobby.client().isReady(); }, 10000));
            auto* account = lobby.findChild<QLabel*>(QStringLiteral("account"));
            QVERIFY(account && account->text().contains(QLatin1String("guest")));
            QVERIFY(lobby.findChild<QPushButton*>(QStringLiteral("register"))->isEnabled());
            QVERIFY(!lobby.findChild<QPushButton*>(QStringLiteral("logout"))->isEnabled());
            lobby.registerAccount(QStringLiteral("张三"), QStringLiteral("correct horse"), true);
            QVERIFY(QTest::qWaitFor([&] { return !lobby.accountName().isEmpty(); }, 20000));
            QCOMPARE(lobby.accountName(), QStringLiteral("张三"));
            QVERIFY(account->text().contains(QStringLiteral("张三")));
            QVERIFY(lobby.findChild<QPushButton*>(QStringLiteral("logout"))->isEnabled());
        }
        // Stayed logged in: the token is in a file of the user's alone.
        const QString saved = client::savedLoginPath(key);
        QVERIFY(QFile::exists(saved));
        QCOMPARE(mode(saved), 0600u);
        QVERIFY(!client::savedLogin(key).isEmpty());

        // The next lobby logs in by itself, and its seats are the account's.
        gui::LobbyWindow again;
        again.connectTo(QStringLiteral("127.0.0.1"), server.port(), false);
        QVERIFY(
            QTest::qWaitFor([&] { return again.accountName() == QStringLiteral("张三"); }, 20000));
        again.createTable(QStringLiteral("hakka"), 4);
        QVERIFY(QTest::qWaitFor([&] { return !again.tableWindows().isEmpty(); }, 20000));
        const auto& lobby = again.lobby();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return std::any_of(lobby.begin(), lobby.end(), [](const auto& t) {
                    return t.names.value(0) == QStringLiteral("张三");
                });
            },
            20000));

        // Logging out forgets the token here and revokes it on the server.
        const QString token = client::savedLogin(key);
        again.logout();
        QVERIFY(QTest::qWaitFor([&] { return again.accountName().isEmpty(); }, 5000));
        QVERIFY(!QFile::exists(saved));
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto q = server.core().store()->run(
                    QStringLiteral("SELECT COUNT(*) FROM tokens WHERE revoked_at IS NULL"));
                return q && q->next() && q->value(0).toInt() == 0;
            },
            5000));
        QVERIFY(!token.isEmpty());
    }
};

QTEST_MAIN(TestOnlineAccounts)
#include "tst_online_accounts.moc"
