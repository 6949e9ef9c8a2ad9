#include "in_process_link.h"

#include "table_core.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace paiju::server {

// The core's side of the link: a message it sends is read back into an object (the core writes
// each message as JSON) and handed to the link from the event loop.
class InProcessLink::LinkPeer : public Peer {
public:
    explicit LinkPeer(InProcessLink* link) : link_(link) {}
    bool isOpen() const override { return link_ && link_->open_; }
    void send(const QByteArray& message) override {
        const QJsonObject object = QJsonDocument::fromJson(message).object();
        QMetaObject::invokeMethod(
            link_, [link = link_, object] { link->deliver(object); }, Qt::QueuedConnection);
    }
    void close() override {
        // After the messages already sent, as a socket's close sends what is written first.
        QMetaObject::invokeMethod(
            link_, [link = link_] { link->closeFromCore(); }, Qt::QueuedConnection);
    }

private:
    QPointer<InProcessLink> link_;
};

InProcessLink::InProcessLink(TableCore& core, Deliver toClient, QObject* parent)
    : QObject(parent), core_(&core), toClient_(std::move(toClient)) {
    member_ = core.attach(std::make_unique<LinkPeer>(this));
    // A core that goes first closes the link. Not while the application itself is going: the
    // windows that would hear of it may be going too.
    connect(&core, &QObject::destroyed, this, [this] {
        member_ = nullptr;
        if (open_) {
            open_ = false;
            if (!QCoreApplication::closingDown())
                emit closed();
        }
    });
}

InProcessLink::~InProcessLink() {
    if (core_ && member_)
        core_->lose(member_);
}

void InProcessLink::send(const QJsonObject& message) {
    if (!open_)
        return;
    QMetaObject::invokeMethod(
        this,
        [this, message] {
            if (open_ && core_ && member_)
                core_->handle(member_, message);
        },
        Qt::QueuedConnection);
}

void InProcessLink::close() {
    if (!open_)
        return;
    open_ = false;
    if (core_ && member_)
        core_->lose(member_);
    member_ = nullptr;
}

void InProcessLink::deliver(const QJsonObject& message) {
    if (open_ && toClient_)
        toClient_(message);
}

void InProcessLink::closeFromCore() {
    if (!open_)
        return;
    close();
    emit closed();
}

} // namespace paiju::server
