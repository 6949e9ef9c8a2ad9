#include "dialogs/sound_cues.h"

#include "dialogs/appearance.h"
#include "games/catalog.h"

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

QString handKey(const QJsonObject& obs) {
    return obs.value("hand").toVariant().toString() + QLatin1Char('/') +
           obs.value("round").toVariant().toString();
}

bool awaitsViewer(const QJsonObject& obs) {
    const int viewer = obs.value("viewer").toInt(-1);
    if (viewer < 0 || obs.value("legal").toArray().isEmpty())
        return false;
    return obs.value("awaiting").toArray().contains(viewer);
}

} // namespace

Cue cueFor(const QJsonObject& before, const QJsonObject& after) {
    if (after.isEmpty())
        return Cue::None;
    Cue cue = Cue::None;
    auto take = [&cue](Cue c) {
        if (weight(c) > weight(cue))
            cue = c;
    };
    const bool sameHand = !before.isEmpty() && handKey(before) == handKey(after);
    // A hand settled between the two views: its end is not in the new log (observations §3).
    if (!before.isEmpty() && !sameHand)
        take(Cue::Win);
    const QJsonArray log = after.value("log").toArray();
    const qsizetype seen = sameHand ? before.value("log").toArray().size() : log.size();
    for (qsizetype i = seen; i < log.size(); ++i) {
        const QJsonObject event = log.at(i).toObject();
        if (event.value("type").toString() == QLatin1String("out") &&
            event.value("values").toArray().at(0).toInt() != 1)
            continue; // only the first out of a Tichu round is a win
        take(cueOfEvent(after.value("game").toString(), event.value("type").toString()));
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
