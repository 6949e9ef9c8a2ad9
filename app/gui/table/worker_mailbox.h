#pragma once

#include <QMetaObject>
#include <QObject>
#include <atomic>
#include <memory>
#include <mutex>

namespace paiju::gui {

// Where a worker thread leaves its answers for a window that may close before it finishes: the
// window clears `owner` when it goes (under the lock), and an answer for nobody is dropped. A
// queued call to an owner deleted later is dropped by Qt with the owner's events. `cancel` asks a
// long job to stop at its next step.
struct WorkerMailbox {
    std::mutex lock;
    QObject* owner = nullptr;
    std::atomic<bool> cancel{false};

    explicit WorkerMailbox(QObject* o) : owner(o) {}
    void close() {
        cancel = true;
        const std::lock_guard<std::mutex> guard(lock);
        owner = nullptr;
    }
    template <class F> void post(F&& answer) {
        const std::lock_guard<std::mutex> guard(lock);
        if (owner)
            QMetaObject::invokeMethod(owner, std::forward<F>(answer), Qt::QueuedConnection);
    }
};

} // namespace paiju::gui
