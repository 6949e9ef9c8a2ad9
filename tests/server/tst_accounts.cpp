// Accounts on the real SQLite driver and on a real PostgreSQL started by the test in a temporary
// directory: registering, logging in, one refusal for a wrong password and an unknown name, the
// limits on login attempts (on a ManualClock), bans, names unique under width and case folding,
// tokens and their revocation; then the same through the protocol, in process and through a real
// paiju-server, whose data directory and log must never hold a password.

#include "protocol/account_messages.h"
#include "protocol/server_messages.h"
#include "server/accounts/account_names.h"
#include "server/accounts/accounts.h"
#include "server/store/migrations.h"
#include "server/store/store.h"
#include "server/table_core.h"
#include "session/clock.h"
#include "temporary_postgres.h"
#include "test_client.h"

#include <QDirIterator>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>
#include <sys/stat.h>

using namespace paiju;
using server::accounts::AccountLimits;
using server::accounts::AccountResult;
using server::accounts::Accounts;
using server::accounts::BanKind;
using server::store::Store;

namespace {

const QHostAddress home(QStringLiteral("192.0.2.1"));
const QHostAddress away(QStringLiteral("198.51.100.7"));

AccountLimits fast() {
    AccountLimits limits;
    limits.cost = server::accounts::PasswordCost::least();
    return limits;
}

QString code(const AccountResult& r) {
    return r.account ? QString() : r.error.code;
}

// A client of the core in process: every message the core sends it, read back as JSON.
class Capture : public server::Peer {
public:
    explicit Capture(QList<QJsonObject>* inbox) : inbox_(inbox) {}
    bool isOpen() const override { return open_; }
    void send(const QByteArray& message) override {
        inbox_->append(QJsonDocument::fromJson(message).object());
    }
    void close() override { open_ = false; }

private:
    QList<QJsonObject>* inbox_;
    bool open_ = true;
};

struct Member {
    QList<QJsonObject> inbox;
    server::Connection* c = nullptr;
    server::TableCore* core = nullptr;

    Member(server::TableCore& at, const QHostAddress& from) : core(&at) {
        c = at.attach(std::make_unique<Capture>(&inbox));
        c->address = from;
    }
    // Sends a message and returns its answer, which a password's work (on a thread of the core's)
    // may bring a moment later.
    QJsonObject ask(const QJsonObject& message) {
        inbox.clear();
        core->handle(c, message);
        return answer();
    }
    QJsonObject answer() {
        for (int i = 0; i < 60000 && inbox.isEmpty(); ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
        return inbox.isEmpty() ? QJsonObject() : inbox.takeFirst();
    }
    QJsonObject hello(const QString& name) {
        return ask({{"type", "hello"}, {"version", protocol::protocolVersion}, {"client", name}});
    }
};

unsigned mode(const QString& path) {
    struct stat info = {};
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? info.st_mode & 07777u : 0u;
}

} // namespace

class TestAccounts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void registersAndLogsIn_data() { backends(); }
    void registersAndLogsIn();
    void aWrongPasswordIsRefusedAsAnUnknownName_data() { backends(); }
    void aWrongPasswordIsRefusedAsAnUnknownName();
    void failedLoginsAreLimitedPerName_data() { backends(); }
    void failedLoginsAreLimitedPerName();
    void failedLoginsAreLimitedPerAddress_data() { backends(); }
    void failedLoginsAreLimitedPerAddress();
    void registrationsAreLimitedPerAddress();
    void namesAndAddressesAreBanned_data() { backends(); }
    void namesAndAddressesAreBanned();
    void namesAreUniqueUnderWidthAndCase_data() { backends(); }
    void namesAreUniqueUnderWidthAndCase();
    void nameRules();
    void tokensLogInUntilRevoked_data() { backends(); }
    void tokensLogInUntilRevoked();
    void tokensExpireAfterTheirDays_data() { backends(); }
    void tokensExpireAfterTheirDays();
    void migrationsApplyOnceAndTheFileIsPrivate_data() { backends(); }
    void migrationsApplyOnceAndTheFileIsPrivate();

    void theProtocolLogsInAndSeatsTheAccount();
    void passwordWorkWaitingIsBounded();
    void aRestoredSeatKeepsItsAccount();
    void guestsPlayAsBeforeAndWithoutAStore();
    void aBannedAddressIsRefusedAtHello();

    void theServerNeverKeepsOrLogsAPassword();

private:
    void backends();
    // A new empty store of the row's backend; null with a skip when PostgreSQL is missing.
    std::unique_ptr<Store> freshStore();

    std::unique_ptr<test::TemporaryPostgres> postgres_;
    std::vector<std::unique_ptr<QTemporaryDir>> dirs_;
    session::ManualClock clock_;
};

void TestAccounts::initTestCase() {
    postgres_ = std::make_unique<test::TemporaryPostgres>();
    if (postgres_->skipReason().isEmpty())
        QVERIFY2(postgres_->running(), qPrintable(postgres_->error()));
    else
        qWarning("the PostgreSQL rows are skipped: %s", qPrintable(postgres_->skipReason()));
}

void TestAccounts::cleanupTestCase() {
    postgres_.reset(); // stops the server
    dirs_.clear();
}

void TestAccounts::backends() {
    QTest::addColumn<QString>("backend");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgres") << QStringLiteral("postgres");
}

std::unique_ptr<Store> TestAccounts::freshStore() {
    QString url;
    QString dataDir;
    const QString backend = QTest::currentDataTag() ? QString::fromLatin1(QTest::currentDataTag())
                                                    : QStringLiteral("sqlite");
    if (backend == QLatin1String("postgres")) {
        if (!postgres_->skipReason().isEmpty())
            return nullptr;
        url = postgres_->createDatabase();
    } else {
        dirs_.push_back(std::make_unique<QTemporaryDir>());
        dataDir = dirs_.back()->filePath(QStringLiteral("data"));
    }
    QString error;
    auto store = Store::open(url, dataDir, &error);
    if (!store)
        qWarning("%s", qPrintable(error));
    return store;
}

#define FRESH_STORE(store)                                                                         \
    auto store = freshStore();                                                                     \
    if (!store && QTest::currentDataTag() && QByteArray(QTest::currentDataTag()) == "postgres" &&  \
        !postgres_->skipReason().isEmpty())                                                        \
        QSKIP(qPrintable(postgres_->skipReason()));                                                \
    QVERIFY(store)

void TestAccounts::registersAndLogsIn() {
    FRESH_STORE(store);
    Accounts accounts(*store, &clock_, fast());
    const QString password = QStringLiteral("correct horse");
    const auto made = accounts.registerAccount(QStringLiteral(" Alice "), password, home, false);
    QVERIFY2(made.account, qPrintable(made.error.message));
    QVERIFY(made.account->id > 0);
    QCOMPARE(made.account->name, QStringLiteral("Alice")); // trimmed
    QVERIFY(made.account->token.isEmpty());                // none asked for
    const auto in = accounts.login(QStringLiteral("alice"), password, away, false);
    QVERIFY2(in.account, qPrintable(in.error.message));
    QCOMPARE(in.account->id, made.account->id);
    QCOMPARE(in.account->name, QStringLiteral("Alice"));
    // Argon2id, salted: the stored string is libsodium's, never the password.
    auto q = store->run(QStringLiteral("SELECT password_hash FROM accounts"));
    QVERIFY(q && q->next());
    const QString hash = q->value(0).toString();
    QVERIFY2(hash.startsWith(QLatin1String("$argon2id$")), qPrintable(hash));
    QVERIFY(!hash.contains(password));
    // A second account with the same password has another hash (another salt).
    const auto other = accounts.registerAccount(QStringLiteral("Bob"), password, home, false);
    QVERIFY(other.account);
    auto both = store->run(QStringLiteral("SELECT COUNT(DISTINCT password_hash) FROM accounts"));
    QVERIFY(both && both->next());
    QCOMPARE(both->value(0).toInt(), 2);
    // Passwords out of bounds are refused at registration.
    QCOMPARE(code(accounts.registerAccount(QStringLiteral("Carol"), QStringLiteral("short"), home,
                                           false)),
             QStringLiteral("bad-password"));
    QCOMPARE(code(accounts.registerAccount(QStringLiteral("Carol"), QString(129, QLatin1Char('x')),
                                           home, false)),
             QStringLiteral("bad-password"));
}

void TestAccounts::aWrongPasswordIsRefusedAsAnUnknownName() {
    FRESH_STORE(store);
    Accounts accounts(*store, &clock_, fast());
    QVERIFY(
        accounts
            .registerAccount(QStringLiteral("Alice"), QStringLiteral("correct horse"), home, false)
            .account);
    const auto wrong =
        accounts.login(QStringLiteral("Alice"), QStringLiteral("wrong horse"), home, false);
    const auto nobody =
        accounts.login(QStringLiteral("Nobody"), QStringLiteral("correct horse"), home, false);
    QVERIFY(!wrong.account);
    QVERIFY(!nobody.account);
    QCOMPARE(wrong.error.code, QStringLiteral("wrong-login"));
    QCOMPARE(wrong.error, nobody.error); // code and sentence alike
    QCOMPARE(protocol::encode(wrong.error), protocol::encode(nobody.error));
}

void TestAccounts::failedLoginsAreLimitedPerName() {
    FRESH_STORE(store);
    AccountLimits limits = fast();
    limits.failuresPerName = 3;
    limits.failuresPerAddress = 100;
    limits.failureWindowMs = 60000;
    Accounts accounts(*store, &clock_, limits);
    const QString right = QStringLiteral("correct horse");
    QVERIFY(accounts.registerAccount(QStringLiteral("Alice"), right, home, false).account);
    QVERIFY(accounts.registerAccount(QStringLiteral("Bob"), right, home, false).account);
    // Three wrong passwords from three addresses, a second apart.
    for (int i = 0; i < 3; ++i) {
        const QHostAddress from(QStringLiteral("203.0.113.%1").arg(i + 1));
        QCOMPARE(code(accounts.login(QStringLiteral("alice"), QStringLiteral("guess %1").arg(i),
                                     from, false)),
                 QStringLiteral("wrong-login"));
        clock_.advance(1000);
    }
    // Now even the right password is refused for that name, from anywhere, unchecked...
    QCOMPARE(code(accounts.login(QStringLiteral("ALICE"), right, home, false)),
             QStringLiteral("login-limit"));
    // ...and an unknown name is counted alike, so the limit tells nothing about who exists.
    for (int i = 0; i < 3; ++i)
        QCOMPARE(code(accounts.login(QStringLiteral("Nobody"), right, home, false)),
                 QStringLiteral("wrong-login"));
    QCOMPARE(code(accounts.login(QStringLiteral("Nobody"), right, home, false)),
             QStringLiteral("login-limit"));
    // Another name is not held up.
    QCOMPARE(code(accounts.login(QStringLiteral("Bob"), right, home, false)), QString());
    // The window slides: once the first failure is a minute old, one more attempt may come.
    clock_.advance(60000 - 3000 - 1);
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right, home, false)),
             QStringLiteral("login-limit"));
    clock_.advance(1);
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right, home, false)), QString());
}

void TestAccounts::failedLoginsAreLimitedPerAddress() {
    FRESH_STORE(store);
    AccountLimits limits = fast();
    limits.failuresPerName = 100;
    limits.failuresPerAddress = 4;
    limits.failureWindowMs = 60000;
    Accounts accounts(*store, &clock_, limits);
    const QString right = QStringLiteral("correct horse");
    QVERIFY(accounts.registerAccount(QStringLiteral("Alice"), right, home, false).account);
    // Four wrong logins of four names from one address.
    for (int i = 0; i < 4; ++i)
        QCOMPARE(code(accounts.login(QStringLiteral("name%1").arg(i), right, away, false)),
                 QStringLiteral("wrong-login"));
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right, away, false)),
             QStringLiteral("login-limit"));
    // The same address written as IPv4 mapped into IPv6 is the same address.
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right,
                                 QHostAddress(QStringLiteral("::ffff:198.51.100.7")), false)),
             QStringLiteral("login-limit"));
    // Wrong tokens count against the address too.
    QCOMPARE(code(accounts.loginWithToken(QStringLiteral("00"), away)),
             QStringLiteral("login-limit"));
    // Another address logs in.
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right, home, false)), QString());
    clock_.advance(60000);
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), right, away, false)), QString());
}

void TestAccounts::registrationsAreLimitedPerAddress() {
    FRESH_STORE(store);
    AccountLimits limits = fast();
    limits.registrationsPerAddress = 2;
    limits.registrationWindowMs = 3600000;
    Accounts accounts(*store, &clock_, limits);
    const QString password = QStringLiteral("correct horse");
    QVERIFY(accounts.registerAccount(QStringLiteral("One"), password, home, false).account);
    QVERIFY(accounts.registerAccount(QStringLiteral("Two"), password, home, false).account);
    QCOMPARE(code(accounts.registerAccount(QStringLiteral("Three"), password, home, false)),
             QStringLiteral("login-limit"));
    QVERIFY(accounts.registerAccount(QStringLiteral("Three"), password, away, false).account);
    clock_.advance(3600000);
    QVERIFY(accounts.registerAccount(QStringLiteral("Four"), password, home, false).account);
}

void TestAccounts::namesAndAddressesAreBanned() {
    FRESH_STORE(store);
    Accounts accounts(*store, &clock_, fast());
    const QString password = QStringLiteral("correct horse");
    const auto alice = accounts.registerAccount(QStringLiteral("Alice"), password, home, true);
    QVERIFY(alice.account);
    QString error;
    // Banned as the operator typed it, full width and upper case: names compare folded.
    QVERIFY2(Accounts::ban(*store, BanKind::Name, QStringLiteral("ＡＬＩＣＥ"), true, &error),
             qPrintable(error));
    QVERIFY(Accounts::ban(*store, BanKind::Name, QStringLiteral("alice"), true, &error)); // twice
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), password, home, false)),
             QStringLiteral("banned"));
    QCOMPARE(code(accounts.loginWithToken(alice.account->token, home)), QStringLiteral("banned"));
    QCOMPARE(code(accounts.registerAccount(QStringLiteral("ａｌｉｃｅ"), password, home, false)),
             QStringLiteral("banned"));
    QVERIFY(Accounts::ban(*store, BanKind::Name, QStringLiteral("Alice"), false, &error));
    QCOMPARE(code(accounts.login(QStringLiteral("Alice"), password, home, false)), QString());

    QVERIFY(!accounts.addressBanned(home));
    QVERIFY(Accounts::ban(*store, BanKind::Address, QStringLiteral("192.0.2.0/24"), true, &error));
    QVERIFY(Accounts::ban(*store, BanKind::Address, QStringLiteral("2001:db8::1"), true, &error));
    QVERIFY(accounts.addressBanned(home));
    QVERIFY(accounts.addressBanned(QHostAddress(QStringLiteral("::ffff:192.0.2.200"))));
    QVERIFY(accounts.addressBanned(QHostAddress(QStringLiteral("2001:0db8:0::1"))));
    QVERIFY(!accounts.addressBanned(away));
    QVERIFY(!accounts.addressBanned(QHostAddress(QStringLiteral("2001:db8::2"))));
    QVERIFY(Accounts::ban(*store, BanKind::Address, QStringLiteral("192.0.2.0/24"), false, &error));
    QVERIFY(!accounts.addressBanned(home));
    QVERIFY(
        !Accounts::ban(*store, BanKind::Address, QStringLiteral("not an address"), true, &error));
    QVERIFY(error.contains(QLatin1String("not an address")));
}

void TestAccounts::namesAreUniqueUnderWidthAndCase() {
    FRESH_STORE(store);
    Accounts accounts(*store, &clock_, fast());
    const QString password = QStringLiteral("correct horse");
    QVERIFY(accounts.registerAccount(QStringLiteral("abc"), password, home, false).account);
    for (const QString& same : {QStringLiteral("ＡＢＣ"), QStringLiteral("ABC"),
                                QStringLiteral("ａｂｃ"), QStringLiteral("Abc")})
        QCOMPARE(code(accounts.registerAccount(same, password, away, false)),
                 QStringLiteral("name-taken"));
    // And the width and case of a login do not matter either.
    QCOMPARE(code(accounts.login(QStringLiteral("ＡＢＣ"), password, home, false)), QString());
    // Composed and decomposed é are one name.
    QVERIFY(accounts.registerAccount(QStringLiteral("Zoé"), password, home, false).account);
    QCOMPARE(code(accounts.registerAccount(QStringLiteral("ZOE") + QChar(0x0301), password, away,
                                           false)),
             QStringLiteral("name-taken"));
    // Other names are other accounts.
    QVERIFY(accounts.registerAccount(QStringLiteral("abd"), password, away, false).account);
    QVERIFY(accounts.registerAccount(QStringLiteral("张三"), password, away, false).account);
}

void TestAccounts::nameRules() {
    using server::accounts::displayName;
    using server::accounts::nameProblem;
    QVERIFY(nameProblem(displayName(QStringLiteral("a")))); // too short
    QVERIFY(!nameProblem(displayName(QStringLiteral("ab"))));
    QVERIFY(!nameProblem(displayName(QString(24, QLatin1Char('x')))));
    QVERIFY(nameProblem(displayName(QString(25, QLatin1Char('x'))))); // too long
    // Counted in characters: 24 mahjong tiles are 48 UTF-16 units, and one name.
    QString tiles;
    for (int i = 0; i < 24; ++i)
        tiles += QString::fromUtf8("🀄");
    QCOMPARE(tiles.size(), 48);
    QVERIFY(!nameProblem(displayName(tiles)));
    QVERIFY(nameProblem(displayName(tiles + QString::fromUtf8("🀄"))));
    // Controls and the marks that reorder text, zero-width characters, odd blanks.
    for (const char16_t c : {u'\u0007', u'\u202e', u'\u2066', u'\u200f', u'\u061c', u'\u200b',
                             u'\u200d', u'\u00a0', u'\u2028', u'\u3000', u'\ue000'})
        QVERIFY2(nameProblem(displayName(QStringLiteral("ab") + QChar(c) + QStringLiteral("cd"))),
                 qPrintable(QString::number(c, 16)));
    QVERIFY(nameProblem(displayName(QStringLiteral("a  b")))); // two spaces
    QVERIFY(!nameProblem(displayName(QStringLiteral("a b"))));
    QVERIFY(nameProblem(displayName(QStringLiteral("...")))); // nothing but punctuation
    QVERIFY(nameProblem(displayName(QStringLiteral("   "))));
    QVERIFY(nameProblem(QString(QChar(0xd800)) + QStringLiteral("ab"))); // half a pair
    QCOMPARE(server::accounts::foldedName(QStringLiteral("ＡＢＣ")), QStringLiteral("abc"));
}

void TestAccounts::tokensLogInUntilRevoked() {
    FRESH_STORE(store);
    Accounts accounts(*store, &clock_, fast());
    const QString password = QStringLiteral("correct horse");
    const auto made = accounts.registerAccount(QStringLiteral("Alice"), password, home, true);
    QVERIFY(made.account);
    const QString first = made.account->token;
    QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(first).hasMatch());
    const auto second = accounts.login(QStringLiteral("Alice"), password, away, true);
    QVERIFY(second.account);
    QVERIFY(second.account->token != first);
    // The store keeps digests only.
    auto q = store->run(QStringLiteral("SELECT token_hash FROM tokens"));
    int rows = 0;
    while (q && q->next()) {
        ++rows;
        QVERIFY(q->value(0).toString() != first);
        QVERIFY(q->value(0).toString() != second.account->token);
    }
    QCOMPARE(rows, 2);
    const auto back = accounts.loginWithToken(first, home);
    QVERIFY(back.account);
    QCOMPARE(back.account->name, QStringLiteral("Alice"));
    QVERIFY(back.account->token.isEmpty()); // the same token goes on
    QVERIFY(accounts.logout(made.account->id, first, false));
    QCOMPARE(code(accounts.loginWithToken(first, home)), QStringLiteral("bad-token"));
    QVERIFY(!accounts.logout(made.account->id, first, false)); // already revoked
    QCOMPARE(code(accounts.loginWithToken(second.account->token, home)), QString());
    // Everywhere: every token of the account.
    const auto third = accounts.login(QStringLiteral("Alice"), password, away, true);
    QVERIFY(accounts.logout(made.account->id, {}, true));
    QCOMPARE(code(accounts.loginWithToken(second.account->token, home)),
             QStringLiteral("bad-token"));
    QCOMPARE(code(accounts.loginWithToken(third.account->token, home)),
             QStringLiteral("bad-token"));
    QCOMPARE(code(accounts.loginWithToken(QStringLiteral("made up"), home)),
             QStringLiteral("bad-token"));
}

// With tokenDays set, a token is refused once it is older than that on the server's calendar,
// and a login with the password gives a new one that works again.
void TestAccounts::tokensExpireAfterTheirDays() {
    FRESH_STORE(store);
    AccountLimits limits = fast();
    limits.tokenDays = 30;
    Accounts accounts(*store, &clock_, limits);
    const qint64 day = 24 * 60 * 60 * 1000;
    qint64 today = qint64(1'800'000'000'000);
    accounts.setCalendar([&today] { return today; });
    const QString password = QStringLiteral("correct horse");
    const auto made = accounts.registerAccount(QStringLiteral("Alice"), password, home, true);
    QVERIFY(made.account);
    today += 30 * day; // the last day it is good
    QCOMPARE(code(accounts.loginWithToken(made.account->token, home)), QString());
    today += 1;
    const auto expired = accounts.loginWithToken(made.account->token, home);
    QCOMPARE(code(expired), QStringLiteral("bad-token"));
    QVERIFY(expired.error.message.contains(QStringLiteral("expired")));
    const auto again = accounts.login(QStringLiteral("Alice"), password, home, true);
    QVERIFY(again.account);
    QCOMPARE(code(accounts.loginWithToken(again.account->token, home)), QString());
    // Without a limit, tokens last until revoked, however old.
    accounts.setLimits(fast());
    QCOMPARE(code(accounts.loginWithToken(made.account->token, home)), QString());
}

void TestAccounts::migrationsApplyOnceAndTheFileIsPrivate() {
    const bool sqlite = QByteArray(QTest::currentDataTag()) == "sqlite";
    QString url;
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    if (!sqlite) {
        if (!postgres_->skipReason().isEmpty())
            QSKIP(qPrintable(postgres_->skipReason()));
        url = postgres_->createDatabase();
    }
    QString error;
    {
        auto store = Store::open(url, sqlite ? data : QString(), &error);
        QVERIFY2(store, qPrintable(error));
        QVERIFY(store->migrationsApplied() > 0);
        Accounts accounts(*store, &clock_, fast());
        QVERIFY(accounts
                    .registerAccount(QStringLiteral("Alice"), QStringLiteral("correct horse"), home,
                                     false)
                    .account);
    }
    auto again = Store::open(url, sqlite ? data : QString(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->migrationsApplied(), 0);
    Accounts accounts(*again, &clock_, fast());
    QCOMPARE(
        code(accounts.login(QStringLiteral("alice"), QStringLiteral("correct horse"), home, false)),
        QString());
    if (sqlite) {
        QCOMPARE(mode(again->filePath()), 0600u);
        // The write-ahead log SQLite keeps beside it is as private.
        const QString wal = again->filePath() + QStringLiteral("-wal");
        if (QFile::exists(wal))
            QCOMPARE(mode(wal), 0600u);
    }
}

void TestAccounts::theProtocolLogsInAndSeatsTheAccount() {
    server::TableCore core;
    core.setClock(&clock_);
    FRESH_STORE(store);
    core.setStore(std::move(store), fast());
    Member alice(core, home);
    QCOMPARE(alice.hello(QStringLiteral("typed")).value("type").toString(),
             QStringLiteral("welcome"));
    QString error;
    auto in = protocol::decodeAs<protocol::LoggedIn>(
        alice.ask(protocol::encode(protocol::RegisterRequest{
            QStringLiteral("Alice"), QStringLiteral("correct horse"), true})),
        &error);
    QVERIFY2(in, qPrintable(error));
    QCOMPARE(in->name, QStringLiteral("Alice"));
    QVERIFY(!in->token.isEmpty());
    // A seat taken now is the account's, whatever name is typed.
    const QString table =
        alice.ask({{"type", "create"}, {"game", "hakka"}, {"seats", 4}}).value("table").toString();
    QVERIFY(!table.isEmpty());
    QCOMPARE(alice.ask({{"type", "join"}, {"table", table}, {"seat", 0}, {"name", "Mallory"}})
                 .value("type")
                 .toString(),
             QStringLiteral("joined"));
    QCOMPARE(core.table(table)->seats[0].name, QStringLiteral("Alice"));
    QVERIFY(core.table(table)->seats[0].account > 0);

    // A request sent while a password is checked waits for its answer: the join that follows a
    // login at once is the account's.
    Member eager(core, away);
    eager.hello(QStringLiteral("eager"));
    eager.inbox.clear();
    core.handle(eager.c, protocol::encode(protocol::LoginRequest{
                             QStringLiteral("alice"), QStringLiteral("correct horse"), false}));
    core.handle(eager.c, {{"type", "join"}, {"table", table}, {"seat", 3}, {"id", 9}});
    QCOMPARE(eager.answer().value("type").toString(), QStringLiteral("logged-in"));
    const QJsonObject seated = eager.answer();
    QCOMPARE(seated.value("type").toString(), QStringLiteral("joined"));
    QCOMPARE(seated.value("id").toInt(), 9);
    QCOMPARE(core.table(table)->seats[3].name, QStringLiteral("Alice"));

    // Another connection logs in with the token, then out again: back to a guest.
    Member again(core, away);
    again.hello(QStringLiteral("guest"));
    auto back = protocol::decodeAs<protocol::LoggedIn>(
        again.ask(protocol::encode(protocol::LoginTokenRequest{in->token})), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->name, QStringLiteral("Alice"));
    QVERIFY(protocol::decodeAs<protocol::LoggedOut>(
        again.ask(protocol::encode(protocol::LogoutRequest{false}))));
    QCOMPARE(again.ask({{"type", "join"}, {"table", table}, {"seat", 1}}).value("type").toString(),
             QStringLiteral("joined"));
    QCOMPARE(core.table(table)->seats[1].name, QStringLiteral("guest"));
    QCOMPARE(core.table(table)->seats[1].account, 0);
    // The token was revoked by that logout.
    const QJsonObject refused = again.ask(protocol::encode(protocol::LoginTokenRequest{in->token}));
    QCOMPARE(refused.value("code").toString(), QStringLiteral("bad-token"));

    // A wrong password and an unknown name: one error on the wire too.
    const QJsonObject wrong = again.ask(protocol::encode(
        protocol::LoginRequest{QStringLiteral("Alice"), QStringLiteral("nope nope"), false}));
    const QJsonObject unknown = again.ask(protocol::encode(
        protocol::LoginRequest{QStringLiteral("Nobody"), QStringLiteral("nope nope"), false}));
    QCOMPARE(wrong.value("code").toString(), QStringLiteral("wrong-login"));
    QCOMPARE(wrong, unknown);
    // Malformed requests are refused field by field.
    QCOMPARE(again.ask({{"type", "login"}, {"name", "Alice"}, {"password", 7}})
                 .value("message")
                 .toString(),
             QStringLiteral("'login.password' must be a string"));
}

// Logins sent at once from one address: four wait for their check, the fifth is refused at
// once, before any check ended (nothing runs the event loop between them).
void TestAccounts::passwordWorkWaitingIsBounded() {
    server::TableCore core;
    core.setClock(&clock_);
    FRESH_STORE(store);
    core.setStore(std::move(store), fast());
    std::vector<std::unique_ptr<Member>> members;
    for (int i = 0; i < 5; ++i) {
        members.push_back(std::make_unique<Member>(core, home));
        members.back()->hello(QStringLiteral("m%1").arg(i));
        members.back()->inbox.clear();
        core.handle(members.back()->c,
                    protocol::encode(protocol::LoginRequest{
                        QStringLiteral("Nobody"), QStringLiteral("correct horse"), false}));
    }
    QCOMPARE(members[4]->inbox.size(), 1);
    QCOMPARE(members[4]->inbox.first().value("code").toString(), QStringLiteral("login-limit"));
    for (int i = 0; i < 4; ++i) // still being checked
        QVERIFY(members[i]->inbox.isEmpty());
    for (int i = 0; i < 4; ++i)
        QCOMPARE(members[i]->answer().value("code").toString(), QStringLiteral("wrong-login"));
    // Another address is not held up by those.
    Member other(core, away);
    other.hello(QStringLiteral("o"));
    QCOMPARE(other
                 .ask(protocol::encode(protocol::LoginRequest{
                     QStringLiteral("Nobody"), QStringLiteral("correct horse"), false}))
                 .value("code")
                 .toString(),
             QStringLiteral("wrong-login"));
}

// The seat's account is journaled: a server started again on the same data directory knows
// whose seat it is, and a guest's seat stays a guest's.
void TestAccounts::aRestoredSeatKeepsItsAccount() {
    QTemporaryDir dir;
    QString error;
    QString table;
    qint64 account = 0;
    {
        server::TableCore core;
        auto store = Store::open({}, dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        core.setStore(std::move(store), fast());
        QStringList problems;
        core.setDataDir(dir.path(), &problems);
        Member alice(core, home);
        alice.hello(QStringLiteral("typed"));
        QVERIFY(protocol::decodeAs<protocol::LoggedIn>(
            alice.ask(protocol::encode(protocol::RegisterRequest{
                QStringLiteral("Alice"), QStringLiteral("correct horse"), false}))));
        table = alice.ask({{"type", "create"}, {"game", "hakka"}, {"seats", 4}})
                    .value("table")
                    .toString();
        QCOMPARE(alice.ask({{"type", "join"}, {"table", table}, {"seat", 1}}).value("type"),
                 QJsonValue("joined"));
        Member guest(core, away);
        guest.hello(QStringLiteral("Bob"));
        QCOMPARE(guest.ask({{"type", "join"}, {"table", table}, {"seat", 2}}).value("type"),
                 QJsonValue("joined"));
        account = core.table(table)->seats[1].account;
        QVERIFY(account > 0);
    }
    server::TableCore again;
    QStringList problems;
    again.setDataDir(dir.path(), &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    QVERIFY(again.table(table));
    QCOMPARE(again.table(table)->seats[1].name, QStringLiteral("Alice"));
    QCOMPARE(again.table(table)->seats[1].account, account);
    QCOMPARE(again.table(table)->seats[2].name, QStringLiteral("Bob"));
    QCOMPARE(again.table(table)->seats[2].account, 0);
}

void TestAccounts::guestsPlayAsBeforeAndWithoutAStore() {
    server::TableCore core; // no store: guests only
    Member guest(core, home);
    guest.hello(QStringLiteral("张三"));
    QCOMPARE(guest
                 .ask(protocol::encode(protocol::LoginRequest{
                     QStringLiteral("Alice"), QStringLiteral("correct horse"), false}))
                 .value("code")
                 .toString(),
             QStringLiteral("no-accounts"));
    const QString table =
        guest.ask({{"type", "create"}, {"game", "hakka"}, {"seats", 4}}).value("table").toString();
    QCOMPARE(guest.ask({{"type", "join"}, {"table", table}, {"seat", 2}, {"name", "李四"}})
                 .value("type")
                 .toString(),
             QStringLiteral("joined"));
    QCOMPARE(core.table(table)->seats[2].name, QStringLiteral("李四"));
}

void TestAccounts::aBannedAddressIsRefusedAtHello() {
    server::TableCore core;
    FRESH_STORE(store);
    QString error;
    QVERIFY(Accounts::ban(*store, BanKind::Address, QStringLiteral("192.0.2.1"), true, &error));
    core.setStore(std::move(store), fast());
    Member banned(core, home);
    QCOMPARE(banned.hello(QStringLiteral("x")).value("code").toString(), QStringLiteral("banned"));
    QVERIFY(!banned.c->open());
    Member welcome(core, away);
    QCOMPARE(welcome.hello(QStringLiteral("y")).value("type").toString(),
             QStringLiteral("welcome"));
}

// Registers and logs in through a real paiju-server (with its own Argon2id cost), takes a seat,
// then reads every file of its data directory and everything it logged: the password must be in
// none of them, in UTF-8 or UTF-16. The operator's bans reach the running server too.
void TestAccounts::theServerNeverKeepsOrLogsAPassword() {
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("data"));
    const QString password = QString::fromUtf8("Hüpfburg 🐎 sesam-öffne-dich");
    QByteArray log;
    const auto start = [&](QProcess& server) -> quint16 {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("paiju.*=true"));
        server.setProcessEnvironment(env);
        server.start(QStringLiteral(PAIJU_SERVER_PATH),
                     {"--port", "0", "--bind", "127.0.0.1", "--data-dir", data});
        if (!server.waitForStarted())
            return 0;
        const QRegularExpression listening(QStringLiteral("listening on port (\\d+)"));
        QByteArray said;
        for (int i = 0; i < 300; ++i) {
            server.waitForReadyRead(100);
            said += server.readAllStandardError();
            const auto match = listening.match(QString::fromUtf8(said));
            if (match.hasMatch()) {
                log += said;
                return quint16(match.captured(1).toUInt());
            }
        }
        log += said;
        return 0;
    };
    QProcess server;
    const quint16 port = start(server);
    QVERIFY2(port, log.constData());
    QVERIFY(log.contains(QByteArray::number(qsizetype(server::store::migrations().size())) +
                         " migrations applied now"));
    QString token;
    {
        test::Client alice(port);
        QVERIFY(alice.greet());
        alice.send(
            protocol::encode(protocol::RegisterRequest{QStringLiteral("Alice"), password, false}));
        QCOMPARE(alice.next("logged-in").value("name").toString(), QStringLiteral("Alice"));
        alice.send(
            protocol::encode(protocol::LoginRequest{QStringLiteral("alice"), password, true}));
        token = alice.next("logged-in").value("token").toString();
        QVERIFY(!token.isEmpty());
        alice.send({{"type", "create"}, {"game", "hakka"}, {"seats", 4}});
        const QString table = alice.next("created").value("table").toString();
        alice.send({{"type", "join"}, {"table", table}, {"seat", 0}, {"name", password}});
        QCOMPARE(alice.next("joined").value("seat").toInt(), 0);
        alice.send({{"type", "chat"}, {"table", table}, {"text", "hello"}});
        QCOMPARE(alice.next("chat").value("name").toString(), QStringLiteral("Alice"));
        // A wrong password, logged by nobody either.
        alice.send(protocol::encode(protocol::LoginRequest{QStringLiteral("Alice"),
                                                           password + QStringLiteral("x"), false}));
        QCOMPARE(alice.next("error").value("code").toString(), QStringLiteral("wrong-login"));
    }
    // The operator bans the name while the server runs: its token no longer logs in.
    QProcess ban;
    ban.start(QStringLiteral(PAIJU_SERVER_PATH), {"--data-dir", data, "--ban-name", "ALICE"});
    QVERIFY(ban.waitForFinished(60000));
    QCOMPARE(ban.exitCode(), 0);
    log += ban.readAllStandardError() + ban.readAllStandardOutput();
    {
        test::Client again(port);
        QVERIFY(again.greet());
        again.send(protocol::encode(protocol::LoginTokenRequest{token}));
        QCOMPARE(again.next("error").value("code").toString(), QStringLiteral("banned"));
    }
    // And bans the address: a new connection is refused at its hello.
    ban.start(QStringLiteral(PAIJU_SERVER_PATH),
              {"--data-dir", data, "--ban-address", "127.0.0.1"});
    QVERIFY(ban.waitForFinished(60000));
    QCOMPARE(ban.exitCode(), 0);
    {
        test::Client refused(port);
        refused.send({{"type", "hello"}, {"version", protocol::protocolVersion}, {"client", "x"}});
        QCOMPARE(refused.next("error").value("code").toString(), QStringLiteral("banned"));
    }
    server.terminate();
    QVERIFY(server.waitForFinished(30000));
    log += server.readAllStandardError() + server.readAllStandardOutput();
    QCOMPARE(mode(data + QStringLiteral("/paiju.sqlite")), 0600u);

    // A second start applies no migration.
    QProcess second;
    const qsizetype before = log.size();
    QVERIFY(start(second));
    QVERIFY(log.mid(before).contains("0 migrations applied now"));
    second.terminate();
    QVERIFY(second.waitForFinished(30000));
    log += second.readAllStandardError();

    const QByteArray utf8 = password.toUtf8();
    const QByteArray utf16(reinterpret_cast<const char*>(password.utf16()),
                           password.size() * qsizetype(sizeof(char16_t)));
    QStringList files;
    QDirIterator it(data, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        const QByteArray bytes = file.readAll();
        QVERIFY2(!bytes.contains(utf8) && !bytes.contains(utf16), qPrintable(file.fileName()));
        files << QFileInfo(file).fileName();
    }
    QVERIFY2(files.contains(QStringLiteral("paiju.sqlite")), qPrintable(files.join(' ')));
    QVERIFY2(log.contains("listening on port"), log.constData()); // the log was captured
    QVERIFY(!log.contains(utf8));
    QVERIFY(!log.contains(utf16));
}

QTEST_GUILESS_MAIN(TestAccounts)
#include "tst_accounts.moc"
