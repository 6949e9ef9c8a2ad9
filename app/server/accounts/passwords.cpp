#include "passwords.h"

#include <QCryptographicHash>
#include <map>
#include <sodium.h>

namespace paiju::server::accounts {

namespace {

// libsodium must be set up once before use; it may be asked again at no cost.
void sodium() {
    [[maybe_unused]] static const int ready = sodium_init();
}

// The password's bytes in a buffer wiped when it goes: no copy of ours outlives the check.
class Secret {
public:
    explicit Secret(const QString& password) : bytes_(password.toUtf8()) {}
    ~Secret() { sodium_memzero(bytes_.data(), std::size_t(bytes_.size())); }
    Secret(const Secret&) = delete;
    Secret& operator=(const Secret&) = delete;
    const char* data() const { return bytes_.constData(); }
    unsigned long long size() const { return static_cast<unsigned long long>(bytes_.size()); }

private:
    QByteArray bytes_;
};

} // namespace

PasswordCost PasswordCost::interactive() {
    return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

PasswordCost PasswordCost::least() {
    return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
}

QByteArray hashPassword(const QString& password, PasswordCost cost) {
    sodium();
    const Secret secret(password);
    char out[crypto_pwhash_STRBYTES];
    if (crypto_pwhash_str_alg(out, secret.data(), secret.size(), cost.operations, cost.memory,
                              crypto_pwhash_ALG_ARGON2ID13) != 0)
        return {};
    return QByteArray(out);
}

bool verifyPassword(const QByteArray& hash, const QString& password) {
    sodium();
    const Secret secret(password);
    return crypto_pwhash_str_verify(hash.constData(), secret.data(), secret.size()) == 0;
}

const QByteArray& decoyHash(PasswordCost cost) {
    static std::map<std::pair<unsigned long long, std::size_t>, QByteArray> decoys;
    QByteArray& decoy = decoys[{cost.operations, cost.memory}];
    if (decoy.isEmpty()) {
        sodium();
        unsigned char random[32];
        randombytes_buf(random, sizeof random);
        decoy = hashPassword(
            QString::fromLatin1(
                QByteArray(reinterpret_cast<const char*>(random), sizeof random).toHex()),
            cost);
    }
    return decoy;
}

QString newToken() {
    sodium();
    unsigned char random[32];
    randombytes_buf(random, sizeof random);
    const QString token = QString::fromLatin1(
        QByteArray(reinterpret_cast<const char*>(random), sizeof random).toHex());
    sodium_memzero(random, sizeof random);
    return token;
}

QString tokenDigest(const QString& token) {
    return QString::fromLatin1(
        QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace paiju::server::accounts
