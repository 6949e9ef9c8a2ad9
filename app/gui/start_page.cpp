#include "start_page.h"

#include "cards/card_faces.h"
#include "io/registry.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
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
        auto* play = new QPushButton(StartPage::tr("Play against bots"), frame);
        play->setObjectName(QStringLiteral("play-") + id);
        QObject::connect(play, &QPushButton::clicked, parent,
                         [parent, id] { emit parent->playRequested(id); });
        layout->addWidget(play, 0, Qt::AlignHCenter);
        auto* rules = new QPushButton(StartPage::tr("Rules"), frame);
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
        if (game.listed)
            grid->addWidget(tile(game, this), 0, column++);
    layout->addLayout(grid);
    auto* row = new QHBoxLayout;
    row->addStretch();
    auto add = [&](const QString& text, const char* name, void (StartPage::*signal)()) {
        auto* button = new QPushButton(text, this);
        button->setObjectName(QLatin1String(name));
        if (signal)
            connect(button, &QPushButton::clicked, this, signal);
        row->addWidget(button);
        return button;
    };
    add(tr("New local game…"), "start-new-game", &StartPage::newGameRequested);
    add(tr("Play online…"), "play-online", &StartPage::onlineRequested);
    add(tr("Open saved game or replay…"), "start-open", &StartPage::openRequested);
    settings_ = add(tr("Settings"), "start-settings", nullptr);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch();
}

} // namespace paiju::gui
