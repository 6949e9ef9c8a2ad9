#pragma once

#include "observation_writer.h"
#include "session/bot_agent.h"
#include "session/clock.h"

#include <QByteArray>
#include <functional>
#include <limits>
#include <memory>

namespace paiju::server {

// What one viewer (a seat, or a table's spectators) was sent last: enough to tell whether a view
// shows it anything new. A view that does not (an answer in a claim window, another seat's sealed
// declaration) is not sent, so that not even its timing tells anything.
struct SentView {
    quint64 version = 0;
    QByteArray observation; // without its log, as sent
    bool awaited = false;
    bool inWindow = false;
    int logLength = 0;

    bool same(const session::SeatView& view, const QByteArray& observationJson) const;
    // Keeps the observation as sent, and leaves the one kept before in `observationJson`: its
    // room is used again for the next view.
    void note(const session::SeatView& view, QByteArray& observationJson);
};

// A seat played over the network. Every view goes to the player as a `view` message. When the
// player lets the turn timer run out, a stand-in bot takes the seat and plays every turn of it at
// once, until the player is back (takeBack(): the player says so, acts, or reconnects).
class RemoteAgent : public session::SeatAgent {
    Q_OBJECT
public:
    // Sends a message written as JSON.
    using Send = std::function<void(const QByteArray&)>;
    // `writer` is the table's, shared by its seats; it outlives the agent.
    // The turn timer runs on `clock` (nullptr: the system's).
    RemoteAgent(QString table, Send send, std::unique_ptr<session::BotAgent> standIn, int turnMs,
                ObservationWriter* writer, session::Clock* clock = nullptr);

    void show(const session::SeatView& view) override;
    bool takesDeltas() const override { return true; }
    void setConnected(bool connected);
    bool takenOver() const { return takenOver_; }
    // The player is back: the stand-in stops, and a turn waiting for the seat gets its clock.
    void takeBack();
    // An action of the seat was applied: its turn is over, and its timer stops. A view of the
    // seat shown again before the next one (a reconnect while a claim window holds the table)
    // starts no timer.
    void acted();
    // Views are numbered on from `last`, and before a view's number goes past what `reserve`
    // last returned, `reserve` is called with it and returns the highest number it may reach:
    // a server that journals the numbers it reserved never numbers a view lower after a restart.
    void numberFrom(qint64 last, std::function<qint64(qint64)> reserve);
    // Without a hold (windowMs 0) a claim window's question runs on the seat's turn timer, for the
    // table would wait for an absent player for ever. When it runs out there, `decline` gives the
    // answer that declines (empty: the table is not in a window) and the seat declines quietly:
    // calling the stand-in would tell everyone at the table that the seat was asked. Until its
    // player is back, its later claim questions are declined at once, as quietly; its own turns
    // keep their clock, and the stand-in is called, and told, when one runs out.
    void declineWindowsWith(std::function<QString()> decline) {
        windowDecline_ = std::move(decline);
    }
    // What is left of the seat's turn timer; -1 when it does not run.
    qint64 timeLeftMs() const { return turnTimer_.isActive() ? turnTimer_.remainingTime() : -1; }

    // A `view` message, written straight to JSON: `seq` numbers the views one seat (or the
    // spectators) was sent, `timeLeftMs` (>= 0) is what remains of the seat's turn timer, and the
    // observation's `log` holds the view's new events from `logFrom` on (docs/protocol.md).
    static QByteArray viewMessage(const QString& table, const session::SeatView& view,
                                  const QByteArray& observationJson, qint64 seq, qint64 timeLeftMs);

signals:
    // The seat's turn timer started with this long to run: the others at the table are told.
    void turnStarted(qint64 timeLeftMs);
    // The stand-in began (true) or stopped (false) playing the seat.
    void standInChanged(bool playing);

private:
    void turnTimedOut();
    bool declineWindow(); // the seat's claim question, declined; false when it is not one

    QString table_;
    Send send_;
    ObservationWriter* writer_;
    session::BotAgent* standIn_;
    session::Timer turnTimer_;
    session::SeatView last_; // without its events
    SentView sent_;
    QByteArray scratch_; // where a view's observation is written: the last but one sent
    qint64 seq_ = 0;
    qint64 reserved_ = std::numeric_limits<qint64>::max();
    std::function<qint64(qint64)> reserve_;
    std::function<QString()> windowDecline_;
    bool acted_ = false;         // the seat acted since its last view
    bool awayInWindows_ = false; // a claim question ran out: the next ones are declined at once
    bool connected_ = true;
    bool takenOver_ = false;
};

} // namespace paiju::server
