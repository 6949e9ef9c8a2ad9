#pragma once

#include "client/lan_discovery.h"
#include "protocol/server_messages.h"

#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QPointer>
#include <QTimer>
#include <QUrl>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace paiju {
struct GameInfo;
namespace client {
class TableClient;
}
} // namespace paiju
namespace paiju::server {
class InProcessLink;
class TableServer;
} // namespace paiju::server

namespace paiju::gui {

class TableWindow;
class RatedPlayBar;
struct OnlineTableRequest;

// Play online: connect to a server (the hosts used before are remembered) or host tables on
// this computer, see the server's tables, create one, sit down, watch, add bots and start. Each
// table one sits at or watches opens in its own window.
class LobbyWindow : public QWidget {
    Q_OBJECT
public:
    explicit LobbyWindow(QWidget* parent = nullptr);
    ~LobbyWindow() override;

    // What the buttons do, also for tests.
    void connectTo(const QString& host, quint16 port, bool tls);
    // Starts a server in this app, on `port` (0: any free one), on loopback unless `network`,
    // and connects to it. False and a reason when it cannot listen.
    bool host(quint16 port, bool network, QString* error);
    void createTable(const QString& game, int seats, const QJsonObject& options = {});
    void createTable(const OnlineTableRequest& request); // as Create table… asks
    void join(const QString& table, int seat, const QString& password = {});
    void spectate(const QString& table);
    void addBot(const QString& table);    // in its first empty seat
    void removeBot(const QString& table); // from its last bot seat
    void start(const QString& table);
    // An invite to `table` on the server this lobby is connected to:
    // paiju://host:port/table (with ?tls=1 over TLS); to a finished match the server keeps,
    // paiju://host:port/match/ID, which opens its replay. A hosted server is named by this
    // computer's address on the network when others may join, else by loopback.
    QUrl inviteLink(const QString& table) const;
    // The same for typing: host:port/table.
    QString inviteCode(const QString& table) const;
    // Opens an invite (a link or a code): connects to its server and, once the table is listed,
    // sits down in its first free seat, or watches when none is free. False when it cannot be
    // read.
    bool openInvite(const QString& invite);

    // Tables on the local network: a server hosted with "Let others on my network join" has its
    // tables announced by UDP broadcast on this port every few seconds, and every lobby lists
    // the tables it hears of (nearby()); activating one opens it as an invite.
    static inline quint16 discoveryPort = 7781;
    QListWidget* nearby() const { return nearby_; }

    // Accounts on the server connected to (docs/protocol.md, "Accounts"). The login's token is
    // kept in memory for the connection's reconnects and, with `stay`, in a file of the user's
    // (client/saved_logins.h), with which the next connection to that server logs in by itself.
    void login(const QString& name, const QString& password, bool stay);
    void registerAccount(const QString& name, const QString& password, bool stay);
    void logout();
    const QString& accountName() const { return accountName_; } // empty: a guest

    // Takes the seat held at `table` back (its token kept from an earlier join) and opens it.
    void backToSeat(const QString& table);

    // The seat tokens kept per server ("host:port") and table, so that closing a table's window,
    // losing the connection or restarting the app keeps the seat.
    static QString savedToken(const QString& server, const QString& table);
    const QString& serverKey() const { return serverKey_; }

    // The name sent when none is typed: the system user's.
    static QString defaultName();
    QString playerName() const; // the typed name, or the default
    QLineEdit* nameEdit() const { return name_; }

    client::TableClient& client() { return *client_; }
    int windowMs = -1;    // the claim-window time of the tables created here; -1: the server's
    int turnSeconds = -1; // the turn timer of the tables created here; -1: the server's
    // How long the bots at the tables hosted here take over each move; -1: Settings → Bot speed
    // when hosting begins.
    int botDelayMs = -1;
    // How long the end of a hand holds the next deal at the tables created here, counted down
    // alike by every client; -1: the server's (no hold).
    int handEndMs = 5000;
    server::TableServer* hostedServer() const { return server_; }
    QTableWidget* tables() const { return list_; }
    QList<TableWindow*> tableWindows() const;
    const QList<protocol::LobbyEntry>& lobby() const { return lobby_; }
    RatedPlayBar* ratedPlay() const { return ratedPlay_; }

private:
    void onMessage(const protocol::ServerMessage& message, const QJsonValue& id);
    void showLobby();
    QString selectedTable() const;
    // What the lobby last said of the table (nullptr when it said nothing), its seats of a kind
    // ("empty", "bot", "player") and its game.
    const protocol::LobbyEntry* entry(const QString& table) const;
    QList<int> seatsOf(const QString& table, const QString& kind) const;
    QStringList seatNames(const QString& table) const;
    const GameInfo* game(const QString& table) const;
    void openTableWindow(const QString& table, int seat);
    client::LanAnnouncement announcement() const; // this lobby's hosted tables
    void showNearby();
    void keepToken(const QString& table, const QString& token);
    void forgetToken(const QString& table);
    void showAccount(); // the account row: who one plays as, and which buttons apply
    void sendForTable(const QString& table, const QJsonObject& request);
    // Connects to the process that holds `moved`'s table and asks for it there.
    void follow(const protocol::Moved& moved);

    client::TableClient* client_;
    server::TableServer* server_ = nullptr; // lives as long as the app
    // The client's link to server_ in process, while connected to it.
    QPointer<server::InProcessLink> link_;
    void dropLink();
    QComboBox* hostName_ = nullptr;
    QSpinBox* port_ = nullptr;
    QCheckBox* tls_ = nullptr;
    QLineEdit* name_ = nullptr;
    QSpinBox* hostPort_ = nullptr;
    QCheckBox* network_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* account_ = nullptr;
    QPushButton* loginButton_ = nullptr;
    QPushButton* registerButton_ = nullptr;
    QPushButton* logoutButton_ = nullptr;
    QString accountName_;       // logged in as; empty: a guest
    QString loginToken_;        // of this server's login, for reconnects
    bool stayLoggedIn_ = false; // the login's token is kept on disk
    QTableWidget* list_ = nullptr;
    RatedPlayBar* ratedPlay_ = nullptr;
    QList<protocol::LobbyEntry> lobby_;
    QList<protocol::LobbyEntry> incoming_; // a list arriving in parts
    QMap<QString, QPointer<TableWindow>> windows_;
    // The chat of each table of this server the player sat at ("server/table"), kept when its
    // window closes.
    QHash<QString, QStringList> chats_;
    QMap<QString, int> pendingOpen_; // seats taken at tables the lobby has not shown yet
    QString serverKey_;              // "host:port" of the server connected to
    QString createdPassword_;        // of the table being created, for its creator's seat
    // The last request for a table (a seat, watching, a seat back), asked again of the process a
    // `moved` sends it to (docs/hosting.md), and the one to ask once connected there.
    QHash<QString, QJsonObject> tableRequests_;
    QJsonObject movedRequest_;
    QString invitedTo_;                         // the table of an invite, until the lobby lists it
    qint64 invitedMatch_ = 0;                   // the finished match of an invite, until connected
    client::LanAnnouncer* announcer_ = nullptr; // while hosting for the network
    client::LanListener* listener_ = nullptr;
    QListWidget* nearby_ = nullptr;
    bool tlsUsed_ = false;     // the connection is TLS (for invites)
    bool networkHost_ = false; // the hosted server takes others on the network
};

} // namespace paiju::gui
