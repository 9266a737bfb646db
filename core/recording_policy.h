#pragma once
// What a step record keeps, so that a whole run of a real model fits a memory budget.
//
// Keeping everything costs 3·q·n doubles per head per step (scores, masked scores, weights):
// for GPT-2 small (12 layers × 12 heads, 1,024 positions) one 1,024-token prefill alone would
// hold 3.6 GB. So each step gets an allowance, and the policy picks the most detailed plan
// whose bytes (plannedBytes, the formula below) fit it:
//
//   allowance(q, n) = B/2 · q·n / T²  +  B/2 / T
//
// B = budget (default 1 GiB), T = the model's maxPositions, q = query rows the step records,
// n = positions after the step. Every position is the query row of exactly one step of a
// timeline, so Σ q·n ≤ T² over any timeline (a prefill of all T positions is the worst case),
// and a timeline has at most T steps: a whole timeline's records never exceed B.
//
// Plans, most detailed first; the first that fits wins:
//   1. every layer Full; K/V rows of every position the step wrote; context; all logits
//   2. the detail layer Full; the others Weights (float); K/V rows of the detail layer only
//   3. the detail layer Full; the others NewestRow; no recomputed K/V rows (cache off)
//   4. the detail layer Full; the others None
//   5. as 4 without allLogits: a fork at that step recomputes them (one decode pass)
//   6. the detail layer Weights, 7. NewestRow; 8. nothing but the top-k logits and the tokens
// If even plan 8 does not fit, the budget is too small for the model: Error.
// For GPT-2 small, 1,024 positions and 1 GiB, every step keeps its detail layer in full
// (tst_recording_policy checks the worst timelines with the formula).
//
// The engine checks every record it makes against its plan (recordBytes ≤ plannedBytes): the
// budget is enforced, not estimated.

#include <cstdint>
#include <vector>

#include "core/model_dims.h"
#include "core/recording_detail.h"

namespace kvscope {

struct StepRecord;

// The dimensions of a model's records: the model's own (taken whole from its ModelInfo;
// maxPositions is T) and the logits a step keeps.
struct RecordShape : ModelDims {
    int vocab = 1;          // logits per step (allLogits)
    int candidates = 1;     // top-k kept per step
    bool kvQuantized = false;  // K/V rows also keep what a quantized cache stores (KvQuantRows)
};

struct RecordPlan {
    std::vector<AttentionDetail> layers;  // (L)
    bool kvRecomputedRows = true;  // a no-cache decode step also records the K/V rows it
                                   // recomputed for earlier positions (else the new row only)
    bool context = true;
    bool allLogits = true;
    int level = 1;                 // which plan of the list above (for people and tests)
    // Logits of the last `logitRows` positions, not only of the last one (ForwardResult::
    // rowLogits): speculative decoding's verification pass scores every drafted position.
    int logitRows = 1;

    static RecordPlan everything(int layers);
    static RecordPlan nothing(int layers);
};

// Bytes a record made under `plan` holds: q recorded rows over n positions, kvRows positions
// of K/V rows in each Full layer. Matrix and vector payloads plus the structs themselves;
// allocator overhead is not counted.
std::int64_t plannedBytes(const RecordShape& shape, const RecordPlan& plan, int q, int n, int kvRows);
// What a finished record holds, counted the same way.
std::int64_t recordBytes(const StepRecord& record);

class RecordingPolicy {
public:
    static constexpr std::int64_t kDefaultBudget = std::int64_t{1} << 30;  // 1 GiB per timeline

    enum class Mode {
        Budget,      // the plans above within budget()
        Everything,  // plan 1 always (tests, small models you trust)
        Off,         // plan 8 always: the least a step needs (benchmarks)
    };

    RecordingPolicy() = default;
    static RecordingPolicy off() { return RecordingPolicy(Mode::Off); }
    static RecordingPolicy everything() { return RecordingPolicy(Mode::Everything); }

    Mode mode() const { return mode_; }
    std::int64_t budget() const { return budget_; }
    void setBudget(std::int64_t bytes) { budget_ = bytes; }
    // The layer kept in full when not every layer fits (clamped to the model's layers).
    int detailLayer() const { return detailLayer_; }
    void setDetailLayer(int layer) { detailLayer_ = layer; }

    // The bytes a step of q recorded rows over n positions may hold (formula above).
    std::int64_t allowance(const RecordShape& shape, int q, int n) const;
    // The plan for that step. kvRows: positions whose K/V the step wrote. Throws Error when
    // nothing fits (a budget too small for the model).
    RecordPlan plan(const RecordShape& shape, int q, int n, int kvRows) const;

private:
    explicit RecordingPolicy(Mode mode) : mode_(mode) {}

    Mode mode_ = Mode::Budget;
    std::int64_t budget_ = kDefaultBudget;
    int detailLayer_ = 0;
};

}  // namespace kvscope
