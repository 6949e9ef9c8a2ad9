#include "table/hand_result_panel.h"

#include "core/deck.h"
#include "core/match_ledger.h"
#include "dialogs/settings_dialog.h"
#include "games/catalog.h"
#include "session/observed.h"
#include "table/table_presenter.h"
#include "text/card_names.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QMap>
#include <QPainter>
#include <QScrollArea>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

namespace paiju::gui {

namespace {

constexpr int stripCardHeight = 76;
constexpr int groupGap = 10;

} // namespace

CardStrip::CardStrip(cards::CardFaces& faces, const QString& deckId, QList<QStringList> groups,
                     QWidget* parent, QStringList captions)
    : QWidget(parent), faces_(faces), groups_(std::move(groups)), captions_(std::move(captions)) {
    QStringList named;
    for (int g = 0; g < groups_.size(); ++g) {
        QStringList cards;
        for (const QString& card : groups_[g])
            cards << (card.isEmpty() ? tr("a card face down") : cardName(deckId, card));
        const QString caption = captions_.value(g);
        named << (caption.isEmpty()
                      ? cards.join(QStringLiteral(", "))
                      : QStringLiteral("%1 (%2)").arg(cards.join(QStringLiteral(", ")), caption));
    }
    setAccessibleName(named.join(QStringLiteral("; ")));
    // As wide as the row allows, as tall as its rows of groups then need.
    QSizePolicy policy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setMinimumHeight(rowHeight());
}

int CardStrip::heightForWidth(int width) const {
    const QList<Placed> placed = arrange(width);
    return placed.isEmpty() ? rowHeight() : placed.last().at.y() + rowHeight();
}

int CardStrip::captionHeight() const {
    const bool any = std::any_of(captions_.begin(), captions_.end(),
                                 [](const QString& c) { return !c.isEmpty(); });
    return any ? fontMetrics().height() + 2 : 0;
}

int CardStrip::rowHeight() const {
    return stripCardHeight + 6 + captionHeight();
}

int CardStrip::cardWidth() const {
    return int(std::lround(stripCardHeight * faces_.aspectRatio()));
}

QSize CardStrip::sizeHint() const {
    int width = 0;
    for (int g = 0; g < groups_.size(); ++g)
        width += groupWidth(g, cardWidth() + 2) + groupGap;
    return QSize(width, rowHeight());
}

// A group's cards `step` apart, and no narrower than its caption.
int CardStrip::groupWidth(int index, int step) const {
    const QStringList& group = groups_[index];
    const int cards = cardWidth() + step * int(std::max<qsizetype>(0, group.size() - 1));
    const QString caption = captions_.value(index);
    return std::max(cards, caption.isEmpty() ? 0 : fontMetrics().horizontalAdvance(caption));
}

// Groups lie side by side, their cards apart, and wrap into rows; a group wider than the strip
// alone overlaps its cards as much as it must (each keeps a visible part).
QList<CardStrip::Placed> CardStrip::arrange(int width) const {
    QList<Placed> out;
    const int w = cardWidth();
    int x = 0;
    int y = 0;
    for (int g = 0; g < groups_.size(); ++g) {
        int step = w + 2;
        const int n = int(groups_[g].size());
        if (groupWidth(g, step) > width && n > 1)
            step = std::max(w / 5, (width - w) / (n - 1));
        const int span = groupWidth(g, step);
        if (x > 0 && x + span > width) {
            x = 0;
            y += rowHeight();
        }
        out << Placed{g, QPoint(x, y), step, span};
        x += span + groupGap;
    }
    return out;
}

void CardStrip::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const qreal dpr = devicePixelRatioF();
    for (const Placed& p : arrange(width())) {
        int cx = p.at.x();
        for (const QString& card : groups_[p.group]) {
            painter.drawImage(QPoint(cx, p.at.y() + 2),
                              card.isEmpty() ? faces_.back(stripCardHeight, dpr)
                                             : faces_.face(card, stripCardHeight, dpr));
            cx += p.step;
        }
        if (const QString caption = captions_.value(p.group); !caption.isEmpty())
            painter.drawText(
                QRect(p.at.x(), p.at.y() + stripCardHeight + 4, p.width, fontMetrics().height()),
                Qt::AlignLeft | Qt::AlignVCenter, caption);
    }
}

HandResultPanel::HandResultPanel(const Deck& deck, QWidget* parent)
    : QWidget(parent), deck_(deck), deckId_(QString::fromStdString(deck.id())), faces_(deckId_) {
    setObjectName(QStringLiteral("hand-result"));
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    heading_->setObjectName(QStringLiteral("result-heading"));
    QFont big = heading_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    heading_->setFont(big);
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    // Every card shown at the end, however many rows: they scroll rather than squeeze.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("result-cards"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    cardsBox_ = new QWidget(scroll);
    cardsLayout_ = new QVBoxLayout(cardsBox_);
    cardsLayout_->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(cardsBox_);
    cardsScroll_ = scroll;
    layout->addWidget(scroll, 3);
    text_ = new QTextBrowser(this);
    layout->addWidget(text_, 2);
    countdown_ = new QLabel(this);
    countdown_->setObjectName(QStringLiteral("next-hand-countdown"));
    countdown_->setAlignment(Qt::AlignCenter);
    countdown_->hide();
    layout->addWidget(countdown_);
    ticker_.setInterval(250);
    connect(&ticker_, &QTimer::timeout, this, &HandResultPanel::tick);
}

bool HandResultPanel::showsCards(const QString& type) {
    static const QStringList types = {QStringLiteral("hu"),      QStringLiteral("reveal"),
                                      QStringLiteral("declare"), QStringLiteral("last"),
                                      QStringLiteral("flower"),  QStringLiteral("dummy")};
    return types.contains(type);
}

void HandResultPanel::setSummary(const HandSummary& summary) {
    summary_ = summary;
    rebuild();
}

void HandResultPanel::setCountdown(QDeadlineTimer deadline) {
    deadline_ = deadline;
    if (deadline_.isForever()) {
        ticker_.stop();
        countdown_->hide();
        return;
    }
    countdown_->show();
    ticker_.start();
    tick();
}

void HandResultPanel::tick() {
    const qint64 left = std::max<qint64>(0, deadline_.remainingTime());
    countdown_->setText(tr("The next hand starts in %1 s").arg((left + 999) / 1000));
    if (left == 0)
        ticker_.stop();
}

QList<QStringList> HandResultPanel::shownGroups() const {
    QList<QStringList> out;
    for (const CardStrip* strip : cardsBox_->findChildren<CardStrip*>())
        out << strip->groups();
    return out;
}

QStringList HandResultPanel::shownCards() const {
    QStringList out;
    for (const QStringList& group : shownGroups())
        out << group;
    return out;
}

QStringList HandResultPanel::shownCaptions() const {
    QStringList out;
    for (const CardStrip* strip : cardsBox_->findChildren<CardStrip*>())
        out << strip->captions();
    return out;
}

namespace {

// Every word of an event's part that names a card of the deck (`PH=8` names a reading).
QStringList cardWords(const QString& part, const Deck& deck) {
    QStringList cards;
    for (const QString& word : part.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!word.contains(QLatin1Char('=')) && deck.parseType(word.toStdString()))
            cards << word;
    return cards;
}

} // namespace

QString HandResultPanel::meldCaption(const QString& game, const QString& kind,
                                     const QStringList& cards, bool exposed) {
    const QString name = meldKindText(kind);
    return gameModule(game).meldCaption(kind, cards, exposed, name).value_or(name);
}

void HandResultPanel::endMatch(HandSummary& summary) {
    const std::vector<int> places =
        MatchLedger::restore({summary.totals.begin(), summary.totals.end()}, {}).places();
    summary.places = QList<int>(places.begin(), places.end());
    QStringList winners;
    for (int s = 0; s < summary.places.size(); ++s)
        if (summary.places[s] == 1)
            winners << summary.names.value(s);
    summary.heading = winners.size() == 1
                          ? tr("%1 wins the match").arg(winners.front())
                          : tr("%1 win the match").arg(winners.join(QStringLiteral(" & ")));
}

HandResultDialog HandResultPanel::inDialog(const Deck& deck, QWidget* parent) {
    HandResultDialog made;
    made.dialog = new QDialog(parent);
    made.dialog->setObjectName(QStringLiteral("end-of-hand"));
    auto* layout = new QVBoxLayout(made.dialog);
    made.panel = new HandResultPanel(deck, made.dialog);
    layout->addWidget(made.panel);
    made.buttons = new QDialogButtonBox(made.dialog);
    layout->addWidget(made.buttons);
    fitToScreen(made.dialog, QStringLiteral("hand-result"), QSize(720, 640));
    return made;
}

void HandResultPanel::rebuild() {
    heading_->setText(summary_.places.isEmpty()
                          ? summary_.heading
                          : QStringLiteral("\u2605 %1 \u2605").arg(summary_.heading));
    // The cards shown at the end of the hand, one row per event that shows some.
    while (QLayoutItem* item = cardsLayout_->takeAt(0)) {
        if (QLayout* row = item->layout()) {
            while (QLayoutItem* inner = row->takeAt(0)) {
                delete inner->widget();
                delete inner;
            }
        }
        delete item->widget();
        delete item;
    }
    const auto addRow = [this](const QString& text, const QList<QStringList>& groups,
                               const QStringList& captions) {
        // The words on a line of their own above the cards: beside them, in a narrow column,
        // "Bot 2: cards won (4 hu won · 1 elder shown)" broke into three lines.
        auto* row = new QVBoxLayout;
        row->setSpacing(2);
        auto* label = new QLabel(text, cardsBox_);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        label->setWordWrap(true);
        row->addWidget(label);
        auto* strip = new CardStrip(faces_, deckId_, groups, cardsBox_, captions);
        strip->setAccessibleDescription(label->text());
        row->addWidget(strip);
        cardsLayout_->addLayout(row);
        label->show(); // at once, also when rebuilt for another language
        strip->show();
    };
    const QString game = deckId_; // a game's deck has the game's id
    for (const QJsonValue& value : summary_.log) {
        const session::ObservedEvent e(value.toObject());
        const QString type = e.type();
        if (!showsCards(type))
            continue;
        QList<QStringList> groups;
        QStringList captions;
        const QStringList parts = e.text().split(QLatin1Char('|'));
        for (int i = 0; i < parts.size(); ++i) {
            const QStringList cards = cardWords(parts[i], deck_);
            if (cards.isEmpty())
                continue;
            groups << cards;
            // A winning hand's reading: each meld with its value (four-color scores the meld
            // with the winning card, the first, as exposed).
            const QString kind = parts[i].trimmed().section(QLatin1Char(' '), 0, 0);
            captions << (type == QLatin1String("hu") ? meldCaption(game, kind, cards, i == 0)
                                                     : QString());
        }
        if (groups.isEmpty())
            continue;
        QString what = eventText(type);
        if (type == QLatin1String("last") && !e.values().isEmpty())
            what = tr("%1 (%n card point(s))", "Tichu's last hand", e.value(0)).arg(what);
        if (type == QLatin1String("declare") && gameModule(game).meldFields().declareShowsElders)
            what = tr("%n elder(s)", "Hakka", int(groups.value(0).size()));
        const QString who = summary_.names.value(e.seat());
        addRow(who.isEmpty() ? what : QStringLiteral("%1: %2").arg(who, what), groups, captions);
    }

    // Each seat's melds on the table as the hand ended, with their value.
    const TableZones zones =
        summary_.table.isEmpty() ? TableZones{} : presentTable(summary_.table, summary_.names);
    const session::Observed table(summary_.table);
    for (int s = 0; s < zones.seats.size(); ++s) {
        const SeatZone& zone = zones.seats[s];
        if (zone.melds.isEmpty())
            continue;
        QList<QStringList> groups;
        QStringList captions;
        const QJsonObject seat = table.seat(s);
        const QJsonArray melds = seat.value(gameModule(game).meldFields().list).toArray();
        for (int m = 0; m < zone.melds.size(); ++m) {
            groups << zone.melds[m];
            const QJsonObject meld = melds.at(m).toObject();
            const QString kind = meld.value(gameModule(game).meldFields().kind).toString();
            const bool faceDown = zone.melds[m].contains(QString());
            captions << (kind.isEmpty() || faceDown ? QString()
                                                    : meldCaption(game, kind, zone.melds[m], true));
        }
        const QString what = gameModule(game).meldFields().cardsWon ? tr("cards won") : tr("melds");
        QString text = QStringLiteral("%1: %2").arg(zone.name, what);
        if (!zone.counterText.isEmpty())
            text += QStringLiteral(" (%1)").arg(zone.counterText);
        addRow(text, groups, captions);
    }
    cardsScroll_->setVisible(cardsLayout_->count() > 0);
    cardsLayout_->addStretch();

    // The points: partners (Tichu's teams) together, then each seat with its counter.
    const bool counters = std::any_of(zones.seats.begin(), zones.seats.end(),
                                      [](const SeatZone& z) { return !z.counterText.isEmpty(); });
    QString html = QStringLiteral("<table cellpadding=3><tr><th></th>");
    if (counters)
        html += QStringLiteral("<th align=left>%1</th>").arg(tr("In the hand").toHtmlEscaped());
    html += QStringLiteral("<th align=right>%1</th><th align=right>%2</th></tr>")
                .arg(tr("This hand").toHtmlEscaped(), tr("Total").toHtmlEscaped());
    const auto signedText = [](int v) {
        return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v);
    };
    QMap<int, QList<int>> teams;
    for (int s = 0; s < zones.seats.size(); ++s)
        if (zones.seats[s].team >= 0)
            teams[zones.seats[s].team] << s;
    for (auto it = teams.cbegin(); it != teams.cend(); ++it) {
        QStringList names;
        int taken = 0;
        for (int s : it.value()) {
            names << summary_.names.value(s);
            taken += zones.seats[s].counter;
        }
        const int first = it.value().front();
        html += QStringLiteral("<tr><td><b>%1</b></td>")
                    .arg(names.join(QStringLiteral(" & ")).toHtmlEscaped());
        if (counters)
            html += QStringLiteral("<td><b>%1</b></td>")
                        .arg(tr("%1 pts taken").arg(taken).toHtmlEscaped());
        html += QStringLiteral("<td align=right><b>%1</b></td><td align=right><b>%2</b></td></tr>")
                    .arg(signedText(summary_.deltas.value(first)))
                    .arg(summary_.totals.value(first));
    }
    for (int s = 0; s < summary_.deltas.size(); ++s) {
        html += QStringLiteral("<tr><td>%1</td>").arg(summary_.names.value(s).toHtmlEscaped());
        if (counters)
            html +=
                QStringLiteral("<td>%1</td>").arg(zones.seats.value(s).counterText.toHtmlEscaped());
        html += QStringLiteral("<td align=right>%1</td><td align=right>%2</td></tr>")
                    .arg(signedText(summary_.deltas[s]))
                    .arg(summary_.totals.value(s));
    }
    html += QStringLiteral("</table>");
    if (!summary_.lines.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString& line : summary_.lines)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    // The match's end: the final standings, partners (the same place and total) on one line.
    if (!summary_.places.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3><ol>").arg(tr("Final standings").toHtmlEscaped());
        QList<int> order;
        for (int s = 0; s < summary_.places.size(); ++s)
            order << s;
        std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
            return summary_.places.value(a) < summary_.places.value(b);
        });
        for (int i = 0; i < order.size();) {
            QStringList names{summary_.names.value(order[i])};
            int j = i + 1;
            while (j < order.size() &&
                   summary_.places.value(order[j]) == summary_.places.value(order[i]) &&
                   summary_.totals.value(order[j]) == summary_.totals.value(order[i]))
                names << summary_.names.value(order[j++]);
            html += QStringLiteral("<li value=%1>%2: %3</li>")
                        .arg(summary_.places.value(order[i]))
                        .arg(names.join(QStringLiteral(" & ")).toHtmlEscaped())
                        .arg(tr("%n point(s)", nullptr, summary_.totals.value(order[i])));
            i = j;
        }
        html += QStringLiteral("</ol>");
    }
    text_->setHtml(html);
    fitText();
}

// The scores take the room their lines need (up to half the panel), the cards the rest: a
// Tichu end has one card and six score lines, a zipai end many melds and three.
void HandResultPanel::fitText() {
    // (As wide as the panel lets it be: the box itself is laid out after the panel.)
    const QMargins margins = layout()->contentsMargins();
    text_->document()->setTextWidth(
        std::max(100, width() - margins.left() - margins.right() - 2 * text_->frameWidth()));
    const int need = int(std::ceil(text_->document()->size().height())) + 2 * text_->frameWidth() +
                     text_->contentsMargins().top() + text_->contentsMargins().bottom();
    text_->setFixedHeight(std::min(need, std::max(80, height() / 2)));
}

void HandResultPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitText();
}

void HandResultPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && !summary_.heading.isEmpty())
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace paiju::gui
