#include "start_page.h"

#include "cards/card_faces.h"
#include "io/registry.h"
#include "io/replay.h"
#include "table/saved_games.h"
#include "text/language.h"

#include <QApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QShowEvent>
#include <QVBoxLayout>

namespace paiju::gui {

namespace {

// The games' English names as the registry gives them (GameInfo::name), marked here so that the
// translations keep them in this page's context; the games themselves come from the registry.
[[maybe_unused]] constexpr const char* translatedNames[] = {
    QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Four-Color Cards"),
    QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Hakka Cards"),
    QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Tichu"),
    QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Hechi Zipai"),
};

// A button that shows it has the keyboard's focus with a frame in the highlight colour, also
// before any key was pressed (the style draws its own only after Tab), and without changing its
// size or look otherwise.
class FocusButton : public QPushButton {
public:
    explicit FocusButton(const QString& text, QWidget* parent) : QPushButton(text, parent) {}

protected:
    void paintEvent(QPaintEvent* event) override {
        QPushButton::paintEvent(event);
        if (!hasFocus())
            return;
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5), 4, 4);
    }
};

QWidget* tile(const GameInfo& game, StartPage* parent) {
    const QString id = QString::fromStdString(game.id);
    auto* frame = new QFrame(parent);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setMinimumSize(220, 140);
    auto* layout = new QVBoxLayout(frame);
    cards::CardFaces faces(id);
    auto* card = new QLabel(frame);
    card->setPixmap(QPixmap::fromImage(
        faces.face(QString::fromStdString(game.tileCard), 180, frame->devicePixelRatioF())));
    layout->addWidget(card, 0, Qt::AlignHCenter);
    auto* native = new QLabel(QString::fromStdString(game.nativeName), frame);
    QFont big = native->font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    native->setFont(big);
    layout->addWidget(native, 0, Qt::AlignHCenter);
    const QString name = StartPage::tr(game.name.c_str());
    if (name != native->text()) // in Chinese the native name says it already
        layout->addWidget(new QLabel(name, frame), 0, Qt::AlignHCenter);
    const bool playable = static_cast<bool>(game.create); // a listed game may await its rules
    if (playable) {
        auto* play = new FocusButton(StartPage::tr("Play against bots"), frame);
        play->setObjectName(QStringLiteral("play-") + id);
        QObject::connect(play, &QPushButton::clicked, parent,
                         [parent, id] { emit parent->playRequested(id); });
        layout->addWidget(play, 0, Qt::AlignHCenter);
        auto* rules = new FocusButton(StartPage::tr("Rules"), frame);
        rules->setObjectName(QStringLiteral("rules-") + id);
        rules->setFlat(true);
        QObject::connect(rules, &QPushButton::clicked, parent,
                         [parent, id] { emit parent->rulesRequested(id); });
        layout->addWidget(rules, 0, Qt::AlignHCenter);
    } else {
        layout->addWidget(new QLabel(StartPage::tr("Rules in preparation"), frame), 0,
                          Qt::AlignHCenter);
    }
    frame->setEnabled(playable);
    return frame;
}

} // namespace

StartPage::StartPage(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    auto* heading =
        new QLabel(tr("<h1>Paiju 牌局</h1><p>Traditional card games at one table</p>"), this);
    heading->setAlignment(Qt::AlignCenter);
    layout->addStretch();
    layout->addWidget(heading);
    auto* grid = new QGridLayout;
    int column = 0;
    for (const GameInfo& game : allGames()) // the registry's order
        if (game.listed) {
            grid->addWidget(tile(game, this), 0, column++);
            if (!firstPlay_)
                firstPlay_ = findChild<QPushButton*>(QStringLiteral("play-") +
                                                     QString::fromStdString(game.id));
        }
    layout->addLayout(grid);
    auto* row = new QHBoxLayout;
    row->addStretch();
    auto add = [&](const QString& text, const char* name, void (StartPage::*signal)()) {
        auto* button = new FocusButton(text, this);
        button->setObjectName(QLatin1String(name));
        if (signal)
            connect(button, &QPushButton::clicked, this, signal);
        row->addWidget(button);
        return button;
    };
    continue_ = add(tr("Continue"), "start-continue", &StartPage::continueRequested);
    continue_->setToolTip(tr("The game that was not finished, where it stopped"));
    add(tr("New local game…"), "start-new-game", &StartPage::newGameRequested);
    add(tr("Play online…"), "play-online", &StartPage::onlineRequested);
    add(tr("Open saved game or replay…"), "start-open", &StartPage::openRequested);
    settings_ = add(tr("Settings"), "start-settings", nullptr);
    row->addStretch();
    layout->addLayout(row);
    recent_ = new QWidget(this);
    recentLayout_ = new QHBoxLayout(recent_);
    layout->addWidget(recent_);
    layout->addStretch();
    refreshSavedGames();
}

// The keyboard starts on the first game's Play button, unless it is on the page already.
void StartPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    const QWidget* focus = QApplication::focusWidget();
    if (firstPlay_ && !(focus && isAncestorOf(focus)))
        firstPlay_->setFocus(Qt::OtherFocusReason);
}

void StartPage::refreshSavedGames() {
    continue_->setVisible(hasUnfinishedGame());
    while (QLayoutItem* item = recentLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QStringList games = finishedGames();
    recentLayout_->addStretch();
    recentLayout_->addWidget(new QLabel(tr("Last games:"), recent_));
    int shown = 0;
    for (const QString& path : games) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            continue;
        QString error;
        const auto replay = Replay::parse(file.readAll(), &error);
        const GameInfo* game = replay ? findGame(replay->game) : nullptr;
        if (!game)
            continue;
        const QDateTime when = QFileInfo(path).lastModified();
        const QLocale locale =
            appliedLanguage().isEmpty() ? QLocale() : QLocale(appliedLanguage()); // the UI's
        auto* button = new FocusButton(
            tr("%1, %2").arg(tr(game->name.c_str()), locale.toString(when, QLocale::ShortFormat)),
            recent_);
        button->setObjectName(QStringLiteral("recent-%1").arg(shown++));
        button->setToolTip(tr("Step through this game"));
        button->setFlat(true);
        connect(button, &QPushButton::clicked, this, [this, path] { emit replayRequested(path); });
        recentLayout_->addWidget(button);
    }
    recentLayout_->addStretch();
    recent_->setVisible(shown > 0);
}

} // namespace paiju::gui
