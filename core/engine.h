#pragma once
// Runs a model step by step: the prefill of the whole prompt, then one decode step per new
// token, with the KV cache on (compute only the new row) or off (rerun the whole sequence).
// Every step becomes an immutable StepRecord on the timeline. Not thread-safe: one thread
// drives an engine (the UI's worker); records may be read anywhere.

#include <optional>

#include "core/kv_cache.h"
#include "core/model.h"
#include "core/timeline.h"

namespace kvscope {

class Engine {
public:
    explicit Engine(ModelPtr model, CacheMode mode = CacheMode::On);

    const Model& model() const { return *model_; }
    const ModelPtr& modelPtr() const { return model_; }
    const Timeline& timeline() const { return timeline_; }
    const KvCache& cache() const { return cache_; }

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

    // The sequence the next decode step would see (last record's tokens + its chosen token).
    std::vector<TokenId> nextSequence() const;

private:
    StepPtr runStep(Phase phase, std::vector<TokenId> tokens, int newTokens,
                    const SamplingParams& sampling, std::optional<TokenId> force);
    void choose(StepRecord& rec, const Vector& fullLogits, const SamplingParams& sampling,
                std::optional<TokenId> force) const;
    void syncCache(const std::vector<TokenId>& tokens, int positions);
    Vector recomputeLogits(const StepRecord& step);

    ModelPtr model_;
    CacheMode mode_;
    KvCache cache_;
    Timeline timeline_;
    int candidateCount_ = 20;
    RecordingPolicy policy_;
};

}  // namespace kvscope
