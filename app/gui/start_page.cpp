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

struct Title {
    const char* id;
    const char* native;
    const char* english;
    const char* card; // the card shown on the tile
};

// The product's four games, in the order of the start page.
constexpr Title titles[] = {
    {"fourcolor", "四色牌", QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Four-Color Cards"), "RK"},
    {"hakka", "客家牌", QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Hakka Cards"), "S9"},
    {"tichu", "Tichu", QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Tichu"), "DR"},
    {"zipai", "河池字牌", QT_TRANSLATE_NOOP("paiju::gui::StartPage", "Hechi Zipai"), "B10"},
};

QWidget* tile(const Title& title, StartPage* parent) {
    auto* frame = new QFrame(parent);
    frame->setFrameShape(QFrame::StyledPanel);
    frame->setMinimumSize(220, 140);
    auto* layout = new QVBoxLayout(frame);
    cards::CardFaces faces(QString::fromLatin1(title.id));
    auto* card = new QLabel(frame);
    card->setPixmap(QPixmap::fromImage(
        faces.face(QString::fromLatin1(title.card), 180, frame->devicePixelRatioF())));
    layout->addWidget(card, 0, Qt::AlignHCenter);
    auto* native = new QLabel(QString::fromUtf8(title.native), frame);
    QFont big = native->font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    native->setFont(big);
    layout->addWidget(native, 0, Qt::AlignHCenter);
    const QString name = StartPage::tr(title.english);
    if (name != native->text()) // in Chinese the native name says it already
        layout->addWidget(new QLabel(name, frame), 0, Qt::AlignHCenter);
    const bool playable = findGame(title.id) != nullptr;
    if (playable) {
        auto* play = new QPushButton(StartPage::tr("Play against bots"), frame);
        play->setObjectName(QStringLiteral("play-") + QLatin1String(title.id));
        QObject::connect(
            play, &QPushButton::clicked, parent,
            [parent, id = QString::fromLatin1(title.id)] { emit parent->playRequested(id); });
        layout->addWidget(play, 0, Qt::AlignHCenter);
        auto* rules = new QPushButton(StartPage::tr("Rules"), frame);
        rules->setObjectName(QStringLiteral("rules-") + QLatin1String(title.id));
        rules->setFlat(true);
        QObject::connect(
            rules, &QPushButton::clicked, parent,
            [parent, id = QString::fromLatin1(title.id)] { emit parent->rulesRequested(id); });
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
    for (const Title& title : titles)
        grid->addWidget(tile(title, this), 0, column++);
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
