#include "table/hand_result_panel.h"

#include "core/deck.h"
#include "text/card_names.h"
#include "text/game_terms.h"
#include "text/view_text.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

namespace paiju::gui {

namespace {

constexpr int stripCardHeight = 76;
constexpr int groupGap = 10;

} // namespace

CardStrip::CardStrip(cards::CardFaces& faces, const QString& deckId, QList<QStringList> groups,
                     QWidget* parent)
    : QWidget(parent), faces_(faces), groups_(std::move(groups)) {
    QStringList named;
    for (const QStringList& group : groups_) {
        QStringList cards;
        for (const QString& card : group)
            cards << cardName(deckId, card);
        named << cards.join(QStringLiteral(", "));
    }
    setAccessibleName(named.join(QStringLiteral("; ")));
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setMinimumHeight(stripCardHeight + 4);
}

QSize CardStrip::sizeHint() const {
    const int w = int(std::lround(stripCardHeight * faces_.aspectRatio()));
    return QSize(naturalWidth(w + 2), stripCardHeight + 4);
}

int CardStrip::naturalWidth(int step) const {
    const int w = int(std::lround(stripCardHeight * faces_.aspectRatio()));
    int width = 0;
    for (const QStringList& group : groups_)
        width += w + step * int(std::max<qsizetype>(0, group.size() - 1)) + groupGap;
    return width;
}

// The cards of a group lie side by side, or overlap as much as the row needs to fit.
void CardStrip::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const int w = int(std::lround(stripCardHeight * faces_.aspectRatio()));
    int step = w + 2;
    if (naturalWidth(step) > width()) {
        int overlaps = 0;
        for (const QStringList& group : groups_)
            overlaps += int(std::max<qsizetype>(0, group.size() - 1));
        if (overlaps > 0)
            step = std::max(w / 5, (width() - naturalWidth(0)) / overlaps);
    }
    int x = 0;
    for (const QStringList& group : groups_) {
        for (const QString& card : group) {
            painter.drawImage(QPoint(x, 2),
                              faces_.face(card, stripCardHeight, devicePixelRatioF()));
            x += step;
        }
        x += w - step + groupGap;
    }
}

HandResultPanel::HandResultPanel(const Deck& deck, QWidget* parent)
    : QWidget(parent), deck_(deck), deckId_(QString::fromStdString(deck.id())), faces_(deckId_) {
    setObjectName(QStringLiteral("hand-result"));
    auto* layout = new QVBoxLayout(this);
    heading_ = new QLabel(this);
    QFont big = heading_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    heading_->setFont(big);
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    cardsBox_ = new QWidget(this);
    cardsLayout_ = new QVBoxLayout(cardsBox_);
    cardsLayout_->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(cardsBox_);
    text_ = new QTextBrowser(this);
    layout->addWidget(text_, 1);
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

QStringList HandResultPanel::shownCards() const {
    QStringList out;
    for (const CardStrip* strip : cardsBox_->findChildren<CardStrip*>())
        for (const QStringList& group : strip->groups())
            out << group;
    return out;
}

void HandResultPanel::rebuild() {
    heading_->setText(summary_.heading);
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
    for (const QJsonValue& value : summary_.log) {
        const QJsonObject e = value.toObject();
        const QString type = e.value("type").toString();
        if (!showsCards(type))
            continue;
        QList<QStringList> groups;
        for (const QString& part : e.value("text").toString().split(QLatin1Char('|'))) {
            const QStringList cards = cardsOf(part, deck_);
            if (!cards.isEmpty())
                groups << cards;
        }
        if (groups.isEmpty())
            continue;
        const int seat = e.value("seat").toInt(-1);
        const QString who = summary_.names.value(seat);
        auto* row = new QHBoxLayout;
        auto* label = new QLabel(who.isEmpty() ? eventText(type)
                                               : QStringLiteral("%1: %2").arg(who, eventText(type)),
                                 cardsBox_);
        label->setMinimumWidth(120);
        label->setWordWrap(true);
        row->addWidget(label);
        auto* strip = new CardStrip(faces_, deckId_, groups, cardsBox_);
        strip->setAccessibleDescription(label->text());
        row->addWidget(strip, 1);
        cardsLayout_->addLayout(row);
        label->show(); // at once, also when rebuilt for another language
        strip->show();
    }
    cardsBox_->setVisible(cardsLayout_->count() > 0);

    QString html = QStringLiteral("<table cellpadding=3><tr><th></th><th align=right>%1</th>"
                                  "<th align=right>%2</th></tr>")
                       .arg(tr("This hand").toHtmlEscaped(), tr("Total").toHtmlEscaped());
    for (int s = 0; s < summary_.deltas.size(); ++s) {
        const int delta = summary_.deltas[s];
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(summary_.names.value(s).toHtmlEscaped(),
                         delta > 0 ? QStringLiteral("+%1").arg(delta) : QString::number(delta),
                         QString::number(summary_.totals.value(s)));
    }
    html += QStringLiteral("</table>");
    if (!summary_.lines.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString& line : summary_.lines)
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    text_->setHtml(html);
}

void HandResultPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && !summary_.heading.isEmpty())
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace paiju::gui
