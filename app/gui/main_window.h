#pragma once

#include "new_table.h"

#include <QMainWindow>

namespace paiju::gui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Menus and the start page, in the current language.
    void build();
    void openTableWindow(const TableRequest& request);
};

// For documentation and checks: grabs the widget after it has been painted, then quits.
void saveScreenshotAndQuit(QWidget* widget, const QString& path);

} // namespace paiju::gui
