#include "ui/context_limit.h"

#include "ui/session/session_controller.h"

namespace kvscope::ui {

QString contextFullMessage(const SessionController& session, int plannedSteps) {
    const StepView* step = session.current();
    if (!step) return {};
    const int maxPositions = session.model().maxPositions;
    // the next decode step sees the current tokens and the one just chosen
    if (static_cast<qsizetype>(step->record->tokens.size()) + 1 <= maxPositions) return {};
    return QString(
               "the context is full: this model takes at most %1 positions, so the run stops after "
               "step %2 of %3")
        .arg(maxPositions)
        .arg(session.currentIndex())
        .arg(plannedSteps);
}

}  // namespace kvscope::ui
