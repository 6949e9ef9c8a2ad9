#pragma once

#include <QWidget>

namespace paiju::gui {

// The first thing a player sees: the four games of Paiju, each with a button that sits the player
// down at a table against bots once the game's rules are in the engine's registry.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

signals:
    void playRequested(const QString& game);
    void rulesRequested(const QString& game);
    void onlineRequested();
};

} // namespace paiju::gui
