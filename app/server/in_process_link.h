#pragma once

#include "connection.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <functional>

namespace paiju::server {

class TableCore;

// A client in the same process as the tables, with no socket between them: the app's own seat
// at the tables it hosts. What the client sends, the core handles; what the core sends reaches
// the client. Each message is passed on from the event loop, never from inside the call that
// sent it (the core sends while it handles a message, and a client may send while it reads
// one), and in the order sent, both ways.
class InProcessLink : public QObject {
    Q_OBJECT
public:
    using Deliver = std::function<void(const QJsonObject&)>;
    // Attaches a new client to `core`; `toClient` is given every message the core sends it.
    InProcessLink(TableCore& core, Deliver toClient, QObject* parent = nullptr);
    // The core loses the client, as when a socket drops: its seats are kept for their tokens.
    ~InProcessLink() override;

    // One message to the core, as a client sends it (docs/protocol.md).
    void send(const QJsonObject& message);
    bool isOpen() const { return open_; }
    // The client leaves: the core loses it now, and nothing more reaches the client, not even
    // what was sent before and is still on its way.
    void close();

signals:
    // The core closed the link (it dropped the client, or it is gone).
    void closed();

private:
    class LinkPeer;
    void deliver(const QJsonObject& message);
    void closeFromCore();

    QPointer<TableCore> core_;
    Connection* member_ = nullptr; // the core's side; freed by the core once lost
    Deliver toClient_;
    bool open_ = true;
};

} // namespace paiju::server
