#include "core/attention.h"

#include "core/parallel.h"


#include <algorithm>
#include <cmath>

namespace kvscope {

void prepareHeadTrace(HeadTrace& trace, int rows, int keys, int valueDim) {
    trace.scores.setZero(rows, keys);
    trace.maskedScores.setZero(rows, keys);
    trace.weights.setZero(rows, keys);
    trace.outputs.setZero(rows, valueDim);
    trace.hasOutput.assign(static_cast<size_t>(rows), false);
}

void maskSoftmaxMix(HeadTrace& trace, int row, int queryPos,
                    const Eigen::Ref<const Matrix>& values) {
    trace.outputs.row(row).setZero();
    if (!maskSoftmax(trace, row, queryPos)) {
        trace.hasOutput[static_cast<size_t>(row)] = false;  // no key admitted: no output
        return;
    }
    // pass 3: the context of this head is the weighted sum of the visible values
    trace.outputs.row(row) = trace.weights.row(row).head(values.rows()) * values;
    trace.hasOutput[static_cast<size_t>(row)] = true;
}

bool maskSoftmax(HeadTrace& trace, int row, int queryPos) {
    const Eigen::Index keys = trace.scores.cols();
    auto masked = trace.maskedScores.row(row);
    auto weights = trace.weights.row(row);

    // pass 1: causal mask — the query at queryPos sees keys 0..queryPos only
    masked = trace.scores.row(row);
    for (Eigen::Index k = queryPos + 1; k < keys; ++k) masked[k] = kNegInf;

    // pass 2: softmax over the finite scores, shifted by their max for stability; keys after
    // the query are -inf now, so only 0..queryPos can contribute
    const Eigen::Index visible = std::min<Eigen::Index>(keys, queryPos + 1);
    Scalar maxScore = kNegInf;
    for (Eigen::Index k = 0; k < visible; ++k) maxScore = std::max(maxScore, masked[k]);
    weights.setZero();
    if (!std::isfinite(maxScore)) return false;
    Scalar sum = 0;
    for (Eigen::Index k = 0; k < visible; ++k) {
        if (std::isfinite(masked[k])) {
            weights[k] = std::exp(masked[k] - maxScore);
            sum += weights[k];
        }
    }
    weights.head(visible) /= sum;
    return true;
}

void reduceLayerTrace(LayerTrace& layer, AttentionDetail detail) {
    layer.detail = detail;
    if (detail == AttentionDetail::Full) return;
    for (HeadTrace& t : layer.heads) {
        if (detail == AttentionDetail::Weights) t.weightsF = t.weights.cast<float>();
        if (detail == AttentionDetail::NewestRow && t.weights.rows() > 0)
            t.weightsF = t.weights.bottomRows(1).cast<float>();
        t.scores.resize(0, 0);
        t.maskedScores.resize(0, 0);
        t.weights.resize(0, 0);
        t.outputs.resize(0, 0);
        t.hasOutput = {};
    }
    layer.combined.resize(0, 0);
    layer.hasCombined = {};
    layer.kv = {};
}

void parallelOverHeadsAndRows(int heads, int rows, const std::function<void(int, int)>& fn) {
    // One task per head, its rows in order: rows of one head share HeadTrace::hasOutput, a
    // std::vector<bool> whose neighbouring bits live in one word, so writing two rows of a head
    // from two threads is a data race (it lost an "output present" flag about once in 40 runs).
    parallelFor(0, heads, 1, [&](int head) {
        for (int row = 0; row < rows; ++row) fn(head, row);
    });
}

}  // namespace kvscope
