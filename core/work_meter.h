#pragma once
// Exact work counts of one step, for the mode that ran and the mode that did not.
//
// Notation: L layers, H query heads, Hkv key/value heads, dk key width, dv value width,
// b bytes per cached element, p = positions before the step, q = new tokens of the step,
// n = p + q positions after it.
//
// Which positions a step computes:
//   cache on : the q new positions           (rows r = p .. n-1)
//   cache off: prefill as above; a decode step reruns the whole sequence (rows r = 0 .. n-1),
//              because without a cache nothing from earlier steps is kept.
// With R the set of computed rows and |R| its size:
//   kvVectors      = |R| · L · Hkv                     (one K and one V row per position, layer, KV head)
//   attentionRows  = |R| · L · H
//   attentionCells = Σ_{r∈R} (r+1) · L · H             (causal: row r sees keys 0..r)
//   macsKv         = |R| · L · Hkv · kvMacsPerPosition
//   macsAttention  = attentionCells · (dk + dv)        (q·k for the score, weight·v for the mix)
//   macsOther      = |R| · L · otherMacsPerRow         (Q and output projections, MLP)
//   macsLogits     = logitsMacs                        (the last position only)
//   kvBytesWritten = kvVectors · (dk + dv) · b
//   kvBytesRead    = attentionCells / H · Hkv · (dk + dv) · b   (each row reads every visible K,V)
//   kvBytesHeld    = cache on: n · L · Hkv · (dk + dv) · b;  cache off: 0 (nothing kept)
// A quantized cache (core/kv_quant.h) replaces n · (dk + dv) · b by the bytes one layer and KV
// head hold at n positions, B(n) — integers, group scales and the newest rows in full — and
// reads attentionCells / H · Hkv · B(n) / n (exact for a decode step, the cache's average
// bytes per row for a prefill). Rows are written in full precision: kvBytesWritten is unchanged.
// A bounded cache (core/kv_eviction.h) of W positions: row r sees min(r + 1, W) keys, so
// attentionCells = Σ_{r∈R} min(r + 1, W) · L · H, and it holds min(n, W) rows.
// Summed over N decode steps after a p-token prompt, kvVectors is N·L·Hkv with the cache
// (linear) and (N·p + N(N+1)/2)·L·Hkv without it (quadratic).

#include <cstdint>

#include "core/kv_eviction.h"
#include "core/kv_quant.h"
#include "core/model_dims.h"
#include "core/types.h"

namespace kvscope {

enum class Phase { Prefill, Decode };
enum class CacheMode { On, Off };

const char* phaseName(Phase phase);
const char* cacheModeName(CacheMode mode);

// The model's dimensions (taken whole from its ModelInfo) and the constants of the formulas above.
struct CostModel : ModelDims {
    int bytesPerElement = sizeof(Scalar);
    KvQuantization kvQuant;              // off: every cached element costs bytesPerElement
    KvEviction kvEviction;               // off: every row sees every earlier key
    std::int64_t kvMacsPerPosition = 0;  // per layer and KV head: computing one K and one V row
    std::int64_t otherMacsPerRow = 0;    // per layer and position: everything but K, V, attention
    std::int64_t logitsMacs = 0;         // per step: projecting the last position to logits
};

struct WorkCounts {
    std::int64_t kvVectors = 0;
    std::int64_t attentionRows = 0;
    std::int64_t attentionCells = 0;
    std::int64_t macsKv = 0;
    std::int64_t macsAttention = 0;
    std::int64_t macsOther = 0;
    std::int64_t macsLogits = 0;
    std::int64_t kvBytesHeld = 0;
    std::int64_t kvBytesRead = 0;
    std::int64_t kvBytesWritten = 0;

    std::int64_t macs() const { return macsKv + macsAttention + macsOther + macsLogits; }
    // Sums the flows; `kvBytesHeld` is a level, so the sum keeps the later one.
    WorkCounts& operator+=(const WorkCounts& other);
    bool operator==(const WorkCounts&) const = default;
};

// The counts of one step of `phase` with `positionsBefore` positions already in the sequence
// and `newTokens` fed by the step.
WorkCounts stepWork(const CostModel& cost, Phase phase, int positionsBefore, int newTokens,
                    CacheMode mode);

}  // namespace kvscope
