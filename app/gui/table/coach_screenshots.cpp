#include "table/coach_screenshots.h"

#include "table/local_table.h"
#include "table/replay_table.h"
#include "table/review_dialog.h"
#include "table/table_hints.h"
#include "table/table_window.h"

#include <QApplication>
#include <QTimer>
#include <QWidget>

namespace paiju::gui {

namespace {

// Once the coach has answered: a moment for the last paint, then the picture and the end.
void grabWhenReady(QWidget* widget, const QString& path) {
    if (path.isEmpty())
        return;
    QTimer::singleShot(400, widget,
                       [widget, path] { QApplication::exit(widget->grab().save(path) ? 0 : 1); });
}

} // namespace

bool showCoach(TableWindow* window, const QString& what, const QString& screenshot) {
    LocalTable* table = window->local();
    ReplayTable* replay = window->replay();
    TableHints* hints = table ? table->hints() : replay ? replay->hints() : nullptr;
    if (what == QLatin1String("hint") && hints) {
        QObject::connect(hints, &TableHints::ready, window,
                         [window, screenshot] { grabWhenReady(window, screenshot); });
        // Once the person is to decide (bots may play first), or after 20 s whatever there is.
        auto* wait = new QTimer(hints);
        wait->setInterval(100);
        QObject::connect(wait, &QTimer::timeout, hints, [hints, wait, tries = 0]() mutable {
            if (hints->available() || ++tries > 200) {
                wait->stop();
                hints->request();
            }
        });
        wait->start();
        return true;
    }
    ReviewDialog* dialog = nullptr;
    if (what == QLatin1String("analyse") && replay) {
        dialog = replay->analyse();
    } else if (what == QLatin1String("review") && table) {
        const auto& record = table->session().record();
        int person = -1;
        for (int s = 0; s < record.players.size() && person < 0; ++s)
            if (record.players[s] == QLatin1String("human"))
                person = s;
        const int hand = std::max(1, table->session().handsPlayed());
        dialog = new ReviewDialog(handReviewJob(record, std::max(0, person), hand),
                                  record.seatNames, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
        dialog->start();
    }
    if (!dialog)
        return false;
    QObject::connect(dialog, &ReviewDialog::reviewShown, dialog,
                     [dialog, screenshot] { grabWhenReady(dialog, screenshot); });
    return true;
}

} // namespace paiju::gui
