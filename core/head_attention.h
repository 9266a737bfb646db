#pragma once
// Causal attention of one head in float, over K/V rows read from the cache: what the real
// models (GPT-2, the Llama family) share. With grouped-query attention several query heads
// call it with the same K/V rows.

#include "core/kv_cache.h"
#include "core/step_record.h"
#include "core/types.h"

namespace kvscope {

// One head over query positions firstRow .. n-1. q (P, dk) (`scale` multiplies the scores),
// its K/V rows 0 .. n-1 read from `cache` (layer, kvHead) in the cache's own element type,
// out (P, dv). How it is computed depends on P only — a few rows (decode) stream each stored
// row once through core/kernels/attention_kernels.h, more rows (a prefill) go through matrix
// products — never on `detail`: the record of rows recordFrom .. n-1 follows it
// (step_record.h: Full fills scores/maskedScores/weights/outputs, Weights and NewestRow
// weightsF), and the same call with another detail gives the same numbers bit for bit. A
// heavy-hitter cache (core/kv_eviction.h) is read row by row whatever P, each row updating
// the sums that choose which keys the next one no longer sees: only one call per KV head may
// run at a time (multi-head attention: one query head per KV head). `nextKvHead`: the KV head
// the calling thread attends to next in this layer, or -1; a decode step asks for its rows while
// it reads these (attn::StoredRows::nextKeys). It changes no number.
void headAttentionF(const Eigen::Ref<const MatrixF>& q, KvCache& cache, int layer, int kvHead, int firstRow,
                    int recordFrom, float scale, AttentionDetail detail, Eigen::Ref<MatrixF> out, HeadTrace& trace,
                    int nextKvHead = -1);

// Query rows up to this many take the streaming kernels; more go through matrix products.
inline constexpr int kStreamedQueryRows = 4;

}  // namespace kvscope
