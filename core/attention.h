#pragma once
// The attention path every model shares: causal mask → softmax → weighted sum of V.
// Models differ only in how they fill the raw score rows (q·k/√d, or the toy's rules).

#include <functional>

#include "core/step_record.h"
#include "core/types.h"

namespace kvscope {

// Allocates `trace` for q rows over n keys with value width dv.
void prepareHeadTrace(HeadTrace& trace, int rows, int keys, int valueDim);

// Row `row` of `trace` is query position `queryPos`; its raw scores are already in
// trace.scores.row(row). Pass 1: mask keys after the query. Pass 2: softmax over the visible,
// finite scores (a row with none has no output, never NaN). Pass 3: weights · values.
// values: (n, dv).
void maskSoftmaxMix(HeadTrace& trace, int row, int queryPos,
                    const Eigen::Ref<const Matrix>& values);
// Passes 1 and 2 only; returns whether the row admitted a key (hasOutput is left to the caller).
bool maskSoftmax(HeadTrace& trace, int row, int queryPos);

// Turns a Full layer record into `detail`: weights to float (all rows, or the last), the
// rest dropped. Models that compute everything anyway (the toy) use it to follow a plan.
void reduceLayerTrace(LayerTrace& layer, AttentionDetail detail);

// Runs fn(head, row) for every head × row pair: heads in parallel (one tbb::parallel_for),
// the rows of a head in order on one thread; each call must write only its own head's row.
void parallelOverHeadsAndRows(int heads, int rows, const std::function<void(int, int)>& fn);

}  // namespace kvscope
