#include "frame_codec.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QtEndian>
#include <algorithm>

namespace paiju::protocol {

QByteArray encodeFrame(const QJsonObject& message) {
    return frameOf(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

QByteArray frameOf(const QByteArray& body) {
    QByteArray frame(4 + body.size(), Qt::Uninitialized);
    qToBigEndian<quint32>(static_cast<quint32>(body.size()), frame.data());
    std::copy(body.begin(), body.end(), frame.begin() + 4);
    return frame;
}

void FrameDecoder::fail(const QString& code, const QString& message) {
    errorCode_ = code;
    errorMessage_ = message;
    buffer_.clear();
}

QList<QJsonObject> FrameDecoder::feed(const QByteArray& bytes) {
    QList<QJsonObject> messages;
    if (failed())
        return messages;
    buffer_ += bytes;
    while (buffer_.size() >= 4) {
        const quint32 length = qFromBigEndian<quint32>(buffer_.constData());
        // The length is checked before any body is buffered, so a peer cannot make us hold more
        // than one frame's worth of bytes.
        if (length == 0) {
            fail(QStringLiteral("bad-length"), QStringLiteral("a frame cannot be empty"));
            break;
        }
        if (length > quint32(maxFrameSize)) {
            fail(QStringLiteral("too-large"),
                 QStringLiteral("a frame of %1 bytes is over the limit of %2")
                     .arg(length)
                     .arg(maxFrameSize));
            break;
        }
        if (buffer_.size() < 4 + qsizetype(length))
            break;
        const QByteArray body = buffer_.mid(4, qsizetype(length));
        buffer_.remove(0, 4 + qsizetype(length));
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            fail(QStringLiteral("bad-json"),
                 error.error != QJsonParseError::NoError
                     ? QStringLiteral("the frame is not JSON: %1").arg(error.errorString())
                     : QStringLiteral("a message must be a JSON object"));
            break;
        }
        messages.append(doc.object());
    }
    // A buffer keeps its capacity when emptied: a peer that once sent a large frame would hold
    // that much memory for as long as it stays connected.
    if (buffer_.isEmpty())
        buffer_ = QByteArray();
    return messages;
}

} // namespace paiju::protocol
