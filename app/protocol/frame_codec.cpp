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

namespace {

char narrow(QChar c) { // only for ASCII
    return char(c.unicode());
}
char narrow(char c) {
    return c;
}

// The two-character escapes QJsonDocument writes, so that strings written here come out as the
// same bytes as the ones it writes (other control characters go as \u00XX in both).
const char* shortEscape(char c) {
    switch (c) {
    case '\b':
        return "\\b";
    case '\f':
        return "\\f";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        return nullptr;
    }
}

template <class Chars> void appendEscaped(QByteArray& out, const Chars& chars) {
    static const char hex[] = "0123456789abcdef";
    for (auto ch : chars) {
        const char c = narrow(ch);
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            if (const char* shortForm = shortEscape(c)) {
                out += shortForm;
            } else {
                out += "\\u00";
                out += hex[u >> 4];
                out += hex[u & 15];
            }
        } else {
            out += c;
        }
    }
}

} // namespace

void appendJsonString(QByteArray& out, QStringView text) {
    // Most texts (card tokens, keys, actions) are printable ASCII with nothing to escape: written
    // in one step, the room made once, instead of a call to grow the array per character.
    const auto plain = [](QChar c) {
        const char16_t u = c.unicode();
        return u >= 0x20 && u < 0x80 && u != '"' && u != '\\';
    };
    if (std::all_of(text.begin(), text.end(), plain)) {
        const qsizetype at = out.size();
        out.resize(at + text.size() + 2);
        char* to = out.data() + at;
        *to++ = '"';
        for (const QChar c : text)
            *to++ = narrow(c);
        *to = '"';
        return;
    }
    out += '"';
    // Other ASCII texts are written as they are too, without a copy.
    if (std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; }))
        appendEscaped(out, text);
    else
        appendEscaped(out, text.toUtf8());
    out += '"';
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
