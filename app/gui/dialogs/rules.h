#pragma once

#include <QImage>
#include <QString>

class QUrl;
class QWidget;

namespace paiju::gui {

// The language the rules are shown in: the one the player chose, else the system's (Chinese in
// Taiwan, Hong Kong and Macau, or in the traditional script, reads 繁體; other Chinese 简体),
// else English.
QString rulesLanguage();
// A game's rules as HTML in `language` (assets/rules/<game>.<language>.html); English when that
// language has no text; empty for an unknown game.
QString rulesHtml(const QString& game, const QString& language);
// The pictures of cards in the rules pages: `card:<deck>/<token>` (`card:tichu/DR`) is that card's
// face as the table draws it (the colour-blind faces when they are chosen), `height` pixels high
// at device pixel ratio `dpr`. Null for anything else.
QImage rulesCardImage(const QUrl& url, int height, qreal dpr);
// A window with the rules of `game` in the UI language.
void showRules(const QString& game, QWidget* parent);

} // namespace paiju::gui
