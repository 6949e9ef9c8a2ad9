#pragma once

#include "games/game_module.h"

#include <QList>
#include <QString>

namespace paiju::gui {

// The app's games, beside the engine's catalog (engine/games/catalog.cpp): one module per game
// the app can show, in the engine's order. This file and each game's folder are the only places
// in app/ that name a game (the app_layers test holds it).
QList<const GameModule*> gameModules();
// The module of a game; nullptr when the app has none for it (the app does not offer it).
const GameModule* findModule(const QString& id);
// The module of a game, or the generic one (GameModule's own answers) when it has none.
const GameModule& gameModule(const QString& id);

} // namespace paiju::gui
