#pragma once

// A test client of the table server, shared by the server tests.
#include "protocol/frame_codec.h"
#include "protocol/messages.h"
#include "server/table_server.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QTcpSocket>
#include <QTimer>
#include <functional>

namespace paiju::test {

// A test client: sends frames, collects the messages it receives, and can play its seats by
// answering every view that awaits it with the first legal action.
class Client : public QObject {
public:
    explicit Client(quint16 port) {
        connect(&socket, &QTcpSocket::readyRead, this, [this] {
            const QByteArray bytes = socket.readAll();
            raw += bytes;
            for (const QJsonObject& m : decoder.feed(bytes)) {
                inbox.append(m);
                const QString type = m.value("type").toString();
                if (type == "view") { // with the whole observation, log and all
                    QJsonObject whole = m;
                    whole.insert("observation", protocol::wholeObservation(
                                                    lastView.value("observation").toObject(), m));
                    lastView = whole;
                    toAnswer_ = m.value("awaited").toBool() ? m : QJsonObject{};
                }
                if ((type == "ok" || type == "error") && !acting_.isEmpty() &&
                    m.value("id").toString() == acting_)
                    acting_.clear();
                if (autoplay && acting_.isEmpty() && !toAnswer_.isEmpty())
                    play(std::exchange(toAnswer_, {}));
            }
        });
        socket.connectToHost(QHostAddress::LocalHost, port);
    }
    void send(const QJsonObject& m) { socket.write(protocol::encodeFrame(m)); }
    void sendRaw(const QByteArray& bytes) { socket.write(bytes); }

    // Waits (running the event loop) for the next message of a type; it is removed from the inbox.
    QJsonObject next(const QString& type, int ms = 60000) {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < ms) {
            for (int i = 0; i < inbox.size(); ++i)
                if (inbox[i].value("type") == type)
                    return inbox.takeAt(i);
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        }
        return {};
    }
    bool greet() {
        send(QJsonObject{
            {"type", "hello"}, {"version", protocol::protocolVersion}, {"client", "test"}});
        return next("welcome").value("version").toInt() == protocol::protocolVersion;
    }

    QTcpSocket socket;
    protocol::FrameDecoder decoder;
    QList<QJsonObject> inbox;
    QByteArray raw;
    QJsonObject lastView;
    // Answers the newest view that awaits the seat, one action at a time: a view that comes
    // while an action is on its way waits for the server's answer to it (its `ok` or `error`,
    // told by the action's id; the views the action brought come before it), and a view a newer
    // one replaced is never answered. So the client sends no action for a view that is already
    // stale when it reads it, as a person at a screen would not.
    bool autoplay = false;
    // Whether an action of the autoplay is on its way (sent, not answered yet).
    bool acting() const { return !acting_.isEmpty(); }

private:
    void play(const QJsonObject& m) {
        // Pass when allowed: a Hakka dealer who always calls keeps the deal for ever (§11), and
        // the match would not end.
        const QJsonArray legal = m.value("legal").toArray();
        if (legal.isEmpty())
            return;
        const QJsonObject obs = m.value("observation").toObject();
        QJsonValue action = legal.contains(QJsonValue("pass")) ? QJsonValue("pass") : legal.first();
        if (legal.contains(QJsonValue("nogrand")))
            action = "nogrand";
        if (obs.value("mayGive").toBool()) {
            // Tichu's passing is one flag: any three of one's cards.
            const QJsonArray hand = obs.value("seats")
                                        .toArray()
                                        .at(m.value("seat").toInt())
                                        .toObject()
                                        .value("hand")
                                        .toArray();
            action = QStringLiteral("give right=%1 partner=%2 left=%3")
                         .arg(hand[0].toString(), hand[1].toString(), hand[2].toString());
        }
        acting_ = QStringLiteral("autoplay-%1").arg(++acts_);
        send(QJsonObject{
            {"type", "act"}, {"table", m.value("table")}, {"action", action}, {"id", acting_}});
    }

    QJsonObject toAnswer_; // the newest view, when it awaits the seat and is not answered yet
    QString acting_;       // the id of the action on its way
    int acts_ = 0;
};

// A table made with `create`'s settings (game, seats, times), the client in seat 0 and a bot in
// every other seat, not started yet: its id and the seat's token, both empty when a step failed.
struct AmongBots {
    QString table;
    QString token;
};
inline AmongBots sitAmongBots(Client& c, QJsonObject create) {
    create.insert(QStringLiteral("type"), QStringLiteral("create"));
    c.send(create);
    AmongBots seated;
    seated.table = c.next("created").value("table").toString();
    if (seated.table.isEmpty())
        return {};
    c.send(QJsonObject{{"type", "join"}, {"table", seated.table}, {"seat", 0}});
    seated.token = c.next("joined").value("token").toString();
    if (seated.token.isEmpty())
        return {};
    for (int seat = 1; seat < create.value(QStringLiteral("seats")).toInt(); ++seat)
        c.send(QJsonObject{{"type", "add-bot"}, {"table", seated.table}, {"seat", seat}});
    return seated;
}

inline bool runUntil(const std::function<bool()>& done, int ms = 60000) {
    QEventLoop loop;
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    poll.start(5);
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return done();
}

// Clients driven by bots act far faster than people: the rate limit must not stop them.
inline server::ServerLimits botSpeed() {
    server::ServerLimits limits;
    limits.messagesPerSecond = 100000;
    limits.burst = 100000;
    return limits;
}

} // namespace paiju::test
