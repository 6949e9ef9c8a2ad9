#pragma once

#include <QByteArray>
#include <QString>
#include <cstddef>

namespace paiju::server::accounts {

// How much work a password's hash costs: libsodium's Argon2id limits. The defaults are its
// "interactive" ones (64 MiB, 2 passes); tests of the accounts' logic may choose the least.
struct PasswordCost {
    unsigned long long operations;
    std::size_t memory;
    static PasswordCost interactive();
    static PasswordCost least();
};

// The shortest and longest password, in characters.
constexpr int minPasswordCharacters = 8;
constexpr int maxPasswordCharacters = 128;

// Argon2id through libsodium (crypto_pwhash_str): the string it gives holds the algorithm, its
// cost, a random salt and the hash, and is all the database keeps. The password's UTF-8 copy is
// wiped as soon as it is hashed or checked. Empty when libsodium cannot hash (out of memory).
QByteArray hashPassword(const QString& password, PasswordCost cost);
bool verifyPassword(const QByteArray& hash, const QString& password);
// A hash of no password anybody has, for the time an unknown name's login should take: checking
// it costs what checking a real account's does.
const QByteArray& decoyHash(PasswordCost cost);

// A new login token: 32 random bytes, hex. Only its digest (tokenDigest) is stored.
QString newToken();
QString tokenDigest(const QString& token);

} // namespace paiju::server::accounts
