#pragma once
// Prints step records for a terminal: the tokens, each head's output per row, the attention
// row of a decode step, the context, the logits, the chosen token, the KV rows and the work.

#include <ostream>

#include "core/model.h"
#include "core/timeline.h"

namespace kvscope::cli {

void printStep(std::ostream& out, const StepRecord& step, const Model& model);
void printTotals(std::ostream& out, const Timeline& timeline);

}  // namespace kvscope::cli
