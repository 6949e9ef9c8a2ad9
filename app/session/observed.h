#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace paiju::session {

// One event of an observation's log (docs/observations.md §3), read by name.
class ObservedEvent {
public:
    ObservedEvent() = default;
    explicit ObservedEvent(QJsonObject event) : e_(std::move(event)) {}

    bool isEmpty() const { return e_.isEmpty(); }
    QString type() const;
    int seat() const; // -1: the event names no seat
    QString text() const;
    // `values[i]`, or `otherwise` when the event has fewer.
    int value(int i, int otherwise = 0) const;
    QJsonArray values() const;
    const QJsonObject& json() const { return e_; }

private:
    QJsonObject e_;
};

// An observation read by name (docs/observations.md): the common frame of §2, its log, and the
// few fields that several games share. The app's generic code reads observations through this,
// so that a field's key and its default are written once; a game's own fields are its module's.
class Observed {
public:
    explicit Observed(QJsonObject observation) : o_(std::move(observation)) {}

    QString game() const;
    int viewer() const; // -1: a spectator
    QString phase() const;
    bool matchOver() const; // the phase `match-over`
    QJsonArray seats() const;
    int seatCount() const;
    QJsonObject seat(int s) const; // empty for a seat that is not there
    // The seat's own cards (the viewer's entry only has them) and how many it holds.
    QStringList hand(int s) const;
    int handCount(int s) const;
    QList<int> scores() const;
    QList<int> awaiting() const;
    QStringList legal() const;
    QJsonArray log() const;
    int logSize() const;
    ObservedEvent event(int i) const; // empty when there is none
    ObservedEvent lastEvent() const;
    // Which hand of the match this is: the top-level `hand` number, or Tichu's `round`; the key
    // changes when a new hand (or round) is dealt.
    QString handKey() const;
    int handNumber() const; // -1: not told
    // Shared by several games: the card on offer (`current.card`, or a top-level `card`), the
    // cards left in the stock, and whether the viewer is giving cards now (Tichu's passing).
    QString cardInPlay() const;
    int stockCount() const;
    bool mayGive() const;
    const QJsonObject& json() const { return o_; }

private:
    QJsonObject o_;
};

} // namespace paiju::session
