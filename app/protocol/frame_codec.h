#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace paiju::protocol {

// 2: request ids and `ok` answers, numbered views with the turn's time left, the lobby in
// parts with `lobby-update`s, exact error codes.
// 3: a view's log carries the events added since the seat's last view (`logFrom`).
// 4: accounts (`register`, `login`, `login-token`, `logout`); rated tables, match history and
// quick play (`my-games`, `leaderboard`, `replay`, `play-now`).
constexpr int protocolVersion = 4;
constexpr qsizetype maxFrameSize = 64 * 1024;

// A frame: a 4-byte big-endian length N (1..maxFrameSize), then N bytes of one UTF-8 JSON
// object (docs/protocol.md).
QByteArray encodeFrame(const QJsonObject& message);
// The frame of a message already written as JSON.
QByteArray frameOf(const QByteArray& body);

// Turns a byte stream into messages, whatever the chunks it arrives in. The first bad frame puts
// the decoder in an error state with a code and a reason; the connection is then closed with
// them, and no byte after it is read.
class FrameDecoder {
public:
    // Appends bytes and returns every message completed by them.
    QList<QJsonObject> feed(const QByteArray& bytes);

    bool failed() const { return !errorCode_.isEmpty(); }
    const QString& errorCode() const { return errorCode_; } // too-large, bad-length, bad-json
    const QString& errorMessage() const { return errorMessage_; }
    qsizetype buffered() const { return buffer_.size(); }

private:
    void fail(const QString& code, const QString& message);

    QByteArray buffer_;
    QString errorCode_;
    QString errorMessage_;
};

} // namespace paiju::protocol
