#pragma once

#include "table/review_job.h"

#include <QDialog>
#include <memory>

class QDialogButtonBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;

namespace paiju::gui {

class ReviewView;

// A review running and then shown: a progress bar and Cancel while the coach works on worker
// threads, then the review (ReviewView). A review of a replay can be saved as JSON beside it.
class ReviewDialog : public QDialog {
    Q_OBJECT
public:
    ReviewDialog(const ReviewJob& job, const QStringList& names, QWidget* parent = nullptr);
    ~ReviewDialog() override;
    // Starts the work (once).
    void start();
    // Offers Save (the file suggested: `path`); a hand's review has no file to go beside.
    void setSavePath(const QString& path);
    bool save(const QString& path, QString* error) const;
    bool isDone() const { return done_; }
    const ReviewResult& result() const { return result_; }
    ReviewView* view() const { return view_; }
    QProgressBar* progress() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* saveButton() const { return save_; }

signals:
    void reviewShown(); // the review is shown (or was cancelled and shows what was done)

private:
    void progressed(int done, int total);
    void finish(const ReviewResult& result);

    ReviewJob job_;
    std::shared_ptr<WorkerMailbox> mailbox_;
    ReviewResult result_;
    bool started_ = false;
    bool done_ = false;
    QString savePath_;
    QLabel* status_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* save_ = nullptr; // with a place to save to
    QDialogButtonBox* buttons_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    ReviewView* view_ = nullptr;
};

} // namespace paiju::gui
