#include "core/engine.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace kvscope {

Engine::Engine(ModelPtr model, CacheMode mode, KvFormat kvFormat)
    : model_(std::move(model)),
      mode_(mode),
      kvFormat_(kvFormat),
      kvShape_(withFormat(model_->kvShape(), kvFormat)),
      cache_(kvShape_) {}

CostModel Engine::cost() const {
    CostModel c = model_->cost();
    c.bytesPerElement = kvShape_.bytesPerElement;
    c.kvQuant = kvShape_.quant;
    c.kvEviction = kvShape_.eviction;
    return c;
}

StopCheck Engine::askBetweenLayers() {
    if (!progress_) return stop_;
    // a fresh count for each pass (each call site asks for its pass's own check)
    return [this, begun = 0]() mutable {
        const int layers = std::max(1, model_->info().layers);
        progress_(std::min(begun++, layers - 1), layers);
        return stop_ && stop_();
    };
}

void Engine::reset() {
    timeline_.clear();
    truncateCache(0);
    otherBranch_.reset();
}

ForwardResult Engine::forwardIntoCache(std::span<const TokenId> tokens, int firstRow, int recordFrom,
                                       const RecordPlan& plan) {
    const int before = cache_.positions();
    try {
        ForwardResult fwd = model_->forward(tokens, firstRow, recordFrom, cache_, plan, askBetweenLayers());
        rowWrite_.resize(static_cast<size_t>(cache_.positions()), ++writes_);
        return fwd;
    } catch (...) {
        truncateCache(before);  // a cancelled pass may have filled some layers only
        throw;
    }
}

void Engine::truncateCache(int positions) {
    cache_.truncate(positions);
    rowWrite_.resize(static_cast<size_t>(cache_.positions()));
}

void Engine::keepCacheLineage() {
    if (timeline_.empty()) return truncateCache(0);
    keepCacheLineageOf(*timeline_.back());
}

void Engine::keepCacheLineageOf(const StepRecord& step) {
    const int n = step.positions();
    const std::uint64_t made = step.cacheProvenance.lastWrite;
    if (made != 0 && cache_.positions() >= n && rowWrite_[static_cast<size_t>(n - 1)] == made)
        truncateCache(n);  // rows are written in order: the last one unchanged means all are
    else
        truncateCache(0);
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
    if (prompt.empty()) throw Error(msg("the prompt is empty: give at least one token"));
    if (static_cast<int>(prompt.size()) > maxPositions)
        throw Error(msg("the prompt has %1 tokens; this model takes at most %2", prompt.size(), maxPositions));
    sampling.validate();
    const int n = static_cast<int>(prompt.size());
    // Run on a fresh engine state, committing only on success so a bad prompt loses nothing.
    Timeline previous = timeline_;
    timeline_.clear();
    truncateCache(0);
    try {
        StepPtr first = runStep(Phase::Prefill, std::move(prompt), n, sampling, force);
        otherBranch_.reset();  // a new run: the old run's fork goes with it
        return first;
    } catch (...) {
        timeline_ = std::move(previous);  // the cache stays empty: caught up by the next step
        throw;
    }
}

StepPtr Engine::decode(const SamplingParams& sampling, std::optional<TokenId> force) {
    if (timeline_.empty()) throw Error(msg("run the prefill before a decode step"));
    std::vector<TokenId> seq = nextSequence();
    if (static_cast<int>(seq.size()) > model_->info().maxPositions)
        throw Error(msg("the context is full: this model takes at most %1 positions", model_->info().maxPositions));
    sampling.validate();
    return runStep(Phase::Decode, std::move(seq), 1, sampling, force);
}

RecordShape Engine::recordShape() const {
    const ModelInfo& info = model_->info();
    RecordShape s;
    static_cast<ModelDims&>(s) = info;
    s.vocab = static_cast<int>(model_->outputTokens().size());
    s.candidates = std::min(s.vocab, std::max(candidateCount_, 1));
    s.kvQuantized = kvShape_.quant.enabled();
    return s;
}

Vector Engine::recomputeLogits(const StepRecord& step) {
    // The last position again from the step's first n-1 positions, on a copy of the cache:
    // the live one stays the step's own (keepCacheLineage).
    const int n = step.positions();
    KvCache scratch = cache_.prefix(std::min(cache_.positions(), n - 1));
    const int held = scratch.positions();  // 0 when a heavy-hitter cache cannot be cut back
    if (held < n - 1)
        model_->forward(std::span<const TokenId>(step.tokens.data(), static_cast<size_t>(n - 1)), held, n - 2,
                        scratch, RecordPlan::nothing(model_->info().layers), askBetweenLayers());
    return model_->forward(step.tokens, n - 1, n - 1, scratch, RecordPlan::nothing(model_->info().layers), askBetweenLayers())
        .logits;
}

StepPtr Engine::rechoose(int index, const SamplingParams& sampling, std::optional<TokenId> force) {
    if (index < 0 || index >= timeline_.size())
        throw Error(msg("there is no step %1 to choose again", index));
    sampling.validate();
    auto rec = std::make_shared<StepRecord>(*timeline_.at(index));
    const bool keptLogits = rec->allLogits.size() > 0;
    // Set aside from the step's own record on (an undo brings them back); the timeline keeps
    // [0, index] and the cache that step's rows, so the recomputation reads them.
    std::vector<StepPtr> replaced = timeline_.replaceFrom(index, {timeline_.at(index)});
    keepCacheLineage();
    try {
        const Vector logits = keptLogits ? rec->allLogits : recomputeLogits(*rec);
        choose(*rec, logits, sampling, force);  // allLogits stay as the step kept them (or not)
    } catch (...) {
        // as before the call; the cache holds the step's rows, a prefix of the later steps' lineage
        timeline_.replaceFrom(index, std::move(replaced));
        throw;
    }
    timeline_.replace(index, rec);
    otherBranch_ = Branch{index, std::move(replaced)};
    return rec;
}

void Engine::truncate(int count) {
    timeline_.truncate(count);
    keepCacheLineage();
    if (otherBranch_ && count <= otherBranch_->fork) otherBranch_.reset();  // the fork's step is gone
}

const std::vector<StepPtr>& Engine::otherBranch() const {
    static const std::vector<StepPtr> none;
    return otherBranch_ ? otherBranch_->steps : none;
}

void Engine::swapBranch() {
    if (!otherBranch_) throw Error(msg("there is no fork to undo or redo"));
    Branch& b = *otherBranch_;
    b.steps = timeline_.replaceFrom(b.fork, std::move(b.steps));
    // The rows up to the fork are both branches' own; the later ones are the other branch's
    // and are caught up by the next step (or replayed for a recorded layer).
    keepCacheLineageOf(*timeline_.at(b.fork));
}

void Engine::syncCache(const std::vector<TokenId>& tokens, int positions) {
    // After a mode switch or a fork the cache may be short; fill it with the positions it lacks.
    // This catch-up is not part of any step's work.
    if (cache_.positions() > positions) truncateCache(positions);
    if (cache_.positions() < positions) {
        std::span<const TokenId> prefix(tokens.data(), static_cast<size_t>(positions));
        forwardIntoCache(prefix, cache_.positions(), positions - 1, RecordPlan::nothing(model_->info().layers));
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
    rec->kvPrecision = kvShape_.precision;
    rec->kvQuant = kvShape_.quant;
    rec->kvEviction = kvShape_.eviction;
    rec->firstRow = before;
    rec->rowCount = newTokens;
    rec->promptLength = phase == Phase::Prefill ? n : timeline_.at(0)->promptLength;
    const RecordShape shape = recordShape();
    // cache on, quantized: rows this step turns into integers are recorded again, as stored
    const int kvFrom = rerunAll ? 0 : std::min(before, firstRequantizedRow(kvShape_.quant, before, n));
    const int kvRows = n - kvFrom;
    const RecordPlan plan = policy_.plan(shape, newTokens, n, kvRows);
    rec->kvFirstPosition = plan.kvRecomputedRows ? kvFrom : before;
    rec->kvRecomputed = rerunAll;

    const auto start = std::chrono::steady_clock::now();
    ForwardResult fwd;
    const int cacheBefore = cache_.positions();
    if (mode_ == CacheMode::On) {
        try {
            rec->cacheProvenance.caughtUpFrom = std::min(cacheBefore, before);
            syncCache(tokens, before);
            rec->cacheProvenance.prefixWrite = before > 0 ? rowWrite_[static_cast<size_t>(before - 1)] : 0;
            fwd = forwardIntoCache(tokens, before, before, plan);
            rec->cacheProvenance.lastWrite = writes_;
        } catch (...) {
            // the catch-up rows go too: the next step records its own catch-up
            truncateCache(std::min(cacheBefore, before));
            throw;
        }
    } else {
        // No cache: nothing survives between steps, so K and V of every position are
        // computed again by a full forward pass over the sequence.
        truncateCache(0);
        KvCache scratch(kvShape_);
        fwd = model_->forward(tokens, 0, before, scratch, plan, askBetweenLayers());
        if (kvShape_.eviction.heavyHitters()) rec->kvEvictionLog = std::make_shared<EvictionLog>(scratch.evictionLog());
    }
    if (mode_ == CacheMode::On && kvShape_.eviction.heavyHitters())
        rec->kvEvictionLog = std::make_shared<EvictionLog>(cache_.evictionLog());
    rec->wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    rec->tokens = std::move(tokens);
    rec->layers = std::move(fwd.layers);
    rec->context = std::move(fwd.context);
    choose(*rec, fwd.logits, sampling, force);
    if (plan.allLogits) rec->allLogits = fwd.logits;
    if (comparesWithExact()) rec->exactComparison = compareWithExact(rec->tokens, fwd.logits);

    const CostModel cost = this->cost();
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

bool Engine::comparesWithExact() const {
    const KvShape exact = model_->kvShape();
    return exactComparison_ && exact.precision != KvPrecision::Double &&
           (exactReference_ || kvShape_.precision != exact.precision || kvShape_.quant.enabled() ||
            kvShape_.eviction.enabled());
}

ExactComparison Engine::compareWithExact(const std::vector<TokenId>& tokens, const Vector& logits) {
    const Model& reference = exactReference_ ? *exactReference_ : *model_;
    if (!exactShadow_) exactShadow_.emplace(reference.kvShape());
    size_t common = 0;
    while (common < shadowTokens_.size() && common + 1 < tokens.size() && shadowTokens_[common] == tokens[common])
        ++common;
    exactShadow_->truncate(static_cast<int>(common));
    shadowTokens_.resize(common);
    ForwardResult exact;
    try {
        RecordPlan plan = RecordPlan::nothing(model_->info().layers);
        plan.context = false;
        exact = reference.forward(tokens, static_cast<int>(common), static_cast<int>(tokens.size()) - 1,
                                  *exactShadow_, plan, stop_);
    } catch (...) {
        exactShadow_->truncate(static_cast<int>(common));  // a cancelled pass may have filled some layers
        throw;
    }
    shadowTokens_ = tokens;
    const Vector p = logProbabilities(exact.logits);
    ExactComparison c;
    c.kl = klDivergence(p, logProbabilities(logits));
    Eigen::Index top = 0;
    c.exactTopProbability = std::exp(p.maxCoeff(&top));
    c.exactTop = model_->outputTokens()[static_cast<size_t>(top)];
    return c;
}

void Engine::choose(StepRecord& rec, const Vector& fullLogits, const SamplingParams& sampling,
                    std::optional<TokenId> force) const {
    const std::vector<TokenId>& outputs = model_->outputTokens();
    // Candidates: the top-k by logit (ties to the lower index), always including the chosen one.
    const LogitsDigest digest = digestLogits(fullLogits, std::max(candidateCount_, 1), sampling.temperature);
    std::vector<int> order = digest.top;

    int chosenIndex = -1;
    if (force) {
        const auto it = std::find(outputs.begin(), outputs.end(), *force);
        if (it == outputs.end())
            throw Error(msg("'%1' cannot be chosen: the model does not predict it",
                            model_->tokenizer().displayText(*force)));
        chosenIndex = static_cast<int>(it - outputs.begin());
    } else if (sampling.greedy()) {
        if (order.empty()) throw Error(msg("cannot choose a token: the model produced no logits"));
        chosenIndex = order.front();  // as sampleIndex picks it, without a second pass
    } else {
        chosenIndex = sampleIndex(fullLogits, softmaxWithTemperature(fullLogits, sampling.temperature), sampling,
                                  rec.index);
    }
    if (std::find(order.begin(), order.end(), chosenIndex) == order.end()) order.back() = chosenIndex;

    // Only the candidates' probabilities are kept, so only theirs are computed (a decode step
    // of a 50,257-token model spent a quarter of a millisecond on the whole vector).
    rec.probabilities = softmaxAt(fullLogits, digest, order);
    const size_t k = order.size();
    rec.candidates.clear();
    rec.logits.resize(static_cast<Eigen::Index>(k));
    for (size_t i = 0; i < k; ++i) {
        rec.candidates.push_back(outputs[static_cast<size_t>(order[i])]);
        rec.logits[static_cast<Eigen::Index>(i)] = fullLogits[order[i]];
    }
    rec.sampling = sampling;
    rec.chosen = outputs[static_cast<size_t>(chosenIndex)];
    rec.forced = force.has_value();
}

}  // namespace kvscope

namespace kvscope {

KvCache Engine::cacheBefore(const StepRecord& step) {
    const int before = step.firstRow;
    const std::uint64_t made = step.cacheProvenance.prefixWrite;
    if (cache_.positions() >= before && cache_.keepsPrefix(before) &&
        (before == 0 || rowWrite_[static_cast<size_t>(before - 1)] == made))
        return cache_.prefix(before);  // the live cache still holds the rows the step read

    // Replay: every step since the cache last started empty, each computing exactly what it
    // computed the first time (its catch-up pass, then its own rows), recording nothing.
    const int layers = model_->info().layers;
    int from = step.index;
    while (from > 0) {
        const StepRecord& s = *timeline_.at(from - 1);
        --from;
        if (s.phase == Phase::Prefill || s.cacheMode == CacheMode::Off) break;
    }
    KvCache cache(kvShape_);
    const auto catchUpAndRun = [&](const StepRecord& s, bool runOwnRows) {
        cache.truncate(s.cacheProvenance.caughtUpFrom);
        if (cache.positions() < s.firstRow)
            model_->forward(std::span<const TokenId>(s.tokens.data(), static_cast<size_t>(s.firstRow)),
                            cache.positions(), s.firstRow - 1, cache, RecordPlan::nothing(layers), askBetweenLayers());
        if (runOwnRows) model_->forward(s.tokens, s.firstRow, s.firstRow, cache, RecordPlan::nothing(layers), askBetweenLayers());
    };
    for (int i = from; i < step.index; ++i) {
        const StepRecord& s = *timeline_.at(i);
        if (s.cacheMode == CacheMode::Off) {
            cache.clear();
        } else if (s.phase == Phase::Prefill) {
            cache.clear();
            model_->forward(s.tokens, 0, 0, cache, RecordPlan::nothing(layers), askBetweenLayers());
        } else {
            catchUpAndRun(s, true);
        }
    }
    catchUpAndRun(step, false);
    return cache;
}

std::shared_ptr<const LayerTrace> Engine::recordLayer(int index, int layer) {
    std::vector<LayerTrace> traces = recordLayers(index, {layer}, AttentionDetail::Full);
    return std::make_shared<const LayerTrace>(std::move(traces.front()));
}

std::shared_ptr<const LayerTrace> Engine::exactLayer(int index, int layer) {
    if (index < 0 || index >= timeline_.size())
        throw Error(msg("there is no step %1 to compare with the exact cache", index));
    const int count = model_->info().layers;
    if (layer < 0 || layer >= count)
        throw Error(msg("there is no layer %1 (the model has %2)", layer, count));
    const StepRecord& step = *timeline_.at(index);
    RecordPlan plan = RecordPlan::nothing(count);
    plan.layers[static_cast<size_t>(layer)] = AttentionDetail::Weights;
    plan.context = false;
    const Model& reference = exactReference_ ? *exactReference_ : *model_;  // a pooled model: the one it came from
    KvCache exact(reference.kvShape());
    ForwardResult fwd = reference.forward(step.tokens, 0, 0, exact, plan, askBetweenLayers());
    return std::make_shared<const LayerTrace>(std::move(fwd.layers[static_cast<size_t>(layer)]));
}

std::vector<LayerTrace> Engine::recordLayers(int index, const std::vector<int>& layers, AttentionDetail detail) {
    if (index < 0 || index >= timeline_.size())
        throw Error(msg("there is no step %1 to record again", index));
    const int count = model_->info().layers;
    RecordPlan plan = RecordPlan::nothing(count);
    for (int layer : layers) {
        if (layer < 0 || layer >= count)
            throw Error(msg("there is no layer %1 (the model has %2)", layer, count));
        plan.layers[static_cast<size_t>(layer)] = detail;
    }
    const StepRecord& step = *timeline_.at(index);
    plan.kvRecomputedRows = step.kvFirstPosition < step.firstRow;
    ForwardResult fwd;
    if (step.phase == Phase::Prefill || step.cacheMode == CacheMode::Off) {
        KvCache scratch(kvShape_);  // these steps started from an empty cache
        fwd = model_->forward(step.tokens, 0, step.firstRow, scratch, plan, askBetweenLayers());
    } else {
        KvCache cache = cacheBefore(step);
        fwd = model_->forward(step.tokens, step.firstRow, step.firstRow, cache, plan, askBetweenLayers());
    }
    std::vector<LayerTrace> out;
    out.reserve(layers.size());
    for (int layer : layers) out.push_back(std::move(fwd.layers[static_cast<size_t>(layer)]));  // distinct layers
    return out;
}

}  // namespace kvscope
