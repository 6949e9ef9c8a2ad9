#include "table/table_bar.h"

#include "dialogs/rules.h"
#include "settings/app_settings.h"
#include "table/hand_widget.h"
#include "table/seat_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QPushButton>

namespace paiju::gui {

TableBar::TableBar(SeatPanel* panel, QString game, Scores scores, QWidget* parent)
    : QWidget(parent), panel_(panel), game_(std::move(game)), sheet_(std::move(scores)) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    // The menu: what is used now and then (the log, the rules). It is made when it opens, in the
    // language of the moment, and goes when it closes.
    menu_ = new QPushButton(QStringLiteral("☰"), this);
    menu_->setObjectName(QStringLiteral("menu"));
    connect(menu_, &QPushButton::clicked, this, [this] {
        auto* menu = new QMenu(this);
        menu->setObjectName(QStringLiteral("table-menu"));
        menu->setAttribute(Qt::WA_DeleteOnClose);
        menu->addAction(tr("The log (L)"), panel_, &SeatPanel::toggleLog);
        menu->addAction(tr("Rules"), this, [this] { showRules(game_, window()); });
        menu->popup(menu_->mapToGlobal(QPoint(0, menu_->height())));
    });
    row->addWidget(menu_);
    own_ = new QHBoxLayout;
    own_->setContentsMargins(0, 0, 0, 0);
    row->addLayout(own_);
    sort_ = new QPushButton(this);
    sort_->setObjectName(QStringLiteral("sort"));
    sort_->setCheckable(true);
    connect(sort_, &QPushButton::toggled, this, [this](bool byRank) {
        settings::setSortByRank(byRank);
        panel_->hand()->setSortByRank(byRank);
    });
    row->addWidget(sort_);
    scores_ = new QPushButton(this);
    scores_->setObjectName(QStringLiteral("scores"));
    connect(scores_, &QPushButton::clicked, this, [this] { showScoreSheet(sheet_(), window()); });
    row->addWidget(scores_);
    // Small buttons that leave the keyboard in the hand when clicked.
    for (QPushButton* b : {menu_, sort_, scores_}) {
        b->setFocusPolicy(Qt::TabFocus);
        b->setAutoDefault(false);
    }
    retranslate();
    applySettings();
}

void TableBar::add(QPushButton* button) {
    button->setFocusPolicy(Qt::TabFocus);
    button->setAutoDefault(false);
    own_->addWidget(button);
}

void TableBar::applySettings() {
    HandWidget* hand = panel_->hand();
    sort_->setChecked(settings::sortByRank());
    hand->setSortByRank(sort_->isChecked());
    sort_->setVisible(!hand->keepsOwnOrder()); // a button that would change nothing
}

void TableBar::retranslate() {
    menu_->setToolTip(tr("Menu"));
    menu_->setAccessibleName(tr("Menu"));
    sort_->setText(tr("Sort by rank"));
    scores_->setText(tr("Scores"));
}

void TableBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace paiju::gui
