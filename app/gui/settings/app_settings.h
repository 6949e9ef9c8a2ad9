#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>

// Everything the app keeps between runs, with its key and default in this one place. Values live
// in QSettings (the system's place for an application's settings: the registry, a plist, an ini
// file under ~/.config). Windows and dialogs ask here and never name a key.
namespace paiju::gui::settings {

// Tells the open tables that a setting of play changed (claim time, declining, bot speed,
// animations, auto-pass): each takes it at once (LocalTable::applySettings). Every setter of
// such a setting emits `tableSettings`.
class Changes : public QObject {
    Q_OBJECT
public:
    static Changes* instance();
signals:
    void tableSettings();
};

// --- At the table ---
// How long bots wait before they act, so people can follow (Settings → Bot speed; default 600).
int botDelayMs();
void setBotDelayMs(int milliseconds);
// How long each claim window waits at a table with several people at the screen, for any of them
// to press for it (default 3000). Against bots alone a window lasts half a bot's delay.
int claimWindowMs();
void setClaimWindowMs(int milliseconds);
// A person whose only legal action is pass passes at once (Settings → Auto-pass; default on).
bool autoPass();
void setAutoPass(bool on);
// How long a claim window (or Tichu's last chance to bomb) that asks the one person at a table
// against bots waits before the table declines for them, showing a countdown; 0, the default:
// wait. Nobody else at the screen learns anything from a person taking their time, so the table
// waits unless they chose to be hurried.
int autoDeclineMs();
void setAutoDeclineMs(int milliseconds);
// The hand is sorted by rank rather than by suit (the top bar's "Sort by rank"; default off).
bool sortByRank();
void setSortByRank(bool on);
// How long a card takes to move on the table (Settings → Animations; default 250, 0: none).
int animationMs();
void setAnimationMs(int milliseconds);
// Actions are also shown in the engine's notation (View → Show notation; default off).
bool showNotation();
void setShowNotation(bool on);
// The UI language's code ("en", "zh_CN", "zh_TW"); empty: the system's.
QString language();
void setLanguage(const QString& code);

// --- Appearance, as stored (gui/dialogs/appearance reads them into its types) ---
struct StoredAppearance {
    QString theme;    // "system", "light" or "dark"; empty: the system's
    QString felt;     // a colour's name (#rrggbb); empty: the baize
    QString cardSize; // "small", "normal" or "large"; empty: normal
    bool colourBlind = false;
    bool sound = false;
};
StoredAppearance appearance();
void setAppearance(const StoredAppearance& appearance);

// --- Windows ---
// A window's last size and place (QWidget::saveGeometry), by the window's name.
QByteArray windowGeometry(const QString& window);
void setWindowGeometry(const QString& window, const QByteArray& geometry);

// --- The dialogs that make a table ("newGame", "createTable"), each remembering its own ---
QString lastGame(const QString& dialog);
void setLastGame(const QString& dialog, const QString& game);
int seatCount(const QString& dialog, const QString& game, int fallback);
void setSeatCount(const QString& dialog, const QString& game, int seats);
QString option(const QString& dialog, const QString& game, const QString& key,
               const QString& fallback);
void setOption(const QString& dialog, const QString& game, const QString& key,
               const QString& value);
// A local game's people and bots per seat, and their names, as last chosen for `game`.
QStringList seatKinds(const QString& game);
QStringList seatNames(const QString& game);
void setSeats(const QString& game, const QStringList& kinds, const QStringList& names);
// An online table's times and spectators, as last created (defaults 60 s, 4000 ms, allowed).
int onlineTurnSeconds();
int onlineWindowMs();
bool onlineSpectators();
void setOnlineTable(int turnSeconds, int windowMs, bool spectators);

// --- Online ---
// The servers last joined, newest first (ten at most), and the port, TLS and name used.
QStringList serverHosts();
int serverPort(int fallback);
bool serverTls();
QString playerName();
void setServerJoined(const QString& host, int port, bool tls, const QString& name);
// Keep the login on this computer (the account dialog's box; default on).
bool stayLoggedIn();
void setStayLoggedIn(bool on);
// The token that gives back a seat at `table` of the server `server` ("host:port"); empty: none.
QString seatToken(const QString& server, const QString& table);
void setSeatToken(const QString& server, const QString& table, const QString& token);
void removeSeatToken(const QString& server, const QString& table);
// Forgets the server's seat tokens of the tables for which `stillThere` says no.
void keepSeatTokens(const QString& server, const std::function<bool(const QString&)>& stillThere);

} // namespace paiju::gui::settings
