#pragma once
// The timeline as kvscope-trace/1 JSON (core/trace_json, documented in README.md), built from
// the step views the UI already holds: the engine and its model stay on their thread.

#include <QVector>
#include <string>

#include "ui/session/step_view.h"

namespace kvscope::ui {

// Steps [first, last] streamed into `path` (core's writeTraceFile: never the whole text in
// memory, all or nothing on disk); "totals" sum those steps. Throws Error naming the path.
void writeTraceFile(const std::string& path, const QVector<StepView>& steps, int first, int last,
                    const ModelSummary& model);

}  // namespace kvscope::ui
