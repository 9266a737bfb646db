#pragma once
// The timeline as kvscope-trace/1 JSON (core/trace_json, documented in README.md), built from
// the step views the UI already holds: the engine and its model stay on their thread.

#include <QVector>
#include <nlohmann/json.hpp>

#include "ui/session/step_view.h"

namespace kvscope::ui {

// Steps [first, last]; "totals" sum those steps.
nlohmann::json traceJson(const QVector<StepView>& steps, int first, int last, const ModelSummary& model);

}  // namespace kvscope::ui
