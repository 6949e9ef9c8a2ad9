#pragma once

#include "dialogs/new_table.h"

#include <QMainWindow>
#include <QPointer>

namespace paiju::gui {

class TableWindow;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;
    // macOS hands a paiju:// invite to the app as a file-open event, not as an argument.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Menus and the start page, in the current language.
    void build();
    void openTableWindow(const TableRequest& request);
    void showLobby();
    // Shows a new table window, or `problem` when there is none.
    void showTable(std::unique_ptr<TableWindow> table, const QString& problem);

    QPointer<class LobbyWindow> lobby_;

public:
    // Resumes a saved game (or shows a finished one where it ended); a bad file gets a message.
    void openSavedGame(const QString& path);
    // Opens the lobby on an invite (paiju://host:port/table); false when it is not one.
    bool openInvite(const QString& invite);
};

// For documentation and checks: grabs the widget after it has been painted, then quits.
void saveScreenshotAndQuit(QWidget* widget, const QString& path);

} // namespace paiju::gui
