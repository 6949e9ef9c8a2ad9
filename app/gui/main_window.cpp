#include "main_window.h"

#include "dialogs/new_game_dialog.h"
#include "dialogs/rules.h"
#include "dialogs/settings_dialog.h"
#include "lobby/lobby_window.h"
#include "settings/app_settings.h"
#include "start_page.h"
#include "table/local_table.h"
#include "table/open_table.h"
#include "table/saved_games.h"
#include "table/table_view.h"
#include "table/table_window.h"
#include "text/language.h"
#include "version.h"

#include <QActionGroup>
#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileOpenEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTimer>

namespace paiju::gui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    build();
    qApp->installEventFilter(this);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FileOpen) {
        const QUrl url = static_cast<QFileOpenEvent*>(event)->url();
        if (url.scheme() == QLatin1String("paiju")) {
            openInvite(url.toString());
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        build();
    QMainWindow::changeEvent(event);
}

namespace {

// A settings menu of exclusive choices, each a number kept by `save`; the action names are
// `prefix` and the number, for tests.
void addChoices(QMenu* menu, const QString& prefix, const QList<std::pair<QString, int>>& choices,
                int current, void (*save)(int)) {
    auto* group = new QActionGroup(menu);
    for (const auto& [name, value] : choices) {
        QAction* action = menu->addAction(name);
        action->setObjectName(prefix + QString::number(value));
        action->setCheckable(true);
        action->setChecked(current == value);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [save, value] { save(value); });
    }
}

} // namespace

void MainWindow::build() {
    setWindowTitle(tr("Paiju"));
    auto* start = new StartPage(this);
    setCentralWidget(start); // the previous page, if any, is deleted
    connect(start, &StartPage::playRequested, this, [this](const QString& game) {
        TableRequest request;
        request.game = game;
        request.seed = QRandomGenerator::global()->generate64();
        openTableWindow(request);
    });
    connect(start, &StartPage::rulesRequested, this,
            [this](const QString& game) { showRules(game, this); });
    connect(start, &StartPage::onlineRequested, this, &MainWindow::showLobby);
    connect(start, &StartPage::continueRequested, this,
            [this] { openSavedGame(unfinishedGamePath()); });
    connect(start, &StartPage::replayRequested, this, &MainWindow::openSavedGame);

    menuBar()->clear();
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New local game…"), QKeySequence::New, this, [this] {
        NewGameDialog dialog({}, this);
        if (dialog.exec() == QDialog::Accepted)
            openTableWindow(dialog.request());
    });
    newGame->setObjectName(QStringLiteral("new-game"));
    game->addAction(tr("Play &online…"), this, &MainWindow::showLobby)
        ->setObjectName(QStringLiteral("play-online"));
    QAction* openGame =
        game->addAction(tr("&Open saved game or replay…"), QKeySequence::Open, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Open a saved game"), QString(), tr("Paiju games (*.json)"));
            if (!path.isEmpty())
                openSavedGame(path);
        });
    game->addSeparator();
    game->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    QMenu* language = settings->addMenu(tr("&Language"));
    auto* choices = new QActionGroup(language);
    QList<Language> options = languages();
    options.prepend({QString(), tr("System language")});
    for (const Language& option : options) {
        QAction* action = language->addAction(option.name);
        action->setObjectName(QStringLiteral("language-") +
                              (option.code.isEmpty() ? QStringLiteral("system") : option.code));
        action->setCheckable(true);
        action->setChecked(option.code == appliedLanguage());
        choices->addAction(action);
        // Applied after the menu has closed: the menus themselves are rebuilt in the new language.
        connect(action, &QAction::triggered, this, [code = option.code] {
            settings::setLanguage(code);
            QTimer::singleShot(0, qApp, [code] { applyLanguage(code); });
        });
    }
    addChoices(settings->addMenu(tr("&Bot speed")), QStringLiteral("bot-delay-"),
               {{tr("Fast"), 150}, {tr("Normal"), 600}, {tr("Slow"), 1200}}, settings::botDelayMs(),
               settings::setBotDelayMs);
    addChoices(settings->addMenu(tr("&Claim time, several people at one screen")),
               QStringLiteral("claim-window-"),
               {{tr("2 seconds"), 2000}, {tr("3 seconds"), 3000}, {tr("5 seconds"), 5000}},
               settings::claimWindowMs(), settings::setClaimWindowMs);
    addChoices(settings->addMenu(tr("&Animations")), QStringLiteral("animation-"),
               {{tr("Off"), 0}, {tr("Fast"), 120}, {tr("Normal"), 250}, {tr("Slow"), 500}},
               settings::animationMs(), settings::setAnimationMs); // open tables follow at once
    settings->addAction(tr("Appearance and s&ound…"), this, [this] { SettingsDialog::edit(this); })
        ->setObjectName(QStringLiteral("appearance"));
    QAction* autoPass = settings->addAction(tr("Auto-&pass when nothing else is allowed"));
    autoPass->setObjectName(QStringLiteral("auto-pass"));
    autoPass->setCheckable(true);
    autoPass->setChecked(settings::autoPass());
    connect(autoPass, &QAction::toggled, this, [](bool on) { settings::setAutoPass(on); });
    // For the curious: the engine's notation of each action beside its words (view_text.h).
    QAction* notation = settings->addAction(tr("Show the &notation of actions in their tooltips"));
    notation->setObjectName(QStringLiteral("show-notation"));
    notation->setCheckable(true);
    notation->setChecked(settings::showNotation());
    connect(notation, &QAction::toggled, this, [](bool on) { settings::setShowNotation(on); });
    start->settingsButton()->setMenu(settings);
    connect(start, &StartPage::newGameRequested, newGame, &QAction::trigger);
    connect(start, &StartPage::openRequested, openGame, &QAction::trigger);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Paiju"), this, [this] {
        QMessageBox::about(this, tr("About Paiju"),
                           tr("<h3>Paiju %1</h3><p>Traditional card games at one table.</p>")
                               .arg(QStringLiteral(PAIJU_VERSION)));
    });
}

void MainWindow::showLobby() {
    if (!lobby_) {
        lobby_ = new LobbyWindow;
        lobby_->setAttribute(Qt::WA_DeleteOnClose);
    }
    lobby_->show();
    lobby_->raise();
    lobby_->activateWindow();
}

bool MainWindow::openInvite(const QString& invite) {
    showLobby();
    return lobby_->openInvite(invite);
}

void MainWindow::openSavedGame(const QString& path) {
    QString error;
    auto table = openSavedFile(path, settings::botDelayMs(), &error);
    showTable(std::move(table), tr("%1 could not be opened: %2").arg(path, error));
}

void MainWindow::openTableWindow(const TableRequest& request) {
    QString error;
    auto table = openTable(request, &error);
    showTable(std::move(table), tr("The table could not be opened: %1").arg(error));
}

void MainWindow::showTable(std::unique_ptr<TableWindow> table, const QString& problem) {
    if (!table) {
        QMessageBox::warning(this, tr("Paiju"), problem);
        return;
    }
    table->setAttribute(Qt::WA_DeleteOnClose);
    // A table as big as it was last time, within the screen (1280×800 at first).
    fitToScreen(table.get(), table->replay() ? QStringLiteral("replay") : QStringLiteral("table"),
                QSize(1280, 800));
    // A game played from here is kept for Continue, and once over among the last games.
    if (LocalTable* local = table->local())
        local->setKeepUnfinished(true);
    connect(table.get(), &QObject::destroyed, this, [this] {
        if (auto* start = qobject_cast<StartPage*>(centralWidget()))
            start->refreshSavedGames();
    });
    table->show();
    table.release(); // the window deletes itself when closed
}

void saveScreenshotAndQuit(QWidget* widget, const QString& path) {
    QTimer::singleShot(1500, widget, [widget, path] {
        const bool saved = widget->grab().save(path);
        QApplication::exit(saved ? 0 : 1);
    });
}

} // namespace paiju::gui
