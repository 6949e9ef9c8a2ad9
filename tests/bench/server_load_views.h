#pragma once

// What the load program reads of the server's messages, and the figures it reports, shared by its
// two ways of running: against a paiju-server process over loopback (bench_server_load.cpp) and
// against a TableCore in its own process (server_load_in_process.cpp).
#include <QByteArray>
#include <QByteArrayView>
#include <QFile>
#include <QList>
#include <QString>
#include <algorithm>
#include <unistd.h>
#include <vector>

namespace paiju::bench {

// The end of the JSON string that starts at `from` (its opening quote), past its closing quote;
// -1 when it holds an escape (then the view is parsed whole) or does not end.
inline qsizetype stringEnd(QByteArrayView bytes, qsizetype from) {
    for (qsizetype i = from + 1; i < bytes.size(); ++i) {
        if (bytes[i] == '\\')
            return -1;
        if (bytes[i] == '"')
            return i + 1;
    }
    return -1;
}

// What the load program reads of a view.
struct ViewHead {
    QByteArrayView tableJson; // quoted
    bool awaited = false;
    bool over = false;
    QByteArray action; // the answer, as a JSON string: pass when offered, else the first
};

// Reads the head of a view written by protocol::writeView; false when it is not one.
inline bool readView(QByteArrayView body, ViewHead& head) {
    static const QByteArrayView start = "{\"type\":\"view\",\"table\":";
    if (!body.startsWith(start))
        return false;
    const qsizetype tableEnd = stringEnd(body, start.size());
    if (tableEnd < 0)
        return false;
    head.tableJson = body.sliced(start.size(), tableEnd - start.size());
    const qsizetype awaited = body.indexOf(QByteArrayView(",\"awaited\":"), tableEnd);
    const qsizetype legal = body.indexOf(QByteArrayView(",\"legal\":["), tableEnd);
    if (awaited < 0 || legal < 0)
        return false;
    head.awaited = body.sliced(awaited + 11).startsWith("true");
    head.over = body.indexOf(QByteArrayView("\"phase\":\"match-over\""), legal) >= 0;
    head.action.clear();
    if (!head.awaited)
        return true;
    for (qsizetype at = legal + 10; at < body.size() && body[at] == '"';) {
        const qsizetype end = stringEnd(body, at);
        if (end < 0)
            return false;
        const QByteArrayView action = body.sliced(at, end - at);
        if (head.action.isEmpty() || action == "\"pass\"")
            head.action = action.toByteArray();
        if (action == "\"pass\"")
            break;
        at = end + (end < body.size() && body[end] == ',' ? 1 : 0);
    }
    return true;
}

// The value at fraction `p` of the sorted values (0 when there are none).
inline qint64 percentile(std::vector<qint64>& values, double p) {
    std::sort(values.begin(), values.end());
    return values.empty() ? 0 : values[std::size_t(p * double(values.size() - 1))];
}

// The user and system CPU time of a process so far, in milliseconds (/proc/PID/stat, fields 14
// and 15, in clock ticks).
inline double cpuMs(const QString& pid) {
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    // The program's name, in parentheses, may hold spaces: the fields are counted after it.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    const double ticks = double(sysconf(_SC_CLK_TCK));
    return double(fields[11].toLongLong() + fields[12].toLongLong()) * 1000.0 / ticks;
}

// The resident memory of a process now, in KiB ("self" for this one).
inline qint64 residentKiB(const QString& pid) {
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

// The peak resident memory of this process so far, in KiB.
inline qint64 peakResidentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace paiju::bench
