#pragma once
// The caption line an export can carry, from what the views show now: the model, the step and
// the query token the heatmaps highlight — "tiny · step 3 · token “so”" — and a KV cache lab
// setting the step ran with (" · KV cache window of 8 with 1 sink").

#include <QString>

namespace kvscope::ui {

class SessionController;

// Empty before the prefill (there is no step to name).
QString exportCaption(const SessionController& session);

}  // namespace kvscope::ui
