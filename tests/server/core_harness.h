#pragma once

// Clients of a TableCore in the same process, on a clock that moves only when the test moves it:
// every message a client receives is kept with the clock's time when the server sent it, so that
// the timing of claim windows, turn timers and views is checked exactly, whatever the load.
#include "protocol/frame_codec.h"
#include "server/table_core.h"
#include "session/clock.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace paiju::test {

struct Received {
    qint64 at = 0;    // on the test's clock, when the server sent it
    QByteArray bytes; // the message as sent
    QJsonObject json;
    QString type() const { return json.value("type").toString(); }
};

// Whether a view asks its seat in a claim window, read from the view itself: a four-color card
// open to claims, a zipai claim on a shown card (a win offered with no card shown is a turn of
// the seat's own), the last chance to bomb a Tichu trick.
inline bool askedInWindow(const QJsonObject& view, const QJsonObject& observation) {
    if (!view.value("awaited").toBool())
        return false;
    const QString phase = observation.value("phase").toString();
    if (observation.value("game") == "zipai")
        return (phase == "hu" || phase == "peng" || phase == "chi") &&
               !observation.value("card").toString().isEmpty();
    if (observation.value("game") == "tichu")
        return view.value("legal").toArray().contains(QJsonValue("nobomb"));
    return phase == "claim";
}

class Member;

class MemberPeer : public server::Peer {
public:
    MemberPeer(Member& member, const session::Clock& clock) : member_(member), clock_(clock) {}
    bool isOpen() const override { return open; }
    void send(const QByteArray& message) override;
    void close() override { open = false; }
    bool open = true;

private:
    Member& member_;
    const session::Clock& clock_;
};

// One client: keeps what it receives and, given a policy, answers the newest view that awaits
// it (from the test's loop, never from inside the server's send).
class Member {
public:
    Member(server::TableCore& core, session::ManualClock& clock) : core_(core), clock_(clock) {
        auto peer = std::make_unique<MemberPeer>(*this, clock);
        peer_ = peer.get();
        connection_ = core.attach(std::move(peer));
    }
    void send(const QJsonObject& m) { core_.handle(connection_, m); }
    void greet(const QString& name = QStringLiteral("test")) {
        send(QJsonObject{
            {"type", "hello"}, {"version", protocol::protocolVersion}, {"client", name}});
    }
    void drop() { core_.lose(connection_); }

    // The action to answer a view with (the whole observation given); empty: none.
    std::function<QString(const QJsonObject& view, const QJsonObject& observation)> policy;
    int windowAnswerMs = 0; // how long it takes to answer in a claim window
    std::vector<Received> got;
    QJsonObject observation; // the whole observation of the last view
    int seat = -1;

    void receive(qint64 at, const QByteArray& bytes) {
        Received r{at, bytes, QJsonDocument::fromJson(bytes).object()};
        // A seated member that also watches its table keeps its seat's view, not the rail's.
        if (r.type() == "view" && !(r.json.value("seat").toInt() < 0 && seat >= 0)) {
            seat = r.json.value("seat").toInt();
            QJsonObject whole = r.json.value("observation").toObject();
            const int from = r.json.value("logFrom").toInt();
            if (from > 0) {
                QJsonArray log = observation.value("log").toArray();
                while (log.size() > from)
                    log.removeLast();
                for (const QJsonValue& e : whole.value("log").toArray())
                    log.append(e);
                whole.insert("log", log);
            }
            observation = whole;
            toAnswer_ = r.json.value("awaited").toBool() ? r.json : QJsonObject{};
        }
        got.push_back(std::move(r));
    }
    // Sends the answer to the newest view that awaits it; true when it sent one.
    bool play() {
        if (toAnswer_.isEmpty() || !policy)
            return false;
        const QJsonObject view = std::exchange(toAnswer_, {});
        const QString action = policy(view, observation);
        if (action.isEmpty())
            return false;
        // Answers in a claim window are told apart by their id, for checks of what others see.
        const bool asked = askedInWindow(view, observation);
        const QString id = asked ? QStringLiteral("window-%1").arg(++answersSent_)
                                 : QStringLiteral("turn-%1").arg(++acts_);
        const QJsonObject act{
            {"type", "act"}, {"table", view.value("table")}, {"action", action}, {"id", id}};
        if (asked && windowAnswerMs > 0) {
            auto timer = std::make_unique<session::Timer>();
            timer->setClock(&clock_);
            QObject::connect(timer.get(), &session::Timer::timeout, [this, act] {
                answers.push_back(clock_.now());
                send(act);
            });
            timer->start(windowAnswerMs);
            timers_.push_back(std::move(timer));
            return false;
        }
        if (asked)
            answers.push_back(clock_.now());
        send(act);
        return true;
    }
    std::vector<Received> ofType(const QString& type) const {
        std::vector<Received> out;
        for (const Received& r : got)
            if (r.type() == type)
                out.push_back(r);
        return out;
    }
    server::Connection* connection() const { return connection_; }
    std::vector<qint64> answers; // when it answered in claim windows

private:
    server::TableCore& core_;
    session::ManualClock& clock_;
    std::vector<std::unique_ptr<session::Timer>> timers_;
    MemberPeer* peer_ = nullptr;
    server::Connection* connection_ = nullptr;
    QJsonObject toAnswer_;
    int acts_ = 0;
    int answersSent_ = 0;
};

inline void MemberPeer::send(const QByteArray& message) {
    member_.receive(clock_.now(), message);
}

// Lets every member answer what awaits it, over and over, until nobody has anything to answer.
inline void settle(const std::vector<Member*>& members) {
    for (int round = 0; round < 100000; ++round) {
        QCoreApplication::processEvents();
        bool any = false;
        for (Member* m : members)
            any = m->play() || any;
        if (!any)
            return;
    }
}

// Plays on, moving the clock from deadline to deadline, until it would pass `until` (or no timer
// runs).
inline void runUntil(session::ManualClock& clock, const std::vector<Member*>& members,
                     qint64 until) {
    settle(members);
    for (;;) {
        const qint64 next = clock.nextDeadline();
        if (next < 0 || next > until)
            break;
        clock.advanceToNext();
        settle(members);
    }
    if (clock.now() < until)
        clock.advance(until - clock.now());
}

// Plays on until the table's match is kept: bots think on other threads, so their moves come
// when they come, and the members answer as they do.
inline bool playToTheEnd(server::TableCore& core, const QString& table,
                         const std::vector<Member*>& members) {
    return QTest::qWaitFor(
        [&] {
            settle(members);
            const server::Table* t = core.table(table);
            return t && t->match > 0;
        },
        120000);
}

} // namespace paiju::test
