// The server's first line of defence against hostile bytes: the frame decoder and the message
// checks. With PAIJU_FUZZ (clang) this is a libFuzzer target; otherwise it is built as a program
// that runs the checked-in corpus, so that the same code stays compiled and exercised by CTest.
#include "protocol/frame_codec.h"
#include "protocol/messages.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    // The first byte picks how the stream is cut into reads, as a socket might deliver it.
    const std::size_t chunk = 1 + data[0] % 17;
    const QByteArray bytes(reinterpret_cast<const char*>(data + 1), qsizetype(size - 1));
    paiju::protocol::FrameDecoder decoder;
    bool greeted = false;
    for (qsizetype at = 0; at < bytes.size() && !decoder.failed(); at += qsizetype(chunk)) {
        for (const QJsonObject& message : decoder.feed(bytes.mid(at, qsizetype(chunk)))) {
            const auto problem = greeted ? paiju::protocol::checkClientMessage(message)
                                         : paiju::protocol::checkHello(message);
            greeted = greeted || !problem;
            // A refusal always says what and why; a decoded message always re-encodes.
            if (problem && (problem->code.isEmpty() || problem->message.isEmpty()))
                __builtin_trap();
            if (paiju::protocol::encodeFrame(message).size() < 4)
                __builtin_trap();
        }
        if (decoder.buffered() > paiju::protocol::maxFrameSize + 4)
            __builtin_trap(); // the decoder never holds more than one frame
    }
    if (decoder.failed() && decoder.errorCode().isEmpty())
        __builtin_trap();
    return 0;
}
