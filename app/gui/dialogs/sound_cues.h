#pragma once

#include <QJsonObject>
#include <QString>

namespace paiju::gui {

// The table's sound effects (Settings → Sound, off by default): short WAVs compiled in as
// resources (`:/sounds/<name>.wav`, made by assets/tools/make_sounds.py) and played with
// QSoundEffect. Without an audio device nothing is heard and play goes on.
enum class Cue { None, CardPlayed, Claim, YourTurn, Bomb, Win };

// The cue a new view of the table calls for after `before` (the viewer's previous observation,
// empty for the first): the most telling of what happened between the two, or None.
Cue cueFor(const QJsonObject& before, const QJsonObject& after);
// The cue's sound file, `:/sounds/<name>.wav`.
QString cueName(Cue cue);
// Plays the cue when sound is on.
void playCue(Cue cue);

} // namespace paiju::gui
