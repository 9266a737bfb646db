#pragma once
// Causal attention of one head in float, over K/V rows read from the cache: what the real
// models (GPT-2, the Llama family) share. With grouped-query attention several query heads
// call it with the same K/V rows.

#include "core/step_record.h"
#include "core/types.h"

namespace kvscope {

// One head over query positions firstRow .. n-1. q (P, dk) already scaled or not (`scale`
// multiplies the scores), keys (n, dk) and values (n, dv) from the cache, out (P, dv). The
// work never depends on `detail`; the record of rows recordFrom .. n-1 follows it
// (step_record.h: Full fills scores/maskedScores/weights/outputs, Weights and NewestRow
// weightsF).
void headAttentionF(const Eigen::Ref<const MatrixF>& q, const Eigen::Ref<const MatrixF>& keys,
                    const Eigen::Ref<const MatrixF>& values, int firstRow, int recordFrom, float scale,
                    AttentionDetail detail, Eigen::Ref<MatrixF> out, HeadTrace& trace);

}  // namespace kvscope
