#include "main_window.h"

#include "new_table.h"
#include "start_page.h"
#include "version.h"

#include <QApplication>
#include <QMenuBar>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QTimer>

namespace paiju::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Paiju"));
    auto* start = new StartPage(this);
    setCentralWidget(start);
    connect(start, &StartPage::playRequested, this, [this](const QString& game) {
        QString error;
        auto table = openTable(game, {}, QRandomGenerator::global()->generate64(), 600, &error);
        if (!table) {
            QMessageBox::warning(this, tr("Paiju"),
                                 tr("The table could not be opened: %1").arg(error));
            return;
        }
        table->setAttribute(Qt::WA_DeleteOnClose);
        table->resize(1280, 800);
        table->show();
        table.release(); // the window deletes itself when closed
    });
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Paiju"), this, [this] {
        QMessageBox::about(this, tr("About Paiju"),
                           tr("<h3>Paiju %1</h3><p>Traditional card games at one table.</p>")
                               .arg(QStringLiteral(PAIJU_VERSION)));
    });
}

void saveScreenshotAndQuit(QWidget* widget, const QString& path) {
    QTimer::singleShot(1500, widget, [widget, path] {
        const bool saved = widget->grab().save(path);
        QApplication::exit(saved ? 0 : 1);
    });
}

} // namespace paiju::gui
