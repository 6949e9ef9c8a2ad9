#include "client/lan_discovery.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QUdpSocket>

namespace paiju::client {

namespace {

const QString magic = QStringLiteral("tables"); // the "paiju" field of an announcement

// A name as a list may show it: at most 64 characters, no control characters.
QString shown(const QString& text) {
    QString out;
    for (const QChar c : text)
        if (c.category() != QChar::Other_Control && c.category() != QChar::Other_Format)
            out += c;
    return out.left(64);
}

QJsonObject tableObject(const LanTable& t) {
    return QJsonObject{{"table", t.table},
                       {"game", t.game},
                       {"seats", QJsonArray::fromStringList(t.seats)},
                       {"password", t.password}};
}

QByteArray datagram(const LanAnnouncement& a, const QJsonArray& tables) {
    const QJsonObject message{{"paiju", magic},
                              {"version", LanAnnouncement::version},
                              {"port", a.port},
                              {"host", a.host},
                              {"tables", tables}};
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray LanAnnouncement::encode() const {
    QJsonArray listed;
    QByteArray bytes = datagram(*this, listed);
    for (const LanTable& t : tables) {
        if (listed.size() >= maxTables)
            break;
        listed.append(tableObject(t));
        QByteArray longer = datagram(*this, listed);
        if (longer.size() > maxBytes)
            break;
        bytes = std::move(longer);
    }
    return bytes;
}

std::optional<LanAnnouncement> LanAnnouncement::decode(const QByteArray& bytes, QString* error) {
    const auto refuse = [error](const QString& why) -> std::optional<LanAnnouncement> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (bytes.size() > maxBytes)
        return refuse(QStringLiteral("longer than %1 bytes").arg(maxBytes));
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (!document.isObject())
        return refuse(QStringLiteral("not a JSON object"));
    const QJsonObject m = document.object();
    if (m.value("paiju").toString() != magic)
        return refuse(QStringLiteral("not an announcement of Paiju tables"));
    const QJsonValue port = m.value("port");
    if (!port.isDouble() || port.toDouble() != double(port.toInt()) || port.toInt() < 1 ||
        port.toInt() > 65535)
        return refuse(QStringLiteral("port must be a whole number in 1..65535"));
    if (!m.value("host").isString() || !m.value("tables").isArray())
        return refuse(QStringLiteral("host must be text and tables a list"));
    LanAnnouncement a;
    a.port = quint16(port.toInt());
    a.host = shown(m.value("host").toString());
    for (const QJsonValue& value : m.value("tables").toArray()) {
        if (a.tables.size() >= maxTables)
            break;
        const QJsonObject t = value.toObject();
        if (!t.value("table").isString() || !t.value("game").isString() ||
            !t.value("seats").isArray())
            return refuse(QStringLiteral("a table needs its table, game and seats"));
        LanTable table{shown(t.value("table").toString()),
                       shown(t.value("game").toString()),
                       {},
                       t.value("password").toBool()};
        for (const QJsonValue& seat : t.value("seats").toArray())
            table.seats << shown(seat.toString());
        a.tables << table;
    }
    return a;
}

LanAnnouncer::LanAnnouncer(quint16 discoveryPort, std::function<LanAnnouncement()> what,
                           QObject* parent)
    : QObject(parent), discoveryPort_(discoveryPort), what_(std::move(what)),
      socket_(new QUdpSocket(this)) {
    timer_.setInterval(2000);
    connect(&timer_, &QTimer::timeout, this, &LanAnnouncer::announceNow);
    timer_.start();
}

void LanAnnouncer::announceNow() {
    socket_->writeDatagram(what_().encode(), QHostAddress::Broadcast, discoveryPort_);
}

LanListener::LanListener(QObject* parent) : QObject(parent) {
    sweep_.setInterval(2000); // a server that fell silent leaves the list without a datagram
    connect(&sweep_, &QTimer::timeout, this, &LanListener::dropStale);
}

bool LanListener::listen(quint16 discoveryPort) {
    delete socket_;
    socket_ = new QUdpSocket(this);
    if (!socket_->bind(QHostAddress::AnyIPv4, discoveryPort,
                       QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint))
        return false;
    connect(socket_, &QUdpSocket::readyRead, this, &LanListener::readPending);
    sweep_.start();
    return true;
}

void LanListener::readPending() {
    while (socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(LanAnnouncement::maxBytes + 1);
        hear(d.data(), d.senderAddress(), QDateTime::currentDateTimeUtc());
    }
}

void LanListener::hear(const QByteArray& bytes, const QHostAddress& sender, const QDateTime& at) {
    auto announcement = LanAnnouncement::decode(bytes);
    if (!announcement)
        return; // another program's datagram on the port, or a broken one: not a server
    QHostAddress from = sender;
    if (from.protocol() == QAbstractSocket::IPv6Protocol) // an IPv4 one mapped in IPv6
        from = QHostAddress(from.toIPv4Address());
    const QString address = QStringLiteral("%1:%2").arg(from.toString()).arg(announcement->port);
    heard_[address] = HeardServer{address, std::move(*announcement), at};
    emit changed();
}

QList<HeardServer> LanListener::servers(const QDateTime& now) const {
    QList<HeardServer> out;
    for (const HeardServer& s : heard_)
        if (s.heardAt.secsTo(now) <= staleSeconds)
            out << s;
    return out;
}

void LanListener::dropStale() {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto before = heard_.size();
    for (auto it = heard_.begin(); it != heard_.end();)
        it = it->heardAt.secsTo(now) > staleSeconds ? heard_.erase(it) : std::next(it);
    if (heard_.size() != before)
        emit changed();
}

} // namespace paiju::client
