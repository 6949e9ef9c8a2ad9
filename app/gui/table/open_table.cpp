#include "table/open_table.h"

#include "core/rng.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "io/game_info.h"
#include "session/bot_agent.h"
#include "settings/app_settings.h"
#include "table/local_table.h"
#include "table/replay_table.h"
#include "table/table_window.h"
#include "text/game_terms.h"

#include <QCoreApplication>
#include <QFile>
#include <algorithm>

namespace paiju::gui {

namespace {

// Who sits where when nobody said: a person in seat 0, bots in the other seats.
QStringList onePersonAndBots(qsizetype seats) {
    QStringList kinds{QStringLiteral("human")};
    while (kinds.size() < seats)
        kinds << QStringLiteral("bot");
    return kinds;
}

// The match's first actions, chosen by normal bots for every seat.
void playAhead(Replay& replay, int actions, const GameInfo& info) {
    ReplayRun run = runReplay(replay);
    if (!run.state)
        return;
    GameState& state = *run.state;
    std::vector<std::unique_ptr<Bot>> bots;
    for (int s = 0; s < state.seatCount(); ++s)
        bots.push_back(makeBot(info, "normal"));
    Rng rng(replay.seed);
    for (int i = 0; i < actions && !state.isTerminal(); ++i) {
        const std::vector<int> waiting = state.awaiting();
        if (waiting.empty())
            break;
        const int seat = waiting.front();
        const std::string action = bots[std::size_t(seat)]->choose(state, seat, rng);
        if (!state.apply(seat, action).ok())
            break;
        replay.actions.push_back({seat, action});
    }
}

} // namespace

std::unique_ptr<TableWindow> openTable(const TableRequest& request, QString* error) {
    const GameInfo* info = findGame(request.game.toStdString());
    if (!info || !findModule(request.game)) { // a game the app has a module for
        *error = QStringLiteral("unknown game '%1'").arg(request.game);
        return nullptr;
    }
    const QStringList kinds =
        request.kinds.isEmpty() ? onePersonAndBots(info->defaultSeats) : request.kinds;
    // A table of bots alone is watched from the public view, as a spectator would.
    if (std::any_of(kinds.begin(), kinds.end(), [](const QString& kind) {
            return kind != QLatin1String("human") && botKindOfSeat(kind.toStdString()).empty();
        })) {
        *error = QStringLiteral("--seats lists 'human', 'easy', 'bot' or 'hard' for every seat");
        return nullptr;
    }
    Replay replay;
    replay.game = info->id;
    replay.seed = request.seed;
    replay.options = request.options;
    for (int s = 0; s < kinds.size(); ++s) {
        const QString given = request.names.value(s).trimmed();
        replay.seatNames
            << (!given.isEmpty() ? given
                : kinds[s] == QLatin1String("human")
                    ? QCoreApplication::translate("paiju::gui::NewTable", "Player %1").arg(s + 1)
                    : QCoreApplication::translate("paiju::gui::NewTable", "Bot %1").arg(s + 1));
    }
    replay.players = kinds;
    if (request.playAhead > 0)
        playAhead(replay, request.playAhead, *info);
    return openSavedTable(replay, request.botDelayMs, error);
}

std::unique_ptr<TableWindow> openSavedTable(const Replay& saved, int botDelayMs, QString* error) {
    const GameInfo* info = findGame(saved.game);
    if (!info || !findModule(QString::fromStdString(saved.game))) {
        *error = QStringLiteral("unknown game '%1'").arg(QString::fromStdString(saved.game));
        return nullptr;
    }
    const QStringList kinds =
        saved.players.isEmpty() ? onePersonAndBots(saved.seatNames.size()) : saved.players;
    // A record whose match refuses one of its actions says why in the player's words.
    const auto refused = [&] {
        *error = refusalText(error->toStdString(),
                             {QString::fromStdString(saved.game), saved.seatNames, -1, {}});
        return nullptr;
    };
    auto session = session::TableSession::create(saved, error);
    if (!session)
        return refused();
    if (session->isOver()) { // nothing left to play: the game is shown step by step
        auto replay = TableWindow::replayOf(saved, error);
        return replay ? std::move(replay) : refused();
    }
    for (int s = 0; s < kinds.size(); ++s)
        if (const auto bot = botKindOfSeat(kinds[s].toStdString()); !bot.empty())
            session->setAgent(s, new session::BotAgent(*session, makeBot(*info, bot),
                                                       saved.seed + quint64(s), botDelayMs));
    auto* raw = session.get();
    QList<int> humans;
    for (int s = 0; s < kinds.size(); ++s)
        if (kinds[s] == QLatin1String("human"))
            humans << s;
    // A claim window lasts the same whoever can claim, so that its length says nothing: against
    // bots half a bot's delay; with several people at the screen long enough for any of them to
    // press for it.
    const int windowMs =
        humans.size() > 1 ? std::max(500, settings::claimWindowMs()) : botDelayMs / 2;
    auto window = std::make_unique<TableWindow>(std::move(session), humans, windowMs);
    window->local()->setAutoPass(settings::autoPass());
    window->local()->setAutoDecline(settings::autoDeclineMs());
    raw->start();
    return window;
}

std::unique_ptr<TableWindow> openSavedFile(const QString& path, int botDelayMs, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return nullptr;
    }
    const auto replay = Replay::parse(file.readAll(), error);
    auto table = replay ? openSavedTable(*replay, botDelayMs, error) : nullptr;
    if (ReplayTable* steps = table ? table->replay() : nullptr) // its analysis is saved beside it
        steps->setSourcePath(path);
    return table;
}

std::unique_ptr<TableWindow> openTable(const QString& game, const QString& seats, quint64 seed,
                                       int botDelayMs, QString* error) {
    TableRequest request;
    request.game = game;
    request.kinds = seats.isEmpty() ? QStringList{} : seats.split(QLatin1Char(','));
    request.seed = seed;
    request.botDelayMs = botDelayMs;
    return openTable(request, error);
}

} // namespace paiju::gui
