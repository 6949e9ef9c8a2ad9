#include "dialogs/sound_cues.h"

#include "dialogs/appearance.h"
#include "games/catalog.h"
#include "session/observed.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QSet>
#include <QSoundEffect>
#include <QUrl>

namespace paiju::gui {

namespace {

// The events of the log (docs/observations.md) that each cue stands for.
Cue cueOfEvent(const QString& game, const QString& type) {
    static const QSet<QString> played{"play", "discard", "draw", "flip", "discarded", "dummy"};
    static const QSet<QString> claims{"claim",   "chi",    "peng",  "sao", "saochuan",
                                      "kaizhao", "guosao", "grand", "call"};
    static const QSet<QString> wins{"hu", "out", "hand-end", "match-end"};
    if (const auto own = gameModule(game).cueOfEvent(type))
        return *own;
    // A declare is a sealed answer to a claim window, unless the game says it wins the hand.
    if (type == QLatin1String("declare"))
        return Cue::None;
    if (type == QLatin1String("bomb") || type == QLatin1String("five-tigers"))
        return Cue::Bomb;
    if (wins.contains(type))
        return Cue::Win;
    if (claims.contains(type))
        return Cue::Claim;
    if (played.contains(type))
        return Cue::CardPlayed;
    return Cue::None;
}

// Of two cues, the one that says more: a win over a bomb over a claim over a card played.
int weight(Cue cue) {
    switch (cue) {
    case Cue::Win:
        return 5;
    case Cue::Bomb:
        return 4;
    case Cue::Claim:
        return 3;
    case Cue::YourTurn:
        return 2;
    case Cue::CardPlayed:
        return 1;
    case Cue::None:
        break;
    }
    return 0;
}

bool awaitsViewer(const session::Observed& obs) {
    const int viewer = obs.viewer();
    if (viewer < 0 || obs.legal().isEmpty())
        return false;
    return obs.awaiting().contains(viewer);
}

} // namespace

Cue cueFor(const QJsonObject& beforeJson, const QJsonObject& afterJson) {
    if (afterJson.isEmpty())
        return Cue::None;
    const session::Observed before(beforeJson), after(afterJson);
    Cue cue = Cue::None;
    auto take = [&cue](Cue c) {
        if (weight(c) > weight(cue))
            cue = c;
    };
    const bool sameHand = !beforeJson.isEmpty() && before.handKey() == after.handKey();
    // A hand settled between the two views: its end is not in the new log (observations §3).
    if (!beforeJson.isEmpty() && !sameHand)
        take(Cue::Win);
    const QJsonArray log = after.log();
    const qsizetype seen = sameHand ? before.logSize() : log.size();
    for (qsizetype i = seen; i < log.size(); ++i) {
        const session::ObservedEvent event(log.at(i).toObject());
        if (event.type() == QLatin1String("out") && event.value(0) != 1)
            continue; // only the first out of a Tichu round is a win
        take(cueOfEvent(after.game(), event.type()));
    }
    if (awaitsViewer(after) && !(sameHand && awaitsViewer(before)))
        take(Cue::YourTurn);
    return cue;
}

QString cueName(Cue cue) {
    switch (cue) {
    case Cue::CardPlayed:
        return QStringLiteral("card");
    case Cue::Claim:
        return QStringLiteral("claim");
    case Cue::YourTurn:
        return QStringLiteral("turn");
    case Cue::Bomb:
        return QStringLiteral("bomb");
    case Cue::Win:
        return QStringLiteral("win");
    case Cue::None:
        break;
    }
    return {};
}

void playCue(Cue cue) {
    if (cue == Cue::None || !currentAppearance().sound || !QCoreApplication::instance())
        return;
    // Made on first use, so that with sound off the audio system is never touched.
    static QHash<Cue, QSoundEffect*> effects;
    QSoundEffect*& effect = effects[cue];
    if (!effect) {
        effect = new QSoundEffect(QCoreApplication::instance());
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(cueName(cue))));
        effect->setVolume(0.6f);
    }
    effect->play();
}

} // namespace paiju::gui
