#pragma once
// An immutable snapshot of one step (the prefill, or one decode step): everything the views
// show and the trace JSON holds. Shapes use q = rows this step computed and recorded,
// n = positions in the sequence after the step, dk/dv = key/value width per head,
// P = positions whose K/V this step wrote.
//
// How much of it a step keeps is decided by core/recording_policy.h: small models keep
// everything; a long run of a real model keeps every matrix of one layer (LayerTrace::detail
// Full) and less of the others, so the whole timeline stays within a memory budget. A field
// a step does not keep is empty (0 rows), never stale.

#include <memory>
#include <optional>
#include <vector>

#include "core/kv_cache.h"
#include "core/recording_detail.h"
#include "core/sampler.h"
#include "core/types.h"
#include "core/work_meter.h"

namespace kvscope {

// One head of one layer over the step's query rows. Full layers fill every field but
// weightsF; Weights and NewestRow layers fill weightsF only; None layers nothing.
struct HeadTrace {
    Matrix scores;        // (q, n) raw scores before the causal mask: q·k/√dk, or the toy rule's
                          //        0 (admitted) / -inf (excluded by the rule); keys after the
                          //        query are computed too, so the mask has something to block
    Matrix maskedScores;  // (q, n) scores after the causal mask: -inf at every key after the query
    Matrix weights;       // (q, n) softmax of each masked row; all 0 in a row that admits no key
    Matrix outputs;       // (q, dv) weights · V; 0 where hasOutput is false
    std::vector<bool> hasOutput;  // (q) false when the row admitted no key (shown as "—")
    MatrixF weightsF;     // (q, n) Weights, or (1, n) NewestRow: the weights in float (the last
                          //        row only for NewestRow); 0 at blocked keys
};

// K and V rows of one KV head that this step wrote to the cache or recomputed.
// A quantized cache's rows as stored (the KV cache lab; empty matrices otherwise): per element
// the integer (−1: kept in full precision), its group's scale and minimum as stored, and what
// the model computed before quantizing — what the KV table's cells explain.
struct KvQuantRows {
    Eigen::Matrix<std::int16_t, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> codes;  // (P, width)
    MatrixF scales;    // (P, width)
    MatrixF minimums;  // (P, width)
    MatrixF exact;     // (P, width)
};

struct KvRows {
    Matrix keys;    // (P, dk) as the model reads them
    Matrix values;  // (P, dv)
    KvQuantRows keysStored, valuesStored;  // a quantized cache's
};

struct LayerTrace {
    AttentionDetail detail = AttentionDetail::Full;  // which of the fields below are kept
    std::vector<HeadTrace> heads;  // (H)
    Matrix combined;               // (q, dc) the heads combined (toy: mean of the heads with an
                                   //         output, dc = 1; transformer: output projection)
    std::vector<bool> hasCombined; // (q) false when no head had an output
    std::vector<KvRows> kv;        // (Hkv) rows for positions kvFirstPosition .. n-1 (Full
                                   //       layers; empty otherwise)
};

// Where the K/V rows a step read came from, so the engine can later compute one of its layers
// again from the very same rows (core/engine.h, recordLayer). Cache writes are numbered; a row
// keeps the number of the write that made it.
struct CacheProvenance {
    int caughtUpFrom = 0;         // K/V of positions [caughtUpFrom, firstRow) were computed in one
                                  // pass just before the step (catching up after a cache-off step
                                  // or a fork); [0, caughtUpFrom) were the previous step's rows
    std::uint64_t prefixWrite = 0;  // the write that made row firstRow-1 (0: no rows before)
    std::uint64_t lastWrite = 0;    // the write that made row n-1 in the step itself
                                    // (0: the cache was off, the step kept no rows)
};

// A step of a narrowed or quantized cache against the exact f32 cache on the same tokens (the
// KV cache lab): how far the next-token distribution moved, and what the exact cache would pick.
struct ExactComparison {
    double kl = 0;          // KL(exact ‖ this step's), nats, at temperature 1
    TokenId exactTop = 0;   // the exact cache's most likely next token
    double exactTopProbability = 0;
};

struct StepRecord {
    int index = 0;             // place in the timeline; 0 is the prefill
    Phase phase = Phase::Prefill;
    CacheMode cacheMode = CacheMode::On;
    KvPrecision kvPrecision = KvPrecision::Double;  // how the cache stored the K/V rows the step read
    KvQuantization kvQuant;    // and, when enabled, which of them it read as integers (core/kv_quant.h)
    KvEviction kvEviction;     // the window the cache was bounded to: keys a query saw (core/kv_eviction.h)
    std::shared_ptr<const EvictionLog> kvEvictionLog;  // heavy hitters: which keys were evicted, per layer and KV head
    // Whether a bounded cache had evicted `key` for the query at `query` (any rule).
    bool keyEvicted(int layer, int kvHead, int query, int key) const {
        return kvEvictionLog ? kvEvictionLog->evicted(layer, kvHead, query, key) : kvEviction.evicted(query, key);
    }
    std::optional<ExactComparison> exactComparison;  // a cache other than exact f32 (not the toy)
    int firstRow = 0;          // sequence position of the first recorded query row
    int rowCount = 0;          // q
    std::vector<TokenId> tokens;   // (n) the sequence the step saw: prompt + tokens fed so far
    int promptLength = 0;          // tokens[0 .. promptLength) came from the prompt

    std::vector<LayerTrace> layers;  // (L)
    Matrix context;                  // (q, H·dv) last layer's head outputs side by side
                                     //           (toy: the article's context vector); 0 rows
                                     //           when the recording plan drops it
    int kvFirstPosition = 0;         // K/V rows written for positions kvFirstPosition .. n-1
                                     // (a quantized cache: and the older rows the step
                                     // turned into integers, as now stored)
    bool kvRecomputed = false;       // true when those rows were already computed before
                                     // (no-cache decode recomputes every position)
    CacheProvenance cacheProvenance;  // how the K/V rows this step read were made

    std::vector<TokenId> candidates;  // (k) next-token candidates by falling logit
    Vector logits;                    // (k) their logits (last position)
    Vector probabilities;             // (k) softmax(logits / T) over the whole vocabulary
    Vector allLogits;                 // (V) every logit of the last position, so a fork can
                                      //     sample this step again; empty when the recording
                                      //     budget dropped it (a fork then recomputes them)
    SamplingParams sampling;          // how `chosen` was picked
    TokenId chosen = 0;               // the next token: fed by the following decode step
    bool forced = false;              // chosen by the user rather than the sampler

    WorkCounts work;           // this step in the mode that ran
    WorkCounts workOtherMode;  // the same step in the other cache mode (counted, not run)
    double wallSeconds = 0;    // measured time of the forward pass
    std::int64_t recordBytes = 0;  // what this record holds (recordBytes() in recording_policy.h)

    int positions() const { return static_cast<int>(tokens.size()); }
    // The work of this step with the cache on or off, whichever ran.
    const WorkCounts& workFor(CacheMode mode) const {
        return mode == cacheMode ? work : workOtherMode;
    }
};

using StepPtr = std::shared_ptr<const StepRecord>;

}  // namespace kvscope
