#include "lobby/lobby_window.h"

#include "client/lan_discovery.h"
#include "client/saved_logins.h"
#include "client/table_client.h"
#include "dialogs/account_dialog.h"
#include "dialogs/create_table_dialog.h"
#include "dialogs/settings_dialog.h"
#include "io/registry.h"
#include "lobby/rated_play.h"
#include "protocol/client_requests.h"
#include "server/in_process_link.h"
#include "server/table_server.h"
#include "settings/app_settings.h"
#include "table/online_table.h"
#include "table/table_window.h"
#include "text/server_words.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace paiju::gui {

namespace {

constexpr quint16 defaultPort = 7781;
// The id of a `reconnect` the lobby sends: an error that answers it names the table.
const QString backPrefix = QStringLiteral("back:");
// The id of the lobby's account requests: an error that answers one is about the login.
const QString accountRequest = QStringLiteral("account");

// A seat's name as the lobby shows it: a bot is named by the app in the UI language (a server
// names its bots in English, "Bot 2"), a player by what they typed.
QString seatName(const protocol::LobbyEntry& t, int s) {
    const QString kind = t.seats.value(s);
    const QString name = t.names.value(s);
    if (kind == QLatin1String("bot"))
        return LobbyWindow::tr("Bot %1").arg(s + 1);
    if (name.isEmpty() && kind == QLatin1String("player"))
        return LobbyWindow::tr("Player %1").arg(s + 1);
    return name;
}

// In the lobby's list a bot also says its level, as the plates at the table do.
QString seatText(const protocol::LobbyEntry& t, int s) {
    if (t.seats.value(s) == QLatin1String("empty"))
        return LobbyWindow::tr("(free)");
    const QString level = t.levels.value(s);
    if (t.seats.value(s) != QLatin1String("bot") || level.isEmpty())
        return seatName(t, s);
    const QString words = level == QLatin1String("easy")   ? LobbyWindow::tr("easy")
                          : level == QLatin1String("hard") ? LobbyWindow::tr("hard")
                                                           : LobbyWindow::tr("normal");
    return LobbyWindow::tr("%1 · %2").arg(seatName(t, s), words);
}

} // namespace

QString LobbyWindow::defaultName() {
    // Who is logged in is the name others at the table most likely know this player by.
    const QString user = client::systemUserName();
    return user.isEmpty() ? tr("Player") : user;
}

QString LobbyWindow::playerName() const {
    const QString typed = name_->text().trimmed();
    return typed.isEmpty() ? defaultName() : typed;
}

LobbyWindow::LobbyWindow(QWidget* parent)
    : QWidget(parent), client_(new client::TableClient(this)) {
    setWindowTitle(tr("Paiju — play online"));
    auto* layout = new QVBoxLayout(this);

    auto* joinBox = new QGroupBox(tr("Join a server"), this);
    auto* form = new QFormLayout(joinBox);
    hostName_ = new QComboBox(joinBox);
    hostName_->setEditable(true);
    hostName_->addItems(settings::serverHosts());
    if (hostName_->count() == 0)
        hostName_->addItem(QStringLiteral("localhost"));
    port_ = new QSpinBox(joinBox);
    port_->setRange(1, 65535);
    port_->setValue(settings::serverPort(defaultPort));
    tls_ = new QCheckBox(tr("Encrypted (TLS)"), joinBox);
    tls_->setChecked(settings::serverTls());
    const QString saved = settings::playerName();
    name_ = new QLineEdit(saved.isEmpty() ? defaultName() : saved, joinBox);
    name_->setPlaceholderText(defaultName()); // what an empty name becomes
    auto* connectButton = new QPushButton(tr("Connect"), joinBox);
    connectButton->setObjectName(QStringLiteral("connect"));
    form->addRow(tr("Host"), hostName_);
    form->addRow(tr("Port"), port_);
    form->addRow(QString(), tls_);
    form->addRow(tr("Name"), name_);
    form->addRow(QString(), connectButton);
    // The account row: a guest plays with the name above; a logged-in player as the account.
    account_ = new QLabel(joinBox);
    account_->setObjectName(QStringLiteral("account"));
    auto* accountButtons = new QHBoxLayout;
    const auto accountButton = [&](const QString& text, const char* name) {
        auto* b = new QPushButton(text, joinBox);
        b->setObjectName(QLatin1String(name));
        accountButtons->addWidget(b);
        return b;
    };
    loginButton_ = accountButton(tr("Log in…"), "login");
    registerButton_ = accountButton(tr("Register…"), "register");
    logoutButton_ = accountButton(tr("Log out"), "logout");
    form->addRow(tr("Account"), account_);
    form->addRow(QString(), accountButtons);
    const auto ask = [this](AccountDialog::Mode mode) {
        AccountDialog dialog(mode, accountName_.isEmpty() ? name_->text().trimmed() : accountName_,
                             this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (mode == AccountDialog::Mode::Login)
            login(dialog.name(), dialog.password(), dialog.stay());
        else
            registerAccount(dialog.name(), dialog.password(), dialog.stay());
    };
    connect(loginButton_, &QPushButton::clicked, this, [ask] { ask(AccountDialog::Mode::Login); });
    connect(registerButton_, &QPushButton::clicked, this,
            [ask] { ask(AccountDialog::Mode::Register); });
    connect(logoutButton_, &QPushButton::clicked, this, &LobbyWindow::logout);
    connect(connectButton, &QPushButton::clicked, this, [this] {
        connectTo(hostName_->currentText().trimmed(), quint16(port_->value()), tls_->isChecked());
    });

    auto* hosting = new QGroupBox(tr("Host tables on this computer"), this);
    auto* hostForm = new QFormLayout(hosting);
    hostPort_ = new QSpinBox(hosting);
    hostPort_->setRange(1, 65535);
    hostPort_->setValue(defaultPort);
    network_ = new QCheckBox(tr("Let others on my network join"), hosting);
    auto* hostButton = new QPushButton(tr("Host"), hosting);
    hostButton->setObjectName(QStringLiteral("host"));
    hostForm->addRow(tr("Port"), hostPort_);
    hostForm->addRow(QString(), network_);
    hostForm->addRow(QString(), hostButton);
    connect(hostButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!host(quint16(hostPort_->value()), network_->isChecked(), &error))
            QMessageBox::warning(this, windowTitle(), error);
    });
    auto* top = new QHBoxLayout;
    top->addWidget(joinBox, 1);
    top->addWidget(hosting, 1);
    layout->addLayout(top);

    status_ = new QLabel(tr("Not connected."), this);
    status_->setObjectName(QStringLiteral("lobby-status"));
    layout->addWidget(status_);
    list_ = new QTableWidget(0, 4, this);
    list_->setHorizontalHeaderLabels({tr("Table"), tr("Game"), tr("Seats"), QString()});
    list_->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(list_, 1);
    layout->addWidget(new QLabel(tr("On your network (double-click to join):"), this));
    nearby_ = new QListWidget(this);
    nearby_->setObjectName(QStringLiteral("nearby"));
    nearby_->setMaximumHeight(110);
    layout->addWidget(nearby_);
    connect(nearby_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { openInvite(item->data(Qt::UserRole).toString()); });
    // Every lobby listens; several on one computer share the port.
    listener_ = new client::LanListener(this);
    listener_->listen(discoveryPort);
    connect(listener_, &client::LanListener::changed, this, &LobbyWindow::showNearby);

    auto* buttons = new QHBoxLayout;
    auto add = [&](const QString& text, const char* name, auto action) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, action);
        buttons->addWidget(b);
    };
    add(tr("Create table…"), "create", [this] {
        CreateTableDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted)
            createTable(dialog.request());
    });
    add(tr("Sit down…"), "join", [this] {
        const QString table = selectedTable();
        const QList<int> free = seatsOf(table, QStringLiteral("empty"));
        if (free.isEmpty()) {
            status_->setText(table.isEmpty() ? tr("Choose a table first.")
                                             : tr("Table %1 has no free seat.").arg(table));
            return;
        }
        QStringList labels;
        for (int s : free)
            labels << tr("Seat %1").arg(s);
        bool ok = free.size() == 1;
        // The seat by its place in the list: the label's wording depends on the language.
        const qsizetype chosen = ok ? 0
                                    : labels.indexOf(QInputDialog::getItem(
                                          this, tr("Sit down"), tr("Seat"), labels, 0, false, &ok));
        QString password;
        if (const protocol::LobbyEntry* listed = entry(table); ok && listed && listed->password)
            password = QInputDialog::getText(this, tr("Sit down"),
                                             tr("The password of table %1").arg(table),
                                             QLineEdit::Password, QString(), &ok);
        if (ok && chosen >= 0 && chosen < free.size())
            join(table, free[chosen], password);
    });
    add(tr("Watch"), "spectate", [this] { spectate(selectedTable()); });
    add(tr("Copy invite"), "copy-invite", [this] {
        const QString table = selectedTable();
        if (table.isEmpty())
            return;
        QGuiApplication::clipboard()->setText(inviteLink(table).toString());
        status_->setText(tr("Invite copied: %1 (to type: %2)")
                             .arg(inviteLink(table).toString(), inviteCode(table)));
    });
    add(tr("Open invite…"), "open-invite", [this] {
        bool ok = false;
        const QString invite = QInputDialog::getText(
            this, tr("Open invite"), tr("Invite link or code"), QLineEdit::Normal, QString(), &ok);
        if (ok && !openInvite(invite.trimmed()))
            status_->setText(tr("That is not an invite: %1").arg(invite));
    });
    auto* level = new QComboBox(this);
    level->setObjectName(QStringLiteral("bot-level"));
    level->addItem(tr("Easy"), QStringLiteral("easy"));
    level->addItem(tr("Normal"), QStringLiteral("normal"));
    level->addItem(tr("Hard"), QStringLiteral("hard"));
    level->setCurrentIndex(1);
    level->setToolTip(tr("The level of the next bot added"));
    buttons->addWidget(level);
    add(tr("Add bot"), "add-bot", [this] { addBot(selectedTable()); });
    add(tr("Remove bot"), "remove-bot", [this] { removeBot(selectedTable()); });
    add(tr("Start"), "start", [this] { start(selectedTable()); });
    layout->addLayout(buttons);
    ratedPlay_ = new RatedPlayBar(*client_, this);
    layout->addWidget(ratedPlay_);

    connect(client_, &client::TableClient::received, this, &LobbyWindow::onMessage);
    // An invite to a finished match opens its replay once connected.
    connect(client_, &client::TableClient::ready, this, [this] {
        if (invitedMatch_ > 0)
            ratedPlay_->openReplay(std::exchange(invitedMatch_, 0));
    });
    connect(client_, &client::TableClient::ready, this, [this] {
        // At the tables it hosts, the app says so rather than that it connected to itself.
        if (!link_)
            status_->setText(tr("Connected."));
        // A login of this connection before or a saved one logs in again first, so that the
        // seats taken from now on are the account's.
        if (loginToken_.isEmpty())
            loginToken_ = client::savedLogin(serverKey_);
        if (!loginToken_.isEmpty())
            client_->send(protocol::withId(
                protocol::encode(protocol::LoginTokenRequest{loginToken_}), accountRequest));
        client_->send(protocol::encode(protocol::ListRequest{}));
        // Sent here by another process of the server: the request it could not answer.
        if (!movedRequest_.isEmpty())
            client_->send(std::exchange(movedRequest_, {}));
        showAccount();
    });
    connect(client_, &client::TableClient::connectionLost, this, [this](const QString& reason) {
        // A link in process is not tried again: the server it reached is gone.
        status_->setText(link_ ? reason
                               : tr("The connection was lost (%1); reconnecting…").arg(reason));
        showAccount();
    });
    connect(client_, &client::TableClient::failed, this, [this](const QString& reason) {
        status_->setText(tr("The server refused the connection: %1").arg(reason));
    });
    connect(client_, &client::TableClient::untrustedCertificate, this,
            [this](const QString& fingerprint, const QString& reason) {
                const auto answer = QMessageBox::question(
                    this, tr("Unknown certificate"),
                    tr("The server's certificate could not be verified (%1).\n\nIts SHA-256 "
                       "fingerprint is:\n%2\n\nTrust it only if the host's owner confirms "
                       "this fingerprint. Trust it for this host?")
                        .arg(reason, fingerprint));
                if (answer == QMessageBox::Yes)
                    client_->trust(fingerprint);
                else
                    status_->setText(tr("Not connected: the certificate was not trusted."));
            });
    showAccount();
    fitToScreen(this, QStringLiteral("lobby"), QSize(820, 560));
}

void LobbyWindow::login(const QString& name, const QString& password, bool stay) {
    stayLoggedIn_ = stay;
    // A token always, for this connection's reconnects; kept on disk only to stay logged in.
    client_->send(protocol::withId(protocol::encode(protocol::LoginRequest{name, password, true}),
                                   accountRequest));
}

void LobbyWindow::registerAccount(const QString& name, const QString& password, bool stay) {
    stayLoggedIn_ = stay;
    client_->send(protocol::withId(
        protocol::encode(protocol::RegisterRequest{name, password, true}), accountRequest));
}

void LobbyWindow::logout() {
    client_->send(protocol::withId(protocol::encode(protocol::LogoutRequest{}), accountRequest));
    client::forgetLogin(serverKey_);
    loginToken_.clear();
    accountName_.clear();
    showAccount();
}

void LobbyWindow::showAccount() {
    const bool connected = client_->isReady();
    account_->setText(accountName_.isEmpty() ? tr("Playing as a guest, with the name above.")
                                             : tr("Logged in as %1.").arg(accountName_));
    loginButton_->setEnabled(connected);
    registerButton_->setEnabled(connected && accountName_.isEmpty());
    logoutButton_->setEnabled(connected && !accountName_.isEmpty());
    name_->setEnabled(accountName_.isEmpty()); // seats take the account's name
}

LobbyWindow::~LobbyWindow() = default;

void LobbyWindow::connectTo(const QString& host, quint16 port, bool tls) {
    settings::setServerJoined(host, port, tls, name_->text());
    if (const QString key = QStringLiteral("%1:%2").arg(host).arg(port); key != serverKey_) {
        accountName_.clear(); // a login is of one server
        loginToken_.clear();
    }
    serverKey_ = QStringLiteral("%1:%2").arg(host).arg(port);
    tlsUsed_ = tls;
    status_->setText(tr("Connecting to %1:%2…").arg(host).arg(port));
    dropLink(); // off the tables hosted here, whose seats keep their tokens
    client_->connectTo(host, port, tls, playerName());
}

bool LobbyWindow::host(quint16 port, bool network, QString* error) {
    if (!server_) {
        // The server lives as long as the app: tables go on if this window is closed.
        // Its bots take the time the app's own tables give them, so that the people here can
        // follow each move.
        server::ServerLimits limits;
        limits.botDelayMs = botDelayMs >= 0 ? botDelayMs : settings::botDelayMs();
        auto* server = new server::TableServer(limits, qApp);
        if (!server->listen(network ? QHostAddress(QHostAddress::Any)
                                    : QHostAddress(QHostAddress::LocalHost),
                            port)) {
            *error = tr("Cannot host on port %1: %2").arg(port).arg(server->errorString());
            delete server;
            return false;
        }
        server_ = server;
    }
    serverKey_ = QStringLiteral("127.0.0.1:%1").arg(server_->port());
    tlsUsed_ = false;
    networkHost_ = network;
    // Announcing only when others on the network may join.
    if (network && !announcer_)
        announcer_ = new client::LanAnnouncer(
            discoveryPort, [this] { return announcement(); }, this);
    // This app's own seat at the tables it hosts needs no socket: the same messages go to the
    // server's core in process. Others connect over the network.
    dropLink();
    link_ = new server::InProcessLink(
        server_->core(),
        [client = QPointer<client::TableClient>(client_)](const QJsonObject& message) {
            if (client)
                client->receive(message);
        },
        this);
    connect(link_, &server::InProcessLink::closed, client_,
            [client = client_] { client->lost(tr("The hosted server closed.")); });
    client_->connectThrough(
        [link = QPointer<server::InProcessLink>(link_)](const QJsonObject& message) {
            if (link)
                link->send(message);
        },
        playerName());
    // Said after the connection elsewhere has gone, which says so as it goes.
    status_->setText(
        network ? tr("Hosting on port %1; others on your network can join.").arg(server_->port())
                : tr("Hosting on port %1 for this computer.").arg(server_->port()));
    return true;
}

void LobbyWindow::dropLink() {
    if (!link_)
        return;
    // Later, not now: this may run while the link hands the client a message (a `moved`
    // followed). Nothing it says meanwhile reaches the client, which no longer listens to it.
    link_->close();
    link_->disconnect();
    link_->deleteLater();
    link_ = nullptr;
}

void LobbyWindow::createTable(const QString& game, int seats, const QJsonObject& options) {
    protocol::CreateRequest create;
    create.game = game;
    create.seats = seats;
    create.options = options;
    if (windowMs >= 0)
        create.windowMs = windowMs;
    if (turnSeconds >= 0)
        create.turnSeconds = turnSeconds;
    if (handEndMs >= 0)
        create.handEndMs = handEndMs;
    client_->send(protocol::encode(create));
}

void LobbyWindow::createTable(const OnlineTableRequest& r) {
    createdPassword_ = r.password; // the creator sits down with it
    protocol::CreateRequest create;
    create.game = r.game;
    create.seats = r.seats;
    create.options = r.options;
    create.turnSeconds = r.turnSeconds;
    create.windowMs = r.windowMs;
    create.handEndMs = std::max(0, handEndMs);
    create.password = r.password;
    create.spectators = r.spectators;
    client_->send(protocol::encode(create));
}

void LobbyWindow::join(const QString& table, int seat, const QString& password) {
    sendForTable(table,
                 protocol::encode(protocol::JoinRequest{table, seat, playerName(), password}));
}

void LobbyWindow::sendForTable(const QString& table, const QJsonObject& request) {
    tableRequests_.insert(table, request);
    client_->send(request);
}

void LobbyWindow::follow(const protocol::Moved& moved) {
    const QJsonObject request = tableRequests_.take(moved.table);
    if (request.isEmpty())
        return;
    movedRequest_ = request;
    // The processes of one server share their accounts: the login goes along (connectTo()
    // would end it, as it does for another server).
    const QString token = loginToken_;
    const QString name = accountName_;
    connectTo(moved.host, quint16(moved.port), tlsUsed_);
    loginToken_ = token;
    accountName_ = name;
    status_->setText(
        tr("Table %1 is on %2:%3; connecting there…").arg(moved.table, moved.host).arg(moved.port));
}

void LobbyWindow::spectate(const QString& table) {
    // A finished match is watched as its replay, from its start.
    if (const protocol::LobbyEntry* listed = entry(table);
        listed && listed->over && listed->match > 0) {
        ratedPlay_->openReplay(listed->match);
        return;
    }
    sendForTable(table, protocol::encode(protocol::SpectateRequest{table, {}}));
}

void LobbyWindow::addBot(const QString& table) {
    const QList<int> free = seatsOf(table, QStringLiteral("empty"));
    if (free.isEmpty())
        return;
    protocol::AddBotRequest request{table, free.first(), std::nullopt};
    const auto* level = findChild<QComboBox*>(QStringLiteral("bot-level"));
    if (level && level->currentData().toString() != QLatin1String("normal"))
        request.level = level->currentData().toString();
    client_->send(protocol::encode(request));
}

void LobbyWindow::removeBot(const QString& table) {
    const QList<int> bots = seatsOf(table, QStringLiteral("bot"));
    if (!bots.isEmpty())
        client_->send(protocol::encode(protocol::RemoveBotRequest{table, bots.last()}));
}

void LobbyWindow::start(const QString& table) {
    client_->send(protocol::encode(protocol::StartRequest{table}));
}

client::LanAnnouncement LobbyWindow::announcement() const {
    client::LanAnnouncement a;
    a.host = playerName();
    a.port = server_ ? server_->port() : 0;
    for (const protocol::LobbyEntry& t : lobby_)
        if (!t.over)
            a.tables << client::LanTable{t.table, t.game, t.seats, t.password};
    return a;
}

void LobbyWindow::showNearby() {
    nearby_->clear();
    for (const client::HeardServer& server : listener_->servers())
        for (const client::LanTable& t : server.announcement.tables) {
            const auto taken = std::count_if(t.seats.begin(), t.seats.end(), [](const QString& k) {
                return k != QLatin1String("empty");
            });
            const GameInfo* game = findGame(t.game.toStdString());
            auto* item = new QListWidgetItem(
                tr("%1's table %2 at %3: %4, %5 of %6 seats taken")
                    .arg(server.announcement.host, t.table, server.address,
                         game ? QString::fromStdString(game->nativeName) : t.game)
                    .arg(taken)
                    .arg(t.seats.size()),
                nearby_);
            item->setData(Qt::UserRole,
                          QStringLiteral("paiju://%1/%2").arg(server.address, t.table));
        }
}

QUrl LobbyWindow::inviteLink(const QString& table) const {
    const qsizetype colon = serverKey_.lastIndexOf(QLatin1Char(':'));
    QString host = serverKey_.left(colon);
    if (server_ && networkHost_) // others reach this computer by its address on the network
        for (const QHostAddress& address : QNetworkInterface::allAddresses())
            if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback()) {
                host = address.toString();
                break;
            }
    QUrl url;
    url.setScheme(QStringLiteral("paiju"));
    url.setHost(host);
    url.setPort(serverKey_.mid(colon + 1).toInt());
    // A finished match the server keeps is invited to as its replay, which outlives the table.
    const protocol::LobbyEntry* listed = entry(table);
    url.setPath(listed && listed->over && listed->match > 0
                    ? QStringLiteral("/match/%1").arg(listed->match)
                    : QLatin1Char('/') + table);
    if (tlsUsed_)
        url.setQuery(QStringLiteral("tls=1"));
    return url;
}

QString LobbyWindow::inviteCode(const QString& table) const {
    const QUrl url = inviteLink(table);
    return QStringLiteral("%1:%2%3").arg(url.host()).arg(url.port()).arg(url.path());
}

bool LobbyWindow::openInvite(const QString& invite) {
    const QUrl url =
        QUrl(invite.contains(QStringLiteral("://")) ? invite : QStringLiteral("paiju://") + invite);
    const QString table = url.path().mid(1);
    // paiju://host:port/match/42: a finished match's replay.
    bool isMatch = false;
    const qint64 match =
        table.startsWith(QLatin1String("match/")) ? table.mid(6).toLongLong(&isMatch) : 0;
    if (url.scheme() != QLatin1String("paiju") || url.host().isEmpty() || table.isEmpty() ||
        (table.contains(QLatin1Char('/')) && !(isMatch && match > 0)))
        return false;
    if (isMatch)
        invitedMatch_ = match;
    else
        invitedTo_ = table;
    const bool tls = url.query().contains(QStringLiteral("tls=1"));
    const quint16 port = quint16(url.port(defaultPort));
    hostName_->setCurrentText(url.host());
    port_->setValue(port);
    tls_->setChecked(tls);
    connectTo(url.host(), port, tls);
    return true;
}

void LobbyWindow::backToSeat(const QString& table) {
    if (TableWindow* open = windows_.value(table)) { // never closed: it is still there
        open->raise();
        open->activateWindow();
        return;
    }
    const QString token = savedToken(serverKey_, table);
    if (!token.isEmpty())
        sendForTable(table,
                     protocol::withId(protocol::encode(protocol::ReconnectRequest{token, table}),
                                      backPrefix + table));
}

QString LobbyWindow::savedToken(const QString& server, const QString& table) {
    return settings::seatToken(server, table);
}

void LobbyWindow::keepToken(const QString& table, const QString& token) {
    if (!serverKey_.isEmpty() && !token.isEmpty())
        settings::setSeatToken(serverKey_, table, token);
}

void LobbyWindow::forgetToken(const QString& table) {
    if (!serverKey_.isEmpty())
        settings::removeSeatToken(serverKey_, table);
}

QList<TableWindow*> LobbyWindow::tableWindows() const {
    QList<TableWindow*> out;
    for (const auto& w : windows_)
        if (w)
            out << w;
    return out;
}

const protocol::LobbyEntry* LobbyWindow::entry(const QString& table) const {
    for (const protocol::LobbyEntry& t : lobby_)
        if (t.table == table)
            return &t;
    return nullptr;
}

QList<int> LobbyWindow::seatsOf(const QString& table, const QString& kind) const {
    QList<int> seats;
    if (const protocol::LobbyEntry* t = entry(table))
        for (int s = 0; s < t->seats.size(); ++s)
            if (t->seats[s] == kind)
                seats << s;
    return seats;
}

QStringList LobbyWindow::seatNames(const QString& table) const {
    QStringList names;
    if (const protocol::LobbyEntry* t = entry(table))
        for (int s = 0; s < t->names.size(); ++s)
            names << seatName(*t, s);
    return names;
}

const GameInfo* LobbyWindow::game(const QString& table) const {
    const protocol::LobbyEntry* t = entry(table);
    return t ? findGame(t->game.toStdString()) : nullptr;
}

QString LobbyWindow::selectedTable() const {
    const auto rows = list_->selectionModel()->selectedRows();
    const int row = rows.isEmpty() ? (list_->rowCount() == 1 ? 0 : -1) : rows.first().row();
    return row >= 0 ? list_->item(row, 0)->text() : QString();
}

void LobbyWindow::onMessage(const protocol::ServerMessage& message, const QJsonValue& id) {
    if (const auto* part = std::get_if<protocol::Lobby>(&message)) {
        // the whole list, in parts on a busy server
        if (part->part == 1)
            incoming_.clear();
        incoming_ << part->tables;
        if (part->part >= part->parts) {
            lobby_ = std::exchange(incoming_, {});
            // The tokens of tables the server no longer has are of no use.
            settings::keepSeatTokens(serverKey_,
                                     [this](const QString& table) { return entry(table); });
            showLobby();
        }
    } else if (const auto* update = std::get_if<protocol::LobbyUpdate>(&message)) {
        // one table changed, came or went
        const QString table = update->table ? update->table->table : update->removed;
        const auto at = std::find_if(lobby_.begin(), lobby_.end(),
                                     [&](const auto& t) { return t.table == table; });
        if (!update->table) {
            forgetToken(table);
            if (at != lobby_.end())
                lobby_.erase(at);
        } else if (at != lobby_.end()) {
            *at = *update->table;
        } else {
            lobby_ << *update->table;
        }
        showLobby();
    } else if (const auto* moved = std::get_if<protocol::Moved>(&message)) {
        follow(*moved);
    } else if (const auto* created = std::get_if<protocol::Created>(&message)) {
        join(created->table, 0, createdPassword_); // the creator sits down first
        createdPassword_.clear();
    } else if (const auto* joined = std::get_if<protocol::Joined>(&message)) {
        keepToken(joined->table, joined->token);
        openTableWindow(joined->table, joined->seat);
    } else if (const auto* left = std::get_if<protocol::Left>(&message)) {
        forgetToken(left->table);
        showLobby();
    } else if (const auto* spectating = std::get_if<protocol::Spectating>(&message)) {
        openTableWindow(spectating->table, -1);
    } else if (const auto* in = std::get_if<protocol::LoggedIn>(&message)) {
        accountName_ = in->name;
        if (!in->token.isEmpty()) {
            loginToken_ = in->token;
            if (stayLoggedIn_)
                client::saveLogin(serverKey_, loginToken_);
            else
                client::forgetLogin(serverKey_);
        }
        status_->setText(tr("Logged in as %1.").arg(accountName_));
        showAccount();
    } else if (std::get_if<protocol::LoggedOut>(&message)) {
        status_->setText(tr("Logged out: you play as a guest."));
        showAccount();
    } else if (const auto* error = std::get_if<protocol::ProtocolError>(&message)) {
        const QString request = id.toString();
        if (request == accountRequest &&
            (error->code == QLatin1String("bad-token") || error->code == QLatin1String("banned"))) {
            // That login has ended (logged out elsewhere, or the server forgot it).
            client::forgetLogin(serverKey_);
            loginToken_.clear();
            accountName_.clear();
            showAccount();
            if (error->code == QLatin1String("bad-token")) {
                status_->setText(tr("Your login on this server has ended: log in again."));
                return;
            }
        }
        if (request.startsWith(backPrefix) && error->code == QLatin1String("bad-token")) {
            // The server no longer keeps that seat (the match ended, or it was restarted
            // without its journal).
            forgetToken(request.mid(backPrefix.size()));
            showLobby();
        }
        // A refused move names seats and cards as the table does: the table open here, when
        // there is one.
        TextContext context;
        if (const auto windows = tableWindows(); windows.size() == 1) {
            const protocol::LobbyEntry* t = entry(windows.first()->online()->table());
            context = {t ? t->game : QString(),
                       seatNames(windows.first()->online()->table()),
                       windows.first()->online()->seat(),
                       {}};
        }
        status_->setText(serverErrorText(error->code, error->message, context));
    }
}

void LobbyWindow::showLobby() {
    const QString selected = selectedTable();
    list_->setRowCount(int(lobby_.size()));
    for (int row = 0; row < lobby_.size(); ++row) {
        const protocol::LobbyEntry& t = lobby_[row];
        const GameInfo* game = findGame(t.game.toStdString());
        QStringList seats;
        for (int s = 0; s < t.seats.size(); ++s)
            seats << seatText(t, s);
        QString state = t.over ? tr("over") : t.started ? tr("playing") : tr("waiting");
        if (t.rated)
            state = tr("%1, rated").arg(state);
        list_->setItem(row, 0, new QTableWidgetItem(t.table));
        list_->setItem(
            row, 1, new QTableWidgetItem(game ? QString::fromStdString(game->nativeName) : t.game));
        list_->setItem(row, 2,
                       new QTableWidgetItem(
                           QStringLiteral("%1 — %2").arg(seats.join(QStringLiteral(", ")), state)));
        // Where a seat is still held, one click takes it back.
        const QString id = t.table;
        if (!savedToken(serverKey_, id).isEmpty()) {
            auto* back = new QPushButton(tr("Back to your seat"), list_);
            back->setObjectName(QStringLiteral("back-to-seat"));
            back->setProperty("table", id);
            connect(back, &QPushButton::clicked, this, [this, id] { backToSeat(id); });
            list_->setCellWidget(row, 3, back);
        } else {
            list_->removeCellWidget(row, 3);
        }
        if (id == selected)
            list_->selectRow(row);
    }
    if (announcer_)
        announcer_->announceNow(); // those on the network hear of a change at once
    // Open tables show who sits where as people come and bots are added.
    for (const auto& [table, window] : windows_.asKeyValueRange())
        if (window) {
            window->online()->setSeatNames(seatNames(table));
            if (const protocol::LobbyEntry* listed = entry(table))
                window->online()->setSeatRatings(listed->ratings);
        }
    // An invite is taken up once its table is listed: a seat if one is free, else the rail.
    if (!invitedTo_.isEmpty() && entry(invitedTo_)) {
        const QString table = std::exchange(invitedTo_, QString());
        const QList<int> free = seatsOf(table, QStringLiteral("empty"));
        if (!savedToken(serverKey_, table).isEmpty())
            backToSeat(table);
        else if (!free.isEmpty() && !entry(table)->password)
            join(table, free.first());
        else if (!free.isEmpty()) {
            bool ok = false;
            const QString password = QInputDialog::getText(
                this, tr("Sit down"), tr("The password of table %1").arg(table),
                QLineEdit::Password, QString(), &ok);
            if (ok)
                join(table, free.first(), password);
        } else
            spectate(table);
    }
    for (const auto& [table, seat] : pendingOpen_.asKeyValueRange())
        if (game(table))
            QMetaObject::invokeMethod(
                this, [this, table, seat] { openTableWindow(table, seat); }, Qt::QueuedConnection);
}

void LobbyWindow::openTableWindow(const QString& table, int seat) {
    if (windows_.value(table))
        return;
    const GameInfo* game = this->game(table);
    if (!game) { // the lobby has not told yet: open on its next word
        pendingOpen_[table] = seat;
        client_->send(protocol::encode(protocol::ListRequest{}));
        return;
    }
    pendingOpen_.remove(table);
    auto* window = new TableWindow(*client_, table, *game, seat);
    OnlineTable* online = window->online();
    online->setSeatNames(seatNames(table));
    if (const protocol::LobbyEntry* listed = entry(table))
        online->setSeatRatings(listed->ratings);
    // The chat survives the window: going back to one's seat shows what was said.
    const QString chatKey = serverKey_ + QLatin1Char('/') + table;
    online->showEarlierChat(chats_.value(chatKey));
    connect(online, &OnlineTable::chatShown, this, [this, chatKey](const QString& line) {
        QStringList& kept = chats_[chatKey];
        kept << line;
        if (kept.size() > 500) // a long evening's chat keeps its end
            kept.removeFirst();
    });
    window->setAttribute(Qt::WA_DeleteOnClose);
    fitToScreen(window, QStringLiteral("online-table"), QSize(1280, 800));
    window->show();
    windows_[table] = window;
}

} // namespace paiju::gui
