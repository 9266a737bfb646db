#include "ui/scripted_run.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QStatusBar>
#include <QTimer>
#include <cstdio>

#include "ui/context_limit.h"
#include "ui/export/atomic_file.h"
#include "ui/main_window.h"
#include "ui/session/session_controller.h"

namespace kvscope::ui {

ScriptedRun::ScriptedRun(MainWindow* window, int decodeSteps, QString screenshot, bool quitAtEnd)
    : QObject(window),
      window_(window),
      decodeSteps_(decodeSteps),
      remaining_(decodeSteps),
      screenshot_(std::move(screenshot)),
      quit_(quitAtEnd) {}

void ScriptedRun::start() {
    SessionController* s = window_->session();
    connect(s, &SessionController::errorOccurred, this, [this](const QString& message) {
        std::fprintf(stderr, "kvscope: %s\n", qPrintable(message));
        emit finished(1);
    });
    connect(s, &SessionController::idleChanged, this, [this](bool idle) {
        if (idle) QTimer::singleShot(0, this, &ScriptedRun::next);
    });
    if (s->idle()) QTimer::singleShot(0, this, &ScriptedRun::next);
}

void ScriptedRun::next() {
    SessionController* s = window_->session();
    if (!s->hasModel() || !s->idle()) return;
    if (!started_) {
        started_ = true;
        std::printf("kvscope: prefill of \"%s\"\n", qPrintable(s->prompt()));
        s->prefill();
        return;
    }
    if (remaining_ > 0) {
        if (const QString full = contextFullMessage(*s, decodeSteps_); !full.isEmpty()) {
            // stop at the model's limit, say so, and keep the steps computed for the screenshot
            std::fprintf(stderr, "kvscope: %s\n", qPrintable(full));
            window_->statusBar()->showMessage(full);
            remaining_ = 0;
        } else {
            --remaining_;
            s->stepForward();
            return;
        }
    }
    const StepView* step = s->current();
    if (step) std::printf("kvscope: %lld tokens: %s\n", static_cast<long long>(step->tokens.size()),
                          qPrintable(step->tokens.join(' ')));
    int code = 0;
    if (!screenshot_.isEmpty()) {
        // let the last step's repaint land before grabbing
        QCoreApplication::processEvents();
        const QPixmap shot = window_->grab();
        // encoded in memory, then written like every export: whole or not at all
        const QString error = writeFileAtomically(screenshot_, [&shot](QIODevice& out) {
            return shot.save(&out, "PNG") ? QString() : QString("PNG encoding failed");
        });
        if (!error.isEmpty()) {
            std::fprintf(stderr, "kvscope: %s\n", qPrintable(error));
            code = 1;
        } else {
            std::printf("kvscope: wrote %s (%dx%d)\n", qPrintable(screenshot_), shot.width(), shot.height());
        }
    }
    emit finished(code);
}

}  // namespace kvscope::ui
