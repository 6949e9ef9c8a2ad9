#pragma once

#include <QString>

class QWidget;

namespace paiju::gui {

// The language the rules are shown in: the one the player chose, else the system's (Chinese in
// Taiwan, Hong Kong and Macau, or in the traditional script, reads 繁體; other Chinese 简体),
// else English.
QString rulesLanguage();
// A game's rules as HTML in `language` (assets/rules/<game>.<language>.html); English when that
// language has no text; empty for an unknown game.
QString rulesHtml(const QString& game, const QString& language);
// A window with the rules of `game` in the UI language.
void showRules(const QString& game, QWidget* parent);

} // namespace paiju::gui
