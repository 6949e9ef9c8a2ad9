#include "games/catalog.h"

#include "games/fourcolor/fourcolor_module.h"
#include "games/goofspiel/goofspiel_module.h"
#include "games/hakka/hakka_module.h"
#include "games/tichu/tichu_module.h"
#include "games/zipai/zipai_module.h"

namespace paiju::gui {

QList<const GameModule*> gameModules() {
    // A game the engine lists without a module here is not offered by the app. Where a word of
    // one game is read without its game (a log line), the modules are asked in this order.
    static const FourColorModule fourColor;
    static const HakkaModule hakka;
    static const TichuModule tichu;
    static const ZipaiModule zipai;
    static const GoofspielModule goofspiel; // the engine's reference game
    static const QList<const GameModule*> modules{&fourColor, &hakka, &tichu, &zipai, &goofspiel};
    return modules;
}

const GameModule* findModule(const QString& id) {
    for (const GameModule* module : gameModules())
        if (module->id() == id)
            return module;
    return nullptr;
}

const GameModule& gameModule(const QString& id) {
    static const GameModule generic;
    const GameModule* module = findModule(id);
    return module ? *module : generic;
}

} // namespace paiju::gui
