#pragma once

#include <QHash>
#include <QString>
#include <deque>

namespace paiju::session {
class Clock;
}

namespace paiju::server::accounts {

// Counts events per key (a name, an address) over a sliding window of time on a Clock: how many
// happened in the last `windowMs`, whatever the moment. Each key keeps its events' times, at most
// `limit` of them (more are never needed to tell whether the limit is reached), and a key whose
// events are all older than the window is forgotten, so memory stays bounded by the keys seen in
// one window.
class AttemptWindow {
public:
    AttemptWindow(int limit, qint64 windowMs) : limit_(limit), windowMs_(windowMs) {}

    // Whether `key` has had `limit` events within the window up to now.
    bool full(const QString& key, const session::Clock& clock);
    void add(const QString& key, const session::Clock& clock);
    void clear(const QString& key) { events_.remove(key); }
    // When the oldest event of a full key leaves the window: how long to wait, in ms.
    qint64 waitMs(const QString& key, const session::Clock& clock) const;
    int keys() const { return int(events_.size()); }

private:
    void forgetOld(qint64 now); // every key's events older than the window

    int limit_;
    qint64 windowMs_;
    qint64 swept_ = 0; // when forgetOld last ran
    QHash<QString, std::deque<qint64>> events_;
};

} // namespace paiju::server::accounts
