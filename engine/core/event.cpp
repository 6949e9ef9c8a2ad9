#include "event.h"

#include <mutex>
#include <set>

namespace paiju {

const std::string* EventType::keep(std::string_view text) {
    // A set never moves its strings, so the pointers handed out stay valid; a mutex, as matches
    // may be played and loaded on several threads at once.
    static std::mutex mutex;
    static std::set<std::string, std::less<>> kept;
    const std::lock_guard lock(mutex);
    auto it = kept.find(text);
    if (it == kept.end())
        it = kept.emplace(text).first;
    return &*it;
}

} // namespace paiju
