#include "ui/step_script.h"

#include <QStatusBar>
#include <QTimer>
#include <cstdio>

#include "ui/context_limit.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

namespace kvscope::ui {

StepScript::StepScript(MainWindow* window, int decodeSteps, bool visitEveryStep)
    : QObject(window),
      window_(window),
      decodeSteps_(decodeSteps),
      remaining_(decodeSteps),
      visitEveryStep_(visitEveryStep) {}

SessionController* StepScript::session() const { return window_->session(); }

void StepScript::start() {
    SessionController* s = session();
    connect(s, &SessionController::errorOccurred, this, [this](const QString& message) {
        // Before the prefill, an error followed by another load in flight is not the end: the
        // window falls back to the example when a remembered model no longer opens.
        if (!started_ && !session()->idle()) {
            std::fprintf(stderr, "kvscope: %s\n", qPrintable(message));
            return;
        }
        fail(message);
    });
    connect(s, &SessionController::idleChanged, this, [this](bool idle) {
        if (idle) QTimer::singleShot(0, this, &StepScript::next);
    });
    if (s->idle()) QTimer::singleShot(0, this, &StepScript::next);
}

void StepScript::fail(const QString& message) {
    if (done_) return;
    done_ = true;
    std::fprintf(stderr, "kvscope: %s\n", qPrintable(message));
    emit finished(1);
}

void StepScript::cancel() {
    if (done_) return;
    done_ = true;
    emit finished(kCancelled);
}

bool StepScript::visitAndRecord(int step) {
    if (visit(step) != Progress::Done) return false;
    visitedThrough_ = step;
    emit progressed(step + 1, decodeSteps_ + 1);
    return true;
}

void StepScript::next() {
    SessionController* s = session();
    if (done_ || !s->hasModel() || !s->idle()) return;
    if (!started_) {
        started_ = true;
        beforePrefill();
        s->prefill();
        return;
    }
    const int current = s->currentIndex();
    if (current < 0) return;
    if (visitEveryStep_ && current > visitedThrough_ && !visitAndRecord(current)) return;
    if (remaining_ > 0) {
        const QString full = contextFullMessage(*s, decodeSteps_);
        if (full.isEmpty()) {
            --remaining_;
            s->stepForward();
            return;
        }
        // stop at the model's limit, say so, and keep the steps computed, as kvscope-cli does
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(full));
        window_->statusBar()->showMessage(full);
        remaining_ = 0;
    }
    if (current > visitedThrough_ && !visitAndRecord(current)) return;
    if (done_ || finish() != Progress::Done) return;
    done_ = true;
    emit finished(0);
}

}  // namespace kvscope::ui
