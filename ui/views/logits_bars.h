#pragma once
// What the logits chart shows of a step, computed from the step alone: the most likely
// candidates with their logits and probabilities at the live temperature, and which of them
// was chosen. The chart draws it; clicks and tests read it.

#include <QStringList>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::ui {

struct LogitsBars {
    QStringList labels;              // (bars) display text of each candidate, the most likely first
    QVector<double> logits;          // (bars)
    QVector<double> probabilities;   // (bars) softmax(logits / T) over the whole vocabulary
    QVector<int> ids;                // (bars) token ids
    int chosen = -1;                 // the bar of the chosen token, -1 when none is shown
    bool live = true;                // false: the record dropped the full logits (recording
                                     // budget), the probabilities are the step's own, at its T
    int size() const { return static_cast<int>(labels.size()); }
};

// The first `maxBars` candidates of `step`, plus the chosen token when it ranks lower (sampled
// or forced); empty for no step.
LogitsBars logitsBars(const StepView* step, double temperature, int maxBars);

// A token as a bar's label: on one line (a line break shows as "↵") and no longer than
// `maxChars` characters, cut with "…" (never half of an emoji). The chart cuts it further to
// the pixels it has (logits_layout.h).
QString tokenLabel(const QString& token, int maxChars);

}  // namespace kvscope::ui
