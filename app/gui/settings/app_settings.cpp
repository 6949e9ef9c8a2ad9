#include "settings/app_settings.h"

#include <QSettings>
#include <algorithm>

namespace paiju::gui::settings {

namespace {

// The keys, as older versions of the app wrote them: a user's settings carry over.
QString dialogKey(const QString& dialog, const QString& game, const QString& name) {
    return QStringLiteral("%1/%2/%3").arg(dialog, game, name);
}

QString seatTokens(const QString& server) {
    // A server's address holds ':' and maybe '/', which QSettings would take for groups.
    return QStringLiteral("online/seats/%1")
        .arg(QString::fromLatin1(server.toUtf8().toPercentEncoding()));
}

QString seatTokenKey(const QString& server, const QString& table) {
    return seatTokens(server) + QLatin1Char('/') +
           QString::fromLatin1(table.toUtf8().toPercentEncoding());
}

QVariant read(const QString& key, const QVariant& fallback = {}) {
    return QSettings().value(key, fallback);
}

void write(const QString& key, const QVariant& value) {
    QSettings().setValue(key, value);
}

void tablesChanged() {
    emit Changes::instance()->tableSettings();
}

} // namespace

Changes* Changes::instance() {
    static auto* changes = new Changes;
    return changes;
}

int botDelayMs() {
    return read(QStringLiteral("botDelay"), 600).toInt();
}
void setBotDelayMs(int milliseconds) {
    write(QStringLiteral("botDelay"), milliseconds);
    tablesChanged();
}

int claimWindowMs() {
    return read(QStringLiteral("claimWindowMs"), 3000).toInt();
}
void setClaimWindowMs(int milliseconds) {
    write(QStringLiteral("claimWindowMs"), milliseconds);
    tablesChanged();
}

bool autoPass() {
    return read(QStringLiteral("autoPass"), true).toBool();
}
void setAutoPass(bool on) {
    write(QStringLiteral("autoPass"), on);
    tablesChanged();
}

int autoDeclineMs() {
    return std::max(0, read(QStringLiteral("autoDeclineMs"), 0).toInt());
}
void setAutoDeclineMs(int milliseconds) {
    write(QStringLiteral("autoDeclineMs"), milliseconds);
    tablesChanged();
}

bool sortByRank() {
    return read(QStringLiteral("sortByRank"), false).toBool();
}
void setSortByRank(bool on) {
    write(QStringLiteral("sortByRank"), on);
}

int animationMs() {
    return read(QStringLiteral("animationMs"), 250).toInt();
}
void setAnimationMs(int milliseconds) {
    write(QStringLiteral("animationMs"), milliseconds);
    tablesChanged();
}

bool showNotation() {
    return read(QStringLiteral("showNotation"), false).toBool();
}
void setShowNotation(bool on) {
    write(QStringLiteral("showNotation"), on);
}

QString language() {
    return read(QStringLiteral("language")).toString();
}
void setLanguage(const QString& code) {
    write(QStringLiteral("language"), code);
}

StoredAppearance appearance() {
    QSettings s;
    StoredAppearance a;
    a.theme = s.value(QStringLiteral("appearance/theme")).toString();
    a.felt = s.value(QStringLiteral("appearance/felt")).toString();
    a.cardSize = s.value(QStringLiteral("appearance/cardSize")).toString();
    a.colourBlind = s.value(QStringLiteral("appearance/colourBlind"), false).toBool();
    a.sound = s.value(QStringLiteral("sound/on"), false).toBool();
    return a;
}
void setAppearance(const StoredAppearance& a) {
    QSettings s;
    s.setValue(QStringLiteral("appearance/theme"), a.theme);
    s.setValue(QStringLiteral("appearance/felt"), a.felt);
    s.setValue(QStringLiteral("appearance/cardSize"), a.cardSize);
    s.setValue(QStringLiteral("appearance/colourBlind"), a.colourBlind);
    s.setValue(QStringLiteral("sound/on"), a.sound);
}

QByteArray windowGeometry(const QString& window) {
    return read(QStringLiteral("windows/") + window).toByteArray();
}
void setWindowGeometry(const QString& window, const QByteArray& geometry) {
    write(QStringLiteral("windows/") + window, geometry);
}

QString lastGame(const QString& dialog) {
    return read(dialog + QStringLiteral("/game")).toString();
}
void setLastGame(const QString& dialog, const QString& game) {
    write(dialog + QStringLiteral("/game"), game);
}

int seatCount(const QString& dialog, const QString& game, int fallback) {
    return read(dialogKey(dialog, game, QStringLiteral("seats")), fallback).toInt();
}
void setSeatCount(const QString& dialog, const QString& game, int seats) {
    write(dialogKey(dialog, game, QStringLiteral("seats")), seats);
}

QString option(const QString& dialog, const QString& game, const QString& key,
               const QString& fallback) {
    return read(dialogKey(dialog, game, QStringLiteral("option/") + key), fallback).toString();
}
void setOption(const QString& dialog, const QString& game, const QString& key,
               const QString& value) {
    write(dialogKey(dialog, game, QStringLiteral("option/") + key), value);
}

QStringList seatKinds(const QString& game) {
    return read(dialogKey(QStringLiteral("newGame"), game, QStringLiteral("kinds"))).toStringList();
}
QStringList seatNames(const QString& game) {
    return read(dialogKey(QStringLiteral("newGame"), game, QStringLiteral("names"))).toStringList();
}
void setSeats(const QString& game, const QStringList& kinds, const QStringList& names) {
    write(dialogKey(QStringLiteral("newGame"), game, QStringLiteral("kinds")), kinds);
    write(dialogKey(QStringLiteral("newGame"), game, QStringLiteral("names")), names);
}

int onlineTurnSeconds() {
    return read(QStringLiteral("createTable/turnSeconds"), 60).toInt();
}
int onlineWindowMs() {
    return read(QStringLiteral("createTable/windowMs"), 4000).toInt();
}
bool onlineSpectators() {
    return read(QStringLiteral("createTable/spectators"), true).toBool();
}
void setOnlineTable(int turnSeconds, int windowMs, bool spectators) {
    QSettings s;
    s.setValue(QStringLiteral("createTable/turnSeconds"), turnSeconds);
    s.setValue(QStringLiteral("createTable/windowMs"), windowMs);
    s.setValue(QStringLiteral("createTable/spectators"), spectators);
}

QStringList serverHosts() {
    return read(QStringLiteral("online/hosts")).toStringList();
}
int serverPort(int fallback) {
    return read(QStringLiteral("online/port"), fallback).toInt();
}
bool serverTls() {
    return read(QStringLiteral("online/tls"), false).toBool();
}
QString playerName() {
    return read(QStringLiteral("online/name")).toString().trimmed();
}
void setServerJoined(const QString& host, int port, bool tls, const QString& name) {
    QSettings s;
    QStringList hosts = s.value(QStringLiteral("online/hosts")).toStringList();
    hosts.removeAll(host);
    hosts.prepend(host);
    s.setValue(QStringLiteral("online/hosts"), hosts.mid(0, 10));
    s.setValue(QStringLiteral("online/port"), port);
    s.setValue(QStringLiteral("online/tls"), tls);
    s.setValue(QStringLiteral("online/name"), name.trimmed());
}

bool stayLoggedIn() {
    return read(QStringLiteral("online/stayLoggedIn"), true).toBool();
}
void setStayLoggedIn(bool on) {
    write(QStringLiteral("online/stayLoggedIn"), on);
}

QString seatToken(const QString& server, const QString& table) {
    return read(seatTokenKey(server, table)).toString();
}
void setSeatToken(const QString& server, const QString& table, const QString& token) {
    write(seatTokenKey(server, table), token);
}
void removeSeatToken(const QString& server, const QString& table) {
    QSettings().remove(seatTokenKey(server, table));
}
void keepSeatTokens(const QString& server, const std::function<bool(const QString&)>& stillThere) {
    QSettings s;
    s.beginGroup(seatTokens(server));
    for (const QString& key : s.childKeys())
        if (!stillThere(QString::fromUtf8(QByteArray::fromPercentEncoding(key.toLatin1()))))
            s.remove(key);
    s.endGroup();
}

} // namespace paiju::gui::settings
