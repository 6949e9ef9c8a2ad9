#pragma once

#include <QString>
#include <optional>

namespace paiju::server::accounts {

// The shortest and longest account name, in characters (Unicode code points, not UTF-16 units).
constexpr int minNameCharacters = 2;
constexpr int maxNameCharacters = 24;

// An account name as it is shown: blanks trimmed at both ends, and in Unicode's composed form
// (NFC), so that one name typed on two keyboards is stored alike.
QString displayName(const QString& typed);

// Why a name cannot be an account's (a sentence for the person who typed it), or nullopt when it
// may be. A name is `minNameCharacters` to `maxNameCharacters` characters of letters, marks,
// digits, punctuation, symbols and single spaces: no control characters, no invisible formatting
// (the marks that reorder text among them), no other blanks, no unassigned or private-use code
// points, and something besides punctuation and spaces.
std::optional<QString> nameProblem(const QString& display);

// The key names are compared by: compatibility-normalized (NFKC: the full-width "ＡＢＣ" is
// "ABC"), case folded, and normalized again (folding can undo the composed form). Two names with
// one key are one name.
QString foldedName(const QString& display);

} // namespace paiju::server::accounts
