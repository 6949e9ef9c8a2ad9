#include "table/review_dialog.h"

#include "io/game_info.h"
#include "table/review_view.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QVBoxLayout>

namespace paiju::gui {

ReviewDialog::ReviewDialog(const ReviewJob& job, const QStringList& names, QWidget* parent)
    : QDialog(parent), job_(job), mailbox_(std::make_shared<WorkerMailbox>(this)) {
    setObjectName(QStringLiteral("coach-review"));
    auto* layout = new QVBoxLayout(this);
    status_ = new QLabel(tr("The coach goes through your decisions…"), this);
    status_->setObjectName(QStringLiteral("review-status"));
    layout->addWidget(status_);
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("review-progress"));
    progress_->setRange(0, 0);
    layout->addWidget(progress_);
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    view_ = new ReviewView(*job.game, names, scroll_);
    view_->hide();
    scroll_->setWidget(view_);
    layout->addWidget(scroll_, 1);
    auto* buttons = new QDialogButtonBox(this);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    cancel_->setObjectName(QStringLiteral("review-cancel"));
    connect(cancel_, &QPushButton::clicked, this, [this] { mailbox_->cancel = true; });
    buttons_ = buttons;
    auto* close = buttons->addButton(QDialogButtonBox::Close);
    close->setObjectName(QStringLiteral("review-close"));
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);
}

ReviewDialog::~ReviewDialog() {
    mailbox_->close(); // the workers stop at their next decision and answer nobody
}

void ReviewDialog::setSavePath(const QString& path) {
    savePath_ = path;
    if (save_)
        return;
    save_ = buttons_->addButton(tr("Save analysis…"), QDialogButtonBox::ActionRole);
    save_->setObjectName(QStringLiteral("review-save"));
    save_->setEnabled(done_);
    connect(save_, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getSaveFileName(this, tr("Save the analysis"),
                                                            savePath_, tr("Analyses (*.json)"));
        QString error;
        if (!chosen.isEmpty() && !save(chosen, &error))
            QMessageBox::warning(this, tr("Save the analysis"),
                                 tr("The analysis could not be saved: %1").arg(error));
    });
}

void ReviewDialog::start() {
    if (started_)
        return;
    started_ = true;
    runReview(
        job_, mailbox_, [this](int done, int total) { progressed(done, total); },
        [this](const ReviewResult& result) { finish(result); });
}

void ReviewDialog::progressed(int done, int total) {
    progress_->setRange(0, total);
    progress_->setValue(done);
    status_->setText(tr("The coach goes through your decisions: %1 of %2…").arg(done).arg(total));
}

void ReviewDialog::finish(const ReviewResult& result) {
    result_ = result;
    done_ = true;
    progress_->hide();
    cancel_->hide();
    status_->hide();
    view_->setResult(result);
    view_->show();
    if (save_)
        save_->setEnabled(true);
    emit reviewShown();
}

bool ReviewDialog::save(const QString& path, QString* error) const {
    QSaveFile file(path);
    if (!done_ || !file.open(QIODevice::WriteOnly)) {
        *error = done_ ? file.errorString() : tr("the analysis is not finished");
        return false;
    }
    file.write(QJsonDocument(reviewResultJson(job_, result_)).toJson(QJsonDocument::Indented));
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}

} // namespace paiju::gui
