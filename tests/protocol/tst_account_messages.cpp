// The account messages: each request and answer survives encode and decode, and a malformed
// request is refused with the field it got wrong.

#include "protocol/account_messages.h"
#include "protocol/server_messages.h"

#include <QJsonDocument>
#include <QTest>

using namespace paiju::protocol;

namespace {

QJsonObject parse(const char* json) {
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestAccountMessages : public QObject {
    Q_OBJECT

private slots:
    void requestsRoundTrip() {
        const AccountRequest requests[] = {
            RegisterRequest{QStringLiteral("张三"), QStringLiteral("correct horse"), true},
            LoginRequest{QStringLiteral("Alice"), QStringLiteral("pw pw pw pw"), false},
            LoginTokenRequest{QStringLiteral("9f3c")},
            LogoutRequest{true},
        };
        for (const AccountRequest& request : requests) {
            const QJsonObject wire = encode(request);
            QVERIFY(isAccountRequest(wire));
            QVERIFY2(!checkClientMessage(wire), qPrintable(QJsonDocument(wire).toJson()));
            ProtocolError error;
            const auto back = decodeAccountRequest(wire, &error);
            QVERIFY2(back, qPrintable(error.message));
            QVERIFY(*back == request);
        }
    }

    void answersRoundTrip() {
        const LoggedIn withToken{QStringLiteral("Alice"), QStringLiteral("ab12")};
        QCOMPARE(decodeAs<LoggedIn>(encode(withToken)), withToken);
        const LoggedIn without{QStringLiteral("Alice"), {}};
        QVERIFY(!encode(without).contains(QStringLiteral("token")));
        QCOMPARE(decodeAs<LoggedIn>(encode(without)), without);
        QVERIFY(decodeAs<LoggedOut>(encode(LoggedOut{})));
        QString error;
        QVERIFY(!decodeServerMessage(parse(R"({"type":"logged-in"})"), &error));
        QCOMPARE(error, QStringLiteral("'logged-in' needs 'name'"));
        QVERIFY(
            !decodeServerMessage(parse(R"({"type":"logged-in","name":"a","token":3})"), &error));
        QCOMPARE(error, QStringLiteral("'logged-in.token' must be a string"));
    }

    void malformedRequestsAreRefusedFieldByField_data() {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("no name") << QByteArray(R"({"type":"register","password":"x"})")
                                 << "bad-field"
                                 << "'register' needs 'name'";
        QTest::newRow("number password")
            << QByteArray(R"({"type":"login","name":"a","password":1})") << "bad-field"
            << "'login.password' must be a string";
        QTest::newRow("stay not bool")
            << QByteArray(R"({"type":"login","name":"a","password":"p","stay":"yes"})")
            << "bad-field"
            << "'login.stay' must be true or false";
        QTest::newRow("long password") << QByteArray(R"({"type":"login","name":"a","password":")") +
                                              QByteArray(129, 'x') + QByteArray(R"("})")
                                       << "bad-field"
                                       << "'login.password' is longer than 128 characters";
        QTest::newRow("no token") << QByteArray(R"({"type":"login-token"})") << "bad-field"
                                  << "'login-token' needs 'token'";
        QTest::newRow("everywhere")
            << QByteArray(R"({"type":"logout","everywhere":1})") << "bad-field"
            << "'logout.everywhere' must be true or false";
        QTest::newRow("not account") << QByteArray(R"({"type":"join"})") << "unknown-type"
                                     << "'join' is no account request";
    }
    void malformedRequestsAreRefusedFieldByField() {
        QFETCH(QByteArray, json);
        QFETCH(QString, code);
        QFETCH(QString, message);
        ProtocolError error;
        QVERIFY(!decodeAccountRequest(QJsonDocument::fromJson(json).object(), &error));
        QCOMPARE(error.code, code);
        QCOMPARE(error.message, message);
        // The generic check agrees on the kind of refusal for the account types.
        if (code == QLatin1String("bad-field"))
            QCOMPARE(checkClientMessage(QJsonDocument::fromJson(json).object())
                         .value_or(ProtocolError{})
                         .code,
                     code);
    }

    // An old client is told to update, in words that name both versions.
    void anOldClientIsToldToUpdate() {
        const auto old = checkHello(parse(R"({"type":"hello","version":3,"client":"c"})"));
        QVERIFY(old);
        QCOMPARE(old->code, QStringLiteral("bad-version"));
        QVERIFY2(old->message.contains(QStringLiteral("update Paiju")), qPrintable(old->message));
        QVERIFY(old->message.contains(QStringLiteral("version %1").arg(protocolVersion)));
        QVERIFY(old->message.contains(QStringLiteral("client 3")));
    }
};

QTEST_GUILESS_MAIN(TestAccountMessages)
#include "tst_account_messages.moc"
