#pragma once
// The status bar's progress and Cancel for long work (issue 26, item 5): appears when the
// session's job has run for a moment (a quick step never flashes it), shows which job it is
// and how far its forward pass is (layer by layer; a load, which cannot tell, as busy), and
// its Cancel stops it (SessionController::cancelWork).

#include <QWidget>

class QProgressBar;
class QToolButton;
class QTimer;

namespace kvscope::ui {

class SessionController;

class StatusProgress : public QWidget {
    Q_OBJECT

public:
    // How long a job runs before the bar appears.
    static constexpr int kShowAfterMs = 400;

    explicit StatusProgress(SessionController* session, QWidget* parent = nullptr);

private:
    void onBusy(bool busy);
    void onProgress(int done, int total);
    void fitText();  // widens the bar to its label at the job's largest value
    QString label() const;

    SessionController* session_;
    QProgressBar* bar_;
    QToolButton* cancel_;
    QTimer* delay_;
};

}  // namespace kvscope::ui
