#include "ui/window/status_progress.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>
#include <QTimer>
#include <algorithm>

#include "ui/session/session_controller.h"

namespace kvscope::ui {

StatusProgress::StatusProgress(SessionController* session, QWidget* parent)
    : QWidget(parent), session_(session), bar_(new QProgressBar), cancel_(new QToolButton),
      delay_(new QTimer(this)) {
    setObjectName("statusProgress");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    bar_->setObjectName("statusProgressBar");
    bar_->setMinimumWidth(220);
    bar_->setAccessibleName(tr("Progress of the running job"));
    cancel_->setObjectName("statusCancel");
    cancel_->setText(tr("Cancel"));
    cancel_->setAutoRaise(false);
    // no taller than a line of the status bar's text: the bar is in the status bar's layout
    // even while hidden, and a taller one would take its height from the views
    const int line = fontMetrics().height() + 4;
    bar_->setMaximumHeight(line);
    cancel_->setMaximumHeight(line);
    cancel_->setAccessibleName(tr("Cancel the running job"));
    cancel_->setToolTip(tr("Stop the prefill, step or load that is running; what was shown stays."));
    layout->addWidget(bar_);
    layout->addWidget(cancel_);
    hide();
    delay_->setSingleShot(true);
    delay_->setInterval(kShowAfterMs);
    connect(delay_, &QTimer::timeout, this, [this] {
        if (!session_->busy()) return;
        onProgress(bar_->value(), bar_->maximum());
        show();
    });
    connect(cancel_, &QToolButton::clicked, session_, &SessionController::cancelWork);
    connect(session_, &SessionController::busyChanged, this, &StatusProgress::onBusy);
    connect(session_, &SessionController::workProgress, this, &StatusProgress::onProgress);
}

void StatusProgress::onBusy(bool busy) {
    if (busy) {
        // a load says how far it is only once its weights are found: until then the bar runs
        // without a value
        const bool load = session_->work() == SessionController::Work::Loading;
        bar_->setRange(0, load ? 0 : 1);
        bar_->setValue(0);
        bar_->setFormat(label());
        fitText();
        delay_->start();
    } else {
        delay_->stop();
        hide();
    }
}

void StatusProgress::onProgress(int done, int total) {
    if (total <= 0) return;
    bar_->setRange(0, total);
    bar_->setValue(done);
    bar_->setFormat(label());
    fitText();
}

void StatusProgress::fitText() {
    // as wide as its text with the largest value ("Modell wird geöffnet: 475 von 475 MiB"), so
    // no language and no model size cuts it; it only grows, and a job's bar does not jump
    const QString widest = bar_->format().replace("%v", QString::number(bar_->maximum())).replace(
        "%m", QString::number(bar_->maximum()));
    const int padding = 2 * bar_->fontMetrics().height();  // the frame, and air around the text
    bar_->setMinimumWidth(std::max(bar_->minimumWidth(), bar_->fontMetrics().horizontalAdvance(widest) + padding));
}

QString StatusProgress::label() const {
    switch (session_->work()) {
        // a load counts the weights' mebibytes read (ui/session/engine_worker.cpp)
        case SessionController::Work::Loading:
            return bar_->maximum() > 0 ? tr("Opening the model: %v of %m MiB") : tr("Opening the model…");
        // %v and %m: QProgressBar's value and maximum, the layers begun and the model's layers
        case SessionController::Work::Prefill: return tr("Prefill: layer %v of %m");
        case SessionController::Work::Step: return tr("Decode step: layer %v of %m");
        default: return tr("Computing: layer %v of %m");
    }
}

}  // namespace kvscope::ui
