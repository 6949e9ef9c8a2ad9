#include "lobby/rated_play.h"

#include "client/table_client.h"
#include "io/registry.h"
#include "io/replay.h"
#include "table/table_window.h"
#include "text/server_words.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace paiju::gui {

namespace {

QString gameName(const QString& id) {
    const GameInfo* game = findGame(id.toStdString());
    return game ? QString::fromStdString(game->nativeName) : id;
}

QTableWidget* makeTable(QWidget* parent, const QStringList& headers) {
    auto* table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    return table;
}

QTableWidgetItem* cell(const QString& text, bool number = false) {
    auto* item = new QTableWidgetItem(text);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

LeaderboardDialog::LeaderboardDialog(const protocol::Leaderboard& board, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Leaderboard: %1").arg(gameName(board.game)));
    auto* layout = new QVBoxLayout(this);
    table_ = makeTable(this, {tr("Rank"), tr("Player"), tr("Rating"), tr("Matches")});
    table_->setRowCount(int(board.players.size()));
    for (int row = 0; row < board.players.size(); ++row) {
        const protocol::LeaderboardRow& p = board.players[row];
        table_->setItem(row, 0, cell(QLocale().toString(p.rank), true));
        table_->setItem(row, 1, cell(p.name));
        table_->setItem(row, 2, cell(ratingText(p.rating), true));
        table_->setItem(row, 3, cell(QLocale().toString(p.matches), true));
    }
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    layout->addWidget(table_);
    if (board.players.isEmpty())
        layout->addWidget(
            new QLabel(tr("Nobody has played a rated match of this game yet."), this));
    layout->addWidget(new QLabel(
        tr("A rating is the skill the server is sure a player has: it starts at 0 and grows as "
           "the player plays."),
        this));
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(close);
    resize(520, 480);
}

MyGamesDialog::MyGamesDialog(const protocol::MyGames& games, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("My games"));
    auto* layout = new QVBoxLayout(this);
    table_ = makeTable(
        this, {tr("Date"), tr("Game"), tr("Table"), tr("Seats"), tr("Result"), tr("Rating")});
    table_->setRowCount(int(games.matches.size()));
    for (int row = 0; row < games.matches.size(); ++row) {
        const protocol::PlayedMatch& m = games.matches[row];
        matches_ << m.match;
        QStringList seats;
        for (const protocol::PlayedSeat& s : m.seats)
            seats << (s.left ? tr("%1 (left)").arg(s.name) : s.name);
        QString result, change;
        for (const protocol::PlayedSeat& s : m.seats) {
            if (s.seat != m.you)
                continue;
            result =
                s.left ? tr("left: lost") : tr("place %1 of %2").arg(s.place).arg(m.seats.size());
            if (m.rated && s.ratingBefore && s.ratingAfter) {
                const long delta = std::lround(*s.ratingAfter) - std::lround(*s.ratingBefore);
                change = tr("%1 → %2 (%3)")
                             .arg(ratingText(*s.ratingBefore), ratingText(*s.ratingAfter),
                                  (delta > 0 ? QStringLiteral("+") : QString()) +
                                      QLocale().toString(qlonglong(delta)));
            } else {
                change = tr("unrated");
            }
        }
        const QDateTime when = QDateTime::fromMSecsSinceEpoch(m.finishedAt).toLocalTime();
        table_->setItem(row, 0, cell(QLocale().toString(when, QLocale::ShortFormat)));
        table_->setItem(row, 1, cell(gameName(m.game)));
        table_->setItem(row, 2, cell(m.table));
        table_->setItem(row, 3, cell(seats.join(QStringLiteral(", "))));
        table_->setItem(row, 4, cell(result));
        table_->setItem(row, 5, cell(change));
    }
    table_->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    layout->addWidget(table_);
    if (games.matches.isEmpty())
        layout->addWidget(new QLabel(tr("No finished match yet."), this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* open = buttons->addButton(tr("Watch replay"), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("watch-replay"));
    const auto chosen = [this] {
        const int row = table_->currentRow();
        if (row >= 0 && row < matches_.size())
            emit openReplay(matches_[row]);
    };
    connect(open, &QPushButton::clicked, this, chosen);
    connect(table_, &QTableWidget::cellDoubleClicked, this, chosen);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(860, 480);
}

RatedPlayBar::RatedPlayBar(client::TableClient& client, QWidget* parent)
    : QWidget(parent), client_(client) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Rated play:"), this));
    game_ = new QComboBox(this);
    game_->setObjectName(QStringLiteral("rated-game"));
    for (const GameInfo& game : allGames())
        if (game.listed)
            game_->addItem(QString::fromStdString(game.nativeName),
                           QString::fromStdString(game.id));
    row->addWidget(game_);
    wait_ = new QSpinBox(this);
    wait_->setObjectName(QStringLiteral("bots-after"));
    wait_->setRange(0, 600);
    wait_->setSingleStep(15);
    wait_->setValue(60);
    wait_->setSpecialValueText(tr("no bots"));
    wait_->setPrefix(tr("bots after "));
    wait_->setSuffix(tr(" s"));
    wait_->setToolTip(tr("If nobody comes, bots fill the table after this wait (the match is then "
                         "unrated)"));
    row->addWidget(wait_);
    const auto button = [&](const QString& text, const char* name, auto action) {
        auto* b = new QPushButton(text, this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, action);
        row->addWidget(b);
    };
    button(tr("Play now"), "play-now", [this] { playNow(); });
    button(tr("Leaderboard"), "leaderboard", [this] { showLeaderboard(); });
    button(tr("My games"), "my-games", [this] { showMyGames(); });
    row->addStretch(1);
    connect(&client_, &client::TableClient::received, this, &RatedPlayBar::onMessage);
}

QString RatedPlayBar::game() const {
    return game_->currentData().toString();
}

void RatedPlayBar::playNow() {
    // The wait's 0 is "no bots": a wait of no time would seat bots at once.
    client_.send(protocol::encode(
        protocol::PlayNowRequest{game(), wait_->value() > 0 ? wait_->value() : -1}));
}

void RatedPlayBar::showLeaderboard() {
    client_.send(protocol::encode(protocol::LeaderboardRequest{game(), 50}));
}

void RatedPlayBar::showMyGames() {
    client_.send(protocol::encode(protocol::MyGamesRequest{0, 30}));
}

void RatedPlayBar::openReplay(qint64 match) {
    replayText_.clear();
    replayMatch_ = match;
    client_.send(protocol::encode(protocol::ReplayRequest{match}));
}

void RatedPlayBar::onMessage(const protocol::ServerMessage& message, const QJsonValue&) {
    if (const auto* board = std::get_if<protocol::Leaderboard>(&message)) {
        auto* dialog = new LeaderboardDialog(*board, window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    } else if (const auto* games = std::get_if<protocol::MyGames>(&message)) {
        auto* dialog = new MyGamesDialog(*games, window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &MyGamesDialog::openReplay, this, &RatedPlayBar::openReplay);
        dialog->show();
    } else if (const auto* part = std::get_if<protocol::MatchReplay>(&message)) {
        if (part->match != replayMatch_)
            return;
        if (part->part == 1)
            replayText_.clear();
        replayText_ += part->text;
        if (part->part < part->parts)
            return;
        replayMatch_ = 0;
        QString error;
        const auto replay = Replay::parse(replayText_.toUtf8(), &error);
        auto window = replay ? TableWindow::replayOf(*replay, &error) : nullptr;
        replayText_.clear();
        if (!window) {
            QMessageBox::warning(this, tr("Replay"),
                                 tr("The replay cannot be shown: %1").arg(error));
            return;
        }
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->resize(1280, 800);
        window.release()->show();
    }
}

} // namespace paiju::gui
