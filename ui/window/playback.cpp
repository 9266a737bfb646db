#include "ui/window/playback.h"

#include "ui/session/session_controller.h"

namespace kvscope::ui {

Playback::Playback(SessionController* session, QObject* parent) : QObject(parent), session_(session) {
    connect(&timer_, &QTimer::timeout, this, &Playback::tick);
    // an error (the end of recorded steps, a failed step) would come back at every tick
    connect(session_, &SessionController::errorOccurred, this, &Playback::stop);
}

void Playback::reveal(int msPerStage) { start(Mode::Reveal, msPerStage); }

void Playback::play(Mode mode, int msPerTick) { start(mode, msPerTick); }

void Playback::start(Mode mode, int ms) {
    timer_.start(ms);
    if (mode_ == mode) return;
    mode_ = mode;
    emit modeChanged(mode_);
}

void Playback::stop() {
    timer_.stop();
    if (mode_ == Mode::Stopped) return;
    mode_ = Mode::Stopped;
    emit modeChanged(mode_);
}

bool Playback::atTheEnd() const {
    if (endCheck_ && endCheck_()) return true;
    const StepView* s = session_->current();
    return s && (mode_ == Mode::PlaySteps || session_->subStep() == SubStep::Done) &&
           session_->currentIndex() == session_->stepCount() - 1 && s->record->positions() >= session_->model().maxPositions;
}

void Playback::tick() {
    if (session_->busy()) return;  // wait for the step in flight
    switch (mode_) {
        case Mode::Stopped: return timer_.stop();
        case Mode::Reveal:
            // never past the step's last stage (that would be the next step)
            if (session_->current() && session_->subStep() != SubStep::Done) session_->subStepForward();
            if (!session_->current() || session_->subStep() == SubStep::Done) stop();
            return;
        case Mode::PlayStages:
            if (atTheEnd()) return stop();
            return session_->subStepForward();
        case Mode::PlaySteps:
            if (atTheEnd()) return stop();
            return session_->stepForward();
    }
}

}  // namespace kvscope::ui
