#pragma once
// Plain-language explanation of one stage of a step, with its formula and the actual shapes
// and numbers (HTML). A pure function, so tests can read it without a widget.

#include <QString>
#include <optional>

#include "ui/session/step_view.h"
#include "ui/session/sub_step.h"

namespace kvscope::ui {

// `shown`: the cache mode the step is told in — the window's toggle, which applies to recorded
// steps too (the numbers are the same either way; what is computed again, and what is kept,
// differ). Without it, the mode the step was computed in.
QString explainHtml(const StepView* step, const ModelSummary& model, SubStep stage, int query, int layer,
                    std::optional<CacheMode> shown = std::nullopt);

}  // namespace kvscope::ui
