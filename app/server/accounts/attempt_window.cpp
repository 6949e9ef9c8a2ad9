#include "attempt_window.h"

#include "session/clock.h"

namespace paiju::server::accounts {

bool AttemptWindow::full(const QString& key, const session::Clock& clock) {
    const qint64 now = clock.now();
    forgetOld(now);
    auto it = events_.find(key);
    if (it == events_.end())
        return false;
    while (!it->empty() && it->front() <= now - windowMs_)
        it->pop_front();
    return int(it->size()) >= limit_;
}

void AttemptWindow::add(const QString& key, const session::Clock& clock) {
    const qint64 now = clock.now();
    forgetOld(now);
    std::deque<qint64>& times = events_[key];
    times.push_back(now);
    while (int(times.size()) > limit_)
        times.pop_front();
}

qint64 AttemptWindow::waitMs(const QString& key, const session::Clock& clock) const {
    const auto it = events_.constFind(key);
    if (it == events_.cend() || it->empty())
        return 0;
    return std::max<qint64>(0, it->front() + windowMs_ - clock.now());
}

void AttemptWindow::forgetOld(qint64 now) {
    // Once a window at the most: a key's events all left it, the key goes.
    if (now - swept_ < windowMs_ && events_.size() < 100000)
        return;
    swept_ = now;
    for (auto it = events_.begin(); it != events_.end();)
        if (it->empty() || it->back() <= now - windowMs_)
            it = events_.erase(it);
        else
            ++it;
}

} // namespace paiju::server::accounts
