#pragma once

#include "text_template.h"

#include <string>
#include <vector>

namespace paiju {

// Why an action was refused, as data: a key naming the kind of refusal and its arguments (seats,
// card tokens, ranks, the action), so that an app can say it in its own language with the table's
// names. The engine gives its refusals in English (`ApplyResult::error`), which the CLI, the
// server and replay reports print unchanged; `parse` reads the key and arguments back from that
// text (core/text_template.h) and `text` writes it, byte for byte. A game that writes a new
// refusal adds its template here.
struct Refusal {
    std::string key; // e.g. "tichu.not-held"; empty when no template matches
    std::vector<std::string> args;

    static Refusal parse(const std::string& text);
    std::string text() const;
    static const TextTemplates& templates();
};

} // namespace paiju
