#pragma once

#include <string>
#include <utility>
#include <vector>

namespace paiju {

// English sentences written from templates, read back as a key and arguments so that an app can
// say them in its own language (LedgerLine, Refusal). A template's placeholders:
//   %s a seat ("seat 2", the argument is 2)    %t a team ("team A", the argument is A)
//   %n a number                                %c a card token
//   %l card tokens separated by spaces         %r a rank (2…9, T, J, Q, K, A, 10)
//   %a an action in the notation               %p a phase of the notation
//   %x any other text (a name, a word of the notation)
using TextTemplates = std::vector<std::pair<std::string, std::string>>;

struct TemplatedText {
    std::string key; // empty when no template matches the text
    std::vector<std::string> args;
};

// The key and arguments of the first template `text` matches, or an empty key and the text.
TemplatedText parseTemplated(const TextTemplates& templates, const std::string& text);
// The English text of `key` with its arguments; for an unknown key, the arguments joined.
std::string writeTemplated(const TextTemplates& templates, const std::string& key,
                           const std::vector<std::string>& args);
// The template of `key`, or empty.
const std::string& templateOf(const TextTemplates& templates, const std::string& key);

} // namespace paiju
