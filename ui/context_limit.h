#pragma once
// Whether the run on screen can take another decode step. A decode step feeds the last chosen
// token, so once the sequence fills the model's context there is no room for it: scripted
// runs (the headless renderer, --steps N --screenshot) stop there, say so and keep every step
// computed, as kvscope-cli run does, instead of failing with nothing written.

#include <QString>

namespace kvscope::ui {

class SessionController;

// Empty while a decode step fits after the current step; else what to tell the user, e.g.
// "the context is full: this model takes at most 64 positions, so the run stops after step
// 60 of 100" (`plannedSteps`: the decode steps the script asked for).
QString contextFullMessage(const SessionController& session, int plannedSteps);

}  // namespace kvscope::ui
