#pragma once
// Steps made by hand for the view tests: only what the work and logits views read, with
// numbers counted here rather than by the work meter (an independent reference).

#include <QStringList>
#include <QVector>

#include "ui/session/step_view.h"

namespace kvscope::test {

ui::ModelSummary syntheticModel();

// Step `index` of a run with a `prompt`-token prompt: with the cache the prefill computes
// `prompt` K/V vectors and each decode step 1; without it decode step i recomputes all
// prompt + i positions. The cache ran (cacheMode On).
ui::StepView workStep(int index, int prompt);
QVector<ui::StepView> workSteps(int count, int prompt);

// The prefill of "Today weather is so" with a vocabulary of `tokens` and their `logits`
// (highest first, so the candidates are in order); candidate `chosen` was picked.
ui::StepView logitsStep(const QStringList& tokens, const QVector<double>& logits, int chosen);

}  // namespace kvscope::test
