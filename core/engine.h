#pragma once
// Runs a model step by step: the prefill of the whole prompt, then one decode step per new
// token, with the KV cache on (compute only the new row) or off (rerun the whole sequence).
// Every step becomes an immutable StepRecord on the timeline. Not thread-safe: one thread
// drives an engine (the UI's worker); records may be read anywhere.

#include <optional>

#include "core/kv_cache.h"
#include "core/model.h"
#include "core/stop_check.h"
#include "core/timeline.h"

namespace kvscope {

class Engine {
public:
    // `kvFormat`: how a real model's cache stores K and V (f32, exact, or f16/bf16: half the
    // bytes, rounded; or f32 with its older rows quantized to int8/int4, the KV cache lab; the
    // toy keeps its exact doubles). Fixed for the engine's life: every step's numbers, and the
    // K/V rows its records hold, are those of that format. Throws Error for a format the model's
    // cache cannot take (withFormat).
    explicit Engine(ModelPtr model, CacheMode mode = CacheMode::On, KvFormat kvFormat = {});

    const Model& model() const { return *model_; }
    const ModelPtr& modelPtr() const { return model_; }
    const Timeline& timeline() const { return timeline_; }
    const KvCache& cache() const { return cache_; }

    KvStorage kvStorage() const { return kvFormat_.storage; }
    const KvFormat& kvFormat() const { return kvFormat_; }
    // The model's cost formulas with the bytes per K/V element of this engine's cache.
    CostModel cost() const;

    // With a cache other than exact f32 (and not the toy): measure every step against the exact
    // cache on the same tokens (StepRecord::exactComparison) — one more pass over each step's
    // new positions, so off by default (benchmarks time the cache alone); the app and
    // `kvscope-cli run` turn it on.
    void setExactComparison(bool on) { exactComparison_ = on; }
    // The model a lab model was made from (KV heads mean-pooled, core/lab/kv_lab.h): with exact
    // comparison on, every step is measured against it — its own exact f32 cache on the same
    // tokens — instead of against this model's exact cache. Same vocabulary.
    void setExactReference(ModelPtr original) { exactReference_ = std::move(original); }

    CacheMode cacheMode() const { return mode_; }
    // Takes effect at the next step; turning the cache on rebuilds it from the sequence.
    void setCacheMode(CacheMode mode) { mode_ = mode; }
    // How many next-token candidates a record keeps (all of a small vocabulary).
    void setCandidateCount(int count) { candidateCount_ = count; }
    // What the next steps record (core/recording_policy.h); the default keeps a whole run
    // within 1 GiB. Every record is checked against its plan: Error if it holds more.
    const RecordingPolicy& recordingPolicy() const { return policy_; }
    void setRecordingPolicy(const RecordingPolicy& policy) { policy_ = policy; }
    // The dimensions the policy plans with.
    RecordShape recordShape() const;

    // Starts a new run. Throws Error for an empty or over-long prompt or a bad token id, or a
    // forced token the model cannot predict; the previous run is kept when it throws.
    StepPtr prefill(std::vector<TokenId> prompt, const SamplingParams& sampling,
                    std::optional<TokenId> force = std::nullopt);
    // Feeds the last chosen token and predicts the next. Throws Error before any prefill or
    // when the model's context is full.
    StepPtr decode(const SamplingParams& sampling, std::optional<TokenId> force = std::nullopt);
    // Forks: keeps steps [0, index], picks step `index`'s next token again (sampled, or
    // forced), and drops every later step. A step whose logits the budget dropped has them
    // recomputed first (one decode pass over its last position).
    StepPtr rechoose(int index, const SamplingParams& sampling,
                     std::optional<TokenId> force = std::nullopt);
    // Keeps steps [0, count) and drops the rest.
    void truncate(int count);
    void reset();

    // Undo and redo of a fork. rechoose sets aside the steps it replaces (the step's old
    // record and every later one); swapBranch puts them back and sets aside the steps they
    // replace, so a second swap redoes the fork. Only the latest fork is kept; a prefill, a
    // reset or a truncate that drops the fork's step forgets it. The set-aside records stay in
    // memory: at most one more run's recording budget.
    bool hasOtherBranch() const { return otherBranch_.has_value(); }
    int otherBranchFork() const { return otherBranch_ ? otherBranch_->fork : -1; }  // the step forked at
    const std::vector<StepPtr>& otherBranch() const;  // empty without one
    // Throws Error when there is no other branch.
    void swapBranch();

    // Layer `layer` of step `index` as a recording that kept it in full holds it (detail Full;
    // K/V rows from the step's kvFirstPosition), for a step whose record keeps less (the
    // recording budget). The engine is deterministic and computes the step again from the very
    // K/V rows it read the first time — the live cache when it still holds them, else the
    // cache rebuilt by replaying the steps before it — so the result equals a full recording
    // bit for bit. The timeline and the live cache are not changed. Throws Error for a bad
    // index or layer, Cancelled when the stop check says so.
    std::shared_ptr<const LayerTrace> recordLayer(int index, int layer);
    // Layer `layer` of step `index` as the exact cache computes it: the step's tokens from
    // scratch with the model's own f32 cache (no narrowing, quantization or window), every query
    // row's weights in float (AttentionDetail::Weights, rows 0 … n−1) — what the KV cache lab's
    // difference heatmaps subtract. Not part of the timeline or the work. Throws Error for a
    // step or layer that does not exist.
    std::shared_ptr<const LayerTrace> exactLayer(int index, int layer);
    // Layers `layers` of step `index` at `detail` (Weights: the float weights of every row the
    // step computed), in one forward pass — for pictures of every layer at once (the model
    // view), where one pass per layer would run the whole model once per layer. Same
    // recomputation and guarantees as recordLayer; result i is layer layers[i] (distinct layers).
    std::vector<LayerTrace> recordLayers(int index, const std::vector<int>& layers, AttentionDetail detail);

    // Asked between layers of every forward pass the engine runs (core/stop_check.h); when it
    // says stop, the call throws Cancelled and the engine is as it was before the call.
    void setStopCheck(StopCheck stop) { stop_ = std::move(stop); }
    // Told as each layer of a forward pass begins: (layers done, layers) of that pass — for a
    // progress bar of a long prefill; a call that runs several passes (a replay) starts again
    // at 0 for each. Called on the thread running the engine.
    void setProgress(LayerProgress progress) { progress_ = std::move(progress); }

    // The sequence the next decode step would see (last record's tokens + its chosen token).
    std::vector<TokenId> nextSequence() const;

private:
    // Every forward pass into the live cache goes through here: it numbers the write and
    // stamps the rows it appended (rowWrite_), which is how recordLayer knows whether the
    // cache still holds the rows a step read.
    ForwardResult forwardIntoCache(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                   const RecordPlan& plan);
    void truncateCache(int positions);
    // After a fork: the live cache must hold the last kept step's own rows (what that step
    // left); rows another, dropped step rewrote are cleared, to be caught up in one pass.
    void keepCacheLineage();
    // The same for `step`, one of the timeline's: its rows stay when the cache holds them
    // unchanged (a prefix of every later step's lineage), else the cache is cleared.
    void keepCacheLineageOf(const StepRecord& step);
    // The cache as it was when step `index` (a cache-on decode step) started computing.
    KvCache cacheBefore(const StepRecord& step);
    StepPtr runStep(Phase phase, std::vector<TokenId> tokens, int newTokens,
                    const SamplingParams& sampling, std::optional<TokenId> force);
    void choose(StepRecord& rec, const Vector& fullLogits, const SamplingParams& sampling,
                std::optional<TokenId> force) const;
    void syncCache(const std::vector<TokenId>& tokens, int positions);
    // What a forward pass is given to ask between layers: the stop check, which also tells
    // progress_ (the models ask exactly once as each layer begins; core/stop_check.h).
    StopCheck askBetweenLayers();
    Vector recomputeLogits(const StepRecord& step);
    // A narrowed or quantized cache's logits for `tokens` against an exact f32 cache's, computed
    // on a shadow cache of its own (it keeps the rows of the tokens it last saw and computes only
    // what differs), so each step costs one more pass over its new positions. Not in the work
    // counts: it is the lab's measurement, not the model's work.
    ExactComparison compareWithExact(const std::vector<TokenId>& tokens, const Vector& logits);
    bool comparesWithExact() const;

    ModelPtr model_;
    CacheMode mode_;
    KvFormat kvFormat_;
    KvShape kvShape_;  // the model's, stored as kvFormat_ says: the live cache's and every scratch cache's
    KvCache cache_;
    bool exactComparison_ = false;
    ModelPtr exactReference_;             // compareWithExact's model when not this one
    std::optional<KvCache> exactShadow_;  // compareWithExact's f32 cache, of shadowTokens_
    std::vector<TokenId> shadowTokens_;
    Timeline timeline_;
    int candidateCount_ = 20;
    RecordingPolicy policy_;
    StopCheck stop_;
    LayerProgress progress_;
    std::vector<std::uint64_t> rowWrite_;  // (cache positions) the write that made each row
    std::uint64_t writes_ = 0;             // cache writes so far
    struct Branch {
        int fork = 0;                // the step index both branches share the tokens before
        std::vector<StepPtr> steps;  // from the fork's own record on
    };
    std::optional<Branch> otherBranch_;  // the steps the latest fork (or its undo) set aside
};

}  // namespace kvscope
