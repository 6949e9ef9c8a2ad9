#pragma once

#include <QWidget>

class QPushButton;
class QBoxLayout;

namespace paiju::gui {

// The first thing a player sees: the games the registry lists (io/registry.h), each with a button
// that sits the player down at a table against bots once the game's rules are in the engine.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
    // Opens the Settings menu it is given.
    QPushButton* settingsButton() const { return settings_; }
    // Shows again whether an unfinished game waits (Continue) and the last finished games.
    void refreshSavedGames();
    QPushButton* continueButton() const { return continue_; }

protected:
    void showEvent(QShowEvent* event) override;

signals:
    void playRequested(const QString& game);
    void rulesRequested(const QString& game);
    void onlineRequested();
    void newGameRequested();
    void openRequested();
    void continueRequested();                  // the unfinished game, where it stopped
    void replayRequested(const QString& path); // a finished game, to step through

private:
    QPushButton* settings_ = nullptr;
    QPushButton* continue_ = nullptr;
    QPushButton* firstPlay_ = nullptr; // the first game's Play button, which has the focus first
    QWidget* recent_ = nullptr;        // the last finished games, one button each
    QBoxLayout* recentLayout_ = nullptr;
};

} // namespace paiju::gui
