#include "core/attention.h"

#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>

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
    const Eigen::Index keys = trace.scores.cols();
    auto masked = trace.maskedScores.row(row);
    auto weights = trace.weights.row(row);

    // pass 1: causal mask — the query at queryPos sees keys 0..queryPos only
    masked = trace.scores.row(row);
    for (Eigen::Index k = queryPos + 1; k < keys; ++k) masked[k] = kNegInf;

    // pass 2: softmax over the finite scores, shifted by their max for stability
    Scalar maxScore = kNegInf;
    for (Eigen::Index k = 0; k < keys; ++k) maxScore = std::max(maxScore, masked[k]);
    weights.setZero();
    trace.outputs.row(row).setZero();
    if (!std::isfinite(maxScore)) {
        trace.hasOutput[static_cast<size_t>(row)] = false;  // no key admitted: no output
        return;
    }
    Scalar sum = 0;
    for (Eigen::Index k = 0; k < keys; ++k) {
        if (std::isfinite(masked[k])) {
            weights[k] = std::exp(masked[k] - maxScore);
            sum += weights[k];
        }
    }
    weights /= sum;

    // pass 3: the context of this head is the weighted sum of the visible values
    trace.outputs.row(row) = weights.head(values.rows()) * values;
    trace.hasOutput[static_cast<size_t>(row)] = true;
}

void parallelOverHeadsAndRows(int heads, int rows, const std::function<void(int, int)>& fn) {
    tbb::parallel_for(tbb::blocked_range<int>(0, heads * rows), [&](const tbb::blocked_range<int>& r) {
        for (int i = r.begin(); i != r.end(); ++i) fn(i / rows, i % rows);
    });
}

}  // namespace kvscope
