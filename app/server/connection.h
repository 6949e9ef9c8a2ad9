#pragma once

#include "protocol/frame_codec.h"

#include <QElapsedTimer>
#include <QTcpSocket>

namespace paiju::server {

// One client's connection: its frames, whether it said hello, and what the limits count.
struct Connection {
    QTcpSocket* socket = nullptr;
    protocol::FrameDecoder decoder;
    bool greeted = false;
    bool subscribed = false; // asked for the lobby: is sent its updates
    QString client;
    QElapsedTimer heard;  // since the last frame
    double allowance = 0; // messages it may still send now (a token bucket)
    QElapsedTimer refilled;

    // Counts one message against the rate limit; false when the connection is over it.
    bool spend(int perSecond, int burst) {
        allowance = std::min<double>(burst, allowance + refilled.restart() * perSecond / 1000.0);
        if (allowance < 1)
            return false;
        allowance -= 1;
        return true;
    }
};

} // namespace paiju::server
