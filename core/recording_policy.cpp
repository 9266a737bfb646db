#include "core/recording_policy.h"

#include <algorithm>
#include <string>

#include "core/step_record.h"

namespace kvscope {

const char* attentionDetailName(AttentionDetail detail) {
    switch (detail) {
        case AttentionDetail::Full: return "full";
        case AttentionDetail::Weights: return "weights";
        case AttentionDetail::NewestRow: return "newest-row";
        case AttentionDetail::None: return "none";
    }
    return "none";
}

RecordPlan RecordPlan::everything(int layers) {
    RecordPlan p;
    p.layers.assign(static_cast<size_t>(layers), AttentionDetail::Full);
    return p;
}

RecordPlan RecordPlan::nothing(int layers) {
    RecordPlan p;
    p.layers.assign(static_cast<size_t>(layers), AttentionDetail::None);
    p.kvRecomputedRows = false;
    p.context = false;
    p.allLogits = false;
    p.level = 8;
    return p;
}

namespace {

constexpr std::int64_t kDouble = sizeof(Scalar), kFloat = sizeof(float);

// std::vector<bool> packs bits into 64-bit words.
std::int64_t boolBytes(std::int64_t count) { return (count + 63) / 64 * 8; }

std::int64_t matrixBytes(const Matrix& m) { return m.size() * kDouble; }
// What KvQuantRows keeps of one element: an int16 code and three floats.
constexpr std::int64_t kQuantElement = 2 + 3 * 4;
std::int64_t matrixBytes(const MatrixF& m) { return m.size() * kFloat; }

std::int64_t layerBytes(const RecordShape& s, AttentionDetail detail, std::int64_t q, std::int64_t n,
                        std::int64_t kvRows) {
    const std::int64_t H = s.heads;
    const std::int64_t structs = static_cast<std::int64_t>(sizeof(LayerTrace)) + H * static_cast<std::int64_t>(sizeof(HeadTrace));
    switch (detail) {
        case AttentionDetail::Full:
            return structs + H * (3 * q * n * kDouble + q * s.valueDim * kDouble + boolBytes(q)) +
                   q * s.combinedDim * kDouble + boolBytes(q) +
                   s.kvHeads * (static_cast<std::int64_t>(sizeof(KvRows)) +
                                kvRows * (s.keyDim + s.valueDim) * (kDouble + (s.kvQuantized ? kQuantElement : 0)));
        case AttentionDetail::Weights: return structs + H * q * n * kFloat;
        case AttentionDetail::NewestRow: return structs + H * std::min<std::int64_t>(q, 1) * n * kFloat;
        case AttentionDetail::None: return structs;
    }
    return structs;
}

// The list in the header, for a model with `layers` layers and detail layer `detail`.
std::vector<RecordPlan> planLadder(int layers, int detail) {
    std::vector<RecordPlan> ladder;
    const auto others = [&](AttentionDetail mine, AttentionDetail rest) {
        RecordPlan p;
        p.layers.assign(static_cast<size_t>(layers), rest);
        p.layers[static_cast<size_t>(detail)] = mine;
        return p;
    };
    ladder.push_back(RecordPlan::everything(layers));
    ladder.push_back(others(AttentionDetail::Full, AttentionDetail::Weights));
    ladder.push_back(others(AttentionDetail::Full, AttentionDetail::NewestRow));
    ladder.push_back(others(AttentionDetail::Full, AttentionDetail::None));
    ladder.push_back(others(AttentionDetail::Full, AttentionDetail::None));
    ladder.push_back(others(AttentionDetail::Weights, AttentionDetail::None));
    ladder.push_back(others(AttentionDetail::NewestRow, AttentionDetail::None));
    ladder.push_back(RecordPlan::nothing(layers));
    for (size_t i = 0; i < ladder.size(); ++i) {
        ladder[i].level = static_cast<int>(i) + 1;
        if (i >= 2) ladder[i].kvRecomputedRows = false;
        if (i >= 4) ladder[i].allLogits = false;
    }
    return ladder;
}

}  // namespace

std::int64_t plannedBytes(const RecordShape& s, const RecordPlan& plan, int q, int n, int kvRows) {
    const std::int64_t recordedKv = plan.kvRecomputedRows ? kvRows : std::min(kvRows, q);
    std::int64_t bytes = static_cast<std::int64_t>(sizeof(StepRecord)) + std::int64_t{n} * static_cast<std::int64_t>(sizeof(TokenId));
    for (AttentionDetail d : plan.layers) bytes += layerBytes(s, d, q, n, recordedKv);
    if (plan.context) bytes += std::int64_t{q} * s.heads * s.valueDim * kDouble;
    bytes += std::int64_t{s.candidates} * (static_cast<std::int64_t>(sizeof(TokenId)) + 2 * kDouble);  // ids, logits, probabilities
    if (plan.allLogits) bytes += std::int64_t{s.vocab} * kDouble;
    return bytes;
}

std::int64_t recordBytes(const StepRecord& r) {
    std::int64_t bytes = static_cast<std::int64_t>(sizeof(StepRecord)) +
                         static_cast<std::int64_t>(r.tokens.size() * sizeof(TokenId));
    for (const LayerTrace& layer : r.layers) {
        bytes += static_cast<std::int64_t>(sizeof(LayerTrace) + layer.heads.size() * sizeof(HeadTrace) +
                                           layer.kv.size() * sizeof(KvRows));
        for (const HeadTrace& t : layer.heads)
            bytes += matrixBytes(t.scores) + matrixBytes(t.maskedScores) + matrixBytes(t.weights) +
                     matrixBytes(t.outputs) + boolBytes(static_cast<std::int64_t>(t.hasOutput.size())) +
                     matrixBytes(t.weightsF);
        bytes += matrixBytes(layer.combined) + boolBytes(static_cast<std::int64_t>(layer.hasCombined.size()));
        for (const KvRows& kv : layer.kv) {
            bytes += matrixBytes(kv.keys) + matrixBytes(kv.values);
            for (const KvQuantRows* q : {&kv.keysStored, &kv.valuesStored})
                bytes += q->codes.size() * static_cast<std::int64_t>(sizeof(std::int16_t)) + matrixBytes(q->scales) +
                         matrixBytes(q->minimums) + matrixBytes(q->exact);
        }
    }
    bytes += matrixBytes(r.context);
    bytes += static_cast<std::int64_t>(r.candidates.size() * sizeof(TokenId)) +
             (r.logits.size() + r.probabilities.size() + r.allLogits.size()) * kDouble;
    return bytes;
}

std::int64_t RecordingPolicy::allowance(const RecordShape& s, int q, int n) const {
    const auto T = static_cast<double>(std::max(s.maxPositions, 1));
    const double half = static_cast<double>(budget_) / 2.0;
    return static_cast<std::int64_t>(half * q * n / (T * T) + half / T);
}

RecordPlan RecordingPolicy::plan(const RecordShape& s, int q, int n, int kvRows) const {
    if (mode_ == Mode::Everything) return RecordPlan::everything(s.layers);
    if (mode_ == Mode::Off) return RecordPlan::nothing(s.layers);
    const int detail = std::clamp(detailLayer_, 0, s.layers - 1);
    const std::int64_t allowed = allowance(s, q, n);
    for (const RecordPlan& p : planLadder(s.layers, detail))
        if (plannedBytes(s, p, q, n, kvRows) <= allowed) return p;
    throw Error(msg("the recording budget of %1 MiB is too small for this model: a step of %2 positions needs "
                    "more than its share of %3 bytes",
                    budget_ >> 20, n, allowed));
}

}  // namespace kvscope
