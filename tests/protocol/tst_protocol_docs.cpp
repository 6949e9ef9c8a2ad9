// docs/protocol.md and docs/observations.md are the protocol's reference: every message they show
// decodes with its type (a client's request with decodeClientRequest, a server's message with
// decodeServerMessage, a local network's datagram as a LanAnnouncement), and every type has at
// least one whole example there. An example may leave parts out with "…" where it is no JSON then;
// such an example is not read, and does not count as one of its type's.
#include "client/lan_discovery.h"
#include "protocol/client_requests.h"
#include "protocol/server_messages.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <utility>

using namespace paiju::protocol;

namespace {

// One example as the docs show it.
struct Example {
    QString file;
    int line = 0;
    QString section; // the heading it is under
    QString text;
};

QString docPath(const QString& name) {
    return QStringLiteral(PAIJU_DOCS_DIR "/") + name;
}

// The fenced ```json blocks (one example, or one a line) and the inline code that is an object
// with a `type` first.
QList<Example> examplesIn(const QString& name) {
    QFile file(docPath(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    static const QRegularExpression inlineCode(QStringLiteral(R"(`(\{\s*"type"[^`]*\})`)"));
    QList<Example> out;
    QString section;
    for (int i = 0; i < lines.size(); ++i) {
        const QString& line = lines[i];
        if (line.startsWith(QLatin1Char('#'))) {
            section = line;
            continue;
        }
        if (line.trimmed() == QLatin1String("```json")) {
            const int first = i + 1;
            QStringList block;
            while (++i < lines.size() && lines[i].trimmed() != QLatin1String("```"))
                block << lines[i];
            const QString whole = block.join(QLatin1Char('\n'));
            // Several messages, one a line, or one over several lines.
            const bool oneALine = std::all_of(block.begin(), block.end(), [](const QString& l) {
                return l.trimmed().isEmpty() || l.startsWith(QLatin1Char('{'));
            });
            if (!oneALine) {
                out << Example{name, first, section, whole};
            } else {
                for (int k = 0; k < block.size(); ++k)
                    if (!block[k].trimmed().isEmpty())
                        out << Example{name, first + k, section, block[k]};
            }
            continue;
        }
        for (auto match = inlineCode.globalMatch(line); match.hasNext();)
            out << Example{name, i + 1, section, match.next().captured(1)};
    }
    return out;
}

template <std::size_t... I> QSet<QString> requestTypes(std::index_sequence<I...>) {
    return {typeOf(ClientRequest(std::in_place_index<I>))...};
}
template <std::size_t... I> QSet<QString> serverTypes(std::index_sequence<I...>) {
    return {encode(ServerMessage(std::in_place_index<I>)).value("type").toString()...};
}

const QSet<QString> allRequestTypes =
    requestTypes(std::make_index_sequence<std::variant_size_v<ClientRequest>>());
const QSet<QString> allServerTypes =
    serverTypes(std::make_index_sequence<std::variant_size_v<ServerMessage>>());

// What the docs' examples held: the types with a whole example each, and the problems found.
struct Reading {
    QSet<QString> requests;
    QSet<QString> serverMessages;
    QSet<QString> observations; // the games with an observation shown whole
    QStringList problems;
    int read = 0;
    int elided = 0;
};

// A name's type is a request's under "Client messages" and wherever the server sends no message
// of that name; elsewhere a server's (`chat`, `my-games`, `leaderboard` and `replay` are both).
bool isRequest(const Example& e, const QString& type) {
    if (e.section.contains(QLatin1String("Client messages")))
        return true;
    return !allServerTypes.contains(type);
}

void read(const Example& e, Reading& out) {
    const QString where = QStringLiteral("%1:%2").arg(e.file).arg(e.line);
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(e.text.toUtf8(), &parse);
    if (!document.isObject()) {
        // Parts left out ("…" in place of a value) make no JSON: such an example is not read.
        if (e.text.contains(QChar(0x2026)))
            ++out.elided;
        else
            out.problems << QStringLiteral("%1: not JSON (%2): %3")
                                .arg(where, parse.errorString(), e.text.simplified());
        return;
    }
    const QJsonObject message = document.object();
    ++out.read;
    if (message.contains(QLatin1String("paiju"))) { // a datagram of the local network's
        QString problem;
        if (!paiju::client::LanAnnouncement::decode(e.text.toUtf8(), &problem))
            out.problems << QStringLiteral("%1: an announcement: %2").arg(where, problem);
        return;
    }
    if (!message.contains(QLatin1String("type"))) { // an observation (observations.md)
        // It decodes as the observation of a spectator's view, and names its game and viewer.
        const QJsonObject view{{"type", "view"},
                               {"table", "t1"},
                               {"seat", -1},
                               {"seq", 1},
                               {"awaited", false},
                               {"logFrom", 0},
                               {"legal", QJsonArray{}},
                               {"observation", message}};
        QString problem;
        if (!decodeAs<View>(view, &problem))
            out.problems << QStringLiteral("%1: an observation: %2").arg(where, problem);
        else if (!message.value("game").isString() || !message.value("viewer").isDouble())
            out.problems
                << QStringLiteral("%1: an observation names no game and viewer").arg(where);
        else
            out.observations << message.value("game").toString();
        return;
    }
    const QString type = message.value("type").toString();
    if (!allRequestTypes.contains(type) && !allServerTypes.contains(type)) {
        // observations.md also shows a log's events, which have types of their own.
        if (e.file != QLatin1String("observations.md"))
            out.problems << QStringLiteral("%1: no message has type '%2'").arg(where, type);
        return;
    }
    if (isRequest(e, type)) {
        ProtocolError error;
        const auto decoded = decodeClientRequest(message, &error);
        if (!decoded)
            out.problems << QStringLiteral("%1: %2 (%3)").arg(where, error.message, e.text);
        else if (typeOf(*decoded) != type)
            out.problems << QStringLiteral("%1: read as '%2'").arg(where, typeOf(*decoded));
        else
            out.requests << type;
    } else {
        QString error;
        if (!decodeServerMessage(message, &error))
            out.problems << QStringLiteral("%1: %2 (%3)").arg(where, error, e.text);
        else
            out.serverMessages << type;
    }
}

Reading readDocs() {
    Reading out;
    for (const QString& name : {QStringLiteral("protocol.md"), QStringLiteral("observations.md")})
        for (const Example& e : examplesIn(name))
            read(e, out);
    return out;
}

QString missing(const QSet<QString>& all, const QSet<QString>& seen) {
    QStringList names = (all - seen).values();
    names.sort();
    return names.join(QStringLiteral(", "));
}

} // namespace

class TestProtocolDocs : public QObject {
    Q_OBJECT

private slots:
    void theDocsAreThere() {
        // Without them every check below would pass on nothing.
        QVERIFY(QFile::exists(docPath("protocol.md")));
        QVERIFY(examplesIn("protocol.md").size() > 40);
        QVERIFY(allRequestTypes.size() == qsizetype(std::variant_size_v<ClientRequest>));
        QVERIFY(allServerTypes.contains("lobby-update") && allServerTypes.contains("error"));
    }

    void everyExampleDecodes() {
        const Reading docs = readDocs();
        qInfo("%d examples read, %d with parts left out", docs.read, docs.elided);
        QVERIFY2(docs.problems.isEmpty(), qPrintable(docs.problems.join(QLatin1Char('\n'))));
    }

    void everyTypeHasAnExample() {
        const Reading docs = readDocs();
        QVERIFY2(docs.requests == allRequestTypes,
                 qPrintable("requests without a whole example: " +
                            missing(allRequestTypes, docs.requests)));
        QVERIFY2(docs.serverMessages == allServerTypes,
                 qPrintable("server messages without a whole example: " +
                            missing(allServerTypes, docs.serverMessages)));
        // observations.md shows an observation of each game it describes.
        QVERIFY2(docs.observations.size() >= 4,
                 qPrintable(QStringList(docs.observations.values()).join(", ")));
    }

    void aBrokenExampleIsFound() {
        // The checks above find what they look for: a request with a wrong field, a server
        // message missing one, an example that is no JSON and a type nobody sends.
        Reading broken;
        read(Example{"protocol.md", 1, "### Client messages",
                     R"({"type":"join","table":"t7","seat":"2"})"},
             broken);
        read(Example{"protocol.md", 2, "### Server messages", R"({"type":"joined","table":"t1"})"},
             broken);
        read(Example{"protocol.md", 3, "## Messages", R"({"type":"list",})"}, broken);
        read(Example{"protocol.md", 4, "## Messages", R"({"type":"teleport"})"}, broken);
        QCOMPARE(broken.problems.size(), 4);
        QVERIFY(broken.problems[0].contains("'join.seat' must be a whole number"));
        QVERIFY(broken.problems[1].contains("'joined' needs 'seat'"));
        QVERIFY(broken.requests.isEmpty() && broken.serverMessages.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestProtocolDocs)
#include "tst_protocol_docs.moc"
