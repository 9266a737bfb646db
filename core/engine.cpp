#include "core/engine.h"

#include <algorithm>
#include <chrono>
#include <numeric>

namespace kvscope {

Engine::Engine(ModelPtr model, CacheMode mode)
    : model_(std::move(model)), mode_(mode), cache_(model_->kvShape()) {}

void Engine::reset() {
    timeline_.clear();
    cache_.clear();
}

std::vector<TokenId> Engine::nextSequence() const {
    if (timeline_.empty()) return {};
    std::vector<TokenId> seq = timeline_.back()->tokens;
    seq.push_back(timeline_.back()->chosen);
    return seq;
}

StepPtr Engine::prefill(std::vector<TokenId> prompt, const SamplingParams& sampling,
                        std::optional<TokenId> force) {
    const int maxPositions = model_->info().maxPositions;
    if (prompt.empty()) throw Error("the prompt is empty: give at least one token");
    if (static_cast<int>(prompt.size()) > maxPositions)
        throw Error("the prompt has " + std::to_string(prompt.size()) +
                    " tokens; this model takes at most " + std::to_string(maxPositions));
    sampling.validate();
    const int n = static_cast<int>(prompt.size());
    // Run on a fresh engine state, committing only on success so a bad prompt loses nothing.
    Timeline previous = timeline_;
    timeline_.clear();
    cache_.clear();
    try {
        return runStep(Phase::Prefill, std::move(prompt), n, sampling, force);
    } catch (...) {
        timeline_ = std::move(previous);
        cache_.clear();  // rebuilt from the sequence by the next decode step
        throw;
    }
}

StepPtr Engine::decode(const SamplingParams& sampling, std::optional<TokenId> force) {
    if (timeline_.empty()) throw Error("run the prefill before a decode step");
    std::vector<TokenId> seq = nextSequence();
    if (static_cast<int>(seq.size()) > model_->info().maxPositions)
        throw Error("the context is full: this model takes at most " +
                    std::to_string(model_->info().maxPositions) + " positions");
    sampling.validate();
    return runStep(Phase::Decode, std::move(seq), 1, sampling, force);
}

RecordShape Engine::recordShape() const {
    const ModelInfo& info = model_->info();
    RecordShape s;
    s.layers = info.layers;
    s.heads = info.heads;
    s.kvHeads = info.kvHeads;
    s.keyDim = info.keyDim;
    s.valueDim = info.valueDim;
    s.combinedDim = info.combinedDim;
    s.vocab = static_cast<int>(model_->outputTokens().size());
    s.candidates = std::min(s.vocab, std::max(candidateCount_, 1));
    s.maxPositions = info.maxPositions;
    return s;
}

Vector Engine::recomputeLogits(const StepRecord& step) {
    // Bring the cache to the step's first n-1 positions (it may be ahead after later steps),
    // then compute the last position again, recording nothing.
    const int n = step.positions();
    syncCache(step.tokens, n - 1);
    ForwardResult fwd = model_->forward(step.tokens, n - 1, n - 1, cache_, RecordPlan::nothing(model_->info().layers));
    return fwd.logits;
}

StepPtr Engine::rechoose(int index, const SamplingParams& sampling, std::optional<TokenId> force) {
    if (index < 0 || index >= timeline_.size())
        throw Error("there is no step " + std::to_string(index) + " to choose again");
    sampling.validate();
    auto rec = std::make_shared<StepRecord>(*timeline_.at(index));
    const bool keptLogits = rec->allLogits.size() > 0;
    const Vector logits = keptLogits ? rec->allLogits : recomputeLogits(*rec);
    choose(*rec, logits, sampling, force);
    if (!keptLogits) rec->allLogits.resize(0);
    truncate(index + 1);
    timeline_.replace(index, rec);
    return rec;
}

void Engine::truncate(int count) {
    timeline_.truncate(count);
    const int kept = timeline_.empty() ? 0 : timeline_.back()->positions();
    cache_.truncate(kept);
}

void Engine::syncCache(const std::vector<TokenId>& tokens, int positions) {
    // After a mode switch or a fork the cache may be short; fill it with the positions it lacks.
    // This catch-up is not part of any step's work.
    if (cache_.positions() > positions) cache_.truncate(positions);
    if (cache_.positions() < positions) {
        std::span<const TokenId> prefix(tokens.data(), static_cast<size_t>(positions));
        model_->forward(prefix, cache_.positions(), positions - 1, cache_,
                        RecordPlan::nothing(model_->info().layers));
    }
}

StepPtr Engine::runStep(Phase phase, std::vector<TokenId> tokens, int newTokens,
                        const SamplingParams& sampling, std::optional<TokenId> force) {
    const int n = static_cast<int>(tokens.size());
    const int before = n - newTokens;
    const bool rerunAll = mode_ == CacheMode::Off && phase == Phase::Decode;

    auto rec = std::make_shared<StepRecord>();
    rec->index = timeline_.size();
    rec->phase = phase;
    rec->cacheMode = mode_;
    rec->firstRow = before;
    rec->rowCount = newTokens;
    rec->promptLength = phase == Phase::Prefill ? n : timeline_.at(0)->promptLength;
    const RecordShape shape = recordShape();
    const int kvRows = rerunAll ? n : newTokens;
    const RecordPlan plan = policy_.plan(shape, newTokens, n, kvRows);
    rec->kvFirstPosition = rerunAll && plan.kvRecomputedRows ? 0 : before;
    rec->kvRecomputed = rerunAll;

    const auto start = std::chrono::steady_clock::now();
    ForwardResult fwd;
    if (mode_ == CacheMode::On) {
        syncCache(tokens, before);
        fwd = model_->forward(tokens, before, before, cache_, plan);
    } else {
        // No cache: nothing survives between steps, so K and V of every position are
        // computed again by a full forward pass over the sequence.
        cache_.clear();
        KvCache scratch(model_->kvShape());
        fwd = model_->forward(tokens, 0, before, scratch, plan);
    }
    rec->wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    rec->tokens = std::move(tokens);
    rec->layers = std::move(fwd.layers);
    rec->context = std::move(fwd.context);
    choose(*rec, fwd.logits, sampling, force);
    if (!plan.allLogits) rec->allLogits.resize(0);

    const CostModel cost = model_->cost();
    const CacheMode other = mode_ == CacheMode::On ? CacheMode::Off : CacheMode::On;
    rec->work = stepWork(cost, phase, before, newTokens, mode_);
    rec->workOtherMode = stepWork(cost, phase, before, newTokens, other);

    rec->recordBytes = recordBytes(*rec);
    const std::int64_t planned = plannedBytes(shape, plan, newTokens, n, kvRows);
    if (rec->recordBytes > planned)
        throw Error("internal: step " + std::to_string(rec->index) + " recorded " +
                    std::to_string(rec->recordBytes) + " bytes, its plan allows " + std::to_string(planned));
    timeline_.append(rec);
    return rec;
}

void Engine::choose(StepRecord& rec, const Vector& fullLogits, const SamplingParams& sampling,
                    std::optional<TokenId> force) const {
    const std::vector<TokenId>& outputs = model_->outputTokens();
    const Vector probs = softmaxWithTemperature(fullLogits, sampling.temperature);

    int chosenIndex = -1;
    if (force) {
        const auto it = std::find(outputs.begin(), outputs.end(), *force);
        if (it == outputs.end())
            throw Error("'" + model_->tokenizer().displayText(*force) +
                        "' cannot be chosen: the model does not predict it");
        chosenIndex = static_cast<int>(it - outputs.begin());
    } else {
        chosenIndex = sampleIndex(fullLogits, sampling, rec.index);
    }

    // Candidates: the top-k by logit, always including the chosen one.
    std::vector<int> order(static_cast<size_t>(fullLogits.size()));
    std::iota(order.begin(), order.end(), 0);
    const size_t k = std::min(order.size(), static_cast<size_t>(std::max(candidateCount_, 1)));
    std::partial_sort(order.begin(), order.begin() + static_cast<long>(k), order.end(),
                      [&](int a, int b) {
                          return fullLogits[a] > fullLogits[b] ||
                                 (fullLogits[a] == fullLogits[b] && a < b);
                      });
    order.resize(k);
    if (std::find(order.begin(), order.end(), chosenIndex) == order.end()) order.back() = chosenIndex;

    rec.candidates.clear();
    rec.logits.resize(static_cast<Eigen::Index>(k));
    rec.probabilities.resize(static_cast<Eigen::Index>(k));
    for (size_t i = 0; i < k; ++i) {
        rec.candidates.push_back(outputs[static_cast<size_t>(order[i])]);
        rec.logits[static_cast<Eigen::Index>(i)] = fullLogits[order[i]];
        rec.probabilities[static_cast<Eigen::Index>(i)] = probs[order[i]];
    }
    rec.allLogits = fullLogits;
    rec.sampling = sampling;
    rec.chosen = outputs[static_cast<size_t>(chosenIndex)];
    rec.forced = force.has_value();
}

}  // namespace kvscope
