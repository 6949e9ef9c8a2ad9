#pragma once

#include <QWidget>

class QPushButton;

namespace paiju::gui {

// The first thing a player sees: the games the registry lists (io/registry.h), each with a button
// that sits the player down at a table against bots once the game's rules are in the engine.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
    // Opens the Settings menu it is given.
    QPushButton* settingsButton() const { return settings_; }

signals:
    void playRequested(const QString& game);
    void rulesRequested(const QString& game);
    void onlineRequested();
    void newGameRequested();
    void openRequested();

private:
    QPushButton* settings_ = nullptr;
};

} // namespace paiju::gui
