#pragma once
// Plain-language explanation of one stage of a step, with its formula and the actual shapes
// and numbers (HTML). A pure function, so tests can read it without a widget.

#include <QString>

#include "ui/session/step_view.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

QString explainHtml(const StepView* step, const ModelSummary& model, SubStep stage, int query, int layer);

}  // namespace kvscope::ui
