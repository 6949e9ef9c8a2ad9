#include "new_table.h"

#include "session/bot_agent.h"
#include "table_window.h"

#include <QCoreApplication>
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
    if (kinds.count(QStringLiteral("human")) < 1 ||
        kinds.count(QStringLiteral("human")) + kinds.count(QStringLiteral("bot")) != kinds.size()) {
        *error =
            QStringLiteral("--seats lists 'human' or 'bot' for every seat, at least one human");
        return nullptr;
    }
    Replay replay;
    replay.game = info->id;
    replay.seed = seed;
    for (int s = 0; s < kinds.size(); ++s)
        replay.seatNames
            << (kinds[s] == QLatin1String("human")
                    ? QCoreApplication::translate("paiju::gui::NewTable", "Player %1").arg(s + 1)
                    : QCoreApplication::translate("paiju::gui::NewTable", "Bot %1").arg(s + 1));
    auto session = session::TableSession::create(replay, error);
    if (!session)
        return nullptr;
    for (int s = 0; s < kinds.size(); ++s)
        if (kinds[s] == QLatin1String("bot"))
            session->setAgent(s, new session::BotAgent(*session, info->basicBot(),
                                                       seed + quint64(s), botDelayMs));
    auto* raw = session.get();
    QList<int> humans;
    for (int s = 0; s < kinds.size(); ++s)
        if (kinds[s] == QLatin1String("human"))
            humans << s;
    auto window = std::make_unique<TableWindow>(std::move(session), humans);
    raw->start();
    return window;
}

} // namespace paiju::gui
