#include "demo/goofspiel_info.h"
#include "fourcolor/fourcolor_bot.h"
#include "fourcolor/fourcolor_info.h"
#include "hakka/hakka_info.h"
#include "io/registry.h"
#include "tichu/tichu_info.h"
#include "zipai/zipai_info.h"

namespace paiju {

namespace {

// Four-color's hard bot starts from a more careful player than the normal level, which its
// rollouts keep for the other seats.
GameInfo fourColorWithSearchPolicy() {
    GameInfo info = fourcolor::fourColorInfo();
    info.searchPolicy = [] { return std::make_unique<fourcolor::CarefulFourColorBot>(); };
    return info;
}

} // namespace

// Every game of the program, in the order the app offers them: the one place that names them.
const std::vector<GameInfo>& allGames() {
    static const std::vector<GameInfo> games = {goofspielInfo(), fourColorWithSearchPolicy(),
                                                hakka::hakkaInfo(), tichu::tichuInfo(),
                                                zipai::zipaiInfo()};
    return games;
}

const GameInfo* findGame(std::string_view id) {
    return findGame(allGames(), id);
}

} // namespace paiju
