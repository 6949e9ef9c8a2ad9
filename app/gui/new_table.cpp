#include "new_table.h"

#include "session/bot_agent.h"
#include "table_window.h"

#include <QStringList>

namespace paiju::gui {

std::unique_ptr<QWidget> openTable(const QString& game, const QString& seats, quint64 seed,
                                   int botDelayMs, QString* error) {
    const GameInfo* info = findGame(game.toStdString());
    if (!info || !info->listed) {
        *error = QStringLiteral("unknown game '%1'").arg(game);
        return nullptr;
    }
    QStringList kinds = seats.isEmpty() ? QStringList{} : seats.split(QLatin1Char(','));
    if (kinds.isEmpty()) {
        kinds << QStringLiteral("human");
        while (kinds.size() < info->defaultSeats)
            kinds << QStringLiteral("bot");
    }
    if (kinds.count(QStringLiteral("human")) != 1 ||
        kinds.count(QStringLiteral("human")) + kinds.count(QStringLiteral("bot")) != kinds.size()) {
        *error = QStringLiteral("--seats lists 'human' once and 'bot' for the other seats (several "
                                "people at one screen come with the hotseat curtain)");
        return nullptr;
    }
    Replay replay;
    replay.game = info->id;
    replay.seed = seed;
    for (int s = 0; s < kinds.size(); ++s)
        replay.seatNames << (kinds[s] == QLatin1String("human") ? QStringLiteral("You")
                                                                : QStringLiteral("Bot %1").arg(s));
    auto session = session::TableSession::create(replay, error);
    if (!session)
        return nullptr;
    for (int s = 0; s < kinds.size(); ++s)
        if (kinds[s] == QLatin1String("bot"))
            session->setAgent(s, new session::BotAgent(*session, info->basicBot(),
                                                       seed + quint64(s), botDelayMs));
    auto* raw = session.get();
    auto window = std::make_unique<TableWindow>(std::move(session), int(kinds.indexOf("human")));
    raw->start();
    return window;
}

} // namespace paiju::gui
